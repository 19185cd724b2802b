package ui

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/sprites"
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// laidOut is a log in r with text of logSize, wrapped at scale 1 as a
// frame at scale 1 would wrap it.
func laidOut(r Rect) *MoveLog {
	m := &MoveLog{}
	m.Layout(r, LogSize)
	m.scale = 1
	m.rewrap()
	return m
}

// TestMoveLogWrapsWithoutCutting: a long line in a narrow log goes over as
// many rows as it needs, none wider than the log's room (measured with the
// text measure the log draws with) nor than the log, and every word of it
// is there, in order, whole; a word wider than the room on its own is
// broken between letters rather than cut off.
func TestMoveLogWrapsWithoutCutting(t *testing.T) {
	r := Rect{10, 10, 120, 300}
	m := laidOut(r)
	long := "Annemarie-Luise lays a connection card at yellow 9 → blue row and Supercalifragilisticexpialidocious wins a bonus card (+11)"
	m.Add("Bot 1 draws a card")
	m.Add(long)
	if len(m.Rows) < 4 {
		t.Fatalf("the long line takes %d rows in a log 120 wide", len(m.Rows)-1)
	}
	face := sprites.Face(LogSize, false)
	var got []string
	for _, row := range m.Rows {
		w, _ := sprites.MeasureText(row.Text, face)
		if w > m.width() || w > r.W {
			t.Errorf("the row %q is %.1f wide, the log %.0f (room %.0f)", row.Text, w, r.W, m.width())
		}
		if row.Line == 1 {
			got = append(got, row.Text)
		}
	}
	joined := strings.Join(got, " ")
	if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(long, " ", "") {
		t.Errorf("the rows say %q, the line was %q", joined, long)
	}
	for _, word := range strings.Fields(long) {
		w, _ := sprites.MeasureText(word, face)
		if !strings.Contains(joined, word) && w <= m.width() {
			t.Errorf("the word %q was broken", word)
		}
	}
	if !strings.Contains(joined, "Annemarie- Luise") {
		t.Errorf("the name too long for a row is not broken after its hyphen: %q", joined)
	}
	// A wider log wraps anew, into fewer rows.
	rows := len(m.Rows)
	m.Layout(Rect{10, 10, 400, 300}, LogSize)
	if len(m.Rows) >= rows {
		t.Errorf("a log 400 wide keeps %d rows (120 wide: %d)", len(m.Rows), rows)
	}
}

// TestMoveLogScrollsBack: the log shows its newest rows; the wheel over it,
// a drag on it and PageUp bring older rows into view, the wheel elsewhere
// does nothing, and a new line brings the view back to the newest.
func TestMoveLogScrollsBack(t *testing.T) {
	r := Rect{100, 100, 200, 120}
	m := laidOut(r)
	for i := range 40 {
		m.Add(fmt.Sprintf("Bot %d lays red %d", i%3+1, i))
	}
	newest := func() string { _, to := m.Shown(); return m.Rows[to-1].Text }
	oldest := func() string { from, _ := m.Shown(); return m.Rows[from].Text }
	if newest() != "Bot 1 lays red 39" {
		t.Fatalf("the log ends with %q, not the newest line", newest())
	}
	if n := m.Capacity(); n < 3 || n > 6 {
		t.Fatalf("a log 120 high shows %d rows", n)
	}
	var in game.Input
	in.X, in.Y, in.Wheel = 500, 500, 1
	if m.Update(&in) || m.Back != 0 {
		t.Error("the wheel beside the log scrolled it")
	}
	in.X, in.Y = 150, 150
	if !m.Update(&in) || m.Back == 0 {
		t.Fatal("the wheel over the log did not scroll it back")
	}
	if newest() == "Bot 1 lays red 39" {
		t.Error("scrolled back, the log still ends with the newest line")
	}
	m.Back = 0
	// A finger dragged down the log brings older rows in from the top.
	before := oldest()
	in = game.Input{X: 150, Y: 110, Pressed: true, Down: true}
	if !m.Update(&in) {
		t.Error("a press on the log was not the log's")
	}
	for y := 110.0; y <= 200; y += 10 {
		in = game.Input{X: 150, Y: y, Down: true}
		m.Update(&in)
	}
	in = game.Input{X: 150, Y: 200, Released: true}
	m.Update(&in)
	if m.Back < 3 || oldest() == before {
		t.Errorf("a drag of 90 units scrolled %d rows back", m.Back)
	}
	if m.Focus {
		t.Error("a drag gave the log the focus, as a click does")
	}
	in = game.Input{}
	in.PressKey(ebiten.KeyPageUp)
	back := m.Back
	if !m.Update(&in) || m.Back <= back {
		t.Error("PageUp did not scroll further back")
	}
	in = game.Input{}
	in.PressKey(ebiten.KeyHome)
	if m.Update(&in) {
		t.Error("Home scrolled a log without the focus")
	}
	m.Add("Bot 2 passes")
	if m.Back != 0 || newest() != "Bot 2 passes" {
		t.Errorf("a new line left the view %d rows back, ending with %q", m.Back, newest())
	}
	// All the way back: the first line at the top.
	in = game.Input{X: 150, Y: 150, Pressed: true, Down: true}
	m.Update(&in)
	in = game.Input{X: 150, Y: 150, Released: true}
	m.Update(&in)
	in = game.Input{}
	in.PressKey(ebiten.KeyHome)
	if !m.Update(&in) || oldest() != "Bot 1 lays red 0" {
		t.Errorf("Home with the focus shows %q at the top", oldest())
	}
}

