//go:build !js

package main

import (
	"os"
	"strings"

	"elferraus/game"
)

// programArgs are the command-line arguments.
func programArgs() []string { return os.Args[1:] }

// systemLang picks German where the environment asks for it.
func systemLang() game.Lang {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			if strings.HasPrefix(v, "de") {
				return game.German
			}
			return game.English
		}
	}
	return game.English
}
