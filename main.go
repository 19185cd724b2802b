// Command elferraus plays Elfer raus! in a window (or in the browser), and
// runs headless tournaments between bots with `elferraus sim`.
//
//	go run .                                   the menu
//	go run . -game elfer -players 4 -seed 7    straight to the table
//	go run . sim -game elfer -games 1000 -json a bot tournament
//	go run . check FILE...                     check game records against the rules
//	go run . -deal 8417-Y                      straight to the table of a deal code
//	go run . -daily today                      the deal of the day
//	go run . deal 8417-Y                       a deal code's first deal as a record
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"elferraus/engine/deal"
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes"
)

// dealMain is the `deal` subcommand; deal_cmd.go sets it in the native
// build only, so the browser download leaves it out.
var dealMain func(args []string, stdout, stderr io.Writer) int

// serveMain is the serve subcommand, set by serve_cmd.go in the native
// build only: the browser download links none of the server.
var serveMain func(args []string, stdout, stderr io.Writer) int

// loadtestMain is the loadtest subcommand, native only like serve.
var loadtestMain func(args []string, stdout, stderr io.Writer) int

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
	if len(args) > 0 && args[0] == "serve" {
		if serveMain == nil {
			fmt.Fprintln(stderr, "serve runs on the command line, not in the browser")
			return 2
		}
		return serveMain(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "loadtest" {
		if loadtestMain == nil {
			fmt.Fprintln(stderr, "loadtest runs on the command line, not in the browser")
			return 2
		}
		return loadtestMain(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "deal" {
		if dealMain == nil {
			fmt.Fprintln(stderr, "deal runs on the command line, not in the browser")
			return 2
		}
		return dealMain(args[1:], stdout, stderr)
	}
	cfg, err := parseWindow(args, stderr)
	if err != nil {
		if !errors.Is(err, errUsage) {
			fmt.Fprintln(stderr, "elferraus:", err)
		}
		return 2
	}
	first := func(ctx *game.Context) game.Scene { return scenes.First(ctx, cfg.setup, cfg.direct) }
	if cfg.join != "" {
		first = func(*game.Context) game.Scene {
			return scenes.JoinRoom(cfg.setup, cfg.join, cfg.server, cfg.name, cfg.demo)
		}
	}
	if cfg.replay != "" {
		t, err := openReplay(cfg.replay, cfg.setup)
		if err != nil {
			fmt.Fprintln(stderr, "elferraus:", err)
			return 2
		}
		first = func(*game.Context) game.Scene { return t }
	}
	if err := game.Run(cfg.settings, first); err != nil {
		if noDisplay(err) {
			fmt.Fprint(stderr, noDisplayHelp(err))
			return exitNoDisplay
		}
		fmt.Fprintln(stderr, "elferraus:", err)
		return 1
	}
	return 0
}

// noDisplay tells the failure to open a window at all (no X11 or Wayland
// display, no graphics driver) from an error of the running game: the one
// a person can fix by running the game elsewhere or differently.
func noDisplay(err error) bool {
	msg := strings.ToLower(err.Error())
	for _, s := range []string{
		"no window system is available", // Ebitengine without X11, Wayland or a framebuffer
		"failed to open display",
		"cannot open display",
	} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// exitNoDisplay is the exit status when no window could be opened.
const exitNoDisplay = 3

// noDisplayHelp says what is missing and how to run the game anyway.
func noDisplayHelp(err error) string {
	return fmt.Sprintf(`elferraus: no window can be opened here: no display was found (%v).
The game needs a graphical session: X11 (the DISPLAY variable) or Wayland
(WAYLAND_DISPLAY), with OpenGL.
  - On a machine without a screen, run it under a virtual one:
      xvfb-run -a elferraus -game elfer -demo -exit -shot table.png
  - Over SSH, log in with X forwarding (ssh -X) or set DISPLAY.
  - These need no window at all:
      elferraus sim -game elfer -games 100    bot tournaments
      elferraus check FILE...                 check game records
      elferraus deal CODE                     print a deal as a record
`, err)
}

// windowConfig is what the command line asks of the window.
type windowConfig struct {
	setup    scenes.Setup
	settings *game.Settings
	direct   bool   // open at the table instead of the menu
	replay   string // a record file to watch
	// join is a room to join at once (-join, a page's ?room=) on server
	// under name; with demo a bot plays the seat there.
	join, server, name string
	demo               bool
}

// openReplay reads a record file of any game for its table's replay viewer,
// which returns to the menu of back set to the record's game; a file that is
// not a record, or a round the rules refuse, is reported with the reason.
func openReplay(name string, back scenes.Setup) (game.Scene, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	g, rec, err := registry.Read(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	back.Game, back.Players, back.Options = g.ID, rec.Head().Players, nil
	t, err := scenes.ReplayOf(g, rec, back)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return t, nil
}

func parseWindow(args []string, stderr io.Writer) (*windowConfig, error) {
	fs := flag.NewFlagSet("elferraus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, `usage: elferraus [flags]                        play in a window
       elferraus sim [flags]                    bot tournaments (elferraus sim -h)
       elferraus check FILE...                  check game records against the rules
       elferraus deal CODE                      print the first deal of a deal code as a record
       elferraus deal -daily DATE [-game ID]    the same for the deal of the day (its code on stderr)
       elferraus serve [flags]                  online rooms and the browser version (elferraus serve -h)
       elferraus loadtest [flags]               rooms of bot clients against a server (elferraus loadtest -h)

flags:
`)
		fs.PrintDefaults()
	}
	gameID := fs.String("game", "", "open straight at the table of this game: "+strings.Join(scenes.PlayableIDs(), ", "))
	players := fs.Int("players", 4, "number of seats (2-6)")
	humans := fs.Int("humans", 1, "how many seats are played by people at this screen (the first seats)")
	seed := fs.Uint64("seed", 0, "seed of the match (0: a new one each time)")
	rounds := fs.Int("rounds", 3, "rounds in the match")
	options := fs.String("options", "", "game options, comma-separated (elfer: short)")
	dealCode := fs.String("deal", "", "open straight at the table of a deal code, which names the game, players, seed and options")
	daily := fs.String("daily", "", "play the deal of the day of DATE (today or 2006-01-02) of -game (default elfer); one round unless -rounds")
	levelName := fs.String("bots", "normal", "bot level: easy, normal or hard")
	demo := fs.Bool("demo", false, "every seat is played by a bot")
	fast := fs.Bool("fast", false, "play without pauses")
	exit := fs.Bool("exit", false, "quit when the match is over")
	lang := fs.String("lang", "", "language: en or de (default: from the system)")
	shot := fs.String("shot", "", "save the screen to this PNG file at tick -shot-tick")
	replay := fs.String("replay", "", "watch a recorded round (a .jsonl record file)")
	shotTick := fs.Int64("shot-tick", 240, "the tick (60 a second) of -shot")
	size := fs.String("size", "", "the window's first size WIDTHxHEIGHT, e.g. 390x844 for a phone's shape")
	join := fs.String("join", "", "join the online room of this code (with -server and -name)")
	server := fs.String("server", "", "the online rooms' server, e.g. ws://127.0.0.1:8090/ws, or several of one cluster comma-separated (default: the one chosen last)")
	name := fs.String("name", "", "your name in an online room")
	if err := fs.Parse(args); err != nil {
		return nil, errUsage
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (try -h)", fs.Arg(0))
	}
	if *join != "" && !online.ValidCode(strings.ToUpper(*join)) {
		return nil, fmt.Errorf("-join %q is not a room code (%d letters and digits)", *join, online.CodeLen)
	}
	if *server != "" {
		// Several servers of one cluster: any of them reaches the room.
		for _, u := range strings.Split(*server, ",") {
			if u = strings.TrimSpace(u); !strings.HasPrefix(u, "ws://") && !strings.HasPrefix(u, "wss://") {
				return nil, fmt.Errorf("-server %q is not a WebSocket address (ws://host:port/ws or wss://…, several comma-separated)", u)
			}
		}
	}
	var winW, winH int
	if *size != "" {
		if n, err := fmt.Sscanf(*size, "%dx%d", &winW, &winH); n != 2 || err != nil || winW < 320 || winH < 270 || winW > 16384 || winH > 16384 {
			return nil, fmt.Errorf("-size wants WIDTHxHEIGHT of at least 320x270, like 390x844, not %q", *size)
		}
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	cfg := &windowConfig{replay: *replay, settings: &game.Settings{Speed: game.Normal, Volume: game.DefaultVolume, NoWait: *fast, Exit: *exit, Shot: *shot, ShotTick: *shotTick, WindowW: winW, WindowH: winH, NoSave: (*demo && *join == "") || *shot != "", LangFixed: *lang != ""}}
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

	// The match: from the flags, or from a deal code (-deal, -daily), which
	// names the game, the players, the seed and the options itself.
	id, nPlayers, matchSeed, nRounds := *gameID, *players, *seed, *rounds
	optMap, err := parseOptionList(*options)
	if err != nil {
		return nil, err
	}
	fromCode, dailyDay := false, ""
	switch {
	case set["deal"] && set["daily"]:
		return nil, errors.New("-deal and -daily cannot go together: each names a deal of its own")
	case set["deal"]:
		if f := firstSet(set, "game", "players", "seed", "options"); f != "" {
			return nil, fmt.Errorf("-deal names the game, players, seed and options itself; leave out -%s", f)
		}
		c, err := deal.Parse(*dealCode)
		if err != nil {
			return nil, fmt.Errorf("-deal %q: %v", *dealCode, err)
		}
		if !scenes.Playable(c.Game) {
			return nil, fmt.Errorf("-deal %q is a deal of %s, which the window does not play (it plays %s)", *dealCode, c.Game, strings.Join(scenes.PlayableIDs(), ", "))
		}
		id, nPlayers, matchSeed, optMap, fromCode = c.Game, c.Players, c.Seed, codeOptions(c.Options), true
	case set["daily"]:
		if f := firstSet(set, "players", "seed", "options"); f != "" {
			return nil, fmt.Errorf("-daily plays the deal of the day, which fixes the players, seed and options; leave out -%s", f)
		}
		day, err := dailyDate(*daily, time.Now())
		if err != nil {
			return nil, err
		}
		if id == "" {
			id = "elfer"
		}
		if !scenes.Playable(id) {
			return nil, fmt.Errorf("the window plays %s, not %q", strings.Join(scenes.PlayableIDs(), ", "), id)
		}
		c, err := deal.Daily(day, id)
		if err != nil {
			return nil, fmt.Errorf("-daily %s: %v", *daily, err)
		}
		id, nPlayers, matchSeed, optMap, fromCode, dailyDay = c.Game, c.Players, c.Seed, codeOptions(c.Options), true, day
		if !set["rounds"] {
			nRounds = 1
		}
	}
	cfg.direct = id != "" || *demo
	if id == "" {
		id = "elfer"
	}
	if !scenes.Playable(id) {
		return nil, fmt.Errorf("the window plays %s, not %q", strings.Join(scenes.PlayableIDs(), ", "), id)
	}
	g, _ := registry.Lookup(id)
	if !set["players"] && !fromCode {
		// Without -players, the usual four seats, or as near as the game
		// allows: -game zweikampf alone opens a duel.
		nPlayers = min(max(nPlayers, g.MinPlayers), g.MaxPlayers)
	}
	lvl, err := level.Parse(*levelName)
	if err != nil {
		return nil, err
	}
	if nRounds < 1 || nRounds > 99 {
		return nil, fmt.Errorf("-rounds must be between 1 and 99, not %d", nRounds)
	}
	h := *humans
	if *demo {
		h = 0
	}
	opts, err := g.CheckOptions(optMap, nPlayers)
	if err != nil {
		return nil, err
	}
	if g.MaxHumans > 0 && h > g.MaxHumans {
		return nil, fmt.Errorf("at most %d people can share the keyboard in %s", g.MaxHumans, id)
	}
	if h < 0 || h > nPlayers {
		return nil, fmt.Errorf("-humans must be between 0 and the number of players (%d), not %d", nPlayers, h)
	}
	if matchSeed == 0 && !fromCode {
		matchSeed = uint64(time.Now().UnixNano())
	}
	cfg.setup = scenes.Setup{Game: id, Options: opts, Players: nPlayers, Level: lvl, Rounds: nRounds, Seed: matchSeed, Daily: dailyDay}
	cfg.setup.FirstHumans(h)
	cfg.setup.SeedAsked = set["seed"] || fromCode
	cfg.join, cfg.server, cfg.name, cfg.demo = strings.ToUpper(*join), *server, *name, *demo
	return cfg, nil
}

// firstSet is the first of names given on the command line, or "".
func firstSet(set map[string]bool, names ...string) string {
	for _, n := range names {
		if set[n] {
			return n
		}
	}
	return ""
}
