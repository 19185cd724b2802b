package master

import "elferraus/engine/card"

// View is what one seat sees at the table: its own hand, everything that
// lies open (the rows with their jokers, the connection cards laid, every
// seat's connection and bonus cards, the bonus supply), how many cards every
// hand and the pile hold, and the turn. It holds nothing a seat could not
// see at a real table, so bots are given a View and never the State.
type View struct {
	Seat        int
	Players     int
	Dealer      int
	Hand        []card.Card
	HandSizes   [MaxPlayers]int
	Connections [MaxPlayers]int
	Bonus       [MaxPlayers]int
	Supply      int
	PileSize    int
	Rows        Rows
	Table       Table
	Turn        Turn
	// Out is the seat that laid its last card, or -1.
	Out int
	// Winners are the seats with the highest score once the round is
	// over, empty before.
	Winners []int
}

// View returns seat's view of the round.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto fills v with seat's view, reusing v's buffers so a screen can
// refresh its view every frame without allocating.
func (s *State) ViewInto(seat int, v *View) {
	hand, winners := v.Hand[:0], v.Winners[:0]
	*v = View{
		Seat:     seat,
		Players:  s.players,
		Dealer:   s.dealer,
		Supply:   s.supply,
		PileSize: len(s.pile),
		Rows:     s.rows,
		Table:    s.table,
		Turn:     s.turn,
		Out:      s.out,
	}
	if seat >= 0 && seat < s.players {
		hand = append(hand, s.hands[seat]...)
	}
	v.Hand = hand
	for p := range s.players {
		v.HandSizes[p] = len(s.hands[p])
		v.Connections[p] = s.links[p]
		v.Bonus[p] = s.bonus[p]
	}
	if s.turn.Phase == Over {
		var sc [MaxPlayers]int
		for p := range s.players {
			sc[p] = s.score(p)
		}
		winners = appendWinners(winners, sc[:s.players])
	}
	v.Winners = winners
}

// Fits reports whether number card c could be laid at its slot now without
// a connection card.
func (v *View) Fits(c card.Card) bool { return !c.IsJoker() && v.Table.Fits(c) }

// Slot is what lies in the slot of colour col and value v.
func (v *View) Slot(col card.Color, val int) card.Card {
	if col >= NumRows || val < 1 || val > MaxValue {
		return card.None
	}
	return v.Table.Slot(card.New(col, val))
}

// Legal returns the actions the seat may take now; the same list the State
// gives, computed from what the seat sees.
func (v *View) Legal() []Action { return v.AppendLegal(nil) }

// AppendLegal appends the seat's legal actions to dst.
func (v *View) AppendLegal(dst []Action) []Action {
	if v.Seat < 0 || v.Seat >= v.Players {
		return dst
	}
	held := setOf(v.Hand)
	return appendLegal(dst, v.Seat, &held, v.Connections[v.Seat], &v.Rows, &v.Table, &v.Turn, v.PileSize)
}

// Unseen lists the cards this seat cannot see: in other hands or in the
// pile, jokers included.
func (v *View) Unseen() []card.Card {
	held := setOf(v.Hand)
	var out []card.Card
	for _, c := range Deck() {
		if c.IsJoker() {
			if v.Table.JokerAt[c.Value()] == card.None && !held.has(c) {
				out = append(out, c)
			}
		} else if v.Table.Cards[c.Color()]&(1<<c.Value()) == 0 && !held.has(c) {
			out = append(out, c)
		}
	}
	return out
}
