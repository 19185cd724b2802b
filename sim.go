//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// simConfig is what `sim` was asked to do.
type simConfig struct {
	game    string
	play    tournamentGame
	players int
	games   int
	rounds  int
	seed    uint64
	bots    []bot.Level
	records string
	asJSON  bool
}

// simResult is the tournament's summary; its JSON form is the command's
// output.
type simResult struct {
	Game           string    `json:"game"`
	Players        int       `json:"players"`
	Games          int       `json:"games"`
	Rounds         int       `json:"rounds"`
	Bots           []string  `json:"bots"`
	Wins           []int     `json:"wins"`
	MeanScore      []float64 `json:"mean_score"`
	MeanTurns      float64   `json:"mean_turns"`
	Blocked        int       `json:"blocked"`
	GamesPerSecond float64   `json:"games_per_second"`
}

func parseSim(args []string, stderr io.Writer) (*simConfig, error) {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "elfer", "game id: "+strings.Join(gameIDs(), ", "))
	players := fs.Int("players", 4, "number of seats (2-6)")
	games := fs.Int("games", 100, "number of games to play")
	rounds := fs.Int("rounds", 1, "rounds per game (a match)")
	seed := fs.Uint64("seed", 1, "seed of the tournament")
	bots := fs.String("bots", "normal", "bot level per seat, comma-separated (easy, normal, hard); one level for all seats")
	options := fs.String("options", "", "game options, comma-separated: name or name=value (elfer: short)")
	records := fs.String("records", "", "directory to write one record file (.jsonl) per round into")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	if err := fs.Parse(args); err != nil {
		return nil, errUsage
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	cfg := &simConfig{game: *game, players: *players, games: *games, rounds: *rounds, seed: *seed, records: *records, asJSON: *asJSON}
	m, err := parseOptionList(*options)
	if err != nil {
		return nil, err
	}
	cfg.play, err = tournamentFor(*game, m, *players)
	if err != nil {
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
		l, err := bot.ParseLevel(strings.TrimSpace(levels[min(p, len(levels)-1)]))
		if err != nil {
			return nil, err
		}
		cfg.bots = append(cfg.bots, l)
	}
	return cfg, nil
}

func gameIDs() []string {
	var ids []string
	for _, v := range elfer.Variants() {
		ids = append(ids, v.ID())
	}
	return append(ids, master.ID)
}

// tournamentGame plays whole games of one game id between bots for `sim`.
type tournamentGame interface {
	// play plays one game (a match of rounds) from its seed, handing every
	// finished round's record to emit.
	play(cfg *simConfig, seed uint64, emit func(round int, rec *record.Record) error) (gameOutcome, error)
}

// gameOutcome is what a tournament counts of one game.
type gameOutcome struct {
	leaders []int // the seats that won the game (ties share)
	totals  []int // each seat's score over the game
	turns   int
	blocked int // rounds that ended blocked
}

// tournamentFor finds the game id and checks its options and seats.
func tournamentFor(game string, options map[string]any, players int) (tournamentGame, error) {
	if _, ok := elfer.ParseVariant(game); ok {
		opts, err := elfer.ParseOptions(game, options)
		if err != nil {
			return nil, err
		}
		if err := opts.Check(players); err != nil {
			return nil, err
		}
		return elferTournament{opts}, nil
	}
	if game == master.ID {
		if _, err := master.ParseOptions(game, options); err != nil {
			return nil, err
		}
		if players < master.MinPlayers || players > master.MaxPlayers {
			return nil, fmt.Errorf("%s is for %d to %d players, not %d", game, master.MinPlayers, master.MaxPlayers, players)
		}
		return masterTournament{}, nil
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", game, strings.Join(gameIDs(), ", "))
}

// elferTournament plays Elfer raus! and its variants.
type elferTournament struct{ opts elfer.Options }

func (e elferTournament) play(cfg *simConfig, seed uint64, emit func(int, *record.Record) error) (gameOutcome, error) {
	m, err := elfer.NewMatch(e.opts, cfg.players, cfg.rounds, seed)
	if err != nil {
		return gameOutcome{}, err
	}
	bots := make([]*bot.Elfer, cfg.players)
	for p := range bots {
		bots[p] = bot.NewElfer(cfg.bots[p], card.Mix(seed, uint64(1000+p)))
	}
	choose := func(p int, v *elfer.View) elfer.Action { return bots[p].Choose(v) }
	turns := func(s *elfer.State) int { return s.Turn().Number + 1 }
	return playMatch[*elfer.State](cfg, m, choose, turns, emit)
}

// simRound is what a tournament needs of one round of a turn-based game.
type simRound[V, A any] interface {
	IsOver() bool
	ToMove() int
	ViewInto(seat int, v *V)
	Apply(a A) error
	Legal(seat int) []A
	Blocked() bool
	Record(names []string, round int) *record.Record
}

// simMatch is a series of rounds of one game.
type simMatch[S any] interface {
	Over() bool
	Deal() (S, error)
	Finish(S) error
	Played() int
	Leaders() []int
	Totals() []int
}

// playMatch plays a match between bots, each deciding from its seat's view,
// and hands every finished round's record to emit.
func playMatch[S simRound[V, A], V, A any](cfg *simConfig, m simMatch[S], choose func(seat int, v *V) A, turns func(S) int, emit func(int, *record.Record) error) (gameOutcome, error) {
	var out gameOutcome
	var view V
	for !m.Over() {
		s, err := m.Deal()
		if err != nil {
			return out, err
		}
		for !s.IsOver() {
			p := s.ToMove()
			s.ViewInto(p, &view)
			a := choose(p, &view)
			if err := s.Apply(a); err != nil {
				return out, fmt.Errorf("the %s bot chose %v, which the engine refused (%v); legal: %v", cfg.bots[p], a, err, s.Legal(p))
			}
		}
		out.turns += turns(s)
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

// runSim plays the tournament. It is deterministic: the same configuration
// gives the same result, timing aside.
func runSim(cfg *simConfig) (*simResult, error) {
	res := &simResult{
		Game: cfg.game, Players: cfg.players, Games: cfg.games, Rounds: cfg.rounds,
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
	for g := range cfg.games {
		emit := func(round int, rec *record.Record) error {
			if cfg.records == "" {
				return nil
			}
			name := filepath.Join(cfg.records, fmt.Sprintf("%s-%05d-r%02d.jsonl", cfg.game, g+1, round))
			return os.WriteFile(name, rec.Marshal(), 0o644)
		}
		out, err := cfg.play.play(cfg, card.Mix(cfg.seed, uint64(g)), emit)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", g+1, err)
		}
		totalTurns += out.turns
		res.Blocked += out.blocked
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
	if secs := time.Since(start).Seconds(); secs > 0 {
		res.GamesPerSecond = float64(cfg.games) / secs
	}
	return res, nil
}

func botNames(levels []bot.Level) []string {
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
	fmt.Fprintf(stdout, "mean turns %.1f, blocked rounds %d\n", res.MeanTurns, res.Blocked)
	return 0
}
