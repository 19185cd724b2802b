package gameloop

import (
	"elferraus/game"
	"elferraus/sprites"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// FramesAllocate counts what n calls of frame allocate in the scenes' own
// code (see sceneAllocs), profiling every allocation meanwhile.
func FramesAllocate(n int, frame func()) int64 {
	prev := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	defer func() { runtime.MemProfileRate = prev }()
	before := sceneAllocs()
	for range n {
		frame()
	}
	return sceneAllocs() - before
}

// GPUCtx is a context for a screen of w x h pixels with the art to draw,
// and that screen.
func GPUCtx(w, h int) (*game.Context, *ebiten.Image) {
	ctx := NewCtx()
	ctx.Art = sprites.NewArt()
	ctx.Paint = sprites.NewPainter()
	ctx.Resize(float64(w), float64(h))
	return ctx, ebiten.NewImage(w, h)
}

// SceneFrame is one frame of scene sc on screen, as the game runs it: the
// input of the tick cleared, Update, then Draw.
func SceneFrame(sc game.Scene, screen *ebiten.Image, ctx *game.Context) func() {
	return func() {
		InFrame(func(*ebiten.Image) {
			ctx.Input.Clear()
			_ = sc.Update(ctx)
			sc.Draw(screen, ctx)
		})
	}
}

// SaveShot writes a screen to $ELFER_SHOTS/name.png when that is set, to look
// at what the tests drew.
func SaveShot(t *testing.T, name string, size image.Point, pix []byte) {
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

// testHelper reports whether the source file belongs to the packages that
// serve the tests (this one and scenetest): what they allocate is the
// test's, not a frame's. The file tells, not the function's name: a helper
// inlined into a test is named after the test.
func testHelper(file string) bool {
	file = filepath.ToSlash(file)
	return strings.Contains(file, "/scenes/gameloop/") || strings.Contains(file, "/scenes/scenetest/")
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
	// late: a third makes sure that what an earlier test allocated, and
	// the profile sampled at its usual rate, is in the count before the
	// frames, not after.
	runtime.GC()
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
			if strings.HasPrefix(f.Function, "elferraus/") && !strings.Contains(f.File, "_test.go") && !testHelper(f.File) {
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
