package elfer_test

import (
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
)

var (
	falseStart  = elfer.Options{Variant: elfer.FalseStart}
	threeStarts = elfer.Options{Variant: elfer.ThreeStarts}
	anyStart    = elfer.Options{Variant: elfer.AnyStart}
)

func TestVariantIDs(t *testing.T) {
	want := []string{"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen", "elfer-beliebige-startkarte"}
	for i, v := range elfer.Variants() {
		if v.ID() != want[i] {
			t.Errorf("variant %d: ID %q, want %q", i, v.ID(), want[i])
		}
		if got, ok := elfer.ParseVariant(want[i]); !ok || got != v {
			t.Errorf("ParseVariant(%q) = %v, %v", want[i], got, ok)
		}
	}
	if _, ok := elfer.ParseVariant("master"); ok {
		t.Error("ParseVariant(master) succeeded")
	}
}

func TestFalseStartBeginning(t *testing.T) {
	for seed := range uint64(10) {
		for players := 2; players <= 6; players++ {
			dealer := int(seed) % players
			s, err := elfer.New(falseStart, players, dealer, seed)
			if err != nil {
				t.Fatal(err)
			}
			// The 1s and 20s lie, nobody opens: the seat left of the dealer
			// begins with an ordinary turn.
			tab := s.Table()
			for _, col := range card.Colors {
				if !tab.Has(card.New(col, 1)) || !tab.Has(card.New(col, 20)) || tab.Count() != 8 {
					t.Fatalf("table %s", card.Format(tab.Cards()))
				}
			}
			turn := s.Turn()
			if turn.Phase != elfer.Playing || turn.Opener != card.None || s.ToMove() != (dealer+1)%players {
				t.Errorf("seed %d: phase %v, opener %v, seat %d on; want playing, none, %d", seed, turn.Phase, turn.Opener, s.ToMove(), (dealer+1)%players)
			}
			if n := len(s.Record(nil, 1).Setups); n != 1 {
				t.Errorf("the false start dealt %d times", n)
			}
		}
	}
}

func TestFalseStartRows(t *testing.T) {
	// Seat 1 (left of the dealer) holds the red 2 to 6, seat 2 the red 7 to
	// 10, seat 0 the red 11, 19 and 18.
	p := position{opts: falseStart, players: 3, dealer: 0, hands: [][]string{
		{"R11", "R19", "R18"},
		{"R2", "R3", "R4", "R5", "R6", "Y19"},
		{"R7", "R8", "R9", "R10"},
	}, pile: []string{"G10", "B10", "Y10"}}
	s := p.state(t)
	if got, want := legalStrings(s), []string{"1 lay R2", "1 lay Y19"}; !slices.Equal(got, want) {
		t.Errorf("first turn legal %v, want %v", got, want)
	}
	e := refuse(t, s, act(t, "1 lay R3"), elfer.WhyGap)
	if want := "the red 3 does not fit: the red row has reached the 1 from below and the 20 from above, so only the 2 or the 19 fits there"; e.Error() != want {
		t.Errorf("%q, want %q", e.Error(), want)
	}
	// An ordinary first turn: several cards, to several rows.
	play(t, s, "1 lay R2", "1 lay R3", "1 lay Y19", "1 lay R4", "1 lay R5", "1 lay R6", "1 end")
	tab := s.Table()
	if lo, hi := tab.Bounds(card.Red); lo != 6 || hi != 20 {
		t.Errorf("red inner ends %d, %d; want 6, 20", lo, hi)
	}
	play(t, s, "2 lay R7", "2 lay R8", "2 lay R9", "2 end")
	// The 11 is an ordinary card: it fits only at the 10 (or 12).
	e = refuse(t, s, act(t, "0 lay R11"), elfer.WhyGap)
	if e.Lo != 9 || e.Hi != 20 {
		t.Errorf("error facts %+v", *e)
	}
	play(t, s, "0 lay R19", "0 end", "1 draw G10", "1 draw B10", "1 draw Y10", "2 lay R10", "2 end")
	if !s.Fits(mustCard(t, "R11")) {
		t.Error("the red 11 does not fit at the red 10")
	}
	tab = s.Table()
	if lo, hi := tab.Bounds(card.Red); lo != 10 || hi != 19 {
		t.Errorf("red inner ends %d, %d; want 10, 19", lo, hi)
	}
	play(t, s, "0 lay R11", "0 lay R18")
	tab = s.Table()
	if lo, hi := tab.Bounds(card.Red); lo != 11 || hi != 18 {
		t.Errorf("red inner ends %d, %d; want 11, 18", lo, hi)
	}
}

