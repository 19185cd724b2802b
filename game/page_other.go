//go:build !js

package game

// PageServer is "": a window came from no server.
func PageServer() string { return "" }

// Ask is refused in a window, which reads the keyboard itself.
func Ask(title, value string) (string, bool) { return "", false }
