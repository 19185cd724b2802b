package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/ueberall"
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

// ueWindowBoard deals Überall anschließen to three seats, people at seats
// 0 and 2 and a bot at seat 1, and plays by hand until seat 1 lays a
// fitting card on its own pile: the "Stopp!" window is open for the two
// people (person 0 at seat 0, person 1 at seat 2).
func ueWindowBoard(t *testing.T, ctx *game.Context) (*Board, *ueberall.State) {
	t.Helper()
	s := shell.Setup{Game: ueberall.ID, Players: 3, Rounds: 1, Seed: 7}
	s.Seats[0], s.Seats[2] = true, true
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; b.Dealing; i++ {
		if i > 2000 {
			t.Fatal("the deal never ended")
		}
		gameloop.Tick(b, ctx, nil)
	}
	st := b.round.(*ueberall.Round).State()
	for range 5000 {
		if st.Window() {
			return b, st
		}
		p := st.Turn()
		legal := st.Legal(p)
		a := legal[0]
		if p == 1 && len(legal) > 1 && legal[len(legal)-1].Kind == ueberall.Keep && st.Turned() != card.None && len(st.Centre()) > 0 {
			a = legal[len(legal)-1]
		}
		b.Apply(a)
		if st.Window() {
			return b, st
		}
		// The table follows each play as it would at the screen; the bot
		// waits for this hand.
		b.Wait = 100
		for range 8 {
			gameloop.Tick(b, ctx, nil)
		}
	}
	t.Fatal("seat 1 never overlooked a fit")
	return nil, nil
}

func TestUeberallStoppKeyOfEachPerson(t *testing.T) {
	ctx := gameloop.NewCtx()
	b, st := ueWindowBoard(t, ctx)
	if got := b.round.ToMove(); !slices.Equal(got, []int{0, 2}) {
		t.Fatalf("the window waits for %v, want the people at 0 and 2", got)
	}
	// Seat 2 is the second person at the screen: his key is the second
	// person's first Schnipp Schnapp key, on his button.
	keys := ctx.Settings.Keys()
	cs := b.windowChoices(2)
	if len(cs) != 1 || cs[0].key != keys[1][0] || cs[0].act != (ueberall.Action{Seat: 2, Kind: ueberall.Stopp}) {
		t.Fatalf("seat 2's window choices %+v, want Stopp on key %v", cs, keys[1][0])
	}
	if got := cs[0].label + " (" + game.KeyName(cs[0].key) + ")"; got != "Stopp! (K)" {
		t.Errorf("seat 2's button says %q", got)
	}
	stack := len(st.Stack(1))
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(keys[1][0]) })
	if b.windowT <= 0 || b.windowLen != ueWindowTicks {
		t.Errorf("the window's bar: %d of %d ticks", b.windowT, b.windowLen)
	}
	if v := st.View(2); v.Mine != ueberall.Stopp {
		t.Fatalf("person 1's key made seat 2's choice %v, want Stopp", v.Mine)
	}
	if v := st.View(0); v.Mine != 0 || !st.Window() {
		t.Fatalf("person 1's key chose for seat 0 too (%v)", v.Mine)
	}
	gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(keys[0][0]) })
	if st.Window() {
		t.Fatalf("the window is still open after both people called: to move %v, seat 0 %v, toast %q, choices %+v", b.round.ToMove(), st.View(0).Mine, b.msg.Text, b.windowChoices(0))
	}
	if got := len(st.Stack(1)); got != stack+2 {
		t.Errorf("the overlooker's stack has %d cards, want %d", got, stack+2)
	}
	if b.windowT != 0 {
		t.Errorf("the bar still runs (%d)", b.windowT)
	}
	tail := strings.Join(b.log.Lines[len(b.log.Lines)-2:], "\n")
	want := "Player 3: Stopp! – a card to Bot 1\nPlayer 1: Stopp! – a card to Bot 1"
	if tail != want {
		t.Errorf("the log ends\n%s\nwant\n%s", tail, want)
	}
}

