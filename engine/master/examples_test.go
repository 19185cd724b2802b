package master_test

import (
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// timo is the position of the rule sheet's first checked example. The
// column is yellow, blue, red, green: yellow neighbours blue, blue
// neighbours red. Seat 0 (Timo) first lays the yellow 10 and 9; seat 1
// (Vera) draws. Timo holds the blue 9 and the red 9, Vera the red 8, 7
// and 5, and nobody holds a joker.
var timo = position{
	players: 2, dealer: 1, rows: "YBRG",
	hands: [][]string{{"Y10", "Y9", "B9", "R9"}, {"R8", "R7", "R5"}},
}

func TestCheckedExampleTimoAndVera(t *testing.T) {
	s := timo.state(t, "0 lay Y10", "0 lay Y9", "0 end", "1 draw")

	// "Timo holds the blue 9; the blue 10 is missing."
	if s.Fits(mustCard(t, "B9")) {
		t.Fatal("the blue 9 fits without a connection card")
	}
	// "He lays a connection card at the yellow 9 and must at once lay the
	// blue 9 in the blue row."
	play(t, s, "0 connect Y9 to B")
	if got, want := legalStrings(s), []string{"0 lay B9"}; !slices.Equal(got, want) {
		t.Fatalf("after the connection card: legal %v, want %v", got, want)
	}
	if got := s.Turn().Pending; got != mustCard(t, "B9") {
		t.Errorf("pending slot %v, want B9", got)
	}
	for _, a := range []string{"0 lay R9", "0 end", "0 draw", "0 connect Y10 to B"} {
		e := refuse(t, s, act(t, a), master.WhyPending)
		if want := "a connection card leads to the blue 9: lay the blue 9 or a joker there first"; e.Error() != want {
			t.Errorf("%s: %q, want %q", a, e.Error(), want)
		}
	}
	play(t, s, "0 lay B9")
	if got := s.Slot(card.Blue, 9); got != mustCard(t, "B9") {
		t.Fatalf("the blue 9's slot holds %v", got)
	}
	// "He also holds the red 9, and the red row neighbours the blue row: a
	// second connection card at the blue 9, then the red 9."
	play(t, s, "0 connect B9 to R", "0 lay R9")
	turn := s.Turn()
	if turn.Laid != 2 || turn.Connected != 2 || s.Connections(0) != 2 {
		t.Errorf("after two connections: laid %d, connected %d, %d connection cards left; want 2, 2, 2", turn.Laid, turn.Connected, s.Connections(0))
	}
	tab := s.Table()
	if tab.NLinks != 2 || tab.Links[0] != (master.Link{At: mustCard(t, "Y9"), To: card.Blue, Seat: 0}) || tab.Links[1].Slot() != mustCard(t, "R9") {
		t.Errorf("links on the table: %+v", tab.Links[:tab.NLinks])
	}
	play(t, s, "0 end")

	// "Then Vera lays the red 8 and red 7 at the red 9."
	play(t, s, "1 lay R8", "1 lay R7")
	// "Her red 5 does not fit (the red 6 is missing, she has no joker, and a
	// connection card cannot bridge inside a row)."
	if s.Fits(mustCard(t, "R5")) {
		t.Error("the red 5 fits")
	}
	e := refuse(t, s, act(t, "1 lay R5"), master.WhyNoFit)
	if want := "the red 5 does not fit: the red 6 is missing"; e.Error() != want {
		t.Errorf("message %q, want %q", e.Error(), want)
	}
	if e.Lo != 0 || e.Hi != 7 || e.Slot != mustCard(t, "R5") {
		t.Errorf("error facts %+v", *e)
	}
	e = refuse(t, s, act(t, "1 connect R7 to R"), master.WhyInsideRow)
	if want := "a connection card leads to a neighbouring row; it never bridges a gap inside one row"; e.Error() != want {
		t.Errorf("message %q, want %q", e.Error(), want)
	}
	for _, a := range s.Legal(1) {
		if a.Card == mustCard(t, "R5") || (a.Kind == master.Connect && a.To == card.Red && a.At.Value() == 5) {
			t.Errorf("%v is legal", a)
		}
	}
	if slices.ContainsFunc(s.Hand(1), card.Card.IsJoker) {
		t.Error("Vera holds a joker")
	}
}

// lisa is the position of the second checked example: seat 0 builds the
// yellow row down to the 7; seat 1 (Lisa) holds a joker and the blue 8, 6
// and 5, and the blue 12, which would fit too. Yellow neighbours blue.
var lisa = position{
	players: 2, dealer: 1, rows: "YBRG",
	hands: [][]string{{"Y10", "Y9", "Y8", "Y7"}, {"J1", "B8", "B6", "B5", "B12"}},
}

func TestCheckedExampleLisa(t *testing.T) {
	s := lisa.state(t, "0 lay Y10", "0 lay Y9", "0 lay Y8", "0 lay Y7", "0 end")
	// "Lisa lays a connection card at the yellow 7 and a joker as the blue
	// 7, then the blue 8, 6 and 5."
	play(t, s, "1 connect Y7 to B")
	if got, want := legalStrings(s), []string{"1 lay J1 as B7"}; !slices.Equal(got, want) {
		t.Fatalf("after the connection card: legal %v, want %v", got, want)
	}
	play(t, s, "1 lay J1 as B7", "1 lay B8", "1 lay B6", "1 lay B5")
	// "Four cards, and her turn is over (the connection card did not count)."
	turn := s.Turn()
	if turn.Laid != 4 || turn.Connected != 1 {
		t.Errorf("laid %d, connected %d; want 4 and 1", turn.Laid, turn.Connected)
	}
	if got, want := legalStrings(s), []string{"1 end"}; !slices.Equal(got, want) {
		t.Errorf("after four cards: legal %v, want %v", got, want)
	}
	if !s.Fits(mustCard(t, "B12")) {
		t.Error("the blue 12 does not fit at the blue 11")
	}
	e := refuse(t, s, act(t, "1 lay B12"), master.WhyFour)
	if want := "four cards were laid this turn: end the turn"; e.Error() != want {
		t.Errorf("message %q, want %q", e.Error(), want)
	}
	refuse(t, s, act(t, "1 connect Y8 to B"), master.WhyFour)
	refuse(t, s, act(t, "1 draw"), master.WhyDrawDone)
	if got := s.Slot(card.Blue, 7); got != card.Joker(1) {
		t.Errorf("the blue 7's slot holds %v, want the joker", got)
	}
	play(t, s, "1 end")
	if s.ToMove() != 0 || s.Turn().Laid != 0 || s.Turn().Connected != 0 {
		t.Errorf("after end: seat %d on, turn %+v", s.ToMove(), s.Turn())
	}
}
