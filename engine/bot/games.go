package bot

import "elferraus/engine/games"

// ForElfer is the registry's bot for the Elfer raus! games: it decides from
// the *elfer.View the round hands it.
func ForElfer(l Level, _ int, seed uint64) games.Bot { return games.BotOf(NewElfer(l, seed).Choose) }

// ForMaster is the registry's bot for MASTER.
func ForMaster(l Level, _ int, seed uint64) games.Bot { return games.BotOf(NewMaster(l, seed).Choose) }
