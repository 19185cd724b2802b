// Package games is what the rest of the program knows of a game: its id, its
// seats and options, how a round is dealt and replayed from a record, and its
// bots. Every game describes itself with one Game, and engine/registry lists
// them; the command line, sim, check, deal, saves, statistics, the menu and
// the replay viewer loop over that list and never switch on a game family.
//
// A round is played through Round over opaque actions and views: each game's
// own Action and View types travel as any, and only the game's own code (its
// engine, its bots, its table) looks inside. ToMove names every seat that
// must act now, so turn-based games (one seat), simultaneous hidden choices
// (every seat bids, then all are revealed) and real-time games (every seat
// may call in each tick) share one loop.
package games

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Action is one action of a game in its engine's own type.
type Action any

// View is what one seat sees of a round, in the game's own type.
type View any

// Round is one round (a deal played to its end) of any game.
type Round interface {
	Players() int
	Dealer() int
	IsOver() bool
	// ToMove lists the seats that must act now: one seat in a turn-based
	// game, several while simultaneous choices are open, none when the
	// round is over. The slice is the round's own: read it before the
	// next Apply.
	ToMove() []int
	// Legal lists seat's legal actions now, in a fixed order.
	Legal(seat int) []Action
	// Apply carries out an action (it names its seat) or refuses it with
	// an error that leaves the round unchanged.
	Apply(a Action) error
	// View is seat's view: what that seat would see at a real table. The
	// value is the round's own buffer, valid until the next call.
	View(seat int) View
	// Actions counts the actions so far; Turns the turns a tournament
	// reports (turns, tricks, cards turned: the game's own measure).
	Actions() int
	Turns() int
	// Result is the round's result line, nil while it runs; its Scores are
	// what a match's sheet adds up.
	Result() *record.Result
	// Record is the round so far as a record (names may be nil; round
	// counts from 1).
	Record(names []string, round int) Record
	// Clone returns an independent copy; Equal compares two rounds of the
	// same game.
	Clone() Round
	Equal(o Round) bool
}

// Record is a record of one round of a game, in its own setup and action
// types, as record.Read reads it.
type Record interface {
	Head() *record.Header
	// Final is the result line, nil when the record has none.
	Final() *record.Result
	// Len is the number of action lines.
	Len() int
	Write(w io.Writer) error
	Marshal() []byte
}

// Bot plays one seat from that seat's view.
type Bot interface {
	// Choose returns one legal action for the view's seat, which must be
	// among the seats to move.
	Choose(v View) Action
}

// Option is one option a game takes; every option is a switch (true or
// false, default false).
type Option struct {
	Name string
	// Players, when not 0, is the only number of players the option may be
	// played with.
	Players int
}

// Game describes one game id.
type Game struct {
	ID                     string
	MinPlayers, MaxPlayers int
	// Options are the switches the game takes; an option map names only
	// these and Numbers.
	Options []Option
	// Numbers are the options that take a whole number from 0 (Schnipp
	// Schnapp's timelimit, in ticks). They are left out of an option map
	// unless set; the game reads an absent one as its default. The menu
	// and deal codes know only the switches.
	Numbers []Option
	// HigherWins: the round's scores are points won (the highest total
	// wins a match); otherwise they are penalty points.
	HigherWins bool
	// Matches: the game is played as a match of several rounds with a
	// running score sheet; otherwise a match is one game.
	Matches bool
	// Table names the table layout the window plays the game at ("rows",
	// "snap", ...); empty when the window has none yet.
	Table string
	// MaxHumans bounds the people at one screen (0: every seat).
	MaxHumans int
	// NextDealer, when set, is the dealer of the next round of a match
	// from this round's dealer and scores (a game whose loser begins the
	// next round); otherwise the deal moves one seat on.
	NextDealer func(dealer int, scores []int) int

	// Deal deals a round: options as CheckOptions returned them, the
	// dealer and the round's seed.
	Deal func(options map[string]any, players, dealer int, seed uint64) (Round, error)
	// Read reads a record of this game (the header is already known to
	// name it); it checks the shape of the lines, not the rules.
	Read func(r io.Reader) (Record, error)
	// Replay replays the first upTo actions of a record read by Read (all
	// of them when upTo < 0, then also checking its result line: a round
	// that is over must end with it).
	Replay func(rec Record, upTo int) (Round, error)
	// Action is the action of line i (from 0) of a record read by Read, as
	// Replay applies it: applying the actions of lines 0 to k-1 in turn to
	// Replay(rec, 0) gives the round of Replay(rec, k), so the log and the
	// replay viewer tell a record in the words of play through the
	// engine's own reading of a line. A line out of range, of another
	// game or not an action is an error. Nil for a game whose lines are not
	// one action each (Schnipp Schnapp resolves a tick's calls together).
	// A line Replay reads as no step of the round (a round's OlderLines
	// drops it) is still read, and the round refuses the action.
	Action func(rec Record, i int) (Action, error)
	// NewBot returns a bot of the level for a seat; seed fixes its random
	// choices.
	NewBot func(l level.Level, seat int, seed uint64) Bot
}

