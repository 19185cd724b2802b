package scenes

import (
	"elferraus/game"
)

// linked is a table with a link to its sheet.
type linked interface {
	game.Scene
	sheetLink(ctx *game.Context) rect
}
