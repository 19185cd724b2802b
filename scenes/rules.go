package scenes

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/sprites"
)

// Rules shows the rules of each game in the player's language, in the
// project's own words.
type Rules struct {
	setup Setup
	// from is the scene the rules were opened from (a table), else the
	// menu is.
	from    game.Scene
	variant int // index into ruleGames()
	text    *Text
	lines   []string
	wrapW   float64
	wrapFor *Text
	wrapVar int
	wrapH   float64
	size    float64 // the text size that fits
	// lineRects are the text lines' rectangles and pic the picture's
	// cards and words, in logical units, as arrange laid them out.
	lineRects []rect
	pic       []picItem

	// narrow: the screen is portrait or narrow, and the rules are the one
	// column nr, scrolled by cs; lineRects and pic are then in the
	// column's coordinates. wrapNarrow: the lines were wrapped for it.
	narrow     bool
	wrapNarrow bool
	nr         rulesNarrow
	cs         columnScroll
}

// NewRules shows the rules of the game id; Back returns to the menu with s.
func NewRules(s Setup, id string) *Rules { return &Rules{setup: s, variant: ruleIndex(id)} }

// ruleGames are the games whose rules the screen shows: those the window
// plays, in menu order.
func ruleGames() []*games.Game { return tableGames() }

func ruleIndex(id string) int {
	return max(0, slices.IndexFunc(ruleGames(), func(g *games.Game) bool { return g.ID == id }))
}

// Name identifies the scene.
func (r *Rules) Name() string { return "rules" }

// AtRest is always true: the rules change only with input (see
// game.Rester); a table under them waits.
func (r *Rules) AtRest() bool { return true }

// NewRulesOver shows the rules of the game id over a table; Back returns to
// it as it was.
func NewRulesOver(back game.Scene, s Setup, id string) *Rules {
	return &Rules{setup: s, variant: ruleIndex(id), from: back}
}

func (r *Rules) leave(ctx *game.Context) {
	if r.from != nil {
		ctx.Switch(r.from)
		return
	}
	ctx.Switch(NewMenu(r.setup))
}

// tabsPerRow is how many tabs share a row: a row holds at most seven, so
// every game's name fits its tab.
func tabsPerRow() int {
	n := len(ruleGames())
	rows := (n + 6) / 7
	return (n + rows - 1) / rows
}

func (r *Rules) tab(i int, ctx *game.Context) rect {
	per := tabsPerRow()
	w := (ctx.LW - 160) / float64(per)
	return rect{80 + float64(i%per)*w, 92 + float64(i/per)*46, w - 10, 40}
}

// textTop is where the rules text begins, under the tabs.
func (r *Rules) textTop(ctx *game.Context) float64 {
	t := r.tab(len(ruleGames())-1, ctx)
	return t.y + t.h + 26
}

func (r *Rules) back(ctx *game.Context) rect { return rect{80, ctx.LH - 90, 200, 56} }

// Update switches between the games' rules and goes back.
func (r *Rules) Update(ctx *game.Context) error {
	r.text = T(ctx.Settings.Lang)
	in := &ctx.Input
	n := len(ruleGames())
	switch {
	case in.Key(ebiten.KeyArrowRight), in.Key(ebiten.KeyTab):
		r.show((r.variant + 1) % n)
	case in.Key(ebiten.KeyArrowLeft):
		r.show((r.variant + n - 1) % n)
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyEnter), in.Key(ebiten.KeyBackspace):
		r.leave(ctx)
		return nil
	}
	r.narrow = ctx.LW < game.DesignW || ctx.Short()
	if r.narrow {
		r.updateNarrow(ctx, n)
		return nil
	}
	// Rules longer than the room scroll, as the narrow column does.
	r.arrange(ctx)
	r.cs.setLimit(r.textHeight(), r.textRoom(ctx))
	r.cs.keys(in, r.textRoom(ctx))
	if dragged := r.cs.input(in); in.Released && !dragged {
		for i := range n {
			if r.tab(i, ctx).contains(in.X, in.Y) {
				r.show(i)
			}
		}
		if r.back(ctx).contains(in.X, in.Y) {
			r.leave(ctx)
		}
	}
	return nil
}

