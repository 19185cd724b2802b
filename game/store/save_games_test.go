package store

import (
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/registry"
)

// TestSaveEveryGame: a match in progress of every registered game, with
// its running round part played, is written and read back: each game's
// record is checked by that game's own reader, not the elfer one's.
func TestSaveEveryGame(t *testing.T) {
	for _, g := range registry.All() {
		for _, n := range []int{g.MinPlayers, g.MaxPlayers} {
			opts, err := g.CheckOptions(nil, n)
			if err != nil {
				t.Fatalf("%s/%d: %v", g.ID, n, err)
			}
			r, err := g.Deal(opts, n, 0, 3)
			if err != nil {
				t.Fatalf("%s/%d: %v", g.ID, n, err)
			}
			rng := card.NewRng(5)
			for range 12 {
				if r.IsOver() || len(r.ToMove()) == 0 {
					break
				}
				l := r.Legal(r.ToMove()[0])
				if len(l) == 0 {
					break
				}
				if err := r.Apply(l[rng.IntN(len(l))]); err != nil {
					t.Fatalf("%s/%d: %v", g.ID, n, err)
				}
			}
			names := make([]string, n)
			for i := range names {
				names[i] = fmt.Sprintf("Seat %d", i+1)
			}
			s := &Save{Game: g.ID, Options: opts, Players: n, Humans: make([]bool, n), Rounds: 1, Seed: "3",
				Record: string(r.Record(names, 1).Marshal())}
			s.Humans[0] = true
			data, err := s.Marshal()
			if err != nil {
				t.Errorf("%s/%d: the save is refused: %v", g.ID, n, err)
				continue
			}
			back, err := ParseSave(data)
			if err != nil {
				t.Errorf("%s/%d: the save does not read back: %v", g.ID, n, err)
				continue
			}
			if back.Record != s.Record || back.Game != g.ID {
				t.Errorf("%s/%d: the save read back differs", g.ID, n)
			}
		}
	}
}
