package game

import (
	"math"
	"testing"
)

// TestPressLandsWhereDrawn: a control drawn at a logical rectangle covers
// Scale times that rectangle in device pixels, which is where Ebitengine
// reports the cursor and touches over it (the screen is in device pixels,
// see LayoutF). Its centre must come back inside the rectangle at every
// device pixel ratio, on wide and narrow screens.
func TestPressLandsWhereDrawn(t *testing.T) {
	type box struct{ x, y, w, h float64 }
	for _, c := range []struct {
		name    string
		cssW    float64
		cssH    float64
		dpr     float64
		narrow  bool
		control box
	}{
		{"desktop at 1", 1280, 720, 1, false, box{80, 600, 260, 60}},
		{"HiDPI desktop at 2", 1280, 720, 2, false, box{80, 600, 260, 60}},
		{"4K at 1.5", 2560, 1440, 1.5, false, box{1000, 30, 200, 50}},
		{"phone at 3", 390, 844, 3, true, box{20, 700, 300, 56}},
		{"landscape phone at 3", 844, 390, 3, true, box{600, 300, 120, 44}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := NewContext(&Settings{})
			ctx.DPR = c.dpr
			ctx.AllowNarrow(c.narrow)
			ctx.Resize(math.Ceil(c.cssW*c.dpr), math.Ceil(c.cssH*c.dpr))
			b := c.control
			// The centre of the control in the screen's (device) pixels.
			px, py := (b.x+b.w/2)*ctx.Scale, (b.y+b.h/2)*ctx.Scale
			x, y := ctx.ToLogical(px, py)
			if x < b.x || x > b.x+b.w || y < b.y || y > b.y+b.h {
				t.Errorf("a press at the centre of %+v (device pixel %.0f,%.0f at scale %.3f) lands at %.1f,%.1f, outside it", b, px, py, ctx.Scale, x, y)
			}
			if math.Abs(x-(b.x+b.w/2)) > 1e-9 || math.Abs(y-(b.y+b.h/2)) > 1e-9 {
				t.Errorf("the centre comes back at %.3f,%.3f, want %.3f,%.3f", x, y, b.x+b.w/2, b.y+b.h/2)
			}
		})
	}
}

// TestToLogicalBeforeLayout: before the first layout Ebitengine reports no
// position (NaN); it must not become a press anywhere but the origin.
func TestToLogicalBeforeLayout(t *testing.T) {
	ctx := NewContext(&Settings{})
	if x, y := ctx.ToLogical(math.NaN(), math.NaN()); x != 0 || y != 0 {
		t.Errorf("NaN position gives %v,%v, want 0,0", x, y)
	}
}
