//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/snap"
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
	data, err := readLimited(name)
	if err != nil {
		return checkUnreadable, err.Error()
	}
	if g := headerGame(data); g == snap.ID || g == snap.IDLos {
		rec, err := snap.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return checkUnreadable, err.Error()
		}
		if _, err := snap.Replay(rec, -1); err != nil {
			return checkBroken, err.Error()
		}
		return checkOK, ""
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		// Garbage, a truncated or oversized file: not a record to check.
		return checkUnreadable, err.Error()
	}
	if err := replayRecord(rec); err != nil {
		return checkBroken, err.Error()
	}
	return checkOK, ""
}

// maxRecordFile bounds the size of a record file check reads.
const maxRecordFile = 64 << 20

// readLimited reads a file of at most maxRecordFile bytes.
func readLimited(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxRecordFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxRecordFile {
		return nil, fmt.Errorf("larger than %d MiB: not a record", maxRecordFile>>20)
	}
	return data, nil
}

// headerGame is the game a record's first line names, or "" when the first
// line is no record header; the game decides which reader reads the rest.
func headerGame(data []byte) string {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	var h struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(first, &h) != nil {
		return ""
	}
	return h.Game
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
