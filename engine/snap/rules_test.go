package snap_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/snap"
)

// op is one step of a scripted game: an action or a tick's batch of calls,
// and the refusal expected (0: accepted).
type op struct {
	a     snap.Action
	calls []snap.Called
	why   snap.Why
}

func rv(seat int, t snap.Tick) op { return op{a: snap.RevealOf(seat, t)} }
func all(t snap.Tick) op          { return op{a: snap.RevealAllOf(t)} }
func timeUp(t snap.Tick) op       { return op{a: snap.Action{Kind: snap.Time, Seat: -1, Tick: t}} }

// calls is a batch at tick t: seat, word, seat, word, ...
func calls(t snap.Tick, sw ...any) op {
	o := op{a: snap.Action{Kind: snap.Call, Tick: t}}
	for i := 0; i < len(sw); i += 2 {
		o.calls = append(o.calls, snap.Called{Seat: sw[i].(int), Word: sw[i+1].(snap.Word)})
	}
	return o
}

func (o op) refused(w snap.Why) op { o.why = w; return o }

const (
	A = snap.Schnapp
	I = snap.Schnipp
)

// play runs the ops on s, checking refusals and invariants after every
// step, and returns the events of all accepted steps.
func play(t *testing.T, s *snap.State, ops []op) []snap.Event {
	t.Helper()
	var evs []snap.Event
	for i, o := range ops {
		before := s.Clone()
		var ev []snap.Event
		var err error
		if o.a.Kind == snap.Call {
			ev, err = s.ApplyTick(o.a.Tick, o.calls)
		} else {
			ev, err = s.Apply(o.a)
		}
		if o.why != 0 {
			var e *snap.Error
			if !errors.As(err, &e) || e.Why != o.why {
				t.Fatalf("step %d (%v %v): got %v, want refusal %d", i, o.a, o.calls, err, o.why)
			}
			if e.Error() == "" || strings.Contains(e.Error(), "not allowed") {
				t.Errorf("step %d: refusal without a reason: %q", i, e.Error())
			}
			if !s.Equal(before) {
				t.Fatalf("step %d: refused action changed the state", i)
			}
			continue
		}
		if err != nil {
			t.Fatalf("step %d (%v %v): %v\n%v", i, o.a, o.calls, err, s)
		}
		if err := invariants(s); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		evs = append(evs, ev...)
	}
	return evs
}

