// Package elfer is the rules engine of Elfer raus! and its three variants
// (false start, three starting numbers, any starting card).
//
// A State is one round. It is a plain value with its own seeded generator:
// it reads no clock and no global randomness, so a seed and a list of actions
// give the same round everywhere. Every action goes through Apply, which
// either changes the state or returns an *Error that says, in words a player
// understands, why the rules forbid it; a refused action changes nothing.
//
// A seat sees the round through View, which holds its own hand and what lies
// open on the table, never another seat's cards or the order of the pile.
//
// Rules decided where RULES.md leaves room (see also the rules screens):
//   - The opening card is always a turn of its own: after it the next seat is
//     on. Where the first card is not forced (three starting numbers), the
//     first card anybody lays, even one found by drawing, is that turn.
//   - A drawn card that fits must be laid at once and ends the turn.
//   - A player who laid at least one card ends his turn explicitly; the
//     screen offers to do it for him when nothing else fits.
//   - If every seat passes in a row with an empty pile, the round is blocked.
//   - The variants are "as elfer, except", so the two-player short game (no
//     blue cards) applies to each of them; every record header carries the
//     option.
//   - A drawn card that must be laid is in its drawer's hand until it lies:
//     other seats' views do not show it (Turn.MustLay is None for them).
//   - Which 11 opens a classic round, and so who holds it, is public: the
//     table asks for it, and its holder must lay it.
//   - Error messages name seats from 0, as records do.
package elfer
