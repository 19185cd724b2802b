package board

import (
	"elferraus/engine/card"
	"elferraus/engine/farben"
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func farbenCards(t *testing.T, s ...string) []card.Card {
	t.Helper()
	out := make([]card.Card, len(s))
	for i, x := range s {
		c, err := card.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// farbenDeal: two seats, dealer 1, so seat 0 begins. Seat 0 holds B20 and
// R1-R8 (mixed, to see the sorting), seat 1 Y1-Y9; the piles show G1 G2 G3
// B19; the stack is the rest in deck order (R9 on top).
func farbenDeal(t *testing.T) *farben.State {
	t.Helper()
	su := farben.Setup{Hands: [][]card.Card{
		farbenCards(t, "B20", "R5", "R1", "R2", "R3", "R4", "R8", "R6", "R7"),
		farbenCards(t, "Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9"),
	}, Piles: farbenCards(t, "G1", "G2", "G3", "B19")}
	used := map[card.Card]bool{}
	for _, h := range su.Hands {
		for _, c := range h {
			used[c] = true
		}
	}
	for _, c := range su.Piles {
		used[c] = true
	}
	for _, c := range farben.Deck() {
		if !used[c] {
			su.Stack = append(su.Stack, c)
		}
	}
	s, err := farben.FromSetup(farben.Options{}, 2, 1, 7, su)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// farbenLay lays seat's view of s out as the board does.
func farbenLay(t *testing.T, f *farbenBoard, s *farben.State, seat int) *tableau {
	t.Helper()
	tb := &tableau{}
	f.lay(tb, s.View(seat), games.Box(s.Legal(seat)), &i18n.English, []string{"Anna", "Ben"})
	return tb
}

func TestFarbenBoardLaysHandPilesAndStack(t *testing.T) {
	s := farbenDeal(t)
	tb := farbenLay(t, &farbenBoard{stack: -1}, s, 0)
	// Zones: the two hands, the stack, the four piles.
	if len(tb.zones) != 7 {
		t.Fatalf("%d zones, want 7", len(tb.zones))
	}
	own := tb.zones[0]
	want := farbenCards(t, "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "B20")
	if !own.private || own.owner != 0 || !slices.Equal(own.cards, want) {
		t.Errorf("own hand %v (private %v), want %v sorted by colour", own.cards, own.private, want)
	}
	if own.label != "red 36 · blue 20 – best: red 36" {
		t.Errorf("own hand label %q", own.label)
	}
	other := tb.zones[1]
	if other.owner != 1 || other.private || len(other.cards) != 9 || slices.ContainsFunc(other.cards, func(c card.Card) bool { return c != card.None }) {
		t.Errorf("the other hand shows %v", other.cards)
	}
	if st := tb.zones[2]; st.owner != -1 || len(st.cards) != len(s.Stack()) || st.label != "Stack 58" {
		t.Errorf("stack zone %q with %d cards", st.label, len(st.cards))
	}
	for i, top := range farbenCards(t, "G1", "G2", "G3", "B19") {
		z := tb.zones[3+i]
		if z.owner != -1 || len(z.cards) != 1 || z.cards[0] != top {
			t.Errorf("pile %d shows %v, want %v", i+1, z.cards, top)
		}
	}
	// Before the take: the stack and every pile are pressed as a whole.
	if len(tb.choices) != 5 {
		t.Fatalf("%d choices before the take, want 5", len(tb.choices))
	}
	for i, c := range tb.choices {
		a := c.act.(farben.Action)
		if c.zone != 2+i || c.card != -1 || c.to != nil || (i == 0) != (a.Kind == farben.Draw) {
			t.Errorf("choice %d: %+v on zone %d", i, a, c.zone)
		}
	}
	if !strings.Contains(tb.note, "stack") {
		t.Errorf("note %q", tb.note)
	}
}

// TestFarbenBoardShowsSeenTakes: a card taken from a pile lies face up in
// the taker's place for the others; an emptied pile is the only place to
// lay into, and the taken card cannot go back.
func TestFarbenBoardShowsSeenTakes(t *testing.T) {
	s := farbenDeal(t)
	f := &farbenBoard{stack: -1}
	g1 := farbenCards(t, "G1")[0]
	take := farben.TakeOf(0, 0)
	if err := s.Apply(take); err != nil {
		t.Fatal(err)
	}
	if line := f.Say(&i18n.English, take, s.View(1), []string{"Anna", "Ben"}); line != "Anna takes the green 1 from pile 1" {
		t.Errorf("take said %q", line)
	}
	tb := farbenLay(t, f, s, 0)
	empty := tb.zones[3]
	if !empty.mark || len(empty.cards) != 0 || empty.label != "Pile 1 – empty" {
		t.Errorf("the emptied pile: mark %v, cards %v, label %q", empty.mark, empty.cards, empty.label)
	}
	for _, c := range tb.choices {
		a := c.act.(farben.Action)
		if c.to == nil || c.to.zone != 3 || a.Pile != 0 || a.Card == g1 || tb.zones[0].cards[c.card] != a.Card {
			t.Errorf("lay choice %+v: card %d to %v", a, c.card, c.to)
		}
	}
	if len(tb.choices) != 9 {
		t.Errorf("%d lay choices, want 9", len(tb.choices))
	}
	lay := farben.LayOf(0, farbenCards(t, "R1")[0], 0)
	if err := s.Apply(lay); err != nil {
		t.Fatal(err)
	}
	if line := f.Say(&i18n.English, lay, s.View(1), []string{"Anna", "Ben"}); line != "Anna lays the red 1 on pile 1" {
		t.Errorf("lay said %q", line)
	}
	tb = farbenLay(t, f, s, 1)
	anna := tb.zones[0]
	if anna.owner != 0 || anna.private || len(anna.cards) != 9 || anna.cards[8] != g1 || anna.label != "Hand 9 · 1 seen taken" {
		t.Errorf("Ben sees Anna's place as %v %q", anna.cards, anna.label)
	}
	for _, c := range anna.cards[:8] {
		if c != card.None {
			t.Errorf("Ben sees Anna's unknown card %v", c)
		}
	}
	// Ben draws: the log names no card.
	draw := farben.DrawOf(1)
	if err := s.Apply(draw); err != nil {
		t.Fatal(err)
	}
	if line := f.Say(&i18n.English, draw, s.View(0), []string{"Anna", "Ben"}); line != "Ben takes from the stack" {
		t.Errorf("draw said %q", line)
	}
}

// TestFarbenBoardSchlussToggle plays a person's turn at the board: draw,
// switch Schluss on with S, lay the last card of the other colour.
func TestFarbenBoardSchlussToggle(t *testing.T) {
	s := shell.Setup{Game: farben.ID, Players: 2, Rounds: 1, Seed: 3}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	b.begin(farben.NewRound(farbenDeal(t)), 1)
	ctx := gameloop.NewCtx()
	for range 2000 {
		if b.CanAct() && !b.Motion.Moving() {
			break
		}
		gameloop.Tick(b, ctx, nil)
	}
	if !b.CanAct() {
		t.Fatal("the person never came to act")
	}
	b.press(spot{2, -1})
	gameloop.Tick(b, ctx, nil)
	if got := b.log.Lines[len(b.log.Lines)-1]; got != "You take from the stack" {
		t.Errorf("log %q", got)
	}
	button := func() *choice {
		for i := range b.tb.choices {
			if b.tb.choices[i].flip != nil {
				return &b.tb.choices[i]
			}
		}
		return nil
	}
	c := button()
	if c == nil || c.key != ebiten.KeyS || c.label != "Call Schluss" || !strings.HasSuffix(b.tb.keyNote, "Schluss possible (S)") || !strings.HasSuffix(b.tb.note, "tap “Call Schluss”") {
		t.Fatalf("no Schluss switch after drawing R9 (notes %q, %q)", b.tb.note, b.tb.keyNote)
	}
	for _, c := range b.tb.choices {
		if c.flip == nil && c.act.(farben.Action).Schluss {
			t.Errorf("with Schluss off the table offers %+v", c.act)
		}
	}
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyS) })
	if c := button(); c == nil || c.label != "Schluss: ON" || !strings.HasPrefix(b.tb.note, "Schluss is on") {
		t.Fatalf("S did not switch Schluss on (note %q)", b.tb.note)
	}
	b20 := farbenCards(t, "B20")[0]
	lays := 0
	for _, c := range b.tb.choices {
		if c.flip != nil {
			continue
		}
		a := c.act.(farben.Action)
		if !a.Schluss || a.Card != b20 || c.to == nil {
			t.Errorf("with Schluss on the table offers %+v", a)
		}
		lays++
	}
	if lays != 4 {
		t.Errorf("%d Schluss lays, want the blue 20 on each of 4 piles", lays)
	}
	hand := b.tb.zones[0].cards
	b.press(spot{0, slices.Index(hand, b20)})
	b.press(spot{5, -1})
	if !b.round.IsOver() {
		t.Fatal("the Schluss lay did not end the round")
	}
	want := "You call Schluss (blue 20 on pile 3)"
	if got := b.log.Lines[len(b.log.Lines)-1]; got != want {
		t.Errorf("log %q, want %q", got, want)
	}
	gameloop.Tick(b, ctx, nil)
	if b.tb.big != "Schluss!" {
		t.Errorf("big %q", b.tb.big)
	}
	if z := b.tb.zones[1]; len(z.cards) != 9 || z.cards[0] == card.None || z.label != "Score 45" {
		t.Errorf("at the end the other hand shows %v %q", z.cards, z.label)
	}
}

// TestFarbenBoardDraws draws a person's lay with Schluss switched on and
// the blue 20 selected (saved to $ELFER_SHOTS to look at).
func TestFarbenBoardDraws(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, screen := gameloop.GPUCtx(1280, 720)
	s := shell.Setup{Game: farben.ID, Players: 3, Rounds: 2, Seed: 3}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	for range 4000 {
		if b.CanAct() && !b.Motion.Moving() && b.round.(*farben.Round).State().Turns() > 3 {
			break
		}
		if b.CanAct() && !b.Motion.Moving() {
			// The person takes from the stack and lays his first card.
			b.press(b.Targets()[0])
			if ts := b.Targets(); len(ts) > 0 && b.Sel >= 0 {
				b.press(ts[0])
			}
		}
		gameloop.Tick(b, ctx, nil)
	}
	if !b.CanAct() {
		t.Fatal("the person never came to act")
	}
	b.press(spot{3, -1}) // the stack, after the three hands
	for range 200 {
		gameloop.Tick(b, ctx, nil)
	}
	if ts := b.Targets(); len(ts) > 0 {
		b.press(ts[len(ts)-1])
	}
	for range 200 {
		gameloop.Tick(b, ctx, nil)
	}
	gameloop.InFrame(func(*ebiten.Image) {
		screen.Clear()
		b.Draw(screen, ctx)
	})
	pix := make([]byte, 4*1280*720)
	screen.ReadPixels(pix)
	gameloop.SaveShot(t, "farben-lay", image.Point{1280, 720}, pix)
	colors := map[[3]byte]bool{}
	for i := 0; i < len(pix); i += 4 * 97 {
		colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
	}
	if len(colors) < 20 {
		t.Errorf("only %d colours on screen", len(colors))
	}
	if b.Sel < 0 || b.tb.choices[b.Sel].to == nil {
		t.Errorf("no card selected to lay")
	}
}
