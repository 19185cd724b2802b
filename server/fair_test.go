package server

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"elferraus/engine/snap"
)

// The simulation below drives the real judge and the real round-trip
// estimator (the server's pinger) with a virtual clock: two clients behind
// lines of fixed latency plus jitter, which carry the server's pings and
// pongs, its states and the clients' calls alike. A client shows a state at
// its next frame (60 a second, at a phase of its own), its person presses
// his key a true reaction later, the client reads the key at the frame
// after that and sends the call with the frames between as its figure.
// The server takes a call at its first tick after the call arrived and
// asks the judge at every tick whether the verdict is due.

// line is a client's connection: each message, either way, takes half the
// round trip plus a jitter drawn evenly from [0, jitter].
type line struct {
	rtt, jitter time.Duration
	rng         *rand.Rand
}

func (l *line) oneWay() time.Duration {
	d := l.rtt / 2
	if l.jitter > 0 {
		d += time.Duration(l.rng.Int64N(int64(l.jitter) + 1))
	}
	return d
}

// blind makes the simulated server judge as if it had measured no round
// trip.
var blind bool

// simClient is a client at the far end of a line: its frames and the
// server's pinger of its connection.
type simClient struct {
	line  line
	phase time.Duration // its frames fall at phase + k/60 s
	pings pinger
}

// link is the judge's knowledge of the client's line.
func (c *simClient) link() link {
	if blind {
		return link{}
	}
	return c.pings.link()
}

// frame is the client's first frame at or after t.
func (c *simClient) frame(t time.Duration) time.Duration {
	k := (t - c.phase + fairTick - 1) / fairTick
	return c.phase + k*fairTick
}

// ping is one ping of the server's at t, answered at once by the client.
func (c *simClient) ping(base time.Time, t time.Duration) {
	n := c.pings.ping(base.Add(t))
	back := t + c.line.oneWay() + c.line.oneWay()
	c.pings.pong(n, base.Add(back))
}

// simCall is a call as it reaches the server.
type simCall struct {
	seat   int
	at     time.Duration
	figure float64
}

// contest plays one match: the server sends the state that shows it at
// reveal (a tick of its own), each client's person reacts after react[i];
// it returns the verdict and the server's tick each call was taken in.
func contest(t *testing.T, base time.Time, cs []*simClient, reveal time.Duration, react []time.Duration) (verdict, []int64) {
	t.Helper()
	var calls []simCall
	for i, c := range cs {
		shown := c.frame(reveal + c.line.oneWay())
		key := c.frame(shown + react[i])
		calls = append(calls, simCall{seat: i, at: key + c.line.oneWay(), figure: ms(key - shown)})
	}
	var j judge
	taken := make([]int64, len(cs))
	done := make([]bool, len(cs))
	for tick := int64(1); tick < 200; tick++ {
		now := reveal + time.Duration(tick)*fairTick
		var table []link
		for _, c := range cs {
			table = append(table, c.link())
		}
		for _, sc := range calls {
			if done[sc.seat] || sc.at > now {
				continue
			}
			done[sc.seat], taken[sc.seat] = true, tick
			fig := sc.figure
			j.add(fairCall{seat: sc.seat, word: snap.Schnapp, at: base.Add(sc.at), tick: tick, shown: base.Add(reveal),
				figure: &fig, link: cs[sc.seat].link()}, table)
		}
		var waiting []waiter
		for i, c := range cs {
			if !done[i] {
				waiting = append(waiting, waiter{word: snap.Schnapp, floor: floorOf(c.link(), base.Add(now), base.Add(reveal))})
			}
		}
		if j.settled(base.Add(now), waiting) {
			return j.verdict(), taken
		}
	}
	t.Fatal("no verdict within 200 ticks")
	return verdict{}, nil
}

// simulate plays n matches between clients on lines of the round trips
// rtts: pings before and between the matches keep the estimates going;
// pick draws the people's true reactions for a match; check is told the
// reactions, the verdict and the ticks the calls were taken in.
func simulate(t *testing.T, seed uint64, n int, jitter time.Duration, rtts []time.Duration,
	pick func(rng *rand.Rand) []time.Duration, check func(react []time.Duration, v verdict, taken []int64)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	var cs []*simClient
	for _, rtt := range rtts {
		cs = append(cs, &simClient{line: line{rtt: rtt, jitter: jitter, rng: rng}, phase: time.Duration(rng.Int64N(int64(fairTick)))})
	}
	now := time.Duration(0)
	for range pingWarm {
		for _, c := range cs {
			c.ping(base, now)
		}
		now += pingWarmEvery
	}
	for range n {
		for range 3 {
			for _, c := range cs {
				c.ping(base, now)
			}
			now += pingEvery
		}
		// A reveal falls on one of the server's ticks.
		now = (now/fairTick + 1) * fairTick
		react := pick(rng)
		v, taken := contest(t, base, cs, now, react)
		check(react, v, taken)
		now += 2 * time.Second
	}
}

// winners are the seats whose calls the verdict plays.
func winners(v verdict) []int {
	var out []int
	for _, c := range v.calls {
		if c.won {
			out = append(out, c.seat)
		}
	}
	return out
}

