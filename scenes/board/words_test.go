package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestCountsAreSingularForOne: one of a thing is named in the singular,
// any other number in the plural, in both languages.
func TestCountsAreSingularForOne(t *testing.T) {
	for _, c := range []struct {
		tx   *i18n.Text
		n    int
		noun string
		want string
	}{
		{&i18n.English, 1, "quartet", "1 quartet"},
		{&i18n.English, 2, "quartet", "2 quartets"},
		{&i18n.English, 0, "quartet", "0 quartets"},
		{&i18n.German, 1, "quartet", "1 Quartett"},
		{&i18n.German, 2, "quartet", "2 Quartette"},
		{&i18n.English, 1, "card", "1 card"},
		{&i18n.German, 1, "card", "1 Karte"},
		{&i18n.German, 5, "card", "5 Karten"},
		{&i18n.English, 1, "pair", "1 pair"},
		{&i18n.German, 3, "pair", "3 Paare"},
		{&i18n.English, 1, "trick", "1 trick"},
		{&i18n.German, 2, "trick", "2 Stiche"},
		{&i18n.English, 1, "cardWon", "1 card won"},
		{&i18n.German, 1, "cardWon", "1 Karte erobert"},
	} {
		if got := i18n.Count(c.tx, c.n, c.noun); got != c.want {
			t.Errorf("count(%d, %s) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
}

// keyWords are the names of keys a status line may mention.
var keyWords = regexp.MustCompile(`Space|Enter|Leertaste|Eingabe|↑|↓|\((S|G|P)\)|\bS: |Taste|\bkey\b`)

// TestBoardStatusNamesKeysOnlyWithAKeyboard plays every board game, a
// person at the screen without a keyboard: the status line never names a
// key, and where it would with a keyboard it says the same in words for
// tapping.
func TestBoardStatusNamesKeysOnlyWithAKeyboard(t *testing.T) {
	for _, tx := range []*i18n.Text{&i18n.English, &i18n.German} {
		keyed := 0
		for _, id := range boardIDs() {
			b := personBoard(t, id)
			ctx := gameloop.NewCtx()
			if tx == &i18n.German {
				ctx.Settings.Lang = game.German
			}
			runBoard(t, b, ctx, 200000, func() {
				ctx.Input.Keyboard = false
				if line := b.statusLine(ctx); keyWords.MatchString(line) {
					t.Fatalf("%s: without a keyboard the status says %q", id, line)
				}
				if b.statusKeys != "" {
					keyed++
					ctx.Input.Keyboard = true
					if line := b.statusLine(ctx); !keyWords.MatchString(line) {
						t.Errorf("%s: with a keyboard the status says %q, naming no key", id, line)
					}
					ctx.Input.Keyboard = false
				}
			})
		}
		if keyed == 0 {
			t.Error("no status line that names keys was seen")
		}
	}
}

// TestBoardCountsFollowTheDeal: while the deal flies, a label counting its
// zone's cards counts only those that have arrived, never more; when the
// deal is done it counts them all.
func TestBoardCountsFollowTheDeal(t *testing.T) {
	for _, id := range []string{"zweikampf", "mogeln", "schwarzerpeter"} {
		g, _ := registry.Lookup(id)
		s := shell.Setup{Game: id, Players: max(3, g.MinPlayers), Rounds: 1, Seed: 5}
		if g.MaxPlayers < 3 {
			s.Players = g.MaxPlayers
		}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		ctx.Settings.NoWait = false
		gameloop.Tick(b, ctx, nil)
		behind := 0
		for range 2000 {
			if !b.Dealing {
				break
			}
			for i, z := range b.tb.zones {
				shown := z.label
				if i < len(b.dealt) && b.dealt[i] != "" {
					shown = b.dealt[i]
				}
				if shown != z.label {
					behind++
				}
				if len(z.cards) > 1 && shown == z.label && strings.Contains(z.label, strconv.Itoa(len(z.cards))) {
					// The full count shows: every card must be there.
					for j := range z.cards {
						p, _, _ := b.Motion.Get(hiddenID(i, j))
						if to, ok := b.Motion.Target(hiddenID(i, j)); ok && (p.X != to.X || p.Y != to.Y) {
							t.Fatalf("%s: %q shows while card %d of it still flies", id, z.label, j)
						}
					}
				}
			}
			gameloop.Tick(b, ctx, nil)
		}
		if behind == 0 {
			t.Errorf("%s: no label counted fewer cards during the deal", id)
		}
		for i := range b.tb.zones {
			if b.Dealing && b.dealt[i] != "" {
				t.Errorf("%s: the deal never ended", id)
			}
		}
	}
	if got := recount(&i18n.English, "13 cards", 13, 1); got != "1 card" {
		t.Errorf("recount says %q", got)
	}
	if got := recount(&i18n.German, "Stapel 13", 13, 4); got != "Stapel 4" {
		t.Errorf("recount says %q", got)
	}
}

// TestBoardPileLabelsStayAboveTheirCards plays every board game on every
// shape, checking each frame: a zone's label stands wholly above the
// highest of its cards, however tall its pile has grown.
func TestBoardPileLabelsStayAboveTheirCards(t *testing.T) {
	tall := 0
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		for _, sz := range append([]scenetest.Size{{W: 1280, H: 720}}, scenetest.ShapeSizes...) {
			b, _ := boardAt(t, id, min(g.MaxPlayers, 4), sz.W, sz.H, 100)
			for i, z := range b.tb.zones {
				if z.label == "" || len(b.boxes[i].poses) == 0 {
					continue
				}
				if z.kind == zPile && len(z.cards) > 12 {
					tall++
				}
				top := math.Inf(1)
				for _, p := range b.boxes[i].poses {
					top = math.Min(top, p.Y)
				}
				// A label's face is at most 17 units: half of it below
				// its middle.
				if bottom := b.labelY(i) + 8.5; bottom > top {
					t.Errorf("%s at %vx%v: the label %q reaches %.1f, below the top of its cards at %.1f", id, sz.W, sz.H, z.label, bottom, top)
				}
			}
		}
	}
	if tall == 0 {
		t.Error("no tall pile was checked")
	}
}

// TestBoardLongPressExplainsAndChoosesNothing: in every board game, a long
// press on a card the person could choose shows what it is and that it
// can be chosen, in a bubble on the screen, and changes nothing; the next
// tap only closes the bubble.
func TestBoardLongPressExplainsAndChoosesNothing(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, id := range boardIDs() {
			b, ctx, x, y := boardToChoose(t, id, lang, 390, 844)
			acts, sel := b.round.Actions(), b.Sel
			gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.LongPress = x, y, true })
			w := i18n.WordsOf(b.text)
			if !strings.Contains(b.Explain.Text, w.ExCan) {
				t.Errorf("%s: a long press on a card to choose says %q", id, b.Explain.Text)
			}
			if z := b.tb.zones[b.Targets()[0].zone]; z.label != "" && !strings.Contains(b.Explain.Text, z.label) {
				t.Errorf("%s: the explanation %q does not name the zone %q", id, b.Explain.Text, z.label)
			}
			if b.round.Actions() != acts || b.Sel != sel {
				t.Errorf("%s: the long press chose (actions %d→%d, selection %d→%d)", id, acts, b.round.Actions(), sel, b.Sel)
			}
			box, _, _ := b.Explain.Layout(ctx.Scale, ctx.LW, ctx.LH)
			if !ui.Inside(box, ctx.LW, ctx.LH) {
				t.Errorf("%s: the bubble %+v is not on the %vx%v screen", id, box, ctx.LW, ctx.LH)
			}
			gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
			if b.Explain.Shown() || b.round.Actions() != acts || b.Sel != sel {
				t.Errorf("%s: the tap after the long press did not only close the bubble", id)
			}
		}
	}
}

