package scenes

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/sprites"
)

// MaxSnapHumans is how many people can share the keyboard.
const MaxSnapHumans = len(game.DefaultSnapKeys)

// Snap is the real-time table of Schnipp Schnapp. Time is counted in ticks:
// every tick it reads each person's keys once, lets the bots decide from
// what is shown, hands the tick's calls to the engine together (calls of one
// tick are simultaneous), and reveals cards at the chosen tempo. The engine
// stays deterministic: only tick numbers reach it.
type Snap struct {
	setup Setup
	text  *Text
	names []string
	st    *snap.State
	bots  []*snap.Bot
	keyOf [snap.MaxPlayers]int // index into the settings' keys for human seats, else -1
	keys  [MaxSnapHumans][2]ebiten.Key

	tick       snap.Tick
	nextReveal snap.Tick
	tempo      snap.Tick
	paused     bool
	endWait    int

	motion   *sprites.Motion
	lay      snapLayout
	view     snap.View
	calls    []snap.Called
	actions  int
	callouts [snap.MaxPlayers]callout
	banner   callout
	// humanCalls counts the calls people made, keys and buttons alike.
	humanCalls int
	saveFailed bool
	counted    bool // the finished game is in the statistics
	// code is the game's deal code, shown in a corner.
	code, codeStr string
	// reaction times of each seat's won calls, in milliseconds
	reactions [snap.MaxPlayers][]float64

	counts       [snap.MaxPlayers]string
	buttonLabels [snap.MaxPlayers][2]string
	result       []string

	drawCardFn func(id int, p sprites.Pose, lift float64)
	screen     *ebiten.Image
	ctx        *game.Context
}

// callout is a short text shown for a while: a call, a mistake, a tie.
type callout struct {
	text string
	sub  string
	good bool
	ttl  int
}

// countdownDigits are the countdown's numbers as text.
var countdownDigits = [...]string{"", "1", "2", "3"}

// Tempos are the ticks between two reveals: slow, normal, fast.
var snapTempos = [...]snap.Tick{70, 45, 28}

// NewSnap starts a game of Schnipp Schnapp (or its 3-2-1-los variant).
func NewSnap(s Setup) (*Snap, error) {
	los := s.Game == snap.IDLos
	if s.Players < snap.MinPlayers || s.Players > snap.MaxPlayers {
		return nil, fmt.Errorf("%s is for %d to %d players", snap.ID, snap.MinPlayers, snap.MaxPlayers)
	}
	if s.Humans() > MaxSnapHumans {
		return nil, fmt.Errorf("at most %d people can share the keyboard", MaxSnapHumans)
	}
	// Dealt as every game's match deals (registry, sim, the deal command),
	// so a deal code gives the same cards everywhere.
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	m, err := games.NewMatch(g, nil, s.Players, 1, s.Seed)
	if err != nil {
		return nil, err
	}
	r, err := m.Deal()
	if err != nil {
		return nil, err
	}
	sr, ok := r.(*snap.Round)
	if !ok || sr.State().Options().Los != los {
		return nil, fmt.Errorf("%s is not played at the table of Schnipp Schnapp", s.Game)
	}
	st := sr.State()
	return newSnap(s, st), nil
}

// ResumeSnap continues a saved game of Schnipp Schnapp at the tick of its
// last action: the record replayed through the engine, fresh bots, the
// next reveal one beat later.
func ResumeSnap(sv *store.Save) (*Snap, error) {
	s, err := setupOfSave(sv)
	if err != nil {
		return nil, err
	}
	if s.Humans() > MaxSnapHumans {
		return nil, fmt.Errorf("at most %d people can share the keyboard", MaxSnapHumans)
	}
	rec, err := snap.ReadRecord(strings.NewReader(sv.Record))
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	st, err := snap.Replay(rec, -1)
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	if st.IsOver() {
		return nil, errors.New("the saved game is already over")
	}
	m, err := games.NewMatch(s.game(), nil, s.Players, 1, s.Seed)
	if err != nil {
		return nil, err
	}
	if st.Seed() != m.RoundSeed(1) || st.Dealer() != m.Dealer(1) || st.Options().Los != (s.Game == snap.IDLos) {
		return nil, errors.New("the saved game does not belong to its match")
	}
	t := newSnap(s, st)
	t.tick = st.Last()
	t.nextReveal = t.tick + t.tempo
	return t, nil
}

