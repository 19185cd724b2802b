package deal

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"elferraus/engine/elfer"
)

// pinnedNumbers is the game table as codes have been shared with it. Codes
// name games by these numbers, so the table may only grow at the end.
var pinnedNumbers = []string{
	"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen",
	"elfer-beliebige-startkarte", "master", "ueberall", "mogeln", "ratefix",
	"zweikampf", "farben", "schnippschnapp", "schnippschnapp-los",
	"schwarzerpeter", "hoechste",
}

// pinnedOptions is each game's option list as codes have been shared with
// it: an option's place is its bit, so the lists may only grow at the end.
var pinnedOptions = map[string][]string{
	"elfer":                      {"short"},
	"elfer-falscher-anfang":      {"short"},
	"elfer-drei-anfangszahlen":   {"short"},
	"elfer-beliebige-startkarte": {"short"},
}

func TestTableIsAppendOnly(t *testing.T) {
	if len(gameTable) < len(pinnedNumbers) {
		t.Fatalf("game table has %d games, %d were pinned: games were removed", len(gameTable), len(pinnedNumbers))
	}
	for i, id := range pinnedNumbers {
		if gameTable[i].id != id {
			t.Errorf("game number %d is %q, codes in the wild say %q", i, gameTable[i].id, id)
		}
	}
	for _, g := range gameTable {
		pinned := pinnedOptions[g.id]
		if len(g.options) < len(pinned) {
			t.Errorf("%s has %d options, %d were pinned", g.id, len(g.options), len(pinned))
			continue
		}
		for i, name := range pinned {
			if g.options[i].name != name {
				t.Errorf("%s option bit %d is %q, codes in the wild say %q", g.id, i, g.options[i].name, name)
			}
		}
		if len(g.options) > 4*maxOptLen {
			t.Errorf("%s has %d options, a code holds %d", g.id, len(g.options), 4*maxOptLen)
		}
		if g.min < 2 || g.max > 6 || g.min > g.max || g.daily < g.min || g.daily > g.max {
			t.Errorf("%s: bad player range %d..%d or daily %d", g.id, g.min, g.max, g.daily)
		}
	}
	if len(gameTable) > 32 {
		t.Errorf("%d games do not fit the 5-bit game number", len(gameTable))
	}
}

// TestGamesAreRulesIDs checks that the table knows every game id of the
// binding rules (testdata/RULES.md) and nothing else.
func TestGamesAreRulesIDs(t *testing.T) {
	got := Games()
	if !slices.IsSorted(got) || len(got) != len(gameTable) {
		t.Fatalf("Games() = %v: not sorted or not the table", got)
	}
	got[0] = "changed"
	if Games()[0] == "changed" {
		t.Fatal("Games returns the package's own slice")
	}
	// testdata/RULES.md is a copy of the binding rules, kept in the
	// repository so that the test reads nothing outside it.
	b, err := os.ReadFile("testdata/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range regexp.MustCompile("(?m)^### `([a-z-]+)`").FindAllStringSubmatch(string(b), -1) {
		want = append(want, m[1])
	}
	slices.Sort(want)
	if !slices.Equal(Games(), want) {
		t.Errorf("Games() = %v\nRULES.md ids = %v", Games(), want)
	}
}

var sampleSeeds = []uint64{0, 1, 2, 7, 31, 32, 1023, 1 << 32, 0x0123456789abcdef, 1<<60 - 1, 1 << 60, 1 << 63, ^uint64(0)}

// validCodes lists a code for every game, player count and sample seed, and
// every valid option set.
func validCodes() []Code {
	var codes []Code
	for _, g := range gameTable {
		for p := g.min; p <= g.max; p++ {
			for _, seed := range sampleSeeds {
				codes = append(codes, Code{Game: g.id, Players: p, Seed: seed})
				for _, o := range g.options {
					if o.players == 0 || o.players == p {
						codes = append(codes, Code{Game: g.id, Players: p, Seed: seed, Options: map[string]bool{o.name: true}})
					}
				}
			}
		}
	}
	return codes
}

