package scenes

import (
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/snap"
	"elferraus/game"
)

func newCtx() *game.Context { return game.NewContext(&game.Settings{NoWait: true}) }

// tick runs the scene one tick with the given input, then clears it.
func tick(s game.Scene, ctx *game.Context, prep func(in *game.Input)) {
	ctx.Input.Clear()
	if prep != nil {
		prep(&ctx.Input)
	}
	if err := s.Update(ctx); err != nil {
		panic(err)
	}
}

// untilHumanTurn lets bots play until the person at seat 0 is on turn.
func untilHumanTurn(t *testing.T, tb *Table, ctx *game.Context) bool {
	t.Helper()
	for range 5000 {
		if tb.state.IsOver() {
			return false
		}
		if tb.humanTurn() && !tb.motion.Moving() {
			return true
		}
		tick(tb, ctx, nil)
	}
	t.Fatal("the person never got a turn")
	return false
}

func oneHuman(seed uint64) Setup {
	s := Setup{Game: "elfer", Players: 4, Rounds: 1, Seed: seed}
	s.FirstHumans(1)
	return s
}

func TestHighlightedAreExactlyTheLegalCards(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		tb, err := NewTable(oneHuman(seed))
		if err != nil {
			t.Fatal(err)
		}
		ctx := newCtx()
		for turns := 0; turns < 8 && untilHumanTurn(t, tb, ctx); turns++ {
			var want []card.Card
			for _, a := range es(tb).Legal(0) {
				if a.Kind == elfer.Lay {
					want = append(want, a.Card)
				}
			}
			got := tb.Highlighted()
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d: highlighted %v, engine allows %v", seed, got, want)
			}
			// Play the person's turn with the first legal action, by key.
			a := es(tb).Legal(0)[0]
			before := len(es(tb).Log())
			playByKey(tb, ctx, a)
			if len(es(tb).Log()) != before+1 {
				t.Fatalf("seed %d: the key for %v did nothing", seed, a)
			}
		}
	}
}

func TestRefusedClickChangesNothing(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 40 && !found; seed++ {
		tb, _ := NewTable(oneHuman(seed))
		ctx := newCtx()
		if !untilHumanTurn(t, tb, ctx) {
			continue
		}
		for _, c := range es(tb).Hand(0) {
			if tb.isLegalLay(c) {
				continue
			}
			found = true
			before := es(tb).Clone()
			p, _ := tb.motion.Target(c.Index())
			x, y := p.X+5, p.Y+cardH(p.W)-5
			tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
			tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
			if !es(tb).Equal(before) {
				t.Fatalf("a click on the %v, which does not fit, changed the round", c)
			}
			if tb.msg.text == "" {
				t.Errorf("a refused click on the %v shows no reason", c)
			}
			break
		}
	}
	if !found {
		t.Fatal("no position with a card that does not fit")
	}
}

func TestClickAndDragLay(t *testing.T) {
	tb, _ := NewTable(oneHuman(3))
	ctx := newCtx()
	for !es(tb).IsOver() && untilHumanTurn(t, tb, ctx) {
		hl := tb.Highlighted()
		if len(hl) == 0 {
			tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyD) })
			continue
		}
		c := hl[len(hl)-1]
		p, _ := tb.motion.Target(c.Index())
		x, y := p.X+4, p.Y+cardH(p.W)-4
		// Drag it up onto the rows and drop it there.
		tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
		tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-100, true })
		if !tb.press.dragging {
			t.Fatal("moving the pressed card did not start a drag")
		}
		tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, tb.lay.rowY+20, true })
		if tbl := es(tb).Table(); !tbl.Has(c) {
			t.Fatalf("the %v dropped on the rows was not laid", c)
		}
		return
	}
	t.Fatal("no turn to drag a card in")
}

