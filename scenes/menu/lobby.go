package menu

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Lobby is the way into online rooms. Its form creates a room of the match
// chosen in the menu (the seats marked for people wait for people, the
// others are bots), joins a room by its code, or watches one; then it is
// the room's waiting room: the code, the link to send, who sits where,
// and the host's Start. When the match begins the table of the game opens
// with the seat as one more controller (shell.Net).
type Lobby struct {
	setup shell.Setup
	text  *i18n.Text
	// clock is the index of the turn clock in clockSteps; edit the field
	// being typed in (-1: none).
	clock              int
	name, code, server string
	edit               int
	msg, said          string
	// auto joins the room of code as soon as the screen runs (a link, the
	// -join flag); Demo has a bot play the seat there.
	auto, Demo bool

	sess   *online.Session
	buf    []online.Msg
	joined bool
	room   string
	seat   int
	spec   online.Spec
	last   online.Msg
	ticket ticket

	items []lobbyItem
	press int
	// wrapped is the message as last broken into lines (see noteText).
	wrapped struct {
		text  string
		r     ui.Rect
		s     float64
		lines string
		face  *sprites.TextFace
	}
}

// clockSteps are the turn clocks a room may have, in seconds (0: off).
var clockSteps = [...]int{0, 30, 60, 120}

// The lobby's fields and actions.
const (
	fieldName = iota
	fieldCode
	fieldServer
)

const (
	actNone = iota
	actCreate
	actJoin
	actWatch
	actBack
	actStart
	actLeave
	actCopy
	actClockDown
	actClockUp
	actRejoin
	actField // + field
)

// lobbyItem is one thing on the screen: a line of text, a button or a
// field (act >= actField), laid out for the screen of the moment.
type lobbyItem struct {
	r     ui.Rect
	text  string
	act   int
	title bool
	dim   bool
	// wrap: the line may break onto a second one where it has the
	// height (the lobby's message: a refusal can be a long sentence).
	wrap bool
	// center: the line stands centred in its room (a setting between
	// its arrows).
	center bool
}

// ticketName is the store's entry of the last room joined: its server,
// code and seat token, so the seat is taken back after the program or the
// page was closed.
const ticketName = "online.json"

type ticket struct {
	Server string `json:"server"`
	Room   string `json:"room"`
	Token  string `json:"token"`
}

// NewLobby is the online lobby for the menu's match s.
func NewLobby(s shell.Setup) *Lobby { return &Lobby{setup: s, edit: -1, press: -1, seat: -1} }

// NewLobbyJoin is the lobby joining room code at server (the default when
// "") under name ("" for the kept one) at once: a link's ?room=, -join.
func NewLobbyJoin(s shell.Setup, code, server, name string) *Lobby {
	l := NewLobby(s)
	l.code, l.server, l.name, l.auto = strings.ToUpper(code), server, name, true
	return l
}

// Name identifies the scene.
func (l *Lobby) Name() string { return "lobby" }

// FitsNarrow and FitsShort: the lobby is one column that fits any screen.
func (l *Lobby) FitsNarrow() bool { return true }
func (l *Lobby) FitsShort() bool  { return true }

// AtRest: the lobby waits for input unless a connection is open, whose
// messages wake it (see shell.NewNet), or being made.
func (l *Lobby) AtRest() bool {
	if l.sess == nil {
		return true
	}
	on, _, _ := l.sess.Status()
	return on && l.joined
}

// defaultServer is the rooms' address when none was chosen: the page's
// own server in the browser, a server on this machine in a window.
func defaultServer() string {
	if s := game.PageServer(); s != "" {
		return s
	}
	return "ws://127.0.0.1:8090/ws"
}

