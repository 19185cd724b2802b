package elfer

import "elferraus/engine/card"

// Pile returns the draw pile, top card last (shared: do not modify). Only a
// screen that draws the pile face down, or a tool with the whole record,
// should ask: a seat's View holds its size alone.
func (s *State) Pile() []card.Card { return s.pile }

// Redealt reports whether the first deal was thrown in because nobody held an 11.
func (s *State) Redealt() bool { return len(s.setups) > 1 }
