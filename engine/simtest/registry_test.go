package simtest_test

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/record"
	"elferraus/engine/simtest"
)

// blind is a tiny game of simultaneous hidden choices that exercises
// RunGame: twelve cards, three to a hand; in each trick every seat lays one
// card face down, in any order, and once all have chosen the cards turn
// face up and the highest value scores a point. ToMove lists every seat yet
// to choose. Its bug switches on one deliberate fault.
type blindRound struct {
	bug    string
	seed   uint64
	dealer int
	deal   [][]card.Card // as dealt, for the record
	hands  [][]card.Card
	chosen []card.Card // this trick's face-down cards, card.None while open
	table  []card.Card // face up
	box    []card.Card // the cards not dealt
	points []int
	log    []blindAct
	to     []int
}

type blindAct struct {
	Seat int       `json:"seat"`
	Act  string    `json:"act"`
	Card card.Card `json:"card"`
}

type blindSetup struct {
	Hands [][]card.Card `json:"hands"`
}

type blindRecord = record.Of[blindSetup, blindAct]

var blindDeck = card.Deck(6, card.Red, card.Yellow)

func blindDeal(bug string, players, dealer int, seed uint64) *blindRound {
	d := slices.Clone(blindDeck)
	rng := card.NewRng(seed)
	rng.Shuffle(d)
	r := &blindRound{bug: bug, seed: seed, dealer: dealer, chosen: make([]card.Card, players), points: make([]int, players)}
	for p := range players {
		h := slices.Clone(d[3*p : 3*p+3])
		slices.Sort(h)
		r.hands = append(r.hands, h)
		r.deal = append(r.deal, slices.Clone(h))
	}
	r.box = d[3*players:]
	return r
}

func blindGame(bug string) *games.Game {
	return &games.Game{
		ID: "blind", MinPlayers: 2, MaxPlayers: 4,
		Deal: func(_ map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			r := blindDeal(bug, players, dealer, seed)
			if bug == "unaudited" {
				return struct{ games.Round }{r}, nil // hides the Audited half
			}
			return r, nil
		},
		Read: func(rd io.Reader) (games.Record, error) { return record.ReadOf[blindSetup, blindAct](rd) },
		Replay: func(rec games.Record, upTo int) (games.Round, error) {
			br, ok := rec.(*blindRecord)
			if !ok {
				return nil, errors.New("not a record of blind")
			}
			seed, err := br.Header.SeedValue()
			if err != nil {
				return nil, err
			}
			r := blindDeal(bug, br.Header.Players, br.Header.Dealer, seed)
			for i, a := range br.Actions {
				if upTo >= 0 && i >= upTo {
					return r, nil
				}
				if err := r.Apply(a); err != nil {
					return nil, fmt.Errorf("action %d: %v", i, err)
				}
			}
			if upTo < 0 {
				if err := br.CheckResult(r.IsOver(), r.Result()); err != nil {
					return nil, err
				}
			}
			return r, nil
		},
	}
}

func (r *blindRound) Players() int { return len(r.hands) }
func (r *blindRound) Dealer() int  { return r.dealer }
func (r *blindRound) IsOver() bool { return len(r.hands[0]) == 0 && r.chosen[0] == card.None }
func (r *blindRound) Actions() int { return len(r.log) }
func (r *blindRound) Turns() int   { return len(r.table) / len(r.hands) }

func (r *blindRound) ToMove() []int {
	r.to = r.to[:0]
	for p, c := range r.chosen {
		if c == card.None && len(r.hands[p]) > 0 {
			r.to = append(r.to, p)
		}
	}
	return r.to
}

func (r *blindRound) Legal(seat int) []games.Action {
	if seat < 0 || seat >= len(r.hands) || (r.chosen[seat] != card.None && r.bug != "others-legal") {
		return nil
	}
	var out []games.Action
	for _, c := range r.hands[seat] {
		out = append(out, blindAct{Seat: seat, Act: "choose", Card: c})
	}
	return out
}

func (r *blindRound) Apply(x games.Action) error {
	a, ok := x.(blindAct)
	if !ok {
		return errors.New("not an action of blind")
	}
	if a.Seat < 0 || a.Seat >= len(r.hands) || a.Act != "choose" || r.chosen[a.Seat] != card.None {
		return errors.New("that seat may not choose now")
	}
	i := slices.Index(r.hands[a.Seat], a.Card)
	if i < 0 {
		return errors.New("not in hand")
	}
	r.hands[a.Seat] = slices.Delete(r.hands[a.Seat], i, i+1)
	r.chosen[a.Seat] = a.Card
	r.log = append(r.log, a)
	if slices.Contains(r.chosen, card.None) {
		return nil
	}
	best := 0
	for p, c := range r.chosen {
		if c.Value() > r.chosen[best].Value() {
			best = p
		}
	}
	r.points[best]++
	r.table = append(r.table, r.chosen...)
	for p := range r.chosen {
		r.chosen[p] = card.None
	}
	return nil
}

func (r *blindRound) View(seat int) games.View { return seat }

