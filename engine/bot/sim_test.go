package bot

import (
	"fmt"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// maxActions bounds a round in the tests: far above any real round, so a
// round that does not end within it is a bug.
const maxActions = 5000

// playRound plays st to its end with one bot per seat. It fails if a bot
// returns an action outside the seat's legal list, if the engine refuses it,
// or if the round does not end.
func playRound(st *elfer.State, bots []*Elfer) error {
	var v elfer.View
	for n := 0; !st.IsOver(); n++ {
		if n > maxActions {
			return fmt.Errorf("the round did not end after %d actions", maxActions)
		}
		seat := st.ToMove()
		st.ViewInto(seat, &v)
		a := bots[seat].Choose(&v)
		if !isLegal(&v, a) {
			return fmt.Errorf("%s bot at seat %d chose %v, not in %v", bots[seat].level, seat, a, v.Legal())
		}
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("%s bot at seat %d: %v refused: %v", bots[seat].level, seat, a, err)
		}
	}
	return nil
}

func isLegal(v *elfer.View, a elfer.Action) bool {
	for _, l := range v.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// tally is the outcome of a series of rounds for the seat under test.
type tally struct {
	players               int
	rounds, wins, blocked int
	score, othersScore    int // penalty points of the seat and of the others together
}

func (t tally) winRate() float64   { return float64(t.wins) / float64(t.rounds) }
func (t tally) meanScore() float64 { return float64(t.score) / float64(t.rounds) }
func (t tally) othersMean() float64 {
	return float64(t.othersScore) / float64(t.rounds*(t.players-1))
}

func (t tally) String() string {
	return fmt.Sprintf("win %.1f%% mean %.2f (others %.2f) blocked %d of %d",
		100*t.winRate(), t.meanScore(), t.othersMean(), t.blocked, t.rounds)
}

// duel plays rounds in which one seat (moving round by round) is played by
// the bot that hero makes and every other seat by the bot that rest makes.
func duel(opts elfer.Options, players, rounds int, seed uint64, hero, rest func(seed uint64) *Elfer) (tally, error) {
	t := tally{players: players}
	bots := make([]*Elfer, players)
	for r := range rounds {
		rs := card.Mix(seed, uint64(r))
		heroSeat := r % players
		for p := range bots {
			if p == heroSeat {
				bots[p] = hero(card.Mix(rs, uint64(100+p)))
			} else {
				bots[p] = rest(card.Mix(rs, uint64(100+p)))
			}
		}
		st, err := elfer.New(opts, players, (r/players)%players, rs)
		if err != nil {
			return t, err
		}
		if err := playRound(st, bots); err != nil {
			return t, fmt.Errorf("round %d: %v", r, err)
		}
		t.rounds++
		if st.Winner() == heroSeat {
			t.wins++
		}
		if st.Blocked() {
			t.blocked++
		}
		for p, s := range st.Scores() {
			if p == heroSeat {
				t.score += s
			} else {
				t.othersScore += s
			}
		}
	}
	return t, nil
}

func level(l Level) func(uint64) *Elfer {
	return func(seed uint64) *Elfer { return NewElfer(l, seed) }
}
