package board

import (
	"elferraus/engine/card"
	"elferraus/engine/hoechste"
	"elferraus/engine/ratefix"
	"elferraus/engine/zweikampf"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"fmt"
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// revealBoard is a board of game id for n players, a person at seat 0,
// ticked at normal speed (the person choosing as personMove does) until a
// play is held on the table; it fails if none comes.
func revealBoard(t *testing.T, id string, n int) (*Board, *game.Context) {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 3}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := game.NewContext(&game.Settings{Speed: game.Normal})
	untilHold(t, b, ctx)
	return b, ctx
}

// untilHold ticks b, the person choosing as personMove does, until a play
// is held on the table.
func untilHold(t *testing.T, b *Board, ctx *game.Context) {
	t.Helper()
	for range 20000 {
		if b.hold > 0 {
			return
		}
		if b.round.IsOver() {
			break
		}
		gameloop.Tick(b, ctx, PersonMove(b))
	}
	t.Fatalf("%s: no play was held on the table", b.Setup.Game)
}

// revealed are the cards a held reveal must show face up in the middle,
// from the game's board.
func revealed(b *Board) []card.Card {
	switch g := b.bg.(type) {
	case *zweikampfBoard:
		return g.shown[len(g.shown)-2:]
	case *ratefixBoard:
		return g.last
	case *hoechsteBoard:
		return g.last
	}
	return nil
}

// faceUpInMiddle reports why the cards cs are not laid out face up in
// the middle and drawn so ("" when they are): each in a zone of the
// middle, its sprite known to the motion and showing its face.
func faceUpInMiddle(b *Board, cs []card.Card) string {
	for _, c := range cs {
		found := false
		for i, z := range b.tb.zones {
			for j, zc := range z.cards {
				if zc != c {
					continue
				}
				found = true
				if z.owner >= 0 {
					return fmt.Sprintf("%v lies in seat %d's zone %q, not in the middle", c, z.owner, z.label)
				}
				if !b.boxes[i].poses[j].FaceUp {
					return fmt.Sprintf("%v is laid out face down", c)
				}
			}
		}
		if !found {
			return fmt.Sprintf("%v is not on the table", c)
		}
		p, _, ok := b.Motion.Get(c.Index())
		if !ok {
			return fmt.Sprintf("%v has no sprite", c)
		}
		if !p.FaceUp && !b.Motion.Moving() {
			return fmt.Sprintf("%v is drawn face down", c)
		}
	}
	return ""
}

// TestBoardHoldsTheReveal: in Zweikampf, Ratefix and Die höchste Karte,
// the play that turns the cards leaves them face up in the middle with
// the outcome said over them for the whole hold; nothing is played
// meanwhile though a bot could move; when the hold has passed the cards
// go on to their winner and play goes on.
func TestBoardHoldsTheReveal(t *testing.T) {
	for _, c := range []struct {
		id string
		n  int
	}{{zweikampf.ID, 2}, {ratefix.ID, 3}, {hoechste.ID, 3}} {
		b, ctx := revealBoard(t, c.id, c.n)
		cs := revealed(b)
		if len(cs) < 2 {
			t.Fatalf("%s: the reveal holds %d cards", c.id, len(cs))
		}
		n := b.round.Actions()
		if b.tb.big == "" || b.tb.bigSub == "" {
			t.Errorf("%s: the reveal says nothing over the middle (%q, %q)", c.id, b.tb.big, b.tb.bigSub)
		}
		held, rest := 0, 0
		for b.hold > 0 {
			left := b.hold
			if why := faceUpInMiddle(b, cs); why != "" {
				t.Fatalf("%s: tick %d of the hold: %s", c.id, held, why)
			}
			if b.CanAct() || len(b.tb.choices) > 0 {
				t.Fatalf("%s: tick %d of the hold offers the person a choice", c.id, held)
			}
			gameloop.Tick(b, ctx, nil)
			if b.hold < left {
				rest++
			}
			held++
			if b.round.Actions() != n {
				t.Fatalf("%s: an action was applied %d ticks into the hold", c.id, held)
			}
			if held > 1000 {
				t.Fatalf("%s: the hold never ends", c.id)
			}
		}
		if want := holdTicks(ctx); rest != want {
			t.Errorf("%s: the cards lay at rest face up for %d ticks, want %d", c.id, rest, want)
		}
		// After the hold the cards leave the middle for their winner's
		// pile (or the waiting cards), and play goes on.
		for _, cc := range cs {
			for _, z := range b.tb.zones {
				for _, zc := range z.cards {
					if zc == cc && z.owner < 0 && z.kind == zPile && len(z.cards) == 1 && z.mark {
						t.Errorf("%s: %v still lies marked in the middle after the hold", c.id, cc)
					}
				}
			}
		}
		for range 2000 {
			if b.round.Actions() != n || b.round.IsOver() {
				break
			}
			gameloop.Tick(b, ctx, PersonMove(b))
		}
		if b.round.Actions() == n && !b.round.IsOver() {
			t.Errorf("%s: nothing was played after the hold", c.id)
		}
	}
}

