package store

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestStatsAdd(t *testing.T) {
	s := NewStats()
	// Elfer raus! scores penalty points: lower is better.
	for _, g := range []struct {
		won   bool
		score int
	}{{false, 30}, {true, 0}, {false, 12}} {
		s.Add("elfer", g.won, g.score, false)
	}
	// MASTER scores points: higher is better.
	for _, score := range []int{40, 95, 60, -5} {
		s.Add("master", score == 95, score, true)
	}
	want := map[string]*Entry{
		"elfer":  {Played: 3, Won: 1, Best: 0, Sum: 42, HigherBetter: false},
		"master": {Played: 4, Won: 1, Best: 95, Sum: 190, HigherBetter: true},
	}
	if !reflect.DeepEqual(s.Modes, want) {
		t.Fatalf("got %+v %+v, want %+v %+v", s.Modes["elfer"], s.Modes["master"], want["elfer"], want["master"])
	}
	if m := s.Modes["elfer"].Mean(); m != 14 {
		t.Errorf("elfer mean %v, want 14", m)
	}
	if m := s.Modes["master"].Mean(); m != 47.5 {
		t.Errorf("master mean %v, want 47.5", m)
	}
	// The first game sets Best whatever it is, in both directions.
	s.Add("worse-first", false, 100, false)
	s.Add("better-first", false, -100, true)
	if b := s.Modes["worse-first"].Best; b != 100 {
		t.Errorf("best after one lower-better game %d, want 100", b)
	}
	if b := s.Modes["better-first"].Best; b != -100 {
		t.Errorf("best after one higher-better game %d, want -100", b)
	}
	// A disagreeing flag later does not turn Best around.
	s.Add("elfer", false, 80, true)
	if e := s.Modes["elfer"]; e.Best != 0 || e.HigherBetter {
		t.Errorf("a disagreeing flag changed the direction: %+v", e)
	}
	if k := s.Keys(); !slices.Equal(k, []string{"better-first", "elfer", "master", "worse-first"}) {
		t.Errorf("keys %v", k)
	}
	var none *Entry
	if none.Mean() != 0 || (&Entry{}).Mean() != 0 {
		t.Error("the mean of no games is not 0")
	}
	var nilStats *Stats
	nilStats.Add("x", true, 1, true) // must not panic
	nilStats.AddDaily("2026-01-01", "elfer", DailyResult{})
	if nilStats.Keys() != nil {
		t.Error("nil stats have keys")
	}
	var zero Stats
	zero.Add("x", true, 3, false)
	zero.AddDaily("2026-01-01", "elfer", DailyResult{Score: 3})
	if zero.Modes["x"].Played != 1 || len(zero.DailyResults("2026-01-01", "elfer")) != 1 {
		t.Errorf("zero Stats did not count: %+v", zero)
	}
}

func TestStatsDailyCap(t *testing.T) {
	s := NewStats()
	for i := range MaxDaily + 7 {
		s.AddDaily("2026-03-01", "elfer", DailyResult{Score: i, Won: i%3 == 0})
	}
	s.AddDaily("2026-03-01", "master", DailyResult{Score: 99, Won: true})
	got := s.DailyResults("2026-03-01", "elfer")
	if len(got) != MaxDaily {
		t.Fatalf("%d results kept, want %d", len(got), MaxDaily)
	}
	if got[0].Score != 7 || got[MaxDaily-1].Score != MaxDaily+6 {
		t.Errorf("kept %d..%d, want the newest 7..%d", got[0].Score, got[MaxDaily-1].Score, MaxDaily+6)
	}
	if m := s.DailyResults("2026-03-01", "master"); len(m) != 1 || m[0] != (DailyResult{Score: 99, Won: true}) {
		t.Errorf("the other game's deal of the day: %+v", m)
	}
	if _, ok := s.Daily["2026-03-01 elfer"]; !ok {
		t.Errorf("keys %v, want \"date game\"", s.Daily)
	}
}

func TestStatsRoundTrip(t *testing.T) {
	st, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	empty, err := st.LoadStats()
	if err != nil {
		t.Fatalf("absent statistics: %v", err)
	}
	if len(empty.Modes) != 0 || len(empty.Daily) != 0 {
		t.Fatalf("absent statistics are not empty: %+v", empty)
	}
	s := NewStats()
	s.Add("elfer", true, 0, false)
	s.Add("elfer-short", false, 17, false)
	s.Add("daily:master", true, 120, true)
	s.AddDaily("2026-03-01", "master", DailyResult{Score: 120, Won: true})
	s.AddDaily("2026-03-01", "master", DailyResult{Score: 80})
	if err := st.SaveStats(s); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadStats()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Fatalf("got %+v\nwant %+v", got, s)
	}
	if err := st.SaveStats(nil); err == nil {
		t.Error("nil statistics were written")
	}
}

func TestParseStatsRejects(t *testing.T) {
	for _, data := range []string{
		``,
		`[]`,
		`{}`,
		`{"version":"elferraus-stats/2","modes":{}}`,
		`{"version":"elferraus-stats/1","modes":{},"extra":1}`,
		`{"version":"elferraus-stats/1","modes":{"elfer":null}}`,
		`{"version":"elferraus-stats/1","modes":{"elfer":{"played":1,"won":2}}}`,
		`{"version":"elferraus-stats/1","modes":{"elfer":{"played":-1}}}`,
		`{"version":"elferraus-stats/1","modes":{"elfer":{"played":1,"colour":2}}}`,
		fmt.Sprintf(`{"version":"elferraus-stats/1","daily":{"2026-03-01 elfer":[%s{}]}}`, strings.Repeat(`{},`, MaxDaily)),
		`{"version":"elferraus-stats/1"} {}`,
	} {
		if s, err := ParseStats([]byte(data)); err == nil {
			t.Errorf("%s accepted: %+v", data, s)
		}
	}
	if _, err := ParseStats([]byte(`{"version":"elferraus-stats/1"}`)); err != nil {
		t.Errorf("a file with nothing counted yet: %v", err)
	}
}

func TestLoadStatsBroken(t *testing.T) {
	st, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	bad := []byte(`{"version":"elferraus-stats/1","modes":{"elfer":{"played":3,"won":1,`)
	if err := st.Put(StatsName, bad); err != nil {
		t.Fatal(err)
	}
	s, err := st.LoadStats()
	var be *BrokenError
	if !errors.As(err, &be) {
		t.Fatalf("error %v (%T) is no *BrokenError", err, err)
	}
	if be.Name != StatsName || be.SetAsideAs != StatsName+".broken" {
		t.Errorf("got %+v", be)
	}
	if s == nil || len(s.Modes) != 0 || len(s.Daily) != 0 {
		t.Fatalf("broken statistics give %+v, want empty ones", s)
	}
	if _, err := st.Get(StatsName); !errors.Is(err, ErrNotFound) {
		t.Errorf("the broken file is still there: %v", err)
	}
	kept, err := st.Get(be.SetAsideAs)
	if err != nil || string(kept) != string(bad) {
		t.Errorf("the kept copy: %q, %v", kept, err)
	}
	// Saving the fresh statistics now loses nothing, and they load again.
	s.Add("elfer", true, 0, false)
	if err := st.SaveStats(s); err != nil {
		t.Fatal(err)
	}
	if again, err := st.LoadStats(); err != nil || again.Modes["elfer"].Played != 1 {
		t.Errorf("got %+v, %v", again, err)
	}
}