// find returns the events of kind k.
func find(evs []snap.Event, k snap.EventKind) []snap.Event {
	var out []snap.Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

func tops(s *snap.State) string {
	var b []string
	for p := range s.Players() {
		if pile := s.Pile(p); len(pile) > 0 {
			b = append(b, pile[len(pile)-1].String())
		} else {
			b = append(b, "-")
		}
	}
	return strings.Join(b, " ")
}

func bottom(s *snap.State, p, n int) string {
	st := s.Stack(p)
	return card.Format(st[len(st)-n:])
}

func TestRules(t *testing.T) {
	tests := []struct {
		name     string
		opts     snap.Options
		dealer   int
		tops     []string
		quartets [][]int
		ops      []op
		check    func(t *testing.T, s *snap.State, ev []snap.Event)
	}{
		{
			name: "single correct Schnapp", dealer: 1,
			tops: []string{"R7", "Y7"},
			ops:  []op{rv(0, 10), rv(1, 20), calls(50, 0, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				c := find(ev, snap.Captured)
				if len(c) != 1 || c[0].Seat != 0 || c[0].Reaction != 30 || !slices.Equal(c[0].From, []int{0, 1}) || card.Format(c[0].Cards) != "R7 Y7" {
					t.Fatalf("captures %v, want seat 0 taking R7 Y7 from 0 and 1 after 30 ticks", c)
				}
				if tops(s) != "- -" || len(s.Stack(0)) != 41 || len(s.Stack(1)) != 39 || bottom(s, 0, 2) != "R7 Y7" {
					t.Errorf("tops %s, stacks %d %d, bottom %s", tops(s), len(s.Stack(0)), len(s.Stack(1)), bottom(s, 0, 2))
				}
				if got := s.Conquered(); !slices.Equal(got, []int{1, 0}) {
					t.Errorf("conquered %v, want [1 0]", got)
				}
			},
		},
		{
			name: "a third seat wins the Schnapp", dealer: 2,
			tops: []string{"R7", "Y7", "B3"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(2, 30), calls(50, 2, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if tops(s) != "- - -" || bottom(s, 2, 3) != "B3 R7 Y7" || s.Conquered()[2] != 2 {
					t.Errorf("tops %s, bottom of seat 2 %s, conquered %v", tops(s), bottom(s, 2, 3), s.Conquered())
				}
			},
		},
		{
			name: "two calls in one tick tie", dealer: 2,
			tops: []string{"R7", "Y7", "B3"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(2, 30), calls(50, 2, A, 1, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				ti := find(ev, snap.Tied)
				if len(ti) != 1 || !slices.Equal(ti[0].Seats, []int{1, 2}) || !slices.Equal(ti[0].From, []int{0, 1}) || ti[0].Reaction != 30 {
					t.Fatalf("ties %v", ti)
				}
				if len(find(ev, snap.Captured)) != 0 || len(find(ev, snap.Mistake)) != 0 {
					t.Error("a tie captured or punished")
				}
				// The matched piles went back under their own stacks; the
				// caller outside the match keeps his pile.
				if tops(s) != "- - B3" || bottom(s, 0, 1) != "R7" || bottom(s, 1, 1) != "Y7" || len(s.Centre()) != 0 {
					t.Errorf("tops %s, bottoms %s %s", tops(s), bottom(s, 0, 1), bottom(s, 1, 1))
				}
			},
		},
		{
			name: "calls one tick apart: the first wins, the second is a mistake", dealer: 2,
			tops: []string{"R7", "Y7", "B3"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(2, 30), calls(50, 1, A), calls(51, 2, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				c := find(ev, snap.Captured)
				m := find(ev, snap.Mistake)
				if len(c) != 1 || c[0].Seat != 1 || len(m) != 1 || m[0].Seat != 2 {
					t.Fatalf("events %v", ev)
				}
				// There is no grace: the slower caller's pile goes onto the
				// centre.
				if tops(s) != "- - -" || card.Format(s.Centre()) != "B3" {
					t.Errorf("tops %s, centre %v", tops(s), s.Centre())
				}
			},
		},
		{
			name: "a call the tick after a card covered the match is a mistake", dealer: 2,
			tops: []string{"R7 G5", "Y7", "B3"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(2, 30), rv(0, 40), calls(41, 1, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if m := find(ev, snap.Mistake); len(m) != 1 || m[0].Seat != 1 || card.Format(s.Centre()) != "Y7" {
					t.Errorf("mistakes %v, centre %v", m, s.Centre())
				}
			},
		},
		{
			name: "wrong word: Schnipp where Schnapp is right", dealer: 1,
			tops: []string{"R7 G2", "Y7"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(0, 30), calls(31, 0, I), rv(1, 40)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				// Seat 0 showed G2 on R7; his whole pile goes to the centre,
				// the G2 on top.
				m := find(ev, snap.Mistake)
				if len(m) != 1 || m[0].Seat != 0 || card.Format(m[0].Cards) != "R7 G2" || card.Format(s.Centre()) != "R7 G2" {
					t.Fatalf("mistakes %v, centre %s", m, card.Format(s.Centre()))
				}
				if v := s.View(1); v.Centre.Top != card.New(card.Green, 2) || v.Centre.Size != 2 || v.Centre.Shown != 31 {
					t.Errorf("centre in the view %+v", v.Centre)
				}
			},
		},
		{
			name: "wrong word: Schnapp where Schnipp is right", dealer: 1,
			tops: []string{"R5 G5", "Y9"},
			ops: []op{rv(0, 10), calls(12, 0, A), // mistake: centre R5
				rv(1, 20), rv(0, 30), // G5 matches the centre
				calls(60, 1, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				m := find(ev, snap.Mistake)
				if len(m) != 2 || m[1].Seat != 1 || card.Format(s.Centre()) != "R5 Y9" {
					t.Errorf("mistakes %v, centre %s", m, card.Format(s.Centre()))
				}
			},
		},
		{
			name: "false call with nothing matching", dealer: 1,
			tops: []string{"R3", "Y4"},
			ops:  []op{rv(0, 10), rv(1, 20), calls(40, 1, A), calls(41, 0, I)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if m := find(ev, snap.Mistake); len(m) != 2 || card.Format(s.Centre()) != "Y4 R3" || tops(s) != "- -" {
					t.Errorf("mistakes %v, centre %s", m, card.Format(s.Centre()))
				}
			},
		},
		{
			name: "a mistake with an empty pile moves nothing", dealer: 1,
			tops: []string{"R3", "Y4"},
			ops:  []op{calls(5, 1, I)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if m := find(ev, snap.Mistake); len(m) != 1 || len(m[0].Cards) != 0 || len(s.Centre()) != 0 {
					t.Errorf("mistakes %v", m)
				}
			},
		},
		{
			name: "Schnipp after a mistake", dealer: 2,
			tops: []string{"R5", "Y9", "B5"},
			ops: []op{rv(0, 10), calls(15, 0, A), // no match: R5 goes to the centre
				rv(1, 20), rv(2, 30), calls(55, 1, I)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				c := find(ev, snap.Captured)
				if len(c) != 1 || c[0].Seat != 1 || !c[0].Centre || c[0].Reaction != 25 || card.Format(c[0].Cards) != "R5" {
					t.Fatalf("captures %v", c)
				}
				// The Schnipp takes only the centre: the B5 stays.
				if len(s.Centre()) != 0 || tops(s) != "- Y9 B5" || bottom(s, 1, 1) != "R5" || s.Conquered()[1] != 1 {
					t.Errorf("centre %v, tops %s", s.Centre(), tops(s))
				}
			},
		},
		{
			name: "Schnipp tie sends the matching piles back, the centre stays", dealer: 2,
			tops: []string{"R5", "Y9", "B5"},
			ops:  []op{rv(0, 10), calls(15, 0, A), rv(1, 20), rv(2, 30), calls(55, 0, I, 1, I)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				ti := find(ev, snap.Tied)
				if len(ti) != 1 || !slices.Equal(ti[0].From, []int{2}) || card.Format(s.Centre()) != "R5" || tops(s) != "- Y9 -" || bottom(s, 2, 1) != "B5" {
					t.Errorf("ties %v, centre %v, tops %s", ti, s.Centre(), tops(s))
				}
			},
		},
		{
			name: "a right Schnapp and a mistake in one tick", dealer: 2,
			tops: []string{"R7", "Y7", "B3"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(2, 30), calls(50, 0, A, 1, I, 2, I)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				// Seat 0 wins; seat 1's pile was taken, so his mistake moves
				// nothing; seat 2's B3 goes to the centre.
				m := find(ev, snap.Mistake)
				if c := find(ev, snap.Captured); len(c) != 1 || c[0].Seat != 0 || len(m) != 2 || len(m[0].Cards) != 0 || card.Format(s.Centre()) != "B3" {
					t.Errorf("events %v, centre %v", ev, s.Centre())
				}
			},
		},
		{
			name: "Schnapp and Schnipp right in one tick: both win", dealer: 2,
			tops: []string{"R5 G9", "Y9", "B5"},
			ops: []op{rv(0, 10), calls(15, 0, A), // centre R5
				rv(1, 20), rv(2, 30), rv(0, 40), // tops G9 Y9 B5
				calls(70, 0, I, 1, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				c := find(ev, snap.Captured)
				if len(c) != 2 || c[0].Seat != 1 || c[0].Word != A || c[1].Seat != 0 || c[1].Word != I {
					t.Fatalf("captures %v", c)
				}
				if tops(s) != "- - B5" || len(s.Centre()) != 0 {
					t.Errorf("tops %s, centre %v", tops(s), s.Centre())
				}
			},
		},
		{
			name: "two pairs at once: one Schnapp takes both", dealer: 3,
			tops: []string{"R7", "Y7", "B3", "G3"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(2, 30), rv(3, 40), calls(60, 3, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				c := find(ev, snap.Captured)
				if len(c) != 1 || !slices.Equal(c[0].From, []int{3, 0, 1, 2}) || c[0].Reaction != 40 || bottom(s, 3, 4) != "G3 R7 Y7 B3" {
					t.Errorf("captures %v, bottom %s", c, bottom(s, 3, 4))
				}
			},
		},
		{
			name: "quartet set aside on capture", dealer: 1,
			tops: []string{"G7 R7", "B7 Y7"},
			ops:  []op{rv(0, 10), rv(1, 20), rv(0, 30), rv(1, 40), calls(60, 0, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				q := find(ev, snap.QuartetOut)
				if len(q) != 1 || q[0].Seat != 0 || q[0].Value != 7 || s.Aside(7) != 0 || !slices.Equal(s.Quartets(), []int{1, 0}) {
					t.Fatalf("quartets %v %v", q, s.Quartets())
				}
				if len(s.Stack(0)) != 38 || len(s.Stack(1)) != 38 || s.Conquered()[0] != 2 {
					t.Errorf("stacks %d %d, conquered %v", len(s.Stack(0)), len(s.Stack(1)), s.Conquered())
				}
			},
		},
		{
			name: "quartets with a card already in the stack are not set aside", dealer: 1,
			tops: []string{"R7 G7", "Y7 B7"},
			ops:  []op{rv(0, 10), rv(1, 20), calls(30, 0, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if len(find(ev, snap.QuartetOut)) != 0 || s.Aside(7) != -1 {
					t.Error("a quartet was set aside with cards from the stack")
				}
			},
		},
		{
			name: "end: all twenty quartets", dealer: 1,
			tops:     []string{"R10 Y10 R20 Y20", "G10 B10 G20 B20"},
			quartets: [][]int{{1, 2, 3, 4, 5, 6, 7, 8, 9}, {11, 12, 13, 14, 15, 16, 17, 18, 19}},
			ops: []op{rv(0, 10), rv(1, 20), rv(0, 30), rv(1, 40), calls(50, 1, A), // quartet of 10s
				rv(0, 60), rv(1, 70), rv(0, 80), rv(1, 90), calls(100, 0, A), // of 20s
				rv(0, 110).refused(snap.WhyOver), calls(111, 1, I).refused(snap.WhyOver)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if s.Reason() != snap.Quartets || !slices.Equal(s.Winners(), []int{0, 1}) || !slices.Equal(s.Scores(), []int{10, 10}) {
					t.Errorf("reason %v, winners %v, scores %v", s.Reason(), s.Winners(), s.Scores())
				}
				if e := find(ev, snap.Ended); len(e) != 1 || e[0].Reason != snap.Quartets {
					t.Errorf("end events %v", e)
				}
			},
		},
		{
			name: "end: fewer than two players hold cards", dealer: 1,
			tops:     []string{"R10 Y10 R20 Y20", "G10 B10 G20 B20"},
			quartets: [][]int{{1, 2, 3, 4, 5, 6, 7, 8, 9}, {11, 12, 13, 14, 15, 16, 17, 18, 19}},
			ops: []op{rv(0, 10), rv(1, 20), calls(30, 0, A), // seat 0 takes R10 G10
				rv(0, 40), rv(1, 50), rv(0, 60), rv(1, 70), rv(0, 72), rv(1, 75), // seat 1 turned B10 G20 B20: his stack is empty
				calls(80, 1, I)}, // a mistake (no centre): his pile goes to the centre and he is out
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if s.Reason() != snap.Players || !slices.Equal(s.Winners(), []int{0, 1}) {
					t.Errorf("reason %v, winners %v", s.Reason(), s.Winners())
				}
				if o := find(ev, snap.Out); len(o) != 1 || o[0].Seat != 1 {
					t.Errorf("out events %v", o)
				}
			},
		},
		{
			name: "end: the time limit", dealer: 1, opts: snap.Options{TimeLimit: 100},
			tops: []string{"R3", "Y4"},
			ops: []op{rv(0, 10), timeUp(99).refused(snap.WhyNotTimeUp), rv(1, 100).refused(snap.WhyTimeUp),
				calls(100, 0, A).refused(snap.WhyTimeUp), timeUp(120), rv(1, 130).refused(snap.WhyOver)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if s.Reason() != snap.TimeOut || !slices.Equal(s.Winners(), []int{0, 1}) {
					t.Errorf("reason %v, winners %v", s.Reason(), s.Winners())
				}
			},
		},
		{
			name: "no time limit: no end by time", dealer: 1,
			tops: []string{"R3", "Y4"},
			ops:  []op{timeUp(1000).refused(snap.WhyNotTimeUp)},
		},
		{
			name: "refusals", dealer: 1,
			tops: []string{"R3", "Y4"},
			ops: []op{rv(1, 10).refused(snap.WhyNotYourReveal), rv(5, 10).refused(snap.WhyNotSeat),
				all(10).refused(snap.WhyInTurn), rv(0, 10), rv(1, 9).refused(snap.WhyPast), rv(1, -1).refused(snap.WhyPast),
				calls(20, 0, A, 0, I).refused(snap.WhyTwice), calls(20, 0, snap.Word(0)).refused(snap.WhyNoWord),
				calls(20, 2, A).refused(snap.WhyNotSeat), calls(20, -1, A).refused(snap.WhyNotSeat),
				{a: snap.Action{Kind: 9, Tick: 20}, why: snap.WhyBadAction},
				{a: snap.Action{Kind: snap.Reveal, Seat: 1, Tick: 20, Card: card.New(card.Red, 1)}, why: snap.WhyRevealCard},
				calls(20, 1, A), calls(20, 0, A).refused(snap.WhyResolved), rv(1, 20), rv(0, 19).refused(snap.WhyPast)},
		},
		{
			name: "calls and a reveal share a tick", dealer: 1,
			tops: []string{"R3", "Y3"},
			ops:  []op{rv(0, 10), rv(1, 20), calls(20, 0, A)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if c := find(ev, snap.Captured); len(c) != 1 || c[0].Reaction != 0 {
					t.Errorf("captures %v", c)
				}
			},
		},
		{
			name: "3-2-1-los: everybody reveals at once", opts: snap.Options{Los: true}, dealer: 0,
			tops: []string{"R3 R9", "Y3 Y1", "B8 B2"},
			ops: []op{rv(1, 5).refused(snap.WhyTogether), all(10), calls(40, 2, A), all(70), calls(90, 0, A),
				timeUp(100).refused(snap.WhyNotTimeUp)},
			check: func(t *testing.T, s *snap.State, ev []snap.Event) {
				if r := find(ev, snap.Revealed); len(r) != 6 || r[0].Tick != 10 || r[5].Tick != 70 {
					t.Errorf("reveals %v", r)
				}
				// Seat 2 conquered R3 Y3 (his own B8 does not count); seat 0
				// then called wrongly at tick 90 (R9 Y1 B2 show no pair).
				if !slices.Equal(s.Conquered(), []int{0, 0, 2}) || card.Format(s.Centre()) != "R9" || s.Turn() != -1 {
					t.Errorf("conquered %v, centre %v", s.Conquered(), s.Centre())
				}
				if !slices.Equal(s.Scores(), s.Conquered()) {
					t.Errorf("scores %v are not the conquered cards", s.Scores())
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, tt.opts, tt.dealer, tt.tops, tt.quartets)
			ev := play(t, s, tt.ops)
			if tt.check != nil {
				tt.check(t, s, ev)
			}
			// Every scripted game replays from its record.
			back, err := snap.Replay(s.Record(nil, 1), -1)
			if err != nil || !back.Equal(s) {
				t.Errorf("replay: %v", err)
			}
		})
	}
}
