package board

import (
	"elferraus/engine/card"
	"elferraus/engine/mogeln"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// mogelnTable starts Mogeln with the person at seat 0 and bots at the
// others, and ticks until the person may act.
func mogelnTable(t *testing.T, players int, opts map[string]any) (*Board, *game.Context) {
	t.Helper()
	s := shell.Setup{Game: mogeln.ID, Players: players, Rounds: 1, Seed: 21, Options: opts}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	untilPersonActs(t, b, ctx)
	return b, ctx
}

func untilPersonActs(t *testing.T, b *Board, ctx *game.Context) {
	t.Helper()
	for range 20000 {
		if b.round.IsOver() {
			t.Fatal("the round ended before the person could act")
		}
		if b.CanAct() && !b.Motion.Moving() {
			return
		}
		gameloop.Tick(b, ctx, nil)
	}
	t.Fatal("the person never came to act")
}

func mogelnView(b *Board) *mogeln.View { return b.round.View(0).(*mogeln.View) }

// layFirst lays the person's first card (with heimlich: the card, then the
// stack) and waits for his next turn.
func layFirst(t *testing.T, b *Board, ctx *game.Context, heimlich bool) {
	t.Helper()
	hand := mogelnHandZone(t, b)
	n := b.round.Actions()
	b.press(spot{hand, 0})
	if heimlich {
		b.press(spot{mogelnStackZone(b), -1})
	}
	if b.round.Actions() != n+1 {
		t.Fatalf("pressing the first card did not lay it (%d actions, were %d)", b.round.Actions(), n)
	}
	gameloop.Tick(b, ctx, nil)
	untilPersonActs(t, b, ctx)
}

func mogelnHandZone(t *testing.T, b *Board) int {
	t.Helper()
	for i, z := range b.tb.zones {
		if z.owner == 0 && z.kind == zFan {
			return i
		}
	}
	t.Fatal("no hand at the bottom")
	return -1
}

// mogelnStackZone is the middle stack: the first zone of the middle.
func mogelnStackZone(b *Board) int {
	for i, z := range b.tb.zones {
		if z.owner < 0 {
			return i
		}
	}
	return -1
}

func buttonOf(b *Board, key ebiten.Key) (choice, bool) {
	for _, c := range b.tb.choices {
		if c.zone < 0 && c.key == key {
			return c, true
		}
	}
	return choice{}, false
}

// TestBoardMogelnClaim: the claim stands in words over the middle with the
// fixed colour under it; every card of the hand lays it with one press;
// "cheated" is a button with its key once a lay lies in the middle.
func TestBoardMogelnClaim(t *testing.T) {
	b, ctx := mogelnTable(t, 4, map[string]any{"farbe": true})
	for range 2 {
		v := mogelnView(b)
		if want := mogelnEnglish.Numbers[v.Claim]; b.tb.big != want {
			t.Errorf("the big word is %q, the claim is %d (%q)", b.tb.big, v.Claim, want)
		}
		if colour := mogelnEnglish.Colours[v.Colour]; !strings.Contains(b.tb.bigSub, "only "+colour+" counts") {
			t.Errorf("the colour %s is not under the claim: %q", colour, b.tb.bigSub)
		}
		hand := mogelnHandZone(t, b)
		for j := range v.Hand {
			ok := slices.ContainsFunc(b.tb.choices, func(c choice) bool { return c.zone == hand && c.card == j && c.to == nil })
			if !ok {
				t.Errorf("card %d of the hand cannot be laid with one press", j)
			}
		}
		c, ok := buttonOf(b, ebiten.KeyG)
		switch {
		case v.Lays > 0 && (!ok || c.label != "Cheated!" || c.act.(mogeln.Action).Kind != mogeln.Call):
			t.Errorf("with %d lays in the middle there is no “Cheated!” button on G: %+v", v.Lays, c)
		case v.Lays == 0 && ok:
			t.Error("a call is offered on an empty middle")
		}
		if _, ok := buttonOf(b, ebiten.KeyM); ok {
			t.Error("“several” is offered without heimlich")
		}
		layFirst(t, b, ctx, false)
	}
}

// TestBoardMogelnHeimlichTwoPresses: with heimlich a card waits for a
// second press; a second card lays both as one lay, and the log tells one
// lay with its claim, never how many cards it was.
func TestBoardMogelnHeimlichTwoPresses(t *testing.T) {
	b, ctx := mogelnTable(t, 3, map[string]any{"heimlich": true})
	layFirst(t, b, ctx, true)
	v := mogelnView(b)
	if _, ok := buttonOf(b, ebiten.KeyM); !ok || v.Lays == 0 {
		t.Fatalf("with heimlich and %d lays there is no “Several!” button on M", v.Lays)
	}
	if !strings.Contains(b.tb.note, "second card") {
		t.Errorf("the note does not say how to lay two cards: %q", b.tb.note)
	}
	hand := mogelnHandZone(t, b)
	n, held := b.round.Actions(), len(v.Hand)
	claim := mogelnEnglish.Numbers[v.Claim]
	b.press(spot{hand, 0})
	if b.round.Actions() != n || b.Sel < 0 {
		t.Fatalf("the first press acted (%d actions, were %d) or selected nothing", b.round.Actions(), n)
	}
	ts := b.Targets()
	if !slices.Contains(ts, spot{mogelnStackZone(b), -1}) || !slices.Contains(ts, spot{hand, 1}) {
		t.Errorf("a selected card cannot go to the stack or join a second card: %v", ts)
	}
	b.press(spot{hand, 1})
	if b.round.Actions() != n+1 {
		t.Fatal("the second card did not complete the lay")
	}
	if got := len(mogelnView(b).Hand); got != held-2 {
		t.Errorf("the hand holds %d cards after a double lay, want %d", got, held-2)
	}
	if last := b.log.Lines[len(b.log.Lines)-1]; last != "You: a card – “"+claim+"”" {
		t.Errorf("the log says %q", last)
	}
}

// TestBoardMogelnVerdict: a call turns the lay for everybody: its cards lie
// face up in the middle (as copies, while they are in a hand) with the
// verdict under the claim and in the log, through the caller's new lay.
func TestBoardMogelnVerdict(t *testing.T) {
	b, ctx := mogelnTable(t, 3, nil)
	for mogelnView(b).Lays == 0 {
		layFirst(t, b, ctx, false)
	}
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyG) })
	v := mogelnView(b)
	d := v.Verdict
	if d == nil || d.Caller != 0 || v.Lays != 0 {
		t.Fatalf("G did not call: verdict %+v, %d lays", d, v.Lays)
	}
	turned := func() []card.Card {
		for _, z := range b.tb.zones {
			if z.copies {
				return z.cards
			}
		}
		return nil
	}
	if got := turned(); len(got) != 1 || got[0] != d.Turned[0] {
		t.Errorf("the middle shows %v turned, the call turned %v", got, d.Turned)
	}
	name := mogelnEnglish.Numbers[d.Claim]
	line := "“" + name + "” by " + b.names[d.Layer] + ": " + b.text.CardName(d.Turned[0])
	if !strings.Contains(b.tb.bigSub, line) {
		t.Errorf("the verdict %q is not under the claim: %q", line, b.tb.bigSub)
	}
	n := len(b.log.Lines)
	if !slices.Contains(b.log.Lines, "You: “Cheated!”") || !strings.HasPrefix(b.log.Lines[n-2], line) || b.log.Lines[n-1] != "the stack ("+strconv.Itoa(d.Cards)+") goes to "+b.names[d.Taker] {
		t.Errorf("the log does not tell the call and its verdict: %q", b.log.Lines[max(0, n-3):])
	}
	untilPersonActs(t, b, ctx)
	// The caller's "one" lies: the turned card stays until a second lay.
	b.press(spot{mogelnHandZone(t, b), 0})
	b.Relay()
	if v := mogelnView(b); v.Lays != 1 || len(turned()) != 1 {
		t.Errorf("after the caller's lay (%d lays) the middle shows %v turned", v.Lays, turned())
	}
	untilPersonActs(t, b, ctx)
	if v := mogelnView(b); v.Lays < 2 || turned() != nil {
		t.Errorf("with %d lays the middle still shows %v turned", v.Lays, turned())
	}
}

