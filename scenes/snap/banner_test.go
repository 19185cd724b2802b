package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// snapScreens are the screens a false call and the hint are checked on:
// w x h CSS px at dpr device px each; the last two are a phone upright
// and held sideways.
var snapScreens = []struct{ w, h, dpr float64 }{{1280, 720, 1}, {1920, 1080, 1}, {390, 844, 3}, {844, 390, 3}}

// snapCtx is a context for a screen of snapScreens whose scene takes the
// narrow and the short design, as the table does.
func snapCtx(w, h, dpr float64) *game.Context {
	ctx := gameloop.NewCtx()
	ctx.DPR = dpr
	ctx.AllowNarrow(true)
	ctx.AllowShort(true)
	ctx.Resize(w*dpr, h*dpr)
	return ctx
}

// falseCall plays sc until seat 0 (a person) has a face-up pile and no
// two piles match, then presses its Schnapp key: a false call.
func falseCall(t *testing.T, sc *Snap, ctx *game.Context) {
	t.Helper()
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnapp)
		return v.Piles[0].Size > 0 && !ok && !sc.motion.Moving()
	})
	key := sc.keys[sc.keyOf[0]][0]
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.PressKey(key) })
	if c := sc.callouts[0]; c.penalty == "" || c.ttl == 0 {
		t.Fatalf("the false call is not shown: %+v", c)
	}
}

// TestSnapFalseCallShots draws a person's false call on the screens of
// the issue, to look at with ELFER_SHOTS.
func TestSnapFalseCallShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, tc := range []struct {
		game            string
		w, h, dpr       float64
		players, humans int
	}{
		{snap.ID, 1280, 720, 1, 4, 1}, {snap.ID, 1280, 720, 1, 6, 2}, {snap.ID, 1920, 1080, 1, 3, 1},
		{snap.ID, 390, 844, 2, 4, 1}, {snap.IDLos, 390, 844, 2, 6, 3},
		{snap.ID, 844, 390, 2, 3, 1}, {snap.IDLos, 844, 390, 2, 6, 1}, {snap.ID, 844, 390, 2, 5, 3},
	} {
		ctx, screen := gameloop.GPUCtx(int(tc.w*tc.dpr), int(tc.h*tc.dpr))
		ctx.DPR = tc.dpr
		ctx.AllowNarrow(true)
		ctx.AllowShort(true)
		s := shell.Setup{Game: tc.game, Players: tc.players, Seed: 5}
		s.FirstHumans(tc.humans)
		sc, err := NewSnap(s)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			gameloop.Tick(sc, ctx, nil)
		}
		falseCall(t, sc, ctx)
		for range 20 {
			gameloop.Tick(sc, ctx, nil)
		}
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			sc.Draw(screen, ctx)
		})
		pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
		screen.ReadPixels(pix)
		gameloop.SaveShot(t, fmt.Sprintf("snap-false-%s-%vx%v-%d-%d", tc.game, tc.w, tc.h, tc.players, tc.humans), screen.Bounds().Size(), pix)
	}
	// The replay on a phone held sideways, a while into the game.
	live, _ := playedSnap(t, snap.IDLos, 5, 3, game.Fast)
	r := openSnapReplay(t, snapRecord(t, live))
	ctx, screen := gameloop.GPUCtx(844*2, 390*2)
	ctx.DPR = 2
	ctx.AllowNarrow(true)
	ctx.AllowShort(true)
	for range 700 {
		gameloop.Tick(r, ctx, nil)
	}
	gameloop.InFrame(func(*ebiten.Image) {
		screen.Clear()
		r.Draw(screen, ctx)
	})
	pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
	screen.ReadPixels(pix)
	gameloop.SaveShot(t, "snap-replay-short", screen.Bounds().Size(), pix)
}

// wrapped reports whether lines, a text broken into lines, holds all of
// the words of text, none cut short.
func sameWords(lines, text string) bool {
	return strings.Join(strings.Fields(lines), " ") == strings.Join(strings.Fields(text), " ")
}

