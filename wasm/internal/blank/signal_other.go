//go:build !js

package main

// signalScene has no page to mark outside a browser.
func signalScene(string) {}
