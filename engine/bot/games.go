package bot

import (
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/master"
)

// ForElfer is the registry's bot for the Elfer raus! games: it decides from
// the *elfer.View the round hands it.
func ForElfer(l Level, _ int, seed uint64) games.Bot { return elferPlayer{NewElfer(l, seed)} }

type elferPlayer struct{ b *Elfer }

func (p elferPlayer) Choose(v games.View) games.Action {
	ev, _ := v.(*elfer.View)
	return p.b.Choose(ev)
}

// ForMaster is the registry's bot for MASTER.
func ForMaster(l Level, _ int, seed uint64) games.Bot { return masterPlayer{NewMaster(l, seed)} }

type masterPlayer struct{ b *Master }

func (p masterPlayer) Choose(v games.View) games.Action {
	mv, _ := v.(*master.View)
	return p.b.Choose(mv)
}
