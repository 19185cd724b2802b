package sprites_test

import (
	"math"
	"testing"

	"elferraus/sprites"
)

func pose(x, y float64) sprites.Pose { return sprites.Pose{X: x, Y: y, W: 60, FaceUp: true} }

func mustGet(t *testing.T, m *sprites.Motion, id int) (sprites.Pose, float64) {
	t.Helper()
	p, lift, ok := m.Get(id)
	if !ok {
		t.Fatalf("Get(%d): card unknown", id)
	}
	return p, lift
}

func TestMoveToReachesTargetExactly(t *testing.T) {
	tests := []struct {
		name            string
		delay, duration int
		from, to        sprites.Pose
	}{
		{"plain", 0, 18, pose(0, 0), pose(300, 120)},
		{"delayed", 7, 18, pose(10, 20), pose(-40, 500)},
		{"one tick", 0, 1, pose(0, 0), pose(1, 1)},
		{"delay only", 5, 0, pose(0, 0), pose(50, 50)},
		{"resize and turn", 3, 20,
			sprites.Pose{X: 0, Y: 0, W: 60, Angle: 0.2},
			sprites.Pose{X: 100, Y: 33.3, W: 120, Angle: -0.4, Z: 7}},
		{"angle the short way", 0, 10,
			sprites.Pose{W: 60, Angle: 3.0},
			sprites.Pose{W: 60, Angle: -3.0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := sprites.NewMotion()
			m.Place(1, tc.from)
			m.MoveTo(1, tc.to, tc.delay, tc.duration)
			total := tc.delay + tc.duration
			for i := 1; i < total; i++ {
				m.Update()
				if got, _ := mustGet(t, m, 1); got == tc.to {
					t.Fatalf("arrived after %d ticks, want %d", i, total)
				}
				if !m.Moving() {
					t.Fatalf("Moving() = false after %d of %d ticks", i, total)
				}
			}
			m.Update()
			got, lift := mustGet(t, m, 1)
			if got != tc.to {
				t.Errorf("after %d ticks got %+v, want %+v", total, got, tc.to)
			}
			if lift != 0 || m.FlipX(1) != 1 {
				t.Errorf("at rest: lift %v flipX %v, want 0 and 1", lift, m.FlipX(1))
			}
			if m.Moving() {
				t.Error("Moving() = true after arrival")
			}
		})
	}
}

func TestDelayKeepsCardStill(t *testing.T) {
	m := sprites.NewMotion()
	m.Place(0, pose(10, 10))
	m.MoveTo(0, pose(200, 10), 4, 10)
	for i := 0; i < 4; i++ {
		m.Update()
		if p, _ := mustGet(t, m, 0); p.X != 10 {
			t.Fatalf("tick %d of the delay: x = %v, want 10", i+1, p.X)
		}
	}
	m.Update()
	if p, _ := mustGet(t, m, 0); p.X <= 10 {
		t.Fatalf("first tick after the delay: x = %v, want > 10", p.X)
	}
}

func TestEasingIsMonotoneAndEasesOut(t *testing.T) {
	tests := []struct {
		name     string
		from, to sprites.Pose
	}{
		{"right and down", pose(0, 0), pose(400, 300)},
		{"left and up", pose(400, 300), pose(-20, -5)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := sprites.NewMotion()
			m.Place(0, tc.from)
			m.MoveTo(0, tc.to, 0, 20)
			sign := math.Copysign(1, tc.to.X-tc.from.X)
			prev := tc.from
			var steps []float64
			for i := 0; i < 20; i++ {
				m.Update()
				p, _ := mustGet(t, m, 0)
				dx := (p.X - prev.X) * sign
				if dx < 0 {
					t.Fatalf("tick %d: x went back from %v to %v", i+1, prev.X, p.X)
				}
				if (p.X-tc.to.X)*sign > 0 {
					t.Fatalf("tick %d: x %v overshoots %v", i+1, p.X, tc.to.X)
				}
				steps = append(steps, dx)
				prev = p
			}
			for i := 1; i < len(steps); i++ {
				if steps[i] > steps[i-1]+1e-9 {
					t.Fatalf("ease-out should slow down: step %d = %v > step %d = %v", i, steps[i], i-1, steps[i-1])
				}
			}
		})
	}
	for u := 0.0; u < 1; u += 0.01 {
		if sprites.EaseOutCubic(u+0.01) < sprites.EaseOutCubic(u) {
			t.Fatalf("EaseOutCubic not monotone at %v", u)
		}
	}
	if sprites.EaseOutCubic(0) != 0 || sprites.EaseOutCubic(1) != 1 || sprites.EaseOutCubic(2) != 1 || sprites.EaseOutCubic(-1) != 0 {
		t.Error("EaseOutCubic must map 0 to 0, 1 to 1 and clamp outside")
	}
}

