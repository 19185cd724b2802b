//go:build !js

package game

// watchWakes has nothing to watch natively: a dropped file comes with the
// window's own event, which wakes the game.
func watchWakes() {}
