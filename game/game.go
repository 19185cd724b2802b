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
	"github.com/hajimehoshi/ebiten/v2/vector"

	"elferraus/game/store"
	"elferraus/sprites"
)

// Design size: every scene lays itself out for at least this many logical
// units; a window of another shape gets more room in one direction.
const (
	DesignW = 1280
	DesignH = 720
)

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
	Input  Input
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

	next  Scene
	quit  bool
	sound *sound
}

// Play plays a tone; without a window (in tests) it does nothing.
func (c *Context) Play(t Tone) {
	if c.sound != nil {
		c.sound.play(t)
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

// Px converts a logical length to device pixels.
func (c *Context) Px(v float64) float64 { return v * c.Scale }

// Resize sets the geometry for a screen of w x h device pixels.
func (c *Context) Resize(w, h float64) {
	c.W, c.H = w, h
	c.Scale = math.Min(w/DesignW, h/DesignH)
	if c.Scale <= 0 {
		c.Scale = 1
	}
	c.LW, c.LH = w/c.Scale, h/c.Scale
}

// NewContext returns a context for a design-sized screen, for tests and for
// the start of the program.
func NewContext(settings *Settings) *Context {
	c := &Context{Settings: settings}
	c.Resize(DesignW, DesignH)
	return c
}

// Game is the ebiten.Game of the program.
type Game struct {
	ctx        *Context
	scene      Scene
	fade       int
	signaled   Scene
	keys       []ebiten.Key
	shotErr    error
	shotDone   bool
	lastUpdate time.Time
	// rest: the last tick left the game waiting for input (see Rester).
	rest bool
}

const fadeTicks = 12

// New returns a game that starts with scene first.
func New(settings *Settings, first Scene) *Game {
	ctx := NewContext(settings)
	ctx.Art = sprites.NewArt()
	ctx.Paint = sprites.NewPainter()
	ctx.sound = &sound{}
	if !settings.NoSave {
		ctx.Store, ctx.StoreErr = store.Open()
	}
	return &Game{ctx: ctx, scene: first, fade: fadeTicks}
}

// Run opens the window and plays until the player closes it or a scene
// quits.
func Run(settings *Settings, first Scene) error {
	ebiten.SetWindowSize(DesignW, DesignH)
	ebiten.SetWindowTitle("Elfer raus!")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(480, 270, -1, -1)
	ebiten.SetScreenClearedEveryFrame(false)
	watchWakes()
	g := New(settings, first)
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
	g.keys = c.Input.read(c, g.keys)
	return g.step(time.Now())
}

// step advances the scene by one tick with the input already read, at time
// now, and chooses how the next frames come.
func (g *Game) step(now time.Time) error {
	c := g.ctx
	// A hidden browser tab or a minimised window gets no updates at all:
	// a long gap between two ticks is a pause too, so a real-time game does
	// not run on without the players. At rest the gaps are the waits for
	// input, and nothing runs on.
	if c.Input.focusLost || (!g.rest && c.Tick > 120 && now.Sub(g.lastUpdate) > 2*time.Second) {
		g.onFocusLost()
	}
	g.lastUpdate = now
	c.Tick++
	if err := g.scene.Update(c); err != nil {
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
	g.scene.Draw(screen, g.ctx)
	if g.fade > 0 {
		a := float64(g.fade) / fadeTicks
		vector.FillRect(screen, 0, 0, float32(g.ctx.W), float32(g.ctx.H), color.RGBA{A: uint8(255 * a * a)}, false)
	}
	if st := g.ctx.Settings; st.Shot != "" && !g.shotDone && g.ctx.Tick >= st.ShotTick {
		g.shotDone = true
		if err := SavePNG(screen, st.Shot); err != nil {
			g.shotErr = err
		}
	}
	if g.signaled != g.scene {
		g.signaled = g.scene
		signalScene(g.scene.Name())
	}
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
	pw, ph := math.Ceil(w*s), math.Ceil(h*s)
	if pw != g.ctx.W || ph != g.ctx.H {
		g.ctx.Resize(pw, ph)
	}
	return pw, ph
}
