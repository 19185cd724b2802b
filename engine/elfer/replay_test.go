package elfer_test

import (
	"errors"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
)

func TestReplayRefuses(t *testing.T) {
	// Each case breaks one line of a finished round's record; Replay must
	// name that line and say what is wrong.
	base := func(t *testing.T) *record.Record {
		s := playGolden(t, goldenCases[1])
		return s.Record([]string{"A", "B", "C", "D"}, 1)
	}
	tests := []struct {
		name   string
		mutate func(r *record.Record)
		line   func(r *record.Record) int
		want   string
	}{
		{"unknown game", func(r *record.Record) { r.Header.Game = "master" },
			func(*record.Record) int { return 1 }, `unknown game "master"`},
		{"unknown option", func(r *record.Record) { r.Header.Options = map[string]any{"fast": true} },
			func(*record.Record) int { return 1 }, `no option "fast"`},
		{"players", func(r *record.Record) { r.Header.Players = 3 },
			func(*record.Record) int { return 1 }, "3 players, the deal has 4 hands"},
		{"names", func(r *record.Record) { r.Header.Names = []string{"A"} },
			func(*record.Record) int { return 1 }, "1 names for 4 players"},
		{"dealer", func(r *record.Record) { r.Header.Dealer = 9 },
			func(*record.Record) int { return 2 }, "dealer 9 is not a seat"},
		{"card twice", func(r *record.Record) { r.Setups[0].Pile[0] = r.Setups[0].Hands[0][0] },
			func(*record.Record) int { return 2 }, "appears twice"},
		{"short hand", func(r *record.Record) { r.Setups[0].Hands[1] = r.Setups[0].Hands[1][1:] },
			func(*record.Record) int { return 2 }, "seat 1 holds 14 cards"},
		{"table in the classic game", func(r *record.Record) {
			r.Setups[0].Table = []card.Card{r.Setups[0].Pile[0]}
			r.Setups[0].Pile = r.Setups[0].Pile[1:]
		}, func(*record.Record) int { return 2 }, "no card lies before the first turn"},
		{"starter outside its variant", func(r *record.Record) { one := 1; r.Setups[0].Starter = &one },
			func(*record.Record) int { return 2 }, `"starter" belongs only to`},
		{"wrong seat", func(r *record.Record) { r.Actions[3].Seat = (r.Actions[3].Seat + 1) % 4 },
			func(r *record.Record) int { return r.ActionLine(3) }, "turn"},
		{"unknown verb", func(r *record.Record) { r.Actions[2].Act = "jump" },
			func(r *record.Record) int { return r.ActionLine(2) }, `"jump" is not an action of this game`},
		{"MASTER field", func(r *record.Record) { r.Actions[2].To = "B" },
			func(r *record.Record) int { return r.ActionLine(2) }, `takes no "as", "at" or "to"`},
		{"end with a card", func(r *record.Record) {
			for i, a := range r.Actions {
				if a.Act == "end" {
					r.Actions[i].Card = card.New(card.Red, 1)
					return
				}
			}
		}, func(r *record.Record) int {
			for i, a := range r.Actions {
				if a.Act == "end" {
					return r.ActionLine(i)
				}
			}
			return 0
		}, "end names no card"},
		{"lay without a card", func(r *record.Record) { r.Actions[0].Card = card.None },
			func(r *record.Record) int { return r.ActionLine(0) }, "lay names no card"},
		{"wrong scores", func(r *record.Record) { r.Result.Scores[0]++ },
			func(r *record.Record) int { return r.ResultLine() }, "the result should be out"},
		{"result too early", func(r *record.Record) { r.Actions = r.Actions[:len(r.Actions)-1] },
			func(r *record.Record) int { return r.ResultLine() }, "before the round is over"},
		{"action after the end", func(r *record.Record) {
			r.Actions = append(r.Actions, record.Action{Seat: 0, Act: "pass"})
		}, func(r *record.Record) int { return r.ActionLine(len(r.Actions) - 1) }, "the round is over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := base(t)
			tt.mutate(r)
			_, err := elfer.Replay(r, -1)
			var re *elfer.ReplayError
			if !errors.As(err, &re) {
				t.Fatalf("error %v, want a *ReplayError", err)
			}
			if want := tt.line(r); re.Line != want || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want line %d saying %q", err, want, tt.want)
			}
		})
	}
}

func TestReplayUpTo(t *testing.T) {
	// Replaying the first k actions gives the state after k actions.
	c := goldenCases[5]
	s, err := elfer.New(c.opts, c.players, int(c.seed%uint64(c.players)), c.seed)
	if err != nil {
		t.Fatal(err)
	}
	final := playGolden(t, c)
	rec := final.Record(nil, 1)
	for k, a := range final.Log() {
		got, err := elfer.Replay(rec, k)
		if err != nil || !got.Equal(s) {
			t.Fatalf("Replay(rec, %d): %v, equal %v", k, err, err == nil && got.Equal(s))
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := elfer.Replay(rec, len(rec.Actions)+5); err != nil || !got.Equal(final) {
		t.Errorf("Replay past the end: %v", err)
	}
}

func TestReplayOfForeignDeal(t *testing.T) {
	// A record from another program (seed not decimal, hands unsorted)
	// replays from its deal as written and writes the deal back as it was.
	rec := playGolden(t, goldenCases[0]).Record(nil, 1)
	rec.Header.Seed = "from elsewhere"
	h := rec.Setups[0].Hands[0]
	h[0], h[len(h)-1] = h[len(h)-1], h[0]
	s, err := elfer.Replay(rec, -1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Seed() != 0 {
		t.Errorf("seed %d, want 0 for a seed that is no number", s.Seed())
	}
	if got := s.Record(nil, 1).Setups[0].Hands[0]; got[0] != h[0] {
		t.Errorf("the deal was not written back as read")
	}
}