// newSnap sets a table for a game in progress (or just dealt).
func newSnap(s Setup, st *snap.State) *Snap {
	t := &Snap{setup: s, st: st, motion: sprites.NewMotion(), tempo: snapTempos[1]}
	t.drawCardFn = t.drawCard
	h := 0
	t.bots = make([]*snap.Bot, s.Players)
	for p := range s.Players {
		t.keyOf[p] = -1
		if s.Human(p) {
			t.keyOf[p] = h
			h++
			continue
		}
		t.bots[p] = snap.NewBot(snap.Level(s.Level), card.Mix(s.Seed, uint64(100+p)))
	}
	t.nextReveal = t.tempo
	return t
}

// Name identifies the scene.
func (t *Snap) Name() string { return "table" }

// State is the game (for tests).
func (t *Snap) State() *snap.State { return t.st }

// Pause stops the clock while the window has lost focus; a key goes on.
// A game of bots only plays on.
func (t *Snap) Pause() { t.paused = t.setup.Humans() > 0 }

// Update runs one tick.
func (t *Snap) Update(ctx *game.Context) error {
	t.ctx = ctx
	if tx := T(ctx.Settings.Lang); tx != t.text || t.keys != ctx.Settings.Keys() {
		t.text = tx
		t.keys = ctx.Settings.Keys()
		t.names = t.setup.Names(tx)
		for p, k := range t.keyOf[:t.setup.Players] {
			if k >= 0 {
				t.buttonLabels[p] = [2]string{game.KeyName(t.keys[k][0]) + ": " + tx.SnapSchnapp, game.KeyName(t.keys[k][1]) + ": " + tx.SnapSchnipp}
			}
		}
		t.actions = -1 // lay out again, with the texts of this language
		t.code = dealCode(t.setup)
		t.codeStr = ""
		if t.code != "" {
			t.codeStr = fmt.Sprintf(tx.DealCode, t.code)
		}
	}
	if in := &ctx.Input; in.Released && t.code != "" && t.codeRect(ctx).contains(in.X, in.Y) {
		// The deal code goes to the clipboard, for a friend to play it.
		msg := fmt.Sprintf(t.text.Copied, t.code)
		if err := game.Copy(t.code); err != nil {
			msg = fmt.Sprintf(t.text.CopyByHand, t.code)
		}
		t.banner = callout{text: msg, ttl: 150}
	}
	t.tempo = snapTempos[ctx.Settings.Speed]
	t.motion.SetSpeed(0.6)
	if t.lay.lw != ctx.LW || t.lay.lh != ctx.LH {
		t.lay = newSnapLayout(ctx.LW, ctx.LH, t.setup.Players)
		t.place()
	}
	in := &ctx.Input
	if t.paused {
		if in.AnyKey() || in.Pressed {
			t.paused = false
		}
		return nil
	}
	if t.st.IsOver() && !t.counted {
		// Counted at once, before anything could leave the table.
		t.counted = true
		if msg := finishMatch(ctx, t.text, t.setup, t.st.Scores(), t.st.Winners(), true); msg != "" {
			t.banner = callout{text: msg, ttl: 240}
		}
	}
	if in.Key(ebiten.KeyEscape) {
		ctx.Switch(NewMenu(t.setup))
		return nil
	}
	t.motion.Update()
	t.age()
	if t.st.IsOver() {
		t.endWait++
		if t.endWait > 60 && (in.Key(ebiten.KeyEnter) || in.Released) {
			ctx.Switch(NewMenu(t.setup))
		}
		if t.endWait > 120 && ctx.Settings.Exit {
			ctx.Quit()
		}
		return nil
	}
	t.tick++
	t.step(in)
	if t.st.Actions() != t.actions {
		t.actions = t.st.Actions()
		t.place()
		t.save(ctx)
	}
	return nil
}

// codeRect is the bottom right corner where the deal code is shown.
func (t *Snap) codeRect(ctx *game.Context) rect {
	return rect{ctx.LW - 260, ctx.LH - 40, 236, 26}
}

// save keeps the game after every action that changed it.
func (t *Snap) save(ctx *game.Context) {
	if !keeps(ctx, t.setup) || t.st.IsOver() || t.saveFailed {
		return
	}
	sv := newSave(t.setup, nil, t.st.Record(nil, 1).Marshal())
	if err := ctx.Store.SaveMatchLater(saveName, sv); err != nil {
		t.saveFailed = true
		t.banner = callout{text: fmt.Sprintf(t.text.SaveFailed, err), ttl: 240}
	}
}

