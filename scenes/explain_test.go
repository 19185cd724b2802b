package scenes

import (
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
)

// rowOf is a row's bit set holding the values lo..hi.
func rowOf(lo, hi int) uint32 {
	var m uint32
	for v := lo; v <= hi; v++ {
		m |= 1 << v
	}
	return m
}

func TestExplainElfer(t *testing.T) {
	var v elfer.View
	v.Table[card.Red] = rowOf(10, 13)
	cases := []struct {
		c    card.Card
		want string
	}{
		{card.New(card.Red, 14), "The red 14 fits now, above the 13 of its row. Left in your hand at the end it counts 14."},
		{card.New(card.Red, 9), "The red 9 fits now, below the 10 of its row."},
		{card.New(card.Red, 16), "the red row ends at 13, the 14 must come first."},
		{card.New(card.Red, 3), "the red row begins at 10, the 9 must come first."},
		{card.New(card.Red, 12), "already lies on the table"},
		{card.New(card.Blue, 11), "The blue 11 opens the blue row. Left in your hand at the end it counts 11."},
		{card.New(card.Blue, 12), "the blue row has not begun yet."},
	}
	for _, c := range cases {
		got := explainElfer(&english, &v, c.c)
		if !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want it to say %q", c.c, got, c.want)
		}
		de := explainElfer(&german, &v, c.c)
		if de == got || strings.Contains(de, "%!") || strings.Contains(got, "%!") {
			t.Errorf("%v: the German %q against the English %q", c.c, de, got)
		}
	}
}

// TestExplainElferVariants: in "false start" the 11 opens nothing, it must
// wait for the 10 or 12 of its row built from the 1 and the 20.
func TestExplainElferVariants(t *testing.T) {
	v := elfer.View{Options: elfer.Options{Variant: elfer.FalseStart}}
	for col := range card.NumColors {
		v.Table[col] = rowOf(1, 3) | rowOf(20, 20)
	}
	got := explainElfer(&english, &v, card.New(card.Green, 11))
	if strings.Contains(got, "opens") || !strings.Contains(got, "11") {
		t.Errorf("false start, green 11: %q", got)
	}
	if got := explainElfer(&english, &v, card.New(card.Green, 19)); !strings.Contains(got, "fits now, below the 20") {
		t.Errorf("false start, green 19: %q", got)
	}
}

func TestExplainMaster(t *testing.T) {
	v := master.View{Rows: master.Rows{card.Red, card.Yellow, card.Green, card.Blue}}
	for i := range v.Table.Cards {
		v.Table.Cards[i] = 1 << 11
	}
	v.Table.Cards[card.Yellow] |= rowOf(9, 10)
	cases := []struct {
		c    card.Card
		want string
	}{
		{card.New(card.Red, 12), "The red 12 fits now, above the 11 of its row. Left in your hand at the end: minus 12."},
		{card.New(card.Yellow, 8), "fits now, below the 9"},
		// Green lies beside yellow, whose 9 lies: a connection card leads there.
		{card.New(card.Green, 9), "The green 9 fits with a connection card laid at the yellow 9"},
		// Blue is not beside yellow: the blue 9 must wait.
		{card.New(card.Blue, 9), "The blue 9 does not fit yet"},
		{card.New(card.Yellow, 10), "already lies on the table"},
		{card.Joker(2), "Joker: it can stand in any empty place"},
	}
	for _, c := range cases {
		got := explainMaster(&english, &v, c.c)
		if !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want it to say %q", c.c, got, c.want)
		}
		de := explainMaster(&german, &v, c.c)
		if de == got || strings.Contains(de, "%!") || strings.Contains(got, "%!") {
			t.Errorf("%v: the German %q against the English %q", c.c, de, got)
		}
	}
}
