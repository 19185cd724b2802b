package board

import (
	"bytes"
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/hoechste"
	"elferraus/engine/mogeln"
	"elferraus/engine/ratefix"
	"elferraus/engine/registry"
	"elferraus/engine/schwarzerpeter"
	"elferraus/engine/ueberall"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// TestUndoBoardEveryGame: at the board, in every game, Undo restores the
// round, the log of plays and the save to just before the person's last
// decision, and the same decision brings the same bot replies, whenever
// the replies since showed him no card; when they did, U takes nothing
// back.
func TestUndoBoardEveryGame(t *testing.T) {
	undone := 0
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		s := shell.Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 21, Level: bot.Easy}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, _ := scenetest.StoreCtx(t)
		tested, refused, choices := 0, 0, 0
		for turn := 0; turn < 12 && tested < 2; turn++ {
			if !untilBoardChoice(b, ctx) {
				break
			}
			choices++
			before := b.round.Clone()
			rec := b.round.Record(nil, b.rn).Marshal()
			log := slices.Clone(b.log.Lines)
			legal := b.round.Legal(b.Bottom)
			a := legal[len(legal)-1]
			b.Apply(a)
			if !untilBoardChoice(b, ctx) {
				break
			}
			if b.round.Actions() == before.Actions()+1 {
				continue
			}
			if b.undoWhy() == shell.UndoShown {
				boardUndoRefused(t, b, ctx, fmt.Sprintf("%s, after %v and the replies", id, a))
				refused++
				continue
			}
			replies := b.round.Record(nil, b.rn).Marshal()
			gameloop.Tick(b, ctx, gameloop.PressU)
			if !b.round.Equal(before) {
				t.Fatalf("%s: Undo did not restore the round before %v", id, a)
			}
			if got := b.round.Record(nil, b.rn).Marshal(); !bytes.Equal(got, rec) {
				t.Fatalf("%s: the record after Undo\n%s\nwant\n%s", id, got, rec)
			}
			if !slices.Equal(b.log.Lines, log) {
				t.Fatalf("%s: the log after Undo\n%q\nwant\n%q", id, b.log.Lines, log)
			}
			// The save as the board writes it; from the store when the
			// store takes it (it refuses some games' records for now).
			sv := shell.NewSave(b.Setup, b.Match.Sheet, b.round.Record(nil, b.rn).Marshal())
			if b.saveFailed {
				t.Logf("%s: the store keeps no save: %s", id, b.msg.Text)
			} else {
				var err error
				if sv, err = gameloop.Flushed(ctx).LoadSave(shell.SaveName); err != nil {
					t.Fatalf("%s: %v", id, err)
				}
			}
			if sv.Record != string(rec) {
				t.Fatalf("%s: the save after Undo keeps the undone moves", id)
			}
			back, err := ResumeBoard(sv)
			if err != nil {
				t.Fatal(err)
			}
			if !back.round.Equal(before) {
				t.Fatalf("%s: the save after Undo resumes elsewhere", id)
			}
			gameloop.Tick(b, ctx, gameloop.PressU)
			if b.canUndo() || b.round.Actions() < before.Actions() {
				t.Fatalf("%s: a second Undo went further back", id)
			}
			b.Apply(a)
			untilBoardChoice(b, ctx)
			if got := b.round.Record(nil, b.rn).Marshal(); !bytes.Equal(got, replies) {
				t.Fatalf("%s: the bots replied differently after Undo:\n%s\nfirst time\n%s", id, got, replies)
			}
			tested++
		}
		t.Logf("%s: %d choices, %d undone, %d refused", id, choices, tested, refused)
		if tested > 0 {
			undone++
		}
		switch {
		case choices == 0:
			// Zweikampf: the person never chooses, so there is nothing to
			// take back.
			if b.canUndo() {
				t.Errorf("%s: Undo offered without a decision", id)
			}
		case tested+refused == 0:
			t.Errorf("%s: no decision was tried", id)
		}
	}
	if undone < 2 {
		t.Errorf("decisions were undone in %d games only: the test shows too little", undone)
	}
}