// CheckOptions checks an option map as a header, a flag or a deal code holds
// it against the game's options and the number of players, and returns it
// with every switch present (false where absent) and the numbers that were
// given.
func (g *Game) CheckOptions(m map[string]any, players int) (map[string]any, error) {
	if players < g.MinPlayers || players > g.MaxPlayers {
		if g.MinPlayers == g.MaxPlayers {
			return nil, fmt.Errorf("%s is for %d players, not %d", g.ID, g.MinPlayers, players)
		}
		return nil, fmt.Errorf("%s is for %d to %d players, not %d", g.ID, g.MinPlayers, g.MaxPlayers, players)
	}
	out := make(map[string]any, len(g.Options))
	for _, o := range g.Options {
		out[o.Name] = false
	}
	for k, v := range m {
		if slices.ContainsFunc(g.Numbers, func(o Option) bool { return o.Name == k }) {
			n, ok := wholeNumber(v)
			if !ok {
				return nil, fmt.Errorf("option %s takes a whole number from 0, not %v", k, v)
			}
			out[k] = n
			continue
		}
		i := slices.IndexFunc(g.Options, func(o Option) bool { return o.Name == k })
		if i < 0 {
			if len(g.Options)+len(g.Numbers) == 0 {
				return nil, fmt.Errorf("%s has no options (not %q)", g.ID, k)
			}
			return nil, fmt.Errorf("%s has no option %q (it has %s)", g.ID, k, g.optionNames())
		}
		on, ok := v.(bool)
		if !ok {
			return nil, fmt.Errorf("option %s is true or false, not %v", k, v)
		}
		if on && g.Options[i].Players != 0 && g.Options[i].Players != players {
			return nil, fmt.Errorf("option %s is for %d players, not %d", k, g.Options[i].Players, players)
		}
		out[k] = on
	}
	return out, nil
}

// wholeNumber reads a numeric option as a flag (int64), JSON (float64) or
// Go code (int) gives it: a whole number from 0 to 2^53.
func wholeNumber(v any) (int64, bool) {
	var f float64
	switch x := v.(type) {
	case int64:
		f = float64(x)
	case int:
		f = float64(x)
	case float64:
		f = x
	default:
		return 0, false
	}
	if f < 0 || f > 1<<53 || f != float64(int64(f)) {
		return 0, false
	}
	return int64(f), true
}

func (g *Game) optionNames() string {
	s := ""
	for i, o := range append(slices.Clone(g.Options), g.Numbers...) {
		if i > 0 {
			s += ", "
		}
		s += o.Name
	}
	return s
}

// On reports whether the option name is set in m.
func On(m map[string]any, name string) bool {
	v, _ := m[name].(bool)
	return v
}

