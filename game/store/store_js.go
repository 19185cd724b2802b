//go:build js

package store

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"syscall/js"
	"unicode/utf8"
)

// keyPrefix starts every localStorage key of the game, so its entries do
// not mix with anything else served from the same origin.
const keyPrefix = "elferraus/"

// Open opens the store in the browser's localStorage. It fails, instead of
// panicking, where the browser keeps no local storage or forbids it (private
// modes, sandboxed frames, disabled site data).
func Open() (st *Store, err error) {
	defer catch(&err)
	ls := jsGet(js.Global(), "localStorage")
	if ls.Type() != js.TypeObject || jsGet(ls, "getItem").Type() != js.TypeFunction {
		return nil, errors.New("store: this browser keeps no local storage")
	}
	return &Store{be: &kvBackend{kv: localStorage{ls}, prefix: keyPrefix}}, nil
}

// OpenDir opens a store kept in memory for this run of the program, one per
// dir, so the tests run under GOOS=js (in Node, which may have no
// localStorage) without touching the player's data. Nothing in it survives
// the page.
func OpenDir(dir string) (*Store, error) {
	if dir == "" {
		return nil, errors.New("store: the directory is empty")
	}
	memMu.Lock()
	defer memMu.Unlock()
	m := memStores[dir]
	if m == nil {
		m = &memStorage{m: map[string]string{}}
		memStores[dir] = m
	}
	return &Store{be: &kvBackend{kv: m, prefix: keyPrefix}}, nil
}

// memStores are the stores OpenDir made, by directory, so opening the same
// directory twice sees the same entries as on disk.
var (
	memMu     sync.Mutex
	memStores = map[string]*memStorage{}
)

// catch turns a JavaScript exception, which syscall/js raises as a panic,
// into an error: a full storage (QuotaExceededError) or a forbidden one
// (SecurityError) must not bring the game down.
func catch(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("the browser's storage failed: %v", r)
	}
}

// jsGet reads a property through Reflect.get. Value.Get does not catch a
// getter's exception (window.localStorage throws where storage is
// forbidden), but Call does, and catch turns it into an error.
func jsGet(v js.Value, key string) js.Value {
	return js.Global().Get("Reflect").Call("get", v, key)
}

// kv is a string store like the Web Storage interface.
type kv interface {
	getItem(key string) (value string, ok bool, err error)
	setItem(key, value string) error
	removeItem(key string) error
}

// localStorage is window.localStorage.
type localStorage struct{ v js.Value }

func (l localStorage) getItem(key string) (value string, ok bool, err error) {
	defer catch(&err)
	r := l.v.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false, nil
	}
	if r.Type() != js.TypeString {
		return "", false, fmt.Errorf("store: %s does not hold a string", key)
	}
	// A JavaScript string of n code units is at most 3n bytes of UTF-8, and
	// an entry of ours at most 4/3 MaxSize+1 units: refuse more before
	// copying it into Go.
	// Value.Length works on objects only; a String object wraps the value.
	if js.Global().Get("Object").Invoke(r).Get("length").Int() > 2*MaxSize {
		return "", false, fmt.Errorf("store: %s: %w", key, ErrTooLarge)
	}
	return r.String(), true, nil
}

func (l localStorage) setItem(key, value string) (err error) {
	defer catch(&err)
	l.v.Call("setItem", key, value)
	return nil
}

func (l localStorage) removeItem(key string) (err error) {
	defer catch(&err)
	l.v.Call("removeItem", key)
	return nil
}

// memStorage is a kv in memory, for OpenDir.
type memStorage struct {
	mu sync.Mutex
	m  map[string]string
}

func (s *memStorage) getItem(key string) (string, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	return v, ok, nil
}

func (s *memStorage) setItem(key, value string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[key] = value
	return nil
}

func (s *memStorage) removeItem(key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, key)
	return nil
}

// kvBackend keeps entries as strings under prefixed keys. setItem replaces a
// value as a whole, so a write is atomic without temporary entries.
type kvBackend struct {
	kv     kv
	prefix string
}

// Values start with a tag: JavaScript strings cannot carry bytes that are
// not UTF-8, so such data is kept in base64 and still comes back exactly.
const (
	tagText   = "t"
	tagBase64 = "b"
)

func encode(data []byte) string {
	if utf8.Valid(data) {
		return tagText + string(data)
	}
	return tagBase64 + base64.StdEncoding.EncodeToString(data)
}

func decode(name, v string) ([]byte, error) {
	var data []byte
	switch {
	case len(v) > 0 && v[:1] == tagText:
		data = []byte(v[1:])
	case len(v) > 0 && v[:1] == tagBase64:
		var err error
		if data, err = base64.StdEncoding.DecodeString(v[1:]); err != nil {
			return nil, fmt.Errorf("store: %s is damaged: %w", name, err)
		}
	default:
		return nil, fmt.Errorf("store: %s was not written by this program", name)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("store: %s: %w", name, ErrTooLarge)
	}
	return data, nil
}

func (b *kvBackend) read(name string) ([]byte, error) {
	v, ok, err := b.kv.getItem(b.prefix + name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("store: %s: %w", name, ErrNotFound)
	}
	return decode(name, v)
}

func (b *kvBackend) write(name string, data []byte) error {
	if err := b.kv.setItem(b.prefix+name, encode(data)); err != nil {
		return fmt.Errorf("store: cannot write %s: %w", name, err)
	}
	return nil
}

func (b *kvBackend) remove(name string) error {
	return b.kv.removeItem(b.prefix + name)
}

// moveNew copies the raw value, whatever it holds, and removes the old key
// only once the copy is stored.
func (b *kvBackend) moveNew(from, to string) error {
	v, ok, err := b.kv.getItem(b.prefix + from)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("store: %s: %w", from, ErrNotFound)
	}
	_, taken, err := b.kv.getItem(b.prefix + to)
	if err != nil {
		return err
	}
	if taken {
		return fs.ErrExist
	}
	if err := b.kv.setItem(b.prefix+to, v); err != nil {
		return fmt.Errorf("store: cannot set %s aside: %w", from, err)
	}
	return b.kv.removeItem(b.prefix + from)
}

// backgroundWrites: localStorage answers at once, and a page may be closed
// at any moment, so PutLater writes at once in the browser.
const backgroundWrites = false
