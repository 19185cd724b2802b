package menu

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// The narrow settings' sizes, in logical units: each setting a label over
// a row of ◄ value ► a fingertip can hit, the sample cards across the
// column, the list of keys under them, Back in a bar at the bottom.
const (
	snLabel  = 17.0
	snLabelH = 24.0
	snHint   = 14.0
	snHintH  = 18.0
	snValue  = 19.0
	snLeast  = 14.0
	snRowH   = 50.0
	snArrowW = 56.0
	snGap    = 14.0
	snCardW  = 96.0
	snKeys   = 15.0
	snKeysH  = 21.0
)

// settingsNarrow is the settings' geometry on a portrait or narrow screen,
// in the coordinates of the column before it is scrolled.
type settingsNarrow struct {
	lw, lh    float64
	x, w      float64
	titleY    float64
	note      []string
	noteY     float64
	lines     [numSettingLines]ui.Rect // label, hint and row of each setting
	hints     [numSettingLines][]string
	cardsY    float64
	cardW     float64
	keysY     float64 // the heading of the other keys
	keyList   []string
	keyIndent []bool
	height    float64
	view      float64
	back      ui.Rect // on screen, not scrolled
	forText   *i18n.Text
	forNote   string
	forKeys   bool // laid out for a keyboard in use: the hints name keys
}

// FitsNarrow tells the game that the settings lay themselves out for
// portrait and narrow windows too.
func (g *SettingsScreen) FitsNarrow() bool { return true }

// FitsShort: on a phone held sideways the screen takes its narrow column,
// centred, at a legible size, instead of the landscape design shrunk.
func (g *SettingsScreen) FitsShort() bool { return true }

// Relayout works out the narrow column for this tick, if the screen is
// narrow, and keeps the scroll in range.
func (g *SettingsScreen) Relayout(ctx *game.Context) {
	g.narrow = ctx.LW < game.DesignW
	if !g.narrow || g.text == nil {
		return
	}
	n := &g.sn
	if n.lw != ctx.LW || n.lh != ctx.LH || n.forText != g.text || n.forNote != g.note || n.forKeys != ctx.Input.Keyboard {
		*n = g.narrowLayout(ctx)
	}
	g.cs.SetLimit(n.height, n.view)
}

// narrowLayout lays the settings out in one column for the screen of ctx.
func (g *SettingsScreen) narrowLayout(ctx *game.Context) settingsNarrow {
	t := g.text
	n := settingsNarrow{lw: ctx.LW, lh: ctx.LH, forText: t, forNote: g.note, forKeys: ctx.Input.Keyboard}
	n.w = math.Min(rnMaxW, ctx.LW-2*rnMargin)
	n.x = (ctx.LW - n.w) / 2
	n.view = ctx.LH - rnBar
	bw := math.Min(n.w, 360)
	n.back = ui.Rect{X: (ctx.LW - bw) / 2, Y: ctx.LH - rnBar + (rnBar-rnBackH)/2, W: bw, H: rnBackH}
	y := 14.0
	n.titleY = y + rnTitle*0.6
	y += rnTitle * 1.3
	// Wrapping measures at one unit a pixel; the fonts scale evenly.
	if g.note != "" {
		n.note = ui.Wrap(g.note, sprites.Face(snHint, false), n.w)
		n.noteY = y
		y += float64(len(n.note))*snHintH + 10
	}
	for i := range numSettingLines {
		if h := settingHint(t, i, ctx.Input.Keyboard); h != "" {
			n.hints[i] = wrapItems(h, sprites.Face(snHint, false), n.w)
		}
		lh := snLabelH + float64(len(n.hints[i]))*snHintH + snRowH
		n.lines[i] = ui.Rect{X: n.x, Y: y, W: n.w, H: lh}
		y += lh + snGap
	}
	y += 6
	n.cardW = math.Min(snCardW, (n.w-3*12)/4)
	n.cardsY = y
	y += ui.CardH(n.cardW) + 26
	n.keysY = y
	y += 30
	for _, l := range t.KeyList {
		for i, part := range wrapItems(l, sprites.Face(snKeys, false), n.w-16) {
			n.keyList = append(n.keyList, part)
			n.keyIndent = append(n.keyIndent, i > 0)
		}
	}
	y += float64(len(n.keyList))*snKeysH + 16
	n.height = y
	return n
}

// narrowRow is the ◄ value ► row of setting i in the column, unscrolled.
func (n *settingsNarrow) row(i int) ui.Rect {
	r := n.lines[i]
	return ui.Rect{X: r.X, Y: r.Y + r.H - snRowH, W: r.W, H: snRowH}
}

