//go:build !js

package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"elferraus/engine/deal"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
)

// code encodes a deal code for a test.
func code(t *testing.T, c deal.Code) string {
	t.Helper()
	s, err := deal.Encode(c)
	if err != nil {
		t.Fatalf("Encode(%+v): %v", c, err)
	}
	return s
}

// window parses window flags that must be accepted.
func window(t *testing.T, args ...string) *windowConfig {
	t.Helper()
	cfg, err := parseWindow(args, &bytes.Buffer{})
	if err != nil {
		t.Fatalf("%q refused: %v", args, err)
	}
	return cfg
}

// refused runs a command line that must be refused with exit status 2 and
// a message containing each of want, without printing anything to stdout.
func refused(t *testing.T, args []string, want ...string) {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != 2 {
		t.Errorf("%q: exit %d, want 2 (stderr %q)", args, code, errb.String())
	}
	for _, w := range want {
		if !strings.Contains(errb.String(), w) {
			t.Errorf("%q: message %q does not mention %q", args, errb.String(), w)
		}
	}
	if out.Len() != 0 {
		t.Errorf("%q printed %q", args, out.String())
	}
}

func TestDealCodeExample(t *testing.T) {
	// The package documentation's example must stay what it says.
	if got := code(t, deal.Code{Game: "elfer", Players: 4, Seed: 7}); got != "8417-Y" {
		t.Errorf("elfer, 4 players, seed 7 = %s, want 8417-Y", got)
	}
}

func TestDealFlag(t *testing.T) {
	for _, tc := range []struct {
		c    deal.Code
		same string // the flags that ask for the same match
	}{
		{deal.Code{Game: "elfer", Players: 4, Seed: 7}, "-game elfer -players 4 -seed 7"},
		{deal.Code{Game: "elfer", Players: 2, Seed: 123456789, Options: map[string]bool{"short": true}}, "-game elfer -players 2 -seed 123456789 -options short"},
		{deal.Code{Game: "elfer-drei-anfangszahlen", Players: 3, Seed: 1 << 63}, "-game elfer-drei-anfangszahlen -players 3 -seed 9223372036854775808"},
		{deal.Code{Game: "elfer-beliebige-startkarte", Players: 2, Seed: 99, Options: map[string]bool{"short": true}}, "-game elfer-beliebige-startkarte -players 2 -seed 99 -options short"},
		{deal.Code{Game: master.ID, Players: 5, Seed: 42}, "-game master -players 5 -seed 42"},
		{deal.Code{Game: snap.IDLos, Players: 3, Seed: 5}, "-game schnippschnapp-los -players 3 -seed 5"},
	} {
		s := code(t, tc.c)
		cfg := window(t, "-deal", s)
		want := window(t, strings.Fields(tc.same)...)
		su := cfg.setup
		if !cfg.direct || su.Game != tc.c.Game || su.Players != tc.c.Players || su.Seed != tc.c.Seed || !reflect.DeepEqual(su.Options, want.setup.Options) || su.Rounds != 3 || su.Daily != "" {
			t.Errorf("-deal %s (%+v) gave %+v, want %+v", s, tc.c, su, want.setup)
		}
		if !reflect.DeepEqual(su, want.setup) {
			t.Errorf("-deal %s gave %+v, the flags %q give %+v", s, su, tc.same, want.setup)
		}
		if _, ok := elfer.ParseVariant(tc.c.Game); ok && su.Options["short"] != tc.c.Options["short"] {
			t.Errorf("-deal %s: options %+v, want short %v", s, su.Options, tc.c.Options["short"])
		}
		// The URL parameter is the flag.
		url := window(t, queryArgs(map[string][]string{"deal": {strings.ToLower(s)}})...)
		if !reflect.DeepEqual(url.setup, su) || !url.direct {
			t.Errorf("?deal=%s gave %+v, the flag %+v", s, url.setup, su)
		}
	}

	// -humans, -bots and -rounds still apply; a seed of 0 is a seed.
	s := code(t, deal.Code{Game: master.ID, Players: 6, Seed: 0})
	cfg := window(t, "-deal", s, "-humans", "6", "-rounds", "5", "-bots", "hard")
	if su := cfg.setup; su.Seed != 0 || su.Players != 6 || su.Humans() != 6 || su.Rounds != 5 || su.Level != 2 {
		t.Errorf("-deal %s -humans 6 -rounds 5 -bots hard gave %+v", s, su)
	}
	if cfg := window(t, "-deal", s, "-demo"); cfg.setup.Humans() != 0 {
		t.Errorf("-deal with -demo has %d people", cfg.setup.Humans())
	}
}