// step is one tick of the game: the calls of this tick, then a reveal when
// the tempo says so.
func (t *Snap) step(in *game.Input) {
	t.calls = t.calls[:0]
	for p := range t.setup.Players {
		if w, ok := t.humanCall(in, p); ok {
			t.humanCalls++
			game.Signal("calls", strconv.Itoa(t.humanCalls))
			t.addCall(p, w)
		}
	}
	for p, b := range t.bots {
		if b == nil {
			continue
		}
		t.st.ViewInto(p, &t.view)
		if w, ok := b.Decide(&t.view, t.tick); ok {
			t.addCall(p, w)
		}
	}
	if len(t.calls) > 0 {
		if ev, err := t.st.ApplyTick(t.tick, t.calls); err == nil {
			t.show(ev)
		}
	}
	if t.st.Options().Los && t.ctx != nil {
		// 3-2-1-los: a tone on every number and a higher one on "los".
		switch t.nextReveal - t.tick {
		case 3 * t.tempo, 2 * t.tempo, t.tempo:
			t.ctx.Play(game.ToneCount)
		case 0:
			t.ctx.Play(game.ToneGo)
		}
	}
	if t.tick >= t.nextReveal && !t.st.IsOver() {
		t.nextReveal = t.tick + t.tempo
		a := snap.RevealOf(t.st.Turn(), t.tick)
		if t.st.Options().Los {
			// 3-2-1-los: every player turns a card on "los".
			a = snap.RevealAllOf(t.tick)
			t.nextReveal = t.tick + 3*t.tempo
		}
		if ev, err := t.st.Apply(a); err == nil {
			t.show(ev)
		}
	}
}

// addCall keeps the first call of a seat in a tick, and only calls the
// engine would take, so one bad call cannot sink the tick's batch.
func (t *Snap) addCall(p int, w snap.Word) {
	for _, c := range t.calls {
		if c.Seat == p {
			return
		}
	}
	if t.st.Check(snap.CallOf(p, t.tick, w)) != nil {
		return
	}
	t.calls = append(t.calls, snap.Called{Seat: p, Word: w})
}

// humanCall reads seat p's keys and on-screen buttons for this tick.
func (t *Snap) humanCall(in *game.Input, p int) (snap.Word, bool) {
	k := t.keyOf[p]
	if k < 0 {
		return 0, false
	}
	switch {
	case in.Key(t.keys[k][0]):
		return snap.Schnapp, true
	case in.Key(t.keys[k][1]):
		return snap.Schnipp, true
	}
	if in.Pressed {
		a, b := t.lay.buttons(p)
		switch {
		case a.contains(in.X, in.Y):
			return snap.Schnapp, true
		case b.contains(in.X, in.Y):
			return snap.Schnipp, true
		}
	}
	return 0, false
}

// show turns the engine's events into what the players see.
func (t *Snap) show(evs []snap.Event) {
	tx := t.text
	for _, e := range evs {
		word := tx.SnapSchnapp
		if e.Word == snap.Schnipp {
			word = tx.SnapSchnipp
		}
		switch e.Kind {
		case snap.Captured:
			ms := float64(e.Reaction.Millis())
			t.callouts[e.Seat] = callout{text: word, sub: fmt.Sprintf("%.0f ms", ms), good: true, ttl: 100}
			t.reactions[e.Seat] = append(t.reactions[e.Seat], ms)
		case snap.Tied:
			t.banner = callout{text: tx.SnapTie, ttl: 90}
			for _, p := range e.Seats {
				t.callouts[p] = callout{text: word, sub: tx.SnapTie, ttl: 90}
			}
		case snap.Mistake:
			t.callouts[e.Seat] = callout{text: word, sub: tx.SnapMistake, ttl: 100}
		case snap.QuartetOut:
			t.banner = callout{text: fmt.Sprintf(tx.SnapQuartet, t.names[e.Seat], e.Value), good: true, ttl: 90}
		case snap.Ended:
			t.buildResult()
		}
	}
}

func (t *Snap) age() {
	for i := range t.callouts {
		if t.callouts[i].ttl > 0 {
			t.callouts[i].ttl--
		}
	}
	if t.banner.ttl > 0 {
		t.banner.ttl--
	}
}

// buildResult writes the ranking and each person's reaction times.
func (t *Snap) buildResult() {
	tx := t.text
	scores := t.st.Scores()
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scores[b] - scores[a] })
	unit := tx.SnapQuartets
	if t.st.Options().Los {
		unit = tx.SnapConquered
	}
	t.result = t.result[:0]
	for rank, p := range order {
		line := fmt.Sprintf("%d. %s – %d %s", rank+1, t.names[p], scores[p], unit)
		if r := t.reactions[p]; t.setup.Human(p) && len(r) > 0 {
			sum := 0.0
			for _, v := range r {
				sum += v
			}
			line += fmt.Sprintf(" · %s %.0f ms, %s %.0f ms", tx.SnapBest, slices.Min(r), tx.SnapMean, sum/float64(len(r)))
		}
		t.result = append(t.result, line)
	}
}

