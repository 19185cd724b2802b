package rows

import (
	"elferraus/engine/master"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"strings"
	"testing"
)

// TestMasterLaidFrameAtRestAllocatesNothing: on a phone, during a MASTER
// turn with a card laid, the two-line "Laid n of 4" panel stands by the
// pile, and a frame at rest (update and draw) still allocates nothing.
func TestMasterLaidFrameAtRestAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	tb, _, _ := findMasterTurn(t, func(a master.Action) bool { return a.Kind == master.Lay && !a.Card.IsJoker() })
	ctx, screen := gameloop.GPUCtx(390, 844)
	ctx.AllowNarrow(true)
	ctx.Resize(390, 844)
	for _, a := range ms(tb).Legal(0) {
		if a.Kind == master.Lay && !a.Card.IsJoker() {
			if !tb.Act(masterMove(a)) {
				t.Fatalf("the engine refused its own legal %v", a)
			}
			break
		}
	}
	frame := gameloop.SceneFrame(tb, screen, ctx)
	for range 300 {
		frame()
		if !tb.Motion.Moving() && tb.msg.Ticks == 0 {
			break
		}
	}
	for range 5 { // warm the caches
		frame()
	}
	if !tb.HumanTurn() || tb.Motion.Moving() || !tb.Lay.portrait {
		t.Fatalf("not at rest on the person's upright turn (turn %v, moving %v)", tb.HumanTurn(), tb.Motion.Moving())
	}
	if _, two := tb.laidRect(tb.State.ToMove()); !two || tb.laidStr == "" || ms(tb).Turn().Laid == 0 {
		t.Fatalf("no two-line laid count shows (%q, two %v)", tb.laidStr, two)
	}
	if got := min(gameloop.FramesAllocate(30, frame), gameloop.FramesAllocate(30, frame)); got != 0 {
		t.Errorf("30 frames at rest of a MASTER turn with a card laid allocate %d times", got)
	}
}

// TestFittedWorksTheFitOutOnce: a fitted line is measured again only when
// the line, its room or the scale changes; a line too wide even at the
// least size is cut short with "…" to fit.
func TestFittedWorksTheFitOutOnce(t *testing.T) {
	var f ui.Fitted
	first := f.FitFace("Gelegt", 15, 13, 60, 1, false)
	if first != ui.FitFace("Gelegt", 15, 13, 60, 1, false) {
		t.Fatal("the cache gives another face than fitFace")
	}
	marker := sprites.Face(31, true)
	f.Face = marker // were the fit worked out again, this would go
	if got := f.FitFace("Gelegt", 15, 13, 60, 1, false); got != marker {
		t.Error("the same line in the same room was fitted again")
	}
	if got := f.FitFace("Gelegt", 15, 13, 20, 1, false); got == marker {
		t.Error("a narrower room kept the old fit")
	}
	face, line := f.FitLine("Annemarie-Luise von Hohenstein", 18, 13, 60, 1, true)
	if w, _ := sprites.MeasureText(line, face); w > 60 || !strings.HasSuffix(line, "…") || len(line) < 4 {
		t.Errorf("the long name is drawn as %q, %.0f wide in 60", line, w)
	}
}