// Update handles one tick.
func (l *Lobby) Update(ctx *game.Context) error {
	l.text = i18n.T(ctx.Settings.Lang)
	if l.server == "" {
		l.server = ctx.Settings.Server
		if l.server == "" {
			l.server = defaultServer()
		}
	}
	if l.name == "" {
		l.name = ctx.Settings.Name
	}
	if l.ticket.Room == "" && ctx.Store != nil {
		if data, err := ctx.Store.Get(ticketName); err == nil {
			_ = json.Unmarshal(data, &l.ticket)
		}
	}
	if l.auto {
		l.auto = false
		l.join(ctx, online.Join)
	}
	if l.sess != nil && l.pump(ctx) {
		return nil
	}
	if l.msg != l.said {
		// The page tells its tests what the lobby says.
		l.said = l.msg
		game.Signal("lobby", l.msg)
	}
	// The items are laid out before the input is read, to know what a
	// press lands on, and again once it changed something, so the frame
	// drawn next shows the setting or the text as it now is.
	l.lay(ctx)
	in := &ctx.Input
	acted := l.edit >= 0 && l.typeInto(ctx, in)
	switch {
	case in.Key(ebiten.KeyEscape) && l.edit < 0:
		l.do(ctx, actBack)
		return nil
	case in.Key(ebiten.KeyEnter) && l.edit < 0:
		if l.sess == nil {
			l.do(ctx, actCreate)
		} else if l.joined && l.seat == 0 && l.last.Phase == "waiting" {
			l.do(ctx, actStart)
		}
		acted = true
	case in.Pressed:
		l.press = l.itemAt(in.X, in.Y)
	case in.Released:
		at := l.itemAt(in.X, in.Y)
		if at >= 0 && at == l.press {
			l.do(ctx, l.items[at].act)
		} else if at < 0 {
			l.edit = -1
		}
		l.press = -1
		acted = true
	}
	if acted {
		l.lay(ctx)
	}
	return nil
}

