package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestClickAndDragLay(t *testing.T) {
	tb, _ := NewTable(scenetest.OneHuman(3))
	ctx := gameloop.NewCtx()
	for !Es(tb).IsOver() && untilHumanTurn(t, tb, ctx) {
		hl := tb.Highlighted()
		if len(hl) == 0 {
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyD) })
			continue
		}
		c := hl[len(hl)-1]
		p, _ := tb.Motion.Target(c.Index())
		x, y := p.X+4, p.Y+ui.CardH(p.W)-4
		// Drag it up onto the rows and drop it there.
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-100, true })
		if !tb.press.dragging {
			t.Fatal("moving the pressed card did not start a drag")
		}
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, tb.Lay.rowY+20, true })
		if tbl := Es(tb).Table(); !tbl.Has(c) {
			t.Fatalf("the %v dropped on the rows was not laid", c)
		}
		return
	}
	t.Fatal("no turn to drag a card in")
}

func TestDemoPlaysToTheScoreSheet(t *testing.T) {
	s := shell.Setup{Game: "elfer", Players: 5, Rounds: 2, Seed: 9}
	tb, _ := NewTable(s)
	ctx := gameloop.NewCtx()
	var sc game.Scene = tb
	for i := 0; i < 40000; i++ {
		gameloop.Tick(sc, ctx, nil)
		if next := ctx.Next(); next != nil {
			sc = next
		}
		if tb.Match.Over() && sc.Name() == "scoring" {
			return
		}
	}
	t.Fatalf("a demo match did not reach its final score sheet (played %d rounds)", tb.Match.Played())
}

func TestDragLetGoWhenTurnEnds(t *testing.T) {
	tb, _ := NewTable(scenetest.OneHuman(3))
	ctx := gameloop.NewCtx()
	if !untilHumanTurn(t, tb, ctx) {
		t.Fatal("no turn")
	}
	c := Es(tb).Hand(0)[0]
	p, _ := tb.Motion.Target(c.Index())
	x, y := p.X+4, p.Y+ui.CardH(p.W)-4
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-100, true })
	if !tb.press.dragging {
		t.Fatal("no drag")
	}
	// The turn ends while the card is held (as the automatic end would).
	for n := 0; tb.HumanTurn() && n < 10; n++ {
		legal := Es(tb).Legal(0)
		a := legal[len(legal)-1] // end, draw or pass come last
		if !tb.Act(elferMove(a)) {
			t.Fatalf("the legal %v was refused", a)
		}
	}
	if tb.HumanTurn() {
		t.Fatal("the person's turn did not end")
	}
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-100, true })
	if tb.press.active {
		t.Fatal("the card stays held after the turn ended")
	}
}

func TestHandOverHidesHands(t *testing.T) {
	s := shell.Setup{Game: "elfer", Players: 3, Rounds: 1, Seed: 5}
	s.FirstHumans(2)
	tb, _ := NewTable(s)
	ctx := gameloop.NewCtx()
	handovers := 0
	for i := 0; i < 20000 && !Es(tb).IsOver() && handovers < 6; i++ {
		gameloop.Tick(tb, ctx, nil)
		if !tb.Covered() {
			if tb.HumanTurn() {
				// The person on turn plays his first legal action.
				a := Es(tb).Legal(tb.Bottom)[0]
				if !tb.Act(elferMove(a)) {
					t.Fatalf("the legal %v was refused", a)
				}
			}
			continue
		}
		handovers++
		p := Es(tb).ToMove()
		if !tb.Setup.Human(p) || tb.Bottom != p {
			t.Fatalf("the hand-over screen is up for seat %d, on turn is %d", tb.Bottom, p)
		}
		for _, c := range Es(tb).Hand(tb.Bottom) {
			if pose, _ := tb.Motion.Target(c.Index()); pose.FaceUp {
				t.Fatalf("the %v shows while the device is being passed", c)
			}
		}
		before := len(Es(tb).Log())
		for range 30 {
			gameloop.Tick(tb, ctx, nil)
		}
		if len(Es(tb).Log()) != before {
			t.Fatal("the round went on behind the hand-over screen")
		}
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
		if tb.Covered() || !tb.HumanTurn() {
			t.Fatal("confirming did not uncover the person's hand")
		}
		for _, c := range Es(tb).Hand(tb.Bottom) {
			if pose, _ := tb.Motion.Target(c.Index()); !pose.FaceUp {
				t.Fatalf("the %v stays face down after the hand-over", c)
			}
		}
	}
	if handovers < 2 {
		t.Fatalf("only %d hand-overs in a round of two people", handovers)
	}
}

