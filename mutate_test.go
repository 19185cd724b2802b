//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"elferraus/engine/registry"
)

// mutation is one changed copy of a record and what was changed.
type mutation struct {
	what string
	text []byte
}

// mutationsPerFile bounds the mutations tried on one golden record; they are
// drawn from every single change the generator knows, the same ones on every
// run.
const mutationsPerFile = 300

// TestCheckRefusesMutations changes one thing at a time in every game's
// golden records (a card, a number, a word, a seat, a field, a line dropped,
// doubled or moved, the result, the setup) and asserts that check refuses
// every changed record that is not itself a record this program would write:
// a changed record check accepts must replay to a round whose record, written
// anew, says exactly what the changed one says.
func TestCheckRefusesMutations(t *testing.T) {
	files, _ := filepath.Glob("engine/*/testdata/golden/*.jsonl")
	if len(files) == 0 {
		t.Fatal("no golden records")
	}
	type tally struct{ files, tried, refused, legal, older int }
	per := map[string]*tally{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if st, msg := checkData(data); st != checkOK {
			t.Fatalf("%s: the golden record is refused: %s", f, msg)
		}
		g, _, _ := registry.Read(data)
		c := per[g.ID]
		if c == nil {
			c = &tally{}
			per[g.ID] = c
		}
		c.files++
		ms := mutate(data, registry.IDs())
		rng := rand.New(rand.NewPCG(uint64(len(data)), 7))
		rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		ms = ms[:min(len(ms), mutationsPerFile)]
		holes := 0
		for _, m := range ms {
			c.tried++
			if st, _ := checkData(m.text); st != checkOK {
				c.refused++
				continue
			}
			if older(m.text) {
				c.older++
				continue
			}
			if diff := rewriteDiff(m.text); diff != "" {
				holes++
				if holes <= 5 {
					t.Errorf("%s: %s: check accepts it, but the program would write it otherwise: %s", filepath.Base(f), m.what, diff)
				}
				continue
			}
			c.legal++
			if os.Getenv("MUTATIONS_LEGAL") != "" {
				t.Logf("%s: %s: a record the program would write", filepath.Base(f), m.what)
			}
		}
		if holes > 5 {
			t.Errorf("%s: %d more such mutations", filepath.Base(f), holes-5)
		}
	}
	ids := make([]string, 0, len(per))
	for id := range per {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		c := per[id]
		if c.tried < 300 {
			t.Errorf("%s: only %d mutations tried", id, c.tried)
		}
		t.Logf("%-28s %2d files %5d mutations: %5d refused, %4d records the program would write, %d of an older format it reads", id, c.files, c.tried, c.refused, c.legal, c.older)
	}
}

// older reports whether a record check accepted is of an older format the
// engine reads and writes anew (docs/records.md lists them): its lines are
// compared by check as far as they survive.
func older(data []byte) bool {
	g, rec, err := registry.Read(data)
	if err != nil {
		return false
	}
	r, err := g.Replay(rec, -1)
	if err != nil {
		return false
	}
	o, ok := r.(olderForm)
	if !ok {
		return false
	}
	dropped, anew := o.OlderLines()
	return len(dropped)+len(anew) > 0
}

// rewriteDiff replays a record check accepted and writes it anew; it returns
// "" when the new record says what the given one says line by line (as JSON
// values: the order of an object's fields and spacing aside), else the first
// line that differs.
func rewriteDiff(data []byte) string {
	g, rec, err := registry.Read(data)
	if err != nil {
		return err.Error()
	}
	r, err := g.Replay(rec, -1)
	if err != nil {
		return err.Error()
	}
	h := rec.Head()
	again := r.Record(h.Names, h.Round).Marshal()
	a, b := splitLines(data), splitLines(again)
	for i := range max(len(a), len(b)) {
		if i >= len(a) || i >= len(b) {
			return fmt.Sprintf("it has %d lines, the program writes %d", len(a), len(b))
		}
		va, ea := decode(a[i])
		vb, eb := decode(b[i])
		if ea != nil || eb != nil || !reflect.DeepEqual(va, vb) {
			return fmt.Sprintf("line %d: %s\nthe program writes %s", i+1, a[i], b[i])
		}
	}
	return ""
}

func splitLines(data []byte) []string {
	return strings.Split(strings.TrimRight(string(data), "\n"), "\n")
}

// decode reads one line as a JSON value, numbers kept as written.
func decode(line string) (any, error) {
	d := json.NewDecoder(strings.NewReader(line))
	d.UseNumber()
	var v any
	err := d.Decode(&v)
	return v, err
}

var cardNotation = regexp.MustCompile(`^([RYGBJ])([0-9]+)$`)

