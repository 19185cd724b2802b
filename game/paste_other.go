//go:build !js

package game

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"runtime"
	"strings"
	"unicode/utf16"
)

// pasteTools lists the commands that print the clipboard's text, in the
// order they are tried on goos.
func pasteTools(goos string) [][]string {
	switch goos {
	case "darwin", "ios":
		return [][]string{{"pbpaste"}}
	case "windows":
		return [][]string{{"powershell.exe", "-NoProfile", "-Command", "Get-Clipboard"}}
	default:
		return [][]string{
			{"wl-paste", "--no-newline"},
			{"xclip", "-selection", "clipboard", "-o"},
			{"xsel", "--clipboard", "--output"},
		}
	}
}

func pasteText() {
	go func() {
		text, err := pasteWith(runtime.GOOS)
		deliverPaste(Pasted{Text: text, Err: err})
	}()
}

// pasteWith reads the clipboard with the first tool of goos that works.
func pasteWith(goos string) (string, error) {
	var errs []error
	ctx, cancel := context.WithTimeout(context.Background(), clipboardTimeout)
	defer cancel()
	var names []string
	for _, tool := range pasteTools(goos) {
		names = append(names, tool[0])
		path, err := lookTool(tool[0])
		if err != nil {
			continue
		}
		cmd := exec.CommandContext(ctx, path, tool[1:]...)
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			if msg := strings.TrimSpace(stderr.String()); msg != "" {
				err = fmt.Errorf("%s: %w: %s", tool[0], err, msg)
			} else {
				err = fmt.Errorf("%s: %w", tool[0], err)
			}
			errs = append(errs, err)
			if ctx.Err() != nil {
				break
			}
			continue
		}
		return pastedOutput(goos, out.Bytes()), nil
	}
	if len(errs) == 0 {
		return "", fmt.Errorf("%w (looked for %s)", ErrNoClipboard, strings.Join(names, ", "))
	}
	return "", errors.Join(errs...)
}

// pastedOutput is a tool's output as text: PowerShell may write UTF-16LE
// with a byte-order mark, the others UTF-8.
func pastedOutput(goos string, b []byte) string {
	if goos == "windows" && len(b) >= 2 && b[0] == 0xFF && b[1] == 0xFE {
		units := make([]uint16, 0, len(b)/2)
		for i := 2; i+1 < len(b); i += 2 {
			units = append(units, uint16(b[i])|uint16(b[i+1])<<8)
		}
		return string(utf16.Decode(units))
	}
	return string(b)
}
