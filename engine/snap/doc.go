// Package snap is the rules engine of the real-time game Schnipp Schnapp
// (game ids schnippschnapp and schnippschnapp-los) and its bots.
//
// Real time lives in ticks (1/60 s): the screen counts them and stamps every
// reveal and every call with its tick. The engine reads no clock and no
// global randomness: its own generator, seeded with the game, shuffles the
// deal and every face-up pile turned over, so a seed and a list of actions
// give the same game natively and in the browser. Calls stamped with the
// same tick are simultaneous and are handed over together (ApplyTick); a
// refused action or batch changes nothing and says why in an *Error. A
// Clock plays a game one tick at a time the way a table does (the tick's
// calls, then a reveal at the tempo, the time limit), and Game and Round
// offer the game to the registry, every seat acting once a tick.
//
// A seat sees the game through View: every face-up top with the tick it
// appeared, the centre, the sizes of every stack, the quartets set aside.
// Bots (Bot) are given a View and never the State.
//
// Rules decided where RULES.md leaves room:
//   - Deal: the cards go one at a time clockwise from the dealer's left, so
//     the seats after the dealer get the extra ones; a seat's stack is his
//     dealt cards in dealing order (first card on top), quartets taken out.
//   - Reveals: in schnippschnapp the seat left of the dealer reveals first,
//     then clockwise, skipping seats without cards; the tempo is the screen's
//     business, the engine checks only the order and that ticks never go
//     back. In schnippschnapp-los one RevealAll turns a card for every seat
//     holding cards. A seat whose stack is empty turns his face-up pile over
//     and shuffles it when he is next to reveal, so the card he showed stays
//     visible until then. The engine shuffles with the game's generator; a
//     record names the new stack, and a replay takes any order named there
//     that holds exactly the pile's cards.
//   - Matching: Schnapp is right when two or more face-up tops show one
//     value; Schnipp when a top shows the centre's top value. A call does not
//     name a value: a right Schnapp takes every pile in any Schnapp match at
//     that moment (several pairs at once are all taken), plus the caller's
//     own pile. When both words are right, each is right.
//   - Captures: the winner gathers his own pile, then the taken piles
//     clockwise from his left (or the centre, bottom first), sets aside every
//     quartet among exactly these cards, and turns the rest over under his
//     stack. Quartets are never formed with cards already in a stack.
//   - Simultaneous calls: every call of a tick is judged against the table
//     as it stood before the tick. One right caller of a word wins it; two or
//     more tie, and every seat whose pile was in that word's match puts it
//     back under his own stack (the centre stays). Schnapp is resolved first,
//     then Schnipp, then the mistakes in seat order on what is left: a right
//     Schnapp caller and a right Schnipp caller in one tick both win, and a
//     mistaken caller whose pile was just taken or sent back loses nothing
//     more.
//   - No grace: a call of a word with no match on the table (as it stood
//     before the tick) is a mistake, even one tick after the match was won,
//     tied, covered or moved to the centre, as RULES.md says; a record can
//     so be checked from the table alone.
//   - Mistakes: the caller's face-up pile goes onto the centre; with no pile
//     nothing moves, but the mistake is still an event.
//   - Out of play: a seat without stack and pile is out; his reveals are
//     skipped. He may call Schnipp (and is back when he wins the centre); a
//     Schnapp of his is refused (WhyOutSchnapp) rather than counted as a
//     mistake, since he has no pile to lose and the rules forbid the call.
//   - One seat makes at most one call per tick (WhyTwice); a tick's calls
//     come in one batch, and a second batch for a tick already resolved is
//     refused (WhyResolved). Calls may share a tick with a reveal: what the
//     engine received first, happened first.
//   - End: all twenty quartets set aside ("quartets"), fewer than two seats
//     holding cards ("players"), the time limit ("time": the screen sends
//     the Time action at or after Options.TimeLimit, and reveals and calls
//     from that tick on are refused), or MaxActions actions ("bound"), so
//     every game ends. The highest score wins and equal scores share the win,
//     also at 0. The score is the number of quartets; in 3-2-1-los it is the
//     cards conquered: every card a seat wins by a call from another pile or
//     the centre (his own pile is not conquered), counted when won and never
//     taken back. Quartets are set aside in 3-2-1-los too.
//   - Reaction times (Event.Reaction) count from the tick the match
//     appeared: for Schnapp the tick the second card of the value showed
//     (the earliest such match when there are several), for Schnipp the
//     later of the centre's top and the matching top.
//
// # Records
//
// A record has the elferraus-record/1 shape (header, setup, actions,
// result); the header's options are {"timelimit": ticks}. The setup line is
// {"setup":{"hands":[[...],...],"quartets":[[...],...]}}: each seat's
// face-down stack after the deal, top first, and the values of the quartets
// he set aside from his hand. It is authoritative; the seed of the header
// seeds the shuffles of piles turned over. Action lines (tick 0 is left out,
// as JSON omitempty writes it):
//
//	{"seat":1,"act":"reveal","tick":120,"card":"R7"}   seat 1 turns the R7
//	{"seat":1,"act":"reveal","tick":120,"card":"R7","stacks":{"1":["R7","B3"]}}
//	                                                   his stack was empty: his pile, turned over and shuffled, is the new stack
//	{"seat":-1,"act":"revealall","tick":120,"cards":["R7","Y2","B9"]}
//	                                                   3-2-1-los: every seat holding cards turns one, in seat order
//	{"seat":2,"act":"call","tick":131,"word":"schnapp"} seat 2 calls (or "schnipp")
//	{"seat":-1,"act":"time","tick":36000}              the time limit is reached
//
// stacks (on reveal and revealall) names, by seat, every stack the line
// refilled, top first; the replay uses that order after checking it holds
// exactly the pile's cards, so a shuffle of any program replays. A line
// without stacks (records written before they were named) lets the engine
// shuffle with its generator. cards is checked against the cards turned; a
// revealall without it (older records) is not checked.
//
// Consecutive call lines with the same tick are one simultaneous batch,
// written in seat order. The result line is {"result":{"reason":"quartets",
// "winners":[0],"scores":[...]}} with reason quartets, players, time or
// bound and the scores as above.
//
// # Bots
//
// A Bot reacts to each match it sees after a reaction time drawn from an
// ex-Gaussian distribution (right-skewed) whose median is the level's:
// about 800, 550 and 380 ms for Easy, Normal and Hard, never under 150 ms.
// Weaker levels more often miss a match, call the wrong word, or take two
// values one apart for a match. A bot counts its reaction from the tick the
// view says the match appeared, so it never calls before a card is shown,
// and it drops a call whose match is gone by the time it would call: its
// mistakes are only those its level draws.
package snap
