package board

import (
	"elferraus/engine/ratefix"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// ratefixToGuess is a 3-player Ratefix board whose person (seat 0) lays
// by key until it is his turn to guess.
func ratefixToGuess(t *testing.T) (*Board, *game.Context) {
	t.Helper()
	s := shell.Setup{Game: ratefix.ID, Players: 3, Rounds: 1, Seed: 4}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	guessing := func() bool {
		v := b.round.View(0).(*ratefix.View)
		return b.CanAct() && v.ToGuess == 0 && !b.Motion.Moving()
	}
	for i := 0; !guessing(); i++ {
		if i > 20000 || b.round.IsOver() {
			t.Fatal("the person never had to guess")
		}
		var prep func(in *game.Input)
		if b.CanAct() && !b.Motion.Moving() {
			prep = func(in *game.Input) { in.PressKey(ebiten.KeySpace) }
		}
		gameloop.Tick(b, ctx, prep)
	}
	return b, ctx
}

// TestRatefixDialsAndMakesAGuess: the person's guess starts at a fair
// proposal, the arrow keys dial it among the totals nobody named, and
// Enter makes exactly the guess shown.
func TestRatefixDialsAndMakesAGuess(t *testing.T) {
	b, ctx := ratefixToGuess(t)
	rb := b.bg.(*ratefixBoard)
	start := rb.dial
	v := b.round.View(0).(*ratefix.View)
	if want := v.Own.Value() + 21; ui.Abs(start-want) > len(v.Calls) {
		t.Errorf("the first proposal is %d, want about %d (own card %v)", start, want, v.Own)
	}
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowUp) })
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowUp) })
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	if rb.dial <= start {
		t.Fatalf("two up and one down left the guess at %d (from %d)", rb.dial, start)
	}
	for _, c := range v.Calls {
		if c.Total == rb.dial {
			t.Fatalf("the dial stopped on %d, a total already named", rb.dial)
		}
	}
	want := rb.dial
	n := b.round.Actions()
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	if b.round.Actions() != n+1 {
		t.Fatal("Enter made no guess")
	}
	rec := b.round.Record(nil, 1).(*ratefix.Record)
	if got := rec.Actions[len(rec.Actions)-1]; got.Seat != 0 || got.Total != want {
		t.Errorf("the guess made is %+v, want seat 0 guessing %d", got, want)
	}
}

// TestRatefixGuessTyped: digits typed on the keyboard dial the guess to
// the free total nearest to the number typed, and Enter makes it.
func TestRatefixGuessTyped(t *testing.T) {
	b, ctx := ratefixToGuess(t)
	rb := b.bg.(*ratefixBoard)
	v := b.round.View(0).(*ratefix.View)
	want := 37
	for _, c := range v.Calls {
		if c.Total == want {
			want = 38
		}
	}
	for _, ch := range fmt.Sprint(want) {
		gameloop.Tick(b, ctx, func(in *game.Input) { in.Chars = append(in.Chars, ch) })
	}
	gameloop.Tick(b, ctx, nil)
	if rb.dial != want {
		t.Fatalf("typing %d dialled %d", want, rb.dial)
	}
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	rec := b.round.Record(nil, 1).(*ratefix.Record)
	last := rec.Actions[len(rec.Actions)-1]
	if last.Seat != 0 || last.Total != want {
		t.Errorf("Enter made %+v, want the guess %d", last, want)
	}
}
