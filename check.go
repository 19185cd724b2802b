//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"slices"
	"strings"

	"elferraus/engine/games"
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
	return checkData(data)
}

// checkData checks one record's bytes: the status and, unless it is ok,
// the reason.
func checkData(data []byte) (int, string) {
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
	if msg := rewritten(data, rec, r); msg != "" {
		return checkBroken, msg
	}
	return checkOK, ""
}

// olderForm is a round replayed from a record of a format this program once
// wrote and still reads: dropped are the lines its record leaves out, anew
// those it writes otherwise (1-based lines of the record read).
type olderForm interface {
	OlderLines() (dropped, anew []int)
}

// rewritten compares a record the engine replayed with the record the
// program writes of that round: every line must say what the program's
// line says (as JSON values, so the order of an object's fields and spacing
// do not matter). A line the program would not write (a field left to its
// default, a duplicate, a field of another verb, a list in an order the
// rules do not leave free) is refused even when the round it replays to is
// legal, so a record that passes check is exactly one this program could
// have written. Lines of an older format the engine reads are compared
// after it is written anew, as far as they survive.
func rewritten(data []byte, rec games.Record, r games.Round) string {
	h := rec.Head()
	again := strings.Split(strings.TrimSuffix(string(r.Record(h.Names, h.Round).Marshal()), "\n"), "\n")
	var dropped, anew []int
	if o, ok := r.(olderForm); ok {
		dropped, anew = o.OlderLines()
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	j := 0
	for i, l := range lines {
		n := i + 1
		if slices.Contains(dropped, n) {
			continue
		}
		if j >= len(again) {
			return fmt.Sprintf("line %d: the round ended on the line before; this program writes nothing more", n)
		}
		want := again[j]
		j++
		if slices.Contains(anew, n) {
			continue
		}
		got, err := jsonValue(l)
		if err != nil {
			return fmt.Sprintf("line %d: %v", n, err)
		}
		if w, _ := jsonValue(want); !reflect.DeepEqual(got, w) {
			return fmt.Sprintf("line %d: not as this program writes that line: %s", n, want)
		}
	}
	if j < len(again) {
		return fmt.Sprintf("line %d: missing; this program writes %s", len(lines)+1, again[j])
	}
	return ""
}

// jsonValue reads one line as a JSON value, numbers as written.
func jsonValue(line string) (any, error) {
	d := json.NewDecoder(strings.NewReader(line))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("not one JSON value: %v", err)
	}
	if d.More() {
		return nil, errors.New("more after the JSON value")
	}
	return v, nil
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
