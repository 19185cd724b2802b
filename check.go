//go:build !js

package main

import (
	"fmt"
	"io"
	"os"

	"elferraus/engine/registry"
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
	g, rec, err := registry.Read(data)
	if err != nil {
		// Garbage, a truncated or oversized file, an unknown game: not a
		// record to check.
		return checkUnreadable, err.Error()
	}
	r, err := g.Replay(rec, -1)
	if err != nil {
		return checkBroken, err.Error()
	}
	// A record that leaves a turned-over stack's order to the program's
	// own shuffle replays only through this program: the rules it keeps
	// cannot be checked from the record alone.
	if sd, ok := r.(interface{ SeedDependent() []int }); ok {
		if lines := sd.SeedDependent(); len(lines) > 0 {
			return checkBroken, fmt.Sprintf("line %d: a stack is turned over without the line naming its new order (\"stacks\"), so the record depends on this program's shuffle from the seed (%d such lines)", lines[0], len(lines))
		}
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
