package master_test

import (
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

func TestDealSizes(t *testing.T) {
	tests := []struct {
		players, hand, pile, connections int
	}{
		{2, 20, 44, 4},
		{3, 20, 24, 4},
		{4, 15, 24, 3},
		{5, 12, 24, 3},
		{6, 12, 12, 2},
	}
	for _, tt := range tests {
		for seed := range uint64(20) {
			dealer := int(seed) % tt.players
			s, err := master.New(tt.players, dealer, seed)
			if err != nil {
				t.Fatal(err)
			}
			var all []card.Card
			for p := range tt.players {
				if got := len(s.Hand(p)); got != tt.hand {
					t.Errorf("%d players: seat %d holds %d, want %d", tt.players, p, got, tt.hand)
				}
				if got := s.Connections(p); got != tt.connections {
					t.Errorf("%d players: seat %d has %d connection cards, want %d", tt.players, p, got, tt.connections)
				}
				if s.Bonus(p) != 0 {
					t.Errorf("seat %d starts with a bonus card", p)
				}
				all = append(all, s.Hand(p)...)
			}
			if got := s.PileSize(); got != tt.pile {
				t.Errorf("%d players: pile %d, want %d", tt.players, got, tt.pile)
			}
			if s.Supply() != master.BonusCards || s.ToMove() != (dealer+1)%tt.players || s.Dealer() != dealer {
				t.Errorf("%d players: supply %d, seat %d on, dealer %d", tt.players, s.Supply(), s.ToMove(), s.Dealer())
			}
			tab := s.Table()
			for slot, c := range tab.All() {
				if c != slot || c.Value() != 11 {
					t.Errorf("before the first turn %v lies at %v", c, slot)
				}
			}
			if tab.Count() != 4 {
				t.Errorf("%d slots taken before the first turn", tab.Count())
			}
			all = append(all, s.Pile()...)
			for _, col := range card.Colors {
				all = append(all, card.New(col, 11))
			}
			slices.Sort(all)
			if want := master.Deck(); !slices.Equal(all, want) {
				t.Errorf("%d players: the deal is not the deck: %s", tt.players, card.Format(all))
			}
			// The record's deal is the state's.
			su := s.Record(nil, 1).Deal()
			if len(su.Rows) != 4 || len(su.Table) != 4 || !slices.Equal(su.Connections, slices.Repeat([]int{tt.connections}, tt.players)) {
				t.Errorf("setup rows %v table %v connections %v", su.Rows, su.Table, su.Connections)
			}
			rows := s.Rows()
			for i, l := range su.Rows {
				if l != string(rows[i].Letter()) || su.Table[i] != card.New(rows[i], 11) {
					t.Errorf("setup rows %v, table %v; state rows %v", su.Rows, su.Table, rows)
				}
			}
		}
	}
}

func TestNewRefuses(t *testing.T) {
	for _, tt := range []struct{ players, dealer int }{{1, 0}, {7, 0}, {4, 4}, {4, -1}} {
		if s, err := master.New(tt.players, tt.dealer, 1); err == nil {
			t.Errorf("New(%d, %d) = %v, want an error", tt.players, tt.dealer, s)
		}
	}
}

func TestDealIsSeeded(t *testing.T) {
	a, _ := master.New(4, 1, 99)
	b, _ := master.New(4, 1, 99)
	if !a.Equal(b) || string(a.Record(nil, 1).Marshal()) != string(b.Record(nil, 1).Marshal()) {
		t.Error("the same seed deals two rounds")
	}
	// The order of the column is drawn: over many seeds every colour comes
	// on top and at the bottom.
	top, bottom := map[card.Color]bool{}, map[card.Color]bool{}
	orders := map[master.Rows]bool{}
	for seed := range uint64(200) {
		s, _ := master.New(3, 0, seed)
		r := s.Rows()
		top[r[0]], bottom[r[3]], orders[r] = true, true, true
	}
	if len(top) != 4 || len(bottom) != 4 || len(orders) != 24 {
		t.Errorf("200 deals give %d top rows, %d bottom rows, %d orders; want 4, 4, 24", len(top), len(bottom), len(orders))
	}
}

func TestNeighbours(t *testing.T) {
	rows := master.Rows{card.Yellow, card.Red, card.Blue, card.Green}
	tests := []struct {
		a, b card.Color
		want bool
	}{
		{card.Yellow, card.Red, true},
		{card.Red, card.Yellow, true},
		{card.Red, card.Blue, true},
		{card.Blue, card.Green, true},
		{card.Yellow, card.Green, false}, // top and bottom
		{card.Yellow, card.Blue, false},
		{card.Red, card.Green, false},
		{card.Blue, card.Blue, false},
		{card.Color(7), card.Green, false},
	}
	for _, tt := range tests {
		if got := rows.Neighbours(tt.a, tt.b); got != tt.want {
			t.Errorf("Neighbours(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
	if rows.Index(card.Blue) != 2 || rows.Index(card.Color(9)) != -1 {
		t.Error("Index")
	}
}

// gapped has the blue row hold the 9 and the 11 (the 9 came by a connection
// card from the yellow 9), the yellow row 9 to 11; seat 1 holds a joker.
var gapped = position{
	players: 2, dealer: 1, rows: "YBRG",
	hands: [][]string{{"Y10", "Y9", "B9"}, {"J1"}},
}

// island has the blue 7 alone, reached from the yellow 7.
var island = position{
	players: 2, dealer: 1, rows: "YBRG",
	hands: [][]string{{"Y10", "Y9", "Y8", "Y7", "B7"}, {"J1"}},
}

func TestFit(t *testing.T) {
	gappedPlay := []string{"0 lay Y10", "0 lay Y9", "0 connect Y9 to B", "0 lay B9", "0 end"}
	islandPlay := []string{"0 lay Y10", "0 lay Y9", "0 lay Y8", "0 lay Y7", "0 end", "1 draw", "0 connect Y7 to B", "0 lay B7", "0 end"}
	tests := []struct {
		name string
		pos  position
		play []string
		slot string
		fits bool
		why  string // the refusal of a joker laid there, when it does not fit
	}{
		{"next to the 11", gapped, gappedPlay, "R10", true, ""},
		{"above the 11", gapped, gappedPlay, "R12", true, ""},
		{"two below the 11", gapped, gappedPlay, "R9", false, "a joker as the red 9 does not fit: the red 10 is missing"},
		{"in a gap of one", gapped, gappedPlay, "B10", true, ""},
		{"below a bridged card", gapped, gappedPlay, "B8", true, ""},
		{"two below a bridged card", gapped, gappedPlay, "B7", false, "a joker as the blue 7 does not fit: the blue 8 is missing"},
		{"far below", gapped, gappedPlay, "G5", false, "a joker as the green 5 does not fit: the green 6 to 10 are missing"},
		{"two missing", gapped, gappedPlay, "G8", false, "a joker as the green 8 does not fit: the green 9 and 10 are missing"},
		{"far above", gapped, gappedPlay, "G15", false, "a joker as the green 15 does not fit: the green 12 to 14 are missing"},
		{"the end of a row", gapped, gappedPlay, "Y8", true, ""},
		{"taken", gapped, gappedPlay, "Y9", false, ""},
		{"an island's side", island, islandPlay, "B6", true, ""},
		{"an island's other side", island, islandPlay, "B8", true, ""},
		{"between island and 11", island, islandPlay, "B9", false, "a joker as the blue 9 does not fit: neither the blue 8 nor the blue 10 lies"},
		{"next to the 11 with an island", island, islandPlay, "B10", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.pos.state(t, tt.play...)
			slot := mustCard(t, tt.slot)
			tab := s.Table()
			if got := s.Fits(slot); got != tt.fits {
				t.Errorf("Fits(%v) = %v, want %v", slot, got, tt.fits)
			}
			if got := tab.Fits(slot); got != tt.fits {
				t.Errorf("Table.Fits(%v) = %v, want %v", slot, got, tt.fits)
			}
			if got := s.View(0).Fits(slot); got != tt.fits {
				t.Errorf("View.Fits(%v) = %v, want %v", slot, got, tt.fits)
			}
			// A joker fits exactly where the number card would.
			if s.ToMove() != 1 {
				t.Fatalf("seat %d on, want 1", s.ToMove())
			}
			joker := "1 lay J1 as " + tt.slot
			if got := has(t, s, joker); got != tt.fits {
				t.Errorf("%s legal = %v, want %v", joker, got, tt.fits)
			}
			switch {
			case tt.fits:
				play(t, s, joker)
			case tt.why != "":
				if e := refuse(t, s, act(t, joker), master.WhyNoFit); e.Error() != tt.why {
					t.Errorf("message %q, want %q", e.Error(), tt.why)
				}
			default:
				refuse(t, s, act(t, joker), master.WhyTaken)
			}
		})
	}
}

func TestJokerLay(t *testing.T) {
	p := position{players: 2, dealer: 1, hands: [][]string{{"J2", "J4", "B10"}}}
	s := p.state(t)
	// Each joker held may go to every slot next to a row.
	var jokerLays []string
	for _, a := range s.Legal(0) {
		if a.Card.IsJoker() {
			jokerLays = append(jokerLays, a.String())
		}
	}
	want := []string{
		"0 lay J2 as R10", "0 lay J2 as R12", "0 lay J2 as Y10", "0 lay J2 as Y12", "0 lay J2 as G10", "0 lay J2 as G12", "0 lay J2 as B10", "0 lay J2 as B12",
		"0 lay J4 as R10", "0 lay J4 as R12", "0 lay J4 as Y10", "0 lay J4 as Y12", "0 lay J4 as G10", "0 lay J4 as G12", "0 lay J4 as B10", "0 lay J4 as B12",
	}
	if !slices.Equal(jokerLays, want) {
		t.Errorf("joker lays %v, want %v", jokerLays, want)
	}
	refuse(t, s, act(t, "0 lay J2"), master.WhyBadAction)
	refuse(t, s, act(t, "0 lay J2 as J4"), master.WhyBadAction)
	refuse(t, s, act(t, "0 lay B10 as B12"), master.WhyBadAction)
	refuse(t, s, act(t, "0 lay J1 as B10"), master.WhyNotInHand)
	refuse(t, s, act(t, "0 lay J2 as B11"), master.WhyTaken)
	play(t, s, "0 lay J4 as B10", "0 lay J2 as B9")
	if s.Slot(card.Blue, 10) != card.Joker(4) || s.Slot(card.Blue, 9) != card.Joker(2) || s.Turn().Laid != 2 {
		t.Errorf("slots B10 %v, B9 %v, laid %d", s.Slot(card.Blue, 10), s.Slot(card.Blue, 9), s.Turn().Laid)
	}
	tab := s.Table()
	if tab.JokerAt[4] != mustCard(t, "B10") || tab.JokerAt[2] != mustCard(t, "B9") || tab.JokerAt[1] != card.None {
		t.Errorf("JokerAt %v", tab.JokerAt)
	}
	// A number card whose slot a joker holds is exchanged, not laid.
	e := refuse(t, s, act(t, "0 lay B10"), master.WhyJokerThere)
	if want := "a joker stands as the blue 10: exchange it for the card instead"; e.Error() != want {
		t.Errorf("message %q, want %q", e.Error(), want)
	}
}

// swapping: seat 0 lays the joker J1 as the blue 10; seat 1 holds the blue
// 10 and cards that fit.
var swapping = position{
	players: 2, dealer: 1,
	hands: [][]string{{"J1", "R10"}, {"B10", "B9", "R12", "R13", "R14", "R15", "Y12"}},
}

func TestSwap(t *testing.T) {
	t.Run("then lay the joker", func(t *testing.T) {
		s := swapping.state(t, "0 lay J1 as B10", "0 end")
		if !has(t, s, "1 swap B10") {
			t.Fatalf("the exchange is not legal: %v", legalStrings(s))
		}
		play(t, s, "1 swap B10")
		if s.Slot(card.Blue, 10) != mustCard(t, "B10") || !slices.Contains(s.Hand(1), card.Joker(1)) {
			t.Fatalf("after the exchange: slot %v, hand %s", s.Slot(card.Blue, 10), card.Format(s.Hand(1)))
		}
		if turn := s.Turn(); turn.Swaps != 1 || turn.Laid != 0 {
			t.Errorf("turn %+v: the exchange counts as a lay", turn)
		}
		// An exchange alone is no turn.
		for _, a := range []string{"1 end", "1 draw", "1 pass"} {
			if e := refuse(t, s, act(t, a), master.WhySwapped); e.Error() != "a joker was exchanged this turn: lay at least one card" {
				t.Errorf("%s: %q", a, e.Error())
			}
		}
		if !has(t, s, "1 lay J1 as B12") || !has(t, s, "1 lay B9") {
			t.Errorf("legal %v", legalStrings(s))
		}
		// The joker just taken may be the turn's card.
		play(t, s, "1 lay J1 as B12")
		if s.Turn().Laid != 1 || !has(t, s, "1 end") {
			t.Errorf("turn %+v, legal %v", s.Turn(), legalStrings(s))
		}
		play(t, s, "1 end")
		if s.Bonus(1) != 0 || s.Supply() != master.BonusCards {
			t.Error("an exchange earned a bonus card")
		}
	})
	t.Run("not in a drawing turn", func(t *testing.T) {
		s := swapping.state(t, "0 lay J1 as B10", "0 end", "1 draw")
		// The draw ended the turn: the exchange waits for a laying turn.
		if s.ToMove() != 0 {
			t.Fatalf("seat %d on after a draw", s.ToMove())
		}
		refuse(t, s, act(t, "1 swap B10"), master.WhyNotYourTurn)
		s = swapping.state(t, "0 lay J1 as B10", "0 end", "1 swap B10")
		refuse(t, s, act(t, "1 draw"), master.WhySwapped)
	})
	t.Run("after the fourth card", func(t *testing.T) {
		s := swapping.state(t, "0 lay J1 as B10", "0 end", "1 lay R12", "1 lay R13", "1 lay R14", "1 lay R15")
		if got, want := legalStrings(s), []string{"1 swap B10", "1 end"}; !slices.Equal(got, want) {
			t.Fatalf("after four cards: legal %v, want %v", got, want)
		}
		play(t, s, "1 swap B10")
		if got, want := legalStrings(s), []string{"1 end"}; !slices.Equal(got, want) {
			t.Errorf("after four cards and an exchange: legal %v, want %v", got, want)
		}
		refuse(t, s, act(t, "1 lay J1 as B12"), master.WhyFour)
		if s.Turn().Laid != 4 || s.Turn().Swaps != 1 {
			t.Errorf("turn %+v", s.Turn())
		}
		play(t, s, "1 end")
	})
	t.Run("refused", func(t *testing.T) {
		s := swapping.state(t, "0 lay J1 as B10", "0 end")
		refuse(t, s, act(t, "1 swap B9"), master.WhyNoJoker)
		refuse(t, s, act(t, "1 swap B12"), master.WhyNotInHand)
		refuse(t, s, act(t, "1 swap J1"), master.WhyBadAction)
		refuse(t, s, act(t, "0 swap B10"), master.WhyNotYourTurn)
		play(t, s, "1 lay R12", "1 connect R12 to Y")
		refuse(t, s, act(t, "1 swap B10"), master.WhyPending)
	})
}

func TestConnection(t *testing.T) {
	// The column is yellow, blue, red, green. Seat 0 lays the yellow 10
	// and 9 and holds the blue 9 and 8, the red 9 and a joker.
	p := position{players: 2, dealer: 1, rows: "YBRG", hands: [][]string{{"Y10", "Y9", "Y8", "B9", "B8", "R9", "J3", "G9"}}}
	start := []string{"0 lay Y10", "0 lay Y9"}
	tests := []struct {
		name string
		play []string
		act  string
		why  master.Why
		want string
	}{
		{"not neighbours", start, "0 connect Y9 to R", master.WhyNotNeighbours, "the yellow row and the red row are not neighbours"},
		{"top and bottom", start, "0 connect Y9 to G", master.WhyNotNeighbours, "the yellow row and the green row are not neighbours"},
		{"inside a row", start, "0 connect Y9 to Y", master.WhyInsideRow, ""},
		{"at an empty slot", start, "0 connect Y8 to B", master.WhyAtEmpty, "a connection card is laid at a card, and the place of the yellow 8 is empty"},
		{"to a taken slot", start, "0 connect Y11 to B", master.WhyTaken, "the place of the blue 11 is taken"},
		{"to a slot already bridged", append(start, "0 connect Y9 to B", "0 lay B9"), "0 connect Y9 to B", master.WhyTaken, "the place of the blue 9 is taken"},
		{"a bad row", start, "", master.WhyBadAction, ""},
		{"after four cards", append(start, "0 lay Y8", "0 connect Y8 to B", "0 lay B8"), "0 connect Y9 to B", master.WhyFour,
			"four cards were laid this turn, and a connection card needs one more: end the turn"},
		{"pending", append(start, "0 connect Y9 to B"), "0 connect Y10 to B", master.WhyPending, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := p.state(t, tt.play...)
			a := master.Action{Seat: 0, Kind: master.Connect, At: mustCard(t, "Y9"), To: 5}
			if tt.act != "" {
				a = act(t, tt.act)
			}
			e := refuse(t, s, a, tt.why)
			if tt.want != "" && e.Error() != tt.want {
				t.Errorf("message %q, want %q", e.Error(), tt.want)
			}
		})
	}
	t.Run("number card or joker after it", func(t *testing.T) {
		s := p.state(t, append(start, "0 connect Y9 to B")...)
		if got, want := legalStrings(s), []string{"0 lay B9", "0 lay J3 as B9"}; !slices.Equal(got, want) {
			t.Errorf("legal %v, want %v", got, want)
		}
		play(t, s, "0 lay J3 as B9", "0 lay B8")
		if s.Turn().Laid != 4 || s.Connections(0) != 3 {
			t.Errorf("turn %+v, %d connection cards left", s.Turn(), s.Connections(0))
		}
	})
	t.Run("the fourth card after a connection", func(t *testing.T) {
		s := p.state(t, append(start, "0 lay Y8", "0 connect Y8 to B", "0 lay B8")...)
		if got, want := legalStrings(s), []string{"0 end"}; !slices.Equal(got, want) {
			t.Errorf("legal %v, want %v", got, want)
		}
	})
	t.Run("at a joker", func(t *testing.T) {
		q := position{players: 2, dealer: 1, rows: "YBRG", hands: [][]string{{"J2", "B10"}}}
		s := q.state(t, "0 lay J2 as Y10", "0 connect Y10 to B", "0 lay B10")
		if s.Slot(card.Blue, 10) != mustCard(t, "B10") {
			t.Error("the blue 10 does not lie")
		}
	})
	t.Run("no card to follow", func(t *testing.T) {
		q := position{players: 2, dealer: 1, rows: "YBRG", hands: [][]string{{"Y10", "B9"}}}
		s := q.state(t, "0 lay Y10")
		e := refuse(t, s, act(t, "0 connect Y10 to B"), master.WhyNoFollow)
		if want := "a connection card to the blue 10 needs the blue 10 or a joker in the hand"; e.Error() != want {
			t.Errorf("message %q, want %q", e.Error(), want)
		}
		for _, a := range s.Legal(0) {
			if a.Kind == master.Connect {
				t.Errorf("%v is legal without its card", a)
			}
		}
	})
	t.Run("no connection cards left", func(t *testing.T) {
		// Six players get two connection cards each.
		q := position{players: 6, dealer: 5, rows: "YBRG", hands: [][]string{{"Y10", "B10", "R10"}}}
		s := q.state(t, "0 lay Y10", "0 connect Y10 to B", "0 lay B10", "0 connect B10 to R", "0 lay R10")
		if s.Connections(0) != 0 || s.Turn().Laid != 3 {
			t.Fatalf("%d connection cards, laid %d", s.Connections(0), s.Turn().Laid)
		}
		if e := refuse(t, s, act(t, "0 connect R10 to G"), master.WhyNoLinks); e.Error() != "no connection cards are left" {
			t.Errorf("message %q", e.Error())
		}
		if got, want := legalStrings(s), []string{"0 end"}; !slices.Equal(got, want) {
			t.Errorf("legal %v, want %v", got, want)
		}
		tab := s.Table()
		if tab.NLinks != 2 || tab.Links[1] != (master.Link{At: mustCard(t, "B10"), To: card.Red, Seat: 0}) {
			t.Errorf("links %+v", tab.Links[:tab.NLinks])
		}
	})
}

func TestVoluntaryLayingWhilePileLasts(t *testing.T) {
	p := position{players: 3, dealer: 2, hands: [][]string{{"R10", "R12"}}, pile: []string{"G3", "Y2"}}
	s := p.state(t)
	if !has(t, s, "0 lay R10") || !has(t, s, "0 draw") {
		t.Fatalf("legal %v, want lays and a draw", legalStrings(s))
	}
	play(t, s, "0 draw")
	if s.ToMove() != 1 || !slices.Contains(s.Hand(0), mustCard(t, "G3")) || s.PileSize() != 23 {
		t.Errorf("after the draw: seat %d on, hand %s, pile %d", s.ToMove(), card.Format(s.Hand(0)), s.PileSize())
	}
	if got := s.Log()[0]; got != (master.Action{Seat: 0, Kind: master.Draw, Card: mustCard(t, "G3")}) {
		t.Errorf("log %v", got)
	}
	refuse(t, s, act(t, "1 draw G3"), master.WhyDrawCard)
	play(t, s, "1 draw Y2")
	// After a card is laid, no draw.
	play(t, s, "2 draw", "0 lay R10")
	refuse(t, s, act(t, "0 draw"), master.WhyDrawDone)
	refuse(t, s, act(t, "0 pass"), master.WhyCannotPass)
	refuse(t, s, act(t, "1 end"), master.WhyNotYourTurn)
	play(t, s, "0 end")
	refuse(t, s, act(t, "1 end"), master.WhyEndNothing)
	refuse(t, s, act(t, "1 pass"), master.WhyPileLeft)
}

// canConnect reports a number card of the hand that a connection card of
// the seat could bring to the table, by the rules written out.
func canConnect(s *master.State, seat int) bool {
	if s.Connections(seat) == 0 {
		return false
	}
	rows := s.Rows()
	tab := s.Table()
	for _, c := range s.Hand(seat) {
		if c.IsJoker() || tab.Taken(c) {
			continue
		}
		for _, col := range card.Colors {
			if rows.Neighbours(col, c.Color()) && tab.Taken(card.New(col, c.Value())) {
				return true
			}
		}
	}
	return false
}

func fitsDirectly(s *master.State, seat int) bool {
	return slices.ContainsFunc(s.Hand(seat), s.Fits)
}

func fresh(s *master.State) bool {
	turn := s.Turn()
	return !s.IsOver() && s.PileSize() == 0 && turn.Laid == 0 && turn.Swaps == 0 && turn.Pending == card.None
}

func TestCompulsoryLaying(t *testing.T) {
	tests := []struct {
		name  string
		want  func(s *master.State) bool
		pass  bool
		check func(t *testing.T, s *master.State)
	}{
		{"a number card fits", func(s *master.State) bool { return fresh(s) && fitsDirectly(s, s.ToMove()) }, false,
			func(t *testing.T, s *master.State) {
				e := refuse(t, s, master.Action{Seat: s.ToMove(), Kind: master.Pass}, master.WhyMustLay)
				if !s.Fits(e.Card) || e.At != card.None || !strings.HasPrefix(e.Error(), "the pile is empty and the ") {
					t.Errorf("refusal %v (%+v)", e, *e)
				}
			}},
		{"only with a connection card", func(s *master.State) bool {
			return fresh(s) && !fitsDirectly(s, s.ToMove()) && canConnect(s, s.ToMove())
		}, false, func(t *testing.T, s *master.State) {
			e := refuse(t, s, master.Action{Seat: s.ToMove(), Kind: master.Pass}, master.WhyMustLay)
			if e.At == card.None || !strings.Contains(e.Error(), "with a connection card at the") {
				t.Errorf("refusal %v (%+v)", e, *e)
			}
			if !slices.ContainsFunc(s.Legal(s.ToMove()), func(a master.Action) bool { return a.Kind == master.Connect && a.At == e.At }) {
				t.Errorf("no connection at %v among %v", e.At, legalStrings(s))
			}
		}},
		{"only jokers", func(s *master.State) bool {
			return fresh(s) && !fitsDirectly(s, s.ToMove()) && !canConnect(s, s.ToMove()) &&
				slices.ContainsFunc(s.Legal(s.ToMove()), func(a master.Action) bool { return a.Card.IsJoker() })
		}, true, nil},
		{"nothing", func(s *master.State) bool {
			return fresh(s) && !fitsDirectly(s, s.ToMove()) && !canConnect(s, s.ToMove()) &&
				!slices.ContainsFunc(s.Hand(s.ToMove()), card.Card.IsJoker)
		}, true, func(t *testing.T, s *master.State) {
			for _, a := range s.Legal(s.ToMove()) {
				if a.Kind != master.Pass && a.Kind != master.Swap {
					t.Errorf("%v is legal with nothing to lay", a)
				}
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Random play seldom empties the pile of a small table.
			for _, players := range []int{4, 5, 6} {
				s := find(t, players, tt.want)
				seat := s.ToMove()
				refuse(t, s, master.Action{Seat: seat, Kind: master.Draw}, master.WhyPileEmpty)
				refuse(t, s, master.Action{Seat: seat, Kind: master.End}, master.WhyEndNothing)
				if got := has(t, s, string(rune('0'+seat))+" pass"); got != tt.pass {
					t.Errorf("%d players: pass legal = %v, want %v (legal %v)", players, got, tt.pass, legalStrings(s))
				}
				if tt.check != nil {
					tt.check(t, s)
				}
				if tt.pass {
					play(t, s, string(rune('0'+seat))+" pass")
					if s.Turn().Passes != 1 || s.ToMove() == seat {
						t.Errorf("after a pass: turn %+v", s.Turn())
					}
				}
			}
		})
	}
}

func TestBonus(t *testing.T) {
	// Seat 0 builds the yellow row down to the 2 in three turns (seat 1
	// draws between); the last card of the side decides.
	down := []string{"0 lay Y10", "0 lay Y9", "0 lay Y8", "0 lay Y7", "0 end", "1 draw",
		"0 lay Y6", "0 lay Y5", "0 lay Y4", "0 lay Y3", "0 end", "1 draw", "0 lay Y2"}
	lowHand := []string{"Y10", "Y9", "Y8", "Y7", "Y6", "Y5", "Y4", "Y3", "Y2"}
	tests := []struct {
		name   string
		hands  [][]string
		play   []string
		supply int // set before the play, when >= 0
		last   string
		bonus  [2]int
	}{
		{"by a card", [][]string{append(lowHand, "Y1")}, down, -1, "0 lay Y1", [2]int{1, 0}},
		{"by a joker", [][]string{append(lowHand, "J3")}, down, -1, "0 lay J3 as Y1", [2]int{1, 0}},
		{"the high side", [][]string{{"Y12", "Y13", "Y14", "Y15", "Y16", "Y17", "Y18", "Y19", "Y20", "Y21"}},
			[]string{"0 lay Y12", "0 lay Y13", "0 lay Y14", "0 lay Y15", "0 end", "1 draw",
				"0 lay Y16", "0 lay Y17", "0 lay Y18", "0 lay Y19", "0 end", "1 draw", "0 lay Y20"}, -1, "0 lay Y21", [2]int{1, 0}},
		{"not before the side is complete", [][]string{append(lowHand, "Y1")}, down[:len(down)-1], -1, "0 lay Y2", [2]int{0, 0}},
		{"none from an empty supply", [][]string{append(lowHand, "Y1")}, down, 0, "0 lay Y1", [2]int{0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position{players: 2, dealer: 1, hands: tt.hands}
			s := p.state(t, tt.play...)
			supply := master.BonusCards
			if tt.supply >= 0 {
				master.SetSupply(s, tt.supply)
				supply = tt.supply
			}
			if s.Bonus(0) != 0 {
				t.Fatal("a bonus card before the side is complete")
			}
			play(t, s, tt.last)
			if got := [2]int{s.Bonus(0), s.Bonus(1)}; got != tt.bonus {
				t.Errorf("bonus cards %v, want %v", got, tt.bonus)
			}
			if got, want := s.Supply(), supply-tt.bonus[0]; got != want {
				t.Errorf("supply %d, want %d", got, want)
			}
		})
	}
	t.Run("none for exchanging the joker later", func(t *testing.T) {
		p := position{players: 2, dealer: 1, hands: [][]string{append(lowHand, "J3"), {"Y1"}}}
		s := p.state(t, append(down, "0 lay J3 as Y1", "0 end")...)
		play(t, s, "1 swap Y1")
		if s.Bonus(0) != 1 || s.Bonus(1) != 0 || s.Supply() != master.BonusCards-1 {
			t.Errorf("after the exchange: bonus %d and %d, supply %d", s.Bonus(0), s.Bonus(1), s.Supply())
		}
		play(t, s, "1 lay J3 as R10", "1 end")
		if s.Bonus(1) != 0 {
			t.Error("laying the exchanged joker earned a bonus")
		}
	})
}

func TestGoingOutWithAJoker(t *testing.T) {
	// Seat 0 holds the whole yellow row but the 21, and a joker: five turns
	// of four cards, the last of them the joker as the yellow 21.
	hand := []string{"Y10", "Y9", "Y8", "Y7", "Y6", "Y5", "Y4", "Y3", "Y2", "Y1", "Y12", "Y13", "Y14", "Y15", "Y16", "Y17", "Y18", "Y19", "Y20", "J2"}
	p := position{players: 2, dealer: 1, hands: [][]string{hand}}
	s := p.state(t)
	for turn := range 5 {
		for _, c := range hand[4*turn : 4*turn+4] {
			if c == "J2" {
				c += " as Y21"
			}
			play(t, s, "0 lay "+c)
		}
		if turn < 4 {
			play(t, s, "0 end", "1 draw")
		}
	}
	if !s.IsOver() || s.Out() != 0 || s.ToMove() != -1 || s.Blocked() {
		t.Fatalf("over %v, out %d, seat %d on", s.IsOver(), s.Out(), s.ToMove())
	}
	if s.Bonus(0) != 2 {
		t.Errorf("seat 0 completed both yellow sides, has %d bonus cards", s.Bonus(0))
	}
	penalty := 0
	for _, c := range s.Hand(1) {
		penalty += c.Value()
	}
	if got, want := s.Scores(), []int{22, -penalty}; !slices.Equal(got, want) {
		t.Errorf("scores %v, want %v", got, want)
	}
	res := s.Result()
	if res.Reason != "out" || !slices.Equal(res.Winners, []int{0}) || !slices.Equal(s.Winners(), []int{0}) {
		t.Errorf("result %+v", res)
	}
	if len(s.Legal(0)) != 0 || len(s.Legal(1)) != 0 {
		t.Error("actions are legal after the round")
	}
	refuse(t, s, act(t, "1 draw"), master.WhyOver)
	if v := s.View(1); !slices.Equal(v.Winners, []int{0}) || v.Out != 0 {
		t.Errorf("view winners %v out %d", v.Winners, v.Out)
	}
}

func TestRefusedActionsChangeNothing(t *testing.T) {
	// Every seat, kind, card and slot byte a broken client could send, in
	// every phase of a few rounds: refused or accepted without a panic,
	// and a refusal changes nothing.
	for _, players := range []int{2, 5} {
		s, _ := master.New(players, 0, 77)
		rng := card.NewRng(3)
		for step := 0; !s.IsOver(); step++ {
			for range 200 {
				a := master.Action{
					Seat: rng.IntN(players+3) - 1, Kind: master.Kind(rng.IntN(8)),
					Card: card.Card(rng.IntN(256)), To: card.Color(rng.IntN(6)),
				}
				if rng.IntN(2) == 0 {
					a.As = card.Card(rng.IntN(256))
				}
				if rng.IntN(2) == 0 {
					a.At = card.Card(rng.IntN(256))
				}
				c := s.Clone()
				if err := c.Apply(a); err != nil {
					if !c.Equal(s) {
						t.Fatalf("refused %v changed the state", a)
					}
					if err.Error() == "" {
						t.Fatalf("%v: empty message", a)
					}
				} else if !slices.Contains(s.Legal(a.Seat), a) && a.Kind != master.Draw {
					t.Fatalf("%v accepted but not legal", a)
				}
			}
			l := s.Legal(s.ToMove())
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