// TestBoardPauseHintNamesKeysOnlyWithAKeyboard: the pause of the board and
// Schnipp Schnapp names keys only while a keyboard is in use; on a touch
// screen it says to tap, in both languages.
func TestBoardPauseHintNamesKeysOnlyWithAKeyboard(t *testing.T) {
	for _, tx := range []*i18n.Text{&i18n.English, &i18n.German} {
		tap, keys := shell.PauseHint(tx, false), shell.PauseHint(tx, true)
		for _, word := range []string{"key", "Taste", "click", "klick"} {
			if strings.Contains(tap, word) {
				t.Errorf("without a keyboard the pause says %q", tap)
			}
		}
		if !strings.Contains(tap, "Tap") && !strings.Contains(tap, "tippen") {
			t.Errorf("without a keyboard the pause says %q, not to tap", tap)
		}
		if !strings.Contains(keys, "key") && !strings.Contains(keys, "Taste") {
			t.Errorf("with a keyboard the pause says %q, no key", keys)
		}
	}
}

// TestBoardLogSpeaksToThePersonAsYou plays every board game with one
// person in both languages: wherever a line of the log or the middle names
// him, it is in his grammar ("You are out", "an dich"), never his name
// fitted into the line of another ("You is out", "an Du").
func TestBoardLogSpeaksToThePersonAsYou(t *testing.T) {
	wrong := []string{"You is", "You has", "You lets", "You keeps", "You calls", "You takes", "You lays", "You draws",
		"to You", "by You", "for You", "Du ist", "Du hat", "Du lässt", "Du sagt", "Du nimmt", "Du legt", "Du zieht",
		"an Du", "von Du", "für Du", "bei Du"}
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, id := range boardIDs() {
			g, _ := registry.Lookup(id)
			s := shell.Setup{Game: id, Players: min(g.MaxPlayers, 4), Rounds: 1, Seed: 7}
			s.FirstHumans(1)
			b, err := NewBoard(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NewCtx()
			ctx.Settings.Lang = lang
			seen := map[string]bool{}
			runBoard(t, b, ctx, 200000, func() {
				for _, line := range append(slices.Clone(b.log.Lines), b.tb.big, b.tb.bigSub) {
					seen[line] = true
				}
			})
			for line := range seen {
				for _, w := range wrong {
					if strings.Contains(line, w) {
						t.Errorf("%v/%s: %q", lang, id, line)
					}
				}
			}
		}
	}
}

