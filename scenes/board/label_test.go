package board

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"elferraus/engine/hoechste"
	"elferraus/engine/mogeln"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"elferraus/sprites"
)

// TestBoardMogelnLabelsClearOfMarksAndInPanels: at 1280x720 in Mogeln,
// the label over the turned card stays above its outline's glow, and the
// labels of the seats along the top ("out – place 3") lie inside their
// panels.
func TestBoardMogelnLabelsClearOfMarksAndInPanels(t *testing.T) {
	s := shell.Setup{Game: mogeln.ID, Players: 4, Rounds: 1, Seed: 5}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NarrowCtx(1280, 720)
	marked, out := 0, 0
	runBoard(t, b, ctx, 400000, func() {
		if b.Dealing || len(b.boxes) != len(b.tb.zones) {
			return
		}
		for i, z := range b.tb.zones {
			r, label, _ := b.labelBox(i, ctx.Scale)
			if label == "" {
				continue
			}
			if z.mark {
				marked++
				// The outline lies 5 out and 3 thick, its glow 11 more.
				if glow := b.boxes[i].r.Y - 5 - 3 - 11; r.Y+r.H/2+8.5 > glow {
					t.Fatalf("the label %q reaches %.1f, into the mark's glow from %.1f", label, r.Y+r.H/2+8.5, glow)
				}
			}
			if z.owner >= 0 && z.owner != b.Bottom {
				if strings.Contains(label, "place") {
					out++
				}
				p := b.Geom.panel(b.opponent(z.owner))
				if r.X < p.X || r.X+r.W > p.X+p.W {
					t.Fatalf("the label %q (%.1f to %.1f) leaves its panel (%.1f to %.1f)", label, r.X, r.X+r.W, p.X, p.X+p.W)
				}
			}
		}
	})
	if marked == 0 || out == 0 {
		t.Errorf("no turned card (%d) or no seat out (%d) was checked", marked, out)
	}
}

// TestHandLabelClearOfChoices: in every board game at 1280x720, the
// label over the person's hand ("Hand: 12") stays above the outlines of
// the hand's cards he may press; it stood on them.
func TestHandLabelClearOfChoices(t *testing.T) {
	total := 0
	for _, id := range boardIDs() {
		b := personBoard(t, id)
		ctx := gameloop.NarrowCtx(1280, 720)
		checked := 0
		runBoard(t, b, ctx, 400000, func() {
			if b.Dealing || len(b.boxes) != len(b.tb.zones) || !b.CanAct() || b.Motion.Moving() {
				return
			}
			for _, tg := range b.Targets() {
				o := b.SpotRect(tg)
				// The outline lies 3 out and 3 thick; its glow fades
				// over the 8 px beyond, the first half of them dense.
				top := o.Y - 3 - 3 - 4
				for i, z := range b.tb.zones {
					r, label, _ := b.labelBox(i, ctx.Scale)
					if label == "" || z.kind != zFan || r.X > o.X+o.W || r.X+r.W < o.X {
						continue
					}
					checked++
					// A 14 px label's capitals reach 5 px under its middle.
					if bottom := r.Y + r.H/2 + 5; bottom > top && r.Y < o.Y+o.H {
						t.Fatalf("%s: the label %q reaches down to %.1f, onto the outline of a card to press from %.1f", id, label, bottom, top)
					}
				}
			}
		})
		t.Logf("%s: %d label and choice pairs checked", id, checked)
		total += checked
	}
	if total == 0 {
		t.Error("no hand's label stood over a card to press")
	}
}

