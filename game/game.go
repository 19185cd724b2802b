// Package game hosts the scenes in an ebiten.Game: it switches scenes with a
// short fade, maps mouse, touch and keyboard to one Input, keeps the settings,
// and fits a 1280x720 design onto any window at the screen's native
// resolution, so text and cards stay crisp on high-DPI screens.
package game

import (
	"errors"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game/store"
	"elferraus/internal/startup"
	"elferraus/sprites"
)

// Design size: every scene lays itself out for at least this many logical
// units; a window of another shape gets more room in one direction.
const (
	DesignW = 1280
	DesignH = 720
)

// The narrow design, for portrait and square windows, in scenes that lay
// themselves out for it (see Narrow): the width maps to NarrowW logical units
// when the window has that many CSS pixels or more, and to the window's own
// CSS width down to NarrowMinW, so that on a 390 px phone a 14-unit text is
// still 13 CSS px and the table's cards stay 48 px wide. A narrow screen is
// at least NarrowMinH units tall.
const (
	NarrowW    = 720
	NarrowMinW = 420
	NarrowMinH = 720
	// NarrowRatio: a window narrower than this (width over height) gets the
	// narrow design; 5:4 and 4:3 screens keep the landscape one.
	NarrowRatio = 1.2
)

// Narrow is implemented by the scenes that lay themselves out for portrait
// and narrow windows as well; every other scene keeps the landscape design
// there, shrunk to the width.
type Narrow interface {
	// FitsNarrow reports whether the scene can take the narrow design now.
	FitsNarrow() bool
}

// Fit is the geometry of a screen of w x h device pixels with dpr device
// pixels per CSS pixel: the device pixels per logical unit and the logical
// size. narrow allows the narrow design; without it, or on a landscape
// window, the logical size is at least DesignW x DesignH.
func Fit(w, h, dpr float64, narrow bool) (scale, lw, lh float64) {
	if dpr <= 0 {
		dpr = 1
	}
	if w <= 0 || h <= 0 {
		return 1, DesignW, DesignH
	}
	if narrow && w < h*NarrowRatio {
		// The scale is worked out in CSS pixels, which is what a reader's
		// eye and a fingertip measure.
		cw, ch := w/dpr, h/dpr
		k := cw / math.Max(NarrowMinW, math.Min(NarrowW, cw))
		if ch/k < NarrowMinH {
			k = ch / NarrowMinH
		}
		scale = k * dpr
		return scale, w / scale, h / scale
	}
	scale = math.Min(w/DesignW, h/DesignH)
	return scale, w / scale, h / scale
}

// The short design, for landscape windows too low for the landscape design
// to stay legible (a phone held sideways: 844 x 390 CSS pixels, less the
// browser's bars), in scenes that lay themselves out for it (see Short):
// the height maps to the window's own CSS height, but at least ShortMinH
// and at most DesignH logical units, so a 14-unit text stays about 12 CSS
// px where the landscape design would shrink it to 7; the width follows,
// at least ShortMinW units. A landscape window is short below ShortMaxCSSH
// CSS pixels of height.
const (
	ShortMaxCSSH = 540
	ShortMinH    = 450
	ShortMinW    = 760
)

// Short is implemented by the scenes that lay themselves out for short
// landscape windows (see FitShort); every other scene keeps the landscape
// design there, shrunk to the height.
type Short interface {
	// FitsShort reports whether the scene can take the short design now.
	FitsShort() bool
}

// IsShort reports whether a screen of w x h device pixels at dpr is a
// short landscape window.
func IsShort(w, h, dpr float64) bool {
	if dpr <= 0 {
		dpr = 1
	}
	return w > 0 && h > 0 && w >= h*NarrowRatio && h/dpr < ShortMaxCSSH
}

// FitShort is the geometry of a short landscape screen (IsShort): the
// device pixels per logical unit and the logical size.
func FitShort(w, h, dpr float64) (scale, lw, lh float64) {
	if dpr <= 0 {
		dpr = 1
	}
	cw, ch := w/dpr, h/dpr
	k := ch / math.Max(ShortMinH, math.Min(DesignH, ch))
	if cw/k < ShortMinW {
		k = cw / ShortMinW
	}
	scale = k * dpr
	return scale, w / scale, h / scale
}

