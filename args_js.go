package main

import (
	"net/url"
	"strings"
	"syscall/js"

	"elferraus/game"
)

// programArgs turns the page's URL query into command-line flags, so that
// ?game=elfer&players=4&seed=7&demo=1&fast=1 means what the flags mean.
func programArgs() []string {
	search := js.Global().Get("location").Get("search").String()
	q, err := url.ParseQuery(strings.TrimPrefix(search, "?"))
	if err != nil {
		return nil
	}
	return queryArgs(q)
}

// systemLang follows the browser's language.
func systemLang() game.Lang {
	nav := js.Global().Get("navigator")
	if nav.Truthy() && strings.HasPrefix(nav.Get("language").String(), "de") {
		return game.German
	}
	return game.English
}
