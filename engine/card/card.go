// Package card holds what every game of the family shares: the cards of the
// 80-card deck (and MASTER's 84 number cards and jokers), their notation, and
// the seeded generator every shuffle and lot comes from.
package card

import (
	"fmt"
	"strconv"
)

// Color is one of the four suits. Its order is the opening order of Elfer raus!
// (red, yellow, green, blue), which is also the order rows are drawn in.
type Color uint8

// The four colours, in opening order.
const (
	Red Color = iota
	Yellow
	Green
	Blue
	NumColors = 4
)

// Colors lists the colours in opening order, for loops that read well.
var Colors = [NumColors]Color{Red, Yellow, Green, Blue}

var colorLetters = [NumColors]byte{'R', 'Y', 'G', 'B'}

// Letter is the colour's record notation: R, Y, G or B.
func (c Color) Letter() byte {
	if c >= NumColors {
		return '?'
	}
	return colorLetters[c]
}

// String names the colour in English for logs and test failures.
func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Yellow:
		return "yellow"
	case Green:
		return "green"
	case Blue:
		return "blue"
	}
	return "colour(" + strconv.Itoa(int(c)) + ")"
}

// ParseColor reads a colour letter.
func ParseColor(s string) (Color, error) {
	if len(s) == 1 {
		for i, l := range colorLetters {
			if s[0] == l {
				return Color(i), nil
			}
		}
	}
	return 0, fmt.Errorf("%q is not a colour (R, Y, G or B)", s)
}

// MaxValue is the highest value any game uses (MASTER's 21).
const MaxValue = 21

// Card is a number card or a joker packed in one byte, so hands and piles are
// cheap to copy and compare. The zero Card is "no card".
//
// A number card is colour<<5 | value (value 1..21); a joker is jokerBit | n
// with n in 1..4. The packing is private: use New, Joker and the methods.
type Card uint8

// None is the absence of a card.
const None Card = 0

const jokerBit = 0x80

// New returns the number card of colour c and value v.
func New(c Color, v int) Card { return Card(uint8(c)<<5 | uint8(v)) }

// Joker returns MASTER's joker n (1..4); jokers are interchangeable, the
// number only follows one physical card through a game.
func Joker(n int) Card { return Card(jokerBit | uint8(n)) }

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c&jokerBit != 0 }

// Color is the card's colour (meaningless for a joker).
func (c Card) Color() Color { return Color(c >> 5 & 3) }

// Value is the card's value 1..21, or the joker's number.
func (c Card) Value() int { return int(c & 31) }

// Index is a dense number for c in 0..Limit-1, for per-card tables.
func (c Card) Index() int {
	if c.IsJoker() {
		return 4*32 + int(c&7)
	}
	return int(c)
}

// Limit bounds Index.
const Limit = 4*32 + 8

// Valid reports whether c is a well-formed card.
func (c Card) Valid() bool {
	if c.IsJoker() {
		return c&0x7f >= 1 && c&0x7f <= 4
	}
	v := c.Value()
	return v >= 1 && v <= MaxValue && c>>7 == 0
}

// String is the record notation: R11, B3, G21, J2.
func (c Card) String() string {
	if c == None {
		return "-"
	}
	if !c.Valid() {
		return "?" + strconv.Itoa(int(c))
	}
	if c.IsJoker() {
		return "J" + strconv.Itoa(int(c&7))
	}
	return string(c.Color().Letter()) + strconv.Itoa(c.Value())
}

// MarshalText writes the record notation.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("card %d is not a card", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads the record notation.
func (c *Card) UnmarshalText(b []byte) error {
	p, err := Parse(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// Parse reads a card in record notation (R11, Y3, G21, J2).
func Parse(s string) (Card, error) {
	if len(s) < 2 || len(s) > 3 {
		return None, fmt.Errorf("%q is not a card (write it like R11, B3 or J2)", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '+' || s[1] == '-' {
		return None, fmt.Errorf("%q is not a card (write it like R11, B3 or J2)", s)
	}
	if s[0] == 'J' {
		if n < 1 || n > 4 {
			return None, fmt.Errorf("%q is not a joker (J1 to J4)", s)
		}
		return Joker(n), nil
	}
	col, err := ParseColor(s[:1])
	if err != nil {
		return None, fmt.Errorf("%q is not a card: %v", s, err)
	}
	if n < 1 || n > MaxValue {
		return None, fmt.Errorf("%q is not a card: values run from 1 to %d", s, MaxValue)
	}
	return New(col, n), nil
}

// Deck returns the number cards with values 1..maxValue of the given colours,
// colour by colour in ascending value: the unshuffled order every deal starts
// from, so a seed fixes the deal.
func Deck(maxValue int, colors ...Color) []Card {
	d := make([]Card, 0, len(colors)*maxValue)
	for _, c := range colors {
		for v := 1; v <= maxValue; v++ {
			d = append(d, New(c, v))
		}
	}
	return d
}

// Sum adds up the values of number cards (jokers count nothing here; games
// that score jokers do so themselves).
func Sum(cards []Card) int {
	s := 0
	for _, c := range cards {
		if !c.IsJoker() {
			s += c.Value()
		}
	}
	return s
}

// Format writes cards in record notation separated by spaces.
func Format(cards []Card) string {
	b := make([]byte, 0, len(cards)*4)
	for i, c := range cards {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, c.String()...)
	}
	return string(b)
}

// Sort orders cs by cmp, as slices.SortFunc would with a total order, in
// an insertion sort: hands are tens of cards at most, and one sort of
// cards for every order keeps a generic sort per type and package out of
// the browser's download.
func Sort(cs []Card, cmp func(a, b Card) int) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cmp(cs[j], cs[j-1]) < 0; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// SameCards reports whether a and b hold the same cards, each as often, in
// any order.
func SameCards(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	var n [256]int
	for _, c := range a {
		n[c]++
	}
	for _, c := range b {
		n[c]--
		if n[c] < 0 {
			return false
		}
	}
	return true
}

// Less is the order of cards by their bytes, for Sort: slices.Sort's order.
func Less(a, b Card) int { return int(a) - int(b) }

// InsertAt puts c at index i of cs, as slices.Insert would: one function
// for cards, not a generic one per package, in the browser's download.
func InsertAt(cs []Card, i int, c Card) []Card {
	cs = append(cs, None)
	copy(cs[i+1:], cs[i:])
	cs[i] = c
	return cs
}
