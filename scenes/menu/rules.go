package menu

import (
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rules shows the rules of each game in the player's language, in the
// project's own words.
type Rules struct {
	setup shell.Setup
	// From is the scene the rules were opened from (a table), else the
	// menu is.
	From    game.Scene
	Variant int // index into ruleGames()
	text    *i18n.Text
	lines   []string
	wrapW   float64
	wrapFor *i18n.Text
	wrapVar int
	wrapH   float64
	size    float64 // the text size that fits
	// lineRects are the text lines' rectangles and pic the picture's
	// cards and words, in logical units, as arrange laid them out.
	lineRects []ui.Rect
	pic       []picItem

	// narrow: the screen is portrait or narrow, and the rules are the one
	// column nr, scrolled by cs; lineRects and pic are then in the
	// column's coordinates. wrapNarrow: the lines were wrapped for it.
	narrow     bool
	wrapNarrow bool
	nr         rulesNarrow
	cs         ui.ColumnScroll
}

// NewRules shows the rules of the game id; Back returns to the menu with s.
func NewRules(s shell.Setup, id string) *Rules { return &Rules{setup: s, Variant: ruleIndex(id)} }

// RuleGames are the games whose rules the screen shows: those the window
// plays, in menu order.
func RuleGames() []*games.Game { return shell.TableGames() }

func ruleIndex(id string) int {
	return max(0, slices.IndexFunc(RuleGames(), func(g *games.Game) bool { return g.ID == id }))
}

// Name identifies the scene.
func (r *Rules) Name() string { return "rules" }

// AtRest is always true: the rules change only with input (see
// game.Rester); a table under them waits.
func (r *Rules) AtRest() bool { return true }

// NewRulesOver shows the rules of the game id over a table; Back returns to
// it as it was.
func NewRulesOver(back game.Scene, s shell.Setup, id string) *Rules {
	return &Rules{setup: s, Variant: ruleIndex(id), From: back}
}

func (r *Rules) leave(ctx *game.Context) {
	if r.From != nil {
		ctx.Switch(r.From)
		return
	}
	ctx.Switch(NewMenu(r.setup))
}

// tabsPerRow is how many tabs share a row: a row holds at most seven, so
// every game's name fits its tab.
func tabsPerRow() int {
	n := len(RuleGames())
	rows := (n + 6) / 7
	return (n + rows - 1) / rows
}

func (r *Rules) tab(i int, ctx *game.Context) ui.Rect {
	per := tabsPerRow()
	w := (ctx.LW - 160) / float64(per)
	return ui.Rect{X: 80 + float64(i%per)*w, Y: 92 + float64(i/per)*46, W: w - 10, H: 40}
}

// textTop is where the rules text begins, under the tabs.
func (r *Rules) textTop(ctx *game.Context) float64 {
	t := r.tab(len(RuleGames())-1, ctx)
	return t.Y + t.H + 26
}

func (r *Rules) back(ctx *game.Context) ui.Rect { return ui.Rect{X: 80, Y: ctx.LH - 90, W: 200, H: 56} }

// Update switches between the games' rules and goes back.
func (r *Rules) Update(ctx *game.Context) error {
	r.text = i18n.T(ctx.Settings.Lang)
	in := &ctx.Input
	n := len(RuleGames())
	switch {
	case in.Key(ebiten.KeyArrowRight), in.Key(ebiten.KeyTab):
		r.Show((r.Variant + 1) % n)
	case in.Key(ebiten.KeyArrowLeft):
		r.Show((r.Variant + n - 1) % n)
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
	r.cs.SetLimit(r.textHeight(), r.textRoom(ctx))
	r.cs.Keys(in, r.textRoom(ctx))
	if dragged := r.cs.Input(in); in.Released && !dragged {
		for i := range n {
			if r.tab(i, ctx).Contains(in.X, in.Y) {
				r.Show(i)
			}
		}
		if r.back(ctx).Contains(in.X, in.Y) {
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
	ctx.Paint.DrawText(screen, r.text.Rules, sprites.Face(44*s, true), 80*s, 56*s, ui.TextColor, sprites.Left)
	for i, g := range RuleGames() {
		t := r.tab(i, ctx)
		st := sprites.Normal
		if i == r.Variant {
			st = sprites.Pressed
		}
		ctx.Paint.DrawButton(screen, t.X*s, t.Y*s, t.W*s, t.H*s, r.text.Of(g.ID).Tab, sprites.Face(16*s, true), st)
	}
	r.arrange(ctx)
	face := sprites.Face(r.size*s, false)
	top := r.textTop(ctx)
	band := ui.ClipBand(screen, ctx, top, top+r.textRoom(ctx))
	for i, l := range r.lines {
		y := r.lineRects[i].Y + r.size*0.7 - r.cs.Scroll
		ctx.Paint.DrawText(band, l, face, 80*s, y*s, ui.TextColor, sprites.Left)
	}
	if r.cs.Limit > 0 {
		r.drawTextThumb(screen, ctx)
	}
	drawPicture(screen, ctx, r.pic, 0)
	b := r.back(ctx)
	ctx.Paint.DrawButton(screen, b.X*s, b.Y*s, b.W*s, b.H*s, r.text.Back, sprites.Face(22*s, true), sprites.Normal)
}

// picColumn is where the game's picture goes: a column at the right, from
// the text's top to near the bottom edge (the Back button is at the left).
func (r *Rules) picColumn(ctx *game.Context) ui.Rect {
	w := pictureWidth(ctx.LW)
	top := r.textTop(ctx)
	return ui.Rect{X: ctx.LW - 80 - w, Y: top, W: w, H: ctx.LH - 24 - top}
}

// arrange wraps the text of the game shown and lays out its picture, once
// per game, language and window size. The text keeps to the left of the
// picture; the longest rules get a smaller type, so they end above the
// button on every screen.
func (r *Rules) arrange(ctx *game.Context) {
	s := ctx.Scale
	id := RuleGames()[r.Variant].ID
	panels := rulePictures()[id]
	col := r.picColumn(ctx)
	textW := ctx.LW - 160
	if len(panels) > 0 {
		textW = col.X - 32 - 80
	}
	width := textW * s
	if !r.wrapNarrow && r.wrapW == width && r.wrapFor == r.text && r.wrapVar == r.Variant && r.wrapH == ctx.LH && r.lines != nil {
		return
	}
	r.wrapNarrow, r.wrapW, r.wrapFor, r.wrapVar, r.wrapH = false, width, r.text, r.Variant, ctx.LH
	room := r.textRoom(ctx)
	for r.size = 20.0; ; r.size-- {
		r.lines = ui.Wrap(r.text.Of(id).Rules, sprites.Face(r.size*s, false), width)
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
		r.lineRects = append(r.lineRects, ui.Rect{X: 80, Y: y, W: w / s, H: r.size * 1.4})
		y += r.size * 1.4
	}
	r.pic = nil
	if len(panels) > 0 {
		r.pic = arrangePicture(panels, r.text.RulePicsOf(id), col.X, col.Y, col.W, col.H)
	}
}

// rlLeast is the least size the landscape rules' text shrinks to (14
// units: 12 CSS px even on a small laptop's 1280 x 720 less the browser's
// bars); longer rules scroll instead.
const rlLeast = 14.0

// textRoom is the height the landscape rules' text shows at once: from
// under the tabs down to above the Back button.
func (r *Rules) textRoom(ctx *game.Context) float64 {
	return r.back(ctx).Y - 16 - r.textTop(ctx)
}

// textHeight is the height of the rules' text as arranged.
func (r *Rules) textHeight() float64 {
	if n := len(r.lineRects); n > 0 {
		return r.lineRects[n-1].Y + r.lineRects[n-1].H - r.lineRects[0].Y
	}
	return 0
}

// drawTextThumb marks, left of the picture, which part of the scrolled
// text is in sight.
func (r *Rules) drawTextThumb(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	view, top := r.textRoom(ctx), r.textTop(ctx)
	h := math.Max(30, view*view/(view+r.cs.Limit))
	y := top + (view-h)*r.cs.Scroll/r.cs.Limit
	x := r.picColumn(ctx).X - 18
	if len(r.pic) == 0 {
		x = ctx.LW - 70
	}
	ctx.Paint.DrawPanel(screen, x*s, y*s, 4*s, h*s, 2*s, ui.StatsThumbInk)
}
