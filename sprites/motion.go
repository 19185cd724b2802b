package sprites

import "math"

// Pose is where and how a card lies on the table: the top-left corner of its
// unrotated rectangle, its width in the scene's units (the height is about
// 1.45 times that, see CardHeight), its rotation in radians around its centre, which side
// shows, and its draw order among resting cards (higher draws later, on top).
type Pose struct {
	X, Y, W, Angle float64
	FaceUp         bool
	Z              int
}

// sameSpot reports whether two poses put a card in the same place with the
// same side up, ignoring the draw order.
func (p Pose) sameSpot(q Pose) bool {
	return p.X == q.X && p.Y == q.Y && p.W == q.W && p.Angle == q.Angle && p.FaceUp == q.FaceUp
}

// Timings, in ticks at speed 1 (60 ticks per second), that motion uses on its
// own: how fast a held card rises into the hand and how fast a released card
// settles when nothing else moves it.
const (
	liftRiseTicks   = 6
	liftSettleTicks = 8
)

// track is one card's motion state.
type track struct {
	used bool
	held bool
	// free means the card was dropped: its target is unknown, and the next
	// MoveTo starts a flight even to the place it was heading before.
	free bool

	cur Pose // the pose shown now
	to  Pose // where the card rests or is heading

	// The running tween, active while tweening is true: it starts after
	// delay ticks and lasts dur ticks, of which elapsed have passed. While
	// the card is held, from and lift0 remember the pick-up instead.
	tweening      bool
	from          Pose
	delay, dur    int
	elapsed       int
	lift0, flip0  float64 // lift and flip scale when the tween started
	startedFaceUp bool    // the side showing when the tween started
	lift, flipX   float64 // current values
}

// Motion animates every card of a scene: the single mechanism behind dealing,
// laying, drawing and dragging. Cards are known by a small integer identity
// (a card's index in the deal, below a few hundred); Motion keeps them in
// dense slices so that Update and Each allocate nothing.
//
// A scene lays cards out each frame and calls MoveTo for each of them;
// Motion turns changes of target into tweens with a cubic ease-out, flips a
// card at half its flight when the side changes, and reports a lift (0 at
// rest, up to 1 in flight or held) for shadows and a slight scale-up.
type Motion struct {
	tracks []track
	order  []int // ids in draw order, rebuilt by Each
	speed  float64
}

// NewMotion returns an empty Motion running at speed factor 1.
func NewMotion() *Motion {
	return &Motion{speed: 1}
}

// SetSpeed sets the factor that every later duration and delay is multiplied
// by: 1 is normal, 0.5 twice as fast, 2 half as fast, and 0 makes every move
// instantaneous (cards still end exactly where they are sent). Tweens already
// under way keep their timing. Negative factors count as 0.
func (m *Motion) SetSpeed(f float64) {
	if !(f > 0) { // also catches NaN
		f = 0
	}
	m.speed = f
}

// Speed returns the factor set by SetSpeed.
func (m *Motion) Speed() float64 { return m.speed }

// scale converts ticks at speed 1 into ticks at the current speed.
func (m *Motion) scale(ticks int) int {
	if ticks <= 0 || m.speed == 0 {
		return 0
	}
	return int(math.Round(float64(ticks) * m.speed))
}

// at returns the track of id, growing the table when needed.
func (m *Motion) at(id int) *track {
	if id < 0 {
		panic("sprites: negative motion id")
	}
	if id >= len(m.tracks) {
		n := max(id+1, 2*len(m.tracks), 128)
		t := make([]track, n)
		copy(t, m.tracks)
		m.tracks = t
		if cap(m.order) < n {
			o := make([]int, len(m.order), n)
			copy(o, m.order)
			m.order = o
		}
	}
	return &m.tracks[id]
}

// Place puts card id at p at once, without animation, cancelling any flight
// or hold. Scenes use it for the first layout.
func (m *Motion) Place(id int, p Pose) {
	t := m.at(id)
	if !t.used {
		m.order = append(m.order, id)
	}
	*t = track{used: true, cur: p, to: p, flipX: 1}
}

