//go:build !js

package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"elferraus/game"
	"elferraus/scenes"
)

// childArgsEnv makes the test binary run the game with these arguments
// (separated by spaces) instead of the tests; see TestMain.
const childArgsEnv = "ELFERRAUS_TEST_GAME_ARGS"

// TestWindowPressAtRatio opens the game in a real window on a screen of
// device pixel ratio 2 and 3 (X11 tells programs the ratio by Xft.dpi,
// which the window library reads as its content scale) and clicks the
// menu's Start button where the menu lays it out for that window: a match
// must start. Each ratio gets an X server of its own, so the ratio does not
// reach the other tests' windows.
func TestWindowPressAtRatio(t *testing.T) {
	tools := []string{"Xvfb", "xrdb", "xdotool"}
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("ELFER_DISPLAY") == "1" {
				t.Fatalf("ELFER_DISPLAY=1 but %s is missing (apt-get install xvfb x11-xserver-utils xdotool)", tool)
			}
			t.Skipf("%s is not installed: install xvfb, x11-xserver-utils and xdotool and run with ELFER_DISPLAY=1 to make this test mandatory", tool)
		}
	}
	if testing.Short() {
		t.Skip("opens real windows")
	}
	for _, dpr := range []float64{2, 3} {
		t.Run(fmt.Sprintf("ratio %v", dpr), func(t *testing.T) {
			display := startXvfb(t, dpr)
			xrdb := exec.Command("xrdb", "-nocpp", "-merge")
			xrdb.Env = append(os.Environ(), "DISPLAY="+display)
			xrdb.Stdin = strings.NewReader(fmt.Sprintf("Xft.dpi: %d\n", int(96*dpr)))
			if out, err := xrdb.CombinedOutput(); err != nil {
				t.Fatalf("xrdb: %v: %s", err, out)
			}
			home := t.TempDir()
			signalFile := filepath.Join(home, "signals")
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), childArgsEnv+"=-lang en", "DISPLAY="+display,
				game.SignalsEnv+"="+signalFile, "HOME="+home, "XDG_CONFIG_HOME="+home)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
			if err := waitSignal(signalFile, "scene=menu", time.Minute); err != nil {
				t.Fatalf("the menu did not open: %v\nstderr:\n%s", err, stderr.String())
			}
			wid := xdo(t, display, "search", "--sync", "--onlyvisible", "--name", "Elfer raus!")
			wid = strings.Fields(wid)[0]
			geom := xdo(t, display, "getwindowgeometry", "--shell", wid)
			w, h := shellInt(geom, "WIDTH"), shellInt(geom, "HEIGHT")
			t.Logf("window %dx%d device pixels", w, h)
			// The window is w x h device pixels; the menu's layout there:
			ctx := game.NewContext(&game.Settings{Lang: game.English})
			ctx.DPR = dpr
			ctx.AllowNarrow(true)
			ctx.AllowShort(true)
			ctx.Resize(float64(w), float64(h))
			m := scenes.NewMenu(scenes.Setup{})
			_ = m.Update(ctx)
			bx, by, bw, bh := m.StartButton(ctx)
			x, y := math.Round((bx+bw/2)*ctx.Scale), math.Round((by+bh/2)*ctx.Scale)
			xdo(t, display, "mousemove", "--window", wid, strconv.Itoa(int(x)), strconv.Itoa(int(y)))
			time.Sleep(150 * time.Millisecond)
			xdo(t, display, "mousedown", "1")
			time.Sleep(150 * time.Millisecond)
			xdo(t, display, "mouseup", "1")
			if err := waitSignal(signalFile, "scene=table", 30*time.Second); err != nil {
				t.Fatalf("a click on Start at %v,%v of a %vx%v window did not start a match: %v\nstderr:\n%s", x, y, w, h, err, stderr.String())
			}
		})
	}
}

// startXvfb starts an X server large enough for a 1280x720 window at ratio
// dpr and returns its display name.
func startXvfb(t *testing.T, dpr float64) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	size := fmt.Sprintf("%dx%dx24", int(1400*dpr), int(820*dpr))
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", size, "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb told no display: %v", err)
	}
	return ":" + strings.TrimSpace(line)
}

// xdo runs xdotool on display and returns what it printed.
func xdo(t *testing.T, display string, args ...string) string {
	t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("xdotool %v: %v", args, err)
	}
	return string(out)
}

// shellInt reads NAME=value from xdotool's --shell output.
func shellInt(out, name string) int {
	for _, l := range strings.Split(out, "\n") {
		if v, ok := strings.CutPrefix(l, name+"="); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n
		}
	}
	return 0
}

// waitSignal waits until the signals file holds the line want.
func waitSignal(path, want string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		if data, err := os.ReadFile(path); err == nil {
			for _, l := range strings.Split(string(data), "\n") {
				if l == want {
					return nil
				}
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	data, _ := os.ReadFile(path)
	return fmt.Errorf("no %q within %v; the game signalled %q", want, timeout, data)
}
