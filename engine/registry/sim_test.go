package registry_test

import (
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/simtest"
)

// budget is the number of actions the simulation plays of each
// configuration (game, players, options): as many rounds as fit, never
// fewer than one, never more than maxRounds. The volume of rounds is each
// game's own simulation, in its package, which holds the game's rounds to
// simtest.CheckRound as well and adds the game's invariants; here each
// configuration plays a few.
const (
	budget     = 1000
	maxRounds  = 3
	maxActions = 20000
)

// TestRandomSimulationOfEveryGame runs the shared random simulation on
// every registered game through its registry entry alone, at every number
// of players, with no option and with each option that number allows
// switched on: after every action no card is lost or doubled, no view
// shows a card hidden from its seat, a clone equals its original, refused
// garbage (values of other games' types too) changes nothing, only the
// seats to move have legal actions, and the record read and replayed
// through the registry gives an equal state; every round ends within
// maxActions. A game whose Round does not implement games.Audited fails
// here: registering a game brings it under this test. It plays a few rounds
// of each configuration, enough for the registry's part; the games' own
// simulations play the thousands.
func TestRandomSimulationOfEveryGame(t *testing.T) {
	for _, g := range registry.All() {
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			for _, opts := range optionSets(g, n) {
				t.Run(configName(g, n, opts), func(t *testing.T) {
					t.Parallel()
					length, err := pilot(g, opts, n)
					if err != nil {
						t.Fatal(err)
					}
					cfg := config(length)
					cfg.Seed = card.Mix(idSeed(g.ID), uint64(n)<<8|uint64(len(opts)))
					t.Logf("%d rounds, the first %d replayed after every action (a round takes about %d actions)", cfg.Games, cfg.FullReplay, length)
					simtest.RunGameWith(t, g, opts, n, cfg)
				})
			}
		}
	}
}

// config sizes the simulation of a game whose rounds take about length
// actions. Replaying the record after every action costs time quadratic in
// the length, so a long game does not do that and replays more random
// prefixes at the end of its round instead.
func config(length int) simtest.Config {
	cfg := simtest.Config{
		Games:      min(max(budget/max(length, 1), 1), maxRounds),
		MaxActions: maxActions,
		FullReplay: 1,
		Prefixes:   3,
		Garbage:    2,
	}
	if length > 600 {
		cfg.FullReplay, cfg.Prefixes = 0, 12
	}
	return cfg
}

// optionSets are no option and each option alone that n players may play.
func optionSets(g *games.Game, n int) []map[string]any {
	sets := []map[string]any{nil}
	for _, o := range g.Options {
		if o.Players == 0 || o.Players == n {
			sets = append(sets, map[string]any{o.Name: true})
		}
	}
	return sets
}

// configName names a configuration: "id/players/option".
func configName(g *games.Game, n int, opts map[string]any) string {
	name := fmt.Sprintf("%s/%d", g.ID, n)
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		name += "/" + k
	}
	return name
}

// idSeed turns a game id into a seed, so each game plays its own deals.
func idSeed(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}

// pilot plays one round of random legal actions, unchecked, and returns its
// length, which sizes the simulation; a round that does not end within
// maxActions counts as that long (the simulation then reports it).
func pilot(g *games.Game, options map[string]any, n int) (int, error) {
	opts, err := g.CheckOptions(options, n)
	if err != nil {
		return 0, err
	}
	seed := card.Mix(idSeed(g.ID), 1<<40)
	r, err := g.Deal(opts, n, 0, seed)
	if err != nil {
		return 0, fmt.Errorf("%s: deal: %v", g.ID, err)
	}
	rng := card.NewRng(seed)
	steps := 0
	for ; !r.IsOver() && steps < maxActions; steps++ {
		var legal []games.Action
		for _, p := range r.ToMove() {
			legal = append(legal, r.Legal(p)...)
		}
		if len(legal) == 0 {
			break
		}
		if err := r.Apply(legal[rng.IntN(len(legal))]); err != nil {
			break
		}
	}
	return steps, nil
}
