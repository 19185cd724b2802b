//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

func simJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(append([]string{"sim"}, args...), &out, &errb); code != 0 {
		t.Fatalf("sim %v: exit %d, stderr %s", args, code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatalf("sim output is not one JSON object: %v\n%s", err, out.String())
	}
	return m
}

func TestSimJSON(t *testing.T) {
	m := simJSON(t, "-game", "elfer", "-players", "4", "-games", "200", "-seed", "7", "-bots", "hard,normal,normal,normal", "-json")
	for _, k := range []string{"games", "wins", "mean_score", "mean_turns", "games_per_second"} {
		if _, ok := m[k]; !ok {
			t.Errorf("output lacks %q: %v", k, m)
		}
	}
	if m["games"].(float64) != 200 {
		t.Errorf("games = %v, want 200", m["games"])
	}
	wins := m["wins"].([]any)
	if len(wins) != 4 {
		t.Fatalf("wins has %d seats, want 4", len(wins))
	}
	total := 0.0
	for _, w := range wins {
		total += w.(float64)
	}
	// A classic round always has exactly one winner unless it is blocked.
	if total+m["blocked"].(float64) != 200 {
		t.Errorf("wins add up to %v with %v blocked, want 200 games", total, m["blocked"])
	}
	if m["mean_turns"].(float64) < 10 {
		t.Errorf("mean_turns = %v: a round cannot be that short", m["mean_turns"])
	}
}

func TestSimIsDeterministic(t *testing.T) {
	args := []string{"-game", "elfer", "-players", "3", "-games", "50", "-seed", "11", "-bots", "easy,normal,hard", "-rounds", "2", "-json"}
	a, b := simJSON(t, args...), simJSON(t, args...)
	delete(a, "games_per_second")
	delete(b, "games_per_second")
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Errorf("same arguments, different results:\n%s\n%s", ja, jb)
	}
	c := simJSON(t, "-game", "elfer", "-players", "3", "-games", "50", "-seed", "12", "-bots", "easy,normal,hard", "-rounds", "2", "-json")
	delete(c, "games_per_second")
	jc, _ := json.Marshal(c)
	if bytes.Equal(ja, jc) {
		t.Errorf("seeds 11 and 12 gave identical tournaments: the seed is not used")
	}
}

func TestSimBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "skat"},
		{"-players", "7"},
		{"-players", "1"},
		{"-bots", "genius"},
		{"-bots", "easy,hard"},
		{"-options", "short"},                 // short needs two players
		{"-options", "fast", "-players", "2"}, // no such option
		{"-games", "0"},
		{"-rounds", "0"},
		{"-nonsense"},
		{"extra"},
	} {
		var out, errb bytes.Buffer
		code := run(append([]string{"sim"}, args...), &out, &errb)
		if code != 2 {
			t.Errorf("sim %v: exit %d, want 2", args, code)
		}
		if errb.Len() == 0 {
			t.Errorf("sim %v: no message says what is wrong", args)
		}
		if out.Len() != 0 {
			t.Errorf("sim %v printed a result: %s", args, out.String())
		}
	}
}

func TestSimMaster(t *testing.T) {
	m := simJSON(t, "-game", "master", "-players", "4", "-games", "30", "-seed", "2", "-json")
	if m["games"].(float64) != 30 || len(m["wins"].([]any)) != 4 {
		t.Fatalf("master tournament: %v", m)
	}
	dir := t.TempDir()
	simJSON(t, "-game", "master", "-players", "3", "-games", "2", "-records", dir, "-json")
	files, _ := filepath.Glob(filepath.Join(dir, "master-*.jsonl"))
	if len(files) != 2 {
		t.Fatalf("%d MASTER records, want 2", len(files))
	}
	var out, errb bytes.Buffer
	if code := run(append([]string{"check"}, files...), &out, &errb); code != 0 {
		t.Errorf("MASTER records from sim do not check: %s", out.String())
	}
}

func TestSimShortOption(t *testing.T) {
	m := simJSON(t, "-players", "2", "-options", "short", "-games", "20", "-json")
	if m["games"].(float64) != 20 {
		t.Fatalf("games = %v", m["games"])
	}
}

func TestSimRecordsReplay(t *testing.T) {
	dir := t.TempDir()
	simJSON(t, "-game", "elfer", "-players", "4", "-games", "5", "-rounds", "2", "-seed", "3", "-records", dir, "-json")
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) != 10 {
		t.Fatalf("%d record files for 5 games of 2 rounds, want 10", len(files))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rec.Result == nil {
			t.Errorf("%s has no result line", f)
		}
		if _, err := elfer.Replay(rec, -1); err != nil {
			t.Errorf("%s does not replay: %v", f, err)
		}
	}
}

