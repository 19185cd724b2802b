//go:build !linux || android

package game

// audioAvailable is true where an audio output always exists: Windows,
// macOS, and browsers.
func audioAvailable() bool { return true }
