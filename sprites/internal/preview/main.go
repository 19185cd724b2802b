// Command preview opens a window showing what the sprites package draws:
// every card, backs, jokers, highlights, slots, shadows, buttons and a panel.
// It exists to check the look by eye, or without a person through -shot:
//
//	go run ./sprites/internal/preview -shot /tmp/preview.png
//	go run ./sprites/internal/preview -scene zoom -shot /tmp/zoom.png
//	go run ./sprites/internal/preview -scene motion -shot /tmp/motion.png
//	go run ./sprites/internal/preview -allocs
package main

import (
	"errors"
	"flag"
	"fmt"
	"image/color"
	"log"
	"runtime"
	"sort"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/sprites"
)

const screenW, screenH = 1280, 720

type preview struct {
	scene   string
	shot    string
	shotAt  int
	allocs  bool
	art     *sprites.Art
	painter *sprites.Painter
	motion  *sprites.Motion
	tick    int
	done    bool
	err     error

	before   map[[32]uintptr]int64 // allocation profile when -allocs starts counting
	measured int                   // frames drawn since
}

func main() {
	scene := flag.String("scene", "sample", "what to show: sample, zoom, big or motion")
	shot := flag.String("shot", "", "save the screen to this PNG after a few frames and exit")
	frames := flag.Int("frames", 8, "frames to draw before the -shot is taken")
	allocs := flag.Bool("allocs", false, "print the heap allocations the sprites API makes per frame once warmed up, and exit")
	flag.Parse()

	p := &preview{
		scene: *scene, shot: *shot, shotAt: *frames, allocs: *allocs,
		art: sprites.NewArt(), painter: sprites.NewPainter(), motion: sprites.NewMotion(),
	}
	ebiten.SetWindowSize(screenW, screenH)
	ebiten.SetWindowTitle("Elfer raus! sprites")
	// With -allocs everything runs on one goroutine, so the profile's
	// stacks lead back to the calls made here.
	opts := &ebiten.RunGameOptions{SingleThread: *allocs}
	if *allocs {
		runtime.MemProfileRate = 1
	}
	if err := ebiten.RunGameWithOptions(p, opts); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
	if p.err != nil {
		log.Fatal(p.err)
	}
}

func (p *preview) Update() error {
	if p.done {
		return ebiten.Termination
	}
	if p.scene == "motion" {
		p.updateMotion()
	}
	p.tick++
	return nil
}

func (p *preview) Layout(int, int) (int, int) { return screenW, screenH }

func (p *preview) Draw(screen *ebiten.Image) {
	switch p.scene {
	case "zoom":
		p.drawZoom(screen)
	case "big":
		p.drawBig(screen)
	case "motion":
		p.drawMotion(screen)
	default:
		p.drawSample(screen)
	}
	if p.allocs {
		// Let caches and ebiten's atlases settle, then count over many
		// frames in which nothing changes.
		p.drawExtras(screen)
		switch {
		case p.tick >= 60 && p.before == nil:
			p.before = profile()
			p.measured = 0
		case p.before != nil && p.measured == 120:
			reportAllocs(p.before, p.measured)
			p.done = true
		}
		p.measured++
	}
	if p.shot != "" && p.tick >= p.shotAt && !p.done {
		p.err = game.SavePNG(screen, p.shot)
		p.done = true
	}
}

// drawExtras draws, on top of a scene, one of each thing the scene may not
// show, and runs a Motion, so that -allocs covers the whole API.
func (p *preview) drawExtras(screen *ebiten.Image) {
	face := sprites.Face(20, true)
	if _, _, ok := p.motion.Get(0); !ok {
		for i := 0; i < 50; i++ {
			p.motion.Place(i, sprites.Pose{X: float64(i), W: 60, Z: i})
		}
	}
	p.motion.Update()
	p.motion.Each(p.visit)
	p.painter.DrawPanel(screen, 10, 10, 200, 50, 12, hudBox)
	p.painter.DrawButton(screen, 10, 10, 200, 50, "Ziehen", face, sprites.Hover)
	p.art.DrawCard(screen, card.New(card.Red, 3), sprites.Pose{X: 10.3, Y: 10, W: 61.7, Angle: 0.1, FaceUp: true}, 0.6, 0.7)
	p.art.DrawShadow(screen, 10, 10, 60, 87, 0.4)
	p.art.DrawOutline(screen, 10, 10, 60, 87, 3, glow)
	p.art.DrawSlot(screen, 10, 10, 60, 87, card.Blue)
	p.art.DrawSymbol(screen, card.Yellow, 30, 30, 20)
	sprites.MeasureText("Zug von Ada", face)
}

