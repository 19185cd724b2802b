package registry_test

import (
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/deal"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
)

// TestEveryGamePlaysThroughTheRegistry plays a match of every registered
// game between bots through the registry's interfaces alone, for every
// player count and option set, each seat's level changing from round to
// round so that every level plays, and replays each round's record to the
// same state.
//
// The records also make the engine's digest, a hash per configuration
// (see checkDigest): bots weigh chances in floating point and every deal
// and choice comes from the seeded generator, so an equal digest natively
// and under js/wasm shows that the browser plays the very same games.
func TestEveryGamePlaysThroughTheRegistry(t *testing.T) {
	var digest []string
	for _, g := range registry.All() {
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			for _, opts := range optionSets(g, n) {
				name := configName(g, n, opts)
				h := sha256.New()
				m, err := games.NewMatch(g, opts, n, 3, uint64(n))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				for !m.Over() {
					r, err := m.Deal()
					if err != nil {
						t.Fatalf("%s: deal: %v", name, err)
					}
					bots := make([]games.Bot, n)
					for p := range bots {
						bots[p] = g.NewBot(level.All()[(p+m.Played())%3], p, card.Mix(uint64(n), uint64(p)))
					}
					if err := games.Play(r, bots, 100000); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					if err := m.Finish(r); err != nil {
						t.Fatalf("%s: finish: %v", name, err)
					}
					data := r.Record(nil, m.Played()).Marshal()
					h.Write(data)
					rg, back, err := registry.Replay(data, -1)
					if err != nil {
						t.Fatalf("%s: replay: %v", name, err)
					}
					if rg != g || !back.Equal(r) {
						t.Fatalf("%s: the replayed round differs", name)
					}
				}
				if len(m.Leaders()) == 0 {
					t.Errorf("%s: a match without a winner", name)
				}
				digest = append(digest, fmt.Sprintf("%s %x", name, h.Sum(nil)))
			}
		}
	}
	checkDigest(t, digest)
}

// checkDigest logs the digest, lines of "configuration hash", and writes
// it to the file ELFER_DIGEST_OUT names, or compares it with the one in the
// file ELFER_DIGEST_WANT names and reports every configuration that
// differs. CI writes it in the native run and compares under js/wasm.
func checkDigest(t *testing.T, lines []string) {
	t.Helper()
	text := strings.Join(lines, "\n") + "\n"
	t.Logf("engine digest %x over %d configurations", sha256.Sum256([]byte(text)), len(lines))
	if path := os.Getenv("ELFER_DIGEST_OUT"); path != "" {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatalf("ELFER_DIGEST_OUT: %v", err)
		}
	}
	path := os.Getenv("ELFER_DIGEST_WANT")
	if path == "" {
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("ELFER_DIGEST_WANT: %v (write it first with ELFER_DIGEST_OUT in a native run)", err)
	}
	want := map[string]string{}
	for l := range strings.Lines(string(data)) {
		name, sum, _ := strings.Cut(strings.TrimSpace(l), " ")
		want[name] = sum
	}
	for _, l := range lines {
		name, sum, _ := strings.Cut(l, " ")
		w, ok := want[name]
		switch {
		case !ok:
			t.Errorf("%s: played here, not in %s", name, path)
		case w != sum:
			t.Errorf("%s: the records differ from those in %s", name, path)
		}
		delete(want, name)
	}
	for _, name := range slices.Sorted(maps.Keys(want)) {
		t.Errorf("%s: in %s, not played here", name, path)
	}
}

// TestReadRefusesUnknownGames names the line and the known games.
func TestReadRefusesUnknownGames(t *testing.T) {
	_, _, err := registry.Read([]byte(`{"record":"elferraus-record/1","game":"poker","options":{},"players":2,"names":[],"seed":"1","round":1,"dealer":0}` + "\n"))
	if err == nil || err.Error() != `line 1: unknown game "poker" (known: `+registry.Known()+`)` {
		t.Errorf("got %v", err)
	}
	if _, _, err := registry.Read([]byte("hello\n")); err == nil {
		t.Error("garbage read as a record")
	}
}

// TestNextDealer: a game whose loser begins the next round deals each round
// from the sheet so far; the others move the deal one seat on.
func TestNextDealer(t *testing.T) {
	g := *registry.All()[0]
	m, err := games.NewMatch(&g, nil, 4, 3, 9)
	if err != nil {
		t.Fatal(err)
	}
	m.Sheet = [][]int{{3, 0, 5, 1}, {0, 2, 2, 9}}
	for r := 1; r <= 3; r++ {
		if got, want := m.Dealer(r), (m.First+r-1)%4; got != want {
			t.Errorf("round %d: dealer %d, want %d", r, got, want)
		}
	}
	// The seat before the one with the highest penalty deals, so that one
	// begins.
	g.NextDealer = func(_ int, scores []int) int { return (games.Best(scores, false)[0] + 3) % 4 }
	if got := m.Dealer(1); got != m.First {
		t.Errorf("round 1: dealer %d, want the drawn %d", got, m.First)
	}
	if got := m.Dealer(2); got != 0 {
		t.Errorf("round 2: dealer %d, want 0 (seat 1 scored least)", got)
	}
	if got := m.Dealer(3); got != 3 {
		t.Errorf("round 3: dealer %d, want 3 (seat 0 scored least)", got)
	}
}

// TestEveryGameHasDealCodes: every registered game, with each of its
// options, can be shared as a deal code, and the code names the same match.
func TestEveryGameHasDealCodes(t *testing.T) {
	for _, g := range registry.All() {
		for _, o := range append([]games.Option{{}}, g.Options...) {
			c := deal.Code{Game: g.ID, Players: g.MinPlayers, Seed: 12345}
			if o.Name != "" {
				if o.Players != 0 {
					c.Players = o.Players
				}
				c.Options = map[string]bool{o.Name: true}
			}
			s, err := deal.Encode(c)
			if err != nil {
				t.Errorf("%s %v: %v", g.ID, c.Options, err)
				continue
			}
			back, err := deal.Parse(s)
			if err != nil || back.Game != c.Game || back.Players != c.Players || back.Seed != c.Seed || back.Options[o.Name] != (o.Name != "") {
				t.Errorf("%s %v: code %s reads back as %+v, %v", g.ID, c.Options, s, back, err)
			}
		}
	}
}
