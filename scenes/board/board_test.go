package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardIDs are the games played at the board, in registry order.
func boardIDs() []string {
	var ids []string
	for _, g := range registry.All() {
		if Boards[g.ID] != nil {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// runBoard ticks a board until its match is over, pressing for the people
// at the screen whatever press chooses; it fails after limit ticks.
func runBoard(t *testing.T, b *Board, ctx *game.Context, limit int, each func()) {
	t.Helper()
	for range limit {
		if b.Match.Over() && b.round.IsOver() && b.EndShown {
			return
		}
		var prep func(in *game.Input)
		switch {
		case b.Cover:
			prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
		case b.round.IsOver() && b.EndShown && b.Wait == 0:
			prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
		default:
			prep = PersonMove(b)
		}
		gameloop.Tick(b, ctx, prep)
		if each != nil {
			each()
		}
	}
	t.Fatalf("%s: the match did not end (round over %v, %d actions)", b.Setup.Game, b.round.IsOver(), b.round.Actions())
}

func TestBoardBotsPlayEveryGameToTheEnd(t *testing.T) {
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		for n := g.MinPlayers; n <= min(g.MaxPlayers, 4); n++ {
			b, err := NewBoard(shell.Setup{Game: id, Players: n, Rounds: 2, Seed: 11})
			if err != nil {
				t.Fatalf("%s/%d: %v", id, n, err)
			}
			ctx := gameloop.NewCtx()
			runBoard(t, b, ctx, 200000, nil)
			if b.Match.Played() != b.Match.Rounds {
				t.Errorf("%s/%d: %d of %d rounds played", id, n, b.Match.Played(), b.Match.Rounds)
			}
			want := n
			if _, ok := b.bg.(boardEnder); ok {
				want++ // and its note
			}
			if len(b.endLines) != want {
				t.Errorf("%s/%d: the end shows %d lines for %d seats", id, n, len(b.endLines), n)
			}
		}
	}
}

// personBoard is game id's board at its fewest players, a person in the
// first seat and bots in the others, dealt from seed 5.
func personBoard(t *testing.T, id string) *Board {
	t.Helper()
	g, _ := registry.Lookup(id)
	s := shell.Setup{Game: id, Players: g.MinPlayers, Rounds: 1, Seed: 5}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBoardPersonPlaysEveryGame(t *testing.T) {
	for _, id := range boardIDs() {
		b := personBoard(t, id)
		ctx := gameloop.NewCtx()
		acted := 0
		runBoard(t, b, ctx, 200000, func() {
			if b.CanAct() && len(b.log.Lines) > 0 {
				acted++
			}
		})
		if acted == 0 {
			t.Errorf("%s: the person never had a choice", id)
		}
		if len(b.log.Lines) == 0 {
			t.Errorf("%s: the log of plays is empty", id)
		}
	}
}

// TestBoardKeepsSecretsInHotSeat plays every game with secrets with two
// people sharing the screen and a bot, and checks every frame: no card
// sprite that a seat's hand or secret choice hides reaches the drawing
// unless that seat holds the device.
func TestBoardKeepsSecretsInHotSeat(t *testing.T) {
	for _, id := range boardIDs() {
		if !Boards[id]().secret() {
			continue
		}
		g, _ := registry.Lookup(id)
		n := min(3, g.MaxPlayers)
		s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 9}
		s.FirstHumans(2)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		frames, shown := 0, 0
		runBoard(t, b, ctx, 200000, func() {
			a, ok := b.round.(games.Audited)
			if !ok {
				t.Fatalf("%s: the round does not say where its cards lie", id)
			}
			where := map[card.Card]games.Place{}
			a.Places(func(c card.Card, p games.Place) { where[c] = p })
			frames++
			b.Motion.Each(func(sid int, _ sprites.Pose, _ float64) {
				if sid >= hiddenBase {
					return
				}
				c := ui.CardOf(sid)
				p := where[c]
				if p.Open || b.round.IsOver() {
					return
				}
				if p.SeenBy != b.Shown || b.Cover {
					t.Fatalf("%s: frame %d draws %v (%s of seat %d) while seat %d holds the device (cover %v)", id, frames, c, p.Zone, p.Seat, b.Shown, b.Cover)
				}
				shown++
			})
		})
		if shown == 0 {
			t.Errorf("%s: no secret card was ever shown to its owner", id)
		}
		if !slices.Contains(b.round.ToMove(), 0) && b.Match.Played() != 1 {
			t.Errorf("%s: the match did not finish", id)
		}
	}
}

// TestBoardSpriteIDsStayLow: Motion keeps a board's cards in a slice as long
// as the highest sprite id and walks it every tick, so ids must stay dense:
// every game, at its most players, keeps within maxZones zones of at most
// zoneSpan cards, and no sprite (a copy shown in Mogeln's verdict included)
// gets an id above copyBase's cards.
func TestBoardSpriteIDsStayLow(t *testing.T) {
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		b, err := NewBoard(shell.Setup{Game: id, Players: g.MaxPlayers, Rounds: 1, Seed: 3})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		highest := 0
		runBoard(t, b, gameloop.NewCtx(), 200000, func() {
			if len(b.tb.zones) > maxZones {
				t.Fatalf("%s: %d zones, more than %d", id, len(b.tb.zones), maxZones)
			}
			for i, z := range b.tb.zones {
				if len(z.cards) > zoneSpan {
					t.Fatalf("%s: zone %d holds %d cards, more than %d", id, i, len(z.cards), zoneSpan)
				}
			}
			b.Motion.Each(func(sid int, _ sprites.Pose, _ float64) { highest = max(highest, sid) })
		})
		// A few thousand ids: a slice Motion walks in microseconds.
		if highest >= 1<<13 {
			t.Errorf("%s: a sprite id of %d: Motion would keep and walk that many tracks every tick", id, highest)
		}
		if highest < card.Limit/2 {
			t.Errorf("%s: the highest sprite id was %d: the cards were not watched", id, highest)
		}
	}
}

// PressButton clicks the first button of the person's choices.
func PressButton(b *Board, in *game.Input) {
	k := 0
	for _, c := range b.tb.choices {
		if c.zone < 0 {
			r := b.Geom.Button(k)
			in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true
			return
		}
	}
}
