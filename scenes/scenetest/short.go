package scenetest

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/sprites"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// ShortCtx is a context for a phone of w x h CSS px held sideways, at three
// device pixels a CSS px, whose scene takes the short design.
func ShortCtx(w, h float64) *game.Context {
	ctx := gameloop.NewCtx()
	ctx.DPR = 3
	ctx.AllowNarrow(true)
	ctx.AllowShort(true)
	ctx.Resize(w*3, h*3)
	return ctx
}

// DrawScene draws sc and keeps the picture as name in $ELFER_SHOTS, to be
// looked at. A picture of a few colours (felt alone, or nothing) is an
// error: something that should be on the table was not drawn.
func DrawScene(t *testing.T, sc game.Scene, ctx *game.Context, screen *ebiten.Image, name string) []byte {
	gameloop.InFrame(func(*ebiten.Image) {
		screen.Clear()
		sc.Draw(screen, ctx)
	})
	sz := screen.Bounds().Size()
	pix := make([]byte, 4*sz.X*sz.Y)
	screen.ReadPixels(pix)
	gameloop.SaveShot(t, name, image.Point{sz.X, sz.Y}, pix)
	colors := map[[3]byte]bool{}
	for i := 0; i < len(pix); i += 4 * 97 {
		colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
	}
	if len(colors) < 20 {
		t.Errorf("%s: only %d colours drawn", name, len(colors))
	}
	return pix
}

// ShortScreen is shortCtx with art and a screen to draw on.
func ShortScreen(w, h float64) (*game.Context, *ebiten.Image) {
	ctx, screen := gameloop.GPUCtx(int(w*3), int(h*3))
	ctx.DPR = 3
	ctx.AllowShort(true)
	ctx.AllowNarrow(true)
	ctx.Resize(w*3, h*3)
	return ctx, screen
}

// ShortSizes are the phones held sideways of the issue, in CSS pixels, at
// three device pixels each.
var ShortSizes = []Size{{W: 844, H: 390}, {W: 667, H: 375}}

// UnitsOf is the size in layout units of a face made at scale s, or 0
// when it is none of the sizes the board uses.
func UnitsOf(f *sprites.TextFace, s float64) float64 {
	for size := 8.0; size <= 48; size++ {
		if f == sprites.Face(size*s, false) || f == sprites.Face(size*s, true) {
			return size
		}
	}
	return 0
}

// ShortText is a text the short board draws, with its face and the room
// it has.
type ShortText struct {
	Name, Text string
	Face       *sprites.TextFace
	Room       float64
}

// UpdateAt runs one Update of sc at program tick n and returns how many
// cards its motion m holds then.
func UpdateAt(t *testing.T, sc game.Scene, m *sprites.Motion, ctx *game.Context, n int64) int {
	t.Helper()
	ctx.Tick = n
	if err := sc.Update(ctx); err != nil {
		t.Fatal(err)
	}
	cards := 0
	m.Each(func(int, sprites.Pose, float64) { cards++ })
	return cards
}
