package rows

import (
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"image"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// personDraws plays the round at the table: the bots as ever, the person
// drawing whenever he may, else passing, else the first of his legal
// actions, until the round is over or stop says so after one of his turns.
func personDraws(t *testing.T, tb *Table, ctx *game.Context, stop func() bool) {
	t.Helper()
	for range 200000 {
		if tb.State.IsOver() || stop != nil && stop() {
			return
		}
		if tb.HumanTurn() && !tb.Motion.Moving() {
			legal := tb.State.AppendLegal(nil, tb.Bottom)
			pick := legal[0]
			for _, k := range []moveKind{mDraw, mPass} {
				if i := slices.IndexFunc(legal, func(m Move) bool { return m.Kind == k }); i >= 0 {
					pick = legal[i]
					break
				}
			}
			if !tb.Act(pick) {
				t.Fatalf("the table refused the legal %+v", pick)
			}
		}
		gameloop.Tick(tb, ctx, nil)
	}
	t.Fatal("the round did not end")
}

// logWords are what the log of a round of Elfer raus! says in a language,
// as patterns: the person's lays and draws with the card named, the bots'
// lays named and their draws hidden, passes.
type logWords struct {
	lang                                 game.Lang
	youLay, youDraw, botLay, botDraw     *regexp.Regexp
	pass, botDrawNamed, foreign, letters *regexp.Regexp
}

var elferLogWords = []logWords{
	{
		lang:         game.English,
		youLay:       regexp.MustCompile(`^You lay (red|yellow|green|blue) \d+$`),
		youDraw:      regexp.MustCompile(`^You draw (red|yellow|green|blue) \d+$`),
		botLay:       regexp.MustCompile(`^Bot \d lays (red|yellow|green|blue) \d+$`),
		botDraw:      regexp.MustCompile(`^Bot \d draws a card$`),
		pass:         regexp.MustCompile(`^(Bot \d passes|You pass)$`),
		botDrawNamed: regexp.MustCompile(`^Bot \d draws (red|yellow|green|blue)`),
		foreign:      regexp.MustCompile(`rote|gelbe|grüne|blaue|legt|zieht`),
		letters:      regexp.MustCompile(`\b[RYGB]\d`),
	},
	{
		lang:         game.German,
		youLay:       regexp.MustCompile(`^Du legst die (rote|gelbe|grüne|blaue) \d+$`),
		youDraw:      regexp.MustCompile(`^Du ziehst die (rote|gelbe|grüne|blaue) \d+$`),
		botLay:       regexp.MustCompile(`^Bot \d legt die (rote|gelbe|grüne|blaue) \d+$`),
		botDraw:      regexp.MustCompile(`^Bot \d zieht eine Karte$`),
		pass:         regexp.MustCompile(`^(Bot \d passt|Du passt)$`),
		botDrawNamed: regexp.MustCompile(`^Bot \d zieht die`),
		foreign:      regexp.MustCompile(`\b(red|yellow|green|blue|lays|draws|You)\b`),
		letters:      regexp.MustCompile(`\b[RYGB]\d`),
	},
}

// TestTableLogsMovesInWords: a round of Elfer raus! played to its end
// leaves a log line for every action but the ends of turns, in the
// person's language: his lays and the cards he drew by name, the bots'
// lays by name, their draws as "a card", passes, and who went out; German
// with German colour names and never a letter code like "Y11", in the log
// and in the seats' notes of their last moves.
func TestTableLogsMovesInWords(t *testing.T) {
	for _, w := range elferLogWords {
		found := false
		for seed := uint64(1); seed <= 40 && !found; seed++ {
			s := scenetest.OneHuman(seed)
			s.Players = 3
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NewCtx()
			ctx.Settings.Lang = w.lang
			personDraws(t, tb, ctx, nil)
			gameloop.Tick(tb, ctx, nil)
			lines := tb.log.Lines
			acts := 0
			passes := false
			for _, a := range Es(tb).Log() {
				if a.Kind != elfer.End {
					acts++
				}
				passes = passes || a.Kind == elfer.Pass
			}
			if !passes {
				continue // a round with a pass shows every kind of line
			}
			found = true
			if len(lines) != acts+1 {
				t.Errorf("lang %d seed %d: %d lines for %d actions and the end:\n%s", w.lang, seed, len(lines), acts, strings.Join(lines, "\n"))
			}
			for _, re := range []*regexp.Regexp{w.youLay, w.youDraw, w.botLay, w.botDraw, w.pass} {
				if !slices.ContainsFunc(lines, re.MatchString) {
					t.Errorf("lang %d seed %d: no line like %v in\n%s", w.lang, seed, re, strings.Join(lines, "\n"))
				}
			}
			for _, line := range lines {
				if w.botDrawNamed.MatchString(line) || w.foreign.MatchString(line) || w.letters.MatchString(line) {
					t.Errorf("lang %d seed %d: the line %q", w.lang, seed, line)
				}
			}
			if last := lines[len(lines)-1]; last != tb.status {
				t.Errorf("lang %d seed %d: the log ends with %q, the status says %q", w.lang, seed, last, tb.status)
			}
			notes := tb.State.LastMoves(tb.text)
			for _, n := range notes {
				if w.letters.MatchString(n) && w.lang == game.German {
					t.Errorf("a German seat's note of its last move reads %q", n)
				}
			}
		}
		if !found {
			t.Errorf("lang %d: no round with a pass in 40 seeds", w.lang)
		}
	}
}

// TestTableLogsGermanShortCards: a German seat's note of the cards it laid
// in its turn names them in German ("Gelb 11"), an English one keeps the
// short letters ("Y11").
func TestTableLogsGermanShortCards(t *testing.T) {
	log := []elfer.Action{{Seat: 1, Kind: elfer.Lay, Card: card.New(card.Yellow, 11)}, {Seat: 1, Kind: elfer.Lay, Card: card.New(card.Green, 12)}}
	if got := lastMoves(i18n.T(game.German), log)[1]; got != "Gelb 11, Grün 12" {
		t.Errorf("German: %q", got)
	}
	if got := lastMoves(i18n.T(game.English), log)[1]; got != "Y11 G12" {
		t.Errorf("English: %q", got)
	}
}

// TestTableMarksTheCardDrawn: the card the person just drew is the one
// marked in his hand, until his next action; a bot's draw marks nothing.
func TestTableMarksTheCardDrawn(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		tb, _ := NewTable(scenetest.OneHuman(seed))
		ctx := gameloop.NewCtx()
		for untilHumanTurn(t, tb, ctx) {
			if tb.fresh != card.None {
				t.Fatalf("seed %d: %v is marked before the person drew", seed, tb.fresh)
			}
			if !tb.canDo(mDraw) {
				tb.Act(elferMove(Es(tb).Legal(0)[0]))
				gameloop.Tick(tb, ctx, nil)
				continue
			}
			tb.Act(Move{Kind: mDraw})
			gameloop.Tick(tb, ctx, nil)
			log := Es(tb).Log()
			drawn := log[len(log)-1].Card
			if tb.fresh != drawn || !slices.Contains(tb.Own(), drawn) {
				t.Fatalf("seed %d: drew %v, marked %v", seed, drawn, tb.fresh)
			}
			if !strings.Contains(tb.log.Lines[len(tb.log.Lines)-1], i18n.T(game.English).CardName(drawn)) {
				t.Errorf("seed %d: the log's last line %q does not name the %v drawn", seed, tb.log.Lines[len(tb.log.Lines)-1], drawn)
			}
			// Until his next action, whatever the bots do meanwhile.
			for range 400 {
				if tb.HumanTurn() && !tb.Motion.Moving() || tb.State.IsOver() {
					break
				}
				gameloop.Tick(tb, ctx, nil)
				if tb.fresh != drawn {
					t.Fatalf("seed %d: the mark went from %v to %v before his next action", seed, drawn, tb.fresh)
				}
			}
			if tb.State.IsOver() || !tb.HumanTurn() {
				return
			}
			a := Es(tb).Legal(0)[0]
			tb.Act(elferMove(a))
			gameloop.Tick(tb, ctx, nil)
			if a.Kind != elfer.Draw && tb.fresh != card.None {
				t.Errorf("seed %d: after his %v the mark stays on %v", seed, a, tb.fresh)
			}
			return
		}
	}
	t.Fatal("the person never drew in 30 rounds")
}

