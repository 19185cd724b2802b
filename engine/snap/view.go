package snap

import "elferraus/engine/card"

// Heap is one face-up pile as the table shows it: its top card, how many
// cards it holds, and the tick its top appeared.
type Heap struct {
	Top   card.Card // None when the pile is empty
	Size  int
	Shown Tick // when Top appeared; meaningless for an empty pile
}

// View is what the table shows: every face-up top with the tick it appeared,
// the centre, the size of every stack, the quartets set aside and the cards
// conquered. At a real table everybody sees the same; Seat only says whose
// view it is. Bots are given a View and never the State, so they cannot look
// into a face-down stack.
type View struct {
	Seat      int
	Options   Options
	Players   int
	Dealer    int
	Last      Tick // the tick of the latest action, -1 before the first
	Turn      int  // the seat to reveal next (schnippschnapp), else -1
	Piles     [MaxPlayers]Heap
	Stacks    [MaxPlayers]int
	Centre    Heap
	Quartets  [MaxPlayers]int
	Aside     [Values + 1]int8 // for each value, 1+the seat that set its quartet aside, or 0
	Conquered [MaxPlayers]int
	Reveals   int
	Actions   int
	Reason    Reason // Running while the game goes on
}

// View returns seat's view of the game.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto fills v with seat's view without allocating, for screens and bots
// that look every frame.
func (s *State) ViewInto(seat int, v *View) {
	*v = View{
		Seat:      seat,
		Options:   s.opts,
		Players:   s.players,
		Dealer:    s.dealer,
		Last:      s.last,
		Turn:      s.Turn(),
		Aside:     s.aside,
		Quartets:  s.quartets,
		Conquered: s.conquered,
		Reveals:   s.reveals,
		Actions:   len(s.log),
		Reason:    s.reason,
	}
	for p := range s.players {
		v.Stacks[p] = len(s.stacks[p])
		v.Piles[p] = heapOf(s.piles[p], s.shown[p])
	}
	v.Centre = heapOf(s.centre, s.cshown)
}

func heapOf(pile []card.Card, shown Tick) Heap {
	if len(pile) == 0 {
		return Heap{}
	}
	return Heap{Top: pile[len(pile)-1], Size: len(pile), Shown: shown}
}

// IsOver reports whether the game has ended.
func (v *View) IsOver() bool { return v.Reason != Running }

// Holds reports whether seat p holds cards.
func (v *View) Holds(p int) bool {
	return p >= 0 && p < v.Players && v.Stacks[p]+v.Piles[p].Size > 0
}

// Cards lists every card the view shows: the face-up tops, the centre's
// top and the quartets set aside.
func (v *View) Cards() []card.Card {
	var out []card.Card
	for p := range v.Players {
		if c := v.Piles[p].Top; c != card.None {
			out = append(out, c)
		}
	}
	if v.Centre.Top != card.None {
		out = append(out, v.Centre.Top)
	}
	for val := 1; val <= Values; val++ {
		if v.Aside[val] != 0 {
			for _, col := range card.Colors {
				out = append(out, card.New(col, val))
			}
		}
	}
	return out
}

func (v *View) matches() match {
	var tops [MaxPlayers]card.Card
	var shown [MaxPlayers]Tick
	for p := range v.Players {
		tops[p], shown[p] = v.Piles[p].Top, v.Piles[p].Shown
	}
	return matchOf(tops[:v.Players], shown[:v.Players], v.Centre.Top, v.Centre.Shown)
}

// Match reports whether the table shows a match for w, and the tick it
// appeared: the same judgement the engine makes.
func (v *View) Match(w Word) (ok bool, appeared Tick) {
	m := v.matches()
	if !m.has(w) {
		return false, 0
	}
	return true, m.appeared[w]
}

// InMatch reports whether seat p's pile is part of the current match of w.
func (v *View) InMatch(w Word, p int) bool {
	if p < 0 || p >= v.Players {
		return false
	}
	m := v.matches()
	switch w {
	case Schnapp:
		return m.snapp[p]
	case Schnipp:
		return m.schnipp[p]
	}
	return false
}
