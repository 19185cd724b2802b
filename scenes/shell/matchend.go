package shell

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The ways on from the end of a match, the same at every table: a new
// match with the same game, seats, options and rounds (Enter, Space), or
// the menu (Esc).
const (
	endNone = iota - 1
	EndNewMatch
	EndToMenu
)

// EndChoice reads the end of a match's two buttons; press is the button a
// press began on, so a finger that slides off chooses nothing.
type EndChoice struct{ press int }

// EndButtons are the two buttons side by side, centred at y, within a
// screen lw wide.
func EndButtons(lw, y float64) [2]ui.Rect {
	w := math.Min(280, (lw-3*16)/2)
	return [2]ui.Rect{{X: lw/2 - 8 - w, Y: y, W: w, H: 58}, {X: lw/2 + 8, Y: y, W: w, H: 58}}
}

// Update returns the choice made in this tick, if any.
func (e *EndChoice) Update(in *game.Input, r [2]ui.Rect) int {
	switch {
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace), in.Key(ebiten.KeyN):
		return EndNewMatch
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyM):
		return EndToMenu
	case in.Pressed:
		e.press = endNone
		for i, b := range r {
			if b.Contains(in.X, in.Y) {
				e.press = i
			}
		}
	case in.Released:
		p := e.press
		e.press = endNone
		if p != endNone && r[p].Contains(in.X, in.Y) {
			return p
		}
	}
	return endNone
}

// DrawEndButtons paints the two buttons, named with their keys while a
// keyboard is in use.
func DrawEndButtons(ctx *game.Context, screen *ebiten.Image, tx *i18n.Text, r [2]ui.Rect) {
	s, in := ctx.Scale, &ctx.Input
	labels := [2]string{tx.NewMatch, tx.Menu}
	if in.Keyboard {
		labels = [2]string{tx.NewMatch + " (Enter)", tx.Menu + " (Esc)"}
	}
	for i, b := range r {
		st := sprites.Normal
		if i == EndNewMatch {
			st = sprites.Hover
		}
		ctx.Paint.DrawButton(screen, b.X*s, b.Y*s, b.W*s, b.H*s, labels[i], ui.FitFace(labels[i], 22, 13, b.W-16, s, true), st)
	}
}

// SortSeats orders a few seats by cmp, keeping the order of equals (as
// slices.SortStableFunc): an insertion sort, for a table's six seats at
// most, with no generic sort of its own in the browser's download.
func SortSeats(seats []int, cmp func(a, b int) int) {
	for i := 1; i < len(seats); i++ {
		for j := i; j > 0 && cmp(seats[j], seats[j-1]) < 0; j-- {
			seats[j], seats[j-1] = seats[j-1], seats[j]
		}
	}
}

// SortWords orders a list of keys by cmp, keeping the order of equals, in
// an insertion sort like sortSeats: the statistics' lists are short.
func SortWords(ws []string, cmp func(a, b string) int) {
	for i := 1; i < len(ws); i++ {
		for j := i; j > 0 && cmp(ws[j], ws[j-1]) < 0; j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
}

// nextMatch is the setup of the match after one of setup s played with
// seed: the same table with the next seed; after a deal of the day, an
// ordinary match.
func nextMatch(s Setup, seed uint64) Setup {
	s.Seed = card.Mix(seed, 1)
	if s.Daily != "" {
		s.Daily, s.Rounds = "", 3
	}
	return s
}

// EndMatch carries out a choice made at the end of a match of setup s
// played with seed.
func EndMatch(ctx *game.Context, choice int, s Setup, seed uint64) {
	switch choice {
	case EndNewMatch:
		next := nextMatch(s, seed)
		sc, err := NewGame(next)
		if err != nil {
			ctx.Switch(ToMenu(next))
			return
		}
		ctx.Switch(sc)
	case EndToMenu:
		ctx.Switch(ToMenu(s))
	}
}
