package games_test

import (
	"strings"
	"testing"

	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// TestReplayerRefusesAnotherGamesRecord: a record of another game's type
// is refused with the game's id, never a panic.
func TestReplayerRefusesAnotherGamesRecord(t *testing.T) {
	replay := games.Replayer(master.ID, master.Replay, master.NewRound)
	s, err := elfer.New(elfer.Options{}, 3, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	other := &record.Of[string, string]{}
	if _, err := replay(other, -1); err == nil || !strings.Contains(err.Error(), master.ID) {
		t.Errorf("a foreign record: got %v", err)
	}
	if _, err := replay(s.Record(nil, 1), -1); err == nil {
		t.Error("MASTER replayed a record of elfer")
	}
}

// TestBotOfIgnoresForeignViews: a view of another type gets no action.
func TestBotOfIgnoresForeignViews(t *testing.T) {
	calls := 0
	b := games.BotOf(func(v *elfer.View) elfer.Action { calls++; return elfer.Action{} })
	if a := b.Choose(&master.View{}); a != nil || calls != 0 {
		t.Errorf("a MASTER view reached an elfer bot: %v, %d calls", a, calls)
	}
	if a := b.Choose(&elfer.View{}); a == nil || calls != 1 {
		t.Errorf("an elfer view did not reach it: %v, %d calls", a, calls)
	}
}

func TestBox(t *testing.T) {
	got := games.Box([]int{3, 1})
	if len(got) != 2 || got[0] != 3 || got[1] != 1 {
		t.Errorf("Box: %v", got)
	}
}