// TestBoardMogelnSay: the log's words for every kind of play, in both
// languages, from the view after it.
func TestBoardMogelnSay(t *testing.T) {
	names := []string{"Anna", "Bob", "Cara"}
	blue5, red7, blue7 := card.New(card.Blue, 5), card.New(card.Red, 7), card.New(card.Blue, 7)
	tests := []struct {
		name string
		tx   *i18n.Text
		a    mogeln.Action
		v    mogeln.View
		want string
	}{
		{"lay", &i18n.English, mogeln.LayOf(0, red7), mogeln.View{LastClaim: 7, Pending: -1, Places: []int{0, 0, 0}},
			"Anna: a card – “seven”"},
		{"double lay tells one", &i18n.English, mogeln.LayTwo(0, red7, blue7), mogeln.View{LastClaim: 12, Pending: -1, Places: []int{0, 0, 0}},
			"Anna: a card – “twelve”"},
		{"last card", &i18n.German, mogeln.LayOf(0, red7), mogeln.View{LastClaim: 20, Pending: 0, Places: []int{0, 0, 0}},
			"Anna: die letzte Karte – „zwanzig“"},
		{"call, a lie", &i18n.English, mogeln.CallOf(1), mogeln.View{Pending: -1, Places: []int{0, 0, 0},
			Verdict: &mogeln.Verdict{Caller: 1, Kind: mogeln.Call, Layer: 0, Claim: 7, Turned: [2]card.Card{blue5, card.None}, Taker: 0, Cards: 6}},
			"Bob: “Cheated!”\n“seven” by Anna: blue 5 – a lie\nthe stack (6) goes to Anna"},
		{"call, true", &i18n.German, mogeln.CallOf(1), mogeln.View{Pending: -1, Places: []int{0, 0, 0},
			Verdict: &mogeln.Verdict{Caller: 1, Kind: mogeln.Call, Layer: 0, Claim: 7, Turned: [2]card.Card{blue7, card.None}, Taker: 1, Cards: 3}},
			"Bob: „Gemogelt!“\n„sieben“ von Anna: blaue 7 – stimmt\nder Stapel (3) geht an Bob"},
		{"several, right", &i18n.English, mogeln.SeveralOf(1), mogeln.View{Pending: -1, Places: []int{0, 0, 0},
			Verdict: &mogeln.Verdict{Caller: 1, Kind: mogeln.Several, Layer: 0, Claim: 7, Turned: [2]card.Card{red7, blue7}, Taker: 0, Cards: 2}},
			"Bob: “Several!”\n“seven” by Anna: red 7 + blue 7 – two cards\nthe stack (2) goes to Anna"},
		{"pass places", &i18n.English, mogeln.PassOf(2), mogeln.View{Pending: -1, Places: []int{2, 1, 3}},
			"Cara lets the last card stand\nBob is out: place 1\nAnna is out: place 2\nCara is out: place 3"},
	}
	you := []struct {
		tx   *i18n.Text
		want string
	}{
		{&i18n.English, "You let the last card stand\nBob is out: place 1\nYou are out: place 2\nCara is out: place 3"},
		{&i18n.German, "Du lässt die letzte Karte liegen\nBob ist raus: Platz 1\nDu bist raus: Platz 2\nCara ist raus: Platz 3"},
	}
	for _, tc := range you {
		m := &mogelnBoard{places: []int{0, 0, 0}}
		got := m.Say(tc.tx, mogeln.PassOf(0), &mogeln.View{Pending: -1, Places: []int{2, 1, 3}}, []string{tc.tx.You, "Bob", "Cara"})
		if got != tc.want {
			t.Errorf("say = %q, want %q", got, tc.want)
		}
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &mogelnBoard{places: []int{0, 0, 0}}
			if got := m.Say(tc.tx, tc.a, &tc.v, names); got != tc.want {
				t.Errorf("say = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestBoardMogelnResumes: a saved Mogeln match continues at the same point,
// the person's hand and the middle as they were.
func TestBoardMogelnResumes(t *testing.T) {
	b, ctx := mogelnTable(t, 4, map[string]any{"heimlich": true, "farbe": true})
	for range 3 {
		layFirst(t, b, ctx, true)
	}
	sv := shell.NewSave(b.Setup, slices.Clone(b.Match.Sheet), b.round.Record(nil, b.rn).Marshal())
	back, err := ResumeBoard(sv)
	if err != nil {
		t.Fatal(err)
	}
	if !back.round.Equal(b.round) {
		t.Fatalf("the resumed round differs after %d actions", b.round.Actions())
	}
	untilPersonActs(t, back, gameloop.NewCtx())
	if back.tb.big != b.tb.big || back.tb.note != b.tb.note || len(back.tb.choices) != len(b.tb.choices) {
		t.Errorf("the resumed table shows %q/%q with %d choices, the saved one %q/%q with %d",
			back.tb.big, back.tb.note, len(back.tb.choices), b.tb.big, b.tb.note, len(b.tb.choices))
	}
}