func TestDealFlagRefused(t *testing.T) {
	good := code(t, deal.Code{Game: "elfer", Players: 4, Seed: 7})
	for _, f := range []string{"-game=elfer", "-players=4", "-seed=7", "-options=short", "-daily=today"} {
		name := strings.TrimPrefix(strings.Split(f, "=")[0], "-")
		refused(t, []string{"-deal", good, f}, "-deal", name)
	}
	refused(t, []string{"-deal", good, "-humans", "5"}, "-humans")
	refused(t, []string{"-deal", code(t, deal.Code{Game: snap.ID, Players: 4, Seed: 1}), "-humans", "4"}, "keyboard")

	long := code(t, deal.Code{Game: "elfer", Players: 3, Seed: 0xDEADBEEFCAFE})
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	i := len(long) / 2
	if long[i] == '-' {
		i++
	}
	typo := long[:i] + string(alphabet[(strings.IndexByte(alphabet, long[i])+1)%32]) + long[i+1:]
	for _, bad := range []string{"garbage!", "", typo, "8417-Y-8417-Y-8417-Y-8417-Y-8417-Y-8417-Y-8417-Y-8417-Y-8417-Y-8417-Y"} {
		_, perr := deal.Parse(bad)
		if perr == nil {
			t.Fatalf("deal.Parse(%q) accepted it", bad)
		}
		refused(t, []string{"-deal", bad}, "-deal", perr.Error())
		refused(t, []string{"deal", bad}, perr.Error())
	}
	// The deal command deals every game the registry knows, and refuses
	// a code of a game it does not know yet.
	for _, id := range deal.Games() {
		n := 3 // every game of the rule sheets takes 3 players but Zweikampf
		g, ok := registry.Lookup(id)
		if ok {
			n = g.MinPlayers
		}
		c := code(t, deal.Code{Game: id, Players: n, Seed: 3})
		if ok {
			var out, errb bytes.Buffer
			if st := run([]string{"deal", c}, &out, &errb); st != 0 {
				t.Errorf("deal %s (%s): exit %d, %s", c, id, st, errb.String())
			} else if _, _, err := registry.Read(out.Bytes()); err != nil {
				t.Errorf("deal %s (%s) printed no record of its game: %v", c, id, err)
			}
			continue
		}
		refused(t, []string{"deal", c}, id)
	}
}

func TestDailyFlag(t *testing.T) {
	a, b := window(t, "-daily", "2024-03-01"), window(t, "-daily", "2024-03-01")
	if !reflect.DeepEqual(a.setup, b.setup) {
		t.Errorf("the same day twice: %+v and %+v", a.setup, b.setup)
	}
	c, _ := deal.Daily("2024-03-01", "elfer")
	if su := a.setup; !a.direct || su.Daily != "2024-03-01" || su.Rounds != 1 || su.Seed != c.Seed || su.Players != c.Players || su.Game != "elfer" || su.Humans() != 1 {
		t.Errorf("-daily 2024-03-01 gave %+v, want the deal %+v in one round", su, c)
	}
	if o := window(t, "-daily", "2024-03-02"); o.setup.Seed == a.setup.Seed {
		t.Errorf("2024-03-01 and 2024-03-02 have the same deal")
	}
	if r := window(t, "-daily", "2024-03-01", "-rounds", "3"); r.setup.Rounds != 3 {
		t.Errorf("-rounds 3 with -daily gave %d rounds", r.setup.Rounds)
	}
	m := window(t, "-daily", "2024-03-01", "-game", "master", "-humans", "4")
	mc, _ := deal.Daily("2024-03-01", master.ID)
	if m.setup.Game != master.ID || m.setup.Seed != mc.Seed || m.setup.Humans() != 4 {
		t.Errorf("-daily -game master gave %+v", m.setup)
	}
	today := window(t, "-daily", "today")
	if now := time.Now().Format(time.DateOnly); today.setup.Daily != now {
		// The day may have turned between the two clock readings.
		if now2 := time.Now().Format(time.DateOnly); now2 == now {
			t.Errorf("-daily today played %q, today is %s", today.setup.Daily, now)
		}
	}
	url := window(t, queryArgs(map[string][]string{"daily": {"2024-03-01"}})...)
	if !reflect.DeepEqual(url.setup, a.setup) {
		t.Errorf("?daily= gave %+v, the flag %+v", url.setup, a.setup)
	}
	for _, bad := range []string{"yesterday", "2024-02-30", "2024-3-1", "01.03.2024", ""} {
		refused(t, []string{"-daily", bad}, "-daily")
	}
	refused(t, []string{"-daily", "today", "-players", "3"}, "-players")
	refused(t, []string{"-daily", "today", "-seed", "3"}, "-seed")
}

// firstDeal is the record of a code's first deal, computed in this process.
func firstDeal(t *testing.T, c deal.Code) []byte {
	t.Helper()
	var buf bytes.Buffer
	switch c.Game {
	case master.ID:
		m, err := master.NewMatch(c.Players, 1, c.Seed)
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.Deal()
		if err != nil {
			t.Fatal(err)
		}
		st.Record(nil, 1).Write(&buf)
	default:
		opts, err := elfer.ParseOptions(c.Game, codeOptions(c.Options))
		if err != nil {
			t.Fatal(err)
		}
		m, err := elfer.NewMatch(opts, c.Players, 1, c.Seed)
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.Deal()
		if err != nil {
			t.Fatal(err)
		}
		st.Record(nil, 1).Write(&buf)
	}
	return buf.Bytes()
}

