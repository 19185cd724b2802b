// Package master is the rules engine of Elfer raus! MASTER (game id
// "master"): four rows of values 1 to 21 built out from a column of 11s,
// jokers, connection cards that lead to a neighbouring row, and bonus cards
// for completed row sides.
//
// A State is one round. It is a plain value with its own seeded generator
// (used for the deal only): it reads no clock and no global randomness, so a
// seed and a list of actions give the same round everywhere. Every action
// goes through Apply, which either changes the state or returns an *Error
// that says, in words a player understands, why the rules forbid it; a
// refused action changes nothing. Apply accepts exactly the actions that
// Legal lists (and a draw naming the true top card, as a replay writes it).
//
// A slot is a (row colour, value) place, named like its number card: B7 is
// the blue row's 7-slot. An action is one record line: a connection card
// (Connect) and the card laid after it (Lay) are two actions, and while the
// card is pending that lay is the only legal action.
//
// A seat sees the round through View, which holds its own hand and what lies
// open on the table, never another seat's cards or the order of the pile.
//
// Rules decided where RULES.md leaves room (each one is tested):
//   - Every random choice of the deal comes from one generator seeded by the
//     seed: first the order of the column (a shuffle of red, yellow, green,
//     blue), then the shuffle of the 80 number cards and 4 jokers, which are
//     dealt in blocks (seat 0 first) with the rest as the pile.
//   - A connection card may be laid only when the card it demands can follow:
//     fewer than four cards were laid this turn (the demanded card is one of
//     the four, so none may come after the fourth) and the seat holds the
//     number card of the target slot or a joker. Otherwise it is refused, so
//     a turn can never be stuck on a pending connection.
//   - A connection card may lead to a slot its card would also reach without
//     one; the card is spent all the same. It may be laid at a joker.
//   - Jokers are interchangeable but are four distinct cards (J1 to J4) in
//     records; Legal lists a lay for each joker held.
//   - A joker exchange (Swap) may come at any point of a laying turn: before
//     the first card, between cards and after the fourth, but not while a
//     connection card's card is pending. It does not count toward the four.
//     After an exchange the turn is a laying turn: drawing, passing and
//     ending are refused until a card lies (the joker just taken may be that
//     card). So an exchange before the first card is refused when every slot
//     of the table is taken (84 slots, 88 cards: it can happen), since no
//     card could follow it. An exchange changes no slot's occupation, so it
//     never earns a bonus, and the bonus once earned by that joker stays.
//   - After the fourth card only exchanges and End are legal.
//   - Laying stays voluntary while the pile has cards, even for a seat whose
//     only choices are lays. Once the pile is empty, a seat that can lay a
//     number card (at its slot next to its row, or with one of its own
//     connection cards) must lay at least one card, and may choose a joker as
//     that card. A number card that would fit only after a joker does not
//     count: jokers never have to be laid, so such a seat may pass.
//   - The bonus card for a completed side is taken by the lay that fills its
//     last slot, also when that lay is the seat's last card (it then counts
//     in the final score).
//   - The round's winners are all seats with the highest score, whether the
//     round ended because a seat went out (that seat need not win) or
//     because it was blocked.
//   - If every seat passes in turn with an empty pile the round is blocked
//     and scored like any other. That can happen only once every slot is
//     taken, when the hands hold nothing but jokers and cards whose slots
//     jokers hold (otherwise the card of some empty slot next to a row is in
//     a hand, and its holder may not pass).
//   - The player left of the dealer begins (the printed sheet: the youngest).
//   - Error messages name seats from 0, as records do.
package master