// place gives every card its place: a stack, a face-up pile, the centre, or
// the row of quartets of the seat that set it aside.
func (t *Snap) place() {
	l := &t.lay
	for p := range t.setup.Players {
		sx, sy := l.stack(p)
		for i, c := range t.st.Stack(p) {
			t.moveTo(c, sprites.Pose{X: sx - float64(i)*0.3, Y: sy - float64(i)*0.3, W: l.cardW, Z: i})
		}
		px, py := l.pile(p)
		for i, c := range t.st.Pile(p) {
			t.moveTo(c, sprites.Pose{X: px, Y: py, W: l.cardW, FaceUp: true, Z: 100 + i})
		}
	}
	for i, c := range t.st.Centre() {
		t.moveTo(c, sprites.Pose{X: l.centreX, Y: l.centreY, W: l.cardW, FaceUp: true, Z: 300 + i})
	}
	// Quartets lie as small fans in the owner's name plate, one a little
	// apart from the next.
	n := [snap.MaxPlayers]int{}
	for v := 1; v <= snap.Values; v++ {
		owner := t.st.Aside(v)
		if owner < 0 {
			continue
		}
		qx, qy := l.quartets(owner)
		for i, col := range card.Colors {
			x := qx + float64(n[owner])*9 + float64(i)*2
			t.moveTo(card.New(col, v), sprites.Pose{X: x, Y: qy, W: l.smallW, FaceUp: true, Z: 500 + 4*n[owner] + i})
		}
		n[owner]++
	}
	tx := t.text
	for p := range t.setup.Players {
		t.counts[p] = fmt.Sprintf("%d %s · %d %s", len(t.st.Stack(p))+len(t.st.Pile(p)), tx.Cards, t.st.Quartets()[p], tx.SnapQuartets)
	}
}

func (t *Snap) moveTo(c card.Card, p sprites.Pose) {
	id := c.Index()
	if _, ok := t.motion.Target(id); !ok {
		t.motion.Place(id, p)
		return
	}
	t.motion.MoveTo(id, p, 0, 16)
}

// Draw paints the table.
func (t *Snap) Draw(screen *ebiten.Image, ctx *game.Context) {
	if t.text == nil {
		return
	}
	t.screen, t.ctx = screen, ctx
	s := ctx.Scale
	l := &t.lay
	tx := t.text
	ctx.Paint.DrawFelt(screen)
	name := sprites.Face(20*s, true)
	small := sprites.Face(15*s, false)
	for p := range t.setup.Players {
		b := l.panel(p)
		ctx.Paint.DrawPanel(screen, b.x*s, b.y*s, b.w*s, b.h*s, 12*s, panelInk)
		if !t.st.IsOver() && t.st.Turn() == p && !t.st.Options().Los {
			ctx.Art.DrawOutline(screen, (b.x-2)*s, (b.y-2)*s, (b.w+4)*s, (b.h+4)*s, 3*s, activeInk)
		}
		ctx.Paint.DrawText(screen, t.names[p], name, (b.x+12)*s, (b.y+16)*s, textColor, sprites.Left)
		ctx.Paint.DrawText(screen, t.counts[p], small, (b.x+12)*s, (b.y+38)*s, dimText, sprites.Left)
		if t.keyOf[p] >= 0 {
			a, c := l.buttons(p)
			f := sprites.Face(16*s, true)
			ctx.Paint.DrawButton(screen, a.x*s, a.y*s, a.w*s, a.h*s, t.buttonLabels[p][0], f, sprites.Normal)
			ctx.Paint.DrawButton(screen, c.x*s, c.y*s, c.w*s, c.h*s, t.buttonLabels[p][1], f, sprites.Normal)
		}
	}
	ctx.Paint.DrawText(screen, tx.SnapCentre, small, (l.centreX+l.cardW/2)*s, (l.centreY-14)*s, dimText, sprites.Center)
	if t.codeStr != "" {
		r := t.codeRect(ctx)
		ctx.Paint.DrawText(screen, t.codeStr, small, (r.x+r.w)*s, (r.y+r.h/2)*s, greyText, sprites.Right)
	}
	t.motion.Each(t.drawCardFn)
	big := sprites.Face(30*s, true)
	for p := range t.setup.Players {
		c := t.callouts[p]
		if c.ttl == 0 {
			continue
		}
		x, y := l.pile(p)
		clr := textColor
		if c.good {
			clr = activeColor
		}
		ctx.Paint.DrawText(screen, c.text, big, (x+l.cardW/2)*s, (y-30)*s, clr, sprites.Center)
		if c.sub != "" {
			ctx.Paint.DrawText(screen, c.sub, small, (x+l.cardW/2)*s, (y-8)*s, clr, sprites.Center)
		}
	}
	if t.banner.ttl > 0 {
		ctx.Paint.DrawText(screen, t.banner.text, sprites.Face(26*s, true), l.lw/2*s, (l.centreY+l.cardH+40)*s, activeColor, sprites.Center)
	}
	if t.st.Options().Los && !t.st.IsOver() {
		// The countdown: 3, 2, 1, los! in the three tempos before a reveal.
		left := t.nextReveal - t.tick
		word := tx.SnapGo
		if n := int(math.Ceil(float64(left) / float64(t.tempo))); n >= 1 && n <= 3 && left > t.tempo/3 {
			word = countdownDigits[n]
		}
		ctx.Paint.DrawText(screen, word, sprites.Face(44*s, true), l.lw/2*s, (l.centreY-70)*s, activeColor, sprites.Center)
	}
	if t.st.IsOver() {
		ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, coverInk)
		ctx.Paint.DrawText(screen, tx.MatchOver, sprites.Face(44*s, true), l.lw/2*s, 140*s, textColor, sprites.Center)
		for i, line := range t.result {
			clr := textColor
			if i == 0 {
				clr = activeColor
			}
			ctx.Paint.DrawText(screen, line, sprites.Face(22*s, false), l.lw/2*s, (220+40*float64(i))*s, clr, sprites.Center)
		}
	}
	if t.paused {
		ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, coverInk)
		ctx.Paint.DrawText(screen, tx.Paused, sprites.Face(40*s, true), l.lw/2*s, (l.lh/2-30)*s, textColor, sprites.Center)
		ctx.Paint.DrawText(screen, tx.PausedHint, sprites.Face(20*s, false), l.lw/2*s, (l.lh/2+20)*s, dimText, sprites.Center)
	}
}

