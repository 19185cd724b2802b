// Package mogeln is the rules engine of Mogeln (game id mogeln), a bluffing
// game for 3 to 6 players, with its options heimlich and farbe, its record
// format and its bots.
//
// Cards are laid face down with a rising claim ("one", "two", ... "twenty");
// the next player may call "gemogelt" (the claim is false) or, with the
// option heimlich, "mehrere" (the lay was more than one card). A State holds
// the whole table; a seat sees it only through a View, from which the bots
// decide. Every refusal is an *Error with a reason code and leaves the state
// unchanged. The decisions taken where RULES.md is silent are listed in
// docs/rules.md.
package mogeln