func TestWindowFlags(t *testing.T) {
	cfg, err := parseWindow(strings.Fields("-game elfer -players 4 -seed 7 -demo -fast -exit -rounds 2 -server ws://a:1/ws,wss://b/ws"), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.direct || cfg.setup.Humans() != 0 || cfg.setup.Seed != 7 || cfg.setup.Rounds != 2 || !cfg.settings.NoWait || !cfg.settings.Exit {
		t.Errorf("flags not taken: %+v %+v", cfg.setup, cfg.settings)
	}
	for _, bad := range []string{"-players 9", "-game nope", "-bots wizard", "-humans 5 -players 4", "-lang fr", "-rounds 0", "-options short",
		"-server 127.0.0.1:8090", "-server ws://a:1/ws,b:2/ws", "-server ws://a:1/ws,"} {
		if _, err := parseWindow(strings.Fields(bad), &bytes.Buffer{}); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestWindowDefaultPlayers: without -players a game opens with four seats
// or as near as it allows; a -players it cannot seat is still refused.
func TestWindowDefaultPlayers(t *testing.T) {
	for _, tc := range []struct {
		args    string
		players int
	}{
		{"-game elfer", 4},
		{"-game zweikampf", 2},
		{"-game hoechste", 4},
		{"-game ratefix", 4},
		{"-game mogeln", 4},
		{"-game zweikampf -players 2", 2},
		{"-game zweikampf -players 4", 0},
		{"-game hoechste -players 5", 0},
	} {
		cfg, err := parseWindow(strings.Fields(tc.args), &bytes.Buffer{})
		switch {
		case tc.players == 0 && err == nil:
			t.Errorf("%s accepted: %+v", tc.args, cfg.setup)
		case tc.players != 0 && err != nil:
			t.Errorf("%s refused: %v", tc.args, err)
		case tc.players != 0 && cfg.setup.Players != tc.players:
			t.Errorf("%s seats %d players, want %d", tc.args, cfg.setup.Players, tc.players)
		}
	}
}

// TestWindowMasterFlags: MASTER has its own limits, not Schnipp Schnapp's
// or the elfer games' options.
func TestWindowMasterFlags(t *testing.T) {
	for _, tc := range []struct {
		args    string
		ok      bool
		players int
		humans  int
	}{
		{"-players 2", true, 2, 1},
		{"-players 4", true, 4, 1},
		{"-players 6", true, 6, 1},
		{"-players 4 -humans 4", true, 4, 4}, // more people than fit on a Schnipp Schnapp keyboard
		{"-players 6 -humans 6", true, 6, 6},
		{"-players 5 -humans 0", true, 5, 0},
		{"-players 6 -humans 6 -demo", true, 6, 0},
		{"-players 3 -seed 9 -rounds 2", true, 3, 1},
		{"-players 1", false, 0, 0},
		{"-players 7", false, 0, 0},
		{"-players 0", false, 0, 0},
		{"-options short", false, 0, 0},
		{"-options short -players 2", false, 0, 0},
		{"-options fast", false, 0, 0},
		{"-humans 5 -players 4", false, 0, 0},
		{"-humans -1", false, 0, 0},
	} {
		cfg, err := parseWindow(append([]string{"-game", "master"}, strings.Fields(tc.args)...), &bytes.Buffer{})
		if !tc.ok {
			if err == nil {
				t.Errorf("-game master %s accepted: %+v", tc.args, cfg.setup)
			}
			continue
		}
		if err != nil {
			t.Errorf("-game master %s refused: %v", tc.args, err)
			continue
		}
		if su := cfg.setup; su.Game != master.ID || su.Players != tc.players || su.Humans() != tc.humans || len(su.Options) != 0 || !cfg.direct {
			t.Errorf("-game master %s gave %+v", tc.args, su)
		}
	}
}

func TestQueryArgs(t *testing.T) {
	got := strings.Join(queryArgs(map[string][]string{"game": {"elfer"}, "players": {"4"}, "seed": {"7"}, "demo": {"1"}, "fast": {"1"}}), " ")
	want := "-demo=true -fast=true -game=elfer -players=4 -seed=7"
	if got != want {
		t.Errorf("queryArgs = %q, want %q", got, want)
	}
	if _, err := parseWindow(queryArgs(map[string][]string{"game": {"elfer"}, "demo": {"1"}}), &bytes.Buffer{}); err != nil {
		t.Errorf("URL parameters do not parse as flags: %v", err)
	}
	// A shared link's tracking parameters and file flags are ignored.
	got = strings.Join(queryArgs(map[string][]string{"fbclid": {"x"}, "utm_source": {"y"}, "shot": {"a.png"}, "replay": {"r"}, "players": {"3"}}), " ")
	if got != "-players=3" {
		t.Errorf("queryArgs with foreign parameters = %q, want -players=3", got)
	}
	got = strings.Join(queryArgs(map[string][]string{"deal": {"8417-Y"}, "daily": {"today"}}), " ")
	if got != "-daily=today -deal=8417-Y" {
		t.Errorf("queryArgs with deal and daily = %q", got)
	}
}

func TestReplayFlagRefusesBrokenRecords(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("not a record\n"), 0o644)
	var out, errb bytes.Buffer
	if code := run([]string{"-replay", bad}, &out, &errb); code != 2 {
		t.Errorf("a file that is not a record: exit %d, want 2", code)
	}
	if !strings.Contains(errb.String(), "bad.jsonl") {
		t.Errorf("the message does not name the file: %q", errb.String())
	}
	errb.Reset()
	if code := run([]string{"-replay", filepath.Join(dir, "missing.jsonl")}, &out, &errb); code != 2 || errb.Len() == 0 {
		t.Errorf("a missing file: exit %d, message %q", code, errb.String())
	}
}

// TestSimRotatesLevels: with -rotate every level sits in every seat equally
// often, and the levels' wins are exactly the seats' wins counted by the
// level that sat there.
func TestSimRotatesLevels(t *testing.T) {
	m := simJSON(t, "-game", "elfer", "-players", "3", "-games", "90", "-seed", "3", "-bots", "hard,normal,easy", "-rotate", "-json")
	levels := m["levels"].([]any)
	if len(levels) != 3 {
		t.Fatalf("levels = %v, want hard, normal and easy", levels)
	}
	winSum, levelWins := 0.0, 0.0
	for _, w := range m["wins"].([]any) {
		winSum += w.(float64)
	}
	for i, want := range []string{"hard", "normal", "easy"} {
		l := levels[i].(map[string]any)
		if l["level"] != want || l["seats"].(float64) != 90 {
			t.Errorf("level %d = %v, want %s in 90 seat-games", i, l, want)
		}
		ci := l["ci95"].([]any)
		if r := l["rate"].(float64); ci[0].(float64) > r || ci[1].(float64) < r {
			t.Errorf("%s: rate %v outside its interval %v", want, r, ci)
		}
		levelWins += l["wins"].(float64)
	}
	if winSum != levelWins {
		t.Errorf("the seats won %v games, the levels %v", winSum, levelWins)
	}
	// Hard beats easy at Elfer raus! by a margin 90 games show.
	if h, e := levels[0].(map[string]any)["wins"].(float64), levels[2].(map[string]any)["wins"].(float64); h <= e {
		t.Errorf("hard won %v, easy %v", h, e)
	}
}

// TestSimValuedOption: an option that takes a number is given as
// name=number and lands in every record's header; a switch given a number,
// a number option given a switch and a number that is no whole number are
// refused with what the option takes.
func TestSimValuedOption(t *testing.T) {
	dir := t.TempDir()
	m := simJSON(t, "-game", "schnippschnapp", "-players", "3", "-games", "2", "-options", "timelimit=3000", "-records", dir, "-json")
	if m["games"].(float64) != 2 {
		t.Fatalf("games = %v", m["games"])
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(names) != 2 {
		t.Fatalf("%d records written, want 2", len(names))
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(`"options":{"timelimit":3000}`)) {
			t.Errorf("%s: the header does not hold the time limit: %.200s", name, data)
		}
		if st, msg := checkFile(name); st != checkOK {
			t.Errorf("%s: %s", name, msg)
		}
	}
	for _, tc := range []struct{ game, opts, want string }{
		{"schnippschnapp", "timelimit=x", "takes true, false or a whole number"},
		{"schnippschnapp", "timelimit", "takes a whole number from 0, not true"},
		{"schnippschnapp", "timelimit=-5", "takes a whole number from 0"},
		{"schnippschnapp", "tempo=5", `has no option "tempo" (it has timelimit)`},
		{"elfer", "short=5", "is true or false, not 5"},
	} {
		var out, errb bytes.Buffer
		if code := run([]string{"sim", "-game", tc.game, "-options", tc.opts}, &out, &errb); code != 2 || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("sim -game %s -options %s: exit %d, %q; want exit 2 and %q", tc.game, tc.opts, code, errb.String(), tc.want)
		}
	}
}
