package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/schwarzerpeter"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

var peterNames = []string{"Anna", "Bob", "Carl"}

// peterState deals three players with the dealer given (the first drawer
// sits after him, the giver after the drawer).
func peterState(t *testing.T, dealer int, seed uint64) *schwarzerpeter.State {
	t.Helper()
	s, err := schwarzerpeter.New(schwarzerpeter.Options{}, 3, dealer, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// peterLay lays seat's view of s with its legal actions.
func peterLay(pb *peterBoard, s *schwarzerpeter.State, seat int) *tableau {
	var tb tableau
	pb.lay(&tb, s.View(seat), games.Box(s.Legal(seat)), &i18n.English, peterNames)
	return &tb
}

func TestPeterBoardDrawerPicksFromTheFanInTheMiddle(t *testing.T) {
	s := peterState(t, 2, 3) // Anna draws from Bob
	if s.Drawer() != 0 || s.Giver() != 1 {
		t.Fatalf("drawer %d, giver %d", s.Drawer(), s.Giver())
	}
	pb := &peterBoard{}
	// Before Bob has kept his hand his cards already lie in the middle,
	// but Anna cannot draw yet.
	tb := peterLay(pb, s, 0)
	if len(tb.choices) != 0 {
		t.Fatalf("%d choices before the giver is ready", len(tb.choices))
	}
	if err := s.Apply(schwarzerpeter.KeepOf(1)); err != nil {
		t.Fatal(err)
	}
	tb = peterLay(pb, s, 0)
	fan := len(tb.zones) - 1
	z := tb.zones[fan]
	n := len(s.Hand(1))
	if z.owner != -1 || z.kind != zFan || z.secretOf() != 1 || len(z.cards) != n {
		t.Fatalf("middle fan: owner %d kind %d from %d, %d cards; want Bob's %d", z.owner, z.kind, z.secretOf(), len(z.cards), n)
	}
	for _, c := range z.cards {
		if c != card.None {
			t.Fatalf("the fan shows %v", c)
		}
	}
	if got := len(tb.zones[1].cards); got != 0 {
		t.Errorf("Bob's panel still holds %d cards while they lie in the middle", got)
	}
	if len(tb.choices) != n {
		t.Fatalf("%d choices for %d cards", len(tb.choices), n)
	}
	for i, c := range tb.choices {
		a := c.act.(schwarzerpeter.Action)
		if c.zone != fan || c.card != i || c.to != nil || a.Kind != schwarzerpeter.Draw || a.Pos != i {
			t.Errorf("choice %d: zone %d card %d action %+v", i, c.zone, c.card, a)
		}
	}
	if tb.big != "You draw from Bob" && tb.big != "Anna draws from Bob" {
		t.Errorf("big %q", tb.big)
	}
	// Carl watches: Bob's hand stays in his panel, nothing in the middle
	// but the card set aside.
	tb = peterLay(&peterBoard{}, s, 2)
	if got := len(tb.zones[1].cards); got != n {
		t.Errorf("Carl sees %d of Bob's %d cards in his panel", got, n)
	}
	if last := tb.zones[len(tb.zones)-1]; last.label != "Set aside" || len(last.cards) != 1 || last.cards[0] != card.None {
		t.Errorf("Carl's last zone: %q %v", last.label, last.cards)
	}
}

func TestPeterBoardGiverKeepsMixesOrMovesACard(t *testing.T) {
	s := peterState(t, 1, 3) // Carl draws from Anna
	if s.Giver() != 0 {
		t.Fatalf("giver %d", s.Giver())
	}
	hand := slices.Clone(s.Hand(0))
	if len(hand) < 3 {
		t.Fatalf("a hand of %d", len(hand))
	}
	tb := peterLay(&peterBoard{}, s, 0)
	var keep, mix *choice
	for i := range tb.choices {
		c := &tb.choices[i]
		switch {
		case c.zone >= 0:
		case c.key == ebiten.KeyK && c.label == "Keep my hand":
			keep = c
		case c.key == ebiten.KeyM && c.label == "Mix my hand":
			mix = c
		default:
			t.Errorf("button %q (%v)", c.label, c.key)
		}
	}
	if keep == nil || mix == nil {
		t.Fatalf("buttons: keep %v, mix %v", keep, mix)
	}
	if keep.act != games.Action(schwarzerpeter.KeepOf(0)) {
		t.Errorf("keep is %+v", keep.act)
	}
	// The same view mixes the same way.
	again := peterLay(&peterBoard{}, s, 0)
	for _, c := range again.choices {
		if c.key == ebiten.KeyM && c.act != mix.act {
			t.Errorf("two mixes of one view: %+v and %+v", mix.act, c.act)
		}
	}
	m := s.Clone()
	if err := m.Apply(mix.act.(schwarzerpeter.Action)); err != nil {
		t.Fatalf("mix refused: %v", err)
	}
	if slices.Equal(m.Hand(0), hand) {
		t.Error("the mix left the hand as it was")
	}
	if a, b := slices.Sorted(slices.Values(m.Hand(0))), slices.Sorted(slices.Values(hand)); !slices.Equal(a, b) {
		t.Errorf("the mix changed the cards: %v, was %v", a, b)
	}
	// Press the first card, then the third place: the card moves there.
	n := len(hand)
	moves := 0
	var move games.Action
	for _, c := range tb.choices {
		if c.zone == 0 {
			moves++
			if c.card == 0 && c.to != nil && *c.to == (spot{0, 2}) {
				move = c.act
			}
		}
	}
	if moves != n*(n-1) || move == nil {
		t.Fatalf("%d moves for %d cards, first to third: %v", moves, n, move)
	}
	if err := s.Apply(move.(schwarzerpeter.Action)); err != nil {
		t.Fatalf("move refused: %v", err)
	}
	want := append(slices.Clone(hand[1:3]), hand[0])
	want = append(want, hand[3:]...)
	if !slices.Equal(s.Hand(0), want) {
		t.Errorf("after the move %v, want %v", s.Hand(0), want)
	}
}

func TestMoveOrder(t *testing.T) {
	for _, c := range []struct {
		n, j, k int
		want    []int
	}{
		{4, 0, 3, []int{1, 2, 3, 0}},
		{4, 3, 0, []int{3, 0, 1, 2}},
		{4, 1, 2, []int{0, 2, 1, 3}},
		{2, 1, 0, []int{1, 0}},
	} {
		if got := moveOrder(c.n, c.j, c.k); !slices.Equal(got, c.want) {
			t.Errorf("moveOrder(%d, %d, %d) = %v, want %v", c.n, c.j, c.k, got, c.want)
		}
	}
}

func TestPeterBoardKnownCardsAreOnlyNamedToTheSeatThatKnowsThem(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s := peterState(t, 2, seed) // Anna draws from Bob
		// A card of Bob's whose twin Anna does not hold stays in her hand.
		pos := -1
		for i, c := range s.Hand(1) {
			if !slices.Contains(s.Hand(0), schwarzerpeter.Twin(c)) {
				pos = i
				break
			}
		}
		if pos < 0 {
			continue
		}
		c := s.Hand(1)[pos]
		if err := s.Apply(schwarzerpeter.KeepOf(1)); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(schwarzerpeter.DrawOf(0, pos)); err != nil {
			t.Fatal(err)
		}
		name := i18n.English.CardName(c)
		for seat := range 3 {
			tb := peterLay(&peterBoard{}, s, seat)
			for i, z := range tb.zones {
				if z.owner == seat || i >= 3 {
					continue
				}
				for _, x := range z.cards {
					if x != card.None {
						t.Fatalf("seat %d sees %v in the hand of seat %d", seat, x, z.owner)
					}
				}
				if knows := strings.Contains(z.label, name); knows != (seat == 1 && z.owner == 0) {
					t.Errorf("seat %d, hand of seat %d: label %q", seat, z.owner, z.label)
				}
			}
		}
		return
	}
	t.Fatal("no deal where Anna keeps the card she draws")
}

// TestPeterBoardSaysEveryPlayWithoutHiddenCards plays rounds by bots and
// tells each play as the board does: every play has a line, draws name
// drawer and giver, pairs name their value, and no line names a card.
func TestPeterBoardSaysEveryPlayWithoutHiddenCards(t *testing.T) {
	pairs, safe, ends := 0, 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := peterState(t, int(seed%3), seed)
		bots := []*schwarzerpeter.Bot{}
		for p := range 3 {
			bots = append(bots, schwarzerpeter.NewBot(level.Hard, seed*7+uint64(p)))
		}
		pb := &peterBoard{}
		peterLay(pb, s, 0)
		for !s.IsOver() {
			p := s.ToMove()
			giver := s.Giver()
			a := bots[p].Choose(s.View(p))
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			line := pb.Say(&i18n.English, a, s.View(0), peterNames)
			lines := strings.Split(line, "\n")
			for _, col := range i18n.English.ColorNames {
				if col != "" && strings.Contains(line, col) {
					t.Fatalf("%q names a card", line)
				}
			}
			var want string
			switch a.Kind {
			case schwarzerpeter.Keep:
				want = peterNames[p] + " keeps his hand"
			case schwarzerpeter.Arrange:
				want = peterNames[p] + " mixes his hand"
			case schwarzerpeter.Draw:
				want = peterNames[p] + " draws a card from " + peterNames[giver]
			}
			if lines[0] != want {
				t.Fatalf("%q, want %q", lines[0], want)
			}
			for _, l := range lines[1:] {
				switch {
				case strings.HasPrefix(l, peterNames[p]+" lays down the pair of "):
					pairs++
				case strings.HasSuffix(l, " has no cards left and is safe"):
					safe++
				case l == peterNames[s.Loser()]+" is left with the Schwarzer Peter":
					ends++
				default:
					t.Errorf("line %q", l)
				}
			}
			peterLay(pb, s, 0)
		}
	}
	if pairs == 0 || safe == 0 || ends != 20 {
		t.Errorf("%d pair lines, %d safe lines, %d ends of 20 rounds", pairs, safe, ends)
	}
}

