package gameloop

import (
	"elferraus/game"
	"elferraus/game/store"

	"github.com/hajimehoshi/ebiten/v2"
)

// NewCtx is a context without a screen, its waits skipped.
func NewCtx() *game.Context { return game.NewContext(&game.Settings{NoWait: true}) }

// Tick runs the scene one tick with the given input, then clears it.
func Tick(s game.Scene, ctx *game.Context, prep func(in *game.Input)) {
	ctx.Input.Clear()
	if prep != nil {
		prep(&ctx.Input)
	}
	if err := s.Update(ctx); err != nil {
		panic(err)
	}
}

// NarrowCtx is a context for a w x h screen whose scene takes the narrow
// design, as the table does.
func NarrowCtx(w, h float64) *game.Context {
	ctx := NewCtx()
	ctx.AllowNarrow(true)
	ctx.Resize(w, h)
	return ctx
}

// Size is a screen size in CSS pixels.
type Size struct{ W, H float64 }

// Flushed is the test context's store once its background writes landed.
func Flushed(ctx *game.Context) *store.Store {
	if err := ctx.Store.Flush(); err != nil {
		panic(err)
	}
	return ctx.Store
}

// PressU presses U, the key of Undo.
func PressU(in *game.Input) { in.PressKey(ebiten.KeyU) }
