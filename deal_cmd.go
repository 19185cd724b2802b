//go:build !js

package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"elferraus/engine/deal"
	"elferraus/engine/games"
	"elferraus/engine/registry"
)

// The `deal` subcommand is a command-line tool, like sim and check.
func init() { dealMain = dealCommand }

// dealCommand prints the first round of a deal code's match as a record
// (header and setup lines): `elferraus deal CODE`, or the deal of the day
// with `elferraus deal -daily DATE [-game ID]`, whose code goes to stderr so
// that stdout stays a pure record. Exit status 2 for a bad code or argument.
func dealCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("deal", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, `usage: elferraus deal CODE
       elferraus deal -daily DATE [-game ID]

Prints the first deal of the code's match as an elferraus-record/1 record
(header and setup lines). With -daily, the code of the deal of the day goes
to stderr.

flags:
`)
		fs.PrintDefaults()
	}
	daily := fs.String("daily", "", "the deal of the day of DATE (today or 2006-01-02) instead of a code")
	gameID := fs.String("game", "", "the game of -daily (default elfer)")
	// Flags may come before or after the code.
	var codes []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		codes, rest = append(codes, fs.Arg(0)), fs.Args()[1:]
	}
	c, err := dealArgs(fs, codes, *daily, *gameID)
	if err != nil {
		fmt.Fprintln(stderr, "elferraus deal:", err)
		return 2
	}
	var buf bytes.Buffer
	if err := writeFirstDeal(&buf, c); err != nil {
		fmt.Fprintln(stderr, "elferraus deal:", err)
		return 2
	}
	if *daily != "" {
		fmt.Fprintln(stderr, c)
	}
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "elferraus deal:", err)
		return 1
	}
	return 0
}

// dealArgs finds the code the command line names: one CODE argument, or
// -daily with an optional -game.
func dealArgs(fs *flag.FlagSet, codes []string, daily, gameID string) (deal.Code, error) {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case set["daily"] && len(codes) > 0:
		return deal.Code{}, fmt.Errorf("give a CODE or -daily, not both")
	case set["daily"]:
		day, err := dailyDate(daily, time.Now())
		if err != nil {
			return deal.Code{}, err
		}
		if gameID == "" {
			gameID = "elfer"
		}
		return deal.Daily(day, gameID)
	case set["game"]:
		return deal.Code{}, errors.New("-game goes with -daily; a code names its game itself")
	case len(codes) == 0:
		return deal.Code{}, errors.New("no code given (elferraus deal CODE, or -daily DATE)")
	case len(codes) > 1:
		return deal.Code{}, fmt.Errorf("one code at a time, not %d", len(codes))
	}
	c, err := deal.Parse(codes[0])
	if err != nil {
		return deal.Code{}, fmt.Errorf("%q: %v", codes[0], err)
	}
	return c, nil
}

// writeFirstDeal writes the first round's deal of the code's match as the
// table deals it: the game's match from the code's seed.
func writeFirstDeal(w io.Writer, c deal.Code) error {
	g, err := registry.Find(c.Game)
	if err != nil {
		return fmt.Errorf("%s is a deal of %s, which this program does not deal yet (it deals %s)", c, c.Game, registry.Known())
	}
	m, err := games.NewMatch(g, codeOptions(c.Options), c.Players, 1, c.Seed)
	if err != nil {
		return err
	}
	r, err := m.Deal()
	if err != nil {
		return err
	}
	return r.Record(nil, 1).Write(w)
}
