//go:build !js

package store

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return st, dir
}

// files lists the names in dir, sorted.
func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestPutGet(t *testing.T) {
	st, dir := openTemp(t)
	binary := []byte{0, 0xff, 0xfe, '\n', 'x'}
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"match.json", []byte(`{"a":1}`)},
		{"match.json", []byte(`{"a":2, "longer": true}`)}, // replaces
		{"match.json", []byte(`{}`)},                      // shorter: nothing of the old is left
		{"Bin_2.dat", binary},
		{"empty", []byte{}},
	} {
		if err := st.Put(c.name, c.data); err != nil {
			t.Fatal(err)
		}
		got, err := st.Get(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, c.data) {
			t.Fatalf("%s: got %q, want %q", c.name, got, c.data)
		}
	}
	// A second store on the same directory sees the same entries.
	again, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := again.Get("Bin_2.dat"); err != nil || !bytes.Equal(got, binary) {
		t.Fatalf("reopened: %q, %v", got, err)
	}
	// Put leaves no temporary file behind.
	if got, want := files(t, dir), []string{"Bin_2.dat", "empty", "match.json"}; !slices.Equal(got, want) {
		t.Errorf("directory holds %v, want %v", got, want)
	}
}

func TestNotFoundAndRemove(t *testing.T) {
	st, _ := openTemp(t)
	if _, err := st.Get("nothing.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("got %v, want ErrNotFound", err)
	}
	if err := st.Remove("nothing.json"); err != nil {
		t.Fatalf("removing nothing: %v", err)
	}
	if err := st.Put("x", []byte("1")); err != nil {
		t.Fatal(err)
	}
	if err := st.Remove("x"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Get("x"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("after Remove: %v, want ErrNotFound", err)
	}
	if _, err := st.SetAside("x"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("setting nothing aside: %v, want ErrNotFound", err)
	}
}

func TestBadNames(t *testing.T) {
	st, dir := openTemp(t)
	for _, name := range []string{
		"", ".", "..", ".hidden", ".elferraus-tmp-1", "a/b", "../escape", `a\b`, "/abs",
		"a b", "tab\t", "nul\x00", "ä.json", "x:y", "end.", "con", "NUL.json", "lpt1.txt",
		strings.Repeat("a", maxName+1),
	} {
		if err := st.Put(name, []byte("x")); err == nil {
			t.Errorf("Put(%q) accepted", name)
		}
		if _, err := st.Get(name); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("Get(%q): %v, want a refusal", name, err)
		}
		if err := st.Remove(name); err == nil {
			t.Errorf("Remove(%q) accepted", name)
		}
		if _, err := st.SetAside(name); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("SetAside(%q): %v, want a refusal", name, err)
		}
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("bad names wrote %v", got)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "escape")); err == nil {
		t.Error("a name escaped the directory")
	}
	// Names near the limits are fine.
	for _, name := range []string{"a", "A-b_c.d.e", "console", strings.Repeat("a", maxPutName)} {
		if err := st.Put(name, []byte("x")); err != nil {
			t.Errorf("Put(%q): %v", name, err)
		}
	}
	if err := st.Put(strings.Repeat("a", maxPutName+1), []byte("x")); err == nil {
		t.Error("a name too long to be set aside later was written")
	}
	if as, err := st.SetAside(strings.Repeat("a", maxPutName)); err != nil {
		t.Errorf("the longest name cannot be set aside: %v", err)
	} else if _, err := st.Get(as); err != nil {
		t.Errorf("the longest name's broken copy cannot be read: %v", err)
	}
}

func TestZeroStore(t *testing.T) {
	for _, st := range []*Store{nil, {}} {
		if err := st.Put("x", nil); err == nil {
			t.Error("Put on a store that is not open")
		}
		if _, err := st.Get("x"); err == nil {
			t.Error("Get on a store that is not open")
		}
		if err := st.Remove("x"); err == nil {
			t.Error("Remove on a store that is not open")
		}
		if _, err := st.SetAside("x"); err == nil {
			t.Error("SetAside on a store that is not open")
		}
		if _, err := st.LoadSave("x"); err == nil {
			t.Error("LoadSave on a store that is not open")
		}
		if _, err := st.LoadStats(); err == nil {
			t.Error("LoadStats on a store that is not open")
		}
	}
	if _, err := OpenDir(""); err == nil {
		t.Error("OpenDir with no directory")
	}
	f := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenDir(f); err == nil {
		t.Error("OpenDir on a file")
	}
}

