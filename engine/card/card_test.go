package card_test

import (
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
)

func TestParseAndString(t *testing.T) {
	tests := []struct {
		in   string
		want card.Card
	}{
		{"R11", card.New(card.Red, 11)},
		{"Y3", card.New(card.Yellow, 3)},
		{"G1", card.New(card.Green, 1)},
		{"B20", card.New(card.Blue, 20)},
		{"G21", card.New(card.Green, 21)},
		{"J1", card.Joker(1)},
		{"J4", card.Joker(4)},
	}
	for _, tt := range tests {
		got, err := card.Parse(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if s := got.String(); s != tt.in {
			t.Errorf("Parse(%q).String() = %q", tt.in, s)
		}
		if !got.Valid() {
			t.Errorf("Parse(%q) is not Valid", tt.in)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	// Each of these is a plausible typo; none may read as a card.
	for _, in := range []string{"", "R", "R0", "R22", "B+1", "R-1", "X5", "r11", "J0", "J5", "R011", "R1 ", " R1", "RR1", "J", "11", "R1x"} {
		if c, err := card.Parse(in); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", in, c)
		}
	}
}

func TestParseErrorSaysHow(t *testing.T) {
	// An error names what was wrong and what is allowed.
	tests := []struct{ in, want string }{
		{"Q7", "R, Y, G or B"},
		{"R", "R11"},
		{"R25", "1 to 21"},
		{"J9", "J1 to J4"},
	}
	for _, tt := range tests {
		_, err := card.Parse(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v, want it to mention %q", tt.in, err, tt.want)
		}
	}
}

func TestAccessors(t *testing.T) {
	for _, col := range card.Colors {
		for v := 1; v <= card.MaxValue; v++ {
			c := card.New(col, v)
			if c.Color() != col || c.Value() != v || c.IsJoker() || !c.Valid() {
				t.Errorf("New(%v, %d) = %v: colour %v value %d joker %v", col, v, c, c.Color(), c.Value(), c.IsJoker())
			}
			if c.Index() < 0 || c.Index() >= card.Limit {
				t.Errorf("%v.Index() = %d, outside [0, %d)", c, c.Index(), card.Limit)
			}
		}
	}
	for n := 1; n <= 4; n++ {
		j := card.Joker(n)
		if !j.IsJoker() || !j.Valid() || j.Value() != n {
			t.Errorf("Joker(%d) = %v", n, j)
		}
	}
	if card.None.Valid() || card.None.String() != "-" {
		t.Errorf("None: Valid %v, String %q", card.None.Valid(), card.None.String())
	}
}

// TestIndexDense checks that Index gives every card its own slot, which the
// per-card tables of the engines and the simulation harness rely on.
func TestIndexDense(t *testing.T) {
	seen := map[int]card.Card{}
	all := card.Deck(card.MaxValue, card.Colors[:]...)
	for n := 1; n <= 4; n++ {
		all = append(all, card.Joker(n))
	}
	for _, c := range all {
		if o, dup := seen[c.Index()]; dup {
			t.Errorf("%v and %v share Index %d", c, o, c.Index())
		}
		seen[c.Index()] = c
	}
}

func TestEveryByteIsSafe(t *testing.T) {
	// Garbage cards reach the engines through records and fuzzing; none of
	// the methods may panic, and only the valid ones may round-trip.
	for b := range 256 {
		c := card.Card(b)
		_ = c.Color()
		_ = c.Index()
		s := c.String()
		text, err := c.MarshalText()
		if c.Valid() != (err == nil) {
			t.Errorf("card %d: Valid %v but MarshalText error %v", b, c.Valid(), err)
		}
		if !c.Valid() {
			continue
		}
		var back card.Card
		if err := back.UnmarshalText(text); err != nil || back != c || s != string(text) {
			t.Errorf("card %d: %q reads back as %v, %v", b, text, back, err)
		}
	}
}

func TestColor(t *testing.T) {
	tests := []struct {
		c      card.Color
		letter byte
		name   string
	}{
		{card.Red, 'R', "red"},
		{card.Yellow, 'Y', "yellow"},
		{card.Green, 'G', "green"},
		{card.Blue, 'B', "blue"},
		{card.Color(7), '?', "colour(7)"},
	}
	for _, tt := range tests {
		if got := tt.c.Letter(); got != tt.letter {
			t.Errorf("%d.Letter() = %c, want %c", tt.c, got, tt.letter)
		}
		if got := tt.c.String(); got != tt.name {
			t.Errorf("%d.String() = %q, want %q", tt.c, got, tt.name)
		}
		if tt.letter == '?' {
			continue
		}
		if got, err := card.ParseColor(string(tt.letter)); err != nil || got != tt.c {
			t.Errorf("ParseColor(%c) = %v, %v", tt.letter, got, err)
		}
	}
	if _, err := card.ParseColor("RG"); err == nil {
		t.Error("ParseColor(RG) did not fail")
	}
}

func TestDeckSumFormat(t *testing.T) {
	d := card.Deck(20, card.Colors[:]...)
	if len(d) != 80 {
		t.Fatalf("Deck(20, all) has %d cards, want 80", len(d))
	}
	if got, want := card.Format(d[:3]), "R1 R2 R3"; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
	if got, want := d[79], card.New(card.Blue, 20); got != want {
		t.Errorf("last card %v, want %v", got, want)
	}
	// Each colour 1..20 adds up to 210.
	if got, want := card.Sum(d), 4*210; got != want {
		t.Errorf("Sum(deck) = %d, want %d", got, want)
	}
	if got, want := card.Sum([]card.Card{card.New(card.Red, 5), card.Joker(1), card.New(card.Blue, 7)}), 12; got != want {
		t.Errorf("Sum with a joker = %d, want %d", got, want)
	}
	if got := card.Format(nil); got != "" {
		t.Errorf("Format(nil) = %q", got)
	}
	short := card.Deck(20, card.Red, card.Yellow, card.Green)
	if len(short) != 60 {
		t.Errorf("short deck has %d cards", len(short))
	}
}

// TestSortIsSlicesSort: card.Sort orders as slices.SortFunc does, for any
// total order, on hands of every size.
func TestSortIsSlicesSort(t *testing.T) {
	rng := card.NewRng(5)
	byValue := func(a, b card.Card) int {
		if a.Value() != b.Value() {
			return a.Value() - b.Value()
		}
		return int(a.Color()) - int(b.Color())
	}
	for n := range 60 {
		deck := card.Deck(20, card.Red, card.Yellow, card.Green, card.Blue)
		rng.Shuffle(deck)
		hand := deck[:n]
		want := slices.Clone(hand)
		slices.SortFunc(want, byValue)
		got := slices.Clone(hand)
		card.Sort(got, byValue)
		if !slices.Equal(got, want) {
			t.Fatalf("%d cards: %v, want %v", n, got, want)
		}
	}
}

// TestSameCards: the same cards in any order, each as often; a card more,
// less or another is not the same.
func TestSameCards(t *testing.T) {
	r11, b3, g20 := card.New(card.Red, 11), card.New(card.Blue, 3), card.New(card.Green, 20)
	for _, c := range []struct {
		a, b []card.Card
		want bool
	}{
		{nil, nil, true},
		{[]card.Card{r11, b3, g20}, []card.Card{g20, r11, b3}, true},
		{[]card.Card{r11, r11, b3}, []card.Card{r11, b3, r11}, true},
		{[]card.Card{r11, r11, b3}, []card.Card{r11, b3, b3}, false},
		{[]card.Card{r11, b3}, []card.Card{r11, b3, g20}, false},
		{[]card.Card{r11, b3, g20}, []card.Card{r11, b3, card.Joker(1)}, false},
	} {
		if got := card.SameCards(c.a, c.b); got != c.want {
			t.Errorf("SameCards(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
