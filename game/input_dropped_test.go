package game

import (
	"errors"
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestReadDropped(t *testing.T) {
	fsys := fstest.MapFS{
		"b.jsonl":      {Data: []byte("line\n")},
		"a.txt":        {Data: []byte("hello")},
		"empty.json":   {Data: nil},
		"dir/in.jsonl": {Data: []byte("nested")},
		"sub":          {Mode: fs.ModeDir},
		"link":         {Data: []byte("a.txt"), Mode: fs.ModeSymlink},
		"big.jsonl":    {Data: make([]byte, MaxFileSize+1)},
		"limit.jsonl":  {Data: make([]byte, MaxFileSize)},
	}
	got := readDropped(fsys)
	want := []struct {
		name string
		size int
		err  bool
	}{
		{"a.txt", 5, false},
		{"b.jsonl", 5, false},
		{"big.jsonl", 0, true},
		{"empty.json", 0, false},
		{"limit.jsonl", MaxFileSize, false},
	}
	if len(got) != len(want) {
		names := []string{}
		for _, d := range got {
			names = append(names, d.Name)
		}
		t.Fatalf("read %v, want %d files", names, len(want))
	}
	for i, w := range want {
		d := got[i]
		if d.Name != w.name || len(d.Data) != w.size || (d.Err != nil) != w.err {
			t.Errorf("file %d: %s, %d bytes, err %v; want %s, %d bytes, err %v", i, d.Name, len(d.Data), d.Err, w.name, w.size, w.err)
		}
	}
	if string(got[0].Data) != "hello" {
		t.Errorf("a.txt read %q", got[0].Data)
	}
	if !errors.Is(got[2].Err, ErrTooLarge) || got[2].Data != nil {
		t.Errorf("big file: data %d bytes, err %v", len(got[2].Data), got[2].Err)
	}
}

// sizeHidingFS gives no file info from ReadDir, so only reading finds a
// file too large.
type sizeHidingFS struct{ fstest.MapFS }

type sizeHidingEntry struct{ fs.DirEntry }

func (e sizeHidingEntry) Info() (fs.FileInfo, error) { return nil, errors.New("no info") }

func (s sizeHidingFS) ReadDir(name string) ([]fs.DirEntry, error) {
	es, err := s.MapFS.ReadDir(name)
	for i, e := range es {
		es[i] = sizeHidingEntry{e}
	}
	return es, err
}

func TestReadDroppedUnknownSize(t *testing.T) {
	got := readDropped(sizeHidingFS{fstest.MapFS{
		"big.jsonl": {Data: make([]byte, MaxFileSize+1)},
		"ok.jsonl":  {Data: []byte("{}")},
	}})
	if len(got) != 2 || !errors.Is(got[0].Err, ErrTooLarge) || got[0].Data != nil || string(got[1].Data) != "{}" {
		for _, d := range got {
			t.Errorf("%s: %d bytes, err %v", d.Name, len(d.Data), d.Err)
		}
	}
}

func TestReadDroppedNothing(t *testing.T) {
	if got := readDropped(nil); got != nil {
		t.Errorf("nil FS gave %v", got)
	}
	if got := readDropped(fstest.MapFS{}); len(got) != 0 {
		t.Errorf("empty FS gave %v", got)
	}
}

func TestClearForgetsDropped(t *testing.T) {
	var in Input
	in.Dropped = []Dropped{{Name: "a.jsonl", Data: []byte("{}")}}
	in.Clear()
	if in.Dropped != nil {
		t.Errorf("Dropped after Clear: %v", in.Dropped)
	}
}

// TestKeyboardFollowsTheLastInput: a key press marks the keyboard as in
// use (key hints show), and a desktop starts with it.
func TestKeyboardFollowsTheLastInput(t *testing.T) {
	c := NewContext(&Settings{})
	if !c.Input.Keyboard {
		t.Error("a desktop context starts without the keyboard in use")
	}
	c.Input.Keyboard = false
	c.Input.Clear()
	if c.Input.Keyboard {
		t.Error("clearing a tick's events marked the keyboard as used")
	}
	c.Input.PressKey(ebiten.KeyD)
	c.Input.Clear()
	if !c.Input.Keyboard {
		t.Error("a key press did not mark the keyboard as in use")
	}
}
