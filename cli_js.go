package main

import (
	"fmt"
	"io"
)

// simMain is not in the browser build: tournaments and checks are command
// line tools, and leaving them out keeps the download small.
func simMain(_ []string, _, stderr io.Writer) int {
	fmt.Fprintln(stderr, "sim runs on the command line, not in the browser")
	return 2
}

// checkMain is not in the browser build either.
func checkMain(_ []string, _, stderr io.Writer) int {
	fmt.Fprintln(stderr, "check runs on the command line, not in the browser")
	return 2
}
