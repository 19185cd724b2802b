package deal

import (
	"fmt"
	"hash/fnv"
	"time"

	"elferraus/engine/card"
)

// dateLayout is the only date form Daily takes, so that one day has one
// spelling and so one deal everywhere.
const dateLayout = "2006-01-02"

// dailyPrefix names the derivation of the daily seed. It is part of every
// daily deal ever played: a new derivation needs a new prefix.
const dailyPrefix = "elferraus-daily/1 "

// Daily is the deal of the day: the same code for everybody in the world on
// the given date ("2006-01-02"; the caller says which day it is, this package
// reads no clock) for the given game. It has no options and a fixed player
// count per game: 4 wherever the game allows it (the menu's default; the
// elfer games, master, ueberall, mogeln, ratefix, farben, both Schnipp
// Schnapps, schwarzerpeter, hoechste) and 2 for zweikampf, which is for two
// only. The seed is the FNV-1a 64 hash of "elferraus-daily/1 DATE GAME" run
// through card.Mix, so neighbouring dates and games give unrelated deals.
func Daily(date string, game string) (Code, error) {
	t, err := time.Parse(dateLayout, date)
	if err != nil || t.Format(dateLayout) != date {
		return Code{}, fmt.Errorf("bad date %q: want a day like 2006-01-02", date)
	}
	_, g, ok := lookup(game)
	if !ok {
		return Code{}, fmt.Errorf("unknown game %q", game)
	}
	h := fnv.New64a()
	h.Write([]byte(dailyPrefix + date + " " + game))
	return Code{Game: g.id, Players: g.daily, Seed: card.Mix(h.Sum64(), 0)}, nil
}
