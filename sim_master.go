//go:build !js

package main

import (
	"fmt"

	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// masterTournament plays Elfer raus! MASTER.
type masterTournament struct{}

func (masterTournament) play(cfg *simConfig, seed uint64, emit func(int, *record.Record) error) (gameOutcome, error) {
	var out gameOutcome
	m, err := master.NewMatch(cfg.players, cfg.rounds, seed)
	if err != nil {
		return out, err
	}
	bots := make([]*bot.Master, cfg.players)
	for p := range bots {
		bots[p] = bot.NewMaster(cfg.bots[p], card.Mix(seed, uint64(1000+p)))
	}
	var view master.View
	for !m.Over() {
		s, err := m.Deal()
		if err != nil {
			return out, err
		}
		for !s.IsOver() {
			p := s.ToMove()
			s.ViewInto(p, &view)
			a := bots[p].Choose(&view)
			if err := s.Apply(a); err != nil {
				return out, fmt.Errorf("the %s bot chose %v, which the engine refused (%v); legal: %v", cfg.bots[p], a, err, s.Legal(p))
			}
		}
		out.turns += s.Turn().Number + 1
		if s.Blocked() {
			out.blocked++
		}
		if err := m.Finish(s); err != nil {
			return out, err
		}
		if err := emit(m.Played(), s.Record(botNames(cfg.bots), m.Played())); err != nil {
			return out, err
		}
	}
	out.leaders, out.totals = m.Leaders(), m.Totals()
	return out, nil
}