func TestOversized(t *testing.T) {
	st, dir := openTemp(t)
	if err := st.Put("big", make([]byte, MaxSize+1)); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Put of MaxSize+1 bytes: %v, want ErrTooLarge", err)
	}
	if err := st.Put("max", make([]byte, MaxSize)); err != nil {
		t.Fatalf("Put of MaxSize bytes: %v", err)
	}
	if got, err := st.Get("max"); err != nil || len(got) != MaxSize {
		t.Fatalf("Get of MaxSize bytes: %d, %v", len(got), err)
	}
	// Somebody else wrote a larger file.
	if err := os.WriteFile(filepath.Join(dir, "big"), make([]byte, MaxSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := st.Get("big"); !errors.Is(err, ErrTooLarge) || got != nil {
		t.Fatalf("Get of MaxSize+1 bytes: %d bytes, %v, want ErrTooLarge", len(got), err)
	}
	// A directory under an entry's name is no entry to read.
	if err := os.Mkdir(filepath.Join(dir, "dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Get("dir"); err == nil || errors.Is(err, ErrNotFound) {
		t.Fatalf("Get of a directory: %v", err)
	}
	// An oversized save is set aside like any unreadable one.
	_, err := st.LoadSave("big")
	var be *BrokenError
	if !errors.As(err, &be) || !errors.Is(err, ErrTooLarge) || be.SetAsideAs != "big.broken" {
		t.Fatalf("LoadSave of an oversized file: %v", err)
	}
}

func TestSetAside(t *testing.T) {
	st, dir := openTemp(t)
	for i, want := range []string{"s.json.broken", "s.json.broken-2", "s.json.broken-3"} {
		content := []byte(fmt.Sprintf("broken %d", i))
		if err := st.Put("s.json", content); err != nil {
			t.Fatal(err)
		}
		got, err := st.SetAside("s.json")
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("set aside as %q, want %q", got, want)
		}
		if _, err := st.Get("s.json"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("the original is still there: %v", err)
		}
		if kept, err := st.Get(got); err != nil || !bytes.Equal(kept, content) {
			t.Fatalf("kept %q, %v, want %q", kept, err, content)
		}
	}
	// A freed name is used again, the others are left alone.
	if err := st.Remove("s.json.broken-2"); err != nil {
		t.Fatal(err)
	}
	if err := st.Put("s.json", []byte("again")); err != nil {
		t.Fatal(err)
	}
	if got, err := st.SetAside("s.json"); err != nil || got != "s.json.broken-2" {
		t.Fatalf("got %q, %v, want s.json.broken-2", got, err)
	}
	want := []string{"s.json.broken", "s.json.broken-2", "s.json.broken-3"}
	if got := files(t, dir); !slices.Equal(got, want) {
		t.Errorf("directory holds %v, want %v", got, want)
	}
	for name, content := range map[string]string{"s.json.broken": "broken 0", "s.json.broken-2": "again", "s.json.broken-3": "broken 2"} {
		if kept, err := st.Get(name); err != nil || string(kept) != content {
			t.Errorf("%s holds %q, %v, want %q", name, kept, err, content)
		}
	}
}

func TestTempFiles(t *testing.T) {
	st, dir := openTemp(t)
	if err := st.Put("match.json", []byte("good")); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * tempMaxAge)
	write := func(name string, aged bool) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("half a wri"), 0o600); err != nil {
			t.Fatal(err)
		}
		if aged {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	write(tempPrefix+"123", true)  // a killed writer's leftover
	write(tempPrefix+"456", false) // may be another game writing right now
	write(".other", true)          // not ours
	write("match.json.tmp", true)  // an entry, whatever its name says
	if got, err := st.Get("match.json"); err != nil || string(got) != "good" {
		t.Fatalf("Get with leftovers around: %q, %v", got, err)
	}
	if _, err := st.Get(tempPrefix + "123"); err == nil {
		t.Error("a temporary file can be read as an entry")
	}
	if _, err := OpenDir(dir); err != nil {
		t.Fatal(err)
	}
	want := []string{tempPrefix + "456", ".other", "match.json", "match.json.tmp"}
	slices.Sort(want)
	if got := files(t, dir); !slices.Equal(got, want) {
		t.Errorf("after OpenDir the directory holds %v, want %v", got, want)
	}
}