func (t *Snap) drawCard(id int, p sprites.Pose, lift float64) {
	s := t.ctx.Scale
	px := sprites.Pose{X: p.X * s, Y: p.Y * s, W: p.W * s, Angle: p.Angle, FaceUp: p.FaceUp}
	t.ctx.Art.DrawCard(t.screen, cardOf(id), px, lift, t.motion.FlipX(id))
}

// snapLayout places the seats around an oval, each with its stack, its
// face-up pile, its quartets and its panel; the centre pile in the middle.
type snapLayout struct {
	lw, lh           float64
	players          int
	cardW, cardH     float64
	smallW           float64
	centreX, centreY float64
	seatX, seatY     [snap.MaxPlayers]float64
}

func newSnapLayout(lw, lh float64, players int) snapLayout {
	l := snapLayout{lw: lw, lh: lh, players: players, cardW: 78, smallW: 26}
	l.cardH = cardH(l.cardW)
	l.centreX, l.centreY = lw/2-l.cardW/2, lh/2-l.cardH/2-10
	rx, ry := lw/2-230, lh/2-150
	for p := range players {
		// Seat 0 at the bottom, the others clockwise.
		a := math.Pi/2 + 2*math.Pi*float64(p)/float64(players)
		l.seatX[p] = lw/2 + rx*math.Cos(a)
		l.seatY[p] = lh/2 - 10 + ry*math.Sin(a)
	}
	return l
}

// stack and pile are the top-left corners of seat p's face-down stack and
// face-up pile, side by side around the seat's point.
func (l *snapLayout) stack(p int) (float64, float64) {
	return l.seatX[p] - l.cardW - 8, l.seatY[p] - l.cardH/2
}

func (l *snapLayout) pile(p int) (float64, float64) {
	return l.seatX[p] + 8, l.seatY[p] - l.cardH/2
}

// panel is seat p's name plate under its cards.
func (l *snapLayout) panel(p int) rect {
	return rect{l.seatX[p] - 150, l.seatY[p] + l.cardH/2 + 6, 300, 50}
}

// quartets is where seat p's quartets begin: the right half of its name
// plate.
func (l *snapLayout) quartets(p int) (float64, float64) {
	b := l.panel(p)
	return b.x + b.w*0.6, b.y + (b.h-cardH(l.smallW))/2
}

// buttons are a person's on-screen Schnapp and Schnipp buttons, beside his
// stack and pile.
func (l *snapLayout) buttons(p int) (rect, rect) {
	x, y := l.stack(p)
	return rect{x - 128, y, 120, 44}, rect{x - 128, y + 52, 120, 44}
}