// snapPlay are the parts of a Schnipp Schnapp table a note must leave in
// sight: every seat's stack and face-up pile, name plate and buttons, the
// centre pile with its label, the countdown of 3-2-1-los, and the line of
// the menu link and the deal code.
func snapPlay(l *snapLayout, people [snap.MaxPlayers]bool, los bool) []scenetest.Region {
	var out []scenetest.Region
	for p := range l.players {
		sx, sy := l.stack(p)
		px, py := l.pile(p)
		out = append(out,
			scenetest.Region{Name: fmt.Sprintf("seat %d's stack", p), R: ui.Rect{X: sx, Y: sy, W: l.cardW, H: l.cardH}},
			scenetest.Region{Name: fmt.Sprintf("seat %d's pile", p), R: ui.Rect{X: px, Y: py, W: l.cardW, H: l.cardH}},
			scenetest.Region{Name: fmt.Sprintf("seat %d's plate", p), R: l.panel(p)})
		if people[p] {
			a, b := l.Buttons(p)
			out = append(out, scenetest.Region{Name: fmt.Sprintf("seat %d's Schnapp", p), R: a}, scenetest.Region{Name: fmt.Sprintf("seat %d's Schnipp", p), R: b})
		}
	}
	out = append(out, scenetest.Region{Name: "centre", R: ui.Rect{X: l.centreX, Y: l.centreY - spLabelH, W: l.cardW, H: l.cardH + spLabelH}})
	if los {
		out = append(out, scenetest.Region{Name: "countdown", R: l.countdown})
	}
	if l.portrait {
		out = append(out, scenetest.Region{Name: "menu and code line", R: l.info})
	} else {
		out = append(out, scenetest.Region{Name: "menu and code", R: ui.Rect{X: l.lw - 260, Y: l.lh - 70, W: 236, H: 56}})
	}
	return out
}

// forSnapTables runs f on a live table of Schnipp Schnapp and of
// 3-2-1-los, on every screen of snapScreens, for 2 to 6 players with 1 to
// 3 people.
func forSnapTables(t *testing.T, lang game.Lang, f func(name string, ctx *game.Context, sc *Snap, people [snap.MaxPlayers]bool)) {
	for _, sz := range snapScreens {
		for _, id := range []string{snap.ID, snap.IDLos} {
			for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
				for humans := 1; humans <= min(players, shell.MaxSnapHumans); humans++ {
					ctx := snapCtx(sz.w, sz.h, sz.dpr)
					ctx.Settings.Lang = lang
					s := shell.Setup{Game: id, Players: players, Seed: 5}
					s.FirstHumans(humans)
					sc, err := NewSnap(s)
					if err != nil {
						t.Fatal(err)
					}
					gameloop.Tick(sc, ctx, nil)
					var people [snap.MaxPlayers]bool
					for p := range humans {
						people[p] = true
					}
					f(fmt.Sprintf("%s %vx%v/%d players/%d people", id, sz.w, sz.h, players, humans), ctx, sc, people)
				}
			}
		}
	}
}

// TestSnapFalseCallLeavesPlayInSight: after a person's false call, on
// every screen and table, its banner is on the screen and crosses no
// seat's stack, pile, name plate or button, nor the centre pile, the
// countdown or the menu line; so does the banner of a false call by any
// other seat; and the bottom seat's banner holds the whole penalty in both
// languages, any other the penalty uncut or its title alone.
func TestSnapFalseCallLeavesPlayInSight(t *testing.T) {
	forSnapTables(t, game.English, func(name string, ctx *game.Context, sc *Snap, people [snap.MaxPlayers]bool) {
		for range 200 {
			gameloop.Tick(sc, ctx, nil)
		}
		falseCall(t, sc, ctx)
		l := &sc.Lay
		play := snapPlay(l, people, sc.St.Options().Los)
		for p := range l.players {
			b := l.mistake(p)
			if b.W < 100 || b.H < 30 || !ui.Inside(b, l.lw, l.lh) {
				t.Errorf("%s: seat %d's banner %+v is not on the %vx%v screen", name, p, b, l.lw, l.lh)
			}
			for _, r := range play {
				if b.Crosses(r.R) {
					t.Errorf("%s: seat %d's banner %+v covers %s %+v", name, p, b, r.Name, r.R)
				}
			}
			for _, lang := range []game.Lang{game.English, game.German} {
				tx := i18n.T(lang)
				for _, w := range []string{tx.SnapSchnapp, tx.SnapSchnipp} {
					pen := fmt.Sprintf(tx.SnapPenalty, w)
					tf, lines, lf := bannerLines(b, tx.SnapMistake, pen, ctx.Scale)
					if tw, _ := sprites.MeasureText(tx.SnapMistake, tf); tw/ctx.Scale > b.W-16 {
						t.Errorf("%s: %q is %.0f wide in a banner %.0f wide", name, tx.SnapMistake, tw/ctx.Scale, b.W)
					}
					// The penalty is said in full, cut short nowhere; only a
					// crowded table may leave a far seat's banner room for
					// its title alone, never the bottom seat's.
					if (lines != "" || p == 0) && !sameWords(lines, pen) {
						t.Errorf("%s: seat %d's banner %+v says %q of %q", name, p, b, lines, pen)
					}
					_, th := sprites.MeasureText(tx.SnapMistake, tf)
					if _, lh := sprites.MeasureText(lines, lf); (th+lh)/ctx.Scale > b.H-8 {
						t.Errorf("%s: seat %d's banner %+v is too low for %q", name, p, b, lines)
					}
				}
			}
		}
		// What is drawn after the call is that very banner, for a
		// moment that ends.
		if c := sc.callouts[0]; c.ttl == 0 || c.ttl > mistakeTicks || c.penalty == "" {
			t.Errorf("%s: the banner of the call: %+v", name, c)
		}
	})
}