func TestBoundsOfFullRow(t *testing.T) {
	// When the two runs of a false start meet, the row is whole: 1..20.
	var tab elfer.Table
	for v := 1; v <= 20; v++ {
		tab[card.Green] |= 1 << v
	}
	if lo, hi := tab.Bounds(card.Green); lo != 1 || hi != 20 {
		t.Errorf("full row bounds %d, %d", lo, hi)
	}
	if lo, hi := tab.Bounds(card.Red); lo != 0 || hi != 0 {
		t.Errorf("empty row bounds %d, %d", lo, hi)
	}
}

func TestThreeStartsOpening(t *testing.T) {
	// Seat 0 is left of the dealer and may open with any of his 10, 11, 12.
	p := position{opts: threeStarts, players: 3, dealer: 2, hands: [][]string{
		{"R10", "Y12", "G11", "R9"},
		{"R11", "Y10", "B12", "B13", "G13", "Y11"},
	}}
	s := p.state(t)
	if s.ToMove() != 0 || s.Turn().Phase != elfer.Opening || s.Turn().Opener != card.None {
		t.Fatalf("seat %d on, turn %+v", s.ToMove(), s.Turn())
	}
	if got, want := legalStrings(s), []string{"0 lay R10", "0 lay Y12", "0 lay G11"}; !slices.Equal(got, want) {
		t.Errorf("opening legal %v, want %v", got, want)
	}
	e := refuse(t, s, act(t, "0 lay R9"), elfer.WhyNoRow)
	if want := "the red 9 does not fit: the red row has not begun, and only the red 10, 11 or 12 can begin it"; e.Error() != want {
		t.Errorf("%q, want %q", e.Error(), want)
	}
	// One card is the opening turn, although the red 9 would fit next.
	play(t, s, "0 lay R10")
	if s.ToMove() != 1 || s.Turn().Phase != elfer.Playing {
		t.Fatalf("after the opening card: seat %d on, phase %v", s.ToMove(), s.Turn().Phase)
	}
	// Each colour starts on its own: yellow with the 10, blue with the 12,
	// and the red row grows from its 10 up to the 11.
	play(t, s, "1 lay R11", "1 lay Y10", "1 lay B12", "1 lay B13", "1 lay Y11")
	refuse(t, s, act(t, "1 lay G13"), elfer.WhyNoRow)
	play(t, s, "1 end")
	tab := s.Table()
	for col, want := range map[card.Color][2]int{card.Red: {10, 11}, card.Yellow: {10, 11}, card.Blue: {12, 13}, card.Green: {0, 0}} {
		if lo, hi := tab.Bounds(col); lo != want[0] || hi != want[1] {
			t.Errorf("%v row %d..%d, want %d..%d", col, lo, hi, want[0], want[1])
		}
	}
	if !s.Fits(mustCard(t, "R9")) || !s.Fits(mustCard(t, "G10")) || !s.Fits(mustCard(t, "G12")) || s.Fits(mustCard(t, "G9")) {
		t.Error("after the first rows: R9, G10, G12 should fit and G9 not")
	}
}

