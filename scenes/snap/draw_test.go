package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"fmt"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSnapCountdownOnFreeFelt: the 3-2-1-los countdown touches no name
// plate, stack, pile, button or the centre pile, for 2 to 6 players and
// several window shapes, and stays on the screen.
func TestSnapCountdownOnFreeFelt(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {1280, 960}, {1820, 720}, {420, 905}, {720, 960}} {
		for n := 2; n <= snap.MaxPlayers; n++ {
			l := newSnapLayout(size[0], size[1], n, [snap.MaxPlayers]bool{true}, false)
			c := l.countdown
			if c.X < 0 || c.Y < 0 || c.X+c.W > size[0] || c.Y+c.H > size[1] {
				t.Errorf("%v, %d players: countdown %v leaves the screen", size, n, c)
			}
			for p := range n {
				if c.Overlaps(l.panel(p)) {
					t.Errorf("%v, %d players: countdown %v covers seat %d's name plate %v", size, n, c, p, l.panel(p))
				}
			}
			for _, r := range l.taken() {
				if c.Overlaps(r) {
					t.Errorf("%v, %d players: countdown %v covers %v", size, n, c, r)
				}
			}
		}
	}
}

// TestSnapFalseCallBanner: a false call is shown as a banner with its
// penalty beside the caller's seat, for mistakeTicks, on the screen.
func TestSnapFalseCallBanner(t *testing.T) {
	ctx := gameloop.NewCtx()
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnapp)
		return v.Piles[0].Size > 0 && !ok
	})
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyA) })
	c := sc.callouts[0]
	if c.penalty != fmt.Sprintf(sc.text.SnapPenalty, sc.text.SnapSchnapp) || c.sub != sc.text.SnapMistake {
		t.Fatalf("the false Schnapp is not shown with its penalty: %+v", c)
	}
	for range mistakeTicks - 1 {
		gameloop.Tick(sc, ctx, nil)
	}
	if sc.callouts[0].ttl == 0 {
		t.Error("the banner went too soon")
	}
	for range 2 {
		gameloop.Tick(sc, ctx, nil)
	}
	if sc.callouts[0].ttl != 0 {
		t.Error("the banner stays too long")
	}
	for n := 2; n <= snap.MaxPlayers; n++ {
		l := newSnapLayout(1280, 720, n, [snap.MaxPlayers]bool{true}, false)
		for p := range n {
			b := l.mistake(p)
			if b.X < 0 || b.Y < 0 || b.X+b.W > 1280 || b.Y+b.H > 720 {
				t.Errorf("%d players: seat %d's banner %v leaves the screen", n, p, b)
			}
		}
	}
}

// TestSnapShots draws the Schnipp Schnapp tables to look at: the
// countdown for 2 to 6 players with the empty centre at the start, and a
// bot's false call.
func TestSnapShots(t *testing.T) {
	gameloop.NeedGPU(t)
	size := image.Point{1280, 720}
	ctx, screen := gameloop.GPUCtx(size.X, size.Y)
	shot := func(name string, sc *Snap) {
		if os.Getenv("ELFER_SHOTS") == "" {
			return
		}
		pix := make([]byte, 4*size.X*size.Y)
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			sc.Draw(screen, ctx)
			screen.ReadPixels(pix)
		})
		gameloop.SaveShot(t, name, size, pix)
	}
	for n := 2; n <= snap.MaxPlayers; n++ {
		sc, err := NewSnap(shell.Setup{Game: snap.IDLos, Players: n, Seed: 5, Level: 1})
		if err != nil {
			t.Fatal(err)
		}
		for range 40 {
			gameloop.Tick(sc, ctx, nil)
		}
		if len(sc.St.Centre()) != 0 {
			t.Fatalf("%d players: the centre is not empty at the start", n)
		}
		shot(fmt.Sprintf("snap-los-%d-start", n), sc)
	}
	sc, _ := NewSnap(shell.Setup{Game: snap.ID, Players: 4, Seed: 5, Level: 0})
	for i := 0; i < 100000 && !sc.St.IsOver(); i++ {
		gameloop.Tick(sc, ctx, nil)
		if c := sc.callouts; c[0].penalty != "" || c[1].penalty != "" || c[2].penalty != "" || c[3].penalty != "" {
			for range 20 {
				gameloop.Tick(sc, ctx, nil)
			}
			t.Logf("false call at tick %d", i)
			shot("snap-false-call", sc)
			return
		}
	}
	t.Error("no bot made a false call")
}

// TestSnapFrameAtRestAllocatesNothing: between two reveals of Schnipp
// Schnapp, while no card moves, a frame allocates nothing.
func TestSnapFrameAtRestAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	s := shell.Setup{Game: snap.ID, Players: 4, Seed: 2}
	s.FirstHumans(2)
	sc, err := NewSnap(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx, screen := gameloop.GPUCtx(1280, 720)
	frame := gameloop.SceneFrame(sc, screen, ctx)
	for range 200 { // warm the caches
		frame()
	}
	for try := 0; try < 50; try++ {
		// Wait for a reveal to settle, then measure the quiet frames up to
		// the next one.
		for sc.motion.Moving() || sc.Clock.Until() < 14 {
			frame()
		}
		actions := sc.St.Actions()
		got := gameloop.FramesAllocate(10, frame)
		if sc.St.Actions() != actions || sc.motion.Moving() {
			continue // a call came in: not a quiet stretch
		}
		if got != 0 {
			t.Fatalf("10 quiet frames of Schnipp Schnapp allocate %d times", got)
		}
		return
	}
	t.Fatal("no quiet stretch between reveals")
}
