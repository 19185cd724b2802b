//go:build !js && !windows

package game

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestPasteReadsTheFirstToolThatWorks: the clipboard's text comes from the
// first paste tool found that succeeds, and reaches PastedText once;
// without any tool the error says so.
func TestPasteReadsTheFirstToolThatWorks(t *testing.T) {
	dir := t.TempDir()
	script := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	script("wl-paste", "echo 'no Wayland' >&2; exit 1")
	script("xclip", "printf 'K3ZD-9XQ1'")
	old := lookTool
	t.Cleanup(func() { lookTool = old })
	lookTool = func(name string) (string, error) {
		p := filepath.Join(dir, name)
		if _, err := os.Stat(p); err != nil {
			return "", exec.ErrNotFound
		}
		return p, nil
	}
	if text, err := pasteWith("linux"); err != nil || text != "K3ZD-9XQ1" {
		t.Fatalf("pasted %q, %v; want the text xclip prints", text, err)
	}
	deliverPaste(Pasted{Text: "K3ZD"})
	if p, ok := PastedText(); !ok || p.Text != "K3ZD" {
		t.Fatalf("PastedText gave %+v, %v", p, ok)
	}
	if _, ok := PastedText(); ok {
		t.Fatal("one paste delivered twice")
	}
	lookTool = func(string) (string, error) { return "", exec.ErrNotFound }
	if _, err := pasteWith("linux"); !errors.Is(err, ErrNoClipboard) {
		t.Fatalf("without tools: %v", err)
	}
}
