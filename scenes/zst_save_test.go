package scenes

import (
	"elferraus/game"
	"elferraus/game/store"
	"testing"
)

// storeCtx is a test context whose saves go to a fresh directory.
func storeCtx(t *testing.T) (*game.Context, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	// Background writes land before the directory goes.
	t.Cleanup(func() { _ = st.Flush() })
	ctx := newCtx()
	ctx.Store = st
	return ctx, dir
}
