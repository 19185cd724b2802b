//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// writeRecords makes a few real records with sim and returns their paths.
func writeRecords(t *testing.T, game string) []string {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"sim", "-game", game, "-players", "3", "-games", "1", "-rounds", "1", "-seed", "5", "-records", dir, "-json"}, &out, &errb); code != 0 {
		t.Fatalf("sim: %s", errb.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no record written")
	}
	return files
}

func TestCheckGoodRecords(t *testing.T) {
	files := writeRecords(t, "elfer")
	golden, _ := filepath.Glob("engine/elfer/testdata/golden/*.jsonl")
	golden2, _ := filepath.Glob("engine/master/testdata/golden/*.jsonl")
	golden3, _ := filepath.Glob("engine/snap/testdata/golden/*.jsonl")
	if len(golden3) == 0 {
		t.Fatal("no Schnipp Schnapp golden records")
	}
	files = append(append(append(files, golden...), golden2...), golden3...)
	var out, errb bytes.Buffer
	if code := run(append([]string{"check"}, files...), &out, &errb); code != 0 {
		t.Fatalf("check on good records: exit %d\n%s", code, out.String())
	}
	if got := strings.Count(out.String(), ": ok\n"); got != len(files) {
		t.Errorf("%d of %d files reported ok:\n%s", got, len(files), out.String())
	}
}

func TestCheckBrokenRules(t *testing.T) {
	good, err := os.ReadFile(writeRecords(t, "elfer")[0])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(good), "\n"), "\n")
	firstLay := -1
	for i, l := range lines {
		if strings.Contains(l, `"act":"lay"`) {
			firstLay = i
			break
		}
	}
	cases := []struct {
		name   string
		mutate func([]string) []string
		line   int // the line the report must name
	}{
		{"a lay by the wrong seat", func(ls []string) []string {
			l := ls[firstLay]
			seat := l[strings.Index(l, `"seat":`)+7]
			other := byte('0' + (seat-'0'+1)%3)
			ls[firstLay] = strings.Replace(l, `"seat":`+string(seat), `"seat":`+string(other), 1)
			return ls
		}, firstLay + 1},
		{"a wrong result", func(ls []string) []string {
			ls[len(ls)-1] = `{"result":{"reason":"blocked","winners":[],"scores":[1,2,3]}}`
			return ls
		}, len(lines)},
		{"a card twice in the deal", func(ls []string) []string {
			ls[1] = strings.Replace(ls[1], `"pile":["`, `"pile":["R11","`, 1)
			return ls
		}, 2},
		{"an unknown verb", func(ls []string) []string {
			ls[firstLay] = strings.Replace(ls[firstLay], `"act":"lay"`, `"act":"fly"`, 1)
			return ls
		}, firstLay + 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ls := c.mutate(append([]string(nil), lines...))
			name := filepath.Join(t.TempDir(), "r.jsonl")
			os.WriteFile(name, []byte(strings.Join(ls, "\n")+"\n"), 0o644)
			var out, errb bytes.Buffer
			code := run([]string{"check", name}, &out, &errb)
			if code != 1 {
				t.Fatalf("exit %d, want 1: %s", code, out.String())
			}
			want := "line " + strconv.Itoa(c.line) + ":"
			if !strings.Contains(out.String(), want) {
				t.Errorf("report %q does not name %s", out.String(), want)
			}
		})
	}
}

