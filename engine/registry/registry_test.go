package registry_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/deal"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
)

// TestEveryGamePlaysThroughTheRegistry plays a match of every registered
// game between bots through the registry's interfaces alone, for every
// player count, and replays each round's record to the same state.
func TestEveryGamePlaysThroughTheRegistry(t *testing.T) {
	for _, g := range registry.All() {
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			m, err := games.NewMatch(g, nil, n, 2, uint64(n))
			if err != nil {
				t.Fatalf("%s, %d players: %v", g.ID, n, err)
			}
			for !m.Over() {
				r, err := m.Deal()
				if err != nil {
					t.Fatalf("%s, %d players: deal: %v", g.ID, n, err)
				}
				bots := make([]games.Bot, n)
				for p := range bots {
					bots[p] = g.NewBot(level.All()[p%3], p, card.Mix(uint64(n), uint64(p)))
				}
				if err := games.Play(r, bots, 100000); err != nil {
					t.Fatalf("%s, %d players: %v", g.ID, n, err)
				}
				if err := m.Finish(r); err != nil {
					t.Fatalf("%s, %d players: finish: %v", g.ID, n, err)
				}
				data := r.Record(nil, m.Played()).Marshal()
				rg, back, err := registry.Replay(data, -1)
				if err != nil {
					t.Fatalf("%s, %d players: replay: %v", g.ID, n, err)
				}
				if rg != g || !back.Equal(r) {
					t.Fatalf("%s, %d players: the replayed round differs", g.ID, n)
				}
			}
			if len(m.Leaders()) == 0 {
				t.Errorf("%s, %d players: a match without a winner", g.ID, n)
			}
		}
	}
}

// TestReadRefusesUnknownGames names the line and the known games.
func TestReadRefusesUnknownGames(t *testing.T) {
	_, _, err := registry.Read([]byte(`{"record":"elferraus-record/1","game":"poker","options":{},"players":2,"names":[],"seed":"1","round":1,"dealer":0}` + "\n"))
	if err == nil || err.Error() != `line 1: unknown game "poker" (known: `+registry.Known()+`)` {
		t.Errorf("got %v", err)
	}
	if _, _, err := registry.Read([]byte("hello\n")); err == nil {
		t.Error("garbage read as a record")
	}
}

// TestNextDealer: a game whose loser begins the next round deals each round
// from the sheet so far; the others move the deal one seat on.
func TestNextDealer(t *testing.T) {
	g := *registry.All()[0]
	m, err := games.NewMatch(&g, nil, 4, 3, 9)
	if err != nil {
		t.Fatal(err)
	}
	m.Sheet = [][]int{{3, 0, 5, 1}, {0, 2, 2, 9}}
	for r := 1; r <= 3; r++ {
		if got, want := m.Dealer(r), (m.First+r-1)%4; got != want {
			t.Errorf("round %d: dealer %d, want %d", r, got, want)
		}
	}
	// The seat before the one with the highest penalty deals, so that one
	// begins.
	g.NextDealer = func(_ int, scores []int) int { return (games.Best(scores, false)[0] + 3) % 4 }
	if got := m.Dealer(1); got != m.First {
		t.Errorf("round 1: dealer %d, want the drawn %d", got, m.First)
	}
	if got := m.Dealer(2); got != 0 {
		t.Errorf("round 2: dealer %d, want 0 (seat 1 scored least)", got)
	}
	if got := m.Dealer(3); got != 3 {
		t.Errorf("round 3: dealer %d, want 3 (seat 0 scored least)", got)
	}
}

// TestEveryGameHasDealCodes: every registered game, with each of its
// options, can be shared as a deal code, and the code names the same match.
func TestEveryGameHasDealCodes(t *testing.T) {
	for _, g := range registry.All() {
		for _, o := range append([]games.Option{{}}, g.Options...) {
			c := deal.Code{Game: g.ID, Players: g.MinPlayers, Seed: 12345}
			if o.Name != "" {
				if o.Players != 0 {
					c.Players = o.Players
				}
				c.Options = map[string]bool{o.Name: true}
			}
			s, err := deal.Encode(c)
			if err != nil {
				t.Errorf("%s %v: %v", g.ID, c.Options, err)
				continue
			}
			back, err := deal.Parse(s)
			if err != nil || back.Game != c.Game || back.Players != c.Players || back.Seed != c.Seed || back.Options[o.Name] != (o.Name != "") {
				t.Errorf("%s %v: code %s reads back as %+v, %v", g.ID, c.Options, s, back, err)
			}
		}
	}
}
