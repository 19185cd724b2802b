//go:build !js

package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"
)

// tempPrefix starts the name of every temporary file Put writes. Names given
// to the store cannot start with '.', so a temporary file is never mistaken
// for an entry, and Open knows exactly which leftovers are its own.
const tempPrefix = ".elferraus-tmp-"

// tempMaxAge is how old a temporary file must be before Open removes it: a
// file that young may belong to another running copy of the game that is
// writing right now, and removing it would make that Put fail.
const tempMaxAge = time.Minute

// Open opens the store in the user's configuration directory (for example
// ~/.config/elferraus on Linux), creating it when needed.
func Open() (*Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("store: no configuration directory to keep saves in: %w", err)
	}
	return OpenDir(filepath.Join(base, "elferraus"))
}

// OpenDir opens the store in dir, creating it when needed; tests use it with
// a temporary directory. It removes temporary files a killed writer left
// behind (only those older than tempMaxAge, see there).
func OpenDir(dir string) (*Store, error) {
	if dir == "" {
		return nil, errors.New("store: the directory is empty")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("store: cannot create %s: %w", dir, err)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("store: %s is not a directory", dir)
	}
	d := &dirBackend{dir: dir}
	d.cleanTemps(time.Now())
	return &Store{be: d}, nil
}

// dirBackend keeps each entry in a file of one directory.
type dirBackend struct {
	dir string
}

// path is the file of an entry; names are checked before they get here.
func (d *dirBackend) path(name string) string { return filepath.Join(d.dir, name) }

// cleanTemps removes leftover temporary files older than tempMaxAge. It is
// best effort: a file it cannot remove is ignored by reads anyway.
func (d *dirBackend) cleanTemps(now time.Time) {
	entries, err := os.ReadDir(d.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), tempPrefix) || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) < tempMaxAge {
			continue
		}
		os.Remove(filepath.Join(d.dir, e.Name()))
	}
}

// read refuses anything but a regular file and stops at MaxSize, so a
// strange or huge file under an entry's name cannot block or exhaust it.
func (d *dirBackend) read(name string) ([]byte, error) {
	p := d.path(name)
	fi, err := os.Stat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("store: %s: %w", name, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("store: %s is not a regular file", name)
	}
	if fi.Size() > MaxSize {
		return nil, fmt.Errorf("store: %s: %w", name, ErrTooLarge)
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("store: %s: %w", name, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	defer f.Close()
	// The limit holds even if the file grew after Stat.
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("store: reading %s: %w", name, err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("store: %s: %w", name, ErrTooLarge)
	}
	return data, nil
}

// write puts data into a temporary file of the same directory, makes it
// durable and renames it over the target: rename is atomic within a
// directory, so readers and a crash see the old or the new file, never a
// mix. Syncing the directory then makes the rename itself durable.
func (d *dirBackend) write(name string, data []byte) (err error) {
	f, err := os.CreateTemp(d.dir, tempPrefix+"*")
	if err != nil {
		return fmt.Errorf("store: cannot write %s: %w", name, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("store: cannot write %s: %w", name, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("store: cannot write %s: %w", name, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("store: cannot write %s: %w", name, err)
	}
	if err = os.Rename(tmp, d.path(name)); err != nil {
		return fmt.Errorf("store: cannot write %s: %w", name, err)
	}
	return d.syncDir()
}

// syncDir makes renames and removals in the directory durable. Some systems
// (Windows, some file systems) refuse to sync a directory; there the rename
// is as durable as the system makes it, and that is no error.
func (d *dirBackend) syncDir() error {
	if runtime.GOOS == "windows" {
		return nil
	}
	f, err := os.Open(d.dir)
	if err != nil {
		return nil // the entry is written; only its durability is unsure
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !syncRefused(err) {
		return fmt.Errorf("store: syncing %s: %w", d.dir, err)
	}
	return nil
}

// syncRefused tells a system that does not sync directories from a real
// failure to write.
func syncRefused(err error) bool {
	return errors.Is(err, errors.ErrUnsupported) || errors.Is(err, syscall.EINVAL) ||
		errors.Is(err, syscall.EBADF) || errors.Is(err, syscall.ENOTTY)
}

// remove syncs the directory too, so a removed save does not come back
// after a crash.
func (d *dirBackend) remove(name string) error {
	err := os.Remove(d.path(name))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: %w", err)
	}
	if err == nil {
		return d.syncDir()
	}
	return nil
}

// moveNew hard-links from to to first, because a link, unlike a rename,
// fails instead of replacing a file that appeared at to in the meantime; the
// original is removed only once the copy is in place. Where links are not
// supported it falls back to checking and renaming.
func (d *dirBackend) moveNew(from, to string) error {
	src, dst := d.path(from), d.path(to)
	if _, err := os.Lstat(src); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: %s: %w", from, ErrNotFound)
	} else if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	err := os.Link(src, dst)
	switch {
	case err == nil:
		if err := os.Remove(src); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("store: %s was copied to %s but cannot be removed: %w", from, to, err)
		}
	case errors.Is(err, fs.ErrExist):
		return fs.ErrExist
	default:
		if _, err := os.Lstat(dst); err == nil {
			return fs.ErrExist
		} else if !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("store: %w", err)
		}
		if err := os.Rename(src, dst); err != nil {
			return fmt.Errorf("store: cannot set %s aside: %w", from, err)
		}
	}
	return d.syncDir()
}

// backgroundWrites: a disk may keep a write waiting for many milliseconds,
// longer than a frame, so PutLater writes natively in the background.
const backgroundWrites = true