// TestSnapHintSaysWhatTheCallsMean: at the table of a person, on every
// screen and table, in English and German, the table says what Schnapp
// and Schnipp mean, every word of it in its place, which is on the screen
// and crosses no part of the play nor a place a call's word stands.
func TestSnapHintSaysWhatTheCallsMean(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		tx := i18n.T(lang)
		forSnapTables(t, lang, func(name string, ctx *game.Context, sc *Snap, people [snap.MaxPlayers]bool) {
			l := &sc.Lay
			s := ctx.Scale
			if !sc.hint {
				t.Fatalf("%s: no hint at a person's table", name)
			}
			if got := strings.Join(sc.hintText[:], " "); !sameWords(got, tx.SnapHintSchnapp+" "+tx.SnapHintSchnipp) {
				t.Errorf("%s/%v: the hint says %q", name, lang, got)
			}
			play := snapPlay(l, people, true)
			for p := range l.players {
				play = append(play, scenetest.Region{Name: fmt.Sprintf("seat %d's call", p), R: l.callWord(p)})
			}
			for i, h := range l.hints {
				if sc.hintText[i] == "" {
					continue
				}
				if !ui.Inside(h, l.lw, l.lh) || h.W <= 0 {
					t.Errorf("%s: the hint %+v is not on the screen", name, h)
				}
				if w, ht := sprites.MeasureText(sc.hintText[i], sc.hintFaces[i]); w/s > h.W || ht/s > h.H {
					t.Errorf("%s/%v: %q is %.0fx%.0f in a place %+v", name, lang, sc.hintText[i], w/s, ht/s, h)
				}
				for _, r := range play {
					if h.Crosses(r.R) {
						t.Errorf("%s: the hint %+v crosses %s %+v", name, h, r.Name, r.R)
					}
				}
			}
		})
	}
}

// TestSnapReplayShortControls opens the replay viewer of Schnipp Schnapp
// and of 3-2-1-los on phones held sideways: it takes the short design, and
// every control is on the screen, a thumb's size, and crosses no other
// control, no seat's cards or plate, the centre, or the lines the replay
// writes; a tap on ► steps.
func TestSnapReplayShortControls(t *testing.T) {
	var _ game.Short = (*SnapReplay)(nil)
	for _, id := range []string{snap.ID, snap.IDLos} {
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			live, _ := playedSnap(t, id, players, 3, game.Fast)
			rec := snapRecord(t, live)
			for _, sz := range scenetest.ShortSizes {
				name := fmt.Sprintf("%s %vx%v/%d players", id, sz.W, sz.H, players)
				r := openSnapReplay(t, rec)
				ctx := scenetest.ShortCtx(sz.W, sz.H)
				gameloop.Tick(r, ctx, nil)
				l := &r.Lay
				if !l.short {
					t.Fatalf("%s: the replay is not laid out short (%vx%v)", name, l.lw, l.lh)
				}
				back, fwd, play, speed, menu := l.ReplayButtons()
				regs := []scenetest.Region{{Name: "◄", R: back}, {Name: "►", R: fwd}, {Name: "play", R: play}, {Name: "speed", R: speed}, {Name: "back", R: menu}}
				for _, b := range regs {
					if m := min(b.R.W, b.R.H); m < 44 || !ui.Inside(b.R, l.lw, l.lh) {
						t.Errorf("%s: %s %+v is not a whole button on the %vx%v screen", name, b.Name, b.R, l.lw, l.lh)
					}
				}
				regs = append(regs, scenetest.Region{Name: "position", R: l.replayLine()})
				regs = append(regs, snapRegions(l, [snap.MaxPlayers]bool{})...)
				regs = append(regs, scenetest.Region{Name: "countdown", R: l.countdown})
				for i, a := range regs {
					for _, b := range regs[i+1:] {
						if ui.Overlaps(a.R, b.R) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
						}
					}
				}
				if w, _ := sprites.MeasureText(r.posStr, ui.FitFace(r.posStr, 17, 14, l.replayLine().W, ctx.Scale, false)); w/ctx.Scale > l.replayLine().W {
					t.Errorf("%s: the position %q does not fit its line", name, r.posStr)
				}
				r.Playing = false
				pos := r.Pos()
				gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Released = fwd.X+fwd.W/2, fwd.Y+fwd.H/2, true })
				if r.Pos() <= pos {
					t.Errorf("%s: a tap on ► did not step (%d)", name, r.Pos())
				}
			}
		}
	}
}