func TestRoundTrip(t *testing.T) {
	codes := validCodes()
	codes = append(codes,
		Code{Game: "elfer", Players: 4, Seed: 9, Options: map[string]bool{"short": false}},
		Code{Game: "elfer", Players: 4, Seed: 9, Options: map[string]bool{}},
	)
	longest := 0
	for _, c := range codes {
		s, err := Encode(c)
		if err != nil {
			t.Fatalf("Encode(%+v): %v", c, err)
		}
		if c.String() != s {
			t.Errorf("String() = %q, Encode = %q", c.String(), s)
		}
		if err := c.Check(); err != nil {
			t.Errorf("Check(%+v): %v", c, err)
		}
		if !regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{1,4}(-[0-9A-HJKMNP-TV-Z]{1,4})*$`).MatchString(s) {
			t.Errorf("%+v encodes as %q: not dashed blocks of the alphabet", c, s)
		}
		got, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q) of %+v: %v", s, c, err)
		}
		if !got.Equal(c) {
			t.Errorf("Parse(Encode(%+v)) = %+v", c, got)
		}
		for k, v := range got.Options {
			if !v {
				t.Errorf("Parse(%q) has option %q false: only set options are listed", s, k)
			}
		}
		sloppy := strings.ToLower(strings.ReplaceAll(s, "-", " "))
		if got, err := Parse(sloppy); err != nil || !got.Equal(c) {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", sloppy, got, err, c)
		}
		longest = max(longest, len(strings.ReplaceAll(s, "-", "")))
	}
	if longest > 3+1+13+1 {
		t.Errorf("longest code has %d characters", longest)
	}
}

// TestLengths pins how short typical codes are.
func TestLengths(t *testing.T) {
	for _, tc := range []struct {
		c    Code
		want string
	}{
		{Code{Game: "elfer", Players: 4}, "840A"},
		{Code{Game: "elfer", Players: 4, Seed: 7}, "8417-Y"},
		{Code{Game: "elfer", Players: 2, Seed: 7, Options: map[string]bool{"short": true}}, "82H1-7M"},
		{Code{Game: "hoechste", Players: 4, Seed: ^uint64(0)}, "BCDF-ZZZZ-ZZZZ-ZZZZ-5"},
	} {
		if got := tc.c.String(); got != tc.want {
			t.Errorf("%+v = %q, want %q", tc.c, got, tc.want)
		}
	}
}

func TestAliases(t *testing.T) {
	c := Code{Game: "master", Players: 3, Seed: 0x10001}
	s := c.String()
	if !strings.ContainsAny(s, "01") {
		t.Fatalf("%q has no 0 or 1 to alias", s)
	}
	for _, r := range []*strings.Replacer{
		strings.NewReplacer("0", "O", "1", "I"),
		strings.NewReplacer("0", "o", "1", "l"),
		strings.NewReplacer("0", "O", "1", "L"),
		strings.NewReplacer("0", "o", "1", "i"),
	} {
		in := " " + r.Replace(s) + "\t"
		got, err := Parse(in)
		if err != nil || !got.Equal(c) {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", in, got, err, c)
		}
	}
}

func TestEncodeRefuses(t *testing.T) {
	for _, tc := range []struct {
		c    Code
		want string
	}{
		{Code{Game: "", Players: 4}, `unknown game ""`},
		{Code{Game: "skat", Players: 4}, `unknown game "skat"`},
		{Code{Game: "elfer", Players: 1}, "player count 1 out of range"},
		{Code{Game: "elfer", Players: 7}, "player count 7 out of range"},
		{Code{Game: "elfer", Players: -3}, "player count -3 out of range"},
		{Code{Game: "zweikampf", Players: 3}, "zweikampf is for 2 players"},
		{Code{Game: "mogeln", Players: 2}, "mogeln is for 3 to 6 players"},
		{Code{Game: "hoechste", Players: 5}, "hoechste is for 2 to 4 players"},
		{Code{Game: "elfer", Players: 2, Options: map[string]bool{"kurz": true}}, `elfer has no option "kurz"`},
		{Code{Game: "elfer", Players: 2, Options: map[string]bool{"shrot": false}}, `elfer has no option "shrot"`},
		{Code{Game: "master", Players: 2, Options: map[string]bool{"short": true}}, `master has no option "short"`},
		{Code{Game: "elfer", Players: 4, Options: map[string]bool{"short": true}}, "for 2 players only"},
	} {
		_, err := Encode(tc.c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Encode(%+v) = %v, want an error with %q", tc.c, err, tc.want)
		}
		if err2 := tc.c.Check(); err2 == nil || err2.Error() != err.Error() {
			t.Errorf("Check(%+v) = %v, Encode said %v", tc.c, err2, err)
		}
		s := tc.c.String()
		if !strings.HasPrefix(s, "<invalid deal code: ") {
			t.Errorf("String(%+v) = %q", tc.c, s)
		}
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) accepted the spelling of an invalid code", s)
		}
	}
}

// TestShortAgreesWithEngine checks that a code allows the short game exactly
// where the elfer engine does.
func TestShortAgreesWithEngine(t *testing.T) {
	for _, v := range elfer.Variants() {
		for p := 0; p <= 8; p++ {
			for _, short := range []bool{false, true} {
				c := Code{Game: v.ID(), Players: p, Options: map[string]bool{"short": short}}
				engine := elfer.Options{Variant: v, Short: short}.Check(p)
				if (c.Check() == nil) != (engine == nil) {
					t.Errorf("%s, %d players, short %v: code says %v, engine says %v", v.ID(), p, short, c.Check(), engine)
				}
			}
		}
	}
}

// header builds the three header characters of a crafted code.
func header(ver, game, players, opts, seedLen int) []byte {
	h := ver<<13 | game<<8 | players<<5 | opts<<4 | seedLen
	return []byte{byte(h >> 10 & 31), byte(h >> 5 & 31), byte(h & 31)}
}

// frame spells crafted symbols with a right check character, so that a test
// reaches the refusals behind the checksum.
func frame(parts ...[]byte) string {
	syms := slices.Concat(parts...)
	return spell(append(syms, checksum(syms)))
}

func TestParseRefuses(t *testing.T) {
	valid := Code{Game: "elfer", Players: 4, Seed: 7}.String() // 8417-Y
	for _, tc := range []struct {
		name, in, want string
	}{
		{"empty", "", "empty deal code"},
		{"only dashes", " - -- ", "empty deal code"},
		{"U", "84U7-Y", `bad character 'U' at position 3`},
		{"punctuation", "8417-Y!", `bad character '!' at position 7`},
		{"non-ASCII", "84é7-Y", `bad character 'é' at position 3`},
		{"invalid UTF-8", "84\xff7-Y", `bad character '�' at position 3`},
		{"too many characters", strings.Repeat("0", maxSymbols+1), "too long"},
		{"too long input", strings.Repeat("-", maxInputLen+1), "too long"},
		{"one character", "8", "too short"},
		{"no check", "840", "too short"},
		{"wrong check", "8417-Z", "wrong check character"},
		{"mistyped", "8418-Y", "wrong check character"},
		{"version 0", frame(header(0, 0, 4, 0, 0)), "unknown deal code version 0"},
		{"version 2", frame(header(2, 0, 4, 0, 0)), "unknown deal code version 2"},
		{"version 3", frame(header(3, 0, 4, 0, 0)), "unknown deal code version 3"},
		{"game 14", frame(header(1, 14, 4, 0, 0)), "unknown game number 14"},
		{"game 31", frame(header(1, 31, 4, 0, 0)), "unknown game number 31"},
		{"players 0", frame(header(1, 0, 0, 0, 0)), "player count 0 out of range"},
		{"players 1", frame(header(1, 0, 1, 0, 0)), "player count 1 out of range"},
		{"players 7", frame(header(1, 0, 7, 0, 0)), "player count 7 out of range"},
		{"zweikampf 3", frame(header(1, 8, 3, 0, 0)), "player count 3 out of range: zweikampf is for 2 players"},
		{"unknown option bit", frame(header(1, 0, 2, 1, 0), []byte{2}), "unknown option bits 0b10 for elfer"},
		{"option of another game", frame(header(1, 4, 2, 1, 0), []byte{1}), "unknown option bits 0b1 for master"},
		{"high option bits", frame(header(1, 0, 2, 1, 0), []byte{moreOptions | 1, 4}), "unknown option bits 0b1000000 for elfer"},
		{"too many option characters", frame(header(1, 0, 2, 1, 0), []byte{moreOptions, moreOptions, moreOptions, 1}), "unknown option bits"},
		{"empty options", frame(header(1, 0, 2, 1, 0), []byte{0}), "empty option character"},
		{"short with 4", frame(header(1, 0, 4, 1, 0), []byte{1}), `option "short" of elfer is for 2 players only, not 4`},
		{"options missing", frame(header(1, 0, 2, 1, 0)), "too short"},
		{"option continues past the end", frame(header(1, 0, 2, 1, 0), []byte{moreOptions | 1}), "too short"},
		{"seed missing", frame(header(1, 0, 4, 0, 5), []byte{1, 2}), "too short"},
		{"seed length 14", frame(header(1, 0, 4, 0, 14), make([]byte, 14)), "seed length 14 out of range"},
		{"seed length 15", frame(header(1, 0, 4, 0, 15)), "seed length 15 out of range"},
		{"seed over 64 bits", frame(header(1, 0, 4, 0, 13), []byte{16}, make([]byte, 12)), "does not fit in 64 bits"},
		{"seed leading zero", frame(header(1, 0, 4, 0, 2), []byte{0, 7}), "seed starts with a zero character"},
		{"trailing data", frame(header(1, 0, 4, 0, 1), []byte{7, 3}), "trailing data"},
		{"trailing after seed 0", frame(header(1, 0, 4, 0, 0), []byte{9}), "trailing data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Parse(tc.in)
			if err == nil {
				t.Fatalf("Parse(%q) = %+v, want an error with %q", tc.in, c, tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Parse(%q) = %v, want an error with %q", tc.in, err, tc.want)
			}
			if c.Game != "" || c.Options != nil || c.Players != 0 || c.Seed != 0 {
				t.Errorf("Parse(%q) refused but returned %+v", tc.in, c)
			}
		})
	}
	if _, err := Parse(valid); err != nil {
		t.Fatalf("Parse(%q): %v", valid, err)
	}
}

// TestWeightsAreDistinct proves the checksum catches every single
// substitution and every swap of two different characters in every code
// length: the checksum is linear, so each position's weight is what a unit
// symbol there adds, and the weights must be nonzero, distinct and unlike the
// check character's own weight 1.
func TestWeightsAreDistinct(t *testing.T) {
	for n := 1; n < maxSymbols; n++ {
		zero := checksum(make([]byte, n))
		seen := map[byte]int{1: n} // the check character weighs 1
		for i := 0; i < n; i++ {
			unit := make([]byte, n)
			unit[i] = 1
			w := checksum(unit) ^ zero
			if w == 0 {
				t.Fatalf("length %d: position %d weighs 0", n, i)
			}
			if j, ok := seen[w]; ok {
				t.Fatalf("length %d: positions %d and %d weigh %d both", n, i, j, w)
			}
			seen[w] = i
		}
	}
	// A weight times a nonzero difference is nonzero in a field, so distinct
	// nonzero weights suffice, given that multiplying by x is a bijection.
	seen := map[byte]bool{}
	for c := byte(0); c < 32; c++ {
		seen[mulAlpha(c)] = true
	}
	if len(seen) != 32 {
		t.Fatalf("multiplication by x is not a bijection of GF(32)")
	}
}

// sampleCodes are the codes the mistyping tests change.
func sampleCodes(t *testing.T) []string {
	var out []string
	for _, c := range []Code{
		{Game: "elfer", Players: 4},
		{Game: "elfer", Players: 4, Seed: 7},
		{Game: "elfer", Players: 2, Seed: 12345, Options: map[string]bool{"short": true}},
		{Game: "master", Players: 6, Seed: ^uint64(0)},
		{Game: "hoechste", Players: 3, Seed: 1 << 63},
		{Game: "elfer-beliebige-startkarte", Players: 2, Seed: 0xdeadbeef, Options: map[string]bool{"short": true}},
	} {
		out = append(out, c.String())
	}
	for _, g := range Games() {
		c, err := Daily("2026-03-14", g)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c.String())
	}
	return out
}

func TestSingleSubstitutionRefused(t *testing.T) {
	for _, code := range sampleCodes(t) {
		plain := strings.ReplaceAll(code, "-", "")
		for i := range plain {
			for _, r := range alphabet {
				if byte(r) == plain[i] {
					continue
				}
				typo := plain[:i] + string(r) + plain[i+1:]
				if c, err := Parse(typo); err == nil {
					t.Errorf("%s with character %d typed as %c: %q parses as %+v", code, i+1, r, typo, c)
				}
			}
		}
	}
}

func TestSwapsAndInsertionsRefused(t *testing.T) {
	for _, code := range sampleCodes(t) {
		plain := strings.ReplaceAll(code, "-", "")
		for i := range plain {
			for j := i + 1; j < len(plain); j++ {
				if plain[i] == plain[j] {
					continue
				}
				b := []byte(plain)
				b[i], b[j] = b[j], b[i]
				if c, err := Parse(string(b)); err == nil {
					t.Errorf("%s with characters %d and %d swapped: %q parses as %+v", code, i+1, j+1, b, c)
				}
			}
		}
		if c, err := Parse("0" + plain); err == nil {
			t.Errorf("%s with a leading 0 parses as %+v", code, c)
		}
	}
}

// goldenDaily holds daily codes computed once: they must never change, or people
// comparing the day's deal would play different ones.
var goldenDaily = map[string]string{
	"2026-01-01": "84D9-GN1V-MP0W-HFES-F",
	"2026-07-04": "84D1-4F93-S92P-R7Z4-J",
}

func TestDaily(t *testing.T) {
	for date, want := range goldenDaily {
		c, err := Daily(date, "elfer")
		if err != nil {
			t.Fatal(err)
		}
		if got := c.String(); got != want {
			t.Errorf("Daily(%s, elfer) = %s, pinned %s", date, got, want)
		}
		if c.Players != 4 || len(c.Options) != 0 {
			t.Errorf("Daily(%s, elfer) = %+v: want 4 players, no options", date, c)
		}
		again, _ := Daily(date, "elfer")
		if !again.Equal(c) {
			t.Errorf("Daily(%s, elfer) changed between calls: %+v, %+v", date, c, again)
		}
	}

	seeds := map[uint64]string{}
	for _, g := range Games() {
		for day := 1; day <= 365; day++ {
			date := time.Date(2027, 1, day, 0, 0, 0, 0, time.UTC).Format("2006-01-02")
			c, err := Daily(date, g)
			if err != nil {
				t.Fatalf("Daily(%s, %s): %v", date, g, err)
			}
			if c.Game != g {
				t.Fatalf("Daily(%s, %s) is for %s", date, g, c.Game)
			}
			if err := c.Check(); err != nil {
				t.Fatalf("Daily(%s, %s) = %+v: %v", date, g, c, err)
			}
			if p, err := Parse(c.String()); err != nil || !p.Equal(c) {
				t.Fatalf("Daily(%s, %s) does not round-trip: %v", date, g, err)
			}
			key := date + " " + g
			if prev, ok := seeds[c.Seed]; ok && prev != key {
				t.Fatalf("%s and %s share seed %d", prev, key, c.Seed)
			}
			seeds[c.Seed] = key
		}
	}
	if c, _ := Daily("2026-01-01", "zweikampf"); c.Players != 2 {
		t.Errorf("daily zweikampf has %d players", c.Players)
	}

	for _, bad := range []string{"", "2026-1-01", "2026-01-1", "2026-02-30", "2026-13-01", "26-01-01",
		"2026/01/01", " 2026-01-01", "2026-01-01 ", "2026-01-01T00:00:00Z", "today", "+2026-01-01"} {
		if c, err := Daily(bad, "elfer"); err == nil || !strings.Contains(err.Error(), "bad date") {
			t.Errorf("Daily(%q, elfer) = %+v, %v; want a bad date error", bad, c, err)
		}
	}
	if _, err := Daily("2026-01-01", "skat"); err == nil || !strings.Contains(err.Error(), `unknown game "skat"`) {
		t.Errorf("Daily for an unknown game: %v", err)
	}
}

func TestEqual(t *testing.T) {
	a := Code{Game: "elfer", Players: 2, Seed: 1}
	for _, tc := range []struct {
		b    Code
		want bool
	}{
		{Code{Game: "elfer", Players: 2, Seed: 1, Options: map[string]bool{"short": false}}, true},
		{Code{Game: "elfer", Players: 2, Seed: 1, Options: map[string]bool{"short": true}}, false},
		{Code{Game: "elfer", Players: 2, Seed: 2}, false},
		{Code{Game: "elfer", Players: 3, Seed: 1}, false},
		{Code{Game: "master", Players: 2, Seed: 1}, false},
	} {
		if a.Equal(tc.b) != tc.want || tc.b.Equal(a) != tc.want {
			t.Errorf("%+v equal %+v: want %v", a, tc.b, tc.want)
		}
	}
}
