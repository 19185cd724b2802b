package scenes

import (
	"elferraus/game"
)

func (b *Board) sheetLink(*game.Context) rect { return b.rulesRect() }