func TestPeterBoardEndShowsThePeterAndTheCardSetAside(t *testing.T) {
	s := peterState(t, 0, 4)
	bot := schwarzerpeter.NewBot(level.Easy, 1)
	for !s.IsOver() {
		if err := s.Apply(bot.Choose(s.View(s.ToMove()))); err != nil {
			t.Fatal(err)
		}
	}
	loser := s.Loser()
	seat := (loser + 1) % 3
	tb := peterLay(&peterBoard{}, s, seat)
	peter := schwarzerpeter.Twin(s.Aside())
	if want := peterNames[loser] + " has the Schwarzer Peter"; tb.big != want {
		t.Errorf("big %q, want %q", tb.big, want)
	}
	if !strings.Contains(tb.bigSub, i18n.English.CardName(s.Aside())) || !strings.Contains(tb.bigSub, i18n.English.CardName(peter)) {
		t.Errorf("bigSub %q", tb.bigSub)
	}
	if got := tb.zones[loser].cards; s.Reason() == "peter" && !slices.Equal(got, []card.Card{peter}) {
		t.Errorf("the loser's hand shows %v, want the Peter %v", got, peter)
	}
	aside := tb.zones[len(tb.zones)-1]
	if !slices.Equal(aside.cards, []card.Card{s.Aside()}) {
		t.Errorf("the set-aside zone shows %v", aside.cards)
	}
}

