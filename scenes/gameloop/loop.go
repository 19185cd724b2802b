package gameloop

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// InFrame runs f inside the game loop's Draw and waits for it.
func InFrame(f func(screen *ebiten.Image)) {
	theLoop.frames <- f
	<-theLoop.ack
}

// NeedGPU skips t where no window could open to draw in.
func NeedGPU(t *testing.T) {
	t.Helper()
	if !GPU {
		t.Skip("no display: run under Xvfb (xvfb-run -a go test ./scenes) to draw")
	}
}

var theLoop *loop

func (l *loop) Update() error {
	if !l.run {
		l.run = true
		go func() {
			l.code = l.m.Run()
			close(l.done)
		}()
	}
	select {
	case <-l.done:
		return ebiten.Termination
	default:
	}
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	select {
	case f := <-l.frames:
		f(screen)
		l.ack <- struct{}{}
	default:
	}
}

func (l *loop) Layout(w, h int) (int, int) { return 320, 240 }

// loop runs the tests beside a real game loop, and runs frame functions
// inside its Draw, where a real scene draws.
type loop struct {
	m      *testing.M
	code   int
	done   chan struct{}
	frames chan func(*ebiten.Image)
	ack    chan struct{}
	run    bool
}

// GPU is true when the tests run inside a game loop and may draw. Tests that
// draw need a display; where there is none they say so and skip, unless
// ELFER_DISPLAY=1 demands one (CI runs them under Xvfb).
var GPU bool

// RunMain runs the tests m beside a real game loop where a window opens.
func RunMain(m *testing.M) {
	l := &loop{m: m, done: make(chan struct{}), frames: make(chan func(*ebiten.Image)), ack: make(chan struct{})}
	theLoop = l
	GPU = true
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("scenes test")
	err := ebiten.RunGame(l)
	if err != nil && !errors.Is(err, ebiten.Termination) && !l.run {
		GPU = false
		if os.Getenv("ELFER_DISPLAY") == "1" {
			fmt.Fprintln(os.Stderr, "scenes: ELFER_DISPLAY=1 but no window could be opened:", err)
			os.Exit(1)
		}
		os.Exit(m.Run())
	}
	os.Exit(l.code)
}
