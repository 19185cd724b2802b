//go:build !js

package game

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// fakeLook makes lookTool find only the named tools, at /fake/NAME or at
// the path given.
func fakeLook(t *testing.T, tools map[string]string) {
	t.Helper()
	old := lookTool
	t.Cleanup(func() { lookTool = old })
	lookTool = func(name string) (string, error) {
		if p, ok := tools[name]; ok {
			if p == "" {
				p = "/fake/" + name
			}
			return p, nil
		}
		return "", exec.ErrNotFound
	}
}

func TestClipboardToolOrder(t *testing.T) {
	cases := []struct {
		goos      string
		installed []string
		want      []string // the first command line tried
	}{
		{"linux", []string{"wl-copy", "xclip", "xsel"}, []string{"/fake/wl-copy"}},
		{"linux", []string{"xclip", "xsel"}, []string{"/fake/xclip", "-selection", "clipboard"}},
		{"linux", []string{"xsel"}, []string{"/fake/xsel", "--clipboard", "--input"}},
		{"freebsd", []string{"xsel", "xclip"}, []string{"/fake/xclip", "-selection", "clipboard"}},
		{"darwin", []string{"pbcopy", "xclip"}, []string{"/fake/pbcopy"}},
		{"windows", []string{"clip", "clip.exe"}, []string{"/fake/clip.exe"}},
		{"windows", []string{"clip"}, []string{"/fake/clip"}},
	}
	for _, c := range cases {
		tools := map[string]string{}
		for _, n := range c.installed {
			tools[n] = ""
		}
		fakeLook(t, tools)
		got := availableTools(c.goos)
		if len(got) == 0 || !slices.Equal(got[0], c.want) {
			t.Errorf("%s with %v: first tool %v, want %v", c.goos, c.installed, got, c.want)
		}
	}
}

func TestClipboardNoTool(t *testing.T) {
	for _, goos := range []string{"linux", "darwin", "windows"} {
		fakeLook(t, nil)
		err := copyWith(goos, "x")
		if !errors.Is(err, ErrNoClipboard) || !strings.Contains(err.Error(), "no clipboard tool found") {
			t.Errorf("%s without tools: %v, want ErrNoClipboard", goos, err)
		}
	}
}

func TestClipboardWindowsInput(t *testing.T) {
	got := clipboardInput("windows", "ä1")
	want := []byte{0xFF, 0xFE, 0xE4, 0x00, '1', 0x00}
	if !slices.Equal(got, want) {
		t.Errorf("windows input %x, want %x", got, want)
	}
	if got := string(clipboardInput("linux", "ä1")); got != "ä1" {
		t.Errorf("linux input %q", got)
	}
}

// writeTool writes a shell script to dir that records its arguments and
// standard input beside itself and exits with status.
func writeTool(t *testing.T, dir, name, status string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + p + ".args'\ncat > '" + p + ".in'\nexit " + status + "\n"
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestClipboardFakeTool(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake tool is a shell script")
	}
	t.Run("stdin", func(t *testing.T) {
		dir := t.TempDir()
		xclip := writeTool(t, dir, "xclip", "0")
		fakeLook(t, map[string]string{"xclip": xclip})
		text := "Elfer raus! ä\nzweite Zeile"
		if err := copyWith("linux", text); err != nil {
			t.Fatal(err)
		}
		in, err := os.ReadFile(xclip + ".in")
		if err != nil || string(in) != text {
			t.Errorf("stdin %q (%v), want %q", in, err, text)
		}
		args, _ := os.ReadFile(xclip + ".args")
		if string(args) != "-selection\nclipboard\n" {
			t.Errorf("arguments %q", args)
		}
	})
	t.Run("fallback", func(t *testing.T) {
		dir := t.TempDir()
		wl := writeTool(t, dir, "wl-copy", "1")
		xsel := writeTool(t, dir, "xsel", "0")
		fakeLook(t, map[string]string{"wl-copy": wl, "xsel": xsel})
		if err := copyWith("linux", "abc"); err != nil {
			t.Fatal(err)
		}
		if in, _ := os.ReadFile(xsel + ".in"); string(in) != "abc" {
			t.Errorf("xsel got %q after wl-copy failed", in)
		}
	})
	t.Run("all fail", func(t *testing.T) {
		dir := t.TempDir()
		wl := writeTool(t, dir, "wl-copy", "3")
		fakeLook(t, map[string]string{"wl-copy": wl})
		if err := copyWith("linux", "abc"); err == nil || !strings.Contains(err.Error(), "wl-copy") {
			t.Errorf("failing tool gave %v", err)
		}
	})
}
