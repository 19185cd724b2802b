package browsertest

import (
	"image"
	"image/color"
	"testing"
)

func TestBlankCheck(t *testing.T) {
	felt := color.RGBA{0x0b, 0x3d, 0x20, 0xff}
	flat := image.NewRGBA(image.Rect(0, 0, 200, 100))
	for y := range 100 {
		for x := range 200 {
			flat.Set(x, y, felt)
		}
	}
	if st := measure(flat); !st.blank() || st.colours != 1 || st.dominant != 0x0b3d20 || st.other != 0 {
		t.Errorf("flat image: %+v, want one colour #0b3d20 judged blank", st)
	}

	// A few white cards with a gradient edge on the felt: not blank.
	drawn := image.NewRGBA(flat.Bounds())
	copy(drawn.Pix, flat.Pix)
	for c := range 4 {
		for y := 30; y < 80; y++ {
			for x := 10 + c*45; x < 45+c*45; x++ {
				drawn.Set(x, y, color.RGBA{0xff, uint8(200 + y%50), uint8(x), 0xff})
			}
		}
	}
	if st := measure(drawn); st.blank() {
		t.Errorf("image with cards judged blank: %+v", st)
	}

	// Many colours over a tiny area is still blank: a stray cursor or
	// a line of debug text does not make a drawn table.
	speck := image.NewRGBA(flat.Bounds())
	copy(speck.Pix, flat.Pix)
	for i := range 40 {
		speck.Set(i, 0, color.RGBA{uint8(6 * i), 0, 0, 0xff})
	}
	if st := measure(speck); !st.blank() {
		t.Errorf("image with a speck judged not blank: %+v", st)
	}

	if st := measure(image.NewRGBA(image.Rect(0, 0, 0, 0))); !st.blank() {
		t.Errorf("empty image judged not blank: %+v", st)
	}
}
