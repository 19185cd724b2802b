package scenes

import (
	"fmt"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/snap"
	"elferraus/game"
)

// TestSnapCountdownOnFreeFelt: the 3-2-1-los countdown touches no name
// plate, stack, pile, button or the centre pile, for 2 to 6 players and
// several window shapes, and stays on the screen.
func TestSnapCountdownOnFreeFelt(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {1280, 960}, {1820, 720}, {420, 905}, {720, 960}} {
		for n := 2; n <= snap.MaxPlayers; n++ {
			l := newSnapLayout(size[0], size[1], n, [snap.MaxPlayers]bool{true}, false)
			c := l.countdown
			if c.x < 0 || c.y < 0 || c.x+c.w > size[0] || c.y+c.h > size[1] {
				t.Errorf("%v, %d players: countdown %v leaves the screen", size, n, c)
			}
			for p := range n {
				if c.overlaps(l.panel(p)) {
					t.Errorf("%v, %d players: countdown %v covers seat %d's name plate %v", size, n, c, p, l.panel(p))
				}
			}
			for _, r := range l.taken() {
				if c.overlaps(r) {
					t.Errorf("%v, %d players: countdown %v covers %v", size, n, c, r)
				}
			}
		}
	}
}

// TestSnapFalseCallBanner: a false call is shown as a banner with its
// penalty beside the caller's seat, for mistakeTicks, on the screen.
func TestSnapFalseCallBanner(t *testing.T) {
	ctx := newCtx()
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnapp)
		return v.Piles[0].Size > 0 && !ok
	})
	tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyA) })
	c := sc.callouts[0]
	if c.penalty != fmt.Sprintf(sc.text.SnapPenalty, sc.text.SnapSchnapp) || c.sub != sc.text.SnapMistake {
		t.Fatalf("the false Schnapp is not shown with its penalty: %+v", c)
	}
	for range mistakeTicks - 1 {
		tick(sc, ctx, nil)
	}
	if sc.callouts[0].ttl == 0 {
		t.Error("the banner went too soon")
	}
	for range 2 {
		tick(sc, ctx, nil)
	}
	if sc.callouts[0].ttl != 0 {
		t.Error("the banner stays too long")
	}
	for n := 2; n <= snap.MaxPlayers; n++ {
		l := newSnapLayout(1280, 720, n, [snap.MaxPlayers]bool{true}, false)
		for p := range n {
			b := l.mistake(p)
			if b.x < 0 || b.y < 0 || b.x+b.w > 1280 || b.y+b.h > 720 {
				t.Errorf("%d players: seat %d's banner %v leaves the screen", n, p, b)
			}
		}
	}
}

// TestSnapShots draws the Schnipp Schnapp tables to look at: the
// countdown for 2 to 6 players with the empty centre at the start, and a
// bot's false call.
func TestSnapShots(t *testing.T) {
	needGPU(t)
	size := image.Point{1280, 720}
	ctx, screen := gpuCtx(size.X, size.Y)
	shot := func(name string, sc *Snap) {
		if os.Getenv("ELFER_SHOTS") == "" {
			return
		}
		pix := make([]byte, 4*size.X*size.Y)
		inFrame(func(*ebiten.Image) {
			screen.Clear()
			sc.Draw(screen, ctx)
			screen.ReadPixels(pix)
		})
		saveShot(t, name, size, pix)
	}
	for n := 2; n <= snap.MaxPlayers; n++ {
		sc, err := NewSnap(Setup{Game: snap.IDLos, Players: n, Seed: 5, Level: 1})
		if err != nil {
			t.Fatal(err)
		}
		for range 40 {
			tick(sc, ctx, nil)
		}
		if len(sc.st.Centre()) != 0 {
			t.Fatalf("%d players: the centre is not empty at the start", n)
		}
		shot(fmt.Sprintf("snap-los-%d-start", n), sc)
	}
	sc, _ := NewSnap(Setup{Game: snap.ID, Players: 4, Seed: 5, Level: 0})
	for i := 0; i < 100000 && !sc.st.IsOver(); i++ {
		tick(sc, ctx, nil)
		if c := sc.callouts; c[0].penalty != "" || c[1].penalty != "" || c[2].penalty != "" || c[3].penalty != "" {
			for range 20 {
				tick(sc, ctx, nil)
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
	needGPU(t)
	s := Setup{Game: snap.ID, Players: 4, Seed: 2}
	s.FirstHumans(2)
	sc, err := NewSnap(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx, screen := gpuCtx(1280, 720)
	frame := sceneFrame(sc, screen, ctx)
	for range 200 { // warm the caches
		frame()
	}
	for try := 0; try < 50; try++ {
		// Wait for a reveal to settle, then measure the quiet frames up to
		// the next one.
		for sc.motion.Moving() || sc.clock.Until() < 14 {
			frame()
		}
		actions := sc.st.Actions()
		got := framesAllocate(10, frame)
		if sc.st.Actions() != actions || sc.motion.Moving() {
			continue // a call came in: not a quiet stretch
		}
		if got != 0 {
			t.Fatalf("10 quiet frames of Schnipp Schnapp allocate %d times", got)
		}
		return
	}
	t.Fatal("no quiet stretch between reveals")
}