func TestUeberallWindowNobodyCallsClosesWithPasses(t *testing.T) {
	ctx := gameloop.NewCtx()
	b, st := ueWindowBoard(t, ctx)
	n := st.Actions()
	stack := len(st.Stack(1))
	ticks := 0
	for st.Window() {
		if ticks > ueWindowTicks+5 {
			t.Fatalf("the window is still open after %d ticks", ticks)
		}
		gameloop.Tick(b, ctx, nil)
		ticks++
	}
	if ticks < ueWindowTicks-5 {
		t.Errorf("the window closed after %d ticks, want about %d", ticks, ueWindowTicks)
	}
	rec := string(st.Record(nil, 1).Marshal())
	lines := strings.Split(strings.TrimSpace(rec), "\n")
	got := lines[len(lines)-2:]
	if st.Actions() != n+2 {
		t.Fatalf("%d actions closed the window, want 2 passes: %v", st.Actions()-n, got)
	}
	for _, l := range got {
		if !strings.Contains(l, "pass") {
			t.Errorf("the window closed with %q, want a pass", l)
		}
	}
	if len(st.Stack(1)) != stack {
		t.Errorf("the overlooker got cards though nobody called")
	}
	if last := b.log.Lines[len(b.log.Lines)-1]; last != "Nobody called Stopp!" {
		t.Errorf("the log ends %q", last)
	}
}

// TestUeberallWindowDraws draws the open window: the people's "Stopp!"
// buttons under their places and the bar running out.
func TestUeberallWindowDraws(t *testing.T) {
	gameloop.NeedGPU(t)
	size := image.Point{1280, 720}
	ctx, screen := gameloop.GPUCtx(size.X, size.Y)
	b, _ := ueWindowBoard(t, ctx)
	for range 30 {
		gameloop.Tick(b, ctx, nil)
	}
	gameloop.InFrame(func(*ebiten.Image) {
		screen.Clear()
		b.Draw(screen, ctx)
	})
	pix := make([]byte, 4*size.X*size.Y)
	screen.ReadPixels(pix)
	gameloop.SaveShot(t, "ueberall-window", size, pix)
	// Each person's button is painted where a press of it counts.
	for _, p := range []int{0, 2} {
		r := b.windowButton(p)
		colors := map[[3]byte]bool{}
		for y := int(r.Y); y < int(r.Y+r.H); y += 3 {
			for x := int(r.X); x < int(r.X+r.W); x += 3 {
				i := 4 * (y*size.X + x)
				colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
			}
		}
		if len(colors) < 10 {
			t.Errorf("seat %d's Stopp button: %d colours where it lies", p, len(colors))
		}
	}
	if b.status != ueEnglish.WindowNote {
		t.Errorf("the status line says %q during the window", b.status)
	}
}

// TestUeberallBotsReactByLevel: a hard bot calls well within the window, an
// easy one is slow and often too late.
func TestUeberallBotsReactByLevel(t *testing.T) {
	var u ueberallBoard
	late := func(l level.Level) int {
		n := 0
		for i := range 100 {
			if u.react(l, float64(i)/100) >= ueWindowTicks {
				n++
			}
		}
		return n
	}
	if u.react(level.Hard, 0.99) >= u.react(level.Normal, 0) || u.react(level.Normal, 0.99) >= ueWindowTicks {
		t.Errorf("hard bots must be quicker than normal ones, and normal ones in time")
	}
	if got := late(level.Easy); got < 20 || got > 60 {
		t.Errorf("an easy bot is too late %d times in 100, want often but not mostly", got)
	}
}