// TestTableNamesTheOpenerByLot: in "any starting card" the table says who
// was drawn by lot to open: the log's first line and a note at the table
// when the deal is over, naming the seat that then opens.
func TestTableNamesTheOpenerByLot(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		s := scenetest.OneHuman(5)
		s.Game = "elfer-beliebige-startkarte"
		tb, err := NewTable(s)
		if err != nil {
			t.Fatal(err)
		}
		opener := Es(tb).ToMove() // the seat the engine's lot chose
		ctx := gameloop.NewCtx()
		ctx.Settings.Lang = lang
		for i := 0; i < 2000 && (tb.dealing || tb.text == nil); i++ {
			gameloop.Tick(tb, ctx, nil)
		}
		want := map[game.Lang]string{game.English: " was drawn by lot to open", game.German: " wurde ausgelost und beginnt"}[lang]
		you := map[game.Lang]string{game.English: "You were drawn by lot to open", game.German: "Du wurdest ausgelost und beginnst"}[lang]
		line := tb.names[opener] + want
		if opener == 0 {
			line = you
		}
		if len(tb.log.Lines) == 0 || tb.log.Lines[0] != line {
			t.Errorf("lang %d: the log begins %q, want %q", lang, tb.log.Lines, line)
		}
		if tb.msg.Text != line+"." || tb.msg.Ticks == 0 {
			t.Errorf("lang %d: the table notes %q, want %q", lang, tb.msg.Text, line+".")
		}
		personDraws(t, tb, ctx, func() bool { return Es(tb).Actions() > 0 })
		if first := Es(tb).Log()[0].Seat; first != opener {
			t.Errorf("lang %d: seat %d opened, the log named seat %d", lang, first, opener)
		}
	}
}