// TestBoardPanelLabelsNeverOverlap: the labels of one seat's zones (its
// stack and its won cards, "Stapel 20" beside "Gewonnen 0") never run into
// each other, during the deal or after it, in either language, on every
// shape of the screen.
func TestBoardPanelLabelsNeverOverlap(t *testing.T) {
	shapes := [][2]float64{{390, 844}, {768, 1024}, {1000, 1000}, {2560, 1440}, {1280, 720}}
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, id := range boardIDs() {
			g, _ := registry.Lookup(id)
			for _, sh := range shapes {
				s := shell.Setup{Game: id, Players: min(g.MaxPlayers, 4), Rounds: 1, Seed: 3}
				s.FirstHumans(1)
				b, _ := NewBoard(s)
				ctx := gameloop.NarrowCtx(sh[0], sh[1])
				ctx.Settings.Lang = lang
				for k := range 400 {
					gameloop.Tick(b, ctx, nil)
					if k%10 != 0 && b.Dealing {
						continue
					}
					type box struct {
						text string
						r    ui.Rect
					}
					seats := map[int][]box{}
					for i, z := range b.tb.zones {
						r, label, _ := b.labelBox(i, ctx.Scale)
						if label == "" {
							continue
						}
						for _, o := range seats[z.owner] {
							if r.X < o.r.X+o.r.W && o.r.X < r.X+r.W && r.Y < o.r.Y+o.r.H && o.r.Y < r.Y+r.H {
								t.Fatalf("%v/%s/%vx%v (dealing %v): %q runs into %q", lang, id, sh[0], sh[1], b.Dealing, label, o.text)
							}
						}
						seats[z.owner] = append(seats[z.owner], box{label, r})
					}
					if !b.Dealing {
						break
					}
				}
			}
		}
	}
}

// boardToChoose opens game id's board for its fewest players, one person
// at the bottom, at w×h in language lang, and plays until the person has a
// card to choose and nothing moves; x, y is the middle of the first one.
func boardToChoose(t *testing.T, id string, lang game.Lang, w, h float64) (b *Board, ctx *game.Context, x, y float64) {
	t.Helper()
	g, _ := registry.Lookup(id)
	b, ctx = boardAt(t, id, g.MinPlayers, w, h, 0)
	ctx.Settings.Lang = lang
	for range 3000 {
		if b.CanAct() && !b.Motion.Moving() && len(b.Targets()) > 0 {
			break
		}
		gameloop.Tick(b, ctx, nil)
	}
	ts := b.Targets()
	if !b.CanAct() || len(ts) == 0 {
		t.Fatalf("%s: the person never had a card to choose", id)
	}
	r := b.SpotRect(ts[0])
	return b, ctx, r.X + r.W/2, r.Y + r.H/2
}