// TestBoardTapEndsTheReveal: a tap ends the hold at once (and plays
// nothing), and the next play follows; a key does the same.
func TestBoardTapEndsTheReveal(t *testing.T) {
	for _, id := range []string{zweikampf.ID, ratefix.ID, hoechste.ID} {
		b, ctx := revealBoard(t, id, 3-btoi(id == zweikampf.ID))
		n := b.round.Actions()
		gameloop.Tick(b, ctx, nil)
		if b.hold == 0 {
			t.Fatalf("%s: the hold ended by itself after one tick", id)
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = b.Geom.LW/2, b.Geom.LH/2, true })
		if b.hold != 0 {
			t.Fatalf("%s: a tap left %d ticks of the hold", id, b.hold)
		}
		if b.round.Actions() != n {
			t.Errorf("%s: the tap that ended the hold also played", id)
		}
		untilHold(t, b, ctx)
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
		if b.hold != 0 {
			t.Errorf("%s: a key left %d ticks of the hold", id, b.hold)
		}
	}
}

func btoi(v bool) int {
	if v {
		return 1
	}
	return 0
}

// TestBoardHoldScalesWithSpeed: the hold is a second at normal speed,
// longer when slow, shorter when fast, and without pauses (-fast) still
// half a second; a board holds a reveal that long.
func TestBoardHoldScalesWithSpeed(t *testing.T) {
	at := func(s game.Settings) int { return holdTicks(game.NewContext(&s)) }
	slow, normal, fast := at(game.Settings{Speed: game.Slow}), at(game.Settings{Speed: game.Normal}), at(game.Settings{Speed: game.Fast})
	nowait := at(game.Settings{Speed: game.Normal, NoWait: true})
	if !(slow > normal && normal > fast && fast >= nowait && nowait >= 30) {
		t.Errorf("holds slow %d, normal %d, fast %d, without pauses %d: want them falling, none under 30 ticks", slow, normal, fast, nowait)
	}
	if normal != 60 {
		t.Errorf("the hold at normal speed is %d ticks, want a second", normal)
	}
	for _, sp := range []game.Speed{game.Slow, game.Fast} {
		s := shell.Setup{Game: hoechste.ID, Players: 3, Rounds: 1, Seed: 3}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := game.NewContext(&game.Settings{Speed: sp})
		untilHold(t, b, ctx)
		rest := 0
		for i := 0; b.hold > 0 && i < 1000; i++ {
			left := b.hold
			gameloop.Tick(b, ctx, nil)
			if b.hold < left {
				rest++
			}
		}
		if want := holdTicks(ctx); rest != want {
			t.Errorf("speed %d: the reveal was held %d ticks at rest, want %d", sp, rest, want)
		}
	}
}