// Scene is one screen of the program.
type Scene interface {
	// Name identifies the scene to tests and to the browser page.
	Name() string
	// Update advances one tick (1/60 s).
	Update(ctx *Context) error
	// Draw paints the scene; it must not change the scene's state.
	Draw(screen *ebiten.Image, ctx *Context)
}

// Context is what a scene gets each tick: the screen geometry, input,
// settings, shared art, and the means to switch scenes or quit.
type Context struct {
	// W and H are the screen's size in device pixels.
	W, H float64
	// Scale is device pixels per logical unit; LW and LH are the logical
	// size of the screen (at least DesignW x DesignH).
	Scale  float64
	LW, LH float64
	// DPR is device pixels per CSS pixel (the monitor's scale factor).
	DPR   float64
	Input Input
	// Settings are the player's choices, shared by every scene.
	Settings *Settings
	Art      *sprites.Art
	Paint    *sprites.Painter
	// Tick counts ticks since the program started: 60 a second while the
	// scene is busy, one per input while it rests (see Rester).
	Tick int64
	// Store keeps the running match and the statistics between sessions;
	// nil where nothing is kept (tests, screenshots, or no place to write).
	Store *store.Store
	// StoreErr says why there is no Store, for the menu to tell.
	StoreErr error

	next   Scene
	quit   bool
	sound  *sound
	narrow bool // the scene takes the narrow design
	short  bool // the scene takes the short design
}

// Play plays a tone; without a window (in tests) it does nothing.
func (c *Context) Play(t Tone) {
	if c.sound != nil {
		c.sound.play(t, c.Settings.SoundVolume())
	}
}

// Switch makes s the scene from the next tick on.
func (c *Context) Switch(s Scene) { c.next = s }

// Next takes the scene a Switch asked for, if any (for tests that drive
// scenes without a window).
func (c *Context) Next() Scene {
	n := c.next
	c.next = nil
	return n
}

// Quit ends the program after this tick.
func (c *Context) Quit() { c.quit = true }

// ToLogical converts a position on the screen, as Ebitengine reports the
// cursor and touches, to logical units. Ebitengine gives positions in the
// screen's own pixels, which LayoutF makes device pixels, so the device
// scale factor is already in them: applying it again sent every press at a
// ratio other than 1 to ratio times its place. A position Ebitengine cannot
// give yet (NaN before the first layout) is the origin.
func (c *Context) ToLogical(x, y float64) (float64, float64) {
	if c.Scale <= 0 || math.IsNaN(x) || math.IsNaN(y) {
		return 0, 0
	}
	return x / c.Scale, y / c.Scale
}

// Px converts a logical length to device pixels.
func (c *Context) Px(v float64) float64 { return v * c.Scale }

// Resize sets the geometry for a screen of w x h device pixels.
func (c *Context) Resize(w, h float64) {
	c.W, c.H = w, h
	if c.short && IsShort(w, h, c.DPR) {
		c.Scale, c.LW, c.LH = FitShort(w, h, c.DPR)
		return
	}
	c.Scale, c.LW, c.LH = Fit(w, h, c.DPR, c.narrow)
}

// Short reports whether the screen has the short design (see FitShort).
func (c *Context) Short() bool { return c.short && IsShort(c.W, c.H, c.DPR) }

// AllowShort says whether the scene on screen takes the short design, and
// fits the screen again when that changed.
func (c *Context) AllowShort(ok bool) {
	if c.short != ok {
		c.short = ok
		c.Resize(c.W, c.H)
	}
}

// AllowNarrow says whether the scene on screen takes the narrow design
// (game.Narrow), and fits the screen again when that changed.
func (c *Context) AllowNarrow(ok bool) {
	if c.narrow != ok {
		c.narrow = ok
		c.Resize(c.W, c.H)
	}
}

// NewContext returns a context for a design-sized screen, for tests and for
// the start of the program.
func NewContext(settings *Settings) *Context {
	c := &Context{Settings: settings, DPR: 1}
	// A desktop has a keyboard, and so has a page whose pointer is a
	// mouse; a page on a phone waits for the first key.
	c.Input.Keyboard = keyboardAtStart()
	c.Resize(DesignW, DesignH)
	return c
}