// TestLongNameStaysInItsPanel: a name a person chose, too long for an
// opponent's panel even at the least size, is cut with "…" to the panel's
// room, and a short one is drawn whole.
func TestLongNameStaysInItsPanel(t *testing.T) {
	s3 := shell.Setup{Game: "farben", Players: 3, Rounds: 1, Seed: 1}
	s3.FirstHumans(1)
	b, err := NewBoard(s3)
	if err != nil {
		t.Fatal(err)
	}
	b.names = []string{"Du", "Maximiliane Müller-Lüdenscheidt", "Bo"}
	const room, s = 120.0, 1.0
	out, face := b.fitName(1, 20, 15, room, s)
	if w, _ := sprites.MeasureText(out, face); w > room+0.5 || !strings.HasSuffix(out, "…") {
		t.Fatalf("the long name became %q, %.0f wide in %.0f", out, w, room)
	}
	if out, _ := b.fitName(2, 20, 15, room, s); out != "Bo" {
		t.Fatalf("a short name became %q", out)
	}
}

// TestStatusClearOfUndo: in every game at the board, on a phone and a
// laptop, in German, with and without a keyboard, the status line keeps
// clear of the Undo button while that is shown (a long line ran under it)
// and stays on the screen.
func TestStatusClearOfUndo(t *testing.T) {
	for _, id := range boardIDs() {
		for _, sz := range []gameloop.Size{{W: 390, H: 844}, {W: 1280, H: 720}} {
			for _, keys := range []bool{false, true} {
				g, _ := registry.Lookup(id)
				s := shell.Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 5}
				s.FirstHumans(1)
				b, err := NewBoard(s)
				if err != nil {
					t.Fatal(err)
				}
				ctx := gameloop.NarrowCtx(sz.W, sz.H)
				ctx.AllowNarrow(b.FitsNarrow())
				ctx.Settings.Lang = game.German
				checked := 0
				runBoard(t, b, ctx, 400000, func() {
					ctx.Input.Keyboard = keys
					status := b.statusLine(ctx)
					if !b.undoDrawn() || status == "" || b.Geom.short {
						return
					}
					checked++
					undo := b.UndoRect()
					line, face, cx, _ := b.statusPlace(status, ctx.Scale)
					for _, l := range strings.Split(line, "\n") {
						w, _ := sprites.MeasureText(l, face)
						x0, x1 := cx-w/ctx.Scale/2, cx+w/ctx.Scale/2
						if x0 < undo.X+undo.W+4 || x1 > b.Geom.LW {
							t.Fatalf("%s at %v: the status %q spans %.0f to %.0f, Undo ends at %.0f of %.0f", id, sz, l, x0, x1, undo.X+undo.W, b.Geom.LW)
						}
					}
				})
				if checked == 0 {
					t.Logf("%s at %v: Undo was never shown beside a status", id, sz)
				}
			}
		}
	}
}

// TestBoardLabelsNeverCut: on an upright and a landscape phone, a laptop
// and a full-HD screen, in German and English, with the fewest and the
// most players, every zone label of every board game is drawn whole at
// every tick of a match, never shortened with an ellipsis. Only the narrow
// panels of an upright phone may say less, and then whole: the label's
// short form ("Bot 2" for "Bot 2 · gewählt", "11 übrig" for the list of
// values), or its count on a chip with its word, or its short word, or
// nothing above it (see TestUprightPanelsCountOnChips).
func TestBoardLabelsNeverCut(t *testing.T) {
	checked, shorter := 0, 0
	sizes := []gameloop.Size{{W: 390, H: 844}, {W: 844, H: 390}, {W: 1280, H: 720}, {W: 1920, H: 1080}}
	eachBoardMatch(t, sizes, func(b *Board, ctx *game.Context, what string) {
		for i := range b.tb.zones {
			_, label, _ := b.labelBox(i, ctx.Scale)
			full, chip := b.labelText(i), b.lbl[i].chip
			if full == "" {
				continue
			}
			checked++
			if label == full && chip == "" {
				continue
			}
			shorter++
			short := b.shortText(i)
			word, num, counts := b.countChip(i, full)
			switch {
			case !b.Geom.narrow:
				t.Fatalf("%s: the label %q is drawn as %q (chip %q)", what, full, label, chip)
			case chip == "" && label == short && !strings.Contains(label, "…"):
			case chip != "" && counts && chip == num && (label == word || label == short || label == ""):
			default:
				t.Fatalf("%s: the label %q is drawn as %q with the chip %q (short %q)", what, full, label, chip, short)
			}
		}
	})
	if checked < 1000 || shorter == 0 {
		t.Errorf("only %d labels checked, %d of them said shorter", checked, shorter)
	}
}

