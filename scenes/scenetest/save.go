package scenetest

import (
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/gameloop"
	"testing"
)

// StoreCtx is a test context whose saves go to a fresh directory.
func StoreCtx(t *testing.T) (*game.Context, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	// Background writes land before the directory goes.
	t.Cleanup(func() { _ = st.Flush() })
	ctx := gameloop.NewCtx()
	ctx.Store = st
	return ctx, dir
}
