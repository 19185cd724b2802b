package scenes

import (
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/sprites"
)

// secrets is the full state behind a table, read by the test only: every
// hand, the draw pile's cards and the cards lying open.
type secrets struct {
	hand func(p int) []card.Card
	pile func() []card.Card
	lies func(c card.Card) bool
}

func secretsOf(tb *Table) secrets {
	switch r := tb.state.(type) {
	case *elferRound:
		s := r.s
		return secrets{s.Hand, s.Pile, func(c card.Card) bool { tbl := s.Table(); return tbl.Has(c) }}
	case *masterRound:
		s := r.s
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
	for _, id := range []string{"elfer", masterGame} {
		t.Run(id, func(t *testing.T) {
			s := Setup{Game: id, Players: 3, Rounds: 1, Seed: 5, Level: bot.Easy}
			s.FirstHumans(2)
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := newCtx()
			var frame, ownShown, handovers int
			var sec secrets
			check := func(id int, p sprites.Pose, _ float64) {
				if id >= card.Limit {
					if isHiddenID(id) && p.FaceUp {
						t.Fatalf("frame %d: the hidden card %d is drawn face up", frame, id)
					}
					return
				}
				c := cardOf(id)
				for q := range s.Players {
					if q != tb.bottom && slices.Contains(sec.hand(q), c) {
						t.Fatalf("frame %d: the %v in seat %d's hand reaches the drawing (bottom %d)", frame, c, q, tb.bottom)
					}
				}
				if slices.Contains(sec.pile(), c) {
					t.Fatalf("frame %d: the %v in the draw pile reaches the drawing", frame, c)
				}
				own := slices.Contains(sec.hand(tb.bottom), c)
				switch {
				case !p.FaceUp, sec.lies(c):
				case own && !tb.hidden:
					ownShown++
				default:
					t.Fatalf("frame %d: the %v is drawn face up (bottom %d, hidden %v)", frame, c, tb.bottom, tb.hidden)
				}
			}
			tb.drawCardFn = check
			acted := 0
			for frame = 0; frame < 60000 && acted < 200; frame++ {
				var prep func(in *game.Input)
				switch {
				case tb.state.IsOver():
				case tb.covered() && !tb.motion.Moving():
					handovers++
					prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
				case tb.humanTurn() && !tb.motion.Moving() && len(tb.legal) > 0:
					acted++
					a := tb.legal[0]
					for _, b := range tb.legal {
						if b.kind == mLay && !b.card.IsJoker() {
							a = b
							break
						}
					}
					if a.kind == mLay && !a.card.IsJoker() {
						// A number card by the keyboard, as a person lays it.
						tb.selectCard(a.card)
						tb.keys = true
						prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
					} else if !tb.Act(a) {
						t.Fatalf("the legal %v was refused", a)
					}
				}
				tick(tb, ctx, prep)
				if tb.state.IsOver() && !tb.motion.Moving() {
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
	tb, _ := NewTable(oneHuman(3))
	ctx := newCtx()
	var botLay, draw bool
	for i := 0; i < 20000 && !es(tb).IsOver() && !(botLay && draw); i++ {
		before := es(tb).Actions()
		seat := es(tb).ToMove()
		var prep func(in *game.Input)
		if tb.humanTurn() && !tb.motion.Moving() && !draw && tb.canDo(mDraw) {
			prep = func(in *game.Input) { in.PressKey(ebiten.KeyD) }
		} else if tb.humanTurn() && !tb.motion.Moving() {
			if !tb.Act(tb.legal[0]) {
				t.Fatal("a legal move was refused")
			}
			continue
		}
		hand := slices.Clone(es(tb).Hand(0))
		tick(tb, ctx, prep)
		if es(tb).Actions() != before+1 {
			continue
		}
		log := es(tb).Log()
		a := log[len(log)-1]
		switch {
		case seat != 0 && a.Kind == elfer.Lay:
			botLay = true
			p, _, _ := tb.motion.Get(a.Card.Index())
			b := tb.lay.seatBox(tb.opponentIndex(seat))
			if p.FaceUp || p.X < b.x || p.X > b.x+b.w || p.Y < b.y || p.Y > b.y+b.h {
				t.Fatalf("the %v laid by seat %d starts at %+v, not in its hand %+v", a.Card, seat, p, b)
			}
		case seat == 0 && a.Kind == elfer.Draw:
			draw = true
			for _, c := range es(tb).Hand(0) {
				if slices.Contains(hand, c) {
					continue
				}
				p, _, _ := tb.motion.Get(c.Index())
				if p.FaceUp || math.Abs(p.X-tb.lay.pile.x) > 20 || math.Abs(p.Y-tb.lay.pile.y) > 20 {
					t.Fatalf("the drawn %v starts at %+v, not on the pile at %v,%v", c, p, tb.lay.pile.x, tb.lay.pile.y)
				}
			}
		}
	}
	if !botLay || !draw {
		t.Fatalf("no bot's lay (%v) or no draw (%v) seen", botLay, draw)
	}
}