// TestSnapCallsStayOnScreen: a seat's call ("Schnapp!" in big letters and
// its reaction time) stands over its pile, wholly on the screen and off
// the pile: on a phone held sideways a top seat's call stood half over the
// screen's edge.
func TestSnapCallsStayOnScreen(t *testing.T) {
	eachSnapLayout(func(sc snapScreen, players, humans int, l *snapLayout, ctx *game.Context) {
		for p := range players {
			text, sub, size := l.calloutYs(p)
			x, y := l.pile(p)
			// The reaction time is 15 px: its digits reach 6 px
			// below its middle.
			top, bottom := text-calloutHalf(size), sub+6
			if size < 20 {
				t.Errorf("%vx%v, %d players: seat %d's call is set at %.0f px", sc.w, sc.h, players, p, size)
			}
			if top < 0 || bottom > l.lh {
				t.Errorf("%vx%v, %d players, %d people: seat %d's call spans y %.0f to %.0f of %.0f", sc.w, sc.h, players, humans, p, top, bottom, l.lh)
			}
			if top < y+l.cardH && bottom > y {
				t.Errorf("%vx%v, %d players: seat %d's call (y %.0f to %.0f) covers its pile at x %.0f y %.0f", sc.w, sc.h, players, p, top, bottom, x, y)
			}
		}
	})
}

// TestSnapNewsCrossesNothing: the table's banner (a quartet set aside, a
// tie) lies on the screen and over nothing of the table but, on a crowded
// low screen, the hint, which gives way to it; on a phone held sideways it
// stood over the person's own cards and name.
func TestSnapNewsCrossesNothing(t *testing.T) {
	eachSnapLayout(func(sc snapScreen, players, humans int, l *snapLayout, ctx *game.Context) {
		name := fmt.Sprintf("%vx%v, %d players, %d people", sc.w, sc.h, players, humans)
		if !ui.Inside(l.news, l.lw, l.lh) || l.news.W < 120 {
			t.Errorf("%s: the banner's place %+v is not on the %vx%v screen", name, l.news, l.lw, l.lh)
		}
		for _, r := range l.taken() {
			if l.news.Overlaps(r) && l.news != l.hints[0] {
				t.Errorf("%s: the banner's place %+v crosses %+v", name, l.news, r)
			}
		}
		// The longest banner fits its place at a readable size.
		text := fmt.Sprintf(i18n.German.SnapQuartet, "Mitspieler 6", 20)
		lines, f := ui.FitWrap(text, 26, 15, l.news.W, max(1, int(l.news.H/bannerLineH)), ctx.Scale, true)
		w, h := sprites.MeasureText(lines, f)
		if w/ctx.Scale > l.news.W+1 || h/ctx.Scale > l.news.H+bannerLineH/2 {
			t.Errorf("%s: %q takes %.0fx%.0f in %+v", name, lines, w/ctx.Scale, h/ctx.Scale, l.news)
		}
	})
}

// snapScreen is a screen of snapScreens: w x h CSS px at dpr.
type snapScreen = struct{ w, h, dpr float64 }

// eachSnapLayout runs check on the layout of every table of 2 to 6 seats
// and 0 to 3 people, on snapScreens and a smaller phone held sideways.
func eachSnapLayout(check func(sc snapScreen, players, humans int, l *snapLayout, ctx *game.Context)) {
	for _, sc := range append(slices.Clone(snapScreens), snapScreen{667, 375, 2}) {
		ctx := snapCtx(sc.w, sc.h, sc.dpr)
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			for humans := 0; humans <= min(players, shell.MaxSnapHumans); humans++ {
				var people [snap.MaxPlayers]bool
				for p := range humans {
					people[p] = true
				}
				l := newSnapLayout(ctx.LW, ctx.LH, players, people, false)
				check(sc, players, humans, &l, ctx)
			}
		}
	}
}