func (r *blindRound) Result() *record.Result {
	if !r.IsOver() {
		return nil
	}
	return &record.Result{Reason: "out", Winners: games.Best(r.points, true), Scores: slices.Clone(r.points)}
}

func (r *blindRound) Record(names []string, round int) games.Record {
	return &blindRecord{
		Header:  record.Header{Game: "blind", Players: len(r.hands), Names: names, Seed: fmt.Sprint(r.seed), Round: round, Dealer: r.dealer},
		Setups:  []blindSetup{{Hands: r.deal}},
		Actions: slices.Clone(r.log),
		Result:  r.Result(),
	}
}

func (r *blindRound) Clone() games.Round {
	c := *r
	c.hands = make([][]card.Card, len(r.hands))
	for p, h := range r.hands {
		c.hands[p] = slices.Clone(h)
	}
	c.chosen = slices.Clone(r.chosen)
	c.table = slices.Clone(r.table)
	c.points = slices.Clone(r.points)
	c.log = slices.Clone(r.log)
	c.to = nil
	return &c
}

func (r *blindRound) Equal(o games.Round) bool {
	x, ok := o.(*blindRound)
	return ok && slices.EqualFunc(r.hands, x.hands, slices.Equal) && slices.Equal(r.chosen, x.chosen) &&
		slices.Equal(r.table, x.table) && slices.Equal(r.points, x.points) && slices.Equal(r.log, x.log)
}

func (r *blindRound) Deck() []card.Card { return blindDeck }

func (r *blindRound) Places(yield func(card.Card, games.Place)) {
	for p, h := range r.hands {
		for _, c := range h {
			yield(c, games.Place{Zone: "hand", Seat: p, SeenBy: p})
		}
		if c := r.chosen[p]; c != card.None {
			yield(c, games.Place{Zone: "face-down card", Seat: p, SeenBy: p})
		}
	}
	for _, c := range r.table {
		yield(c, games.Place{Zone: "table", Seat: -1, SeenBy: -1, Open: true})
	}
	for _, c := range r.box {
		yield(c, games.Place{Zone: "box", Seat: -1, SeenBy: -1})
	}
}

func (r *blindRound) Seen(seat int, yield func(card.Card)) {
	for _, c := range r.hands[seat] {
		yield(c)
	}
	for p, c := range r.chosen {
		if c != card.None && (p == seat || r.bug == "peeks") {
			yield(c)
		}
	}
	for _, c := range r.table {
		yield(c)
	}
}

func (r *blindRound) Garbage(rng *card.Rng) games.Action {
	return blindAct{Seat: rng.IntN(len(r.hands)+2) - 1, Act: []string{"choose", "pass"}[rng.IntN(2)], Card: blindDeck[rng.IntN(len(blindDeck))]}
}

var blindConfig = simtest.Config{Games: 100, Seed: 3, MaxActions: 50, FullReplay: 5, Prefixes: 3, Garbage: 3}

// TestRunGamePlaysSimultaneousChoices runs the registry's entry point on a
// game where several seats are to move at once, at every table size.
func TestRunGamePlaysSimultaneousChoices(t *testing.T) {
	g := blindGame("")
	for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
		simtest.RunGame(t, g, n, blindConfig)
	}
}

// TestRunGameCatchesBugs shows RunGame failing a round that is not audited,
// one whose view shows another seat's hidden choice, and one that offers
// actions to a seat not to move.
func TestRunGameCatchesBugs(t *testing.T) {
	tests := []struct{ bug, want string }{
		{"unaudited", "does not implement games.Audited"},
		{"peeks", "face-down card of seat"},
		{"others-legal", "is not to move, but has legal actions"},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			var r recorder
			simtest.RunGame(&r, blindGame(tt.bug), 3, blindConfig)
			if len(r.msgs) != 1 {
				t.Fatalf("got %d reports, want 1: %q", len(r.msgs), r.msgs)
			}
			if got := r.msgs[0]; !strings.Contains(got, tt.want) {
				t.Errorf("report %q, want it to say %q", got, tt.want)
			}
		})
	}
	var r recorder
	simtest.RunGameWith(&r, blindGame(""), map[string]any{"fast": true}, 3, blindConfig)
	if len(r.msgs) != 1 || !strings.Contains(r.msgs[0], `no options (not "fast")`) {
		t.Errorf("an unknown option gave %q", r.msgs)
	}
}

// TestRunGameWithRunsTheGamesChecks: a game's own invariant, given to
// RunGameWith, is checked after every action; its failure names the seed.
func TestRunGameWithRunsTheGamesChecks(t *testing.T) {
	var r recorder
	thirdTrick := func(x games.Round) error {
		if x.Turns() >= 2 {
			return errors.New("a third trick was played")
		}
		return nil
	}
	simtest.RunGameWith(&r, blindGame(""), nil, 3, blindConfig, thirdTrick)
	if len(r.msgs) != 1 || !strings.Contains(r.msgs[0], "a third trick was played") || !strings.Contains(r.msgs[0], "seed") {
		t.Errorf("an invariant that breaks in every round gave %q, want one report of it", r.msgs)
	}
}