// itemAt is the index of the button or field under x, y, or -1.
func (l *Lobby) itemAt(x, y float64) int {
	for i, it := range l.items {
		if it.act != actNone && it.r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// typeInto takes the keys typed into the field being edited, and says
// whether they changed anything.
func (l *Lobby) typeInto(ctx *game.Context, in *game.Input) (changed bool) {
	f := l.field(l.edit)
	switch {
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyTab):
		l.edit = -1
		l.keep(ctx)
		return true
	case in.Key(ebiten.KeyBackspace) && len(*f) > 0:
		r := []rune(*f)
		*f = string(r[:len(r)-1])
		changed = true
	}
	for _, r := range in.Chars {
		l.addRune(f, r)
	}
	return changed || len(in.Chars) > 0
}

// addRune adds a typed character to field f: a room code takes its letters
// in upper case, a name at most online.MaxName bytes.
func (l *Lobby) addRune(f *string, r rune) {
	switch {
	case f == &l.code:
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		if strings.ContainsRune(online.CodeAlphabet, r) && len(l.code) < online.CodeLen {
			l.code += string(r)
		}
	case f == &l.name:
		if r >= ' ' && len(l.name)+len(string(r)) <= online.MaxName {
			l.name += string(r)
		}
	default:
		if r > ' ' && r < 0x7f && len(*f) < 200 {
			*f += string(r)
		}
	}
}

func (l *Lobby) field(i int) *string {
	switch i {
	case fieldName:
		return &l.name
	case fieldCode:
		return &l.code
	}
	return &l.server
}

// keep keeps the name and the server address in the settings.
func (l *Lobby) keep(ctx *game.Context) {
	if l.Demo {
		return // a demonstration changes nothing a person chose
	}
	ctx.Settings.Name = strings.TrimSpace(l.name)
	if l.server != defaultServer() {
		ctx.Settings.Server = strings.TrimSpace(l.server)
	}
}

// do carries out an action of the screen.
func (l *Lobby) do(ctx *game.Context, act int) {
	w := i18n.NetOf(l.text)
	switch act {
	case actCreate:
		l.keep(ctx)
		sp := l.roomSpec()
		l.open(ctx, online.Msg{T: online.Create, Name: l.name, Spec: &sp})
	case actJoin:
		l.join(ctx, online.Join)
	case actWatch:
		l.join(ctx, online.Watch)
	case actRejoin:
		l.code, l.server = l.ticket.Room, l.ticket.Server
		l.join(ctx, online.Join)
	case actStart:
		l.sess.Send(online.Msg{T: online.Start})
	case actCopy:
		link := l.link()
		if err := game.Copy(link); err != nil {
			l.msg = fmt.Sprintf(l.text.CopyByHand, link)
		} else {
			l.msg = fmt.Sprintf(l.text.Copied, link)
		}
	case actLeave:
		l.closeSession()
	case actBack:
		l.closeSession()
		ctx.Switch(shell.ToMenu(l.setup))
	case actClockDown, actClockUp:
		step := 1
		if act == actClockDown {
			step = len(clockSteps) - 1
		}
		l.clock = (l.clock + step) % len(clockSteps)
		// The page learns the clock chosen (data-clock), for its tests.
		game.Signal("clock", strconv.Itoa(clockSteps[l.clock]))
	default:
		if act >= actField {
			f := act - actField
			if ctx.Input.Touch {
				// A phone's keyboard comes with the browser's own
				// dialog; a window reads the keys itself.
				title := [...]string{w.Name, w.Code, w.Server}[f]
				if v, ok := game.Ask(title, *l.field(f)); ok {
					*l.field(f) = ""
					for _, r := range v {
						l.addRune(l.field(f), r)
					}
					l.keep(ctx)
					return
				}
			}
			l.edit = f
		}
	}
}

// roomSpec is the room the menu's match makes: its game, options, seats
// (those marked for people wait for people, the first is the host's), bots'
// level, rounds and the chosen clock.
func (l *Lobby) roomSpec() online.Spec {
	s := l.setup
	sp := online.Spec{Game: s.Game, Options: s.Options, Players: s.Players, Rounds: s.Rounds,
		Level: s.Level.String(), Clock: clockSteps[l.clock], Bots: make([]bool, s.Players)}
	for p := 1; p < s.Players; p++ {
		sp.Bots[p] = !s.Seats[p]
	}
	return sp
}

// join joins (or watches) the room of the code: with the kept token when
// it is the room of the ticket, so the seat is taken back.
func (l *Lobby) join(ctx *game.Context, kind string) {
	l.keep(ctx)
	if !online.ValidCode(l.code) {
		l.msg = fmt.Sprintf("%s: %s", i18n.NetOf(l.text).Code, i18n.NetOf(l.text).CodeHint)
		return
	}
	m := online.Msg{T: kind, Room: l.code, Name: l.name}
	if kind == online.Join && l.ticket.Room == l.code && l.ticket.Server == l.server {
		m.Token = l.ticket.Token
	}
	l.open(ctx, m)
}

// open starts a session with its first request.
func (l *Lobby) open(ctx *game.Context, first online.Msg) {
	l.closeSession()
	l.msg = i18n.NetOf(l.text).Connecting
	l.sess = online.NewSession(l.server, first)
	l.sess.Notify(func() { game.Wake(2) })
}

func (l *Lobby) closeSession() {
	if l.sess != nil {
		l.sess.Close()
	}
	l.sess, l.joined, l.seat, l.last = nil, false, -1, online.Msg{}
}

// pump reads what the server sent; it reports true when it opened the
// table.
func (l *Lobby) pump(ctx *game.Context) bool {
	l.buf = l.sess.Poll(l.buf[:0])
	for i, m := range l.buf {
		switch m.T {
		case online.Joined:
			l.joined, l.room, l.seat = true, m.Room, m.Seat
			if m.Spec != nil {
				l.spec = *m.Spec
			}
			l.msg = ""
			if m.Token != "" {
				l.ticket = ticket{Server: l.server, Room: m.Room, Token: m.Token}
				if data, err := json.Marshal(l.ticket); err == nil && ctx.Store != nil {
					_ = ctx.Store.Put(ticketName, data)
				}
			}
			game.Signal("room", m.Room)
		case online.Error:
			l.msg = shell.Refusal(l.text, m)
			if !l.joined {
				l.closeSession()
				return false
			}
		case online.State:
			l.last = m
			if m.Phase != "waiting" && l.seat >= 0 && m.View != nil {
				n := shell.NewNet(l.sess, l.room, l.spec, l.seat)
				n.Demo = l.Demo
				n.Note(m)
				n.Unread(l.buf[i+1:])
				sc, err := shell.OpenOnline(n, m)
				if err != nil {
					l.msg = err.Error()
					return false
				}
				ctx.Switch(sc)
				return true
			}
		}
	}
	if _, tries, fatal := l.sess.Status(); fatal != nil {
		l.msg = fatal.Error()
		l.closeSession()
	} else if tries > 0 {
		l.msg = fmt.Sprintf(i18n.NetOf(l.text).Reconnecting, tries)
	}
	return false
}

// link is the address that brings a friend into the room: the page's
// server with ?room=.
func (l *Lobby) link() string {
	base := firstServer(l.server)
	switch {
	case strings.HasPrefix(base, "wss://"):
		base = "https://" + base[len("wss://"):]
	case strings.HasPrefix(base, "ws://"):
		base = "http://" + base[len("ws://"):]
	}
	base = strings.TrimSuffix(base, "/ws")
	return base + "/?room=" + l.room
}

// inviteLine is the line that gives the room's link, whole in width
// units at the smallest face a line may take: with its words before it
// where they fit, else the link alone ("Copy link" below says what it
// is), else the link without its scheme. The room's code is its end, so
// it is never what is cut.
func (l *Lobby) inviteLine(words string, width, s float64) string {
	link := l.link()
	face := sprites.Face(14*s, false)
	fits := func(t string) bool {
		w, _ := sprites.MeasureText(t, face)
		return w/s <= width
	}
	if t := words + " " + link; fits(t) {
		return t
	}
	if fits(link) {
		return link
	}
	_, bare, _ := strings.Cut(link, "://")
	return bare
}

// lay builds the screen's items for its size: a column of lines, buttons
// and fields, as high as the screen allows.
func (l *Lobby) lay(ctx *game.Context) {
	tx := l.text
	w := i18n.NetOf(tx)
	l.items = l.items[:0]
	cw := min(600, ctx.LW-32)
	x := (ctx.LW - cw) / 2
	// The rows of the form, or of the waiting room with its seats.
	rows := 10.0
	if l.ticket.Room != "" && l.sess == nil {
		rows++
	}
	var watch []string
	if l.joined {
		if l.seat < 0 {
			watch = l.watchLines()
		}
		rows = float64(6 + len(l.last.Seats) + len(watch))
	}
	h := max(30, min(58, (ctx.LH-32)/rows))
	y := max(12, (ctx.LH-rows*h)/2)
	line := func(text string, act int, title, dim bool) {
		l.items = append(l.items, lobbyItem{r: ui.Rect{X: x, Y: y, W: cw, H: h - 8}, text: text, act: act, title: title, dim: dim})
		y += h
	}
	note := func(text string) {
		l.items = append(l.items, lobbyItem{r: ui.Rect{X: x, Y: y, W: cw, H: h - 8}, text: text, dim: true, wrap: true})
		y += h
	}
	// stepper is a setting between its two arrows: the arrows are
	// buttons of their own, the setting stands centred between them.
	stepper := func(label string, down, up int) {
		aw := min(72, cw/5)
		l.items = append(l.items,
			lobbyItem{r: ui.Rect{X: x, Y: y, W: aw, H: h - 8}, text: "◄", act: down},
			lobbyItem{r: ui.Rect{X: x + aw + 8, Y: y, W: cw - 2*aw - 16, H: h - 8}, text: label, center: true},
			lobbyItem{r: ui.Rect{X: x + cw - aw, Y: y, W: aw, H: h - 8}, text: "►", act: up})
		y += h
	}
	pair := func(a string, actA int, b string, actB int) {
		half := (cw - 12) / 2
		l.items = append(l.items, lobbyItem{r: ui.Rect{X: x, Y: y, W: half, H: h - 8}, text: a, act: actA},
			lobbyItem{r: ui.Rect{X: x + half + 12, Y: y, W: half, H: h - 8}, text: b, act: actB})
		y += h
	}
	side := ctx.LW > ctx.LH && ctx.LW >= 760
	if !l.joined {
		top := y
		if side {
			// A landscape screen: a room of one's own on the left, a
			// room of others' on the right, with room for fingers.
			cw = min(520, (ctx.LW-48)/2)
			x = (ctx.LW - 2*cw - 16) / 2
			h = max(30, min(58, (ctx.LH-32)/6))
			top = max(12, (ctx.LH-6*h)/2)
			y = top
		}
		line(w.PlayOnline, actNone, true, false)
		line(l.summary(), actNone, false, true)
		clock := w.NoClock
		if c := clockSteps[l.clock]; c > 0 {
			clock = fmt.Sprintf(w.Seconds, c)
		}
		stepper(w.Clock+": "+clock, actClockDown, actClockUp)
		l.fieldLine(w.Name, fieldName, x, &y, cw, h)
		line(w.Create, actCreate, false, false)
		if side {
			x, y = x+cw+16, top
		}
		l.fieldLine(w.Code, fieldCode, x, &y, cw, h)
		pair(w.Join, actJoin, w.Watch, actWatch)
		l.fieldLine(w.Server, fieldServer, x, &y, cw, h)
		if l.ticket.Room != "" && l.sess == nil {
			line(fmt.Sprintf(w.Rejoin, l.ticket.Room), actRejoin, false, false)
		}
		note(l.msg)
		line(tx.Back, actBack, false, false)
		return
	}
	// The waiting room (or a watcher's view of a room in play): on a
	// landscape screen the seats make a column of their own beside it.
	seats := append(l.seatLines(w), watch...)
	if side {
		cw = min(520, (ctx.LW-48)/2)
		rows = float64(max(6, len(seats)))
		h = max(30, min(58, (ctx.LH-32)/rows))
		top := max(12, (ctx.LH-rows*h)/2)
		x, y = (ctx.LW-2*cw-16)/2+cw+16, top
		for _, t := range seats {
			line(t, actNone, false, false)
		}
		x, y = (ctx.LW-2*cw-16)/2, top
	}
	line(fmt.Sprintf(w.Room, l.room), actNone, true, false)
	line(l.inviteLine(w.Link, cw, ctx.Scale), actNone, false, true)
	line(w.Copy, actCopy, false, false)
	if !side {
		for _, t := range seats {
			line(t, actNone, false, false)
		}
	}
	switch {
	case l.last.Phase == "waiting" && l.seat == 0:
		line(w.Start, actStart, false, false)
	case l.last.Phase == "waiting":
		line(w.WaitHost, actNone, false, true)
	}
	note(l.msg)
	line(w.Leave, actLeave, false, false)
}

// seatLines are the room's seats, a line each: who sits there, and who is
// the host, this screen's, or away.
func (l *Lobby) seatLines(w *i18n.NetWords) []string {
	var out []string
	for p, s := range l.last.Seats {
		what := s.Name
		switch {
		case s.Bot:
			what = w.Bot
		case s.Name == "":
			what = w.Free
		}
		var notes []string
		if p == 0 {
			notes = append(notes, w.Host)
		}
		if p == l.seat {
			notes = append(notes, w.You)
		}
		if !s.Bot && s.Name != "" && !s.Connected {
			notes = append(notes, w.Away)
		}
		if len(notes) > 0 {
			what += " (" + strings.Join(notes, ", ") + ")"
		}
		out = append(out, fmt.Sprintf("%d. %s", p+1, what))
	}
	return out
}

// fieldLine lays out a field: its label left, its value in a box right.
func (l *Lobby) fieldLine(label string, f int, x float64, y *float64, cw, h float64) {
	lw := min(180, cw*0.38)
	l.items = append(l.items, lobbyItem{r: ui.Rect{X: x, Y: *y, W: lw, H: h - 8}, text: label, dim: true},
		lobbyItem{r: ui.Rect{X: x + lw, Y: *y, W: cw - lw, H: h - 8}, text: *l.field(f), act: actField + f})
	*y += h
}

// summary is the menu's match in one line: the room Create makes.
func (l *Lobby) summary() string {
	tx := l.text
	s := l.setup
	people := s.Humans()
	if !s.Seats[0] {
		people++ // the host's seat is a person's online
	}
	return fmt.Sprintf("%s · %d %s · %d %s", tx.Of(s.Game).Name, people, i18n.NetOf(tx).Online, s.Players-people, i18n.NetOf(tx).BotsFill)
}

// watchLines tell a watcher what lies open on the table and how many
// cards are hidden where.
func (l *Lobby) watchLines() []string {
	var out []string
	for _, p := range l.last.Table {
		owner := "·"
		if p.Seat >= 0 && p.Seat < len(l.last.Seats) {
			owner = l.last.Seats[p.Seat].Name
		}
		var open []string
		for _, c := range p.Open {
			open = append(open, card.Card(c).String())
		}
		t := fmt.Sprintf("%s %s: %s", owner, p.Zone, strings.Join(open, " "))
		if p.Hidden > 0 {
			t += fmt.Sprintf(" +%d", p.Hidden)
		}
		out = append(out, t)
	}
	return out
}

// Draw paints the lobby.
func (l *Lobby) Draw(screen *ebiten.Image, ctx *game.Context) {
	ctx.Paint.DrawFelt(screen)
	if l.text == nil {
		return
	}
	s := ctx.Scale
	for i, it := range l.items {
		r := it.r
		switch {
		case it.act >= actField:
			ink := ui.PanelInk
			if l.edit == it.act-actField {
				ink = ui.FocusInk
			}
			ctx.Paint.DrawPanel(screen, r.X*s, r.Y*s, r.W*s, r.H*s, 8*s, ink)
			text := it.text
			if l.edit == it.act-actField {
				text += "_"
			}
			t, f := ui.FitText(text, r.W-24, s, 22, false)
			ctx.Paint.DrawText(screen, t, f, (r.X+12)*s, (r.Y+r.H/2)*s, ui.TextColor, sprites.Left)
		case it.act != actNone:
			st := sprites.Normal
			if i == l.press || (!ctx.Input.Touch && r.Contains(ctx.Input.X, ctx.Input.Y)) {
				st = sprites.Hover
			}
			ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, it.text, ui.FitFace(it.text, 22, 13, r.W-16, s, true), st)
		case it.wrap && it.text != "":
			t, f := l.noteText(it, s)
			ctx.Paint.DrawText(screen, t, f, r.X*s, (r.Y+r.H/2)*s, ui.DimText, sprites.Left)
		case it.text != "":
			size, clr := 20.0, ui.TextColor
			if it.title {
				size = 34
			}
			if it.dim {
				clr = ui.DimText
			}
			t, f := ui.FitText(it.text, r.W, s, size, it.title)
			if it.center {
				ctx.Paint.DrawText(screen, t, f, (r.X+r.W/2)*s, (r.Y+r.H/2)*s, clr, sprites.Center)
				continue
			}
			ctx.Paint.DrawText(screen, t, f, r.X*s, (r.Y+r.H/2)*s, clr, sprites.Left)
		}
	}
}

// noteText is the message it shows, in the largest face from 20 units
// down to 14 that holds it on one line, or on two where the line is high
// enough for them; it is broken once and kept while it stays the same.
func (l *Lobby) noteText(it lobbyItem, s float64) (string, *sprites.TextFace) {
	w := &l.wrapped
	if w.face == nil || w.text != it.text || w.r != it.r || w.s != s {
		lines := 1
		if it.r.H >= 34 {
			lines = 2
		}
		w.text, w.r, w.s = it.text, it.r, s
		w.lines, w.face = ui.FitWrap(it.text, 20, 14, it.r.W, lines, s, false)
	}
	return w.lines, w.face
}

// Button is where the button or field that says label lies now, for a test
// that presses it as a person would (ok false when none says it).
func (l *Lobby) Button(label string) (r ui.Rect, ok bool) {
	for _, it := range l.items {
		if it.act != actNone && it.text == label {
			return it.r, true
		}
	}
	return ui.Rect{}, false
}
