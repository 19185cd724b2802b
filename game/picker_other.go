//go:build !js

package game

import "errors"

// ErrNoPicker is what PickFile returns outside the browser: there is no file
// dialog without cgo.
var ErrNoPicker = errors.New("choose a record with -replay FILE or drop it onto the window")

// PickFile would open a file dialog; natively it returns ErrNoPicker, whose
// text tells the player the other ways.
func PickFile() error { return ErrNoPicker }
