package sprites_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/sprites"
)

// These tests create images but never read them back, which ebiten allows
// before a game loop runs, so they need no window or GPU.

func TestCardHeight(t *testing.T) {
	tests := []struct{ w, want int }{
		{30, 44}, {60, 87}, {90, 131}, {100, 145}, {400, 580},
	}
	for _, tc := range tests {
		if got := sprites.CardHeight(tc.w); got != tc.want {
			t.Errorf("CardHeight(%d) = %d, want %d", tc.w, got, tc.want)
		}
	}
}

func TestFaceIsRenderedAtSizeAndCached(t *testing.T) {
	art := sprites.NewArt()
	cards := []card.Card{card.New(card.Red, 1), card.New(card.Yellow, 11), card.New(card.Green, 20),
		card.New(card.Blue, 21), card.Joker(1), card.Joker(4)}
	for _, w := range []int{30, 61, 120, 400} {
		for _, c := range cards {
			if art.HasFace(c, w) {
				t.Errorf("HasFace(%v, %d) before the face was made", c, w)
			}
			img := art.Face(c, w)
			if !art.HasFace(c, w) || art.HasFace(c, w+1) {
				t.Errorf("HasFace(%v, %d) = %v and at %d = %v once the face is made", c, w, art.HasFace(c, w), w+1, art.HasFace(c, w+1))
			}
			if b := img.Bounds(); b.Dx() != w || b.Dy() != sprites.CardHeight(w) {
				t.Errorf("Face(%v, %d) is %dx%d, want %dx%d", c, w, b.Dx(), b.Dy(), w, sprites.CardHeight(w))
			}
			if again := art.Face(c, w); again != img {
				t.Errorf("Face(%v, %d) rendered twice", c, w)
			}
		}
		back := art.Back(w)
		if b := back.Bounds(); b.Dx() != w || b.Dy() != sprites.CardHeight(w) {
			t.Errorf("Back(%d) is %dx%d", w, b.Dx(), b.Dy())
		}
		if art.Back(w) != back {
			t.Errorf("Back(%d) rendered twice", w)
		}
	}
	if art.Face(cards[0], 60) == art.Face(cards[1], 60) {
		t.Error("two cards share one face")
	}
	if art.Face(cards[0], 60) == art.Face(cards[0], 61) {
		t.Error("two widths share one face")
	}
	// An invalid card still gets a (blank) face rather than a crash.
	if img := art.Face(card.None, 50); img == nil {
		t.Error("Face(None) = nil")
	}
}

func TestCachedLookUpsDoNotAllocate(t *testing.T) {
	art := sprites.NewArt()
	c := card.New(card.Green, 7)
	art.Face(c, 80)
	art.Back(80)
	sprites.Face(18, true)
	if n := testing.AllocsPerRun(100, func() { art.Face(c, 80) }); n != 0 {
		t.Errorf("cached Art.Face allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { art.Back(80) }); n != 0 {
		t.Errorf("cached Art.Back allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { sprites.Face(18, true) }); n != 0 {
		t.Errorf("cached Face allocates %v times", n)
	}
}

func TestManyWidthsStayBounded(t *testing.T) {
	// A window dragged through many sizes asks for many widths; old ones
	// are dropped, and asking again renders them anew at the right size.
	art := sprites.NewArt()
	c := card.New(card.Red, 5)
	first := art.Face(c, 40)
	for w := 41; w < 100; w++ {
		art.Face(c, w)
	}
	again := art.Face(c, 40)
	if again == first {
		t.Error("the least recently used width was never dropped")
	}
	if again.Bounds().Dx() != 40 {
		t.Errorf("re-rendered width %d, want 40", again.Bounds().Dx())
	}
	recent := art.Face(c, 99)
	if art.Face(c, 99) != recent {
		t.Error("a recent width was dropped")
	}
}

func TestFontFaces(t *testing.T) {
	regular, bold := sprites.Face(20, false), sprites.Face(20, true)
	if regular == bold {
		t.Fatal("regular and bold share a face")
	}
	if rw, _ := sprites.MeasureText("Elfer raus", regular); rw >= func() float64 { w, _ := sprites.MeasureText("Elfer raus", bold); return w }() {
		t.Error("bold text is not wider than regular: the faces share a font")
	}
	if sprites.Face(20, true) != bold || sprites.Face(21, true) == bold {
		t.Error("faces are not cached per size and weight")
	}
	if m := bold.Metrics(); m.HAscent+m.HDescent < 18 || m.HAscent+m.HDescent > 26 {
		t.Errorf("a 20 px face has ascent+descent %v", m.HAscent+m.HDescent)
	}
	w1, h1 := sprites.MeasureText("Zug von Ada", bold)
	w2, _ := sprites.MeasureText("Zug von Ada – Größe", bold)
	if w1 <= 0 || w2 <= w1 || h1 < 20 || h1 > 30 {
		t.Errorf("MeasureText: %v x %v and %v", w1, h1, w2)
	}
	_, h2 := sprites.MeasureText("eins\nzwei", bold)
	if h2 < 1.9*h1 || h2 > 2.1*h1 {
		t.Errorf("two lines measure %v high, one line %v", h2, h1)
	}
	if w, h := sprites.MeasureText("x", nil); w != 0 || h != 0 {
		t.Errorf("MeasureText with no face = %v, %v", w, h)
	}
}

func TestSuitColorsDiffer(t *testing.T) {
	seen := map[color.RGBA]card.Color{}
	for _, c := range card.Colors {
		clr := sprites.SuitColor(c)
		if clr.A != 0xff {
			t.Errorf("%v is not opaque: %v", c, clr)
		}
		if other, dup := seen[clr]; dup {
			t.Errorf("%v and %v share the colour %v", c, other, clr)
		}
		seen[clr] = c
	}
}

func TestDrawingCallsAcceptEdgeCases(t *testing.T) {
	// Drawing must never panic on odd input: zero sizes, nil colours,
	// unknown states and colours, invalid cards.
	dst := ebiten.NewImage(320, 240)
	art := sprites.NewArt()
	pt := sprites.NewPainter()
	face := sprites.Face(16, false)
	art.DrawCard(dst, card.New(card.Blue, 9), sprites.Pose{X: 10, Y: 10, W: 0}, 0, 1)
	art.DrawCard(dst, card.New(card.Blue, 9), sprites.Pose{X: 10, Y: 10, W: 50, FaceUp: true}, 3, -1)
	art.DrawCard(dst, card.Card(0xff), sprites.Pose{X: 10, Y: 10, W: 50, FaceUp: true, Angle: 1}, 0.5, 0.5)
	art.DrawShadow(dst, 0, 0, 2, 2, 1)
	art.DrawOutline(dst, 0, 0, 50, 70, 0, nil)
	art.DrawSlot(dst, 0, 0, 2, 2, card.Red)
	art.DrawSlot(dst, 0, 0, 50, 70, card.Color(9))
	art.DrawSymbol(dst, card.Color(9), 5, 5, 10)
	pt.DrawFelt(dst)
	pt.DrawFelt(dst.SubImage(dst.Bounds()).(*ebiten.Image))
	pt.DrawPanel(dst, 0, 0, 10, 10, 50, nil)
	pt.DrawButton(dst, 0, 0, 80, 30, "", face, sprites.ButtonState(42))
	pt.DrawButton(dst, 0, 0, 80, 30, "OK", nil, sprites.Disabled)
	sprites.DrawText(dst, "", face, 0, 0, color.White, sprites.Right)
	sprites.DrawText(dst, "a\nb", face, 0, 0, color.White, sprites.Align(7))
}
