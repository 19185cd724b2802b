package menu

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"fmt"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulePicturesAreComplete: every game the window plays has a picture,
// every card of it is a card, and every word it names exists in both
// languages, with no word left over.
func TestRulePicturesAreComplete(t *testing.T) {
	for _, g := range RuleGames() {
		panels := rulePictures()[g.ID]
		if len(panels) == 0 {
			t.Errorf("%s: no rules picture", g.ID)
			continue
		}
		used := map[int]bool{}
		for _, p := range panels {
			used[p.caption] = true
			for _, tg := range p.tags {
				used[tg.say] = true
			}
			for _, c := range p.cards {
				if c.c == "" {
					continue
				}
				if _, err := card.Parse(c.c); err != nil {
					t.Errorf("%s: %v", g.ID, err)
				}
			}
		}
		for _, l := range []game.Lang{game.English, game.German} {
			says := i18n.T(l).RulePicsOf(g.ID)
			for i := range used {
				if sayOf(says, i) == "" {
					t.Errorf("%s (%v): picture text %d is missing", g.ID, l, i)
				}
			}
			if len(says) != len(used) {
				t.Errorf("%s (%v): %d picture texts, %d used", g.ID, l, len(says), len(used))
			}
		}
	}
}

// TestRulesPictureKeepsClearOfText: on every rules screen, in both
// languages and at several window sizes, the picture's cards, tags and
// captions lie on the screen and touch no line of the rules text, no tab
// and the Back button; the words of the picture cover no card and no other
// word, and the text ends above the Back button.
func TestRulesPictureKeepsClearOfText(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1080}} {
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for i, g := range RuleGames() {
				r := NewRules(scenetest.OneHuman(1), g.ID)
				gameloop.Tick(r, ctx, nil)
				if size.X == 1280 && os.Getenv("ELFER_SHOTS") != "" {
					// Drawn to look at.
					pix := make([]byte, 4*size.X*size.Y)
					gameloop.InFrame(func(*ebiten.Image) {
						screen.Clear()
						r.Draw(screen, ctx)
						screen.ReadPixels(pix)
					})
					gameloop.SaveShot(t, fmt.Sprintf("rules-%s-%02d-%s", []string{"en", "de"}[l], i, g.ID), size, pix)
				} else {
					r.arrange(ctx)
				}
				where := fmt.Sprintf("%s %v %v", g.ID, l, size)
				if len(r.pic) == 0 {
					t.Errorf("%s: no picture drawn", where)
				}
				screenR := ui.Rect{X: 0, Y: 0, W: ctx.LW, H: ctx.LH}
				back := r.back(ctx)
				if n := len(r.lineRects); n > 0 && r.lineRects[n-1].Y+r.lineRects[n-1].H-r.cs.Limit > back.Y {
					t.Errorf("%s: the text runs into the Back button", where)
				}
				lastTab := r.tab(len(RuleGames())-1, ctx)
				for j, it := range r.pic {
					if it.r.X < screenR.X || it.r.Y < screenR.Y || it.r.X+it.r.W > screenR.W || it.r.Y+it.r.H > screenR.H {
						t.Errorf("%s: picture item %d %v leaves the screen", where, j, it.r)
					}
					if it.r.Overlaps(back) || it.r.Y < lastTab.Y+lastTab.H {
						t.Errorf("%s: picture item %d %v covers the Back button or the tabs", where, j, it.r)
					}
					for k, lr := range r.lineRects {
						if it.r.Overlaps(lr) {
							t.Errorf("%s: picture item %d %v (%q) overlaps text line %d %v", where, j, it.r, it.text, k, lr)
						}
					}
					if !it.isText {
						continue
					}
					for k, o := range r.pic {
						if k != j && (!o.isText || k > j) && it.r.Overlaps(o.r) {
							t.Errorf("%s: picture word %q %v covers item %d %v", where, it.text, it.r, k, o.r)
						}
					}
				}
			}
		}
	}
}

// TestPictureNotation: the rules pictures' notation reads cards, backs,
// connection cards, tags and captions, and refuses a word it does not know.
func TestPictureNotation(t *testing.T) {
	p, err := parsePicture("*R11@1.4,0 b0,0.5 l0.88,1.2 t1@0.6,1.8 h2@3,0 =3 | G7@0,0 =1")
	if err != nil {
		t.Fatal(err)
	}
	if len(p) != 2 || len(p[0].cards) != 3 || len(p[0].tags) != 2 || p[0].caption != 3 || p[1].caption != 1 {
		t.Fatalf("read %+v", p)
	}
	if c := p[0].cards[0]; c.c != "R11" || !c.mark || c.x != 1.4 || c.y != 0 {
		t.Errorf("the marked card reads %+v", c)
	}
	if c := p[0].cards[1]; c.c != "" || c.y != 0.5 {
		t.Errorf("the back reads %+v", c)
	}
	if !p[0].cards[2].link || p[0].tags[0].hot || !p[0].tags[1].hot || p[0].tags[1].say != 2 {
		t.Errorf("link and tags read %+v", p[0])
	}
	for _, bad := range []string{"R11@x,0", "q1,2", "t@1,2", "=x", "R11@1"} {
		if _, err := parsePicture(bad); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
}
