//go:build !js

package game

import (
	"fmt"
	"os"
	"sync"
)

// SignalsEnv names a file to which a window outside the browser appends
// what the page's data attributes tell in the browser, one "name=value"
// line each: tests that drive a real window read it to follow the game
// without reading pixels. Unset, nothing is written.
const SignalsEnv = "ELFER_SIGNALS"

var signals struct {
	once sync.Once
	f    *os.File
	mu   sync.Mutex
}

// signalScene tells the signals file which scene is on screen.
func signalScene(name string) { Signal("scene", name) }

// Signal appends name=value to the file SignalsEnv names, if any. Call it
// when something changes, not every frame.
func Signal(name, value string) {
	signals.once.Do(func() {
		if path := os.Getenv(SignalsEnv); path != "" {
			signals.f, _ = os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		}
	})
	if signals.f == nil {
		return
	}
	signals.mu.Lock()
	defer signals.mu.Unlock()
	fmt.Fprintf(signals.f, "%s=%s\n", name, value)
}