func TestUeberallLaysTheTurnedCard(t *testing.T) {
	s, err := ueberall.New(3, 0, 3)
	if err != nil {
		t.Fatal(err)
	}
	r := ueberall.NewRound(s)
	var u ueberallBoard
	names := []string{"Anna", "Bob", "Cleo"}
	for range 200 {
		p := s.Turn()
		legal := s.Legal(p)
		if s.Turned() != card.None && len(s.Centre()) > 0 && len(legal) > 1 {
			break
		}
		if err := r.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	p := s.Turn()
	if s.Turned() == card.None {
		t.Fatal("no turned card that fits")
	}
	var tb tableau
	u.lay(&tb, r.View(p), r.Legal(p), &i18n.English, names)
	turned := tb.zones[len(tb.zones)-1]
	if !slices.Equal(turned.cards, []card.Card{s.Turned()}) || turned.label != "Turned: "+names[p] {
		t.Errorf("the middle shows %v %q, want the turned %v", turned.cards, turned.label, s.Turned())
	}
	// Every legal lay is a pile to press, and the piles it fits are marked.
	if len(tb.choices) != len(r.Legal(p)) {
		t.Fatalf("%d choices for %d legal actions", len(tb.choices), len(r.Legal(p)))
	}
	for _, c := range tb.choices {
		a := c.act.(ueberall.Action)
		z := tb.zones[c.zone]
		if a.Kind != ueberall.Keep && !z.mark {
			t.Errorf("%v's pile is not marked", a)
		}
		if a.Kind == ueberall.Keep && z.mark {
			t.Errorf("the own pile is marked as a fit")
		}
	}
	a := r.Legal(p)[0]
	c := s.Turned()
	if err := r.Apply(a); err != nil {
		t.Fatal(err)
	}
	line := u.Say(&i18n.English, a, r.View(0), names)
	want := map[ueberall.Kind]string{ueberall.Centre: names[p] + ": " + i18n.English.CardName(c) + " → centre"}
	if ga := a.(ueberall.Action); ga.Kind == ueberall.Give {
		want[ueberall.Give] = names[p] + ": " + i18n.English.CardName(c) + " → " + names[ga.On]
	}
	if w := want[a.(ueberall.Action).Kind]; line != w {
		t.Errorf("the log says %q, want %q", line, w)
	}
}

// TestUeberallCardThatFitsNowhereGoesOnOwnPile: a turned card that fits no
// pile but the own lands there in the turn itself; the table then offers
// the next seat's turn (no press on the own pile), and the log says where
// it went.
func TestUeberallCardThatFitsNowhereGoesOnOwnPile(t *testing.T) {
	s, err := ueberall.New(3, 0, 4)
	if err != nil {
		t.Fatal(err)
	}
	r := ueberall.NewRound(s)
	var u ueberallBoard
	names := []string{"Anna", "Bob", "Cleo"}
	for range 400 {
		p := s.Turn()
		legal := s.Legal(p)
		if err := r.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
		if legal[0].Kind != ueberall.Turn || s.Turned() != card.None || s.Turn() == p {
			continue
		}
		c := s.Pile(p)[len(s.Pile(p))-1]
		for _, tc := range []struct {
			tx   *i18n.Text
			want string
		}{
			{&i18n.English, names[p] + ": " + i18n.English.CardName(c) + " → own pile, turn over"},
			{&i18n.German, names[p] + ": " + i18n.German.CardName(c) + " → eigene Ablage, Zugende"},
		} {
			if line := u.Say(tc.tx, legal[0], r.View(p), names); line != tc.want {
				t.Errorf("the log says %q, want %q", line, tc.want)
			}
		}
		var tb tableau
		q := s.Turn()
		u.lay(&tb, r.View(q), r.Legal(q), &i18n.English, names)
		if len(tb.choices) != 2 || tb.choices[0].act != games.Action(ueberall.Action{Seat: q, Kind: ueberall.Turn}) {
			t.Errorf("after a card went on the own pile the table offers %v, want seat %d's turn", tb.choices, q)
		}
		if pile := tb.zones[2*p+1]; !slices.Equal(pile.cards, []card.Card{c}) {
			t.Errorf("seat %d's pile shows %v, want %v on top", p, pile.cards, c)
		}
		return
	}
	t.Fatal("no card went on its own pile")
}
