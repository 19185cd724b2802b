package game

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the state of the pointer and the keys in one tick, in logical
// units. Mouse and touch both drive the one pointer, so every scene handles
// clicks, taps and drags once. Scenes read only this, never ebiten's input
// functions, so their logic can be tested without a window.
type Input struct {
	// X and Y are the pointer's position in logical units.
	X, Y float64
	// Down: the button is held (or a finger touches). Pressed and Released
	// are true in the tick it went down or up.
	Down, Pressed, Released bool
	// Touch is true when the pointer is a finger (no hover).
	Touch bool
	// Keyboard is true while the player uses a keyboard: from the first key
	// pressed until a finger touches the screen (and from the start on a
	// desktop). Key hints on screen show only then, so a phone's screen is
	// not filled with keys it does not have.
	Keyboard bool
	// Wheel is the vertical scroll of this tick.
	Wheel float64
	// Chars are the characters typed in this tick.
	Chars []rune
	// Dropped holds the files dropped onto the window (or the page) in this
	// tick, in the order of their names; nil in most ticks.
	Dropped []Dropped
	// LongPress is true in the tick a press held still for HoldTicks turns
	// into a request to explain what lies under it (the rules of a card),
	// or a right click asks the same at once. The release that ends a long
	// press is swallowed (Released stays false), so the card under the
	// finger is not also played; a scene that keeps its own press state
	// drops it when it sees LongPress.
	LongPress bool

	hold holdState

	keys      [ebiten.KeyMax + 1]bool
	touches   []ebiten.TouchID
	touchID   ebiten.TouchID
	touching  bool
	focusLost bool
	focused   bool
}

// Key reports whether k was pressed in this tick.
func (in *Input) Key(k ebiten.Key) bool { return k >= 0 && int(k) < len(in.keys) && in.keys[k] }

// FirstKey returns a key pressed in this tick, the lowest-numbered one.
func (in *Input) FirstKey() (ebiten.Key, bool) {
	for k, down := range in.keys {
		if down {
			return ebiten.Key(k), true
		}
	}
	return 0, false
}

// AnyKey reports whether any key was pressed in this tick.
func (in *Input) AnyKey() bool {
	for _, k := range in.keys {
		if k {
			return true
		}
	}
	return false
}

// PressKey marks k as pressed in this tick (for tests and replays of input).
func (in *Input) PressKey(k ebiten.Key) {
	if k >= 0 && int(k) < len(in.keys) {
		in.keys[k] = true
		in.Keyboard = true
	}
}

// Clear forgets the tick's events, keeping the pointer's position.
func (in *Input) Clear() {
	in.keys = [ebiten.KeyMax + 1]bool{}
	in.Pressed, in.Released, in.LongPress = false, false, false
	in.Wheel = 0
	in.Dropped = nil
	in.Chars = in.Chars[:0]
}

// MaxFileSize is the largest file a player may drop or choose: 8 MiB, far
// more than any game record.
const MaxFileSize = 8 << 20

// ErrTooLarge is the Err of a dropped or chosen file above MaxFileSize.
var ErrTooLarge = errors.New("file larger than 8 MiB")

// Dropped is one file dropped onto the window: its name (without a
// directory) and its contents, or Err when it could not be read (then Data
// is nil).
type Dropped struct {
	Name string
	Data []byte
	Err  error
}

// readDropped reads the regular files at the top level of fsys, each up to
// MaxFileSize; directories and anything else are skipped. A nil fsys (nothing
// dropped) gives nil.
func readDropped(fsys fs.FS) []Dropped {
	if fsys == nil {
		return nil
	}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil && len(entries) == 0 {
		return []Dropped{{Err: fmt.Errorf("reading the dropped files: %w", err)}}
	}
	var out []Dropped
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		d := Dropped{Name: e.Name()}
		d.Data, d.Err = readLimited(fsys, e)
		out = append(out, d)
	}
	return out
}