// Match is a series of rounds of one game with a running score sheet. The
// dealer of the first round is drawn from the match seed and moves one seat
// each round; each round is dealt from a seed derived from the match seed and
// the round number, so a match is fixed by its seed and the players' actions.
type Match struct {
	Game    *Game
	Options map[string]any
	Players int
	Seed    uint64
	Rounds  int     // rounds to play
	First   int     // dealer of the first round
	Sheet   [][]int // each round's scores per seat
}

// NewMatch sets up a match of rounds rounds after checking the options and
// players.
func NewMatch(g *Game, options map[string]any, players, rounds int, seed uint64) (*Match, error) {
	opts, err := g.CheckOptions(options, players)
	if err != nil {
		return nil, err
	}
	if rounds < 1 {
		return nil, errors.New("a match has at least one round")
	}
	rng := card.NewRng(card.Mix(seed, 0))
	return &Match{Game: g, Options: opts, Players: players, Seed: seed, Rounds: rounds, First: rng.IntN(players)}, nil
}

// Played is the number of rounds finished.
func (m *Match) Played() int { return len(m.Sheet) }

// Over reports whether every round has been played.
func (m *Match) Over() bool { return len(m.Sheet) >= m.Rounds }

// Dealer is the dealer of round r (1-based). A game with NextDealer
// derives it from the rounds on the sheet before r.
func (m *Match) Dealer(r int) int {
	if m.Game.NextDealer == nil || r <= 1 {
		return (m.First + max(r, 1) - 1) % m.Players
	}
	d := m.First
	for i := 0; i < r-1 && i < len(m.Sheet); i++ {
		d = m.Game.NextDealer(d, m.Sheet[i])
	}
	return d
}

// RoundSeed is the seed of round r's deal.
func (m *Match) RoundSeed(r int) uint64 { return card.Mix(m.Seed, uint64(r)) }

// Deal deals the next round.
func (m *Match) Deal() (Round, error) {
	if m.Over() {
		return nil, errors.New("the match is over")
	}
	r := len(m.Sheet) + 1
	return m.Game.Deal(m.Options, m.Players, m.Dealer(r), m.RoundSeed(r))
}

// Finish enters a finished round in the score sheet.
func (m *Match) Finish(r Round) error {
	res := r.Result()
	if !r.IsOver() || res == nil {
		return errors.New("the round is not over")
	}
	if m.Over() {
		return errors.New("the match is over")
	}
	// A round of another table would corrupt the sheet.
	if r.Players() != m.Players || len(res.Scores) != m.Players {
		return fmt.Errorf("the round is for %d players, the match for %d", r.Players(), m.Players)
	}
	if n := len(m.Sheet) + 1; r.Dealer() != m.Dealer(n) {
		return fmt.Errorf("round %d is dealt by seat %d, not seat %d", n, m.Dealer(n), r.Dealer())
	}
	m.Sheet = append(m.Sheet, slices.Clone(res.Scores))
	return nil
}

// Restore puts a saved score sheet back, after checking that it fits.
func (m *Match) Restore(sheet [][]int) error {
	if len(sheet) > m.Rounds {
		return fmt.Errorf("the score sheet has %d rounds, the match %d", len(sheet), m.Rounds)
	}
	for i, row := range sheet {
		if len(row) != m.Players {
			return fmt.Errorf("round %d of the score sheet has %d seats, not %d", i+1, len(row), m.Players)
		}
	}
	m.Sheet = sheet
	return nil
}

// Totals is each seat's sum over the rounds played.
func (m *Match) Totals() []int {
	t := make([]int, m.Players)
	for _, row := range m.Sheet {
		for p, v := range row {
			t[p] += v
		}
	}
	return t
}

// Leaders are the seats with the best total (highest or lowest, as the game
// counts): the winners once the match is over; equal totals share the win.
func (m *Match) Leaders() []int { return Best(m.Totals(), m.Game.HigherWins) }