func TestRetargetStartsFromCurrentPose(t *testing.T) {
	m := sprites.NewMotion()
	m.Place(3, pose(0, 0))
	m.MoveTo(3, pose(300, 0), 0, 20)
	for i := 0; i < 6; i++ {
		m.Update()
	}
	mid, midLift := mustGet(t, m, 3)
	if mid.X <= 0 || mid.X >= 300 {
		t.Fatalf("mid-flight x = %v, want strictly between 0 and 300", mid.X)
	}
	m.MoveTo(3, pose(mid.X, 400), 0, 20)
	now, nowLift := mustGet(t, m, 3)
	if now != mid || nowLift != midLift {
		t.Fatalf("retargeting moved the card from %+v (lift %v) to %+v (lift %v)", mid, midLift, now, nowLift)
	}
	m.Update()
	next, nextLift := mustGet(t, m, 3)
	if math.Abs(next.X-mid.X) > 1e-9 {
		t.Errorf("x jumped from %v to %v though the new target keeps x", mid.X, next.X)
	}
	if next.Y <= 0 || next.Y > 400/20*3+1e-9 {
		t.Errorf("first step toward the new target: y = %v, want a small step (0, %v]", next.Y, 400.0/20*3)
	}
	if math.Abs(nextLift-midLift) > 0.25 {
		t.Errorf("lift jumped from %v to %v", midLift, nextLift)
	}
	for i := 0; i < 19; i++ {
		m.Update()
	}
	if p, _ := mustGet(t, m, 3); p != pose(mid.X, 400) {
		t.Errorf("after the new duration got %+v, want %+v", p, pose(mid.X, 400))
	}
}

func TestMoveToSameTargetIsNoOp(t *testing.T) {
	target := pose(250, 90)
	ref := sprites.NewMotion()
	ref.Place(0, pose(0, 0))
	ref.MoveTo(0, target, 2, 15)

	m := sprites.NewMotion()
	m.Place(0, pose(0, 0))
	m.MoveTo(0, target, 2, 15)
	for i := 0; i < 17; i++ {
		// A scene calls MoveTo every frame, with durations that may differ.
		m.MoveTo(0, target, 0, 40)
		m.Update()
		ref.Update()
		got, gl := mustGet(t, m, 0)
		want, wl := mustGet(t, ref, 0)
		if got != want || gl != wl {
			t.Fatalf("tick %d: repeated MoveTo changed the flight: %+v vs %+v", i+1, got, want)
		}
	}
	if p, _ := mustGet(t, m, 0); p != target {
		t.Fatalf("got %+v, want %+v", p, target)
	}
	// At rest, MoveTo to the same place starts nothing.
	m.MoveTo(0, target, 0, 20)
	if m.Moving() {
		t.Error("MoveTo to the resting place started a tween")
	}
	// A new Z alone is applied at once, without a flight.
	z := target
	z.Z = 9
	m.MoveTo(0, z, 0, 20)
	if p, _ := mustGet(t, m, 0); p != z || m.Moving() {
		t.Errorf("Z change: got %+v moving=%v, want %+v at rest", p, m.Moving(), z)
	}
}

func TestSpeedScalesDurations(t *testing.T) {
	tests := []struct {
		speed           float64
		delay, duration int
		wantTicks       int
	}{
		{1, 0, 20, 20},
		{0.5, 4, 20, 12},
		{2, 3, 10, 26},
		{1.5, 0, 3, 5}, // 4.5 rounds to 5
	}
	for _, tc := range tests {
		m := sprites.NewMotion()
		m.SetSpeed(tc.speed)
		m.Place(0, pose(0, 0))
		m.MoveTo(0, pose(100, 100), tc.delay, tc.duration)
		ticks := 0
		for m.Moving() {
			m.Update()
			ticks++
			if ticks > 1000 {
				t.Fatal("never arrived")
			}
		}
		if ticks != tc.wantTicks {
			t.Errorf("speed %v, delay %d, duration %d: arrived after %d ticks, want %d",
				tc.speed, tc.delay, tc.duration, ticks, tc.wantTicks)
		}
		if p, _ := mustGet(t, m, 0); p != pose(100, 100) {
			t.Errorf("speed %v: ended at %+v", tc.speed, p)
		}
	}
}

