package zweikampf_test

import (
	"testing"

	"elferraus/engine/level"
	"elferraus/engine/zweikampf"
)

// TestNoChoices: in short and long games, every seat to move has exactly
// one legal action, and the bot of every level names it; so the levels
// cannot differ. A missing view or a finished game gets the zero Action.
func TestNoChoices(t *testing.T) {
	bots := map[level.Level]*zweikampf.Bot{}
	for _, l := range level.All() {
		bots[l] = zweikampf.NewBot(l, 0, uint64(l))
	}
	shuffles := 0
	for g := range 40 {
		lang := g%2 == 1
		s, err := zweikampf.New(zweikampf.Options{Lang: lang}, zweikampf.Players, g%2, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsOver() {
			p := s.ToMove()[0]
			legal := s.Legal(p)
			if len(legal) != 1 {
				t.Fatalf("game %d (lang %v): seat %d has %d legal actions %v", g, lang, p, len(legal), legal)
			}
			for l, b := range bots {
				if a := b.Choose(s.View(p)); a != legal[0] {
					t.Fatalf("game %d: the %v bot chooses %v, the one legal action is %v", g, l, a, legal[0])
				}
			}
			if legal[0].Kind == zweikampf.Shuffle {
				shuffles++
			}
			if err := s.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		for _, b := range bots {
			if a := b.Choose(s.View(0)); a != (zweikampf.Action{}) {
				t.Fatalf("game %d is over, yet a bot chooses %v", g, a)
			}
		}
	}
	if shuffles == 0 {
		t.Error("no long game needed a shuffle: the test saw only turns")
	}
	if a := bots[level.Hard].Choose(nil); a != (zweikampf.Action{}) {
		t.Errorf("no view, yet the bot chooses %v", a)
	}
}
