// Command elferraus plays Elfer raus! in a window (or in the browser), and
// runs headless tournaments between bots with `elferraus sim`.
//
//	go run .                                   the menu
//	go run . -game elfer -players 4 -seed 7    straight to the table
//	go run . sim -game elfer -games 1000 -json a bot tournament
//	go run . check FILE...                     check game records against the rules
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"elferraus/engine/bot"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes"
)

func main() {
	os.Exit(run(programArgs(), os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "sim" {
		return simMain(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "check" {
		return checkMain(args[1:], stdout, stderr)
	}
	cfg, err := parseWindow(args, stderr)
	if err != nil {
		if !errors.Is(err, errUsage) {
			fmt.Fprintln(stderr, "elferraus:", err)
		}
		return 2
	}
	first := scenes.First(cfg.setup, cfg.direct)
	if cfg.replay != "" {
		t, err := openReplay(cfg.replay)
		if err != nil {
			fmt.Fprintln(stderr, "elferraus:", err)
			return 2
		}
		first = t
	}
	if err := game.Run(cfg.settings, first); err != nil {
		fmt.Fprintln(stderr, "elferraus:", err)
		return 1
	}
	return 0
}

// windowConfig is what the command line asks of the window.
type windowConfig struct {
	setup    scenes.Setup
	settings *game.Settings
	direct   bool   // open at the table instead of the menu
	replay   string // a record file to watch
}

// openReplay reads a record file for the replay viewer; a file that is not a
// record, or a round the rules refuse, is reported with the reason.
func openReplay(name string) (*scenes.Table, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	t, err := scenes.NewReplay(rec)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return t, nil
}

func parseWindow(args []string, stderr io.Writer) (*windowConfig, error) {
	fs := flag.NewFlagSet("elferraus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: elferraus [flags]         play in a window\n       elferraus sim [flags]     bot tournaments (elferraus sim -h)\n       elferraus check FILE...   check game records against the rules\n\nflags:\n")
		fs.PrintDefaults()
	}
	gameID := fs.String("game", "", "open straight at the table of this game: "+strings.Join(tableGameIDs(), ", "))
	players := fs.Int("players", 4, "number of seats (2-6)")
	humans := fs.Int("humans", 1, "how many seats are played by people at this screen (the first seats)")
	seed := fs.Uint64("seed", 0, "seed of the match (0: a new one each time)")
	rounds := fs.Int("rounds", 3, "rounds in the match")
	options := fs.String("options", "", "game options, comma-separated (elfer: short)")
	level := fs.String("bots", "normal", "bot level: easy, normal or hard")
	demo := fs.Bool("demo", false, "every seat is played by a bot")
	fast := fs.Bool("fast", false, "play without pauses")
	exit := fs.Bool("exit", false, "quit when the match is over")
	lang := fs.String("lang", "", "language: en or de (default: from the system)")
	shot := fs.String("shot", "", "save the screen to this PNG file at tick -shot-tick")
	replay := fs.String("replay", "", "watch a recorded round (a .jsonl record file)")
	shotTick := fs.Int64("shot-tick", 240, "the tick (60 a second) of -shot")
	if err := fs.Parse(args); err != nil {
		return nil, errUsage
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (try -h)", fs.Arg(0))
	}
	cfg := &windowConfig{replay: *replay, settings: &game.Settings{Speed: game.Normal, NoWait: *fast, Exit: *exit, Shot: *shot, ShotTick: *shotTick}}
	switch strings.ToLower(*lang) {
	case "":
		cfg.settings.Lang = systemLang()
	case "en", "english":
		cfg.settings.Lang = game.English
	case "de", "deutsch", "german":
		cfg.settings.Lang = game.German
	default:
		return nil, fmt.Errorf("unknown language %q (en or de)", *lang)
	}
	id := *gameID
	cfg.direct = id != "" || *demo
	if id == "" {
		id = "elfer"
	}
	gameIdx, ok := scenes.GameIndex(id)
	if !ok {
		return nil, fmt.Errorf("the window plays %s, not %q", strings.Join(tableGameIDs(), ", "), id)
	}
	var opts elfer.Options
	if _, isElfer := elfer.ParseVariant(id); isElfer {
		var err error
		if opts, err = parseGameOptions(id, *options); err != nil {
			return nil, err
		}
		if err := opts.Check(*players); err != nil {
			return nil, err
		}
	} else {
		if *options != "" {
			return nil, fmt.Errorf("%s has no options", id)
		}
		if *players < snap.MinPlayers || *players > snap.MaxPlayers {
			return nil, fmt.Errorf("%s is for %d to %d players, not %d", id, snap.MinPlayers, snap.MaxPlayers, *players)
		}
		if *humans > scenes.MaxSnapHumans && !*demo {
			return nil, fmt.Errorf("at most %d people can share the keyboard in %s", scenes.MaxSnapHumans, id)
		}
	}
	lvl, err := bot.ParseLevel(*level)
	if err != nil {
		return nil, err
	}
	if *rounds < 1 || *rounds > 99 {
		return nil, fmt.Errorf("-rounds must be between 1 and 99, not %d", *rounds)
	}
	h := *humans
	if *demo {
		h = 0
	}
	if h < 0 || h > *players {
		return nil, fmt.Errorf("-humans must be between 0 and the number of players (%d), not %d", *players, h)
	}
	s := *seed
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	cfg.setup = scenes.Setup{Game: gameIdx, Options: opts, Players: *players, Level: lvl, Rounds: *rounds, Seed: s}
	cfg.setup.FirstHumans(h)
	return cfg, nil
}