// Draw paints the rules text, wrapped to the screen, and the game's
// picture beside it.
func (r *Rules) Draw(screen *ebiten.Image, ctx *game.Context) {
	if r.text == nil {
		return
	}
	if r.narrow {
		r.arrangeNarrow(ctx)
		r.drawNarrow(screen, ctx)
		return
	}
	s := ctx.Scale
	ctx.Paint.DrawFelt(screen)
	ctx.Paint.DrawText(screen, r.text.Rules, sprites.Face(44*s, true), 80*s, 56*s, textColor, sprites.Left)
	for i, g := range ruleGames() {
		t := r.tab(i, ctx)
		st := sprites.Normal
		if i == r.variant {
			st = sprites.Pressed
		}
		ctx.Paint.DrawButton(screen, t.x*s, t.y*s, t.w*s, t.h*s, r.text.Of(g.ID).Tab, sprites.Face(16*s, true), st)
	}
	r.arrange(ctx)
	face := sprites.Face(r.size*s, false)
	top := r.textTop(ctx)
	band := clipBand(screen, ctx, top, top+r.textRoom(ctx))
	for i, l := range r.lines {
		y := r.lineRects[i].y + r.size*0.7 - r.cs.scroll
		ctx.Paint.DrawText(band, l, face, 80*s, y*s, textColor, sprites.Left)
	}
	if r.cs.limit > 0 {
		r.drawTextThumb(screen, ctx)
	}
	drawPicture(screen, ctx, r.pic, 0)
	b := r.back(ctx)
	ctx.Paint.DrawButton(screen, b.x*s, b.y*s, b.w*s, b.h*s, r.text.Back, sprites.Face(22*s, true), sprites.Normal)
}

// picColumn is where the game's picture goes: a column at the right, from
// the text's top to near the bottom edge (the Back button is at the left).
func (r *Rules) picColumn(ctx *game.Context) rect {
	w := pictureWidth(ctx.LW)
	top := r.textTop(ctx)
	return rect{ctx.LW - 80 - w, top, w, ctx.LH - 24 - top}
}

// arrange wraps the text of the game shown and lays out its picture, once
// per game, language and window size. The text keeps to the left of the
// picture; the longest rules get a smaller type, so they end above the
// button on every screen.
func (r *Rules) arrange(ctx *game.Context) {
	s := ctx.Scale
	id := ruleGames()[r.variant].ID
	panels := rulePictures()[id]
	col := r.picColumn(ctx)
	textW := ctx.LW - 160
	if len(panels) > 0 {
		textW = col.x - 32 - 80
	}
	width := textW * s
	if !r.wrapNarrow && r.wrapW == width && r.wrapFor == r.text && r.wrapVar == r.variant && r.wrapH == ctx.LH && r.lines != nil {
		return
	}
	r.wrapNarrow, r.wrapW, r.wrapFor, r.wrapVar, r.wrapH = false, width, r.text, r.variant, ctx.LH
	room := r.textRoom(ctx)
	for r.size = 20.0; ; r.size-- {
		r.lines = wrap(r.text.Of(id).Rules, sprites.Face(r.size*s, false), width)
		if float64(len(r.lines))*r.size*1.4 <= room || r.size <= rlLeast {
			break
		}
	}
	// Line rectangles in logical units, for drawing and for the tests that
	// keep text and picture apart.
	face := sprites.Face(r.size*s, false)
	r.lineRects = r.lineRects[:0]
	y := r.textTop(ctx)
	for _, l := range r.lines {
		w, _ := sprites.MeasureText(l, face)
		r.lineRects = append(r.lineRects, rect{80, y, w / s, r.size * 1.4})
		y += r.size * 1.4
	}
	r.pic = nil
	if len(panels) > 0 {
		r.pic = arrangePicture(panels, r.text.rulePics(id), col.x, col.y, col.w, col.h)
	}
}

// rlLeast is the least size the landscape rules' text shrinks to (14
// units: 12 CSS px even on a small laptop's 1280 x 720 less the browser's
// bars); longer rules scroll instead.
const rlLeast = 14.0

// textRoom is the height the landscape rules' text shows at once: from
// under the tabs down to above the Back button.
func (r *Rules) textRoom(ctx *game.Context) float64 {
	return r.back(ctx).y - 16 - r.textTop(ctx)
}

// textHeight is the height of the rules' text as arranged.
func (r *Rules) textHeight() float64 {
	if n := len(r.lineRects); n > 0 {
		return r.lineRects[n-1].y + r.lineRects[n-1].h - r.lineRects[0].y
	}
	return 0
}

// drawTextThumb marks, left of the picture, which part of the scrolled
// text is in sight.
func (r *Rules) drawTextThumb(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	view, top := r.textRoom(ctx), r.textTop(ctx)
	h := math.Max(30, view*view/(view+r.cs.limit))
	y := top + (view-h)*r.cs.scroll/r.cs.limit
	x := r.picColumn(ctx).x - 18
	if len(r.pic) == 0 {
		x = ctx.LW - 70
	}
	ctx.Paint.DrawPanel(screen, x*s, y*s, 4*s, h*s, 2*s, statsThumbInk)
}