func TestDealCommand(t *testing.T) {
	for _, c := range []deal.Code{
		{Game: "elfer", Players: 4, Seed: 7},
		{Game: "elfer", Players: 2, Seed: 8, Options: map[string]bool{"short": true}},
		{Game: "elfer-falscher-anfang", Players: 5, Seed: 1234},
		{Game: master.ID, Players: 3, Seed: 77},
	} {
		var out, errb bytes.Buffer
		if code := run([]string{"deal", code(t, c)}, &out, &errb); code != 0 {
			t.Fatalf("deal %+v: exit %d, %s", c, code, errb.String())
		}
		if want := firstDeal(t, c); !bytes.Equal(out.Bytes(), want) {
			t.Errorf("deal %+v printed\n%s\nwant\n%s", c, out.String(), want)
		}
		rec, err := record.Read(&out)
		if err != nil {
			t.Fatalf("deal %+v: not a record: %v", c, err)
		}
		if rec.Header.Game != c.Game || rec.Header.Players != c.Players || len(rec.Actions) != 0 || rec.Result != nil {
			t.Errorf("deal %+v: header %+v, %d actions", c, rec.Header, len(rec.Actions))
		}
	}

	// Schnipp Schnapp deals as its table does.
	var out, errb bytes.Buffer
	sc := deal.Code{Game: snap.ID, Players: 4, Seed: 11}
	if code := run([]string{"deal", code(t, sc)}, &out, &errb); code != 0 {
		t.Fatalf("deal %+v: exit %d, %s", sc, code, errb.String())
	}
	sr, err := snap.ReadRecord(&out)
	if err != nil {
		t.Fatalf("Schnipp Schnapp deal is not a record: %v", err)
	}
	if len(sr.Deal().Hands) != 4 || sr.Header.Game != snap.ID {
		t.Errorf("Schnipp Schnapp deal: %+v", sr.Header)
	}

	// The deal of the day: its code on stderr, the record on stdout.
	out.Reset()
	errb.Reset()
	if code := run([]string{"deal", "-daily", "2024-03-01", "-game", master.ID}, &out, &errb); code != 0 {
		t.Fatalf("deal -daily: exit %d, %s", code, errb.String())
	}
	dc, _ := deal.Daily("2024-03-01", master.ID)
	if got, err := deal.Parse(strings.TrimSpace(errb.String())); err != nil || !got.Equal(dc) {
		t.Errorf("deal -daily wrote %q to stderr, want the code %s", errb.String(), dc)
	}
	if !bytes.Equal(out.Bytes(), firstDeal(t, dc)) {
		t.Errorf("deal -daily printed another deal than the code's")
	}

	for _, args := range [][]string{
		{},
		{"8417-Y", "8417-Y"},
		{"-daily", "2024-03-01", "8417-Y"},
		{"8417-Y", "-daily", "2024-03-01"},
		{"8417-Y", "-nonsense"},
		{"-game", "elfer", "8417-Y"},
		{"-daily", "someday"},
		{"-daily", "2024-03-01", "-game", "skat"},
		{"-nonsense"},
	} {
		refused(t, append([]string{"deal"}, args...))
	}
}

// TestDealAcrossProcesses is the promise of a deal code: two programs given
// the same code deal the same cards.
func TestDealAcrossProcesses(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is not on PATH: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "elferraus")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	deal1 := func(code string) []byte {
		t.Helper()
		var out, errb bytes.Buffer
		cmd := exec.Command(bin, "deal", code)
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("elferraus deal %s: %v\n%s", code, err, errb.String())
		}
		if out.Len() == 0 {
			t.Fatalf("elferraus deal %s printed nothing", code)
		}
		return out.Bytes()
	}
	c := deal.Code{Game: "elfer", Players: 4, Seed: 0x5EED5EED}
	s := code(t, c)
	a, b := deal1(s), deal1(strings.ToLower(strings.ReplaceAll(s, "-", "")))
	if !bytes.Equal(a, b) {
		t.Fatalf("two processes, one code %s, two deals:\n%s\n%s", s, a, b)
	}
	ra, err := record.Read(bytes.NewReader(a))
	if err != nil {
		t.Fatalf("the deal is not a record: %v\n%s", err, a)
	}
	local, err := record.Read(bytes.NewReader(firstDeal(t, c)))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ra.Setups, local.Setups) || !reflect.DeepEqual(ra.Header, local.Header) {
		t.Errorf("the process dealt\n%+v\nthis process\n%+v", ra.Setups, local.Setups)
	}
	if len(ra.Deal().Hands) != 4 || len(ra.Deal().Hands[0]) == 0 {
		t.Errorf("an empty deal: %+v", ra.Deal())
	}
	c.Seed++
	other, err := record.Read(bytes.NewReader(deal1(code(t, c))))
	if err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(other.Deal().Hands, ra.Deal().Hands) {
		t.Errorf("seeds %d and %d deal the same hands", c.Seed-1, c.Seed)
	}
}
