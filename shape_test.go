package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCodeShape keeps the code the size a reader can hold: no Go file over
// 900 lines, and no package under scenes/ with more than a third of the
// screens' code (tests not counted), so that each table, the menu and the
// shell stay rooms of their own rather than one package that does all.
func TestCodeShape(t *testing.T) {
	const maxLines = 900
	perPkg := map[string]int{}
	ui := 0
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		n, err := countLines(path)
		if err != nil {
			return err
		}
		if n > maxLines {
			t.Errorf("%s has %d lines, over %d: split it where its parts are separate jobs", path, n, maxLines)
		}
		if strings.HasPrefix(path, "scenes"+string(filepath.Separator)) && !strings.HasSuffix(path, "_test.go") {
			perPkg[filepath.Dir(path)] += n
			ui += n
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if ui == 0 {
		t.Fatal("no code found under scenes/")
	}
	for pkg, n := range perPkg {
		if 3*n > ui {
			t.Errorf("%s holds %d of the %d lines of scenes/, more than a third", pkg, n, ui)
		}
	}
}

func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		n++
	}
	return n, sc.Err()
}