// TestTableLogSurvivesResume: a match continued from its save shows the
// log it showed before (the person's drawn cards named as before), for
// Elfer raus! and MASTER; and it goes on from there.
func TestTableLogSurvivesResume(t *testing.T) {
	for _, s := range []shell.Setup{scenetest.OneHuman(3), scenetest.MasterHuman(3)} {
		tb, err := NewTable(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		turns := 0
		personDraws(t, tb, ctx, func() bool {
			if tb.HumanTurn() {
				turns++
			}
			return turns > 60 && tb.HumanTurn()
		})
		gameloop.Tick(tb, ctx, nil)
		before := slices.Clone(tb.log.Lines)
		if len(before) < 10 || !slices.ContainsFunc(before, regexp.MustCompile(`^You draw (red|yellow|green|blue) \d+$`).MatchString) {
			t.Fatalf("%s: no own draw in the log before the save:\n%s", s.Game, strings.Join(before, "\n"))
		}
		rt, err := Resume(tb.saveOf())
		if err != nil {
			t.Fatal(err)
		}
		rctx := gameloop.NewCtx()
		gameloop.Tick(rt, rctx, nil)
		if !slices.Equal(rt.log.Lines, before) {
			t.Errorf("%s: resumed, the log reads\n%s\nbefore the save\n%s", s.Game, strings.Join(rt.log.Lines, "\n"), strings.Join(before, "\n"))
		}
		if rt.fresh != tb.fresh {
			t.Errorf("%s: resumed, %v is marked, before %v", s.Game, rt.fresh, tb.fresh)
		}
		n := len(rt.log.Lines)
		personDraws(t, rt, rctx, func() bool { return len(rt.log.Lines) > n+3 })
		if !slices.Equal(rt.log.Lines[:n], before) {
			t.Errorf("%s: playing on rewrote the log", s.Game)
		}
	}
}

// TestTableLogsMaster: the log of MASTER rounds tells jokers, connection
// cards, exchanges and bonus cards, the bonus cards won by each seat as
// many as the engine counts, in English and German.
func TestTableLogsMaster(t *testing.T) {
	kinds := map[logKind]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s := shell.Setup{Game: scenetest.MasterGame, Players: 4, Rounds: 1, Seed: seed, Level: bot.Hard}
		tb, err := NewTable(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		for i := 0; i < 200000 && !tb.State.IsOver(); i++ {
			gameloop.Tick(tb, ctx, nil)
		}
		gameloop.Tick(tb, ctx, nil)
		var won [shell.MaxSeats]int
		for _, e := range tb.logged {
			kinds[e.kind] = true
			if e.kind == evBonus {
				won[e.seat]++
			}
		}
		for p := range s.Players {
			if won[p] != ms(tb).Bonus(p) {
				t.Errorf("seed %d: the log has seat %d win %d bonus cards, the engine %d", seed, p, won[p], ms(tb).Bonus(p))
			}
		}
		for _, lang := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = lang
			gameloop.Tick(tb, ctx, nil)
			for i, e := range tb.logged {
				if e.kind == evEnd {
					continue
				}
				line := tb.logLine(e)
				if line == "" || strings.Contains(line, "%!") {
					t.Errorf("lang %d: event %d %+v reads %q", lang, i, e, line)
				}
			}
		}
	}
	for _, k := range []logKind{evJoker, evLink, evSwap, evBonus, evDraw, evOut} {
		if !kinds[k] {
			t.Errorf("no event of kind %d in six MASTER rounds", k)
		}
	}
	tx := i18n.T(game.German)
	tb := &Table{text: tx, names: []string{"Anna", "Ben"}, Setup: shell.Setup{Players: 2}}
	for _, c := range []struct {
		e    logEvent
		want string
	}{
		{logEvent{kind: evJoker, seat: 0, card: card.New(card.Red, 13)}, "Anna legt einen Joker für die rote 13"},
		{logEvent{kind: evLink, seat: 1, card: card.New(card.Yellow, 9), to: card.Blue}, "Ben legt eine Verbindungskarte an die gelbe 9 → Reihe Blau"},
		{logEvent{kind: evSwap, seat: 0, card: card.New(card.Green, 4)}, "Anna tauscht die grüne 4 gegen den Joker"},
		{logEvent{kind: evBonus, seat: 1}, "Ben gewinnt eine Bonuskarte (+11)"},
	} {
		if got := tb.logLine(c.e); got != c.want {
			t.Errorf("%+v reads %q, want %q", c.e, got, c.want)
		}
	}
}

