//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
)

// simConfig is what `sim` was asked to do.
type simConfig struct {
	game    *games.Game
	options map[string]any
	players int
	games   int
	rounds  int
	seed    uint64
	bots    []level.Level
	records string
	asJSON  bool
	// rotate moves the levels one seat on every game, so each level plays
	// from every seat equally often.
	rotate bool
}

// simResult is the tournament's summary; its JSON form is the command's
// output.
type simResult struct {
	Game      string    `json:"game"`
	Players   int       `json:"players"`
	Games     int       `json:"games"`
	Rounds    int       `json:"rounds"`
	Bots      []string  `json:"bots"`
	Wins      []int     `json:"wins"`
	MeanScore []float64 `json:"mean_score"`
	MeanTurns float64   `json:"mean_turns"`
	Blocked   int       `json:"blocked"`
	// Bound counts the rounds that ended at their game's bound (reason
	// "bound"), not by the rules' own end.
	Bound          int     `json:"bound"`
	GamesPerSecond float64 `json:"games_per_second"`
	// Levels sums the games by bot level: how often a seat of that level
	// won, with a 95% confidence interval (Wilson) of the rate.
	Levels []levelResult `json:"levels"`
}

// levelResult is one bot level's record over a tournament.
type levelResult struct {
	Level string     `json:"level"`
	Seats int        `json:"seats"` // seat-games played at this level
	Wins  int        `json:"wins"`
	Rate  float64    `json:"rate"`
	CI95  [2]float64 `json:"ci95"`
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) [2]float64 {
	if n == 0 {
		return [2]float64{0, 1}
	}
	const z = 1.96
	p := float64(k) / float64(n)
	d := 1 + z*z/float64(n)
	c := (p + z*z/(2*float64(n))) / d
	h := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / d
	return [2]float64{math.Max(0, c-h), math.Min(1, c+h)}
}

func parseSim(args []string, stderr io.Writer) (*simConfig, error) {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "elfer", "game id: "+registry.Known())
	players := fs.Int("players", 4, "number of seats (2-6)")
	games := fs.Int("games", 100, "number of games to play")
	rounds := fs.Int("rounds", 1, "rounds per game (a match)")
	seed := fs.Uint64("seed", 1, "seed of the tournament")
	bots := fs.String("bots", "normal", "bot level per seat, comma-separated (easy, normal, hard); one level for all seats")
	options := fs.String("options", "", "game options, comma-separated: name or name=value (elfer: short)")
	records := fs.String("records", "", "directory to write one record file (.jsonl) per round into")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	rotate := fs.Bool("rotate", false, "move the bot levels one seat on every game (a seat-rotated tournament)")
	if err := fs.Parse(args); err != nil {
		return nil, errUsage
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	cfg := &simConfig{players: *players, games: *games, rounds: *rounds, seed: *seed, records: *records, asJSON: *asJSON, rotate: *rotate}
	m, err := parseOptionList(*options)
	if err != nil {
		return nil, err
	}
	if cfg.game, err = registry.Find(*game); err != nil {
		return nil, err
	}
	if cfg.options, err = cfg.game.CheckOptions(m, *players); err != nil {
		return nil, err
	}
	if *games < 1 {
		return nil, fmt.Errorf("-games must be at least 1, not %d", *games)
	}
	if *rounds < 1 {
		return nil, fmt.Errorf("-rounds must be at least 1, not %d", *rounds)
	}
	levels := strings.Split(*bots, ",")
	if len(levels) != 1 && len(levels) != *players {
		return nil, fmt.Errorf("-bots names %d levels for %d players: give one level, or one per seat", len(levels), *players)
	}
	for p := range *players {
		l, err := level.Parse(strings.TrimSpace(levels[min(p, len(levels)-1)]))
		if err != nil {
			return nil, err
		}
		cfg.bots = append(cfg.bots, l)
	}
	return cfg, nil
}

// gameOutcome is what a tournament counts of one game.
type gameOutcome struct {
	leaders []int // the seats that won the game (ties share)
	totals  []int // each seat's score over the game
	turns   int
	blocked int // rounds that ended blocked
	bound   int // rounds that ended at the game's bound
}

// maxActions bounds one round of a tournament, so a game that does not end
// is reported rather than run forever.
const maxActions = 10_000_000

