package main

import (
	"fmt"
	"io"
	"os"

	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// Exit statuses of `check`.
const (
	checkOK         = 0
	checkBroken     = 1 // a record breaks a rule
	checkUnreadable = 2 // a file cannot be read or is not a record
)

// checkMain is the `check` subcommand: it replays each record through the
// engine from its deal as written and prints "ok" or the first line the
// engine refuses, with the reason a player would see.
func checkMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: elferraus check FILE...")
		return checkUnreadable
	}
	status := checkOK
	for _, name := range args {
		st, msg := checkFile(name)
		if st == checkOK {
			fmt.Fprintf(stdout, "%s: ok\n", name)
		} else {
			fmt.Fprintf(stdout, "%s: %s\n", name, msg)
		}
		status = max(status, st)
	}
	return status
}

// checkFile checks one record file.
func checkFile(name string) (int, string) {
	f, err := os.Open(name)
	if err != nil {
		return checkUnreadable, err.Error()
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		// Garbage, a truncated or oversized file: not a record to check.
		return checkUnreadable, err.Error()
	}
	if err := replayRecord(rec); err != nil {
		return checkBroken, err.Error()
	}
	return checkOK, ""
}

// replayRecord plays a record through the engine of its game.
func replayRecord(rec *record.Record) error {
	game := rec.Header.Game
	if _, ok := elfer.ParseVariant(game); ok {
		_, err := elfer.Replay(rec, -1)
		return err
	}
	if game == master.ID {
		_, err := master.Replay(rec, -1)
		return err
	}
	return fmt.Errorf("line 1: unknown game %q", game)
}