// TestTableLogScrollsAtTheTable: at the table the wheel over the log
// scrolls it back and PageDown forward, and a press on the log plays no
// card; on a phone a tap on the strip opens it and Esc folds it without
// leaving the table.
func TestTableLogScrollsAtTheTable(t *testing.T) {
	tb, _ := NewTable(scenetest.OneHuman(4))
	ctx := gameloop.NewCtx()
	personDraws(t, tb, ctx, func() bool { return len(tb.log.Lines) > 40 && tb.HumanTurn() })
	r := tb.Lay.log
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Wheel = r.X+20, r.Y+20, 2 })
	if tb.log.Back == 0 {
		t.Fatal("the wheel over the log did not scroll it")
	}
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyPageDown) })
	if tb.log.Back != 0 {
		t.Errorf("PageDown left the log %d rows back", tb.log.Back)
	}
	acts := tb.State.Actions()
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = r.X+20, r.Y+20, true, true })
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+20, r.Y+20, true })
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if tb.State.Actions() != acts || tb.log.Focus {
		t.Errorf("a click on the log and Esc: %d actions (before %d), focus %v", tb.State.Actions(), acts, tb.log.Focus)
	}

	pt, _ := NewTable(scenetest.OneHuman(4))
	pctx := gameloop.NarrowCtx(390, 844)
	personDraws(t, pt, pctx, func() bool { return len(pt.log.Lines) > 10 && pt.HumanTurn() })
	if !pt.Lay.portrait || !pt.log.Folded() {
		t.Fatal("the phone's log does not fold")
	}
	s := pt.Lay.log
	gameloop.Tick(pt, pctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down, in.Touch = s.X+30, s.Y+10, true, true, true })
	gameloop.Tick(pt, pctx, func(in *game.Input) { in.X, in.Y, in.Released, in.Touch = s.X+30, s.Y+10, true, true })
	if !pt.log.Open {
		t.Fatal("a tap on the strip did not open the log")
	}
	gameloop.Tick(pt, pctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if pt.log.Open || pt.State.IsOver() {
		t.Error("Esc did not fold the log")
	}
}

