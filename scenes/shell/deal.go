package shell

import (
	"elferraus/engine/deal"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"fmt"
	"slices"
)

// DealCode is the code of a setup's deal, for the table to show.
func DealCode(s Setup) string {
	c := deal.Code{Game: s.Game, Players: s.Players, Seed: s.Seed}
	for _, name := range optionsOn(s.Options) {
		if c.Options == nil {
			c.Options = map[string]bool{}
		}
		c.Options[name] = true
	}
	code, err := deal.Encode(c)
	if err != nil {
		return ""
	}
	return code
}

// SetupFromCode is base with the game, options, players and seed of a deal
// code; the seats stay people's where they were (at least one person).
func SetupFromCode(base Setup, c deal.Code) (Setup, error) {
	g, ok := registry.Lookup(c.Game)
	if !ok || !Playable(c.Game) {
		return base, fmt.Errorf("the code is for %s, which has no table here yet", c.Game)
	}
	opts := map[string]any{}
	for name, on := range c.Options {
		opts[name] = on
	}
	opts, err := g.CheckOptions(opts, c.Players)
	if err != nil {
		return base, err
	}
	s := base
	s.Game, s.Players, s.Seed, s.Daily, s.Options = c.Game, c.Players, c.Seed, "", opts
	for p := s.Players; p < len(s.Seats); p++ {
		s.Seats[p] = false
	}
	if s.Humans() == 0 {
		s.Seats[0] = true
	}
	if g.MaxHumans > 0 {
		// Only so many people can share the keyboard.
		n := 0
		for p := range s.Players {
			if s.Seats[p] {
				n++
				s.Seats[p] = n <= g.MaxHumans
			}
		}
	}
	return s, nil
}

// optionsOn are the names of the options set in m, sorted.
func optionsOn(m map[string]any) []string {
	var on []string
	for k := range m {
		if games.On(m, k) {
			on = append(on, k)
		}
	}
	slices.Sort(on)
	return on
}