// bigSave is a valid save of about 200 KB (a long score sheet); variant
// changes every point, so two variants differ everywhere.
func bigSave(t testing.TB, variant int) []byte {
	t.Helper()
	s := elferSave(t)
	s.Rounds = 20000
	s.Sheet = make([][]int, s.Rounds)
	for i := range s.Sheet {
		s.Sheet[i] = []int{(i*7 + variant*13) % 97, (i*11 + variant*5) % 89, (i + variant) % 83}
	}
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 150_000 {
		t.Fatalf("the big save has only %d bytes", len(data))
	}
	return data
}

// helperEnv names the directory TestHelperWriter writes into; it is set
// only in the process TestKillWhileWriting starts.
const helperEnv = "ELFERRAUS_STORE_HELPER_DIR"

// killName is the entry the writer process writes.
const killName = "match.json"

// TestHelperWriter is the writer process of TestKillWhileWriting: it writes
// two different saves alternately under one name until it is killed.
func TestHelperWriter(t *testing.T) {
	dir := os.Getenv(helperEnv)
	if dir == "" {
		t.Skip("runs only as the writer process of TestKillWhileWriting")
	}
	st, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	saves := [2][]byte{bigSave(t, 0), bigSave(t, 1)}
	fmt.Println("writing")
	for i := 0; ; i++ {
		if err := st.Put(killName, saves[i%2]); err != nil {
			t.Fatal(err)
		}
	}
}

// startSignal collects a process's output and closes ready once the
// process says it is writing.
type startSignal struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	once  sync.Once
	ready chan struct{}
}

func (w *startSignal) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if bytes.Contains(w.buf.Bytes(), []byte("writing\n")) {
		w.once.Do(func() { close(w.ready) })
	}
	return len(p), nil
}

func (w *startSignal) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// TestKillWhileWriting kills a writing process at random moments and checks
// that the entry is always one of the two saves, whole.
func TestKillWhileWriting(t *testing.T) {
	if os.Getenv(helperEnv) != "" {
		return // in the writer process itself
	}
	dir := t.TempDir()
	st, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	raw := [2][]byte{bigSave(t, 0), bigSave(t, 1)}
	var want [2]*Save
	for i, b := range raw {
		if want[i], err = ParseSave(b); err != nil {
			t.Fatal(err)
		}
	}
	rng := rand.New(rand.NewPCG(11, 12))
	written := false // whether a write is known to have completed
	var counts [3]int
	for round := range 25 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$", "-test.count=1")
		cmd.Env = append(os.Environ(), helperEnv+"="+dir)
		out := &startSignal{ready: make(chan struct{})}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		select {
		case <-out.ready:
		case err := <-exited:
			t.Fatalf("round %d: the writer ended by itself (%v):\n%s", round, err, out)
		case <-time.After(time.Minute):
			cmd.Process.Kill()
			<-exited
			t.Fatalf("round %d: the writer did not start:\n%s", round, out)
		}
		time.Sleep(time.Duration(rng.IntN(31)) * time.Millisecond)
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		if err := <-exited; err == nil || cmd.ProcessState.Exited() {
			t.Fatalf("round %d: the writer was not killed but ended (%v):\n%s", round, err, out)
		}

		data, err := st.Get(killName)
		if errors.Is(err, ErrNotFound) {
			if written {
				t.Fatalf("round %d: the save vanished", round)
			}
			counts[2]++
			continue
		}
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		written = true
		s, err := ParseSave(data)
		if err != nil {
			t.Fatalf("round %d: the save does not parse after a kill: %v", round, err)
		}
		switch {
		case bytes.Equal(data, raw[0]) && reflect.DeepEqual(s, want[0]):
			counts[0]++
		case bytes.Equal(data, raw[1]) && reflect.DeepEqual(s, want[1]):
			counts[1]++
		default:
			t.Fatalf("round %d: the save is neither of the two written", round)
		}
	}
	if !written {
		t.Fatal("no write completed in 25 rounds: the test proved nothing")
	}
	// Leftovers of the killed writers are ignored by Get above, and a later
	// Open removes them once they are old enough.
	var temps int
	old := time.Now().Add(-2 * tempMaxAge)
	for _, name := range files(t, dir) {
		if strings.HasPrefix(name, tempPrefix) {
			temps++
			if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("after 25 kills: first save %d times, second %d, none yet %d; %d temporary files left", counts[0], counts[1], counts[2], temps)
	if _, err := OpenDir(dir); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dir); !slices.Equal(got, []string{killName}) {
		t.Errorf("after OpenDir the directory holds %v, want only %s", got, killName)
	}
}
