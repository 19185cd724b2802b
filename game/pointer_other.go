//go:build !js

package game

// keyboardAtStart: a desktop program has a keyboard.
func keyboardAtStart() bool { return true }
