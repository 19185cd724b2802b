// Command testrun runs the tests as `go test` does and then lists every
// skipped test with the reason it gave. A plain `go test ./...` shows a
// passing package's output only with -v, so a test that skips itself (no
// Chromium, no display, a report asked for by an environment variable)
// would pass unnoticed; this command is the README's and CI's way to run
// the tests.
//
// Usage:
//
//	go run ./internal/testrun [go test flags] [packages]   (default: ./...)
//
// It prints go test's line per package, the output of every failed test or
// package, the skipped tests with their reasons, and a closing line
// "tests: N passed, N failed, N skipped" (subtests counted). Its exit status
// is go test's.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
)

func main() {
	args := os.Args[1:]
	if !hasPackage(args) {
		args = append(args, "./...")
	}
	cmd := exec.Command("go", append([]string{"test", "-json"}, args...)...)
	cmd.Stdin, cmd.Stderr = os.Stdin, os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, "testrun:", err)
		os.Exit(2)
	}
	// An interrupt reaches go test through the process group; wait for it
	// to end and report what ran.
	signal.Ignore(os.Interrupt)
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "testrun:", err)
		os.Exit(2)
	}
	var s summary
	if err := s.read(out, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "testrun: reading go test's output:", err)
	}
	err = cmd.Wait()
	s.print(os.Stdout)
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		os.Exit(exit.ExitCode())
	case err != nil:
		fmt.Fprintln(os.Stderr, "testrun:", err)
		os.Exit(2)
	case s.failed > 0:
		os.Exit(1)
	}
}

// hasPackage reports whether args name a package: an argument that is not
// a flag and not the value of the flag before it. Flags that take a value
// are written -flag=value or are among valueFlags.
func hasPackage(args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			return true
		}
		if !strings.Contains(a, "=") && valueFlags[strings.TrimLeft(a, "-")] {
			i++
		}
	}
	return false
}

// valueFlags are the go test flags written with their value apart.
var valueFlags = map[string]bool{
	"run": true, "skip": true, "bench": true, "count": true, "timeout": true, "cpu": true,
	"parallel": true, "tags": true, "p": true, "exec": true, "fuzz": true, "fuzztime": true,
	"benchtime": true, "coverprofile": true, "o": true, "shuffle": true, "C": true,
}

// event is one line of `go test -json` (see `go doc test2json`).
type event struct {
	Action     string
	Package    string
	ImportPath string
	Test       string
	Output     string
}

type testKey struct{ pkg, test string }

// summary follows the events of a run.
type summary struct {
	output                  map[testKey][]string // output of each running test
	pkgOutput               map[string][]string  // a package's own output
	skipped                 []skip
	passed, failed, skipCnt int
}

type skip struct {
	pkg, test, reason string
}

// read consumes go test's JSON events from r and writes to w what go test
// itself would print without -v: a line per package, and the output of
// whatever failed.
func (s *summary) read(r io.Reader, w io.Writer) error {
	s.output = map[testKey][]string{}
	s.pkgOutput = map[string][]string{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			fmt.Fprintln(w, sc.Text()) // not an event: pass it on
			continue
		}
		k := testKey{e.Package, e.Test}
		switch {
		case e.Action == "build-output" || e.Action == "build-fail":
			fmt.Fprint(w, e.Output)
		case e.Test == "" && e.Action == "output":
			if isPackageLine(e.Output) {
				fmt.Fprint(w, e.Output)
			} else {
				s.pkgOutput[e.Package] = append(s.pkgOutput[e.Package], e.Output)
			}
		case e.Test == "" && e.Action == "fail":
			// A package that failed outside its tests (a panic in TestMain,
			// a timeout): show what it printed.
			for _, l := range s.pkgOutput[e.Package] {
				if l != "FAIL\n" {
					fmt.Fprint(w, l)
				}
			}
			delete(s.pkgOutput, e.Package)
		case e.Test == "" && (e.Action == "pass" || e.Action == "skip"):
			delete(s.pkgOutput, e.Package)
		case e.Action == "output":
			s.output[k] = append(s.output[k], e.Output)
		case e.Action == "pass":
			s.passed++
			delete(s.output, k)
		case e.Action == "fail":
			s.failed++
			for _, l := range s.output[k] {
				fmt.Fprint(w, l)
			}
			delete(s.output, k)
		case e.Action == "skip":
			s.skipCnt++
			s.skipped = append(s.skipped, skip{e.Package, e.Test, reason(s.output[k])})
			delete(s.output, k)
		}
	}
	return sc.Err()
}

// isPackageLine reports whether a package's output line is go test's
// summary of that package: "ok", "FAIL" or "?" with the package's path.
func isPackageLine(l string) bool {
	return strings.HasPrefix(l, "ok  \t") || strings.HasPrefix(l, "FAIL\t") || strings.HasPrefix(l, "?   \t")
}

// reason is what a skipped test said: its output without the lines the
// test framework adds.
func reason(lines []string) string {
	var said []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "=== ") || strings.HasPrefix(t, "--- ") {
			continue
		}
		said = append(said, t)
	}
	if len(said) == 0 {
		return "(no reason given)"
	}
	return strings.Join(said, " / ")
}

// print writes the skipped tests and the closing count.
func (s *summary) print(w io.Writer) {
	if len(s.skipped) > 0 {
		fmt.Fprintf(w, "\nskipped tests (%d):\n", len(s.skipped))
		for _, sk := range s.skipped {
			fmt.Fprintf(w, "  %s %s: %s\n", sk.pkg, sk.test, sk.reason)
		}
	} else {
		fmt.Fprintln(w, "\nno test was skipped")
	}
	fmt.Fprintf(w, "tests: %d passed, %d failed, %d skipped\n", s.passed, s.failed, s.skipCnt)
}
