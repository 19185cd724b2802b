//go:build !js

package game

// signalScene has no page to tell outside the browser.
func signalScene(string) {}

// Signal has no page to tell outside the browser.
func Signal(string, string) {}