func TestZeroSpeedIsInstantaneous(t *testing.T) {
	m := sprites.NewMotion()
	m.SetSpeed(0)
	m.Place(0, sprites.Pose{W: 60})
	want := sprites.Pose{X: 123, Y: 45, W: 90, Angle: 0.3, FaceUp: true, Z: 2}
	m.MoveTo(0, want, 30, 20)
	p, lift := mustGet(t, m, 0)
	if p != want || lift != 0 || m.FlipX(0) != 1 {
		t.Errorf("got %+v lift %v flip %v, want %+v at rest", p, lift, m.FlipX(0), want)
	}
	if m.Moving() {
		t.Error("Moving() = true at speed 0")
	}
	m.SetSpeed(-3)
	if m.Speed() != 0 {
		t.Errorf("negative speed kept as %v, want 0", m.Speed())
	}
}

func TestFlipTurnsAtHalfway(t *testing.T) {
	m := sprites.NewMotion()
	down := sprites.Pose{X: 0, Y: 0, W: 60, FaceUp: false}
	up := sprites.Pose{X: 200, Y: 0, W: 60, FaceUp: true}
	m.Place(5, down)
	m.MoveTo(5, up, 0, 20)
	minFlip := 1.0
	for i := 1; i <= 20; i++ {
		m.Update()
		p, _ := mustGet(t, m, 5)
		f := m.FlipX(5)
		if f < 0 || f > 1 {
			t.Fatalf("tick %d: FlipX %v outside 0..1", i, f)
		}
		minFlip = math.Min(minFlip, f)
		if wantUp := i >= 10; p.FaceUp != wantUp {
			t.Fatalf("tick %d: FaceUp %v, want %v", i, p.FaceUp, wantUp)
		}
	}
	if minFlip > 0.01 {
		t.Errorf("FlipX never came near 0 (min %v)", minFlip)
	}
	if m.FlipX(5) != 1 {
		t.Errorf("FlipX at rest = %v, want 1", m.FlipX(5))
	}
}

func TestRetargetMidFlipIsContinuous(t *testing.T) {
	tests := []struct {
		name      string
		ticks     int  // into a 20-tick flip before retargeting
		newFaceUp bool // side of the new target
	}{
		{"before the turn, same side", 4, true},
		{"before the turn, back again", 4, false},
		{"after the turn, same side", 13, true},
		{"after the turn, back again", 13, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := sprites.NewMotion()
			m.Place(0, sprites.Pose{W: 60})
			m.MoveTo(0, sprites.Pose{X: 300, W: 60, FaceUp: true}, 0, 20)
			for i := 0; i < tc.ticks; i++ {
				m.Update()
			}
			before := m.FlipX(0)
			m.MoveTo(0, sprites.Pose{X: 100, Y: 200, W: 60, FaceUp: tc.newFaceUp}, 0, 20)
			if m.FlipX(0) != before {
				t.Fatalf("retargeting changed FlipX from %v to %v", before, m.FlipX(0))
			}
			prev := before
			for i := 0; i < 20; i++ {
				m.Update()
				f := m.FlipX(0)
				if math.Abs(f-prev) > 0.2 {
					t.Fatalf("tick %d: FlipX jumped from %v to %v", i+1, prev, f)
				}
				prev = f
			}
			p, _ := mustGet(t, m, 0)
			if p.FaceUp != tc.newFaceUp || m.FlipX(0) != 1 {
				t.Errorf("landed with FaceUp %v FlipX %v, want %v and 1", p.FaceUp, m.FlipX(0), tc.newFaceUp)
			}
		})
	}
}

func TestLiftRisesWhileFlying(t *testing.T) {
	m := sprites.NewMotion()
	m.Place(0, pose(0, 0))
	if _, l := mustGet(t, m, 0); l != 0 {
		t.Fatalf("lift at rest = %v", l)
	}
	m.MoveTo(0, pose(500, 0), 0, 20)
	peak := 0.0
	for i := 0; i < 19; i++ {
		m.Update()
		_, l := mustGet(t, m, 0)
		if l < 0 || l > 1 {
			t.Fatalf("lift %v outside 0..1", l)
		}
		peak = math.Max(peak, l)
	}
	if peak != 1 {
		t.Errorf("peak lift %v, want 1", peak)
	}
}

