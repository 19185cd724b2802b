package scenes

import (
	"elferraus/game"
)

func (t *Table) sheetLink(*game.Context) rect { return t.menuRect() }