// MoveTo sends card id to p: after delayTicks it flies there from wherever
// it is shown now (even mid-flight) in durationTicks, with a cubic ease-out on
// position, width and angle (the angle turns the short way round). If the
// side changes, the card turns over at half the flight.
//
// Calling MoveTo with the target the card already rests at or heads to does
// nothing (a change of Z alone is applied at once), so a scene may call it
// for every card every frame. A card never placed before is placed at p
// without animation, and a held card ignores MoveTo until Release.
func (m *Motion) MoveTo(id int, p Pose, delayTicks, durationTicks int) {
	t := m.at(id)
	if !t.used {
		m.Place(id, p)
		return
	}
	if t.held {
		return
	}
	if !t.free && t.to.sameSpot(p) {
		if t.to.Z != p.Z {
			t.to.Z = p.Z
			t.cur.Z = p.Z
			t.from.Z = p.Z
		}
		return
	}
	t.free = false
	t.to = p
	t.from = t.cur
	t.from.Z = p.Z
	t.cur.Z = p.Z
	t.startedFaceUp = t.cur.FaceUp
	t.lift0 = t.lift
	t.flip0 = t.flipX
	t.delay = m.scale(delayTicks)
	t.dur = m.scale(durationTicks)
	t.elapsed = 0
	t.tweening = true
	if t.delay == 0 && t.dur == 0 {
		t.finish()
	}
}

// Hold makes card id follow the pointer exactly: its top-left corner is put
// at (x, y) at once, any flight is cancelled, and over a few ticks it rises
// to lift 1 and straightens to angle 0. MoveTo is ignored while it is held.
// Holding an unknown id does nothing.
func (m *Motion) Hold(id int, x, y float64) {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].used {
		return
	}
	t := &m.tracks[id]
	if !t.held {
		// A card caught mid-turn shows the side it was turning to.
		t.held = true
		t.tweening = false
		t.flipX = 1
		t.cur.FaceUp = t.to.FaceUp
		// from and lift0 keep the pick-up, to straighten the angle as it rises.
		t.from = t.cur
		t.lift0 = t.lift
	}
	t.cur.X, t.cur.Y = x, y
	t.to = t.cur
}

// Release lets go of a held card. It stays where it was dropped and settles
// unless the next MoveTo, whatever its target, flies it from there: to its
// new place when a drop is accepted, back to the hand when it is refused.
func (m *Motion) Release(id int) {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].held {
		return
	}
	t := &m.tracks[id]
	t.held = false
	t.free = true
}

// Remove forgets card id; Get reports it missing until it is placed again.
func (m *Motion) Remove(id int) {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].used {
		return
	}
	m.tracks[id] = track{}
	for i, o := range m.order {
		if o == id {
			copy(m.order[i:], m.order[i+1:])
			m.order = m.order[:len(m.order)-1]
			break
		}
	}
}

// Get returns the pose card id shows now (FaceUp is the side visible at this
// moment), its lift from 0 at rest to 1 high in flight or held, and whether
// the id is known.
func (m *Motion) Get(id int) (p Pose, lift float64, ok bool) {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].used {
		return Pose{}, 0, false
	}
	t := &m.tracks[id]
	return t.cur, t.lift, true
}

// FlipX returns the horizontal scale that draws card id turning over: 1
// normally, falling to 0 at the middle of a flip (where the visible side
// changes) and back to 1. Unknown ids report 1.
func (m *Motion) FlipX(id int) float64 {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].used {
		return 1
	}
	return m.tracks[id].flipX
}

// Target returns where card id rests or is heading, and whether it is known.
func (m *Motion) Target(id int) (Pose, bool) {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].used {
		return Pose{}, false
	}
	return m.tracks[id].to, true
}

// Arrived reports whether card id is known and shows where it was sent:
// a card dealt counts in its hand only once it lies there, not while it
// waits on the pile or flies.
func (m *Motion) Arrived(id int) bool {
	if id < 0 || id >= len(m.tracks) || !m.tracks[id].used {
		return false
	}
	t := &m.tracks[id]
	return t.cur.X == t.to.X && t.cur.Y == t.to.Y
}

// Moving reports whether any card is still animating: waiting to start,
// flying, or settling after a drop. Held cards do not count, so a scene can
// wait for Moving to turn false before the next bot move.
func (m *Motion) Moving() bool {
	for i := range m.tracks {
		t := &m.tracks[i]
		if t.used && !t.held && (t.tweening || t.lift > 0) {
			return true
		}
	}
	return false
}