// Game is the ebiten.Game of the program.
type Game struct {
	ctx   *Context
	scene Scene
	// first makes the first scene in the layout of the first frame (see
	// LayoutF): its design, narrow or wide, counts from there.
	first      func(*Context) Scene
	fade       int
	signaled   Scene
	keys       []ebiten.Key
	shotErr    error
	shotDone   bool
	lastUpdate time.Time
	// rest: the last tick left the game waiting for input (see Rester).
	rest bool
	// drawn: the scene's first frame is on screen.
	drawn bool
	// resized: the screen's size or design changed since the last tick
	// (see layout).
	resized bool
	// keyboard is the Input.Keyboard the page was last told of, and
	// keyboardSaid whether it was told at all.
	keyboard, keyboardSaid bool
	// releaseGC, while not nil, lets the garbage collector run again
	// (holdGC): the step after the first frame calls it.
	releaseGC func()
}

const fadeTicks = 12

// New returns a game that starts with the scene first makes.
func New(settings *Settings, first func(*Context) Scene) *Game {
	ctx := NewContext(settings)
	ctx.Art = sprites.NewArt()
	ctx.Paint = sprites.NewPainter()
	ctx.sound = &sound{}
	if !settings.NoSave {
		ctx.Store, ctx.StoreErr = store.Open()
		if ctx.Store != nil {
			settings.Load(ctx.Store)
		}
	}
	return &Game{ctx: ctx, first: first, fade: fadeTicks}
}

// waitingForTap reports whether the page's first-tap screen still stands
// over the game. Tests replace it.
var waitingForTap = pageWaitsForTap

// sceneNow returns the scene on screen, making the first one if it is not
// made yet.
func (g *Game) sceneNow() Scene {
	if g.scene == nil {
		g.scene, g.first = g.first(g.ctx), nil
	}
	return g.scene
}

// Run opens the window and plays, starting with the scene first makes,
// until the player closes it or a scene quits.
func Run(settings *Settings, first func(*Context) Scene) error {
	if settings.WindowW > 0 && settings.WindowH > 0 {
		ebiten.SetWindowSize(settings.WindowW, settings.WindowH)
	} else {
		ebiten.SetWindowSize(DesignW, DesignH)
	}
	ebiten.SetWindowTitle("Elfer raus!")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(320, 270, -1, -1)
	ebiten.SetScreenClearedEveryFrame(false)
	startup.Mark(startup.GoStart)
	watchWakes()
	g := New(settings, first)
	g.releaseGC = holdGC()
	defer g.releaseGC()
	err := ebiten.RunGame(g)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if g.ctx.Store != nil {
		// The last save may still be on its way to the disk.
		if ferr := g.ctx.Store.Flush(); ferr != nil && err == nil {
			err = ferr
		}
	}
	return err
}

// Update reads input and advances the scene.
func (g *Game) Update() error {
	c := g.ctx
	if !g.drawn {
		startup.Mark(startup.FirstUpdate)
	}
	if g.shotDone && c.Settings.Exit {
		// A screenshot with -exit is all that was asked for.
		return ebiten.Termination
	}
	if g.rest {
		// At rest every input event brings a frame, with no display to
		// wait for: a mouse moving over the table must not bring more
		// frames than the display shows. Events that come meanwhile wait
		// for the next frame.
		if d := time.Second/60 - time.Since(g.lastUpdate); d > 0 {
			time.Sleep(d)
		}
	}
	if audioAtStart && g.drawn && c.sound.ctx == nil {
		// The audio context is made once the first frame is shown: in a
		// browser making it takes a while, and the first frame must not
		// wait for a sound that can only play after the first tap.
		c.sound.open()
	}
	g.keys = c.Input.read(c, g.keys)
	if k := c.Input.Keyboard; k != g.keyboard || !g.keyboardSaid {
		// The page learns whether keys are named (data-keyboard), for its
		// tests; this changes at most a few times a session.
		g.keyboard, g.keyboardSaid = k, true
		Signal("keyboard", map[bool]string{true: "1", false: "0"}[k])
	}
	return g.step(time.Now())
}

