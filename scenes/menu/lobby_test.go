package menu

import (
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/server"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestLobbyJoinsAndTakesTheSeatBack: a lobby opened by a room's link joins
// it, opens the table when the host starts, and keeps the seat's token; a
// lobby opened by the same link later (the page reloaded), after bots
// played on meanwhile, takes the same seat back with it and opens the
// table at the round as it stands.
func TestLobbyJoinsAndTakesTheSeatBack(t *testing.T) {
	srv, err := server.New(server.Config{Data: t.TempDir(), Think: 5 * time.Millisecond, StandIn: 20 * time.Millisecond, MsgRate: 1000, JoinRate: 1000, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv.Handler(nil))
	defer hs.Close()
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	host := online.NewSession(url, online.Msg{T: online.Create, Name: "Host", Spec: &online.Spec{Game: "hoechste", Players: 3, Bots: []bool{false, false, true}}})
	defer host.Close()
	var code string
	for end := time.Now().Add(5 * time.Second); code == "" && time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		for _, m := range host.Poll(nil) {
			if m.T == online.Joined {
				code = m.Room
			}
		}
	}
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	setup := shell.Setup{Game: "elfer", Players: 4}
	open := func(name string, started bool) (seat int) {
		t.Helper()
		ctx := gameloop.NewCtx()
		ctx.Store = st
		l := NewLobbyJoin(setup, strings.ToLower(code), url, name)
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
			gameloop.Tick(l, ctx, nil)
			if n := ctx.Next(); n != nil {
				if n.Name() != "table" {
					t.Fatalf("the lobby switched to %s", n.Name())
				}
				// The table plays on from where the room stands.
				for range 30 {
					gameloop.Tick(n, ctx, nil)
				}
				shell.Leave(n)
				return l.seat
			}
			if l.joined && !started {
				started = true
				host.Send(online.Msg{T: online.Start})
			}
		}
		t.Fatalf("the lobby of %s did not open the table: it says %q, seat %d", name, l.msg, l.seat)
		return -1
	}
	first := open("Anna", false)
	if first != 1 {
		t.Fatalf("Anna was seated at %d, want 1", first)
	}
	// Both people leave; bots play their seats meanwhile.
	host.Close()
	time.Sleep(300 * time.Millisecond)
	if again := open("", true); again != first {
		t.Fatalf("the reloaded lobby took seat %d, want Anna's %d", again, first)
	}
}

// TestLobbyFitsEveryScreen lays the lobby's form and a waiting room out
// on a phone held both ways, a laptop and a desktop, in both languages:
// every line, button and field lies on the screen and none overlaps
// another. With $ELFER_SHOTS set, pictures are kept to look at.
func TestLobbyFitsEveryScreen(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, sz := range []gameloop.Size{{W: 390, H: 844}, {W: 844, H: 390}, {W: 1280, H: 720}, {W: 1920, H: 1080}} {
		for _, lang := range []game.Lang{game.English, game.German} {
			for _, waiting := range []bool{false, true} {
				ctx, screen := gameloop.GPUCtx(int(sz.W*2), int(sz.H*2))
				ctx.DPR = 2
				ctx.AllowNarrow(true)
				ctx.AllowShort(true)
				ctx.Resize(sz.W*2, sz.H*2)
				ctx.Settings.Lang = lang
				s := shell.Setup{Game: "elfer-beliebige-startkarte", Players: 6, Rounds: 3}
				s.FirstHumans(3)
				l := NewLobby(s)
				l.name, l.code = "Annemarie-Luise", "7Q9GZZ7E"
				// The longest refusal the server can give.
				l.msg = shell.Refusal(i18n.T(lang), online.Msg{Why: online.RefusedMoving, Room: "7Q9GZZ7E"})
				l.ticket = ticket{Room: "K7M2XQ9P"} // a room to go back to
				gameloop.Tick(l, ctx, nil)
				if waiting {
					l.joined, l.room, l.seat = true, "7Q9GZZ7E", 2
					l.server = "wss://karten.example.org/ws"
					l.last = online.Msg{Phase: "waiting", Seats: []online.Seat{{Name: "Annemarie-Luise", Connected: true}, {Name: "Bert"}, {Name: "Wim", Connected: true}, {Bot: true}, {}, {Bot: true}}}
					l.lay(ctx)
				}
				name := fmt.Sprintf("lobby-%vx%v-%d-%v", sz.W, sz.H, lang, waiting)
				if waiting {
					// The invite link is drawn whole, its room code
					// and all.
					found := false
					for _, a := range l.items {
						if strings.Contains(a.text, "?room=7Q9GZZ7E") {
							found = true
							if out, _ := ui.FitText(a.text, a.r.W, ctx.Scale, 20, false); out != a.text {
								t.Errorf("%s: the invite line %q is drawn as %q", name, a.text, out)
							}
						}
					}
					if !found {
						t.Errorf("%s: no line gives the room's link", name)
					}
				}
				for i, a := range l.items {
					if !ui.Inside(a.r, ctx.LW, ctx.LH) {
						t.Errorf("%s: %q at %+v is off the %vx%v screen", name, a.text, a.r, ctx.LW, ctx.LH)
					}
					for _, b := range l.items[i+1:] {
						if a.r.Overlaps(b.r) {
							t.Errorf("%s: %q and %q overlap", name, a.text, b.text)
						}
					}
				}
				scenetest.DrawScene(t, l, ctx, screen, name)
			}
		}
	}
}

