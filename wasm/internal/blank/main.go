// Command blank is the smallest Ebitengine program: it fills the screen
// with the felt's colour and marks its first frame on the page the way the
// game does (data-scene="blank" on the body). The browser test measures the
// game's first frame against this page, loaded the same way in the same run.
package main

import (
	"errors"
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
)

// page is the whole program: a screen of one colour.
type page struct{ signaled bool }

func (p *page) Update() error { return nil }

func (p *page) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x0b, 0x3d, 0x20, 0xff})
	if !p.signaled {
		p.signaled = true
		signalScene("blank")
	}
}

func (p *page) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowTitle("blank")
	if err := ebiten.RunGame(&page{}); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
}
