package menu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/sprites"
)

// fan is the emblem on the right of the wide menu: the four 11s, dealt one
// after another onto a fan when the menu first opens. Each card's face is
// made two ticks before it flies, so no frame makes more than one, and the
// menu's first frame makes none: in the browser that frame runs most of
// the menu's code for the first time, and the four faces were a good part
// of it. A menu opened again later (back from the settings, say) finds the
// faces made and shows the fan at once.
type fan struct {
	t      float64 // ticks since the menu opened, scaled by the speed of play
	looked bool    // whether the faces were looked for
}

// The deal's pace, in ticks at the normal speed.
const (
	fanDelay   = 6.0  // before the first card flies: the menu fades in meanwhile
	fanStagger = 5.0  // between two cards
	fanFlight  = 18.0 // a card's flight from the deck to its place
	fanEnd     = fanDelay + 3*fanStagger + fanFlight
	fanAhead   = 2.0 // how early a card's face is made
)

// fanW is a card's width on the fan, fanAngle the turn between two cards,
// and fanTilt the turn of a card as it leaves the deck.
const (
	fanW     = 150.0
	fanAngle = 0.22
	fanTilt  = 0.6
)

// dealt reports whether every card lies in its place.
func (f *fan) dealt() bool { return f.t >= fanEnd }

// fanStart is the tick card i leaves the deck.
func fanStart(i int) float64 { return fanDelay + float64(i)*fanStagger }

// update moves the deal on by a tick. A narrow menu shows no fan: its deal
// is over at once.
func (f *fan) update(ctx *game.Context, shown bool) {
	if !shown {
		f.t = fanEnd
		return
	}
	if f.dealt() {
		return
	}
	pw := int(fanW * ctx.Scale)
	last := card.New(card.Colors[len(card.Colors)-1], 11)
	if !f.looked {
		f.looked = true
		if ctx.Art != nil && ctx.Art.HasFace(last, pw) {
			f.t = fanEnd // dealt before in this session
			return
		}
	}
	f.t = min(fanEnd, f.t+1/ctx.Settings.MotionFactor())
	if ctx.Art == nil {
		return // a test's context draws nothing
	}
	for i, col := range card.Colors {
		if f.t >= fanStart(i)-fanAhead {
			ctx.Art.Face(card.New(col, 11), pw)
		}
	}
}

// pose is where card i is: how far it has flown (0 in the deck, 1 in its
// place), and whether it has left the deck at all.
func (f *fan) pose(i int) (p float64, shown bool) {
	u := (f.t - fanStart(i)) / fanFlight
	if u <= 0 {
		return 0, false
	}
	return sprites.EaseOutCubic(u), true
}

// draw shows the cards dealt so far onto m's screen. A card turns about the
// middle of its lower edge, which flies from the deck beyond the screen's
// right edge to the fan's foot, a little from above: the path crosses no
// text or button.
func (f *fan) draw(m *Menu, ctx *game.Context) {
	s := ctx.Scale
	pw := int(fanW * s)
	cx := (ctx.LW - 260) * s
	cy := 400 * s
	for i, col := range card.Colors {
		p, shown := f.pose(i)
		if !shown {
			continue
		}
		img := ctx.Art.Face(card.New(col, 11), pw)
		iw, ih := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		fx, fy := cx, cy+ih/2
		dx, dy := (1-p)*(ctx.LW*s-cx+iw), -(1-p)*60*s
		at := (float64(i) - 1.5) * fanAngle
		angle := at*p + fanTilt*(1-p)
		// The shadow lies where it lies under the dealt fan, moved as the
		// card's middle is moved from its place there.
		sn, cs := math.Sincos(angle)
		sn0, cs0 := math.Sincos(at)
		mx, my := dx+(sn-sn0)*ih/2, dy-(cs-cs0)*ih/2
		var op ebiten.DrawImageOptions
		op.Filter = ebiten.FilterLinear
		op.GeoM.Translate(-iw/2, -ih)
		op.GeoM.Rotate(angle)
		op.GeoM.Translate(fx+dx, fy+dy)
		ctx.Art.DrawShadow(m.screen, cx-iw/2+float64(i-2)*30*s+mx, cy-ih/2+10*s+my, iw, ih, 0.4)
		sprites.DrawImage(m.screen, img, &op)
	}
}
