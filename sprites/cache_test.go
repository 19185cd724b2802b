package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A pile of resting cards shares one rendered shadow, and cards in flight
// share one per width bucket and step of lift, however many there are.
func TestShadowsAreRenderedOncePerSizeAndLift(t *testing.T) {
	a := NewArt()
	dst := ebiten.NewImage(400, 300)
	for i := range 60 {
		a.DrawShadow(dst, 10+float64(i)*0.3, 20, 72, 104, 0)
	}
	if n := len(a.shadows); n != 1 {
		t.Fatalf("60 resting cards of one size rendered %d shadows, want 1", n)
	}
	for i := range 60 {
		a.shadow(dst, 100+float64(i), 50, 72.2, 104.7, float64(i)*0.01, 0.5+float64(i)*0.0001)
	}
	if n := len(a.shadows); n != 2 {
		t.Fatalf("after 60 cards in flight at one size and lift, %d shadows are rendered, want 2", n)
	}
}

// A face-down card in flight is drawn from a back already rendered a little
// wider, and only a back too much wider makes it render its own.
func TestFlyingBackReusesAWiderBack(t *testing.T) {
	a := NewArt()
	rest := a.Back(72)
	if got := a.flyingBack(60); got != rest {
		t.Errorf("a card 60 wide in flight is drawn from a back %d wide, want the rendered one 72 wide", got.Bounds().Dx())
	}
	got := a.flyingBack(40)
	if w := got.Bounds().Dx(); w < 40 || float64(w) > 40*flyingBackRatio {
		t.Errorf("a card 40 wide in flight is drawn from a back %d wide, want 40 to %.0f", w, 40*flyingBackRatio)
	}
}
