// Command gen writes what the game draws of the Go fonts
// (sprites/fonts/regular.glyphs and bold.glyphs, see subset.Outlines): the
// metrics, and the advances, outlines and kerning of printable ASCII,
// Latin-1 and every rune of a string or rune literal in the module's Go
// sources. Run it through `go generate ./sprites` after a text gains a
// character; sprites' tests fail until then.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"elferraus/sprites/internal/subset"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// run expects to be started in the sprites folder, as go generate does.
func run() error {
	runes, err := subset.SourceRunes("..")
	if err != nil {
		return err
	}
	runes = append(subset.Base(), runes...)
	for name, ttf := range map[string][]byte{"regular.glyphs": goregular.TTF, "bold.glyphs": gobold.TTF} {
		out, err := subset.Outlines(ttf, runes)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		path := filepath.Join("fonts", name)
		if err := os.WriteFile(path, out, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d bytes (the whole font file: %d)\n", path, len(out), len(ttf))
	}
	return nil
}
