package sprites

import "github.com/hajimehoshi/ebiten/v2"

// held are the texts Painter.DrawText was asked for while a frame holds
// them (HoldTexts), in order, each with where and how it is drawn. Held,
// the texts a screen shows for the first time are rendered and handed to
// Ebitengine one after another, and only then drawn: Ebitengine uploads
// their pixels as one write and draws them as one batch. Drawn at once,
// every new text was an upload after a draw, which makes the graphics
// driver wait for all drawing so far (a glFinish each), and a draw call of
// its own: in the browser's first frame of the menu, 37 waits and 44 draw
// calls, now 15 and 22. (Under the software renderer the tests run on, a
// wait is cheap, and the time this wins there is within the noise.)
//
// Anything else drawn while texts are held draws them first (drawImage,
// drawTriangles, DrawImage), so every text keeps its place among the
// layers.
var held struct {
	on    bool
	texts []heldText
}

type heldText struct {
	dst, img *ebiten.Image
	op       ebiten.DrawImageOptions
}

// HoldTexts starts holding texts (on) or draws the held ones and stops.
// The game holds them while a scene draws its frame.
func HoldTexts(on bool) {
	if !on {
		drawHeld()
	}
	held.on = on
}

// drawHeld draws the held texts in order and forgets them.
func drawHeld() {
	for i := range held.texts {
		t := &held.texts[i]
		t.dst.DrawImage(t.img, &t.op)
		*t = heldText{}
	}
	held.texts = held.texts[:0]
}

// holdText draws img on dst, or holds it to draw later while texts are
// held.
func holdText(dst, img *ebiten.Image, op *ebiten.DrawImageOptions) {
	if !held.on {
		dst.DrawImage(img, op)
		return
	}
	held.texts = append(held.texts, heldText{dst: dst, img: img, op: *op})
}

// DrawImage is dst.DrawImage after the held texts: for a screen that draws
// an image of its own among the package's drawings.
func DrawImage(dst, img *ebiten.Image, op *ebiten.DrawImageOptions) {
	drawHeld()
	dst.DrawImage(img, op)
}

// drawTriangles is dst.DrawTriangles after the held texts.
func drawTriangles(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, src *ebiten.Image, op *ebiten.DrawTrianglesOptions) {
	drawHeld()
	dst.DrawTriangles(vs, is, src, op)
}
