package snap_test

import (
	"errors"
	"slices"
	"testing"

	"elferraus/engine/snap"
)

// stepN steps the clock n times without calls and returns the events.
func stepN(t *testing.T, c *snap.Clock, n int) []snap.Event {
	t.Helper()
	var evs []snap.Event
	for range n {
		ev, err := c.Step(nil)
		if err != nil {
			t.Fatalf("tick %d: %v", c.Now(), err)
		}
		evs = append(evs, ev...)
	}
	return evs
}

func revealTicks(evs []snap.Event) (ticks []snap.Tick, seats []int) {
	for _, e := range evs {
		if e.Kind == snap.Revealed {
			ticks = append(ticks, e.Tick)
			seats = append(seats, e.Seat)
		}
	}
	return ticks, seats
}

// TestClockRevealsAtTheTempo: a card every tempo ticks in turn order, the
// first a tempo after the deal; in 3-2-1-los everybody's card every three
// tempos, the first after a whole countdown.
func TestClockRevealsAtTheTempo(t *testing.T) {
	s := table(t, snap.Options{}, 2, []string{"R1", "R2", "R3"}, nil)
	c := snap.NewClock(s, 5)
	if c.Now() != 0 || c.Next() != 5 || c.Until() != 5 {
		t.Fatalf("a new clock is at %d, next reveal %d, until %d", c.Now(), c.Next(), c.Until())
	}
	ticks, seats := revealTicks(stepN(t, c, 21))
	if !slices.Equal(ticks, []snap.Tick{5, 10, 15, 20}) || !slices.Equal(seats, []int{0, 1, 2, 0}) {
		t.Errorf("reveals at %v by %v, want at 5, 10, 15, 20 by 0, 1, 2, 0", ticks, seats)
	}
	if c.Now() != 21 || c.Next() != 25 {
		t.Errorf("after 21 steps the clock is at %d, next %d", c.Now(), c.Next())
	}

	los := table(t, snap.Options{Los: true}, 2, []string{"R1", "R2", "R3"}, nil)
	c = snap.NewClock(los, 5)
	var shown []int
	for range 16 {
		shown = append(shown, c.Countdown())
		stepN(t, c, 1)
	}
	// Until 15..0: digits while more than a third of a tempo is left.
	want := []int{3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0}
	if !slices.Equal(shown, want) {
		t.Errorf("countdown %v, want %v", shown, want)
	}
	if l := los.Log(); los.Reveals() != 3 || len(l) != 1 || l[0].Kind != snap.RevealAll || l[0].Tick != 15 {
		t.Errorf("after the first countdown: %d cards turned, log %v", los.Reveals(), los.Log())
	}
	if c.Next() != 30 || c.Countdown() != 3 {
		t.Errorf("next reveal %d, countdown %d: want 30 and a new countdown from 3", c.Next(), c.Countdown())
	}
}

// TestClockCallsBeforeTheReveal: calls of a tick are judged against the
// table before that tick's reveal, as one batch; a refused batch leaves
// the game and the clock as they were.
func TestClockCallsBeforeTheReveal(t *testing.T) {
	s := table(t, snap.Options{}, 1, []string{"R7 Y3", "B7 G4"}, nil)
	c := snap.NewClock(s, 5)
	stepN(t, c, 10) // R7 at 5, B7 at 10: a Schnapp match
	before := s.Clone()
	if _, err := c.Step([]snap.Called{{Seat: 0, Word: snap.Schnapp}, {Seat: 7, Word: snap.Schnapp}}); err == nil {
		t.Fatal("a batch with a seat that does not play was taken")
	}
	if !s.Equal(before) || c.Now() != 10 {
		t.Fatalf("a refused batch changed the game or moved the clock to %d", c.Now())
	}
	stepN(t, c, 4) // ticks 10..13; tick 15 reveals
	ev, err := c.Step([]snap.Called{{Seat: 1, Word: snap.Schnapp}})
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 1 || ev[0].Kind != snap.Captured || ev[0].Seat != 1 || ev[0].Reaction != 4 {
		t.Fatalf("the call at tick 14 gave %v", ev)
	}
	ev = stepN(t, c, 1)
	if len(ev) != 1 || ev[0].Kind != snap.Revealed || ev[0].Tick != 15 {
		t.Errorf("tick 15 gave %v, want the next reveal", ev)
	}
	// A call in the tick of a reveal comes before the card: with no match
	// on the table it is a mistake, whatever the card turned shows.
	stepN(t, c, 4)
	ev, err = c.Step([]snap.Called{{Seat: 0, Word: snap.Schnipp}})
	if err != nil {
		t.Fatal(err)
	}
	if ev[0].Kind != snap.Mistake || ev[len(ev)-1].Kind != snap.Revealed || ev[len(ev)-1].Tick != 20 {
		t.Errorf("tick 20 gave %v, want the mistake, then the reveal", ev)
	}
}

// TestClockEndsByTime: at the time limit the step ends the game by time and
// refuses calls; a game that is over refuses every step.
func TestClockEndsByTime(t *testing.T) {
	s := table(t, snap.Options{TimeLimit: 12}, 1, []string{"R7", "B7"}, nil)
	c := snap.NewClock(s, 5)
	stepN(t, c, 12)
	var e *snap.Error
	if _, err := c.Step([]snap.Called{{Seat: 0, Word: snap.Schnapp}}); !errors.As(err, &e) || e.Why != snap.WhyTimeUp {
		t.Errorf("a call at the time limit: %v", err)
	}
	ev, err := c.Step(nil)
	if err != nil || len(ev) != 1 || ev[0].Kind != snap.Ended || s.Reason() != snap.TimeOut {
		t.Fatalf("the step at the limit gave %v, %v", ev, err)
	}
	if _, err := c.Step(nil); !errors.As(err, &e) || e.Why != snap.WhyOver {
		t.Errorf("a step after the end: %v", err)
	}
}

// TestClockResumesAfterTheLastAction: a clock set on a game in progress goes
// on at the next tick and reveals a tempo after the latest action; a new
// tempo applies from the next reveal on.
func TestClockResumesAfterTheLastAction(t *testing.T) {
	s := table(t, snap.Options{}, 1, []string{"R7 Y3", "B7 G4"}, nil)
	play(t, s, []op{rv(0, 30), calls(41, 1, A)})
	c := snap.NewClock(s, 10)
	if c.Now() != 42 || c.Next() != 51 {
		t.Fatalf("resumed at %d, next reveal %d; want 42 and 51", c.Now(), c.Next())
	}
	c.SetTempo(3)
	ticks, _ := revealTicks(stepN(t, c, 15))
	if !slices.Equal(ticks, []snap.Tick{51, 54}) {
		t.Errorf("reveals at %v, want 51 (as announced), then 54 at the new tempo", ticks)
	}
	c.SetTempo(0)
	if c.Tempo() != 1 {
		t.Errorf("tempo 0 kept as %d, want 1", c.Tempo())
	}
}
