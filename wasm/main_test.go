package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunBadCommandLine(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"-o"}, "flag needs an argument: -o"},
		{[]string{"-serve=maybe"}, "invalid boolean value"},
		{[]string{"-o", "dir", "extra"}, `unexpected argument "extra"`},
		{[]string{}, "-o folder is required unless -serve is given"},
		{[]string{"-o", "dir", "-pkg", ""}, "-pkg must not be empty"},
		{[]string{"-serve", "-addr", "8080"}, `-addr "8080" is not host:port`},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tt.args, &stdout, &stderr)
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", tt.args, code)
		}
		if !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("run(%q) printed %q, want it to contain %q", tt.args, stderr.String(), tt.want)
		}
		if stdout.Len() != 0 {
			t.Errorf("run(%q) wrote to stdout: %q", tt.args, stdout.String())
		}
	}
}

func TestRunHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-h"}, &stdout, &stderr); code != 0 {
		t.Errorf("-h: exit status %d, want 0", code)
	}
	for _, want := range []string{"Usage: go run ./wasm", "-addr", "-o", "-pkg", "-serve", "-best"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("-h output lacks %q", want)
		}
	}
}

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		n    int64
		want string
	}{{512, "512 B"}, {2048, "2.0 KiB"}, {3 << 20, "3.00 MiB"}} {
		if got := size(tt.n); got != tt.want {
			t.Errorf("size(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}