// TestFairAcrossLatencies: a near player (10 ms round trip) and a far one
// (150 ms), 20 ms of jitter on every message: whenever their true
// reactions differ by 30 ms or more, the faster wins the match alone, in
// at least 99 % of 1,000 matches.
func TestFairAcrossLatencies(t *testing.T) {
	const n = 1000
	wins, taken, judged, far := 0, 0, 0, 0
	simulate(t, 1, n, 20*time.Millisecond, []time.Duration{10 * time.Millisecond, 150 * time.Millisecond},
		func(rng *rand.Rand) []time.Duration {
			a := time.Duration(180+rng.IntN(320)) * time.Millisecond
			d := time.Duration(30+rng.IntN(91)) * time.Millisecond
			if rng.IntN(2) == 0 {
				return []time.Duration{a, a + d}
			}
			return []time.Duration{a + d, a}
		},
		func(react []time.Duration, v verdict, _ []int64) {
			fast := 0
			if react[1] < react[0] {
				fast = 1
				far++
			}
			if w := winners(v); len(w) == 1 && w[0] == fast {
				wins++
			}
			for _, c := range v.calls {
				judged++
				if c.why == "" {
					taken++
				}
			}
		})
	rate := float64(wins) / n
	t.Logf("the faster player won %d of %d matches (%.1f %%), the far one being faster in %d; the verdicts judged %d calls (the others came too late to matter), %d by the client's figure",
		wins, n, 100*rate, far, judged, taken)
	if rate < 0.99 {
		t.Errorf("the faster player won %.1f %% of the matches, want at least 99 %%", 100*rate)
	}
	if far < n/3 || far > 2*n/3 {
		t.Errorf("the far player was the faster in %d of %d matches: the draw is lopsided", far, n)
	}
}

// TestFairBlind: the same matches judged by a server that measured no
// round trip (as with a client that answers no pings) go by arrival, and
// so mostly to the near player: the correction is what makes the figure
// above.
func TestFairBlind(t *testing.T) {
	const n = 300
	wins := 0
	blind = true
	defer func() { blind = false }()
	simulate(t, 1, n, 20*time.Millisecond, []time.Duration{10 * time.Millisecond, 150 * time.Millisecond},
		func(rng *rand.Rand) []time.Duration {
			a := time.Duration(180+rng.IntN(320)) * time.Millisecond
			return []time.Duration{a + time.Duration(30+rng.IntN(91))*time.Millisecond, a}
		},
		func(react []time.Duration, v verdict, _ []int64) {
			if w := winners(v); len(w) == 1 && w[0] == 1 {
				wins++
			}
		})
	t.Logf("blind, the faster far player won %d of %d", wins, n)
	if wins*2 > n {
		t.Errorf("blind, the faster far player won %d of %d matches: the simulation does not try the correction", wins, n)
	}
}

// TestFairEqualLatenciesKeepTheTickRule: with equal round trips the
// server's ticks decide as RULES.md says: calls taken in one tick tie,
// a call in an earlier tick wins alone; both happen.
func TestFairEqualLatenciesKeepTheTickRule(t *testing.T) {
	for _, rtt := range []time.Duration{0, 40 * time.Millisecond, 150 * time.Millisecond} {
		ties, alone := 0, 0
		simulate(t, uint64(rtt)+3, 1000, 0, []time.Duration{rtt, rtt},
			func(rng *rand.Rand) []time.Duration {
				a := time.Duration(200+rng.IntN(300)) * time.Millisecond
				return []time.Duration{a, a + time.Duration(rng.Int64N(int64(80*time.Millisecond))) - 40*time.Millisecond}
			},
			func(react []time.Duration, v verdict, taken []int64) {
				w := winners(v)
				for i := range taken {
					if taken[i] == 0 {
						// Not taken before the verdict: a later tick.
						taken[i] = math.MaxInt64
					}
				}
				switch {
				case !v.byTick:
					t.Fatalf("rtt %v: equal round trips were not judged by ticks", rtt)
				case taken[0] == taken[1]:
					ties++
					if len(w) != 2 {
						t.Fatalf("rtt %v: calls taken in tick %d are not a tie: %v won", rtt, taken[0], w)
					}
				default:
					alone++
					first := 0
					if taken[1] < taken[0] {
						first = 1
					}
					if len(w) != 1 || w[0] != first {
						t.Fatalf("rtt %v: calls taken in ticks %v: %v won, want seat %d alone", rtt, taken, w, first)
					}
				}
			})
		t.Logf("rtt %v: %d ties, %d won alone", rtt, ties, alone)
		if ties == 0 || alone == 0 {
			t.Errorf("rtt %v: %d ties and %d single winners: the draw does not try the rule", rtt, ties, alone)
		}
	}
}

