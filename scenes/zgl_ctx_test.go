package scenes

import (
	"elferraus/game"
)

func newCtx() *game.Context { return game.NewContext(&game.Settings{NoWait: true}) }

// tick runs the scene one tick with the given input, then clears it.
func tick(s game.Scene, ctx *game.Context, prep func(in *game.Input)) {
	ctx.Input.Clear()
	if prep != nil {
		prep(&ctx.Input)
	}
	if err := s.Update(ctx); err != nil {
		panic(err)
	}
}

// narrowCtx is a context for a w x h screen whose scene takes the narrow
// design, as the table does.
func narrowCtx(w, h float64) *game.Context {
	ctx := newCtx()
	ctx.AllowNarrow(true)
	ctx.Resize(w, h)
	return ctx
}
