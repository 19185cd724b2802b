package main

import (
	"errors"
	"fmt"
	"strings"

	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/snap"
)

// errUsage marks a bad command line: exit status 2.
var errUsage = errors.New("usage")

// parseOptionList reads "-options short,name=value" into the map a record
// header holds; each game then checks its own options.
func parseOptionList(list string) (map[string]any, error) {
	m := map[string]any{}
	for item := range strings.SplitSeq(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, val, hasVal := strings.Cut(item, "=")
		switch {
		case !hasVal, val == "true":
			m[name] = true
		case val == "false":
			m[name] = false
		default:
			return nil, fmt.Errorf("option %s takes true or false, not %q", name, val)
		}
	}
	return m, nil
}

// parseGameOptions reads the options of an Elfer raus! game for the window;
// unknown games and options are refused.
func parseGameOptions(game, list string) (elfer.Options, error) {
	m, err := parseOptionList(list)
	if err != nil {
		return elfer.Options{}, err
	}
	if _, ok := elfer.ParseVariant(game); !ok {
		return elfer.Options{}, fmt.Errorf("the window plays %s, not %q", strings.Join(tableGameIDs(), ", "), game)
	}
	return elfer.ParseOptions(game, m)
}

// tableGameIDs are the games the window has a table for.
func tableGameIDs() []string {
	var ids []string
	for _, v := range elfer.Variants() {
		ids = append(ids, v.ID())
	}
	return append(ids, master.ID, snap.ID, snap.IDLos)
}
