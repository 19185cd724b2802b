package main

import (
	"net/url"
	"sort"
)

// queryArgs maps URL parameters to flags: name=value becomes -name=value, and
// the boolean flags take 1/0 as well as true/false.
func queryArgs(q url.Values) []string {
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var args []string
	for _, k := range keys {
		v := q.Get(k)
		switch v {
		case "1", "":
			if k == "demo" || k == "fast" || k == "exit" {
				v = "true"
			}
		case "0":
			if k == "demo" || k == "fast" || k == "exit" {
				v = "false"
			}
		}
		args = append(args, "-"+k+"="+v)
	}
	return args
}
