// Command linked is the empty Ebitengine page (see emptypage) with the
// whole game linked in but never run: as large a download as the game's,
// with no more to do than the empty page. Loaded beside both, it tells how
// much of the game's later first frame is the size of its download alone
// and how much is the work of its first frame. Its first frame is marked as
// data-scene="linked".
package main

import (
	"log"
	"os"

	"elferraus/game"
	"elferraus/scenes"
	"elferraus/wasm/internal/emptypage"
)

func main() {
	// No page passes arguments, so the game is only linked, never run: the
	// linker cannot tell.
	if len(os.Args) > 1 && os.Args[1] == "play" {
		if err := game.Run(&game.Settings{Speed: game.Normal, NoSave: true}, func(ctx *game.Context) game.Scene { return scenes.First(ctx, scenes.Setup{}, false) }); err != nil {
			log.Fatal(err)
		}
		return
	}
	if err := emptypage.Run("linked"); err != nil {
		log.Fatal(err)
	}
}
