// Package registry lists every game the program plays. Adding a game is one
// line here (its engine package describes it, see package games); the
// command line, sim, check, deal, saves, statistics, the menu and the replay
// viewer find it through Lookup and All.
package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"elferraus/engine/bot"
	"elferraus/engine/elfer"
	"elferraus/engine/farben"
	"elferraus/engine/games"
	"elferraus/engine/hoechste"
	"elferraus/engine/master"
	"elferraus/engine/mogeln"
	"elferraus/engine/ratefix"
	"elferraus/engine/record"
	"elferraus/engine/schwarzerpeter"
	"elferraus/engine/snap"
	"elferraus/engine/ueberall"
	"elferraus/engine/zweikampf"
)

// all is every game in the order menus list them.
var all = []*games.Game{
	withBots(elfer.Game(elfer.Classic), bot.ForElfer),
	withBots(elfer.Game(elfer.FalseStart), bot.ForElfer),
	withBots(elfer.Game(elfer.ThreeStarts), bot.ForElfer),
	withBots(elfer.Game(elfer.AnyStart), bot.ForElfer),
	withBots(master.Game(), bot.ForMaster),
	ueberall.Game(),
	mogeln.Game(),
	ratefix.Game(),
	zweikampf.Game(),
	farben.Game(),
	snap.Game(false),
	snap.Game(true),
	schwarzerpeter.Game(),
	hoechste.Game(),
}

// withBots joins a game to its bots where they live outside its package.
func withBots(g *games.Game, b func(l bot.Level, seat int, seed uint64) games.Bot) *games.Game {
	g.NewBot = b
	return g
}

// All is every game, in menu order. The slice is shared: do not change it.
func All() []*games.Game { return all }

// Lookup finds a game by its id.
func Lookup(id string) (*games.Game, bool) {
	for _, g := range all {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// IDs are the ids of every game, in menu order.
func IDs() []string {
	ids := make([]string, len(all))
	for i, g := range all {
		ids[i] = g.ID
	}
	return ids
}

// Known is the list of ids for messages: "elfer, master, ...".
func Known() string { return strings.Join(IDs(), ", ") }

// Find is Lookup with the error a person reads.
func Find(id string) (*games.Game, error) {
	if g, ok := Lookup(id); ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", id, Known())
}

// Read reads a record of any game: the header names the game, whose own
// reader reads the rest. Errors name the line, as record.Read's do.
func Read(data []byte) (*games.Game, games.Record, error) {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	var h struct {
		Record string `json:"record"`
		Game   string `json:"game"`
	}
	if json.Unmarshal(bytes.TrimSpace(first), &h) != nil || h.Record != record.Version {
		// Not a header this program reads: the common reader says why.
		_, err := record.Read(bytes.NewReader(data))
		if err == nil {
			err = &record.LineError{Line: 1, Err: record.ErrNotRecord}
		}
		return nil, nil, err
	}
	g, ok := Lookup(h.Game)
	if !ok {
		return nil, nil, &record.LineError{Line: 1, Err: fmt.Errorf("unknown game %q (known: %s)", h.Game, Known())}
	}
	rec, err := g.Read(bytes.NewReader(data))
	if err != nil {
		return nil, nil, err
	}
	return g, rec, nil
}

// Replay reads a record of any game and replays its first upTo actions (all
// of them when upTo < 0, checking the result line too).
func Replay(data []byte, upTo int) (*games.Game, games.Round, error) {
	g, rec, err := Read(data)
	if err != nil {
		return nil, nil, err
	}
	r, err := g.Replay(rec, upTo)
	if err != nil {
		return g, nil, err
	}
	return g, r, nil
}