// Best are the seats with the best of scores: the highest when higher wins,
// else the lowest.
func Best(scores []int, higher bool) []int {
	var out []int
	for p, v := range scores {
		switch {
		case len(out) == 0, higher && v > scores[out[0]], !higher && v < scores[out[0]]:
			out = append(out[:0], p)
		case v == scores[out[0]]:
			out = append(out, p)
		}
	}
	return out
}

// Play plays a round between bots to its end, each seat deciding from its
// own view, and fails if a bot's choice is refused or the round runs past
// limit actions.
func Play(r Round, bots []Bot, limit int) error {
	for !r.IsOver() {
		if r.Actions() >= limit {
			return fmt.Errorf("the round is still running after %d actions", limit)
		}
		for _, p := range slices.Clone(r.ToMove()) {
			a := bots[p].Choose(r.View(p))
			if err := r.Apply(a); err != nil {
				return fmt.Errorf("seat %d's bot chose %v, which the rules refuse: %w", p, a, err)
			}
		}
	}
	return nil
}

// Audited is what the shared random simulation (engine/simtest) needs of a
// round besides Round: every card of the round and where it lies, and the
// cards a seat's view shows.
type Audited interface {
	// Deck is every card of the round.
	Deck() []card.Card
	// Places reports every card and where it lies.
	Places(yield func(c card.Card, p Place))
	// Seen reports every card the view of seat shows.
	Seen(seat int, yield func(c card.Card))
	// Garbage is an arbitrary action, legal or not, drawn from r.
	Garbage(r *card.Rng) Action
}

// Place is where a card lies, as far as who may see it.
type Place struct {
	// Zone names the place for failure messages: "hand", "pile", "table".
	Zone string
	// Seat is the seat the zone belongs to, or -1.
	Seat int
	// SeenBy is the one seat that sees the card besides the open ones (the
	// owner of a hand), or -1 when nobody does (a draw pile, a face-down
	// stack even its owner may not look at).
	SeenBy int
	// Open means the card lies face up: every seat sees it.
	Open bool
}

// VisibleTo reports whether seat may see a card in place p.
func (p Place) VisibleTo(seat int) bool { return p.Open || p.SeenBy == seat }

// Replayer makes a descriptor's Replay from a game's own record type R,
// its Replay and its Round wrapper, so no game writes the type check again.
func Replayer[R Record, S any, G Round](id string, replay func(R, int) (S, error), wrap func(S) G) func(Record, int) (Round, error) {
	return func(rec Record, upTo int) (Round, error) {
		r, ok := rec.(R)
		if !ok {
			return nil, fmt.Errorf("not a record of %s", id)
		}
		s, err := replay(r, upTo)
		if err != nil {
			return nil, err
		}
		return wrap(s), nil
	}
}

// LineAction makes a descriptor's Action from a game's record lines L (of a
// record.Of with setups S) and the function its Replay reads a line with,
// so no game writes the type and range checks again.
func LineAction[S, L, A any](id string, read func(L) (A, error)) func(Record, int) (Action, error) {
	return func(rec Record, i int) (Action, error) {
		r, ok := rec.(*record.Of[S, L])
		if !ok {
			return nil, fmt.Errorf("not a record of %s", id)
		}
		if i < 0 || i >= len(r.Actions) {
			return nil, fmt.Errorf("the record has no action %d: it has %d", i+1, len(r.Actions))
		}
		a, err := read(r.Actions[i])
		if err != nil {
			return nil, &record.LineError{Line: r.ActionLine(i), Err: err}
		}
		return a, nil
	}
}

// Box lists a game's own actions as Actions.
func Box[A any](as []A) []Action {
	out := make([]Action, len(as))
	for i, a := range as {
		out[i] = a
	}
	return out
}

// BotOf is a bot over a game's own view type V: a view of another type
// gets no action (nil), which every Round refuses.
func BotOf[V, A any](choose func(*V) A) Bot { return botFunc[V, A](choose) }

type botFunc[V, A any] func(*V) A

func (f botFunc[V, A]) Choose(v View) Action {
	gv, ok := v.(*V)
	if !ok {
		return nil
	}
	return f(gv)
}
