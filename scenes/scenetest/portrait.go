package scenetest

import (
	"elferraus/scenes/gameloop"
	"elferraus/scenes/ui"
	"regexp"
	"slices"
	"testing"
)

// CheckLeastText fails t unless the smallest of the text sizes found in the
// drawing code (at least ten of them, or the search is broken) is
// readable on every screen shape of the narrow design.
func CheckLeastText(t *testing.T, sizes []float64) {
	t.Helper()
	if len(sizes) < 10 {
		t.Fatalf("found only %d text sizes in the drawing code", len(sizes))
	}
	least := slices.Min(sizes)
	for _, sz := range ShapeSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		if css := least * ctx.Scale / ctx.DPR; css < MinTextCSS {
			t.Errorf("%vx%v: a %v-unit text is %.1f CSS px", sz.W, sz.H, least, css)
		}
	}
}

type Region struct {
	Name string
	R    ui.Rect
}

// The screens of the issue, in CSS pixels (one device pixel each).
var ShapeSizes = []Size{{W: 390, H: 844}, {W: 768, H: 1024}, {W: 1000, H: 1000}, {W: 2560, H: 1440}}

const MinTextCSS = 12.0

const MinCardCSS = 48.0

// Least sizes a person can read and hit, in CSS pixels.
const (
	MinTapCSS = 44.0
)

var FaceSize = regexp.MustCompile(`Face\(([0-9.]+)\*s`)

var (
	FitSize = regexp.MustCompile(`(?:ui\.)?[fF]itFace\([^,]+, [0-9.]+, ([0-9.]+),`)
)

// Size is a screen size in CSS pixels.
type Size = gameloop.Size
