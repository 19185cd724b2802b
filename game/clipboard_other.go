//go:build !js

package game

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
	"unicode/utf16"
)

// lookTool finds a clipboard tool's executable; tests replace it.
var lookTool = exec.LookPath

// clipboardTimeout bounds one Copy, all the tools it tries together.
const clipboardTimeout = 2 * time.Second

// clipboardTools lists the commands that put their standard input on the
// clipboard, in the order they are tried on goos.
func clipboardTools(goos string) [][]string {
	switch goos {
	case "darwin", "ios":
		return [][]string{{"pbcopy"}}
	case "windows":
		return [][]string{{"clip.exe"}, {"clip"}}
	default:
		return [][]string{
			{"wl-copy"},
			{"xclip", "-selection", "clipboard"},
			{"xsel", "--clipboard", "--input"},
		}
	}
}

// availableTools returns the tools of goos that lookTool finds, in order,
// with the first element of each replaced by the executable's path.
func availableTools(goos string) [][]string {
	var found [][]string
	for _, tool := range clipboardTools(goos) {
		path, err := lookTool(tool[0])
		if err != nil {
			continue
		}
		found = append(found, append([]string{path}, tool[1:]...))
	}
	return found
}

// clipboardInput is text as the clipboard tool of goos reads it: clip takes
// UTF-16LE with a byte-order mark (it would read UTF-8 in the console's code
// page), the others UTF-8.
func clipboardInput(goos, text string) []byte {
	if goos != "windows" {
		return []byte(text)
	}
	units := utf16.Encode([]rune(text))
	b := make([]byte, 2, 2+2*len(units))
	b[0], b[1] = 0xFF, 0xFE
	for _, u := range units {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

func copyText(text string) error {
	return copyWith(runtime.GOOS, text)
}

// copyWith tries the clipboard tools of goos in order until one succeeds.
func copyWith(goos, text string) error {
	tools := availableTools(goos)
	if len(tools) == 0 {
		names := make([]string, 0, 3)
		for _, t := range clipboardTools(goos) {
			names = append(names, t[0])
		}
		return fmt.Errorf("%w (looked for %s)", ErrNoClipboard, strings.Join(names, ", "))
	}
	ctx, cancel := context.WithTimeout(context.Background(), clipboardTimeout)
	defer cancel()
	input := clipboardInput(goos, text)
	var errs []error
	for _, tool := range tools {
		err := runTool(ctx, goos, tool, input)
		if err == nil {
			return nil
		}
		errs = append(errs, err)
		if ctx.Err() != nil {
			break
		}
	}
	return errors.Join(errs...)
}

// runTool runs one clipboard tool with input on its standard input.
func runTool(ctx context.Context, goos string, tool []string, input []byte) error {
	cmd := exec.CommandContext(ctx, tool[0], tool[1:]...)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	// xclip, xsel and wl-copy leave a child behind that serves the
	// clipboard and may keep stderr open: do not wait for it.
	cmd.WaitDelay = 100 * time.Millisecond
	if goos == "darwin" && os.Getenv("LC_ALL") == "" && os.Getenv("LC_CTYPE") == "" && os.Getenv("LANG") == "" {
		// Without a UTF-8 locale pbcopy reads the text as Mac Roman.
		cmd.Env = append(os.Environ(), "LANG=en_US.UTF-8")
	}
	err := cmd.Run()
	if errors.Is(err, exec.ErrWaitDelay) {
		return nil // the tool itself succeeded
	}
	if err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return fmt.Errorf("%s: %w: %s", tool[0], err, msg)
		}
		return fmt.Errorf("%s: %w", tool[0], err)
	}
	return nil
}
