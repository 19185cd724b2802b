package scenetest

import (
	"elferraus/engine/bot"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/scenes/shell"
	"testing"
)

func MasterHuman(seed uint64) shell.Setup {
	s := shell.Setup{Game: MasterGame, Players: 4, Rounds: 1, Seed: seed, Level: bot.Easy}
	s.FirstHumans(1)
	return s
}

// MasterGame is MASTER's index among the menu's games.
const MasterGame = master.ID

// PlayedRecord plays a round between bots and returns its record.
func PlayedRecord(t *testing.T, v elfer.Variant, players int, seed uint64) *record.Record {
	t.Helper()
	s, err := elfer.New(elfer.Options{Variant: v}, players, 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewElfer(bot.Normal, seed)
	var view elfer.View
	for !s.IsOver() {
		s.ViewInto(s.ToMove(), &view)
		if err := s.Apply(b.Choose(&view)); err != nil {
			t.Fatal(err)
		}
	}
	return s.Record(nil, 1)
}