func TestHandOverHidesHands(t *testing.T) {
	s := Setup{Game: "elfer", Players: 3, Rounds: 1, Seed: 5}
	s.FirstHumans(2)
	tb, _ := NewTable(s)
	ctx := newCtx()
	handovers := 0
	for i := 0; i < 20000 && !es(tb).IsOver() && handovers < 6; i++ {
		tick(tb, ctx, nil)
		if !tb.covered() {
			if tb.humanTurn() {
				// The person on turn plays his first legal action.
				a := es(tb).Legal(tb.bottom)[0]
				if !tb.Act(elferMove(a)) {
					t.Fatalf("the legal %v was refused", a)
				}
			}
			continue
		}
		handovers++
		p := es(tb).ToMove()
		if !tb.setup.Human(p) || tb.bottom != p {
			t.Fatalf("the hand-over screen is up for seat %d, on turn is %d", tb.bottom, p)
		}
		for _, c := range es(tb).Hand(tb.bottom) {
			if pose, _ := tb.motion.Target(c.Index()); pose.FaceUp {
				t.Fatalf("the %v shows while the device is being passed", c)
			}
		}
		before := len(es(tb).Log())
		for range 30 {
			tick(tb, ctx, nil)
		}
		if len(es(tb).Log()) != before {
			t.Fatal("the round went on behind the hand-over screen")
		}
		tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
		if tb.covered() || !tb.humanTurn() {
			t.Fatal("confirming did not uncover the person's hand")
		}
		for _, c := range es(tb).Hand(tb.bottom) {
			if pose, _ := tb.motion.Target(c.Index()); !pose.FaceUp {
				t.Fatalf("the %v stays face down after the hand-over", c)
			}
		}
	}
	if handovers < 2 {
		t.Fatalf("only %d hand-overs in a round of two people", handovers)
	}
}

func TestDemoPlaysToTheScoreSheet(t *testing.T) {
	s := Setup{Game: "elfer", Players: 5, Rounds: 2, Seed: 9}
	tb, _ := NewTable(s)
	ctx := newCtx()
	var sc game.Scene = tb
	for i := 0; i < 40000; i++ {
		tick(sc, ctx, nil)
		if next := ctx.Next(); next != nil {
			sc = next
		}
		if tb.match.Over() && sc.Name() == "scoring" {
			return
		}
	}
	t.Fatalf("a demo match did not reach its final score sheet (played %d rounds)", tb.match.Played())
}

func TestMenuChangesAndStarts(t *testing.T) {
	m := NewMenu(Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 1})
	ctx := newCtx()
	tick(m, ctx, nil)
	// The second line is the number of players.
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d after two steps down from 4", got)
	}
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d: fewer than two must not be possible", got)
	}
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	tb, ok := ctx.Next().(*Table)
	if !ok {
		t.Fatal("Enter did not start a match")
	}
	if es(tb).Players() != 2 {
		t.Errorf("the match has %d players, the menu said 2", es(tb).Players())
	}
}

func TestTextsComplete(t *testing.T) {
	for _, l := range []game.Lang{game.English, game.German} {
		tx := T(l)
		v := reflect.ValueOf(*tx)
		for i := range v.NumField() {
			f := v.Field(i)
			name := v.Type().Field(i).Name
			switch f.Kind() {
			case reflect.String:
				if f.String() == "" {
					t.Errorf("lang %d: %s is empty", l, name)
				}
			case reflect.Array:
				if name == "Refusals" || name == "MasterRefusals" {
					continue // by reason, checked below and in the MASTER tests
				}
				for j := range f.Len() {
					if f.Index(j).String() == "" {
						t.Errorf("lang %d: %s[%d] is empty", l, name, j)
					}
				}
			}
		}
		for why := elfer.WhyOver; why <= elfer.WhyDrawDone; why++ {
			if why == elfer.WhyDrawnOnly {
				continue
			}
			if tx.Refusals[why] == "" {
				t.Errorf("lang %d: no words for refusal %d", l, why)
			}
		}
	}
}

func TestPersonInAnotherSeatCanPlay(t *testing.T) {
	s := Setup{Game: "elfer", Players: 4, Rounds: 1, Seed: 6}
	s.Seats[2] = true
	tb, _ := NewTable(s)
	ctx := newCtx()
	turns := 0
	for i := 0; i < 20000 && !es(tb).IsOver() && turns < 5; i++ {
		tick(tb, ctx, nil)
		if es(tb).ToMove() == 2 && !tb.motion.Moving() {
			if !tb.humanTurn() || tb.bottom != 2 {
				t.Fatalf("seat 3 is on turn but cannot act (bottom %d)", tb.bottom)
			}
			if !tb.Act(elferMove(es(tb).Legal(2)[0])) {
				t.Fatal("a legal action was refused")
			}
			turns++
		}
	}
	if turns == 0 {
		t.Fatal("the person in seat 3 never had a turn")
	}
}