func TestThreeStartsOpeningByDrawing(t *testing.T) {
	tests := []struct {
		name   string
		pile   []string
		onTurn int
		phase  elfer.Phase
	}{
		// The second card drawn is a 12: it must be laid, and it is the
		// opening turn.
		{"drawn twelve opens", []string{"R5", "Y12", "G3"}, 1, elfer.Playing},
		// Three misses: the next seat still has to open.
		{"three misses", []string{"R5", "G3", "B17"}, 1, elfer.Opening},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position{opts: threeStarts, players: 3, dealer: 2, hands: [][]string{{}, {"B12", "B13"}}, pile: tt.pile}
			s := p.state(t)
			if got := legalStrings(s); !slices.Equal(got, []string{"0 draw"}) {
				t.Fatalf("legal %v, want only drawing", got)
			}
			for s.ToMove() == 0 {
				if s.Turn().MustLay != card.None {
					play(t, s, "0 lay "+s.Turn().MustLay.String())
					continue
				}
				play(t, s, "0 draw")
			}
			if s.ToMove() != tt.onTurn || s.Turn().Phase != tt.phase {
				t.Fatalf("seat %d on in phase %v; want %d, %v", s.ToMove(), s.Turn().Phase, tt.onTurn, tt.phase)
			}
			if tt.phase == elfer.Opening {
				// Seat 1 opens with one card though the 13 would follow.
				play(t, s, "1 lay B12")
				if s.ToMove() != 2 {
					t.Errorf("after the opening card seat %d on", s.ToMove())
				}
			}
		})
	}
}

func TestAnyStart(t *testing.T) {
	tests := []struct {
		name  string
		first string
		fit   []string
		not   []string
	}{
		{"five", "R5", []string{"R4", "R6", "Y5", "G5", "B5"}, []string{"Y11", "R11", "Y4", "R7"}},
		{"eleven", "G11", []string{"G10", "G12", "R11", "B11"}, []string{"R10", "B5"}},
		{"one", "B1", []string{"B2", "R1"}, []string{"R11", "R2", "B3"}},
		{"twenty", "Y20", []string{"Y19", "G20"}, []string{"Y11", "G19"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Seat 2 was chosen by lot; the dealer is seat 0.
			p := position{opts: anyStart, players: 3, dealer: 0, starter: 2, hands: [][]string{{}, {}, {tt.first}}}
			s := p.state(t)
			if s.ToMove() != 2 || s.Start() != 0 || s.Turn().Phase != elfer.Opening {
				t.Fatalf("seat %d on, start %d, phase %v", s.ToMove(), s.Start(), s.Turn().Phase)
			}
			// Any card of the hand may open.
			if got := len(s.Legal(2)); got != 20 {
				t.Errorf("%d legal openings, want all 20 cards", got)
			}
			play(t, s, "2 lay "+tt.first)
			first := mustCard(t, tt.first)
			if s.Start() != first.Value() || s.ToMove() != 0 {
				t.Errorf("start %d, seat %d on; want %d, 0", s.Start(), s.ToMove(), first.Value())
			}
			for _, n := range tt.fit {
				if !s.Fits(mustCard(t, n)) {
					t.Errorf("%s does not fit after %s", n, tt.first)
				}
			}
			for _, n := range tt.not {
				if s.Fits(mustCard(t, n)) {
					t.Errorf("%s fits after %s", n, tt.first)
				}
			}
		})
	}
}

func TestAnyStartMessages(t *testing.T) {
	tests := []struct {
		first, card, want string
	}{
		{"R5", "Y11", "the yellow 11 does not fit: the yellow row has not begun, and only the yellow 5 can begin it"},
		{"R5", "R11", "the red 11 does not fit: the red row holds only the 5, so only the 4 or the 6 fits there"},
		{"R1", "R5", "the red 5 does not fit: the red row holds only the 1, so only the 2 fits there"},
		{"R20", "R5", "the red 5 does not fit: the red row holds only the 20, so only the 19 fits there"},
	}
	for _, tt := range tests {
		p := position{opts: anyStart, players: 2, dealer: 0, starter: 1, hands: [][]string{{tt.card}, {tt.first}}}
		s := p.state(t, "1 lay "+tt.first)
		e := s.Apply(act(t, "0 lay "+tt.card))
		if e == nil || e.Error() != tt.want {
			t.Errorf("after %s, laying %s: %v; want %q", tt.first, tt.card, e, tt.want)
		}
	}
}

func TestAnyStartLot(t *testing.T) {
	// The starter is drawn by lot, independent of the dealer: over many
	// seeds every seat starts, and the record names the seat.
	started := map[int]int{}
	for seed := range uint64(200) {
		s, err := elfer.New(anyStart, 4, 1, seed)
		if err != nil {
			t.Fatal(err)
		}
		st := s.Record(nil, 1).Deal().Starter
		if st == nil || *st != s.ToMove() {
			t.Fatalf("seed %d: starter %v, seat %d on", seed, st, s.ToMove())
		}
		started[s.ToMove()]++
	}
	for seat := range 4 {
		if started[seat] < 20 {
			t.Errorf("seat %d started %d of 200 rounds", seat, started[seat])
		}
	}
}