func TestHighlightedAreExactlyTheLegalCards(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		tb, err := NewTable(scenetest.OneHuman(seed))
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		for turns := 0; turns < 8 && untilHumanTurn(t, tb, ctx); turns++ {
			var want []card.Card
			for _, a := range Es(tb).Legal(0) {
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
			a := Es(tb).Legal(0)[0]
			before := len(Es(tb).Log())
			PlayByKey(tb, ctx, a)
			if len(Es(tb).Log()) != before+1 {
				t.Fatalf("seed %d: the key for %v did nothing", seed, a)
			}
		}
	}
}

func TestPersonInAnotherSeatCanPlay(t *testing.T) {
	s := shell.Setup{Game: "elfer", Players: 4, Rounds: 1, Seed: 6}
	s.Seats[2] = true
	tb, _ := NewTable(s)
	ctx := gameloop.NewCtx()
	turns := 0
	for i := 0; i < 20000 && !Es(tb).IsOver() && turns < 5; i++ {
		gameloop.Tick(tb, ctx, nil)
		if Es(tb).ToMove() == 2 && !tb.Motion.Moving() {
			if !tb.HumanTurn() || tb.Bottom != 2 {
				t.Fatalf("seat 3 is on turn but cannot act (bottom %d)", tb.Bottom)
			}
			if !tb.Act(elferMove(Es(tb).Legal(2)[0])) {
				t.Fatal("a legal action was refused")
			}
			turns++
		}
	}
	if turns == 0 {
		t.Fatal("the person in seat 3 never had a turn")
	}
}

func TestRefusedClickChangesNothing(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 40 && !found; seed++ {
		tb, _ := NewTable(scenetest.OneHuman(seed))
		ctx := gameloop.NewCtx()
		if !untilHumanTurn(t, tb, ctx) {
			continue
		}
		for _, c := range Es(tb).Hand(0) {
			if tb.isLegalLay(c) {
				continue
			}
			found = true
			before := Es(tb).Clone()
			p, _ := tb.Motion.Target(c.Index())
			x, y := p.X+5, p.Y+ui.CardH(p.W)-5
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
			if !Es(tb).Equal(before) {
				t.Fatalf("a click on the %v, which does not fit, changed the round", c)
			}
			if tb.msg.Text == "" {
				t.Errorf("a refused click on the %v shows no reason", c)
			}
			break
		}
	}
	if !found {
		t.Fatal("no position with a card that does not fit")
	}
}

// Es is the elfer engine's state behind a table of an Elfer raus! game.
func Es(tb *Table) *elfer.State { return tb.State.(*ElferRound).S }

// PlayByKey plays a, a legal action of the person at the elfer table, the
// way he would at the keyboard: a lay selects the card and presses Enter,
// the others press their keys.
func PlayByKey(tb *Table, ctx *game.Context, a elfer.Action) {
	key := map[elfer.Kind]ebiten.Key{elfer.Lay: ebiten.KeyEnter, elfer.Draw: ebiten.KeyD, elfer.End: ebiten.KeyE, elfer.Pass: ebiten.KeyP}[a.Kind]
	if a.Kind == elfer.Lay {
		tb.SelectCard(a.Card)
	}
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(key) })
}

// untilHumanTurn lets bots play until the person at seat 0 is on turn.
func untilHumanTurn(t *testing.T, tb *Table, ctx *game.Context) bool {
	t.Helper()
	for range 5000 {
		if tb.State.IsOver() {
			return false
		}
		if tb.HumanTurn() && !tb.Motion.Moving() {
			return true
		}
		gameloop.Tick(tb, ctx, nil)
	}
	t.Fatal("the person never got a turn")
	return false
}

func TestMenuChangesAndStarts(t *testing.T) {
	m := menu.NewMenu(shell.Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 1})
	ctx := gameloop.NewCtx()
	gameloop.Tick(m, ctx, nil)
	// The second line is the number of players.
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d after two steps down from 4", got)
	}
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d: fewer than two must not be possible", got)
	}
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	tb, ok := ctx.Next().(*Table)
	if !ok {
		t.Fatal("Enter did not start a match")
	}
	if Es(tb).Players() != 2 {
		t.Errorf("the match has %d players, the menu said 2", Es(tb).Players())
	}
}