// TestUndoBoardRefused: no Undo at the board in hot-seat, in Überall
// anschließen's "Stopp!" window, or for a call made in one.
func TestUndoBoardRefused(t *testing.T) {
	s := shell.Setup{Game: "farben", Players: 3, Rounds: 1, Seed: 4}
	s.FirstHumans(2)
	b, _ := NewBoard(s)
	ctx := gameloop.NewCtx()
	acted := 0
	runBoard(t, b, ctx, 200000, func() {
		if len(b.undo.Acts) > 0 || b.canUndo() {
			t.Fatal("Undo bookkeeping at a board of two people")
		}
		acted++
	})
	if acted == 0 {
		t.Fatal("nothing happened")
	}

	s = shell.Setup{Game: ueberall.ID, Players: 3, Rounds: 1, Seed: 2, Level: bot.Easy}
	s.FirstHumans(1)
	b, _ = NewBoard(s)
	windows := 0
	for i := 0; i < 200000 && !b.round.IsOver() && windows < 20; i++ {
		if b.CanAct() && !b.Motion.Moving() {
			b.Apply(b.round.Legal(b.Bottom)[0])
		}
		if b.inWindow() && slices.Contains(b.round.ToMove(), b.Bottom) {
			windows++
			before := b.round.Clone()
			if b.canUndo() || b.Undo() || !b.round.Equal(before) {
				t.Fatal("Undo inside a Stopp! window")
			}
		}
		gameloop.Tick(b, ctx, nil)
	}
	if windows == 0 {
		t.Fatal("no Stopp! window with the person in it")
	}
	for _, a := range b.undo.Acts {
		if ga, ok := a.A.(ueberall.Action); ok && ga.Seat == b.Bottom && ga.Kind == ueberall.Stopp && a.By == shell.ByChoice {
			t.Fatal("a call in a Stopp! window counts as a decision to undo")
		}
	}
}

// TestUndoBoardRefusedAfterTheSecretChoiceShowed: in the games of secret
// choices, right after the person's choice showed him what was hidden, U
// takes nothing back (the round, its action count and his view stay) and
// the board says why: the other bids of a trick in Die höchste Karte, the
// cards and so the total of a guess in Ratefix, the card he drew in
// Schwarzer Peter, the lay turned over on his call in Mogeln when it was a
// card he had never seen (also where the call was right and the lay went
// into the bot's hand, where no view shows it any more).
func TestUndoBoardRefusedAfterTheSecretChoiceShowed(t *testing.T) {
	newBoard := func(id string, players int, seed uint64) (*Board, *game.Context) {
		s := shell.Setup{Game: id, Players: players, Rounds: 1, Seed: seed, Level: bot.Easy}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		return b, gameloop.NewCtx()
	}
	t.Run(hoechste.ID, func(t *testing.T) {
		b, ctx := newBoard(hoechste.ID, 3, 5)
		trick := func() int { return b.round.View(b.Bottom).(*hoechste.View).Trick }
		for n := range 3 {
			a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
				if len(legal) > 1 {
					return legal[len(legal)/2]
				}
				return nil
			}, nil)
			if !ok {
				t.Fatal("the round ended early")
			}
			k := trick()
			b.Apply(a)
			if !tickUntil(b, ctx, 5000, func() bool { return trick() > k }) {
				t.Fatal("the trick was never revealed")
			}
			boardUndoRefused(t, b, ctx, fmt.Sprintf("trick %d revealed after %v", n+1, a))
		}
	})
	t.Run(ratefix.ID, func(t *testing.T) {
		b, ctx := newBoard(ratefix.ID, 3, 5)
		round := func() int { return b.round.View(b.Bottom).(*ratefix.View).Round }
		for n := range 3 {
			a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
				if len(legal) > 1 && legal[0].(ratefix.Action).Kind == ratefix.Guess {
					return legal[len(legal)/2]
				}
				return nil
			}, nil)
			if !ok {
				t.Fatal("the round ended early")
			}
			k := round()
			b.Apply(a)
			if !tickUntil(b, ctx, 5000, func() bool { return round() > k }) {
				t.Fatal("the cards were never revealed")
			}
			boardUndoRefused(t, b, ctx, fmt.Sprintf("round %d revealed after %v", n+1, a))
		}
	})
	t.Run(schwarzerpeter.ID, func(t *testing.T) {
		b, ctx := newBoard(schwarzerpeter.ID, 3, 5)
		for n := range 3 {
			a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
				v := b.round.View(b.Bottom).(*schwarzerpeter.View)
				if len(legal) < 2 || legal[0].(schwarzerpeter.Action).Kind != schwarzerpeter.Draw {
					return nil
				}
				// A draw from a hand the person knows nothing of: each
				// card he may draw is one he has never seen.
				for _, c := range v.Known[v.Giver] {
					if c != card.None {
						return nil
					}
				}
				return legal[len(legal)/2]
			}, nil)
			if !ok {
				t.Fatalf("the round ended after %d draws", n)
			}
			b.Apply(a)
			if b.round.IsOver() {
				return
			}
			boardUndoRefused(t, b, ctx, fmt.Sprintf("draw %d, %v", n+1, a))
		}
	})
	t.Run(mogeln.ID, func(t *testing.T) {
		calls, right := 0, 0
		for seed := uint64(1); seed <= 20 && (calls < 3 || right == 0); seed++ {
			b, ctx := newBoard(mogeln.ID, 3, seed)
			// seen is every card the person held or saw turned over.
			seen := map[card.Card]bool{}
			look := func() {
				v := b.round.View(b.Bottom).(*mogeln.View)
				for _, c := range v.Hand {
					seen[c] = true
				}
				if v.Verdict != nil {
					for _, c := range v.Verdict.Turned {
						seen[c] = true
					}
				}
			}
			for {
				a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
					for _, a := range legal {
						if a.(mogeln.Action).Kind == mogeln.Call {
							return a
						}
					}
					return nil
				}, look)
				if !ok {
					break
				}
				b.Apply(a)
				if b.round.IsOver() {
					break
				}
				v := b.round.View(b.Bottom).(*mogeln.View)
				if v.Verdict == nil || v.Verdict.Caller != b.Bottom {
					t.Fatalf("the call %v gave no verdict", a)
				}
				if seen[v.Verdict.Turned[0]] {
					// A card he knew: the call showed him nothing new.
					look()
					continue
				}
				if v.Verdict.Taker != b.Bottom {
					right++
				}
				calls++
				boardUndoRefused(t, b, ctx, fmt.Sprintf("seed %d, call %d (the taker seat %d)", seed, calls, v.Verdict.Taker))
				look()
			}
		}
		if calls < 3 || right == 0 {
			t.Fatalf("%d calls, %d of them right: the test shows too little", calls, right)
		}
	})
}