// Update advances every card by one tick (1/60 s).
func (m *Motion) Update() {
	rise := 1.0
	if n := m.scale(liftRiseTicks); n > 0 {
		rise = 1 / float64(n)
	}
	settle := 1.0
	if n := m.scale(liftSettleTicks); n > 0 {
		settle = 1 / float64(n)
	}
	for i := range m.tracks {
		t := &m.tracks[i]
		if !t.used {
			continue
		}
		switch {
		case t.held:
			t.lift = math.Min(1, t.lift+rise)
			if t.lift0 < 1 {
				t.cur.Angle = t.from.Angle * (1 - t.lift) / (1 - t.lift0)
			}
		case t.tweening:
			t.step()
		case t.lift > 0:
			t.lift = math.Max(0, t.lift-settle)
		}
	}
}

// step advances a tween by one tick.
func (t *track) step() {
	if t.delay > 0 {
		t.delay--
		if t.delay > 0 || t.dur > 0 {
			return
		}
	} else {
		t.elapsed++
	}
	if t.elapsed >= t.dur {
		t.finish()
		return
	}
	u := float64(t.elapsed) / float64(t.dur)
	e := EaseOutCubic(u)
	f, to := &t.from, &t.to
	t.cur.X = f.X + (to.X-f.X)*e
	t.cur.Y = f.Y + (to.Y-f.Y)*e
	t.cur.W = f.W + (to.W-f.W)*e
	t.cur.Angle = f.Angle + angleDelta(f.Angle, to.Angle)*e

	// Lift rises quickly to 1, holds, and lands smoothly in the last 40 %.
	l := t.lift0 + (1-t.lift0)*math.Min(1, u/0.25)
	if u > 0.6 {
		l *= 1 - smoothstep((u-0.6)/0.4)
	}
	t.lift = l

	// Turning over: the visible side changes at half the flight.
	turning := t.startedFaceUp != to.FaceUp
	switch {
	case turning && u < 0.5:
		t.flipX = math.Max(0, t.flip0*math.Cos(math.Pi*u))
		t.cur.FaceUp = t.startedFaceUp
	case turning:
		t.flipX = math.Max(0, -math.Cos(math.Pi*u))
		t.cur.FaceUp = to.FaceUp
	default:
		t.flipX = t.flip0 + (1-t.flip0)*math.Sin(math.Pi/2*u)
	}
}

// finish puts the card exactly on its target and ends the tween.
func (t *track) finish() {
	t.cur = t.to
	t.tweening = false
	t.delay, t.elapsed = 0, 0
	t.lift = 0
	t.flipX = 1
}

// angleDelta is the signed turn from a to b the short way round.
func angleDelta(a, b float64) float64 {
	return math.Remainder(b-a, 2*math.Pi)
}

// EaseOutCubic maps linear progress u in 0..1 to eased progress: fast at the
// start, gently arriving at 1. Values outside 0..1 are clamped.
func EaseOutCubic(u float64) float64 {
	if u <= 0 {
		return 0
	}
	if u >= 1 {
		return 1
	}
	v := 1 - u
	return 1 - v*v*v
}

func smoothstep(u float64) float64 {
	u = math.Max(0, math.Min(1, u))
	return u * u * (3 - 2*u)
}

// layer sorts resting cards first, then moving ones, then held ones.
func (t *track) layer() int {
	switch {
	case t.held:
		return 2
	case t.tweening || t.lift > 0:
		return 1
	}
	return 0
}

// before reports whether card a draws before (under) card b.
func (m *Motion) before(a, b int) bool {
	ta, tb := &m.tracks[a], &m.tracks[b]
	la, lb := ta.layer(), tb.layer()
	if la != lb {
		return la < lb
	}
	if ta.cur.Z != tb.cur.Z {
		return ta.cur.Z < tb.cur.Z
	}
	return a < b
}

// Each calls fn for every card in draw order: resting cards by Z, then
// cards in flight by Z, then held cards, ties broken by id. fn must not
// Place or Remove cards. The order is kept between calls and re-sorted by
// insertion, which is nearly free when little changes; nothing is allocated.
func (m *Motion) Each(fn func(id int, p Pose, lift float64)) {
	o := m.order
	for i := 1; i < len(o); i++ {
		id := o[i]
		j := i
		for j > 0 && m.before(id, o[j-1]) {
			o[j] = o[j-1]
			j--
		}
		o[j] = id
	}
	for _, id := range o {
		t := &m.tracks[id]
		fn(id, t.cur, t.lift)
	}
}
