package main

import (
	"net/url"
	"sort"
)

// urlFlags are the flags a page's URL may set. Anything else in the query
// (a tracking parameter of a shared link, say) is left alone, so it cannot
// keep the game from starting; -shot and -replay name files, which a page
// has none of.
var urlFlags = map[string]bool{
	"game": true, "players": true, "humans": true, "seed": true, "rounds": true,
	"options": true, "bots": true, "demo": true, "fast": true, "exit": true, "lang": true,
	"deal": true, "daily": true, "room": true, "name": true,
}

// boolFlags take 1/0 as well as true/false in a URL.
var boolFlags = map[string]bool{"demo": true, "fast": true, "exit": true}

// queryArgs maps URL parameters to flags: name=value becomes -name=value.
func queryArgs(q url.Values) []string {
	keys := make([]string, 0, len(q))
	for k := range q {
		if urlFlags[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var args []string
	for _, k := range keys {
		v := q.Get(k)
		if boolFlags[k] {
			switch v {
			case "1", "":
				v = "true"
			case "0":
				v = "false"
			}
		}
		if k == "room" {
			// A link into an online room: ?room=CODE joins it.
			k = "join"
		}
		args = append(args, "-"+k+"="+v)
	}
	return args
}