func (p *preview) visit(id int, pose sprites.Pose, lift float64) {}

// profile returns the heap allocation counts recorded so far, per call
// stack. runtime.MemProfileRate must be 1 for it to count every allocation.
func profile() map[[32]uintptr]int64 {
	runtime.GC() // the profile is published at the end of a GC cycle
	n, _ := runtime.MemProfile(nil, true)
	recs := make([]runtime.MemProfileRecord, n+100)
	n, _ = runtime.MemProfile(recs, true)
	m := make(map[[32]uintptr]int64, n)
	for _, r := range recs[:n] {
		m[r.Stack0] += r.AllocObjects
	}
	return m
}

// reportAllocs prints the allocations made since the snapshot before,
// attributed to the outermost exported sprites function on each stack.
func reportAllocs(before map[[32]uintptr]int64, frames int) {
	after := profile()
	per := map[string]int64{}
	for stack, n := range after {
		d := n - before[stack]
		if d <= 0 {
			continue
		}
		name := ""
		pcs := stack[:]
		for i, pc := range pcs {
			if pc == 0 {
				pcs = pcs[:i]
				break
			}
		}
		frames := runtime.CallersFrames(pcs)
		for {
			f, more := frames.Next()
			if fn := f.Function; strings.HasPrefix(fn, "elferraus/sprites.") {
				rest := strings.TrimPrefix(fn, "elferraus/sprites.")
				if r := []rune(strings.TrimPrefix(strings.TrimPrefix(rest, "(*Art)."), "(*Painter).")); len(r) > 0 && unicode.IsUpper(r[0]) {
					name = rest
				}
			}
			if !more {
				break
			}
		}
		if name != "" {
			per[name] += d
		}
	}
	names := make([]string, 0, len(per))
	for n := range per {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Printf("heap allocations inside the sprites API over %d steady frames:\n", frames)
	if len(names) == 0 {
		fmt.Println("  none")
	}
	for _, n := range names {
		fmt.Printf("  %-28s %7.2f per frame\n", n, float64(per[n])/float64(frames))
	}
}

// Colours are kept as color.Color values so passing them boxes nothing.
var (
	white  color.Color = color.RGBA{0xff, 0xff, 0xff, 0xff}
	hudBox color.Color = color.RGBA{0x08, 0x1a, 0x10, 0xb0}
	glow   color.Color = color.RGBA{0xff, 0xd8, 0x4a, 0xff}
)

// row draws cards 1..20 of colour c at width w, each dx to the right of the
// previous one.
func (p *preview) row(screen *ebiten.Image, c card.Color, x, y float64, w int, dx float64) {
	for v := 1; v <= 20; v++ {
		pose := sprites.Pose{X: x + float64(v-1)*dx, Y: y, W: float64(w), FaceUp: true}
		p.art.DrawCard(screen, card.New(c, v), pose, 0, 1)
	}
}

func (p *preview) drawSample(screen *ebiten.Image) {
	p.painter.DrawFelt(screen)
	p.row(screen, card.Red, 20, 14, 60, 62)
	p.row(screen, card.Yellow, 20, 110, 60, 62)
	p.row(screen, card.Green, 20, 208, 90, 56)
	p.row(screen, card.Blue, 20, 350, 120, 58)

	y := 540.0
	w := 90.0
	h := float64(sprites.CardHeight(90))
	p.art.DrawCard(screen, card.Joker(1), sprites.Pose{X: 20, Y: y, W: w, FaceUp: true}, 0, 1)
	p.art.DrawCard(screen, card.New(card.Red, 5), sprites.Pose{X: 125, Y: y, W: w}, 0, 1)
	p.art.DrawOutline(screen, 232, y, w, h, 3, glow)
	p.art.DrawCard(screen, card.New(card.Yellow, 11), sprites.Pose{X: 232, Y: y, W: w, FaceUp: true}, 0, 1)
	p.art.DrawSlot(screen, 340, y, w, h, card.Green)
	p.art.DrawCard(screen, card.New(card.Blue, 12), sprites.Pose{X: 445, Y: y - 8, W: w, Angle: -0.08, FaceUp: true}, 1, 1)

	p.painter.DrawPanel(screen, 580, 548, 420, 56, 14, hudBox)
	sprites.DrawText(screen, "Elfer raus! – Zug von Ada", sprites.Face(26, true), 790, 576, white, sprites.Center)
	sprites.DrawText(screen, "Größe: 11 Karten · Tür öffnen", sprites.Face(16, false), 590, 630, white, sprites.Left)
	p.painter.DrawButton(screen, 590, 650, 190, 48, "Ziehen", sprites.Face(22, true), sprites.Normal)
	p.painter.DrawButton(screen, 800, 650, 190, 48, "Passen", sprites.Face(22, true), sprites.Hover)
	p.painter.DrawButton(screen, 1020, 650, 120, 48, "Gedrückt", sprites.Face(18, true), sprites.Pressed)
	p.painter.DrawButton(screen, 1020, 560, 120, 48, "Aus", sprites.Face(18, true), sprites.Disabled)
	sprites.DrawText(screen, "rechts", sprites.Face(16, false), 1260, 630, white, sprites.Right)
}

func (p *preview) drawZoom(screen *ebiten.Image) {
	p.painter.DrawFelt(screen)
	cards := []card.Card{card.New(card.Red, 20), card.New(card.Yellow, 11), card.New(card.Blue, 13), card.Joker(2)}
	for i, c := range cards {
		p.art.DrawCard(screen, c, sprites.Pose{X: 20 + float64(i)*310, Y: 12, W: 280, FaceUp: true}, 0, 1)
	}
	x := 20.0
	for _, w := range []int{30, 40, 50} {
		for _, c := range card.Colors {
			p.art.DrawCard(screen, card.New(c, 17), sprites.Pose{X: x, Y: 440, W: float64(w), FaceUp: true}, 0, 1)
			x += float64(w) + 8
		}
		p.art.DrawCard(screen, card.Joker(1), sprites.Pose{X: x, Y: 440, W: float64(w), FaceUp: true}, 0, 1)
		x += float64(w) + 8
		p.art.DrawCard(screen, 0, sprites.Pose{X: x, Y: 440, W: float64(w)}, 0, 1)
		x += float64(w) + 20
	}
	// A fanned hand at 70 pixels, overlapping like in play.
	for i := 0; i < 11; i++ {
		c := card.New(card.Colors[i%4], 1+i*2)
		p.art.DrawCard(screen, c, sprites.Pose{X: 20 + float64(i)*26, Y: 540, W: 70, FaceUp: true}, 0, 1)
	}
	for i := 0; i < 8; i++ {
		c := card.New(card.Colors[i%4], 20-i)
		p.art.DrawCard(screen, c, sprites.Pose{X: 380 + float64(i)*34, Y: 560, W: 100, FaceUp: true}, 0, 1)
	}
}

func (p *preview) drawBig(screen *ebiten.Image) {
	p.painter.DrawFelt(screen)
	p.art.DrawCard(screen, card.New(card.Green, 8), sprites.Pose{X: 20, Y: 20, W: 400, FaceUp: true}, 0, 1)
	p.art.DrawCard(screen, card.New(card.Red, 16), sprites.Pose{X: 440, Y: 20, W: 400, FaceUp: true}, 0, 1)
	p.art.DrawCard(screen, 0, sprites.Pose{X: 860, Y: 20, W: 400}, 0, 1)
}

// updateMotion deals a hand from a deck, face down to face up, staggered.
func (p *preview) updateMotion() {
	if p.tick == 0 {
		for i := 0; i < 12; i++ {
			p.motion.Place(i, sprites.Pose{X: 1100, Y: 80, W: 80, Z: i})
		}
	}
	for i := 0; i < 12; i++ {
		target := sprites.Pose{X: 120 + float64(i)*70, Y: 420, W: 100, FaceUp: true, Angle: float64(i-6) * 0.03, Z: i}
		p.motion.MoveTo(i, target, 3*i, 20)
	}
	p.motion.Update()
}

func (p *preview) drawMotion(screen *ebiten.Image) {
	p.painter.DrawFelt(screen)
	for c := range card.Colors {
		p.art.DrawSlot(screen, 120+float64(c)*110, 60, 80, float64(sprites.CardHeight(80)), card.Color(c))
	}
	p.motion.Each(func(id int, pose sprites.Pose, lift float64) {
		c := card.New(card.Colors[id%4], 3+id)
		p.art.DrawCard(screen, c, pose, lift, p.motion.FlipX(id))
	})
}
