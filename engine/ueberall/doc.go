// Package ueberall is the rules engine of Überall anschließen (game id
// ueberall) for 2 to 6 players, its record format and its bots.
//
// Every player turns the cards of his face-down stack one by one and lays
// each where it fits: one above the top of the centre pile (which comes
// first) or of another player's face-up pile, 20 followed by 1. A card that
// fits nowhere goes on his own face-up pile and ends his turn. A player may
// overlook a fit and lay the card on his own pile; then every other player
// chooses at once, hidden from the others, whether to call "Stopp!" (and
// give him the bottom card of his own stack). The first player without
// cards wins; the others are placed as they run out.
//
// A card that fits somewhere takes two actions, turn (the card is shown)
// and lay (where it goes), so that a seat decides having seen the card, and
// its view never shows a card still face down. A card that fits no other
// pile goes on the own pile within its turn action: there is nothing to
// decide, and a random round has about 40% fewer actions. Decisions where RULES.md is silent are
// listed in docs/rules.md.
package ueberall
