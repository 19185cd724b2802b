//go:build !js

package emptypage

// signalScene has no page to mark outside a browser.
func signalScene(string) {}
