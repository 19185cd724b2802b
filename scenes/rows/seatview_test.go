package rows

import (
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// secrets is the full state behind a table, read by the test only: every
// hand, the draw pile's cards and the cards lying open.
type secrets struct {
	hand func(p int) []card.Card
	pile func() []card.Card
	lies func(c card.Card) bool
}

func secretsOf(tb *Table) secrets {
	switch r := tb.State.(type) {
	case *ElferRound:
		s := r.S
		return secrets{s.Hand, s.Pile, func(c card.Card) bool { tbl := s.Table(); return tbl.Has(c) }}
	case *MasterRound:
		s := r.S
		return secrets{s.Hand, s.Pile, func(c card.Card) bool {
			tbl := s.Table()
			for _, in := range tbl.All() {
				if in == c {
					return true
				}
			}
			return false
		}}
	}
	return secrets{}
}

// TestHotSeatDrawsNoHiddenCard plays hot-seat rounds (two people at one
// screen and a bot) through the table's own input paths and watches every
// card the table draws, every frame: a card drawn face up is one of the
// bottom seat's own while his hand is uncovered, or one lying open; no
// sprite ever carries the identity of a card in another seat's hand or in
// the draw pile, face up or down.
func TestHotSeatDrawsNoHiddenCard(t *testing.T) {
	for _, id := range []string{"elfer", scenetest.MasterGame} {
		t.Run(id, func(t *testing.T) {
			s := shell.Setup{Game: id, Players: 3, Rounds: 1, Seed: 5, Level: bot.Easy}
			s.FirstHumans(2)
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NewCtx()
			var frame, ownShown, handovers int
			var sec secrets
			check := func(id int, p sprites.Pose, _ float64) {
				if id >= card.Limit {
					if isHiddenID(id) && p.FaceUp {
						t.Fatalf("frame %d: the hidden card %d is drawn face up", frame, id)
					}
					return
				}
				c := ui.CardOf(id)
				for q := range s.Players {
					if q != tb.Bottom && slices.Contains(sec.hand(q), c) {
						t.Fatalf("frame %d: the %v in seat %d's hand reaches the drawing (bottom %d)", frame, c, q, tb.Bottom)
					}
				}
				if slices.Contains(sec.pile(), c) {
					t.Fatalf("frame %d: the %v in the draw pile reaches the drawing", frame, c)
				}
				own := slices.Contains(sec.hand(tb.Bottom), c)
				switch {
				case !p.FaceUp, sec.lies(c):
				case own && !tb.hidden:
					ownShown++
				default:
					t.Fatalf("frame %d: the %v is drawn face up (bottom %d, hidden %v)", frame, c, tb.Bottom, tb.hidden)
				}
			}
			tb.drawCardFn = check
			acted := 0
			for frame = 0; frame < 60000 && acted < 200; frame++ {
				var prep func(in *game.Input)
				switch {
				case tb.State.IsOver():
				case tb.Covered() && !tb.Motion.Moving():
					handovers++
					prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
				case tb.HumanTurn() && !tb.Motion.Moving() && len(tb.legal) > 0:
					acted++
					a := tb.legal[0]
					for _, b := range tb.legal {
						if b.Kind == MLay && !b.card.IsJoker() {
							a = b
							break
						}
					}
					if a.Kind == MLay && !a.card.IsJoker() {
						// A number card by the keyboard, as a person lays it.
						tb.SelectCard(a.card)
						tb.keys = true
						prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
					} else if !tb.Act(a) {
						t.Fatalf("the legal %v was refused", a)
					}
				}
				gameloop.Tick(tb, ctx, prep)
				if tb.State.IsOver() && !tb.Motion.Moving() {
					break
				}
				sec = secretsOf(tb)
				tb.drawCards()
			}
			if acted < 10 || handovers < 4 || ownShown == 0 {
				t.Fatalf("too little play to tell: %d actions of people, %d hand-overs, %d own cards shown", acted, handovers, ownShown)
			}
			t.Logf("%d frames, %d actions of people, %d hand-overs", frame, acted, handovers)
		})
	}
}

// TestCardsComeToLightWhereTheyLay: a card an opponent lays starts its
// flight in his hand, and a card the person draws at the top of the pile,
// though neither was a sprite of its own before.
func TestCardsComeToLightWhereTheyLay(t *testing.T) {
	tb, _ := NewTable(scenetest.OneHuman(3))
	ctx := gameloop.NewCtx()
	var botLay, draw bool
	for i := 0; i < 20000 && !Es(tb).IsOver() && !(botLay && draw); i++ {
		before := Es(tb).Actions()
		seat := Es(tb).ToMove()
		var prep func(in *game.Input)
		if tb.HumanTurn() && !tb.Motion.Moving() && !draw && tb.canDo(mDraw) {
			prep = func(in *game.Input) { in.PressKey(ebiten.KeyD) }
		} else if tb.HumanTurn() && !tb.Motion.Moving() {
			if !tb.Act(tb.legal[0]) {
				t.Fatal("a legal move was refused")
			}
			continue
		}
		hand := slices.Clone(Es(tb).Hand(0))
		gameloop.Tick(tb, ctx, prep)
		if Es(tb).Actions() != before+1 {
			continue
		}
		log := Es(tb).Log()
		a := log[len(log)-1]
		switch {
		case seat != 0 && a.Kind == elfer.Lay:
			botLay = true
			p, _, _ := tb.Motion.Get(a.Card.Index())
			b := tb.Lay.seatBox(tb.opponentIndex(seat))
			if p.FaceUp || p.X < b.X || p.X > b.X+b.W || p.Y < b.Y || p.Y > b.Y+b.H {
				t.Fatalf("the %v laid by seat %d starts at %+v, not in its hand %+v", a.Card, seat, p, b)
			}
		case seat == 0 && a.Kind == elfer.Draw:
			draw = true
			for _, c := range Es(tb).Hand(0) {
				if slices.Contains(hand, c) {
					continue
				}
				p, _, _ := tb.Motion.Get(c.Index())
				if p.FaceUp || math.Abs(p.X-tb.Lay.pile.X) > 20 || math.Abs(p.Y-tb.Lay.pile.Y) > 20 {
					t.Fatalf("the drawn %v starts at %+v, not on the pile at %v,%v", c, p, tb.Lay.pile.X, tb.Lay.pile.Y)
				}
			}
		}
	}
	if !botLay || !draw {
		t.Fatalf("no bot's lay (%v) or no draw (%v) seen", botLay, draw)
	}
}
