package browsertest

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/menu"
	"elferraus/scenes/shell"
	"elferraus/server"
	"elferraus/wasm/site"

	"github.com/chromedp/chromedp"
)

// TestBrowserLobbyOnAPhone opens a room's link on a phone (390x844 CSS
// pixels, ratio 3, touch): the page joins the room and shows its waiting
// room; a finger on Leave goes back to the lobby's form, and on Back to
// the menu. Where the buttons lie is laid out by a lobby in the same room
// at the same size, as the page lays them out. With $BROWSER_SHOTS set,
// both screens are kept there.
func TestBrowserLobbyOnAPhone(t *testing.T) {
	needChromium(t)
	hs, wsURL := siteServer(t, buildSite(t), server.Config{Think: time.Second, StandIn: time.Minute})
	host := online.NewSession(wsURL, online.Msg{T: online.Create, Name: "Host", Spec: &online.Spec{Game: "hoechste", Players: 3}})
	defer host.Close()
	code := await(t, host, "the room", func(m online.Msg) bool { return m.T == online.Joined }).Room

	const w, h, dpr = 390, 844, 3
	pg := launch(t, hs.URL, "?room="+code+"&name=Anna&lang=en", "lobby", w, h, t.TempDir(),
		chromedp.EmulateScale(dpr), chromedp.EmulateMobile, chromedp.EmulateTouch)
	defer pg.close()
	if err := waitPage(pg.ctx, `document.body.dataset.room === `+quote(code), 30*time.Second); err != nil {
		t.Fatalf("the page did not join the room: %v", err)
	}

	// A lobby of this program in the same room, on the same screen.
	ctx := phoneContext(w, h, dpr)
	ctx.Settings.Lang = game.English
	probe := menu.NewLobbyJoin(shell.Setup{Game: "elfer", Players: 4}, code, wsURL, "Probe")
	press := func(label string) {
		t.Helper()
		var r struct{ X, Y, W, H float64 }
		for end := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			_ = probe.Update(ctx)
			ctx.Input.Clear()
			if b, ok := probe.Button(label); ok {
				r.X, r.Y, r.W, r.H = b.X, b.Y, b.W, b.H
				break
			}
			if time.Now().After(end) {
				t.Fatalf("the lobby shows no %q", label)
			}
		}
		if dir := os.Getenv("BROWSER_SHOTS"); dir != "" {
			time.Sleep(300 * time.Millisecond) // the page's frame after the last tap
			if data, err := chromedp.Run(pg.ctx, chromedp.CaptureScreenshot()); err == nil {
				_ = os.WriteFile(filepath.Join(dir, "lobby-phone-before-"+label+".png"), data, 0o644)
			}
		}
		x, y := (r.X+r.W/2)*ctx.Scale/dpr, (r.Y+r.H/2)*ctx.Scale/dpr
		if err := tap(pg.ctx, x, y); err != nil {
			t.Fatal(err)
		}
		// The probe follows, pressed where the page was.
		ctx.Input.Clear()
		ctx.Input.X, ctx.Input.Y, ctx.Input.Pressed = r.X+r.W/2, r.Y+r.H/2, true
		_ = probe.Update(ctx)
		ctx.Input.Clear()
		ctx.Input.X, ctx.Input.Y, ctx.Input.Released = r.X+r.W/2, r.Y+r.H/2, true
		_ = probe.Update(ctx)
		ctx.Input.Clear()
	}
	w8 := i18n.NetOf(i18n.T(game.English))
	press(w8.Leave)
	if err := waitPage(pg.ctx, `document.body.dataset.scene === "lobby"`, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	// The turn clock's stepper, pressed by touch: on, further, and back.
	for _, c := range []struct{ arrow, want string }{{"►", "30"}, {"►", "60"}, {"◄", "30"}} {
		press(c.arrow)
		if err := waitPage(pg.ctx, `document.body.dataset.clock === `+quote(c.want), 5*time.Second); err != nil {
			state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`JSON.stringify(document.body.dataset)`))
			t.Fatalf("%s on the phone did not set the turn clock to %s s: %v; page state %s", c.arrow, c.want, err, state)
		}
	}
	press(i18n.T(game.English).Back)
	if err := waitPage(pg.ctx, `document.body.dataset.scene === "menu"`, 10*time.Second); err != nil {
		state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`JSON.stringify(document.body.dataset)`))
		t.Fatalf("Back on the phone did not reach the menu: %v; page state %s", err, state)
	}
}

func quote(s string) string { return `"` + s + `"` }

// siteServer is a game server on this machine that serves the browser
// build res beside its rooms, paced by cfg, and its rooms' WebSocket
// address; it ends with the test.
func siteServer(t *testing.T, res *site.Result, cfg server.Config) (*httptest.Server, string) {
	t.Helper()
	cfg.Data, cfg.MsgRate, cfg.JoinRate, cfg.Logf = t.TempDir(), 100, 100, t.Logf
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler(site.Handler(res.Out)))
	t.Cleanup(func() { hs.Close(); srv.Close() })
	return hs, "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

// TestBrowserRefusalInThePlayersLanguage: a link to a room nobody made,
// opened on a phone in German, gets the server's refusal in German, the
// code named, from the real server through the browser's WebSocket.
func TestBrowserRefusalInThePlayersLanguage(t *testing.T) {
	needChromium(t)
	hs, _ := siteServer(t, buildSite(t), server.Config{Think: time.Second, StandIn: time.Minute})
	pg := launch(t, hs.URL, "?room=ZZZZZZZZ&name=Anna&lang=de", "lobby", 390, 844, t.TempDir(),
		chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)
	defer pg.close()
	want := i18n.NetGerman.Refused[online.RefusedNoRoom]
	want = strings.Replace(want, "%s", "ZZZZZZZZ", 1)
	if err := waitPage(pg.ctx, `document.body.dataset.lobby === `+quote(want), 30*time.Second); err != nil {
		state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`document.body.dataset.lobby || ""`))
		t.Fatalf("the lobby says %q, want %q: %v", state, want, err)
	}
	if dir := os.Getenv("BROWSER_SHOTS"); dir != "" {
		time.Sleep(300 * time.Millisecond)
		if data, err := chromedp.Run(pg.ctx, chromedp.CaptureScreenshot()); err == nil {
			_ = os.WriteFile(filepath.Join(dir, "lobby-phone-refused-de.png"), data, 0o644)
		}
	}
}
