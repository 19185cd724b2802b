package game

import (
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
	// Wheel is the vertical scroll of this tick.
	Wheel float64

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
	}
}

// Clear forgets the tick's events, keeping the pointer's position.
func (in *Input) Clear() {
	in.keys = [ebiten.KeyMax + 1]bool{}
	in.Pressed, in.Released = false, false
	in.Wheel = 0
}

// read fills the input from ebiten for this tick.
func (in *Input) read(c *Context, buf []ebiten.Key) []ebiten.Key {
	in.Clear()
	buf = inpututil.AppendJustPressedKeys(buf[:0])
	for _, k := range buf {
		in.PressKey(k)
	}
	focused := ebiten.IsFocused()
	in.focusLost = in.focused && !focused
	in.focused = focused
	toLogical := func(x, y int) (float64, float64) {
		// Cursor positions come in window units; the screen is in device
		// pixels (see LayoutF).
		s := ebiten.Monitor().DeviceScaleFactor()
		if s <= 0 {
			s = 1
		}
		return float64(x) * s / c.Scale, float64(y) * s / c.Scale
	}
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if !in.touching && len(in.touches) > 0 {
		in.touchID = in.touches[0]
		in.touching = true
		in.Touch = true
		in.X, in.Y = toLogical(ebiten.TouchPosition(in.touchID))
		in.Pressed, in.Down = true, true
		return buf
	}
	if in.touching {
		if inpututil.IsTouchJustReleased(in.touchID) {
			in.touching = false
			in.Released, in.Down = true, false
			return buf
		}
		in.X, in.Y = toLogical(ebiten.TouchPosition(in.touchID))
		return buf
	}
	mx, my := ebiten.CursorPosition()
	x, y := toLogical(mx, my)
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