// TestLobbyWatchesARoom: Watch follows a room without a seat: the lobby
// lists who sits where and, once the match runs, the open cards of each
// place and how many lie hidden there; it never opens a table.
func TestLobbyWatchesARoom(t *testing.T) {
	url := scenetest.RoomServer(t)
	host := online.NewSession(url, online.Msg{T: online.Create, Name: "Host", Spec: &online.Spec{Game: "zweikampf", Players: 2, Bots: []bool{false, true}}})
	defer host.Close()
	j, _ := scenetest.AwaitMsg(t, host, "the room", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	ctx := gameloop.NewCtx()
	l := NewLobby(shell.Setup{Game: "elfer", Players: 4})
	l.code, l.server = j.Room, url
	gameloop.Tick(l, ctx, nil)
	l.do(ctx, actWatch)
	defer l.closeSession()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end) && len(l.watchLines()) == 0; time.Sleep(5 * time.Millisecond) {
		gameloop.Tick(l, ctx, nil)
		if n := ctx.Next(); n != nil {
			t.Fatalf("watching switched to %s", n.Name())
		}
	}
	if !l.joined || l.seat != -1 {
		t.Fatalf("the watcher joined %v at seat %d", l.joined, l.seat)
	}
	lines := l.watchLines()
	if len(lines) == 0 || !strings.Contains(strings.Join(l.seatLines(i18n.NetOf(l.text)), " "), "Host") {
		t.Fatalf("the watcher sees the seats %q and the table %q", l.seatLines(i18n.NetOf(l.text)), lines)
	}
	hidden := false
	for _, s := range lines {
		hidden = hidden || strings.Contains(s, "+")
	}
	if !hidden {
		t.Errorf("the watcher's table %q counts no hidden cards", lines)
	}
}

// TestLobbyCreatesAndStarts: Create makes a room of the menu's match (its
// game, seats and clock), the waiting room shows its code and seats, and
// the host's Start opens the table, bots in the seats the menu gave them.
func TestLobbyCreatesAndStarts(t *testing.T) {
	url := scenetest.RoomServer(t)
	ctx := gameloop.NewCtx()
	s := shell.Setup{Game: "elfer", Players: 3, Rounds: 2}
	s.FirstHumans(1)
	l := NewLobby(s)
	l.server, l.name, l.clock = url, "Ann", 2
	gameloop.Tick(l, ctx, nil)
	l.do(ctx, actCreate)
	defer l.closeSession()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end) && len(l.last.Seats) == 0; time.Sleep(5 * time.Millisecond) {
		gameloop.Tick(l, ctx, nil)
	}
	if !l.joined || l.seat != 0 || !online.ValidCode(l.room) {
		t.Fatalf("after Create: joined %v, seat %d, room %q, message %q", l.joined, l.seat, l.room, l.msg)
	}
	if sp := l.spec; sp.Game != "elfer" || sp.Players != 3 || sp.Rounds != 2 || sp.Clock != clockSteps[2] || !sp.Bots[1] || !sp.Bots[2] {
		t.Fatalf("the room made: %+v", sp)
	}
	if seats := l.seatLines(i18n.NetOf(l.text)); len(seats) != 3 || !strings.Contains(seats[0], "Ann") {
		t.Fatalf("the waiting room's seats: %q", seats)
	}
	l.do(ctx, actStart)
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		gameloop.Tick(l, ctx, nil)
		if n := ctx.Next(); n != nil {
			if n.Name() != "table" {
				t.Fatalf("Start opened %s", n.Name())
			}
			l.sess = nil // the table holds the session now
			shell.Leave(n)
			return
		}
	}
	t.Fatalf("Start did not open the table: %q", l.msg)
}