// TestTableFrameWithCardDrawnAllocatesNothing: on the person's turn after
// he drew a card that does not fit, with the card marked and the log
// showing, a frame at rest allocates nothing, on a wide screen and on a
// phone (saved to $ELFER_SHOTS to look at).
func TestTableFrameWithCardDrawnAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{1280, 720}, {390, 844}} {
		checkDrawnAtRest(t, size)
	}
}

func checkDrawnAtRest(t *testing.T, size image.Point) {
	for seed := uint64(1); seed <= 30; seed++ {
		tb, _ := NewTable(scenetest.OneHuman(seed))
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		ctx.Resize(float64(size.X), float64(size.Y))
		frame := gameloop.SceneFrame(tb, screen, ctx)
		for untilHumanTurn(t, tb, ctx) {
			if !tb.canDo(mDraw) {
				tb.Act(elferMove(Es(tb).Legal(0)[0]))
				continue
			}
			tb.Act(Move{Kind: mDraw})
			if !tb.HumanTurn() || Es(tb).Turn().MustLay != card.None {
				continue
			}
			frame() // the drawn card sets off
			for i := 0; i < 300 && (tb.Motion.Moving() || tb.msg.Ticks > 0); i++ {
				frame()
			}
			for range 5 {
				frame()
			}
			if tb.fresh == card.None || !tb.AtRest() {
				t.Fatalf("seed %d: no card marked at rest (%v)", seed, tb.fresh)
			}
			if got := min(gameloop.FramesAllocate(30, frame), gameloop.FramesAllocate(30, frame)); got != 0 {
				t.Errorf("%v: 30 frames at rest with a drawn card marked allocate %d times", size, got)
			}
			pix := make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix)
			gameloop.SaveShot(t, fmt.Sprintf("table-drawn-%dx%d", size.X, size.Y), size, pix)
			return
		}
	}
	t.Fatal("the person never drew a card that does not fit")
}

// TestTableLogLinesAreWhole: every event of the log, the person's and a
// bot's, is told in whole words in both languages: a line of the person
// that names nobody ("You pass") shows no formatting debris.
func TestTableLogLinesAreWhole(t *testing.T) {
	tb, err := NewTable(scenetest.OneHuman(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []game.Lang{game.English, game.German} {
		tb.text = i18n.T(lang)
		tb.names = tb.Setup.Names(tb.text)
		for kind := evLot; kind <= evBlocked; kind++ {
			for _, seat := range []int8{0, 1} {
				for _, c := range []card.Card{card.New(card.Red, 5), card.None} {
					e := logEvent{kind: kind, seat: seat, card: c, to: card.Blue}
					if line := tb.logLine(e); strings.Contains(line, "%!") {
						t.Errorf("lang %d, event %d of seat %d: %q", lang, kind, seat, line)
					}
				}
			}
		}
	}
}
