package elfer

import "elferraus/engine/card"

// View is what one seat sees at the table: its own hand, the open rows, how
// many cards every hand and the pile hold, and the turn. It holds nothing a
// seat could not see at a real table, so bots are given a View and never the
// State.
type View struct {
	Seat      int
	Options   Options
	Players   int
	Dealer    int
	Hand      []card.Card
	HandSizes [MaxPlayers]int
	PileSize  int
	Table     Table
	Start     int
	Turn      Turn
	Winner    int
}

// View returns seat's view of the round.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto fills v with seat's view, reusing v's hand buffer so a screen can
// refresh its view every frame without allocating.
func (s *State) ViewInto(seat int, v *View) {
	hand := v.Hand[:0]
	*v = View{
		Seat:     seat,
		Options:  s.opts,
		Players:  s.players,
		Dealer:   s.dealer,
		PileSize: len(s.pile),
		Table:    s.table,
		Start:    s.start,
		Turn:     s.turn,
		Winner:   s.winner,
	}
	if seat >= 0 && seat < s.players {
		hand = append(hand, s.hands[seat]...)
	}
	if seat != s.turn.ToMove {
		// The drawn card that must be laid is still in the hand of the seat
		// on turn; the others see it only once it lies.
		v.Turn.MustLay = card.None
	}
	v.Hand = hand
	for p := range s.players {
		v.HandSizes[p] = len(s.hands[p])
	}
}

// Fits reports whether c could be laid on the table now.
func (v *View) Fits(c card.Card) bool {
	return fits(&v.Table, Starters(v.Options.Variant, v.Start), c)
}

// Legal returns the actions the seat may take now; the same list the State
// gives, computed from what the seat sees.
func (v *View) Legal() []Action { return v.AppendLegal(nil) }

// AppendLegal appends the seat's legal actions to dst.
func (v *View) AppendLegal(dst []Action) []Action {
	held := setOf(v.Hand)
	fit := fitMasks(&v.Table, Starters(v.Options.Variant, v.Start))
	return appendLegal(dst, v.Seat, &held, &fit, &v.Turn, v.PileSize)
}

// Unseen lists the cards this seat cannot see: in other hands or in the pile.
func (v *View) Unseen() []card.Card {
	var out []card.Card
	for _, c := range v.Options.Deck() {
		if !v.Table.Has(c) && !contains(v.Hand, c) {
			out = append(out, c)
		}
	}
	return out
}

func contains(h []card.Card, c card.Card) bool {
	for _, x := range h {
		if x == c {
			return true
		}
	}
	return false
}