// TestMoveLogFolds: a folded log is a strip of its newest rows; a tap
// opens it over the larger rectangle, where it shows more and scrolls, and
// a tap folds it again. The whole time the log takes the presses.
func TestMoveLogFolds(t *testing.T) {
	m := laidOut(Rect{8, 120, 374, 28})
	m.Fold(Rect{8, 8, 374, 500})
	for i := range 30 {
		m.Add(fmt.Sprintf("Bot %d draws a card", i))
	}
	if n := m.Capacity(); n != 1 {
		t.Fatalf("the strip shows %d rows", n)
	}
	tap := func(x, y float64) bool {
		in := game.Input{X: x, Y: y, Pressed: true, Down: true}
		a := m.Update(&in)
		in = game.Input{X: x, Y: y, Released: true}
		return m.Update(&in) && a
	}
	if !tap(100, 130) || !m.Open {
		t.Fatal("a tap on the strip did not open the log")
	}
	if n := m.Capacity(); n < 15 {
		t.Errorf("the open log shows %d rows", n)
	}
	in := game.Input{X: 100, Y: 300, Wheel: 2}
	if !m.Update(&in) || m.Back == 0 {
		t.Error("the open log does not scroll")
	}
	if !tap(300, 700) || m.Open {
		t.Error("a tap did not fold the open log")
	}
}

// TestMoveLogDraws draws a wide log and a folded one (saved to
// $ELFER_SHOTS to look at): the newest row is drawn, and a frame at rest
// allocates nothing.
func TestMoveLogDraws(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, screen := gameloop.GPUCtx(390, 300)
	ctx.AllowNarrow(true)
	ctx.Resize(390, 300)
	m := &MoveLog{}
	m.Layout(Rect{8, 8, 374, 28}, LogSize)
	m.Fold(Rect{8, 8, 374, 280})
	for i := range 30 {
		m.Add(fmt.Sprintf("Bot %d lays a joker as red %d and wins a bonus card (+11)", i%5, i))
	}
	frame := func() {
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			m.Draw(screen, ctx)
		})
	}
	for range 3 {
		frame()
	}
	shot := func(name string) {
		pix := make([]byte, 4*390*300)
		screen.ReadPixels(pix)
		gameloop.SaveShot(t, name, image.Pt(390, 300), pix)
	}
	shot("movelog-folded")
	if got := gameloop.FramesAllocate(20, frame); got != 0 {
		t.Errorf("20 frames of the log at rest allocate %d times", got)
	}
	m.Open = true
	frame()
	shot("movelog-open")
}

// TestMoveLogWithNoRoom: a log given less room than its padding wraps its
// lines without hanging (a word that never fits still ends).
func TestMoveLogWithNoRoom(t *testing.T) {
	m := MoveLog{scale: 1}
	m.Layout(Rect{0, 0, 2, 200}, 14)
	done := make(chan struct{})
	go func() {
		m.Add("Bot 1 legt die blaue 12 und zieht dann eine Karte")
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("wrapping in no room does not end")
	}
}

// TestMoveLogStripShowsTheNewestLineWhole: a strip of three rows under a
// line of two rows shows the newest line of two rows whole, and above it
// no rows of a line cut at its top; a newest line longer than the strip
// shows from its start.
func TestMoveLogStripShowsTheNewestLineWhole(t *testing.T) {
	m := &MoveLog{}
	m.Layout(Rect{8, 8, 130, 3*20 + LogPad}, LogSize)
	m.Fold(Rect{8, 8, 374, 400})
	m.Rescale(1)
	for _, line := range []string{"Bot 2 draws a card", "You lay red 4 on the row", "Bot 1 lays red 3 on the row"} {
		m.Add(line)
	}
	if m.Capacity() != 3 {
		t.Fatalf("the strip shows %d rows", m.Capacity())
	}
	from, to := m.Shown()
	if to != len(m.Rows) || m.Rows[to-1].Line != 2 {
		t.Fatalf("the strip ends at row %d of %d", to, len(m.Rows))
	}
	if from > 0 && m.Rows[from-1].Line == m.Rows[from].Line {
		t.Errorf("the strip begins with row %q, the middle of a line", m.Rows[from].Text)
	}
	m.Add("Bot 2 lays a joker as red 5 and wins a bonus card (+11) for it")
	from, to = m.Shown()
	if m.Rows[from].Line != 3 || m.Rows[from-1].Line == 3 || to-from != 3 {
		t.Errorf("a long newest line shows rows %d to %d, from %q", from, to, m.Rows[from].Text)
	}
}