// TestBoardRefusedDragFliesBack: in every game of the board, a card of
// the person's own dragged onto another seat's place is refused: the reason
// is said, nothing is played, and the card flies back to its place in
// the hand at once.
func TestBoardRefusedDragFliesBack(t *testing.T) {
	for _, id := range boardIDs() {
		s := shell.Setup{Game: id, Players: 3, Rounds: 1, Seed: 5}
		if id == zweikampf.ID {
			s.Players = 2
		}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		var from spot
		found := false
		for range 20000 {
			if b.CanAct() && !b.Motion.Moving() {
				for i, z := range b.tb.zones {
					if z.owner == b.Bottom && len(z.cards) > 0 {
						from, found = spot{i, len(z.cards) - 1}, true
						break
					}
				}
			}
			if found || b.round.IsOver() {
				break
			}
			gameloop.Tick(b, ctx, nil)
		}
		if !found {
			t.Errorf("%s: the person never had a card of his own to play", id)
			continue
		}
		id0 := spriteID(&b.tb.zones[from.zone], from.zone, from.card)
		home := b.boxes[from.zone].poses[from.card]
		r := b.SpotRect(from)
		x, y := r.X+r.W/2, r.Y+r.H/2
		panel := b.Geom.panel(0)
		tx, ty := panel.X+panel.W/2, panel.Y+panel.H/2
		n := b.round.Actions()
		// The bots wait, so that only the drop could play.
		b.Wait = 1 << 20
		gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
		for k := 1; k <= 4; k++ {
			f := float64(k) / 4
			gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x+(tx-x)*f, y+(ty-y)*f, true })
		}
		if p, _, _ := b.Motion.Get(id0); math.Hypot(p.X-home.X, p.Y-home.Y) < 20 {
			t.Fatalf("%s: the dragged card did not follow the pointer (at %.0f,%.0f)", id, p.X, p.Y)
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = tx, ty, true })
		if b.round.Actions() != n {
			t.Fatalf("%s: a card dropped on another seat's place was played (%v)", id, b.log.Lines[len(b.log.Lines)-1])
		}
		if b.msg.Ticks == 0 || b.msg.Text == "" {
			t.Errorf("%s: the refused drop says no reason", id)
		}
		if to, ok := b.Motion.Target(id0); !ok || to.X != home.X || to.Y != home.Y || to.FaceUp != home.FaceUp {
			t.Errorf("%s: the refused card heads for %+v, not back to its place %+v", id, to, home)
		}
		if !b.Motion.Moving() {
			t.Errorf("%s: the refused card does not fly back", id)
		}
		for i := 0; b.Motion.Moving() && i < 200; i++ {
			gameloop.Tick(b, ctx, nil)
		}
		if p, _, _ := b.Motion.Get(id0); p.X != home.X || p.Y != home.Y {
			t.Errorf("%s: the refused card rests at %.0f,%.0f, not at its place %.0f,%.0f", id, p.X, p.Y, home.X, home.Y)
		}
	}
}

// TestBoardRevealShots draws each held reveal (and Mogeln's call and a
// card drawn in Schwarzer Peter) on a wide and a phone-sized screen, to
// look at with ELFER_SHOTS; the outcome must be on the screen.
func TestBoardRevealShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, c := range []struct {
		id string
		n  int
	}{{zweikampf.ID, 2}, {ratefix.ID, 3}, {hoechste.ID, 4}, {"mogeln", 3}, {"schwarzerpeter", 3}} {
		for _, sz := range []image.Point{{1280, 720}, {390, 844}} {
			s := shell.Setup{Game: c.id, Players: c.n, Rounds: 1, Seed: 3}
			s.FirstHumans(1)
			b, err := NewBoard(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx, screen := gameloop.GPUCtx(sz.X, sz.Y)
			ctx.Settings.NoWait = false
			ctx.AllowNarrow(b.FitsNarrow())
			untilHold(t, b, ctx)
			for i := 0; b.Motion.Moving() && i < 200; i++ {
				gameloop.Tick(b, ctx, nil)
			}
			if b.hold == 0 || b.tb.big == "" {
				t.Fatalf("%s: the hold ended before its cards came to rest", c.id)
			}
			drawBoard(t, b, ctx, screen, fmt.Sprintf("reveal-%s-%dx%d", c.id, sz.X, sz.Y))
		}
	}
}
