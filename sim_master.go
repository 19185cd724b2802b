//go:build !js

package main

import (
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// masterTournament plays Elfer raus! MASTER.
type masterTournament struct{}

func (masterTournament) play(cfg *simConfig, seed uint64, emit func(int, *record.Record) error) (gameOutcome, error) {
	m, err := master.NewMatch(cfg.players, cfg.rounds, seed)
	if err != nil {
		return gameOutcome{}, err
	}
	bots := make([]*bot.Master, cfg.players)
	for p := range bots {
		bots[p] = bot.NewMaster(cfg.bots[p], card.Mix(seed, uint64(1000+p)))
	}
	choose := func(p int, v *master.View) master.Action { return bots[p].Choose(v) }
	turns := func(s *master.State) int { return s.Turn().Number + 1 }
	return playMatch[*master.State](cfg, m, choose, turns, emit)
}
