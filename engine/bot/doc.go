// Package bot holds the computer players. A bot is handed one seat's
// *elfer.View and nothing else, so it cannot see another hand or the order of
// the pile even by mistake: hidden information stays hidden by construction,
// as RULES.md demands. Every random choice a bot makes comes from its own
// seeded generator, so the same seed and the same views give the same play,
// natively and in the browser.
//
// Three levels are offered:
//   - Easy lays a random fitting card and often ends its turn early, like a
//     casual player who does not count.
//   - Normal lays what fits, prefers cards that free its own further cards,
//     sheds high values first and, after its first card, keeps back cards
//     that would only open a row for the others.
//   - Hard weighs every way to finish the turn: for each row it can reach
//     with its own cards it counts the places and cards it opens to the
//     others, its own cards that must wait for the others (and whether its
//     own gate card shuts the way to them), the safe moves it keeps for later
//     turns and the points at risk when another hand is nearly empty; it
//     plays the best plan one card at a time and goes out at once when it
//     can.
//
// The bots decide afresh from each view and keep no memory of earlier
// turns, so a bot needs nothing but its level, its seed and the view, and a
// saved game can be resumed with fresh bots. TestReportFigures (run with
// BOT_REPORT=1) prints how the levels fare against each other.
package bot
