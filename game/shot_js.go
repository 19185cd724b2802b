package game

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// SavePNG has no file to write to in a browser; leaving the PNG encoder out
// keeps it out of the download.
func SavePNG(*ebiten.Image, string) error {
	return errors.New("screenshots are saved by the native game only")
}