// TestFairFigureChecked: a client's figure is taken only within the
// tolerance of the server's estimate: a claim of 0 ms, a negative or
// absurd one, or one from a connection whose round trip is not known yet
// is not taken, with the reason, and the server's estimate is judged.
func TestFairFigureChecked(t *testing.T) {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	far := link{rtt: 150 * time.Millisecond, spread: 5 * time.Millisecond, known: true}
	near := link{rtt: 10 * time.Millisecond, spread: 2 * time.Millisecond, known: true}
	f := func(x float64) *float64 { return &x }
	for _, tc := range []struct {
		name   string
		figure *float64
		l      link
		why    string
		farWon bool
	}{
		{"honest", f(250), far, "", true},
		{"none", nil, far, "", true},
		{"zero", f(0), far, "lies", true},
		{"negative", f(-5), far, "no reaction", true},
		{"absurd", f(1e9), far, "no reaction", true},
		{"unmeasured", f(250), link{}, "no round trip", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The far player reacted in 250 ms, the near one in 300 ms,
			// which the near one's figure says.
			shown := base
			farAt := shown.Add(250*time.Millisecond + 150*time.Millisecond + fairTick/2)
			nearAt := shown.Add(300*time.Millisecond + 10*time.Millisecond + fairTick/2)
			var j judge
			table := []link{near, tc.l}
			j.add(fairCall{seat: 0, word: snap.Schnapp, at: nearAt, tick: 19, shown: shown, figure: f(300), link: near}, table)
			j.add(fairCall{seat: 1, word: snap.Schnapp, at: farAt, tick: 25, shown: shown, figure: tc.figure, link: tc.l}, table)
			v := j.verdict()
			got := v.calls[1]
			if !strings.Contains(got.why, tc.why) || (tc.why == "") != (got.why == "") {
				t.Errorf("the far figure %v: reason %q, want %q", tc.figure, got.why, tc.why)
			}
			if got.why != "" && got.react != got.own {
				t.Errorf("a figure not taken, but %v judged, not the estimate %v", got.react, got.own)
			}
			if w := winners(v); len(w) != 1 || (w[0] == 1) != tc.farWon {
				t.Errorf("won: %v (reactions %v and %v)", w, v.calls[0].react, got.react)
			}
		})
	}
}

// TestFairSettles: the verdict waits for a far seat that could still
// win, but not for one that no longer can, nor beyond the limit.
func TestFairSettles(t *testing.T) {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	near := link{rtt: 10 * time.Millisecond, spread: 2 * time.Millisecond, known: true}
	far := link{rtt: 150 * time.Millisecond, spread: 5 * time.Millisecond, known: true}
	fig := 300.0
	var j judge
	at := base.Add(318 * time.Millisecond)
	j.add(fairCall{seat: 0, word: snap.Schnapp, at: at, shown: base, figure: &fig, link: near}, []link{near, far})
	if want := at.Add(150*time.Millisecond + 10*time.Millisecond + 2*fairTick); !j.due().Equal(want) {
		t.Errorf("due at %v, want %v", j.due().Sub(base), want.Sub(base))
	}
	wait := func(now time.Time) []waiter {
		return []waiter{{word: snap.Schnapp, floor: floorOf(far, now, base)}}
	}
	if j.settled(at, wait(at)) {
		t.Error("settled while the far seat could still be faster")
	}
	if late := base.Add(560 * time.Millisecond); !j.settled(late, wait(late)) {
		t.Error("not settled when the far seat's call, were it to come, would be too slow")
	}
	if !j.settled(at.Add(fairLimit), nil) {
		t.Error("not settled at the limit")
	}
	bot := j.settled(at, []waiter{{word: snap.Schnipp, floor: 0}})
	if !bot {
		t.Error("a seat that may only call the other word held the verdict")
	}
}

// TestRTTEstimate: the pinger's estimate follows the round trips its pongs
// measured, ignores answers to no ping, and its spread shrinks on a
// steady line.
func TestRTTEstimate(t *testing.T) {
	var p pinger
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	if p.link().known {
		t.Fatal("a link known before any pong")
	}
	p.pong(7, base)
	if p.link().known {
		t.Fatal("a pong of no ping was taken")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 200 {
		at := base.Add(time.Duration(i) * time.Second)
		n := p.ping(at)
		p.pong(n, at.Add(100*time.Millisecond+time.Duration(rng.Int64N(int64(20*time.Millisecond)))))
	}
	l := p.link()
	if l.rtt < 100*time.Millisecond || l.rtt > 120*time.Millisecond || l.spread <= 0 || l.spread > 10*time.Millisecond {
		t.Errorf("round trip %v, spread %v; want about 110 ms and 5 ms", l.rtt, l.spread)
	}
}

// TestFairLagCapped: a round trip longer than the wait's limit (as a
// client that holds back its pongs shows) is corrected for only up to
// the limit, so such a client's call cannot look quicker than that.
func TestFairLagCapped(t *testing.T) {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	long := link{rtt: 2 * time.Second, spread: time.Millisecond, known: true}
	c := fairCall{seat: 0, word: snap.Schnapp, at: base.Add(500 * time.Millisecond), shown: base, link: long}
	_, own, _ := c.reaction()
	if want := 500*time.Millisecond - fairLimit - fairTick/2; own != want {
		t.Errorf("the estimate is %v, want %v", own, want)
	}
}
