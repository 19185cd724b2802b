package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// textKey identifies a rendered text of Painter.DrawText.
type textKey struct {
	s     string
	face  *TextFace
	align Align
}

// maxTexts bounds the text cache; it is emptied when full, which only a
// screen showing ever new texts reaches, and then costs one re-render each.
const maxTexts = 512

// DrawText draws s as the package's DrawText does (same anchor, alignment
// and line spacing), but from an image rendered once per text, face and
// alignment and tinted with clr. Text that stays the same from frame to
// frame, which is nearly all text of a game screen, so costs one DrawImage
// and allocates nothing. clr is a concrete colour so that passing it boxes
// nothing either. While texts are held (HoldTexts) it is drawn with the
// next drawing of another kind.
func (pt *Painter) DrawText(dst *ebiten.Image, s string, face *TextFace, x, y float64, clr color.NRGBA, align Align) {
	if s == "" || face == nil {
		return
	}
	if pt.texts == nil {
		pt.texts = make(map[textKey]*ebiten.Image)
	}
	k := textKey{s, face, align}
	img := pt.texts[k]
	const pad = 2
	if img == nil {
		if len(pt.texts) >= maxTexts {
			// A held text may be one of them.
			drawHeld()
			for _, old := range pt.texts {
				old.Deallocate()
			}
			clear(pt.texts)
		}
		tw, th := MeasureText(s, face)
		iw, ih := int(math.Ceil(tw))+2*pad, int(math.Ceil(th))+2*pad
		ax := float64(pad)
		switch align {
		case Center:
			ax = float64(iw) / 2
		case Right:
			ax = float64(iw - pad)
		}
		img = face.render(s, iw, ih, ax, float64(ih)/2, color.White, align)
		pt.texts[k] = img
	}
	b := img.Bounds()
	ox := float64(pad)
	switch align {
	case Center:
		ox = float64(b.Dx()) / 2
	case Right:
		ox = float64(b.Dx() - pad)
	}
	op := &pt.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(math.Round(x-ox), math.Round(y-float64(b.Dy())/2))
	a := float32(clr.A) / 255
	op.ColorScale.Scale(float32(clr.R)/255*a, float32(clr.G)/255*a, float32(clr.B)/255*a, a)
	holdText(dst, img, op)
}
