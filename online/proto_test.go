package online

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/schwarzerpeter"
)

// FuzzDecode: whatever bytes a client sends, Decode returns a message of a
// known kind within the limits, or an error; it never panics, and what it
// takes DecodeAs reads into an action type or refuses, never panicking.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"t":"join","room":"ABCDEFGH","name":"Ann"}`,
		`{"t":"act","action":{"Kind":1,"Seat":0,"Card":23}}`,
		`{"t":"create","spec":{"game":"elfer","players":4}}`,
		`{"t":"act","action":[1,2,3]}`, `{"t":"ping","seq":3}`, `[]`, `{"t":`, "\x00",
	} {
		f.Add([]byte(s))
	}
	types := []reflect.Type{reflect.TypeFor[elfer.Action](), reflect.TypeFor[schwarzerpeter.Action]()}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		if len(data) > MaxMessage || len(m.Name) > MaxName {
			t.Fatalf("took %d bytes, a name of %d", len(data), len(m.Name))
		}
		if m.T == Act {
			for _, ty := range types {
				if v, err := DecodeAs(m.Action, ty); err == nil && reflect.TypeOf(v) != ty {
					t.Fatalf("read a %T as a %v", v, ty)
				}
			}
		}
	})
}

// TestEncodeReadsBack: an action Encode wrote is read back by DecodeAs as
// the same action, cards and empty cards alike; a value with a field too
// many or too few, or a number out of its range, is refused.
func TestEncodeReadsBack(t *testing.T) {
	for _, a := range []any{
		elfer.Action{Kind: elfer.Lay, Seat: 2, Card: card.New(card.Red, 11)},
		elfer.Action{Kind: elfer.Draw, Seat: 1},
		schwarzerpeter.Action{Kind: 2, Seat: 3, Order: schwarzerpeter.Order{3, 1, 2}},
	} {
		data, err := Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeAs(data, reflect.TypeOf(a))
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if !reflect.DeepEqual(back, a) {
			t.Fatalf("%s read back as %#v, was %#v", data, back, a)
		}
	}
	ty := reflect.TypeFor[elfer.Action]()
	for _, bad := range []string{
		`{"Kind":1,"Seat":0}`, `{"Kind":1,"Seat":0,"Card":3,"Extra":1}`,
		`{"Kind":1,"Seat":0,"Card":300}`, `{"Kind":"1","Seat":0,"Card":3}`, `{"Kind":1,"Seat":0,"Card":3} {}`,
	} {
		if _, err := DecodeAs([]byte(bad), ty); err == nil {
			t.Errorf("%s was read as an action", bad)
		}
	}
	if _, err := Decode([]byte(`{"t":"join","room":"abc"}`)); err == nil || !strings.Contains(err.Error(), "room code") {
		t.Errorf("a malformed room code: %v", err)
	}
}

// TestEncodeMaskedLeavesOutRefusedCards: the cards keep refuses are written
// as the empty card, the others as they are, in the same places as Encode
// writes them.
func TestEncodeMaskedLeavesOutRefusedCards(t *testing.T) {
	seen, hidden := card.New(card.Red, 11), card.New(card.Blue, 3)
	v := struct {
		Cards []card.Card
		Top   card.Card
		N     int
	}{[]card.Card{seen, hidden, card.None}, hidden, 7}
	got, err := EncodeMasked(v, func(c card.Card) bool { return c == seen })
	if err != nil {
		t.Fatal(err)
	}
	want := `{"Cards":[` + strconv.Itoa(int(seen)) + `,0,0],"Top":0,"N":7}`
	if string(got) != want {
		t.Fatalf("masked: %s, want %s", got, want)
	}
	all, _ := Encode(v)
	whole, _ := EncodeMasked(v, nil)
	if string(all) != string(whole) || !strings.Contains(string(all), strconv.Itoa(int(hidden))) {
		t.Fatalf("Encode wrote %s and EncodeMasked without a mask %s: want the same, every card", all, whole)
	}
}
