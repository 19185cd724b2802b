package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/sprites"
)

// snapScreens are the screens a false call and the hint are checked on:
// w x h CSS px at dpr device px each; the last two are a phone upright
// and held sideways.
var snapScreens = []struct{ w, h, dpr float64 }{{1280, 720, 1}, {1920, 1080, 1}, {390, 844, 3}, {844, 390, 3}}

// snapCtx is a context for a screen of snapScreens whose scene takes the
// narrow and the short design, as the table does.
func snapCtx(w, h, dpr float64) *game.Context {
	ctx := newCtx()
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
	tick(sc, ctx, func(in *game.Input) { in.PressKey(key) })
	if c := sc.callouts[0]; c.penalty == "" || c.ttl == 0 {
		t.Fatalf("the false call is not shown: %+v", c)
	}
}

// TestSnapFalseCallShots draws a person's false call on the screens of
// the issue, to look at with ELFER_SHOTS.
func TestSnapFalseCallShots(t *testing.T) {
	needGPU(t)
	for _, tc := range []struct {
		game            string
		w, h, dpr       float64
		players, humans int
	}{
		{snap.ID, 1280, 720, 1, 4, 1}, {snap.ID, 1280, 720, 1, 6, 2}, {snap.ID, 1920, 1080, 1, 3, 1},
		{snap.ID, 390, 844, 2, 4, 1}, {snap.IDLos, 390, 844, 2, 6, 3},
		{snap.ID, 844, 390, 2, 3, 1}, {snap.IDLos, 844, 390, 2, 6, 1}, {snap.ID, 844, 390, 2, 5, 3},
	} {
		ctx, screen := gpuCtx(int(tc.w*tc.dpr), int(tc.h*tc.dpr))
		ctx.DPR = tc.dpr
		ctx.AllowNarrow(true)
		ctx.AllowShort(true)
		s := Setup{Game: tc.game, Players: tc.players, Seed: 5}
		s.FirstHumans(tc.humans)
		sc, err := NewSnap(s)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			tick(sc, ctx, nil)
		}
		falseCall(t, sc, ctx)
		for range 20 {
			tick(sc, ctx, nil)
		}
		inFrame(func(*ebiten.Image) {
			screen.Clear()
			sc.Draw(screen, ctx)
		})
		pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
		screen.ReadPixels(pix)
		saveShot(t, fmt.Sprintf("snap-false-%s-%vx%v-%d-%d", tc.game, tc.w, tc.h, tc.players, tc.humans), screen.Bounds().Size(), pix)
	}
	// The replay on a phone held sideways, a while into the game.
	live, _ := playedSnap(t, snap.IDLos, 5, 3, game.Fast)
	r := openSnapReplay(t, snapRecord(t, live))
	ctx, screen := gpuCtx(844*2, 390*2)
	ctx.DPR = 2
	ctx.AllowNarrow(true)
	ctx.AllowShort(true)
	for range 700 {
		tick(r, ctx, nil)
	}
	inFrame(func(*ebiten.Image) {
		screen.Clear()
		r.Draw(screen, ctx)
	})
	pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
	screen.ReadPixels(pix)
	saveShot(t, "snap-replay-short", screen.Bounds().Size(), pix)
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
func snapPlay(l *snapLayout, people [snap.MaxPlayers]bool, los bool) []region {
	var out []region
	for p := range l.players {
		sx, sy := l.stack(p)
		px, py := l.pile(p)
		out = append(out,
			region{fmt.Sprintf("seat %d's stack", p), rect{sx, sy, l.cardW, l.cardH}},
			region{fmt.Sprintf("seat %d's pile", p), rect{px, py, l.cardW, l.cardH}},
			region{fmt.Sprintf("seat %d's plate", p), l.panel(p)})
		if people[p] {
			a, b := l.buttons(p)
			out = append(out, region{fmt.Sprintf("seat %d's Schnapp", p), a}, region{fmt.Sprintf("seat %d's Schnipp", p), b})
		}
	}
	out = append(out, region{"centre", rect{l.centreX, l.centreY - spLabelH, l.cardW, l.cardH + spLabelH}})
	if los {
		out = append(out, region{"countdown", l.countdown})
	}
	if l.portrait {
		out = append(out, region{"menu and code line", l.info})
	} else {
		out = append(out, region{"menu and code", rect{l.lw - 260, l.lh - 70, 236, 56}})
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
				for humans := 1; humans <= min(players, MaxSnapHumans); humans++ {
					ctx := snapCtx(sz.w, sz.h, sz.dpr)
					ctx.Settings.Lang = lang
					s := Setup{Game: id, Players: players, Seed: 5}
					s.FirstHumans(humans)
					sc, err := NewSnap(s)
					if err != nil {
						t.Fatal(err)
					}
					tick(sc, ctx, nil)
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
			tick(sc, ctx, nil)
		}
		falseCall(t, sc, ctx)
		l := &sc.lay
		play := snapPlay(l, people, sc.st.Options().Los)
		for p := range l.players {
			b := l.mistake(p)
			if b.w < 100 || b.h < 30 || !inside(b, l.lw, l.lh) {
				t.Errorf("%s: seat %d's banner %+v is not on the %vx%v screen", name, p, b, l.lw, l.lh)
			}
			for _, r := range play {
				if b.crosses(r.r) {
					t.Errorf("%s: seat %d's banner %+v covers %s %+v", name, p, b, r.name, r.r)
				}
			}
			for _, lang := range []game.Lang{game.English, game.German} {
				tx := T(lang)
				for _, w := range []string{tx.SnapSchnapp, tx.SnapSchnipp} {
					pen := fmt.Sprintf(tx.SnapPenalty, w)
					tf, lines, lf := bannerLines(b, tx.SnapMistake, pen, ctx.Scale)
					if tw, _ := sprites.MeasureText(tx.SnapMistake, tf); tw/ctx.Scale > b.w-16 {
						t.Errorf("%s: %q is %.0f wide in a banner %.0f wide", name, tx.SnapMistake, tw/ctx.Scale, b.w)
					}
					// The penalty is said in full, cut short nowhere; only a
					// crowded table may leave a far seat's banner room for
					// its title alone, never the bottom seat's.
					if (lines != "" || p == 0) && !sameWords(lines, pen) {
						t.Errorf("%s: seat %d's banner %+v says %q of %q", name, p, b, lines, pen)
					}
					_, th := sprites.MeasureText(tx.SnapMistake, tf)
					if _, lh := sprites.MeasureText(lines, lf); (th+lh)/ctx.Scale > b.h-8 {
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
		tx := T(lang)
		forSnapTables(t, lang, func(name string, ctx *game.Context, sc *Snap, people [snap.MaxPlayers]bool) {
			l := &sc.lay
			s := ctx.Scale
			if !sc.hint {
				t.Fatalf("%s: no hint at a person's table", name)
			}
			if got := strings.Join(sc.hintText[:], " "); !sameWords(got, tx.SnapHintSchnapp+" "+tx.SnapHintSchnipp) {
				t.Errorf("%s/%v: the hint says %q", name, lang, got)
			}
			play := snapPlay(l, people, true)
			for p := range l.players {
				play = append(play, region{fmt.Sprintf("seat %d's call", p), l.callWord(p)})
			}
			for i, h := range l.hints {
				if sc.hintText[i] == "" {
					continue
				}
				if !inside(h, l.lw, l.lh) || h.w <= 0 {
					t.Errorf("%s: the hint %+v is not on the screen", name, h)
				}
				if w, ht := sprites.MeasureText(sc.hintText[i], sc.hintFaces[i]); w/s > h.w || ht/s > h.h {
					t.Errorf("%s/%v: %q is %.0fx%.0f in a place %+v", name, lang, sc.hintText[i], w/s, ht/s, h)
				}
				for _, r := range play {
					if h.crosses(r.r) {
						t.Errorf("%s: the hint %+v crosses %s %+v", name, h, r.name, r.r)
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
			for _, sz := range shortSizes {
				name := fmt.Sprintf("%s %vx%v/%d players", id, sz.w, sz.h, players)
				r := openSnapReplay(t, rec)
				ctx := shortCtx(sz.w, sz.h)
				tick(r, ctx, nil)
				l := &r.lay
				if !l.short {
					t.Fatalf("%s: the replay is not laid out short (%vx%v)", name, l.lw, l.lh)
				}
				back, fwd, play, speed, menu := l.replayButtons()
				regs := []region{{"◄", back}, {"►", fwd}, {"play", play}, {"speed", speed}, {"back", menu}}
				for _, b := range regs {
					if m := min(b.r.w, b.r.h); m < 44 || !inside(b.r, l.lw, l.lh) {
						t.Errorf("%s: %s %+v is not a whole button on the %vx%v screen", name, b.name, b.r, l.lw, l.lh)
					}
				}
				regs = append(regs, region{"position", l.replayLine()})
				regs = append(regs, snapRegions(l, [snap.MaxPlayers]bool{})...)
				regs = append(regs, region{"countdown", l.countdown})
				for i, a := range regs {
					for _, b := range regs[i+1:] {
						if overlaps(a.r, b.r) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
						}
					}
				}
				if w, _ := sprites.MeasureText(r.posStr, fitFace(r.posStr, 17, 14, l.replayLine().w, ctx.Scale, false)); w/ctx.Scale > l.replayLine().w {
					t.Errorf("%s: the position %q does not fit its line", name, r.posStr)
				}
				r.playing = false
				pos := r.Pos()
				tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Released = fwd.x+fwd.w/2, fwd.y+fwd.h/2, true })
				if r.Pos() <= pos {
					t.Errorf("%s: a tap on ► did not step (%d)", name, r.Pos())
				}
			}
		}
	}
}