// eachBoardMatch plays every board game to its end with the fewest and
// the most players, in German and in English, at each of sizes, and calls
// at every tick once the zones are laid out, with what names the match.
func eachBoardMatch(t *testing.T, sizes []gameloop.Size, at func(b *Board, ctx *game.Context, what string)) {
	t.Helper()
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		for _, n := range []int{g.MinPlayers, g.MaxPlayers} {
			for _, lang := range []game.Lang{game.German, game.English} {
				for _, sz := range sizes {
					s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 5}
					s.FirstHumans(1)
					b, err := NewBoard(s)
					if err != nil {
						t.Fatal(err)
					}
					ctx := gameloop.NarrowCtx(sz.W, sz.H)
					ctx.Settings.Lang = lang
					what := fmt.Sprintf("%s, %d players, language %d, %vx%v", id, n, lang, sz.W, sz.H)
					runBoard(t, b, ctx, 400000, func() {
						if len(b.boxes) == len(b.tb.zones) {
							at(b, ctx, what)
						}
					})
				}
			}
		}
	}
}

// TestUprightPanelsCountOnChips: on an upright phone, where the other
// seats' panels are narrow, a pile's label that counts its cards ("Stapel
// 12", "Gewonnen 4") is either drawn whole or gives its count to a chip on
// the pile, with the word above it whole or not at all: never "Sta… 12".
// A place ("Raus – Platz 2") keeps its label.
func TestUprightPanelsCountOnChips(t *testing.T) {
	chips, places := 0, 0
	eachBoardMatch(t, []gameloop.Size{{W: 390, H: 844}}, func(b *Board, ctx *game.Context, what string) {
		for i, z := range b.tb.zones {
			_, label, _ := b.labelBox(i, ctx.Scale)
			full := b.labelText(i)
			k := strings.LastIndexByte(full, ' ')
			if z.owner < 0 || z.owner == b.Bottom || z.kind != zPile || k < 0 || strings.ContainsAny(full[:k], "0123456789") {
				continue
			}
			if _, err := strconv.Atoi(full[k+1:]); err != nil {
				continue
			}
			chip := b.lbl[i].chip
			switch {
			case z.place:
				places++
				if chip != "" {
					t.Fatalf("%s: the place %q went onto a chip %q", what, full, chip)
				}
			case label == full:
				if chip != "" {
					t.Fatalf("%s: %q is drawn whole and on a chip %q", what, full, chip)
				}
			default:
				chips++
				if chip != full[k+1:] || (label != "" && label != full[:k] && label != b.shortText(i)) {
					t.Fatalf("%s: %q is drawn as %q with the chip %q", what, full, label, chip)
				}
			}
		}
	})
	if chips < 100 || places == 0 {
		t.Errorf("only %d counts on chips and %d places checked", chips, places)
	}
}

// TestListLabelsAreNotRecounted: while the deal runs, a label counting
// its zone's cards counts those that have arrived, but a label listing
// values (Höchste's "left: 1 2 … 11") is no count: it stays the list,
// where the value 11 was once taken for the eleven cards and replaced
// by those arrived ("left: 1 2 … 10 9").
func TestListLabelsAreNotRecounted(t *testing.T) {
	s := shell.Setup{Game: hoechste.ID, Players: 4, Rounds: 1, Seed: 5}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NarrowCtx(1280, 720)
	lists := 0
	runBoard(t, b, ctx, 400000, func() {
		if !b.Dealing || len(b.boxes) != len(b.tb.zones) {
			return
		}
		for i, z := range b.tb.zones {
			if full := b.labelText(i); z.list {
				lists++
				if full != z.label {
					t.Fatalf("the list %q reads %q during the deal", z.label, full)
				}
			}
		}
	})
	if lists == 0 {
		t.Error("no list seen during the deal")
	}
}
