package scenes

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/bot"
	"elferraus/engine/master"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/sprites"
)

func gpuCtx(w, h int) (*game.Context, *ebiten.Image) {
	ctx := newCtx()
	ctx.Art = sprites.NewArt()
	ctx.Paint = sprites.NewPainter()
	ctx.Resize(float64(w), float64(h))
	return ctx, ebiten.NewImage(w, h)
}

// TestTableFrameAtRestAllocatesNothing: while no card moves, a frame of the
// table (update and draw) allocates nothing, so the garbage collector never
// interrupts play.
func TestTableFrameAtRestAllocatesNothing(t *testing.T) {
	needGPU(t)
	for i, size := range []image.Point{{1280, 720}, {1920, 1080}, {1280, 720}} {
		s := oneHuman(4)
		if i == 2 {
			s = masterHuman(4)
		}
		tb, _ := NewTable(s)
		ctx, screen := gpuCtx(size.X, size.Y)
		if !untilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		// Warm the caches: card images, faces, texts.
		for range 5 {
			inFrame(func(*ebiten.Image) {
				tick(tb, ctx, nil)
				tb.Draw(screen, ctx)
			})
		}
		if tb.motion.Moving() {
			t.Fatal("cards still move")
		}
		// Count the allocations made by the scene's own code, and by
		// anything it calls, inside the game loop's Draw where a scene
		// really draws. Allocations elsewhere (ebiten's render thread) are
		// not the scene's and are told apart by their call stacks.
		worst := framesAllocate(30, sceneFrame(tb, screen, ctx))
		if worst != 0 {
			t.Errorf("%v: 30 frames at rest allocate %d times", size, worst)
		}
	}
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

// TestScenesDraw draws every scene at several sizes and checks that the
// screen is painted (not left blank) and nothing panics.
func TestScenesDraw(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1440}} {
		ctx, screen := gpuCtx(size.X, size.Y)
		tb, _ := NewTable(oneHuman(2))
		done, _ := NewTable(Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 8})
		for !es(done).IsOver() {
			tick(done, ctx, nil)
		}
		_ = done.match.Finish(done.state)
		snapMenu := oneHuman(1)
		snapMenu.Game = snap.ID
		snapSetup := oneHuman(3)
		snapSetup.Game = snap.ID
		sn, err := NewSnap(snapSetup)
		if err != nil {
			t.Fatal(err)
		}
		over, _ := NewSnap(Setup{Game: snap.IDLos, Players: 4, Seed: 6, Level: 2})
		for i := 0; i < 300000 && !over.st.IsOver(); i++ {
			tick(over, ctx, nil)
		}
		if !over.st.IsOver() {
			t.Fatal("a Schnipp Schnapp game of bots did not end")
		}
		mt, _ := NewTable(masterHuman(3))
		mdone, _ := NewTable(Setup{Game: masterGame, Players: 5, Rounds: 2, Seed: 8, Level: bot.Hard})
		for !mdone.state.IsOver() {
			tick(mdone, ctx, nil)
		}
		_ = mdone.match.Finish(mdone.state)
		scenes := []game.Scene{NewMenu(oneHuman(1)), NewSettings(oneHuman(1)), tb, NewRules(oneHuman(1), "elfer"), NewScore(done), NewMenu(snapMenu), sn, over, mt, NewRules(oneHuman(1), master.ID), NewRecords(oneHuman(1)), NewScore(mdone), mdone}
		for _, id := range boardIDs() {
			g, _ := registry.Lookup(id)
			bs := Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 3}
			bs.FirstHumans(1)
			b, err := NewBoard(bs)
			if err != nil {
				t.Fatal(err)
			}
			for range 400 {
				tick(b, ctx, nil)
			}
			scenes = append(scenes, b, NewRules(bs, id))
		}
		for i, sc := range scenes {
			for range 10 {
				tick(sc, ctx, nil)
			}
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix := make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix)
			saveShot(t, fmt.Sprintf("%s-%d-%dx%d", sc.Name(), i, size.X, size.Y), size, pix)
			colors := map[[3]byte]bool{}
			for i := 0; i < len(pix); i += 4 * 97 {
				colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
			}
			if len(colors) < 20 {
				t.Errorf("%s at %v: only %d colours on screen", sc.Name(), size, len(colors))
			}
		}
	}
}

