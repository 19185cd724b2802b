package game

import (
	"testing"
	"time"
)

// holdTick feeds one tick of pointer state into in the way read does:
// events cleared, the pointer's state set, the hold followed.
func holdTick(in *Input, x, y float64, down, pressed, released, right bool) {
	in.Clear()
	in.X, in.Y, in.Down, in.Pressed, in.Released = x, y, down, pressed, released
	in.trackHold(holdSlop, right)
}

func TestLongPress(t *testing.T) {
	cases := []struct {
		name      string
		holdTicks int     // ticks held after the press
		wander    float64 // how far the finger has moved while held
		wantLong  bool
	}{
		{"a tap", 5, 0, false},
		{"just short of the time", HoldTicks - 1, 0, false},
		{"held still", HoldTicks, 0, true},
		{"held with a tremble", HoldTicks + 10, holdSlop - 1, true},
		{"a drag", HoldTicks + 10, holdSlop + 5, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var in Input
			holdTick(&in, 100, 100, true, true, false, false)
			longs := 0
			for i := range c.holdTicks {
				x := 100 + c.wander*float64(i+1)/float64(c.holdTicks)
				holdTick(&in, x, 100, true, false, false, false)
				if in.LongPress {
					longs++
					if in.X != 100 || in.Y != 100 {
						t.Errorf("the long press is reported at %v,%v, want where the finger went down (100,100)", in.X, in.Y)
					}
				}
			}
			holdTick(&in, 100, 100, false, false, true, false)
			want := 0
			if c.wantLong {
				want = 1
			}
			if longs != want {
				t.Errorf("%d long presses, want %d", longs, want)
			}
			// The release after a long press must not also act as a tap.
			if in.Released == c.wantLong {
				t.Errorf("the release reports Released=%v after a long press=%v", in.Released, c.wantLong)
			}
			if in.Holding() {
				t.Error("still holding after the release")
			}
			// The next press starts afresh: its release is a tap again.
			holdTick(&in, 50, 50, true, true, false, false)
			holdTick(&in, 50, 50, false, false, true, false)
			if !in.Released || in.LongPress {
				t.Error("the tap after a long press is not a plain tap")
			}
		})
	}
}

func TestRightClickIsALongPress(t *testing.T) {
	var in Input
	holdTick(&in, 10, 20, false, false, false, true)
	if !in.LongPress || in.Holding() {
		t.Errorf("a right click gives LongPress=%v, holding=%v; want a long press at once", in.LongPress, in.Holding())
	}
	holdTick(&in, 10, 20, false, false, false, false)
	if in.LongPress {
		t.Error("the long press of a right click lasts past its tick")
	}
}

// TestHeldPressKeepsTicking: at rest, ticks come only with input, so while
// a press is held that may become a long press the game must stay busy,
// and rest again once it fired.
func TestHeldPressKeepsTicking(t *testing.T) {
	recordModes(t)
	s := &restScene{rest: true}
	g := testGame(s, &Settings{})
	now := run(t, g, time.Now(), fadeTicks+1)
	if !g.rest {
		t.Fatal("the resting scene did not rest")
	}
	in := &g.ctx.Input
	holdTick(in, 5, 5, true, true, false, false)
	now = run(t, g, now, 1)
	if g.rest {
		t.Fatal("the game rests while a press is held")
	}
	fired := false
	for range HoldTicks {
		holdTick(in, 5, 5, true, false, false, false)
		fired = fired || in.LongPress
		now = run(t, g, now, 1)
	}
	if !fired || !g.rest {
		t.Errorf("after holding %d ticks: long press %v, resting %v; want both", HoldTicks, fired, g.rest)
	}
}