// boardUndoRefused checks that U at the board, with the person's last
// decision behind cards shown since, takes nothing back: the round, its
// record and the person's view stay as they are, no button is offered,
// and the board says why.
func boardUndoRefused(t *testing.T, b *Board, ctx *game.Context, what string) {
	t.Helper()
	if why := b.undoWhy(); why != shell.UndoShown {
		t.Fatalf("%s: Undo is %d, not refused for the cards shown", what, why)
	}
	before := b.round.Clone()
	rec := b.round.Record(nil, b.rn).Marshal()
	// The bots hold still for the tick.
	wait := b.Wait
	b.Wait = 1 << 20
	gameloop.Tick(b, ctx, gameloop.PressU)
	b.Wait = wait
	if b.UndoOK || b.canUndo() || b.Undo() {
		t.Fatalf("%s: Undo is offered", what)
	}
	if b.round.Actions() != before.Actions() || !b.round.Equal(before) || !bytes.Equal(b.round.Record(nil, b.rn).Marshal(), rec) {
		t.Fatalf("%s: U changed the round (%d actions, %d before)", what, b.round.Actions(), before.Actions())
	}
	// The clone's view is the view before: it has a buffer of its own.
	if got, want := b.round.View(b.Bottom), before.View(b.Bottom); !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: U changed the person's view:\n%+v\nbefore\n%+v", what, got, want)
	}
	if b.msg.Text != b.text.UndoShown {
		t.Fatalf("%s: the board says %q, not why there is no Undo", what, b.msg.Text)
	}
}

// boardUntil plays the board on, the person taking his first legal action
// whenever pick chooses none of his actions, until pick chooses one; it
// reports false when the round ends first. each, when not nil, sees every
// position on the way.
func boardUntil(b *Board, ctx *game.Context, pick func(legal []games.Action) games.Action, each func()) (games.Action, bool) {
	for range 50000 {
		if each != nil {
			each()
		}
		if b.round.IsOver() {
			return nil, false
		}
		if b.CanAct() && !b.Motion.Moving() {
			legal := b.round.Legal(b.Bottom)
			if a := pick(legal); a != nil {
				return a, true
			}
			b.Apply(legal[0])
			continue
		}
		gameloop.Tick(b, ctx, nil)
	}
	return nil, false
}

// tickUntil ticks the board until done, at most limit ticks; it reports
// whether done came.
func tickUntil(b *Board, ctx *game.Context, limit int, done func() bool) bool {
	for range limit {
		if done() {
			return true
		}
		gameloop.Tick(b, ctx, nil)
	}
	return done()
}

// untilBoardChoice lets the bots play until the person at the board may act
// with more than one legal action outside a real-time window.
func untilBoardChoice(b *Board, ctx *game.Context) bool {
	for range 20000 {
		if b.round.IsOver() {
			return false
		}
		if b.CanAct() && !b.Motion.Moving() && len(b.round.Legal(b.Bottom)) > 1 {
			return true
		}
		if b.CanAct() && !b.Motion.Moving() {
			b.Apply(b.round.Legal(b.Bottom)[0])
			continue
		}
		gameloop.Tick(b, ctx, nil)
	}
	return false
}