func TestHoldAndRelease(t *testing.T) {
	m := sprites.NewMotion()
	home := sprites.Pose{X: 100, Y: 500, W: 80, Angle: 0.2, FaceUp: true, Z: 3}
	m.Place(7, home)
	m.Hold(7, 400, 200)
	for i := 0; i < 10; i++ {
		x, y := 400+float64(i)*13.5, 200-float64(i)*7.25
		m.Hold(7, x, y)
		// The scene keeps asking for the home position; held cards ignore it.
		m.MoveTo(7, home, 0, 15)
		m.Update()
		p, _ := mustGet(t, m, 7)
		if p.X != x || p.Y != y {
			t.Fatalf("held card at (%v,%v), want the pointer (%v,%v)", p.X, p.Y, x, y)
		}
		if p.W != home.W {
			t.Fatalf("held card width %v, want %v", p.W, home.W)
		}
	}
	p, lift := mustGet(t, m, 7)
	if lift != 1 {
		t.Errorf("held lift %v, want 1", lift)
	}
	if p.Angle != 0 {
		t.Errorf("held angle %v, want straightened to 0", p.Angle)
	}
	if m.Moving() {
		t.Error("a held card counts as moving")
	}
	drop := p

	// A refused drop: MoveTo the same home flies back from the drop point.
	m.Release(7)
	m.MoveTo(7, home, 0, 15)
	if got, _ := mustGet(t, m, 7); got.X != drop.X || got.Y != drop.Y {
		t.Fatalf("released card jumped to %+v, want it at the drop %+v", got, drop)
	}
	if !m.Moving() {
		t.Fatal("MoveTo after Release started no flight")
	}
	m.Update()
	first, l := mustGet(t, m, 7)
	if first.X >= drop.X || first.X <= home.X {
		t.Errorf("first tick back: x = %v, want between %v and %v", first.X, home.X, drop.X)
	}
	if l <= 0.5 {
		t.Errorf("lift dropped abruptly to %v on release", l)
	}
	for m.Moving() {
		m.Update()
	}
	if got, _ := mustGet(t, m, 7); got != home {
		t.Errorf("after flying back got %+v, want %+v", got, home)
	}
}

func TestReleaseWithoutMoveSettles(t *testing.T) {
	m := sprites.NewMotion()
	m.Place(1, pose(0, 0))
	m.Hold(1, 50, 50)
	for i := 0; i < 10; i++ {
		m.Update()
	}
	m.Release(1)
	if !m.Moving() {
		t.Fatal("a dropped, still lifted card should be settling")
	}
	for i := 0; i < 100 && m.Moving(); i++ {
		m.Update()
	}
	p, lift := mustGet(t, m, 1)
	if m.Moving() || lift != 0 || p.X != 50 || p.Y != 50 {
		t.Errorf("after settling: %+v lift %v moving %v", p, lift, m.Moving())
	}
}

func TestUnknownIDs(t *testing.T) {
	m := sprites.NewMotion()
	if _, _, ok := m.Get(4); ok {
		t.Error("Get of an unplaced id reported ok")
	}
	m.Hold(4, 1, 1)
	m.Release(4)
	m.Remove(4)
	if _, _, ok := m.Get(4); ok {
		t.Error("Hold made an unknown card appear")
	}
	// MoveTo of an unknown card places it without animation.
	m.MoveTo(4, pose(9, 9), 3, 10)
	if p, _ := mustGet(t, m, 4); p != pose(9, 9) || m.Moving() {
		t.Errorf("first MoveTo: %+v moving %v, want placed at once", p, m.Moving())
	}
	m.Remove(4)
	if _, _, ok := m.Get(4); ok {
		t.Error("Remove kept the card")
	}
	n := 0
	m.Each(func(int, sprites.Pose, float64) { n++ })
	if n != 0 {
		t.Errorf("Each visited %d removed cards", n)
	}
}

func drawOrder(m *sprites.Motion) []int {
	var ids []int
	m.Each(func(id int, _ sprites.Pose, _ float64) { ids = append(ids, id) })
	return ids
}