func TestShortVariants(t *testing.T) {
	// Every variant is "as elfer, except", so the short game carries over,
	// and its header says so, which a replay needs to rebuild the deck.
	for _, v := range elfer.Variants() {
		opts := elfer.Options{Variant: v, Short: true}
		s, err := elfer.New(opts, 2, 0, 3)
		if err != nil {
			t.Fatalf("%s short: %v", v.ID(), err)
		}
		rng := card.NewRng(3)
		randomPlay(s, &rng, nil)
		rec := s.Record(nil, 1)
		if rec.Header.Options["short"] != true {
			t.Errorf("%s: header options %v", v.ID(), rec.Header.Options)
		}
		back, err := elfer.Replay(rec, -1)
		if err != nil || !back.Equal(s) {
			t.Errorf("%s short: replay %v", v.ID(), err)
		}
	}
}

func TestParseOptions(t *testing.T) {
	tests := []struct {
		game string
		opts map[string]any
		want elfer.Options
		err  bool
	}{
		{"elfer", map[string]any{"short": true}, elfer.Options{Short: true}, false},
		{"elfer", nil, elfer.Options{}, false},
		{"elfer-falscher-anfang", map[string]any{}, falseStart, false},
		{"elfer-falscher-anfang", map[string]any{"short": false}, falseStart, false},
		{"elfer", map[string]any{"short": "yes"}, elfer.Options{}, true},
		{"elfer", map[string]any{"shrot": true}, elfer.Options{}, true},
		{"master", nil, elfer.Options{}, true},
	}
	for _, tt := range tests {
		got, err := elfer.ParseOptions(tt.game, tt.opts)
		if (err != nil) != tt.err || (!tt.err && got != tt.want) {
			t.Errorf("ParseOptions(%q, %v) = %+v, %v", tt.game, tt.opts, got, err)
		}
	}
	for _, v := range elfer.Variants() {
		for _, short := range []bool{false, true} {
			o := elfer.Options{Variant: v, Short: short}
			if got, err := elfer.ParseOptions(v.ID(), o.Map()); err != nil || got != o {
				t.Errorf("ParseOptions(Map(%+v)) = %+v, %v", o, got, err)
			}
		}
	}
}

// TestAnyStartStarterMayBeLeftOut: a record of another program may leave
// out the seat drawn by lot; the first action's seat is then the starter,
// and a record that leaves it out with no action to tell is refused.
func TestAnyStartStarterMayBeLeftOut(t *testing.T) {
	s, err := elfer.New(anyStart, 4, 1, 77)
	if err != nil {
		t.Fatal(err)
	}
	for range 12 {
		if err := s.Apply(s.Legal(s.ToMove())[0]); err != nil {
			t.Fatal(err)
		}
	}
	rec := s.Record(nil, 1)
	rec.Setups[0].Starter = nil
	back, err := elfer.Replay(rec, -1)
	if err != nil {
		t.Fatalf("a record without its starter: %v", err)
	}
	if !back.Equal(s) {
		t.Error("replayed without the starter, the round differs")
	}
	// A wrong first seat is refused like any action out of turn.
	wrong := s.Record(nil, 1)
	wrong.Setups[0].Starter = nil
	wrong.Actions = append([]record.Action{{Seat: (wrong.Actions[0].Seat + 1) % 4, Act: "lay", Card: wrong.Actions[0].Card}}, wrong.Actions[1:]...)
	if _, err := elfer.Replay(wrong, -1); err == nil {
		t.Error("a first lay by a seat that does not hold the card was taken")
	}
	empty := s.Record(nil, 1)
	empty.Setups[0].Starter, empty.Actions = nil, nil
	if _, err := elfer.Replay(empty, -1); err == nil || !strings.Contains(err.Error(), "starter") {
		t.Errorf("no starter and no action: got %v, want a refusal naming the starter", err)
	}
}
