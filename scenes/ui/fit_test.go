package ui

import (
	"strings"
	"testing"

	"elferraus/sprites"
)

// TestFitLabelKeepsTheCount: a label too wide for its room is cut at its
// word, never at the number it counts, and what is drawn fits the room.
func TestFitLabelKeepsTheCount(t *testing.T) {
	for _, c := range []struct {
		text string
		room float64
	}{{"Gewonnen 16", 60}, {"Stapel 14", 50}, {"Gewonnen 0", 30}, {"Beiseite", 40}} {
		out, face := FitLabel(c.text, c.room, 1, 15)
		if w, _ := sprites.MeasureText(out, face); w > c.room+0.5 {
			t.Errorf("%q in %v: %q is %.1f wide", c.text, c.room, out, w)
		}
		if i := strings.LastIndexByte(c.text, ' '); i > 0 && !strings.HasSuffix(out, c.text[i+1:]) {
			t.Errorf("%q in %v: %q lost its count", c.text, c.room, out)
		}
	}
	if out, _ := FitLabel("Gewonnen 6", 500, 1, 15); out != "Gewonnen 6" {
		t.Errorf("a label with room to spare became %q", out)
	}
}

// TestFitLabelCutsAListAtItsEnd: a label listing numbers ("übrig: 3 5 7
// 12", the cards a player has left) is no count: too wide, it keeps its
// first numbers and is cut at its end, never drawn as "übrig:… 12", which
// reads as twelve cards left.
func TestFitLabelCutsAListAtItsEnd(t *testing.T) {
	const text = "übrig: 3 5 7 9 12 15 18"
	out, face := FitLabel(text, 70, 1, 15)
	if w, _ := sprites.MeasureText(out, face); w > 70.5 {
		t.Errorf("%q: %q is %.1f wide in 70", text, out, w)
	}
	if !strings.HasSuffix(out, "…") || !strings.HasPrefix(text, strings.TrimSuffix(out, "…")) {
		t.Errorf("%q in 70 became %q, want the list's start and an ellipsis", text, out)
	}
}

// TestFittedLineInATinyRoom: a line for a room too small for even its
// first letter and "…" is the ellipsis alone, not the whole line drawn
// over the room's edge.
func TestFittedLineInATinyRoom(t *testing.T) {
	var f Fitted
	if _, out := f.FitLine("Maximiliane Müller", 17, 17, 20, 1, true); out != "…" {
		t.Errorf("a long name in 20 units became %q", out)
	}
	if _, out := f.FitLine("Maximiliane Müller", 17, 17, 60, 1, true); !strings.HasPrefix(out, "Max") || !strings.HasSuffix(out, "…") {
		t.Errorf("a long name in 60 units became %q", out)
	}
}