// readLimited reads the file e of fsys, refusing one above MaxFileSize
// before reading it if its size is known, while reading otherwise.
func readLimited(fsys fs.FS, e fs.DirEntry) ([]byte, error) {
	if info, err := e.Info(); err == nil && info.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s: %w", e.Name(), ErrTooLarge)
	}
	f, err := fsys.Open(e.Name())
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", e.Name(), err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: %w", e.Name(), ErrTooLarge)
	}
	return data, nil
}

// HoldTicks is how long (in ticks of 1/60 s) a press must stay still to
// count as a long press: half a second, as on phones.
const HoldTicks = 30

// holdSlop is how far (in CSS pixels) a held finger may wander and still
// hold: a fingertip trembles, a drag moves much further.
const holdSlop = 10

// holdState follows the press under way for a long press.
type holdState struct {
	x, y    float64
	ticks   int
	pending bool // a press is held and may still become a long press
	fired   bool // the press became a long press; its release is swallowed
}

// Holding reports whether a press is held that may still become a long
// press: the game then keeps ticking, so the half second can be counted.
func (in *Input) Holding() bool { return in.hold.pending }

// trackHold turns a press held still for HoldTicks into a LongPress;
// slop is holdSlop in logical units. It runs after the tick's pointer
// events are read, and a right click (rightClick) is a long press at once.
func (in *Input) trackHold(slop float64, rightClick bool) {
	h := &in.hold
	switch {
	case rightClick:
		*h = holdState{}
		in.LongPress = true
	case in.Pressed:
		*h = holdState{x: in.X, y: in.Y, pending: true}
	case in.Released:
		if h.fired {
			in.Released = false
		}
		*h = holdState{}
	case h.pending && in.Down:
		if math.Hypot(in.X-h.x, in.Y-h.y) > slop {
			h.pending = false
			break
		}
		h.ticks++
		if h.ticks >= HoldTicks {
			h.pending, h.fired = false, true
			in.LongPress = true
			in.X, in.Y = h.x, h.y
		}
	case !in.Down:
		*h = holdState{}
	}
}

// read fills the input from ebiten for this tick and follows long presses.
func (in *Input) read(c *Context, buf []ebiten.Key) []ebiten.Key {
	buf = in.readEvents(c, buf)
	right := !in.Touch && inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	slop := float64(holdSlop)
	if c.Scale > 0 {
		slop = holdSlop * math.Max(c.DPR, 1) / c.Scale
	}
	in.trackHold(slop, right)
	return buf
}

// readEvents reads the tick's keys, characters, files and pointer events.
func (in *Input) readEvents(c *Context, buf []ebiten.Key) []ebiten.Key {
	in.Clear()
	buf = inpututil.AppendJustPressedKeys(buf[:0])
	for _, k := range buf {
		in.PressKey(k)
	}
	// Characters as the keyboard layout makes them (a German Y is a Y),
	// for text typed by the player.
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	// The dropped files can be read only during this Update.
	in.Dropped = readDropped(ebiten.DroppedFiles())
	focused := ebiten.IsFocused()
	in.focusLost = in.focused && !focused
	in.focused = focused
	toLogical := func(x, y float64) (float64, float64) { return c.ToLogical(x, y) }
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if !in.touching && len(in.touches) > 0 {
		in.touchID = in.touches[0]
		in.touching = true
		in.Touch = true
		in.Keyboard = false
		in.X, in.Y = toLogical(ebiten.TouchPositionF(in.touchID))
		in.Pressed, in.Down = true, true
		return buf
	}
	if in.touching {
		if inpututil.IsTouchJustReleased(in.touchID) {
			in.touching = false
			in.Released, in.Down = true, false
			return buf
		}
		in.X, in.Y = toLogical(ebiten.TouchPositionF(in.touchID))
		return buf
	}
	x, y := toLogical(ebiten.CursorPositionF())
	if x != in.X || y != in.Y {
		in.Touch = false
	}
	in.X, in.Y = x, y
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	return buf
}
