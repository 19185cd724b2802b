// Package store keeps a player's saved match and statistics: in files under
// the user's configuration directory natively, in the browser's localStorage
// under GOOS=js. It never loses what it cannot read: a broken entry is set
// aside under a new name instead of being overwritten, so the player can be
// told and nothing is silently gone. It does not import Ebitengine, so the
// engine's tools and tests can use it without a display.
package store

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
)

// MaxSize bounds an entry. A save or a statistics file is a few hundred
// kilobytes at most; the bound keeps a hostile or broken file from making a
// read swallow the machine's memory.
const MaxSize = 8 << 20

// maxName bounds the length of a name any method accepts; it stays below the
// 255 bytes most file systems allow for one file name.
const maxName = 240

// maxPutName bounds the length of a name Put writes, leaving room for the
// suffix SetAside appends (".broken-1000") within maxName.
const maxPutName = 200

// maxBroken is the highest number SetAside tries before giving up, so a
// directory full of broken copies cannot make it loop for long.
const maxBroken = 1000

// ErrNotFound is returned (wrapped; test with errors.Is) when nothing is
// stored under a name, so a caller can tell "no save yet" from a failure.
var ErrNotFound = errors.New("nothing is stored under this name")

// ErrTooLarge is returned (wrapped) for an entry larger than MaxSize, which
// this program never writes and therefore refuses to read.
var ErrTooLarge = fmt.Errorf("the entry is larger than %d bytes", MaxSize)

// errNotOpen keeps a zero or nil Store from panicking: every method returns
// it instead.
var errNotOpen = errors.New("the store is not open (use Open or OpenDir)")

// Store is where saves and statistics live. Its methods check every name and
// write atomically, so a crash at any moment leaves either the old or the new
// content under a name.
type Store struct {
	be   backend
	once sync.Once
	lt   *later // background writes (PutLater)
}

// backend is what a platform provides: raw entries under checked names.
// Keeping the checks and the naming of broken copies above it makes the
// native and the browser store behave alike.
type backend interface {
	// read returns an entry, ErrNotFound or ErrTooLarge (wrapped).
	read(name string) ([]byte, error)
	// write replaces an entry atomically.
	write(name string, data []byte) error
	// remove deletes an entry; an absent one is no error.
	remove(name string) error
	// moveNew moves from to the free name to: ErrNotFound when from is
	// absent, fs.ErrExist when to is taken (then nothing changed).
	moveNew(from, to string) error
}

// BrokenError reports an entry that could not be read and was set aside, so
// the screen can say "your save could not be read and was kept as X".
type BrokenError struct {
	Name       string // the name the entry had
	SetAsideAs string // the name it is kept under now
	Err        error  // why it could not be read
}

// Error says what happened and where the entry is now.
func (e *BrokenError) Error() string {
	return fmt.Sprintf("%s could not be read and was kept as %s: %v", e.Name, e.SetAsideAs, e.Err)
}

// Unwrap exposes the reason, so errors.Is and errors.As see through it.
func (e *BrokenError) Unwrap() error { return e.Err }

// checkName refuses names that could escape the store's directory, collide
// with its temporary files (which start with '.'), or mean something special
// on some system. Only ASCII letters are allowed so a name is the same file
// on every file system, whatever its Unicode normalization.
func checkName(name string) error {
	if name == "" {
		return errors.New("store: the name is empty")
	}
	if len(name) > maxName {
		return fmt.Errorf("store: the name %.20q... is longer than %d bytes", name, maxName)
	}
	if name[0] == '.' {
		return fmt.Errorf("store: the name %q starts with a dot", name)
	}
	if name[len(name)-1] == '.' {
		// Windows drops trailing dots, so "a." and "a" would be one file.
		return fmt.Errorf("store: the name %q ends with a dot", name)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '.':
		default:
			return fmt.Errorf("store: the name %q holds %q; only letters, digits, '-', '_' and '.' are allowed", name, string(rune(c)))
		}
	}
	base, _, _ := strings.Cut(strings.ToLower(name), ".")
	switch base {
	case "con", "prn", "aux", "nul",
		"com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
		"lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9":
		// Windows reserves these for devices, with any extension.
		return fmt.Errorf("store: the name %q is reserved for a device on Windows", name)
	}
	return nil
}

// Put stores data under name, replacing what was there. The replacement is
// atomic: a crash or kill at any moment leaves the old or the new content.
func (st *Store) Put(name string, data []byte) error {
	if st == nil || st.be == nil {
		return errNotOpen
	}
	if err := checkPutName(name); err != nil {
		return err
	}
	if len(data) > MaxSize {
		return fmt.Errorf("store: cannot write %s: %w", name, ErrTooLarge)
	}
	return st.be.write(name, data)
}

// checkPutName checks a name an entry may be written under.
func checkPutName(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	if len(name) > maxPutName {
		return fmt.Errorf("store: the name %.20q... is longer than %d bytes", name, maxPutName)
	}
	return nil
}

// Get returns what is stored under name: an error wrapping ErrNotFound when
// nothing is, one wrapping ErrTooLarge beyond MaxSize.
func (st *Store) Get(name string) ([]byte, error) {
	if st == nil || st.be == nil {
		return nil, errNotOpen
	}
	if err := checkName(name); err != nil {
		return nil, err
	}
	return st.be.read(name)
}

// Remove deletes what is stored under name; nothing there is no error, so a
// caller can remove a finished match without asking first.
func (st *Store) Remove(name string) error {
	if st == nil || st.be == nil {
		return errNotOpen
	}
	if err := checkName(name); err != nil {
		return err
	}
	return st.be.remove(name)
}

// SetAside moves the entry under name to the first free name of
// name+".broken", name+".broken-2", name+".broken-3", ... and returns it, so
// an entry that cannot be read is kept for the player instead of being
// overwritten by the next Put. An absent entry is an error wrapping
// ErrNotFound.
func (st *Store) SetAside(name string) (string, error) {
	if st == nil || st.be == nil {
		return "", errNotOpen
	}
	if err := checkName(name); err != nil {
		return "", err
	}
	for i := 1; i <= maxBroken; i++ {
		to := name + ".broken"
		if i > 1 {
			to = fmt.Sprintf("%s.broken-%d", name, i)
		}
		err := st.be.moveNew(name, to)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		return to, nil
	}
	return "", fmt.Errorf("store: %s has %d broken copies already; remove some", name, maxBroken)
}

// getOrSetAside reads name for a loader that parses it with parse. Anything
// but absence that keeps the entry from being used (a read error, an
// oversized entry, a parse error) sets it aside and returns a *BrokenError;
// if even that fails, the error says so and the entry stays where it is.
func (st *Store) getOrSetAside(name string, parse func([]byte) error) error {
	if err := checkName(name); err != nil {
		return err
	}
	data, err := st.Get(name)
	if errors.Is(err, ErrNotFound) || errors.Is(err, errNotOpen) {
		return err
	}
	if err == nil {
		err = parse(data)
		if err == nil {
			return nil
		}
	}
	as, aerr := st.SetAside(name)
	if aerr != nil {
		return fmt.Errorf("%s could not be read (%w), and setting it aside failed too: %v", name, err, aerr)
	}
	return &BrokenError{Name: name, SetAsideAs: as, Err: err}
}