func TestCheckUnreadable(t *testing.T) {
	dir := t.TempDir()
	good, _ := os.ReadFile(writeRecords(t, "elfer")[0])
	files := map[string][]byte{
		"garbage.jsonl":   []byte("\x00\x01 this is no record\n"),
		"empty.jsonl":     nil,
		"truncated.jsonl": good[:len(good)/2],
		"oversized.jsonl": append([]byte(`{"record":"elferraus-record/1","game":"elfer","names":["`), bytes.Repeat([]byte("x"), 2<<20)...),
	}
	for name, b := range files {
		p := filepath.Join(dir, name)
		os.WriteFile(p, b, 0o644)
		var out, errb bytes.Buffer
		if code := run([]string{"check", p}, &out, &errb); code != 2 {
			t.Errorf("%s: exit %d, want 2 (%s)", name, code, out.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"check", filepath.Join(dir, "missing.jsonl")}, &out, &errb); code != 2 {
		t.Errorf("a missing file: exit %d, want 2", code)
	}
	if code := run([]string{"check"}, &out, &errb); code != 2 {
		t.Errorf("no file: exit %d, want 2", code)
	}
}

func BenchmarkCheck(b *testing.B) {
	files, _ := filepath.Glob("engine/elfer/testdata/golden/*.jsonl")
	b.ResetTimer()
	for range b.N {
		for _, f := range files {
			if st, msg := checkFile(f); st != 0 {
				b.Fatal(msg)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(files))/b.Elapsed().Seconds(), "records/s")
}

// TestCheckRefusesAFinishedRoundWithoutItsResult: a round that is over must
// say how it ended, for every game sim can play.
func TestCheckRefusesAFinishedRoundWithoutItsResult(t *testing.T) {
	for _, game := range []string{"elfer", "master", "elfer-beliebige-startkarte"} {
		good, err := os.ReadFile(writeRecords(t, game)[0])
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimRight(string(good), "\n"), "\n")
		if !strings.HasPrefix(lines[len(lines)-1], `{"result"`) {
			t.Fatalf("%s: the record does not end with its result: %s", game, lines[len(lines)-1])
		}
		cut := filepath.Join(t.TempDir(), "cut.jsonl")
		if err := os.WriteFile(cut, []byte(strings.Join(lines[:len(lines)-1], "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		if code := run([]string{"check", cut}, &out, &errb); code != checkBroken || !strings.Contains(out.String(), "result line is missing") {
			t.Errorf("%s without its result line: exit %d, %q", game, code, out.String())
		}
	}
}

// TestCheckRefusesSeedDependentSnap: a Schnipp Schnapp record that turns a
// pile over into an empty stack without naming the new order replays only
// through this program's shuffle from the seed; check refuses it and says
// why, while the engine still replays it (saves of that time resume).
func TestCheckRefusesSeedDependentSnap(t *testing.T) {
	golden, _ := filepath.Glob("engine/snap/testdata/golden/*.jsonl")
	if len(golden) == 0 {
		t.Fatal("no Schnipp Schnapp golden records")
	}
	dir := t.TempDir()
	stacks := regexp.MustCompile(`,"stacks":\{[^}]*\}`)
	seeded := 0
	for _, name := range golden {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !stacks.Match(data) {
			continue
		}
		// Only the first turnover loses its order: a single stray line.
		loc := stacks.FindIndex(data)
		mut := slices.Concat(data[:loc[0]], data[loc[1]:])
		out := filepath.Join(dir, filepath.Base(name))
		if err := os.WriteFile(out, mut, 0o644); err != nil {
			t.Fatal(err)
		}
		// Where the program's shuffle gives another order than the one
		// the record goes on with, a later line is refused anyway.
		st, msg := checkFile(out)
		if st != checkBroken {
			t.Errorf("%s without its first stacks: %d %q, want it refused", filepath.Base(name), st, msg)
		}
		if strings.Contains(msg, "depends on this program's shuffle from the seed") {
			seeded++
		}
		if st, msg := checkFile(name); st != checkOK {
			t.Errorf("%s: %s", name, msg)
		}
	}
	if seeded == 0 {
		t.Error("no record was refused as depending on the seed")
	}
}

// TestCheckRefusesLinesTheProgramWouldNotWrite: a record whose round is
// legal but whose lines say it otherwise than this program writes them (a
// seat left to its default, an unknown round number) is refused, and the
// documented older formats are still accepted.
func TestCheckRefusesLinesTheProgramWouldNotWrite(t *testing.T) {
	data, err := os.ReadFile("engine/zweikampf/testdata/golden/short-seed7.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := splitLines(data)
	for _, c := range []struct{ name, from, to string }{
		{"a seat 0 left out", `{"seat":0,"act":"turn"`, `{"act":"turn"`},
		{"round 0", `"round":1`, `"round":0`},
		{"names left out", `"names":["Ada","Bo"],`, ``},
	} {
		ls := slices.Clone(lines)
		for i, l := range ls {
			if strings.Contains(l, c.from) {
				ls[i] = strings.Replace(l, c.from, c.to, 1)
				break
			}
		}
		if st, msg := checkData([]byte(strings.Join(ls, "\n") + "\n")); st != checkBroken {
			t.Errorf("%s: %d %q, want it refused", c.name, st, msg)
		}
	}
	older, _ := filepath.Glob("engine/*/testdata/older/*.jsonl")
	if len(older) == 0 {
		t.Fatal("no records of older formats")
	}
	for _, f := range older {
		if st, msg := checkFile(f); st != checkOK {
			t.Errorf("%s: %s", f, msg)
		}
	}
}