// showFocus scrolls the column so the setting the keyboard is on is in
// view (Back is always in view).
func (g *SettingsScreen) showFocus() {
	if !g.narrow || g.focus >= numSettingLines {
		return
	}
	r := g.sn.lines[g.focus]
	const pad = 12
	if r.Y-pad < g.cs.Scroll {
		g.cs.Scroll = r.Y - pad
	}
	if r.Y+r.H+pad > g.cs.Scroll+g.sn.view {
		g.cs.Scroll = r.Y + r.H + pad - g.sn.view
	}
	g.cs.Clamp()
}

// drawNarrow paints the column, scrolled, and the bar with Back under it.
func (g *SettingsScreen) drawNarrow(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	t := g.text
	p := ctx.Paint
	n := &g.sn
	o := -g.cs.Scroll
	p.DrawFelt(screen)
	view := ui.ClipTo(screen, ctx, n.view)
	p.DrawText(view, t.Settings, sprites.Face(rnTitle*s, true), n.x*s, (n.titleY+o)*s, ui.TextColor, sprites.Left)
	hint := sprites.Face(snHint*s, false)
	for i, l := range n.note {
		p.DrawText(view, l, hint, n.x*s, (n.noteY+snHintH*(float64(i)+0.5)+o)*s, ui.ActiveColor, sprites.Left)
	}
	arrow := sprites.Face(22*s, true)
	for i := range numSettingLines {
		r := g.lineRect(i)
		if i == g.focus && ctx.Input.Keyboard {
			p.DrawPanel(view, (r.X-8)*s, r.Y*s, (r.W+16)*s, r.H*s, 10*s, ui.FocusInk)
		}
		label := g.label(i)
		p.DrawText(view, label, ui.FitFace(label, snLabel, snLeast, n.w, s, false), r.X*s, (r.Y+snLabelH/2)*s, ui.DimText, sprites.Left)
		for j, l := range n.hints[i] {
			p.DrawText(view, l, hint, r.X*s, (r.Y+snLabelH+snHintH*(float64(j)+0.5))*s, ui.GreyText, sprites.Left)
		}
		vc := ui.TextColor
		if i == setVolume && g.cur.Mute {
			vc = ui.GreyText
		}
		left, right := g.arrowRects(i)
		p.DrawPanel(view, left.X*s, left.Y*s, (right.X+right.W-left.X)*s, left.H*s, 10*s, ui.PanelInk)
		cy := (left.Y + left.H/2) * s
		p.DrawText(view, "◄", arrow, (left.X+left.W/2)*s, cy, vc, sprites.Center)
		p.DrawText(view, "►", arrow, (right.X+right.W/2)*s, cy, vc, sprites.Center)
		vcol := vc
		if i == setKeys && g.Capture > 0 {
			vcol = ui.ActiveColor
		}
		vw := right.X - left.X - left.W
		v := g.values[i]
		p.DrawText(view, v, ui.FitFace(v, snValue, snLeast, vw-6, s, true), (left.X+left.W+vw/2)*s, cy, vcol, sprites.Center)
	}
	left := n.x + (n.w-4*n.cardW-3*12)/2
	for i, c := range previewCards {
		x := left + float64(i)*(n.cardW+12)
		ctx.Art.DrawCard(view, c, sprites.Pose{X: x * s, Y: (n.cardsY + o) * s, W: n.cardW * s, FaceUp: true}, 0, 1)
	}
	p.DrawText(view, t.OtherKeys, sprites.Face(19*s, true), n.x*s, (n.keysY+12+o)*s, ui.TextColor, sprites.Left)
	keys := sprites.Face(snKeys*s, false)
	for i, l := range n.keyList {
		x := n.x
		if n.keyIndent[i] {
			x += 16
		}
		p.DrawText(view, l, keys, x*s, (n.keysY+30+snKeysH*(float64(i)+0.5)+o)*s, ui.DimText, sprites.Left)
	}
	g.cs.DrawThumb(screen, ctx, n.view)
	b := n.back
	st := sprites.Normal
	if g.focus == numSettingLines && ctx.Input.Keyboard {
		st = sprites.Hover
	}
	p.DrawButton(screen, b.X*s, b.Y*s, b.W*s, b.H*s, t.Back, sprites.Face(22*s, true), st)
}

// itemSep parts the items of a hint or a line of keys.
const itemSep = " · "

// wrapItems wraps a line of items parted by " · " to width, breaking
// between items where it can, so that a key stays beside what it does
// ("H rules" is never split into "H" and "rules"). An item wider than the
// line on its own is wrapped by words.
func wrapItems(s string, face *sprites.TextFace, width float64) []string {
	var out []string
	line := ""
	for _, item := range strings.Split(s, itemSep) {
		try := item
		if line != "" {
			try = line + itemSep + item
		}
		if w, _ := sprites.MeasureText(try, face); w <= width {
			line = try
			continue
		}
		if line != "" {
			out = append(out, line+" ·")
		}
		parts := ui.Wrap(item, face, width)
		out = append(out, parts[:len(parts)-1]...)
		line = parts[len(parts)-1]
	}
	return append(out, line)
}
