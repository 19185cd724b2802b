package scenetest

import (
	"testing"

	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
)

// BoardRecord is a round of bots of the game id, as its record.
func BoardRecord(t *testing.T, id string, players int) (games.Round, []byte) {
	t.Helper()
	g, _ := registry.Lookup(id)
	m, err := games.NewMatch(g, nil, players, 1, 21)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Deal()
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]games.Bot, players)
	for p := range bots {
		bots[p] = g.NewBot(level.Normal, p, uint64(p+1))
	}
	if err := games.Play(r, bots, 1_000_000); err != nil {
		t.Fatal(err)
	}
	return r, r.Record(nil, 1).Marshal()
}
