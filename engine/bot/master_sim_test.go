package bot

import (
	"fmt"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// playMasterRound plays st to its end with one bot per seat. It fails if a
// bot returns an action outside the seat's legal list, if the engine
// refuses it, or if the round does not end.
func playMasterRound(st *master.State, bots []*Master) error {
	var v master.View
	for n := 0; !st.IsOver(); n++ {
		if n > maxActions {
			return fmt.Errorf("the round did not end after %d actions", maxActions)
		}
		seat := st.ToMove()
		st.ViewInto(seat, &v)
		a := bots[seat].Choose(&v)
		if !isMasterLegal(&v, a) {
			return fmt.Errorf("%s bot at seat %d chose %v, not in %v", bots[seat].level, seat, a, v.Legal())
		}
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("%s bot at seat %d: %v refused: %v", bots[seat].level, seat, a, err)
		}
	}
	return nil
}

func isMasterLegal(v *master.View, a master.Action) bool {
	for _, l := range v.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// masterTally is the outcome of a series of MASTER rounds for the seat
// under test. Scores are the round's points (higher is better); a shared
// win counts as a win.
type masterTally struct {
	players               int
	rounds, wins, blocked int
	othersWins            int // wins of the other seats together
	outs                  int // rounds the seat ended by laying its last card
	score, othersScore    int
	bonus, othersBonus    int // bonus cards won
}

func (t masterTally) winRate() float64   { return float64(t.wins) / float64(t.rounds) }
func (t masterTally) meanScore() float64 { return float64(t.score) / float64(t.rounds) }
func (t masterTally) othersMean() float64 {
	return float64(t.othersScore) / float64(t.rounds*(t.players-1))
}
func (t masterTally) othersWinRate() float64 {
	return float64(t.othersWins) / float64(t.rounds*(t.players-1))
}

func (t masterTally) String() string {
	return fmt.Sprintf("win %.1f%% mean %.2f bonus %.2f (others: win %.1f%% each, mean %.2f, bonus %.2f) out %d blocked %d of %d",
		100*t.winRate(), t.meanScore(), float64(t.bonus)/float64(t.rounds), 100*t.othersWinRate(), t.othersMean(),
		float64(t.othersBonus)/float64(t.rounds*(t.players-1)), t.outs, t.blocked, t.rounds)
}

// masterDuel plays rounds in which one seat (moving round by round) is
// played by the bot that hero makes and every other seat by the bot that
// rest makes.
func masterDuel(players, rounds int, seed uint64, hero, rest func(seed uint64) *Master) (masterTally, error) {
	t := masterTally{players: players}
	bots := make([]*Master, players)
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
		st, err := master.New(players, (r/players)%players, rs)
		if err != nil {
			return t, err
		}
		if err := playMasterRound(st, bots); err != nil {
			return t, fmt.Errorf("round %d: %v", r, err)
		}
		t.rounds++
		for _, w := range st.Winners() {
			if w == heroSeat {
				t.wins++
			} else {
				t.othersWins++
			}
		}
		if st.Blocked() {
			t.blocked++
		}
		if st.Out() == heroSeat {
			t.outs++
		}
		for p := range players {
			if p == heroSeat {
				t.bonus += st.Bonus(p)
			} else {
				t.othersBonus += st.Bonus(p)
			}
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

func masterLevel(l Level) func(uint64) *Master {
	return func(seed uint64) *Master { return NewMaster(l, seed) }
}
