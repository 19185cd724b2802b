package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
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
			// A whole number, for an option that takes one (timelimit);
			// the game then says whether the option takes a number.
			n, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("option %s takes true, false or a whole number, not %q", name, val)
			}
			m[name] = n
		}
	}
	return m, nil
}

// codeOptions turns a deal code's options into the map a record header
// holds, which each game's ParseOptions reads; an option set to false is the
// same as an absent one and is left out.
func codeOptions(c map[string]bool) map[string]any {
	m := map[string]any{}
	for name, on := range c {
		if on {
			m[name] = true
		}
	}
	return m
}

// dailyDate reads the DATE of -daily: "today" is now's local date, anything
// else must be a real day written 2006-01-02.
func dailyDate(s string, now time.Time) (string, error) {
	if strings.EqualFold(s, "today") {
		return now.Format(time.DateOnly), nil
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil || t.Format(time.DateOnly) != s {
		return "", fmt.Errorf("-daily wants today or a day like 2006-01-02, not %q", s)
	}
	return s, nil
}
