package scenes

import (
	"regexp"
	"slices"
	"testing"
)

// checkLeastText fails t unless the smallest of the text sizes found in the
// drawing code (at least ten of them, or the search is broken) is
// readable on every screen shape of the narrow design.
func checkLeastText(t *testing.T, sizes []float64) {
	t.Helper()
	if len(sizes) < 10 {
		t.Fatalf("found only %d text sizes in the drawing code", len(sizes))
	}
	least := slices.Min(sizes)
	for _, sz := range shapeSizes {
		ctx := narrowCtx(sz.w, sz.h)
		if css := least * ctx.Scale / ctx.DPR; css < minTextCSS {
			t.Errorf("%vx%v: a %v-unit text is %.1f CSS px", sz.w, sz.h, least, css)
		}
	}
}

type region struct {
	name string
	r    rect
}

// The screens of the issue, in CSS pixels (one device pixel each).
var shapeSizes = []struct{ w, h float64 }{{390, 844}, {768, 1024}, {1000, 1000}, {2560, 1440}}

const minTextCSS = 12.0

const minCardCSS = 48.0

// Least sizes a person can read and hit, in CSS pixels.
const (
	minTapCSS = 44.0
)

var faceSize = regexp.MustCompile(`Face\(([0-9.]+)\*s`)

var (
	fitSize = regexp.MustCompile(`fitFace\([^,]+, [0-9.]+, ([0-9.]+),`)
)