// TestLobbyClockStepper: the turn clock is a setting between two arrow
// buttons of one size, its words centred between them; the right arrow
// steps the clock on, the left one back, round the ends.
func TestLobbyClockStepper(t *testing.T) {
	for _, sz := range []gameloop.Size{{W: 390, H: 844}, {W: 1280, H: 720}} {
		ctx := gameloop.NewCtx()
		ctx.AllowNarrow(true)
		ctx.Resize(sz.W, sz.H)
		l := NewLobby(shell.Setup{Game: "elfer", Players: 4})
		gameloop.Tick(l, ctx, nil)
		var down, label, up *lobbyItem
		for i := range l.items {
			it := &l.items[i]
			switch {
			case it.act == actClockDown:
				down = it
			case it.act == actClockUp:
				up = it
			case strings.HasPrefix(it.text, "Turn clock"):
				label = it
			}
		}
		if down == nil || up == nil || label == nil {
			t.Fatalf("%vx%v: the clock's arrows or words are missing: %+v", sz.W, sz.H, l.items)
		}
		if down.text != "◄" || up.text != "►" || down.r.W != up.r.W || down.r.Y != up.r.Y {
			t.Errorf("%vx%v: arrows %q at %+v and %q at %+v, want ◄ and ► of one size on one line", sz.W, sz.H, down.text, down.r, up.text, up.r)
		}
		if !label.center || label.act != actNone || label.r.X < down.r.X+down.r.W || label.r.X+label.r.W > up.r.X {
			t.Errorf("%vx%v: the clock's words %+v do not stand centred between the arrows %+v and %+v", sz.W, sz.H, *label, down.r, up.r)
		}
		if label.text != "Turn clock: off" {
			t.Errorf("%vx%v: the clock reads %q, want %q", sz.W, sz.H, label.text, "Turn clock: off")
		}
		upR, downR := up.r, down.r
		for _, want := range []int{1, 2, 3, 0} {
			scenetest.TapRect(l, ctx, upR)
			if l.clock != want {
				t.Fatalf("%vx%v: ► made the clock step %d, want %d", sz.W, sz.H, l.clock, want)
			}
		}
		scenetest.TapRect(l, ctx, downR)
		if l.clock != len(clockSteps)-1 {
			t.Errorf("%vx%v: ◄ from off made the clock step %d, want the last, %d", sz.W, sz.H, l.clock, len(clockSteps)-1)
		}
		// The tap's own tick lays the screen out anew: the frame drawn
		// after it already reads the new setting.
		if got := l.items; !strings.Contains(fmt.Sprint(got), "Turn clock: 120 s") {
			t.Errorf("%vx%v: after ◄ from off the clock does not read 120 s in the frame that follows the tap: %+v", sz.W, sz.H, got)
		}
	}
}

// TestLobbyShowsTypingAtOnce: a character typed into the name field is on
// the screen in the frame that follows its tick, and a tick with nothing
// typed leaves the field as it was.
func TestLobbyShowsTypingAtOnce(t *testing.T) {
	ctx := gameloop.NewCtx()
	ctx.Resize(1280, 720)
	l := NewLobby(shell.Setup{Game: "elfer", Players: 4})
	gameloop.Tick(l, ctx, nil)
	l.name, l.edit = "Ann", fieldName
	gameloop.Tick(l, ctx, nil)
	shows := func(s string) bool {
		for _, it := range l.items {
			if it.act == actField+fieldName && it.text == s {
				return true
			}
		}
		return false
	}
	if !shows("Ann") {
		t.Fatalf("the name field does not show %q: %+v", "Ann", l.items)
	}
	gameloop.Tick(l, ctx, func(in *game.Input) { in.Chars = append(in.Chars, 'a') })
	if !shows("Anna") {
		t.Errorf("after typing a, the name field does not show %q in the next frame: %+v", "Anna", l.items)
	}
}