// playGame plays one game (a match of rounds) from its seed between the
// bots, each deciding from its seat's view, and hands every finished
// round's record to emit.
func playGame(cfg *simConfig, seed uint64, emit func(round int, rec games.Record) error) (gameOutcome, error) {
	var out gameOutcome
	m, err := games.NewMatch(cfg.game, cfg.options, cfg.players, cfg.rounds, seed)
	if err != nil {
		return out, err
	}
	bots := make([]games.Bot, cfg.players)
	for p := range bots {
		bots[p] = cfg.game.NewBot(cfg.bots[p], p, card.Mix(seed, uint64(1000+p)))
	}
	for !m.Over() {
		r, err := m.Deal()
		if err != nil {
			return out, err
		}
		if err := games.Play(r, bots, maxActions); err != nil {
			return out, err
		}
		out.turns += r.Turns()
		switch r.Result().Reason {
		case "blocked":
			out.blocked++
		case "bound":
			out.bound++
		}
		if err := m.Finish(r); err != nil {
			return out, err
		}
		if err := emit(m.Played(), r.Record(botNames(cfg.bots), m.Played())); err != nil {
			return out, err
		}
	}
	out.leaders, out.totals = m.Leaders(), m.Totals()
	return out, nil
}

// runSim plays the tournament. It is deterministic: the same configuration
// gives the same result, timing aside.
func runSim(cfg *simConfig) (*simResult, error) {
	res := &simResult{
		Game: cfg.game.ID, Players: cfg.players, Games: cfg.games, Rounds: cfg.rounds,
		Wins: make([]int, cfg.players), MeanScore: make([]float64, cfg.players),
	}
	for _, l := range cfg.bots {
		res.Bots = append(res.Bots, l.String())
	}
	if cfg.records != "" {
		if err := os.MkdirAll(cfg.records, 0o755); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	totalTurns := 0
	seats := map[level.Level]int{}
	won := map[level.Level]int{}
	for g := range cfg.games {
		emit := func(round int, rec games.Record) error {
			if cfg.records == "" {
				return nil
			}
			name := filepath.Join(cfg.records, fmt.Sprintf("%s-%05d-r%02d.jsonl", cfg.game.ID, g+1, round))
			return os.WriteFile(name, rec.Marshal(), 0o644)
		}
		gc := cfg
		if cfg.rotate {
			c := *cfg
			c.bots = make([]level.Level, cfg.players)
			for p := range c.bots {
				c.bots[p] = cfg.bots[(p+g)%cfg.players]
			}
			gc = &c
		}
		out, err := playGame(gc, card.Mix(cfg.seed, uint64(g)), emit)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", g+1, err)
		}
		for p, l := range gc.bots {
			seats[l]++
			if slices.Contains(out.leaders, p) {
				won[l]++
			}
		}
		totalTurns += out.turns
		res.Blocked += out.blocked
		res.Bound += out.bound
		for _, w := range out.leaders {
			res.Wins[w]++
		}
		for p, t := range out.totals {
			res.MeanScore[p] += float64(t)
		}
	}
	for p := range res.MeanScore {
		res.MeanScore[p] /= float64(cfg.games)
	}
	res.MeanTurns = float64(totalTurns) / float64(cfg.games)
	for l := level.Hard; l >= level.Easy; l-- {
		if n := seats[l]; n > 0 {
			res.Levels = append(res.Levels, levelResult{Level: l.String(), Seats: n, Wins: won[l], Rate: float64(won[l]) / float64(n), CI95: wilson(won[l], n)})
		}
	}
	if secs := time.Since(start).Seconds(); secs > 0 {
		res.GamesPerSecond = float64(cfg.games) / secs
	}
	return res, nil
}

func botNames(levels []level.Level) []string {
	names := make([]string, len(levels))
	for p, l := range levels {
		names[p] = fmt.Sprintf("Bot %d (%s)", p+1, l)
	}
	return names
}

// simMain is the `sim` subcommand; it returns the exit status.
func simMain(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseSim(args, stderr)
	if err != nil {
		if !errors.Is(err, errUsage) {
			fmt.Fprintln(stderr, "sim:", err)
		}
		return 2
	}
	res, err := runSim(cfg)
	if err != nil {
		fmt.Fprintln(stderr, "sim:", err)
		return 1
	}
	if cfg.asJSON {
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(res); err != nil {
			fmt.Fprintln(stderr, "sim:", err)
			return 1
		}
		return 0
	}
	fmt.Fprintf(stdout, "%s, %d players, %d games of %d round(s), %.0f games/s\n", res.Game, res.Players, res.Games, res.Rounds, res.GamesPerSecond)
	for p := range res.Wins {
		fmt.Fprintf(stdout, "seat %d (%-6s): %5d wins (%5.1f%%), mean score %6.2f\n", p+1, res.Bots[p], res.Wins[p], 100*float64(res.Wins[p])/float64(res.Games), res.MeanScore[p])
	}
	fmt.Fprintf(stdout, "mean turns %.1f, blocked rounds %d, rounds ended at the bound %d\n", res.MeanTurns, res.Blocked, res.Bound)
	for _, l := range res.Levels {
		fmt.Fprintf(stdout, "%-6s: won %d of %d seat-games, %.1f%% (95%% CI %.1f–%.1f%%)\n", l.Level, l.Wins, l.Seats, 100*l.Rate, 100*l.CI95[0], 100*l.CI95[1])
	}
	return 0
}