// saveShot writes a screen to $ELFER_SHOTS/name.png when that is set, to look
// at what the tests drew.
func saveShot(t *testing.T, name string, size image.Point, pix []byte) {
	dir := os.Getenv("ELFER_SHOTS")
	if dir == "" {
		return
	}
	img := &image.RGBA{Pix: pix, Stride: 4 * size.X, Rect: image.Rect(0, 0, size.X, size.Y)}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// framesAllocate counts what n calls of frame allocate in the scenes' own
// code (see sceneAllocs), profiling every allocation meanwhile.
func framesAllocate(n int, frame func()) int64 {
	prev := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	defer func() { runtime.MemProfileRate = prev }()
	before := sceneAllocs()
	for range n {
		frame()
	}
	return sceneAllocs() - before
}

// sceneFrame is one frame of scene sc on screen, as the game runs it: the
// input of the tick cleared, Update, then Draw.
func sceneFrame(sc game.Scene, screen *ebiten.Image, ctx *game.Context) func() {
	return func() {
		inFrame(func(*ebiten.Image) {
			ctx.Input.Clear()
			_ = sc.Update(ctx)
			sc.Draw(screen, ctx)
		})
	}
}

// sceneAllocs counts the objects allocated so far by calls made from this
// project's packages (other than the tests), from the memory profile. It
// leaves out two kinds of one-off allocation of the runtime's, not once per
// frame: sync.Pool refills (the collections this function forces empty
// ebiten's pools, which a running game refills once after a rare
// collection), and the caches of type assertions and type switches, which
// the runtime fills on a random one of about a thousand misses, so that a
// site seen in the warm-up frames may still fill its cache, once, in the
// frames measured.
func sceneAllocs() int64 {
	// The profile is published by the garbage collector, up to two cycles
	// late.
	runtime.GC()
	runtime.GC()
	recs := make([]runtime.MemProfileRecord, 4096)
	for {
		n, ok := runtime.MemProfile(recs, true)
		if ok {
			recs = recs[:n]
			break
		}
		recs = make([]runtime.MemProfileRecord, n+1024)
	}
	var total int64
	for i := range recs {
		frames := runtime.CallersFrames(recs[i].Stack())
		ours, pool := false, false // pool: a one-off of the runtime's
		for {
			f, more := frames.Next()
			pool = pool || strings.HasPrefix(f.Function, "sync.(*Pool)") ||
				f.Function == "runtime.buildTypeAssertCache" || f.Function == "runtime.buildInterfaceSwitchCache"
			if strings.HasPrefix(f.Function, "elferraus/") && !strings.Contains(f.File, "_test.go") {
				ours = true
				break
			}
			if !more {
				break
			}
		}
		if ours && !pool {
			total += recs[i].AllocObjects
		}
	}
	return total
}

// TestFillRectCoversExactlyItsRectangle: the fade of a new screen blends
// its colour over every pixel of the rectangle and none outside it.
func TestFillRectCoversExactlyItsRectangle(t *testing.T) {
	needGPU(t)
	pt := sprites.NewPainter()
	img := ebiten.NewImage(40, 30)
	defer img.Deallocate()
	inFrame(func(*ebiten.Image) {
		img.Fill(color.RGBA{200, 100, 50, 255})
		pt.FillRect(img, 10, 5, 20, 15, color.RGBA{A: 128}) // half-transparent black
	})
	pix := make([]byte, 4*40*30)
	img.ReadPixels(pix)
	for y := range 30 {
		for x := range 40 {
			p := pix[4*(y*40+x):]
			want := [4]byte{200, 100, 50, 255}
			if x >= 10 && x < 30 && y >= 5 && y < 20 {
				want = [4]byte{100, 50, 25, 255}
			}
			for k := range 4 {
				if d := int(p[k]) - int(want[k]); d < -1 || d > 1 {
					t.Fatalf("pixel (%d,%d) = %v, want %v", x, y, p[:4], want)
				}
			}
		}
	}
}

// TestDimFeltIsTheFadedFelt: the page's backdrop (the felt dimmed in one
// pass, without its grain) shows what the first scene's frame shows under
// the fade, the felt with the fade's black over it, to within a level at
// every pixel, so the table comes in behind the first-tap screen without
// a jump in brightness. At full light the two differ by the grain.
func TestDimFeltIsTheFadedFelt(t *testing.T) {
	needGPU(t)
	const w, h = 320, 200
	pt := sprites.NewPainter()
	faded, dim := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer faded.Deallocate()
	defer dim.Deallocate()
	// The first scene's first frame is 11 of 12 ticks from the end of the
	// fade, which eases out: black at 255·(11/12)² over the felt.
	f := 11.0 / 12
	alpha := uint8(255 * f * f)
	inFrame(func(*ebiten.Image) {
		pt.DrawFelt(faded)
		pt.FillRect(faded, 0, 0, w, h, color.RGBA{A: alpha})
		pt.DrawDimFelt(dim, 1-float32(alpha)/255)
	})
	a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
	faded.ReadPixels(a)
	dim.ReadPixels(b)
	for i := 0; i < len(a); i += 4 {
		for k := range 4 {
			if d := int(a[i+k]) - int(b[i+k]); d < -1 || d > 1 {
				t.Fatalf("pixel (%d,%d): faded felt %v, dim felt %v", i/4%w, i/4/w, a[i:i+4], b[i:i+4])
			}
		}
	}
	if b[0] == 0 && b[1] == 0 && b[2] == 0 {
		t.Fatal("the dim felt is black")
	}
}
