package store

import "sync"

// later writes entries in the background, so that a game loop saving after
// every action never waits for a disk. Only the newest data of a name
// matters: data given while an older write is under way replaces whatever
// of that name still waits, and each write is as atomic as Put.
type later struct {
	mu      sync.Mutex
	idle    sync.Cond
	pending map[string][]byte
	running bool
	err     error // the first failure since it was last reported
}

// PutLater stores data under name like Put, but in the background (in the
// browser, where storage is fast and a page may close at any moment, at
// once). It returns the failure of an earlier background write, if one has
// not been reported yet, so a caller hears of it with its next save.
func (st *Store) PutLater(name string, data []byte) error {
	if st == nil || st.be == nil {
		return errNotOpen
	}
	if err := checkPutName(name); err != nil {
		return err
	}
	if !backgroundWrites {
		return st.Put(name, data)
	}
	l := st.bg()
	l.mu.Lock()
	defer l.mu.Unlock()
	err := l.err
	l.err = nil
	l.pending[name] = data
	if !l.running {
		l.running = true
		go st.drain()
	}
	return err
}

// Flush waits until everything given to PutLater is written, and returns
// the first failure not reported yet. Call it before the program ends.
func (st *Store) Flush() error {
	if st == nil || st.be == nil {
		return errNotOpen
	}
	l := st.bg()
	l.mu.Lock()
	defer l.mu.Unlock()
	for l.running {
		l.idle.Wait()
	}
	err := l.err
	l.err = nil
	return err
}

func (st *Store) bg() *later {
	st.once.Do(func() {
		st.lt = &later{pending: map[string][]byte{}}
		st.lt.idle.L = &st.lt.mu
	})
	return st.lt
}

// drain writes what waits until nothing does.
func (st *Store) drain() {
	l := st.lt
	l.mu.Lock()
	for len(l.pending) > 0 {
		var name string
		for name = range l.pending {
			break
		}
		data := l.pending[name]
		delete(l.pending, name)
		l.mu.Unlock()
		err := st.Put(name, data)
		l.mu.Lock()
		if err != nil && l.err == nil {
			l.err = err
		}
	}
	l.running = false
	l.idle.Broadcast()
	l.mu.Unlock()
}
