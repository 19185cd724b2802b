package game

import (
	"math"
	"testing"
)

func TestFitLandscapeKeepsTheDesign(t *testing.T) {
	for _, tc := range []struct {
		w, h, dpr, scale, lw, lh float64
		narrow                   bool
	}{
		{1280, 720, 1, 1, 1280, 720, true},
		{2560, 1440, 1, 2, 1280, 720, true},
		{2560, 1440, 2, 2, 1280, 720, true},
		{1920, 1200, 1, 1.5, 1280, 800, true},
		{1280, 1024, 1, 1, 1280, 1024, true}, // 5:4 stays landscape
		// Without a scene that takes it, a portrait window keeps the old fit.
		{390, 844, 1, 390.0 / 1280, 1280, 844 * 1280 / 390.0, false},
	} {
		s, lw, lh := Fit(tc.w, tc.h, tc.dpr, tc.narrow)
		if !near(s, tc.scale) || !near(lw, tc.lw) || !near(lh, tc.lh) {
			t.Errorf("Fit(%v, %v, %v, %v) = %v, %v x %v, want %v, %v x %v", tc.w, tc.h, tc.dpr, tc.narrow, s, lw, lh, tc.scale, tc.lw, tc.lh)
		}
	}
}

func TestFitNarrow(t *testing.T) {
	for _, tc := range []struct{ w, h, dpr, wantLW float64 }{
		{390, 844, 1, NarrowMinW},
		{1170, 2532, 3, NarrowMinW}, // the same phone at its real density
		{768, 1024, 1, NarrowW},
		{1000, 1000, 1, NarrowW},
		{600, 1000, 1, 600},
	} {
		s, lw, lh := Fit(tc.w, tc.h, tc.dpr, true)
		if !near(lw, tc.wantLW) {
			t.Errorf("Fit(%v x %v @%v) is %v units wide, want %v", tc.w, tc.h, tc.dpr, lw, tc.wantLW)
		}
		if lh < NarrowMinH-1e-9 {
			t.Errorf("Fit(%v x %v) is %v units high, below %d", tc.w, tc.h, lh, NarrowMinH)
		}
		if !near(lw*s, tc.w) || !near(lh*s, tc.h) {
			t.Errorf("Fit(%v x %v): %v x %v units at %v do not fill the screen", tc.w, tc.h, lw, lh, s)
		}
		// A 14-unit text, the smallest the narrow scenes use, is 12 CSS px
		// or more.
		if css := 14 * s / tc.dpr; css < 12 {
			t.Errorf("Fit(%v x %v): 14 units are %.1f CSS px", tc.w, tc.h, css)
		}
	}
	// A window too low for NarrowMinH is fitted to its height.
	if _, lw, lh := Fit(600, 560, 1, true); !near(lh, NarrowMinH) || lw <= 600 {
		t.Errorf("Fit(600 x 560) = %v x %v, want %d units high", lw, lh, NarrowMinH)
	}
}

func TestAllowNarrowRefits(t *testing.T) {
	c := NewContext(&Settings{})
	c.Resize(390, 844)
	if c.LW != DesignW {
		t.Fatalf("LW = %v before the scene allows the narrow design", c.LW)
	}
	c.AllowNarrow(true)
	if c.LW != NarrowMinW {
		t.Errorf("LW = %v after AllowNarrow, want %d", c.LW, NarrowMinW)
	}
	c.AllowNarrow(false)
	if c.LW != DesignW {
		t.Errorf("LW = %v after the narrow design was taken back", c.LW)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// TestFitShort: a phone held sideways gets the short design, where a
// 14-unit text stays legible (the landscape design shrinks it to about 7
// CSS px); desktops and tablets keep the landscape design.
func TestFitShort(t *testing.T) {
	for _, tc := range []struct {
		w, h, dpr float64
		short     bool
	}{
		{844, 390, 1, true},
		{2532, 1170, 3, true}, // the same phone at its real density
		{1334, 750, 2, true},  // 667 x 375 CSS px
		{844, 340, 1, true},   // with the browser's bars
		{1280, 720, 1, false},
		{2560, 1440, 2, false},
		{1024, 768, 1, false},
		{1170, 2532, 3, false}, // upright: the narrow design's
	} {
		if got := IsShort(tc.w, tc.h, tc.dpr); got != tc.short {
			t.Errorf("IsShort(%v x %v @%v) = %v, want %v", tc.w, tc.h, tc.dpr, got, tc.short)
		}
		if !tc.short {
			continue
		}
		s, lw, lh := FitShort(tc.w, tc.h, tc.dpr)
		if !near(lw*s, tc.w) || !near(lh*s, tc.h) {
			t.Errorf("FitShort(%v x %v): %v x %v units at %v do not fill the screen", tc.w, tc.h, lw, lh, s)
		}
		if lw < ShortMinW-1e-9 || lh > DesignH || lw < lh*NarrowRatio {
			t.Errorf("FitShort(%v x %v) = %v x %v units, want landscape and at least %d wide", tc.w, tc.h, lw, lh, ShortMinW)
		}
		if css := 14 * s / tc.dpr; css < 10.5 {
			t.Errorf("FitShort(%v x %v): 14 units are %.1f CSS px", tc.w, tc.h, css)
		}
	}
	// Only a scene that takes it gets it.
	c := NewContext(&Settings{})
	c.DPR = 3
	c.Resize(2532, 1170)
	if c.Short() || c.LH != DesignH {
		t.Errorf("without AllowShort the screen is %v x %v (short %v)", c.LW, c.LH, c.Short())
	}
	c.AllowShort(true)
	if !c.Short() || c.LH >= DesignH {
		t.Errorf("with AllowShort the screen is %v x %v (short %v)", c.LW, c.LH, c.Short())
	}
}
