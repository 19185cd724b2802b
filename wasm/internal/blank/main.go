// Command blank is the empty Ebitengine page (see emptypage) the browser
// test measures the game's first frame against, loaded the same way in the
// same run; its first frame is marked as data-scene="blank".
package main

import (
	"log"

	"elferraus/wasm/internal/emptypage"
)

func main() {
	if err := emptypage.Run("blank"); err != nil {
		log.Fatal(err)
	}
}