// mutate lists every single change of a record the generator knows.
func mutate(data []byte, gameIDs []string) []mutation {
	lines := splitLines(data)
	vals := make([]any, len(lines))
	for i, l := range lines {
		vals[i], _ = decode(l)
	}
	// The words of the record (acts, reasons, call words) to swap for one
	// another.
	words := map[string][]string{
		"reason": {"out", "blocked", "bound", "quartets", "players", "time", "stacks", "all", "tricks", "peter", "schluss"},
		"word":   {"schnipp", "schnapp"},
		"game":   gameIDs,
	}
	for _, v := range vals {
		if m, ok := v.(map[string]any); ok {
			if a, ok := m["act"].(string); ok && !slices.Contains(words["act"], a) {
				words["act"] = append(words["act"], a)
			}
		}
	}
	var out []mutation
	with := func(what string, ls []string) {
		out = append(out, mutation{what, []byte(strings.Join(ls, "\n") + "\n")})
	}
	// Whole lines: dropped, doubled, swapped with the next.
	for i := 1; i < len(lines); i++ {
		with(fmt.Sprintf("line %d dropped", i+1), slices.Delete(slices.Clone(lines), i, i+1))
		with(fmt.Sprintf("line %d doubled", i+1), slices.Insert(slices.Clone(lines), i, lines[i]))
		if i+1 < len(lines) && lines[i] != lines[i+1] {
			ls := slices.Clone(lines)
			ls[i], ls[i+1] = ls[i+1], ls[i]
			with(fmt.Sprintf("lines %d and %d swapped", i+1, i+2), ls)
		}
	}
	// One value in a line.
	for i, v := range vals {
		for _, c := range changes(v, "", words) {
			nv, err := json.Marshal(c.val)
			if err != nil {
				continue
			}
			ls := slices.Clone(lines)
			ls[i] = string(nv)
			with(fmt.Sprintf("line %d: %s", i+1, c.what), ls)
		}
	}
	return out
}

// change is one changed copy of a JSON value.
type change struct {
	what string
	val  any
}

// changes lists the single changes of v: every leaf replaced by its
// neighbours, every field of an object dropped, every element of an array
// dropped, doubled or swapped with the next, and an unknown field added to
// an object.
func changes(v any, key string, words map[string][]string) []change {
	var out []change
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			m := maps(x)
			delete(m, k)
			out = append(out, change{"field " + k + " dropped", m})
			for _, c := range changes(x[k], k, words) {
				m := maps(x)
				m[k] = c.val
				out = append(out, change{k + ": " + c.what, m})
			}
		}
		if key == "" {
			m := maps(x)
			m["extra"] = true
			out = append(out, change{"an unknown field", m})
		}
	case []any:
		for i := range x {
			out = append(out, change{fmt.Sprintf("[%d] dropped", i), slices.Delete(slices.Clone(x), i, i+1)})
			out = append(out, change{fmt.Sprintf("[%d] doubled", i), slices.Insert(slices.Clone(x), i, x[i])})
			if i+1 < len(x) && !reflect.DeepEqual(x[i], x[i+1]) {
				s := slices.Clone(x)
				s[i], s[i+1] = s[i+1], s[i]
				out = append(out, change{fmt.Sprintf("[%d] and [%d] swapped", i, i+1), s})
			}
			for _, c := range changes(x[i], key, words) {
				s := slices.Clone(x)
				s[i] = c.val
				out = append(out, change{fmt.Sprintf("[%d]: %s", i, c.what), s})
			}
		}
	case string:
		for _, s := range stringChanges(x, key, words) {
			out = append(out, change{fmt.Sprintf("%q for %q", s, x), s})
		}
	case json.Number:
		n, err := strconv.ParseInt(string(x), 10, 64)
		if err != nil {
			break
		}
		for _, m := range []int64{n + 1, n - 1, 0, -1, n * 2} {
			if m != n {
				out = append(out, change{fmt.Sprintf("%d for %d", m, n), json.Number(strconv.FormatInt(m, 10))})
			}
		}
		out = append(out, change{fmt.Sprintf("\"%d\" for %d", n, n), strconv.FormatInt(n, 10)})
	case bool:
		out = append(out, change{fmt.Sprintf("%v for %v", !x, x), !x})
	}
	return out
}

// stringChanges are the neighbours of a string: a card's other values and
// colours, a colour's other colours, a word's other words, a number
// written as a string changed by one.
func stringChanges(s, key string, words map[string][]string) []string {
	var out []string
	if m := cardNotation.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[2])
		out = append(out, m[1]+strconv.Itoa(n+1), m[1]+strconv.Itoa(n-1))
		for _, c := range "RYGB" {
			if string(c) != m[1] {
				out = append(out, string(c)+m[2])
			}
		}
		return out
	}
	if len(s) == 1 && strings.Contains("RYGB", s) {
		for _, c := range "RYGB" {
			if string(c) != s {
				out = append(out, string(c))
			}
		}
		return out
	}
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		return []string{strconv.FormatUint(n+1, 10), "-" + s, s + "x"}
	}
	for _, w := range words[key] {
		if w != s {
			out = append(out, w)
		}
	}
	if key != "" && len(out) == 0 {
		out = append(out, s+"x")
	}
	return out
}

// maps copies an object.
func maps(m map[string]any) map[string]any {
	c := make(map[string]any, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
