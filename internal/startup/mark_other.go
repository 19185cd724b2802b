//go:build !js

package startup

// Mark has no page to mark outside a browser.
func Mark(string) {}
