//go:build !js

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// childEnv makes the test binary run the game itself instead of the tests:
// TestMain calls run on the main goroutine, as main does, since a window
// can only be opened there.
const childEnv = "ELFERRAUS_TEST_RUN_GAME"

func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv(childArgsEnv); ok {
		os.Exit(run(strings.Fields(args), os.Stdout, os.Stderr))
	}
	if os.Getenv(childEnv) == "1" {
		os.Exit(run([]string{"-game", "elfer", "-demo", "-fast", "-exit"}, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestNoDisplay: started where no window system is there, the game says
// what is missing and how to run it anyway, and exits with its own status,
// without a panic or a stack trace.
func TestNoDisplay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux has sessions without a window system to start in")
	}
	if _, err := os.Stat("/dev/fb0"); err == nil {
		t.Skip("this machine has a framebuffer (/dev/fb0), where Ebitengine opens a screen without X11 or Wayland")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	var env []string
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); name == "DISPLAY" || name == "WAYLAND_DISPLAY" {
			continue
		}
		env = append(env, kv)
	}
	cmd.Env = append(env, childEnv+"=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("the game without a display: %v, want exit status %d\nstderr:\n%s", err, exitNoDisplay, stderr.String())
	}
	if code := exit.ExitCode(); code != exitNoDisplay {
		t.Errorf("exit status %d, want %d", code, exitNoDisplay)
	}
	msg := stderr.String()
	for _, want := range []string{"no window can be opened", "DISPLAY", "xvfb-run", "elferraus sim", "elferraus check"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message lacks %q:\n%s", want, msg)
		}
	}
	for _, bad := range []string{"panic", "goroutine ", ".go:"} {
		if strings.Contains(msg, bad) {
			t.Errorf("the message shows %q, like a crash:\n%s", bad, msg)
		}
	}
	if stdout.Len() > 0 {
		t.Errorf("stdout is not empty: %s", stdout.String())
	}
}

func TestNoDisplayTellsOtherErrorsApart(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want bool
	}{
		{"ui: no window system is available: fbdev: failed to open /dev/fb0: no such file or directory", true},
		{"glfw: X11: Failed to open display :99", true},
		{"open table.png: permission denied", false},
		{"store: cannot write match.json: disk full", false},
	} {
		if got := noDisplay(errors.New(c.msg)); got != c.want {
			t.Errorf("noDisplay(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
}