func TestDragLetGoWhenTurnEnds(t *testing.T) {
	tb, _ := NewTable(oneHuman(3))
	ctx := newCtx()
	if !untilHumanTurn(t, tb, ctx) {
		t.Fatal("no turn")
	}
	c := es(tb).Hand(0)[0]
	p, _ := tb.motion.Target(c.Index())
	x, y := p.X+4, p.Y+cardH(p.W)-4
	tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
	tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-100, true })
	if !tb.press.dragging {
		t.Fatal("no drag")
	}
	// The turn ends while the card is held (as the automatic end would).
	for n := 0; tb.humanTurn() && n < 10; n++ {
		legal := es(tb).Legal(0)
		a := legal[len(legal)-1] // end, draw or pass come last
		if !tb.Act(elferMove(a)) {
			t.Fatalf("the legal %v was refused", a)
		}
	}
	if tb.humanTurn() {
		t.Fatal("the person's turn did not end")
	}
	tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-100, true })
	if tb.press.active {
		t.Fatal("the card stays held after the turn ended")
	}
}

func TestMenuChoosesSnapKeys(t *testing.T) {
	s := Setup{Game: snap.ID, Players: 3, Rounds: 1, Seed: 1}
	s.FirstHumans(1)
	m := NewMenu(s)
	ctx := newCtx()
	tick(m, ctx, nil)
	keysLine := -1
	for i, l := range m.lines {
		if l.label(m.text) == m.text.Keys {
			keysLine = i
		}
	}
	m.focus = keysLine
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
	if m.capture != 1 {
		t.Fatal("choosing the keys did not start")
	}
	press := []ebiten.Key{ebiten.KeyQ, ebiten.KeyW, ebiten.KeyQ /* taken: ignored */, ebiten.KeyO, ebiten.KeyP, ebiten.KeyN, ebiten.KeyM}
	for _, k := range press {
		tick(m, ctx, func(in *game.Input) { in.PressKey(k) })
	}
	want := [3][2]ebiten.Key{{ebiten.KeyQ, ebiten.KeyW}, {ebiten.KeyO, ebiten.KeyP}, {ebiten.KeyN, ebiten.KeyM}}
	if got := ctx.Settings.Keys(); got != want || m.capture != 0 {
		t.Fatalf("keys %v (capture %d), want %v", got, m.capture, want)
	}
	// The new keys make the calls at the table.
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	sc, ok := ctx.Next().(*Snap)
	if !ok {
		t.Fatal("Enter did not start Schnipp Schnapp")
	}
	tick(sc, ctx, nil)
	if w, ok := sc.humanCall(&game.Input{}, 0); ok {
		t.Fatalf("a call without a key: %v", w)
	}
	in := game.Input{}
	in.PressKey(ebiten.KeyW)
	if w, ok := sc.humanCall(&in, 0); !ok || w != snap.Schnipp {
		t.Fatalf("W made %v %v, want Schnipp", w, ok)
	}
	// Escape while choosing keeps the keys.
	m.capture = 1
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyZ) })
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if ctx.Settings.Keys() != want {
		t.Fatal("Escape changed the keys")
	}
}

// es is the elfer engine's state behind a table of an Elfer raus! game.
func es(tb *Table) *elfer.State { return tb.state.(*elferRound).s }

// playByKey plays a, a legal action of the person at the elfer table, the
// way he would at the keyboard: a lay selects the card and presses Enter,
// the others press their keys.
func playByKey(tb *Table, ctx *game.Context, a elfer.Action) {
	key := map[elfer.Kind]ebiten.Key{elfer.Lay: ebiten.KeyEnter, elfer.Draw: ebiten.KeyD, elfer.End: ebiten.KeyE, elfer.Pass: ebiten.KeyP}[a.Kind]
	if a.Kind == elfer.Lay {
		tb.selectCard(a.Card)
	}
	tick(tb, ctx, func(in *game.Input) { in.PressKey(key) })
}
