package browsertest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"elferraus/online"
	"elferraus/server"
	"elferraus/wasm/site"

	"github.com/chromedp/chromedp"
)

// onlineGames are the games the online test plays, with their seats: the
// host's (the test, whose seat a bot takes over), two browser pages and a
// window.
var onlineGames = []string{"elfer", "hoechste"}

// TestOnlineMatchBrowsersAndWindow plays a match of each of onlineGames in
// one room of a real server (the page served by it, as `serve` does):
// two browser pages and a native window join by the room's link and code,
// each with a bot at its own screen playing its seat through the table;
// one page is closed mid-game and opened again, and takes its seat back
// with the token it kept (a bot played it meanwhile). Every client sees the
// match to its end.
func TestOnlineMatchBrowsersAndWindow(t *testing.T) {
	needChromium(t)
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("ELFER_DISPLAY") == "1" {
			t.Fatal("ELFER_DISPLAY=1 but no DISPLAY for the window: run under xvfb-run -a")
		}
		t.Skip("no display for the native window: run under xvfb-run -a")
	}
	res := buildSite(t)
	bin := buildWindow(t)
	for _, id := range onlineGames {
		t.Run(id, func(t *testing.T) { playOnline(t, res, bin, id) })
	}
}

// buildWindow builds the game's native program.
func buildWindow(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "elferraus")
	cmd := exec.Command("go", "build", "-o", bin, "elferraus")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the program: %v\n%s", err, out)
	}
	return bin
}

func playOnline(t *testing.T, res *site.Result, bin, id string) {
	hs, wsURL := siteServer(t, res, server.Config{Think: 30 * time.Millisecond, Between: 500 * time.Millisecond, StandIn: 300 * time.Millisecond})

	// The test is the host: it makes the room, waits for its guests and
	// starts; then it leaves, and a bot plays its seat.
	host := online.NewSession(wsURL, online.Msg{T: online.Create, Name: "Host", Spec: &online.Spec{Game: id, Players: 4, Rounds: 1}})
	defer host.Close()
	j := await(t, host, "the room", func(m online.Msg) bool { return m.T == online.Joined })
	code := j.Room

	a := launch(t, hs.URL, "?room="+code+"&name=Anna&demo=1&fast=1", "lobby", 1280, 720, t.TempDir())
	defer a.close()
	b := launch(t, hs.URL, "?room="+code+"&name=Bert&demo=1&fast=1", "lobby", 1280, 720, t.TempDir())
	defer b.close()
	signals := filepath.Join(t.TempDir(), "signals")
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	win := exec.CommandContext(ctx, bin, "-join", code, "-server", wsURL, "-name", "Wim", "-demo", "-fast", "-exit", "-size", "900x600")
	win.Env = append(os.Environ(), "ELFER_SIGNALS="+signals)
	out := &lockedBuffer{}
	win.Stdout, win.Stderr = out, out
	if err := win.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- win.Wait() }()

	await(t, host, "three guests", func(m online.Msg) bool {
		if m.T != online.State || len(m.Seats) < 4 {
			return false
		}
		for _, s := range m.Seats[1:] {
			if s.Name == "" || !s.Connected {
				return false
			}
		}
		return true
	})
	host.Send(online.Msg{T: online.Start})
	await(t, host, "the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == "playing" })
	host.Close()

	for _, pg := range []*page{a, b} {
		if err := waitPage(pg.ctx, `document.body.dataset.scene === "table"`, time.Minute); err != nil {
			t.Fatalf("a page did not open its table: %v", err)
		}
	}
	// Anna's page goes mid-game and comes back with the same browser
	// profile, which keeps her seat's token.
	if err := waitPage(a.ctx, `Number(document.body.dataset.actions || 0) >= 4`, time.Minute); err != nil {
		t.Fatalf("Anna's table did not play on: %v", err)
	}
	if err := chromedp.Do(a.ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second) // the stand-in time passes: a bot plays her seat
	// The same browser opens the room's link again: the page finds her
	// seat's token where it kept it.
	if err := chromedp.Do(a.ctx, chromedp.Navigate(hs.URL+"/?room="+code+"&demo=1&fast=1")); err != nil {
		t.Fatal(err)
	}
	if err := waitPage(a.ctx, `document.body.dataset.scene === "table"`, time.Minute); err != nil {
		state, _ := chromedp.Run(a.ctx, chromedp.Evaluate[string](`JSON.stringify(document.body.dataset)`))
		t.Fatalf("Anna's page did not take her seat back: %v; page state %s", err, state)
	}
	seat, _ := chromedp.Run(a.ctx, chromedp.Evaluate[string](`document.body.dataset.room || ""`))
	if seat != code {
		t.Errorf("Anna's page came back to room %q, want %s", seat, code)
	}

	for name, pg := range map[string]*page{"Anna": a, "Bert": b} {
		if err := waitPage(pg.ctx, fmt.Sprintf(`document.body.dataset.over === %q`, id), 3*time.Minute); err != nil {
			state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`JSON.stringify(document.body.dataset)`))
			t.Fatalf("%s's page did not see the match end: %v; page state %s", name, err, state)
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the window ended with %v:\n%s", err, tail(out.String(), 2000))
		}
	case <-ctx.Done():
		t.Fatalf("the window did not end with its match:\n%s", tail(out.String(), 2000))
	}
	if !hasSignal(t, signals, "over="+id) {
		t.Errorf("the window never saw the match of %s end:\n%s", id, tail(out.String(), 2000))
	}
}

// await polls s until a message satisfies ok.
func await(t *testing.T, s *online.Session, what string, ok func(online.Msg) bool) online.Msg {
	t.Helper()
	var buf []online.Msg
	for end := time.Now().Add(2 * time.Minute); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		buf = s.Poll(buf[:0])
		for _, m := range buf {
			if ok(m) {
				return m
			}
		}
	}
	t.Fatalf("no %s within 2 minutes", what)
	return online.Msg{}
}

// hasSignal reports whether the window's signals file holds the line.
func hasSignal(t *testing.T, path, line string) bool {
	f, err := os.Open(path)
	if err != nil {
		t.Logf("the window's signals: %v", err)
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() == line {
			return true
		}
	}
	return false
}
