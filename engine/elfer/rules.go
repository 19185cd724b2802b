package elfer

import (
	"fmt"

	"elferraus/engine/card"
)

// Variant selects one of the four games of the family.
type Variant uint8

// The variants, with their game ids in RULES.md.
const (
	Classic     Variant = iota // elfer
	FalseStart                 // elfer-falscher-anfang
	ThreeStarts                // elfer-drei-anfangszahlen
	AnyStart                   // elfer-beliebige-startkarte
	numVariants
)

var variantIDs = [numVariants]string{"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen", "elfer-beliebige-startkarte"}

// ID is the game id used on the command line, in URLs and in records.
func (v Variant) ID() string {
	if v >= numVariants {
		return "?"
	}
	return variantIDs[v]
}

// Variants lists every variant in menu order.
func Variants() []Variant { return []Variant{Classic, FalseStart, ThreeStarts, AnyStart} }

// ParseVariant finds a variant by its game id.
func ParseVariant(id string) (Variant, bool) {
	for i, s := range variantIDs {
		if s == id {
			return Variant(i), true
		}
	}
	return 0, false
}

// Options are a round's settings besides the seats.
type Options struct {
	Variant Variant
	// Short removes the blue cards (two players only): 60 cards, 20 each.
	// The variants inherit it from elfer like every other rule.
	Short bool
}

// Check reports options that cannot be played with the given seats.
func (o Options) Check(players int) error {
	if o.Variant >= numVariants {
		return fmt.Errorf("unknown variant %d", o.Variant)
	}
	if players < MinPlayers || players > MaxPlayers {
		return fmt.Errorf("%s is for %d to %d players, not %d", o.Variant.ID(), MinPlayers, MaxPlayers, players)
	}
	if o.Short && players != 2 {
		return fmt.Errorf("the short game is for two players only")
	}
	return nil
}

// Seat limits.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// HandSize is the number of cards each seat is dealt.
func HandSize(players int) int {
	switch players {
	case 2, 3:
		return 20
	case 4:
		return 15
	case 5:
		return 12
	default:
		return 10
	}
}

// Colors is the set of colours in play.
func (o Options) Colors() []card.Color {
	if o.Short {
		return card.Colors[:3]
	}
	return card.Colors[:]
}

// Deck is the unshuffled deck of a round.
func (o Options) Deck() []card.Card { return card.Deck(20, o.Colors()...) }

// Table is the open rows: for each colour, a bit per value that lies.
type Table [card.NumColors]uint32

// Has reports whether the card lies on the table.
func (t *Table) Has(c card.Card) bool { return t[c.Color()]&(1<<c.Value()) != 0 }

// Empty reports whether no card of colour col lies.
func (t *Table) Empty(col card.Color) bool { return t[col] == 0 }

// Count is the number of cards on the table.
func (t *Table) Count() int {
	n := 0
	for _, m := range t {
		for ; m != 0; m &= m - 1 {
			n++
		}
	}
	return n
}

// Cards lists the cards on the table, colour by colour in ascending value.
func (t *Table) Cards() []card.Card {
	var out []card.Card
	for col := range card.Colors {
		for v := 1; v <= 20; v++ {
			if t[col]&(1<<v) != 0 {
				out = append(out, card.New(card.Color(col), v))
			}
		}
	}
	return out
}

// Bounds returns the lowest and highest value lying in colour col's row
// (0, 0 when it is empty). In the false-start variant the row has two ends
// growing toward each other; while they have not met, Bounds reports the
// inner ends: the top of the run that grows up from the 1 and the bottom of
// the run that grows down from the 20, which are the cards the next ones
// must touch.
func (t *Table) Bounds(col card.Color) (lo, hi int) {
	m := t[col]
	if m == 0 {
		return 0, 0
	}
	for v := 1; v <= 20; v++ {
		if m&(1<<v) != 0 {
			if lo == 0 {
				lo = v
			}
			hi = v
		}
	}
	// A gap between lo and hi means two runs: report their inner ends.
	for v := lo; v < hi; v++ {
		if m&(1<<(v+1)) == 0 {
			w := v + 1
			for m&(1<<w) == 0 {
				w++
			}
			return v, w
		}
	}
	return lo, hi
}

// fits is the one rule of laying: a card fits next to a card of its own
// colour, and an empty colour starts only with one of its starting values.
// starters is a bit set of values that may open an empty row (all values
// before anything lies in the any-start variant).
func fits(t *Table, starters uint32, c card.Card) bool {
	m := t[c.Color()]
	v := c.Value()
	if v < 1 || v > 20 || c.IsJoker() {
		return false // not a card of this family: a shift by v-1 would panic
	}
	if m&(1<<v) != 0 {
		return false
	}
	if m == 0 {
		return starters&(1<<v) != 0
	}
	return m&(1<<(v-1)|1<<(v+1)) != 0
}

// valueBits are the bits of the values 1..20 in a row's bit set.
const valueBits = 0x1ffffe

// fitMasks gives, per colour, the bit set of values that fit now: the
// starting values of an empty row, or the values just below and above the
// cards of a row. It is fits for a whole hand at once; a card c fits iff
// masks[c.Color()] has bit c.Value() and c is a number card.
func fitMasks(t *Table, starters uint32) [card.NumColors]uint32 {
	var masks [card.NumColors]uint32
	for col, m := range t {
		if m == 0 {
			masks[col] = starters & valueBits
		} else {
			masks[col] = (m<<1 | m>>1) &^ m & valueBits
		}
	}
	return masks
}

// fitsMask is fits with masks from fitMasks.
func fitsMask(masks *[card.NumColors]uint32, c card.Card) bool {
	return !c.IsJoker() && masks[c.Color()]&(1<<c.Value()) != 0
}