// step advances the scene by one tick with the input already read, at time
// now, and chooses how the next frames come.
func (g *Game) step(now time.Time) error {
	c := g.ctx
	if g.drawn && g.releaseGC != nil {
		g.releaseGC()
		g.releaseGC = nil
	}
	// A hidden browser tab or a minimised window gets no updates at all:
	// a long gap between two ticks is a pause too, so a real-time game does
	// not run on without the players. At rest the gaps are the waits for
	// input, and nothing runs on.
	if c.Input.focusLost || (!g.rest && c.Tick > 120 && now.Sub(g.lastUpdate) > 2*time.Second) {
		g.onFocusLost()
	}
	g.lastUpdate = now
	if waitingForTap() && c.Tick > 0 && !g.resized {
		// Under the page's first-tap screen the scene has its first tick
		// and frame, the page's first, and then waits for the tap. A
		// scene lays itself out as it ticks, so one that waits gets a
		// tick whenever the screen changes: a page's size can still
		// settle after its first frame, and a phone can be turned.
		return nil
	}
	g.resized = false
	c.Tick++
	if c.Store != nil {
		// A setting changed on any screen is kept for the next session;
		// a failure to write is told by the menu.
		if err := c.Settings.Keep(c.Store); err != nil {
			c.Settings.Notice = err
		}
	}
	c.Art.SetSymbols(c.Settings.Symbols)
	if err := g.sceneNow().Update(c); err != nil {
		return err
	}
	if g.shotErr != nil {
		return g.shotErr
	}
	if c.quit {
		return ebiten.Termination
	}
	if c.next != nil {
		g.scene, c.next = c.next, nil
		g.fade = fadeTicks
	} else if g.fade > 0 {
		g.fade--
	}
	g.settle()
	return nil
}

func (g *Game) onFocusLost() {
	if p, ok := g.scene.(interface{ Pause() }); ok {
		p.Pause()
	}
}

// Draw paints the scene and, just after a switch, fades it in.
func (g *Game) Draw(screen *ebiten.Image) {
	if !g.drawn {
		startup.Mark(startup.FirstDraw)
	}
	sc := g.sceneNow()
	if g.ctx.Paint != nil {
		g.ctx.Paint.SetLight(1 - float32(fadeAlpha(g.fade))/255)
	}
	sprites.HoldTexts(true)
	sc.Draw(screen, g.ctx)
	sprites.HoldTexts(false)
	g.drawFade(screen, g.fade)
	if st := g.ctx.Settings; st.Shot != "" && !g.shotDone && g.ctx.Tick >= st.ShotTick {
		g.shotDone = true
		if err := SavePNG(screen, st.Shot); err != nil {
			g.shotErr = err
		}
	}
	if !g.drawn {
		startup.Mark(startup.FirstDrawn)
	}
	g.drawn = true
	if g.signaled != g.scene {
		g.signaled = g.scene
		signalScene(g.scene.Name())
	}
}

// drawFade darkens the screen n ticks before the end of a fade-in.
func (g *Game) drawFade(screen *ebiten.Image, n int) {
	if n <= 0 {
		return
	}
	g.ctx.Paint.FillRect(screen, 0, 0, g.ctx.W, g.ctx.H, color.RGBA{A: fadeAlpha(n)})
}

// fadeAlpha is the opacity of the black over a scene n ticks before the
// end of its fade-in: the fade eases out.
func fadeAlpha(n int) uint8 {
	a := float64(n) / fadeTicks
	return uint8(255 * a * a)
}

// Layout is not used: LayoutF is.
func (g *Game) Layout(w, h int) (int, int) { return w, h }

// LayoutF makes the screen as many pixels as the display has, so that
// everything is drawn at native resolution.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	return g.layout(w, h, s)
}

// layout is LayoutF on a display of s device pixels to a pixel. It makes
// the first scene, in the first frame's layout.
func (g *Game) layout(w, h, s float64) (float64, float64) {
	pw, ph := math.Ceil(w*s), math.Ceil(h*s)
	g.sceneNow()
	n, _ := g.scene.(Narrow)
	narrow := n != nil && n.FitsNarrow()
	sh, _ := g.scene.(Short)
	short := sh != nil && sh.FitsShort()
	if pw != g.ctx.W || ph != g.ctx.H || s != g.ctx.DPR || narrow != g.ctx.narrow || short != g.ctx.short {
		g.ctx.DPR, g.ctx.narrow, g.ctx.short = s, narrow, short
		g.ctx.Resize(pw, ph)
		g.resized = true
		// The page learns which design is on screen (data-narrow), so a
		// browser test on a phone's viewport can tell.
		upright, low := "0", "0"
		if g.ctx.Short() {
			low = "1"
		} else if g.ctx.LW < DesignW {
			upright = "1"
		}
		Signal("narrow", upright)
		Signal("short", low)
	}
	return pw, ph
}
