// Package emptypage is the smallest Ebitengine program: a screen filled
// with the felt's colour that marks its first frame on the page the way the
// game does (data-scene on the body). The browser test measures the game's
// first frame against it.
package emptypage

import (
	"errors"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/internal/startup"
)

// page is the whole program: a screen of one colour.
type page struct {
	name     string
	signaled bool
}

func (p *page) Update() error {
	if !p.signaled {
		startup.Mark(startup.FirstUpdate)
	}
	return nil
}

func (p *page) Draw(screen *ebiten.Image) {
	if !p.signaled {
		startup.Mark(startup.FirstDraw)
	}
	screen.Fill(color.RGBA{0x0b, 0x3d, 0x20, 0xff})
	if !p.signaled {
		startup.Mark(startup.FirstDrawn)
		p.signaled = true
		signalScene(p.name)
	}
}

func (p *page) Layout(w, h int) (int, int) { return w, h }

// Run shows the page until the window closes, marking its first frame as
// scene name.
func Run(name string) error {
	startup.Mark(startup.GoStart)
	ebiten.SetWindowTitle(name)
	if err := ebiten.RunGame(&page{name: name}); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return nil
}