// TestPeterBoardPersonDrawsTheCardHePresses plays at the board: when the
// person draws, a press on a card of the middle fan takes that position,
// and when he gives, M mixes his hand.
func TestPeterBoardPersonDrawsTheCardHePresses(t *testing.T) {
	s := shell.Setup{Game: schwarzerpeter.ID, Players: 3, Rounds: 1, Seed: 5}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	drew, mixed := false, false
	for range 20000 {
		if b.round.IsOver() || (drew && mixed) {
			break
		}
		if b.CanAct() && !b.Motion.Moving() {
			st := b.round.(*schwarzerpeter.Round).State()
			before := b.round.Actions()
			if st.Drawer() == 0 {
				fan := len(b.tb.zones) - 1
				n := len(b.tb.zones[fan].cards)
				pos := n - 1
				r := b.SpotRect(spot{fan, pos})
				giver := st.Giver()
				want := st.Hand(giver)[pos]
				gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true })
				if b.round.Actions() != before+1 {
					t.Fatal("the press on the fan drew nothing")
				}
				if !slices.Contains(st.Hand(0), want) && !slices.Contains(st.Laid(0), want) {
					t.Fatalf("pressed %v at %d, not drawn", want, pos)
				}
				drew = true
				continue
			}
			hand := slices.Clone(st.Hand(0))
			key := ebiten.KeyM
			if len(hand) < 2 {
				key = ebiten.KeyK
			}
			gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(key) })
			if len(hand) > 1 {
				if b.round.Actions() != before+1 || slices.Equal(st.Hand(0), hand) {
					t.Fatal("M did not mix the hand")
				}
				if last := b.log.Lines[len(b.log.Lines)-1]; last != "You mix your hand" {
					t.Errorf("log %q", last)
				}
				mixed = true
			}
			continue
		}
		gameloop.Tick(b, ctx, nil)
	}
	if !drew || !mixed {
		t.Errorf("drew %v, mixed %v", drew, mixed)
	}
}

// TestMixOrderIsEven: the Mix button shuffles evenly over every order of
// the hand, the order it has included, so watching a mix of two cards tells
// nobody whether they swapped.
func TestMixOrderIsEven(t *testing.T) {
	counts := map[string]int{}
	const n = 3000
	for d := range n {
		v := &schwarzerpeter.View{Seat: 1, Draws: d, Hand: []card.Card{card.New(card.Red, 3), card.New(card.Blue, 7), card.New(card.Red, 9)}}
		counts[fmt.Sprint(mixOrder(v))]++
	}
	if len(counts) != 6 {
		t.Fatalf("three cards mixed into %d orders, want all 6: %v", len(counts), counts)
	}
	for o, c := range counts {
		if c < n/6*8/10 || c > n/6*12/10 {
			t.Errorf("order %s came %d times in %d mixes, want about %d", o, c, n, n/6)
		}
	}
}

// TestPeterBoardEndPanelNamesWhoHasThePeter: the end panel says by name
// who is left with the Schwarzer Peter ("You are left with..." for the
// person), in both languages.
func TestPeterBoardEndPanelNamesWhoHasThePeter(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := shell.Setup{Game: schwarzerpeter.ID, Players: 3, Rounds: 1, Seed: seed}
			s.FirstHumans(1)
			b, _ := NewBoard(s)
			ctx := gameloop.NewCtx()
			ctx.Settings.Lang = lang
			runBoard(t, b, ctx, 200000, nil)
			v := b.round.View(0).(*schwarzerpeter.View)
			w := peterWordsOf(b.text)
			want := fmt.Sprintf(w.LeftWith, b.names[v.Loser])
			if v.Loser == 0 {
				want = w.LeftWithYou
			}
			if !slices.Contains(b.endLines, want) {
				t.Errorf("%v seed %d: the end panel %q does not say %q", lang, seed, b.endLines, want)
			}
		}
	}
}