func TestDrawOrder(t *testing.T) {
	m := sprites.NewMotion()
	// Resting cards by Z, ties by id.
	m.Place(10, sprites.Pose{W: 60, Z: 2})
	m.Place(11, sprites.Pose{W: 60, Z: 0})
	m.Place(12, sprites.Pose{W: 60, Z: 1})
	m.Place(13, sprites.Pose{W: 60, Z: 1})
	m.Place(14, sprites.Pose{W: 60, Z: 5})
	if got, want := drawOrder(m), []int{11, 12, 13, 10, 14}; !equal(got, want) {
		t.Fatalf("resting order %v, want %v", got, want)
	}
	// A card in flight draws over every resting card, whatever its Z.
	m.MoveTo(11, sprites.Pose{X: 300, W: 60, Z: 0}, 0, 10)
	m.Update()
	if got, want := drawOrder(m), []int{12, 13, 10, 14, 11}; !equal(got, want) {
		t.Fatalf("with 11 flying: order %v, want %v", got, want)
	}
	// A held card draws over the flying one.
	m.Hold(12, 50, 50)
	if got, want := drawOrder(m), []int{13, 10, 14, 11, 12}; !equal(got, want) {
		t.Fatalf("with 12 held: order %v, want %v", got, want)
	}
	m.Release(12)
	m.MoveTo(12, sprites.Pose{W: 60, Z: 1}, 0, 5)
	for m.Moving() {
		m.Update()
	}
	if got, want := drawOrder(m), []int{11, 12, 13, 10, 14}; !equal(got, want) {
		t.Fatalf("back at rest: order %v, want %v", got, want)
	}
	m.Remove(13)
	if got, want := drawOrder(m), []int{11, 12, 10, 14}; !equal(got, want) {
		t.Fatalf("after Remove: order %v, want %v", got, want)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// deal places n cards on a deck and sends them out staggered, like a deal.
func deal(m *sprites.Motion, n int) {
	for i := 0; i < n; i++ {
		m.Place(i, sprites.Pose{X: 600, Y: 300, W: 60, Z: i})
	}
	for i := 0; i < n; i++ {
		m.MoveTo(i, sprites.Pose{X: float64(40 * (i % 20)), Y: float64(100 * (i / 20)), W: 80, FaceUp: true, Z: i}, 3*i, 18)
	}
}

func TestNoAllocations(t *testing.T) {
	m := sprites.NewMotion()
	deal(m, 200)
	sum := 0.0
	visit := func(id int, p sprites.Pose, lift float64) { sum += p.X + lift }
	if a := testing.AllocsPerRun(100, m.Update); a != 0 {
		t.Errorf("Update allocates %v times per call", a)
	}
	if a := testing.AllocsPerRun(100, func() { m.Each(visit) }); a != 0 {
		t.Errorf("Each allocates %v times per call", a)
	}
	if a := testing.AllocsPerRun(100, func() {
		for i := 0; i < 200; i++ {
			p, _ := m.Target(i)
			m.MoveTo(i, p, 0, 18)
		}
	}); a != 0 {
		t.Errorf("repeated MoveTo allocates %v times per frame", a)
	}
	if a := testing.AllocsPerRun(100, func() { _ = m.Moving() }); a != 0 {
		t.Errorf("Moving allocates %v times per call", a)
	}
}

func BenchmarkFrame(b *testing.B) {
	m := sprites.NewMotion()
	const n = 110
	sum := 0.0
	visit := func(id int, p sprites.Pose, lift float64) { sum += p.X + lift }
	b.ReportAllocs()
	for b.Loop() {
		// Re-deal whenever everything has landed so flights keep going on.
		if !m.Moving() {
			deal(m, n)
		}
		for i := 0; i < n; i++ {
			p, _ := m.Target(i)
			m.MoveTo(i, p, 0, 18)
		}
		m.Update()
		m.Each(visit)
	}
}

// TestArrivedOnlyWhereSent: a card placed has arrived; sent on, it has not
// while it waits out its delay or flies, and has once it lies at its new
// place; an unknown card never has.
func TestArrivedOnlyWhereSent(t *testing.T) {
	m := sprites.NewMotion()
	if m.Arrived(3) || m.Arrived(-1) {
		t.Fatal("an unknown card counts as arrived")
	}
	m.Place(3, pose(0, 0))
	if !m.Arrived(3) {
		t.Fatal("a placed card has not arrived")
	}
	m.MoveTo(3, pose(100, 50), 2, 10)
	for tick := 0; tick < 12; tick++ {
		if m.Arrived(3) {
			t.Fatalf("tick %d of a delay of 2 and a flight of 10: the card has arrived", tick)
		}
		m.Update()
	}
	if !m.Arrived(3) {
		t.Fatal("the card has not arrived after its delay and flight")
	}
}
