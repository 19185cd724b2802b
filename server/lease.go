package server

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// A room's lease is a key in its shard's bucket (LEASES-<node>): the room's
// code, the name of the node that runs it as its value. The bucket's
// entries live a lease (Cluster.Lease); the node renews its leases three
// times in that span, each with a compare-and-set of the revision it
// holds. The nodes watch every bucket, so each knows who runs what and
// when its lease was last renewed (the directory, cluster.dir).

// holder is what the leases tell of a room: the shard it is in, the node
// that holds it ("" when nobody does), the lease's revision and when it
// was last written; since is when this node first saw it free to take.
type holder struct {
	home  string
	node  string
	rev   uint64
	at    time.Time
	since time.Time
}

// lease is this node's hold on a room it runs (rev 0 while it claims it).
type lease struct {
	home string
	rev  uint64
}

// watch follows the leases of sh's bucket into the directory.
func (cl *cluster) watch(sh *shard) {
	defer cl.wg.Done()
	once := sync.OnceFunc(func() { close(sh.ready) })
	for cl.ctx.Err() == nil {
		w, err := sh.kv.WatchAll(cl.ctx)
		if err == nil {
		read:
			for {
				select {
				case <-cl.ctx.Done():
					break read
				case e, ok := <-w.Updates():
					switch {
					case !ok:
						break read
					case e == nil:
						once()
					default:
						cl.note(sh.home, e)
					}
				}
			}
			// Not stopped: stopping deletes the watcher's consumer, a
			// request that waits for the cluster's leader; the consumer
			// goes by itself once nobody reads it.
		}
		select {
		case <-cl.ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

// note takes a lease's entry into the directory.
func (cl *cluster) note(home string, e jetstream.KeyValueEntry) {
	code := e.Key()
	cl.mu.Lock()
	defer cl.mu.Unlock()
	h := cl.dir[code]
	if h == nil {
		h = &holder{}
		cl.dir[code] = h
	} else if h.home == home && e.Revision() < h.rev {
		return
	}
	h.home, h.rev, h.at, h.node = home, e.Revision(), e.Created(), ""
	if e.Operation() == jetstream.KeyValuePut {
		h.node = string(e.Value())
	}
}

// claim gives a new room made here its lease and its place in a shard:
// one whose leader is another node, when there is one.
func (cl *cluster) claim(code string) error {
	home := cl.shardFor()
	sh := cl.shard(home)
	if sh == nil {
		return errors.New("the cluster has no shard for rooms yet: try again in a moment")
	}
	l := &lease{home: home}
	cl.mu.Lock()
	cl.leases[code] = l
	cl.mu.Unlock()
	ctx, cancel := context.WithTimeout(cl.ctx, 5*time.Second)
	defer cancel()
	rev, err := sh.kv.Create(ctx, code, []byte(cl.node))
	if err != nil {
		cl.mu.Lock()
		delete(cl.leases, code)
		cl.mu.Unlock()
		return fmt.Errorf("the room got no lease: %w", err)
	}
	cl.mu.Lock()
	l.rev = rev
	cl.mu.Unlock()
	cl.s.journal.logs.set(code, home, 0, 0)
	if err := cl.serveRoom(code); err != nil {
		cl.drop(code, true)
		return err
	}
	return nil
}

// grab takes room code's lease: when it is free, or lapsed while its node
// is gone. It returns the node that held it and when that node last
// renewed it.
func (cl *cluster) grab(code, home string) (prev string, at time.Time, ok bool) {
	sh := cl.shard(home)
	if sh == nil {
		return "", at, false
	}
	l := &lease{home: home}
	cl.mu.Lock()
	if cl.leases[code] != nil {
		cl.mu.Unlock()
		return "", at, false
	}
	cl.leases[code] = l
	cl.mu.Unlock()
	ctx, cancel := context.WithTimeout(cl.ctx, 3*time.Second)
	defer cancel()
	rev, err := uint64(0), error(nil)
	e, gerr := sh.kv.Get(ctx, code)
	switch {
	case errors.Is(gerr, jetstream.ErrKeyNotFound):
		rev, err = sh.kv.Create(ctx, code, []byte(cl.node))
	case gerr != nil:
		err = gerr
	default:
		cl.note(home, e)
		prev, at = string(e.Value()), e.Created()
		cl.mu.Lock()
		held := prev != cl.node && (time.Since(at) <= cl.ttl || cl.alive(prev, time.Now()))
		cl.mu.Unlock()
		if held {
			err = errors.New("held")
		} else {
			rev, err = sh.kv.Update(ctx, code, []byte(cl.node), e.Revision())
		}
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if err != nil {
		delete(cl.leases, code)
		return "", at, false
	}
	l.rev = rev
	if prev == cl.node {
		prev = ""
	}
	return prev, at, true
}

// renew renews the leases of the rooms this node runs, all at once. A
// lease another node took means the room is that node's now: it goes from
// here. A renewal without an answer is tried again; the journal keeps two
// nodes from writing into one room meanwhile.
func (cl *cluster) renew() {
	type sent struct {
		code string
		l    *lease
		f    jetstream.PubAckFuture
	}
	var out []sent
	cl.mu.Lock()
	for code, l := range cl.leases {
		if l.rev == 0 {
			continue
		}
		m := nats.NewMsg("$KV." + leaseBucket + l.home + "." + code)
		m.Data = []byte(cl.node)
		m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, strconv.FormatUint(l.rev, 10))
		f, err := cl.js.PublishMsgAsync(m)
		if err == nil {
			out = append(out, sent{code, l, f})
		}
	}
	cl.mu.Unlock()
	timeout := time.After(cl.ttl / 3)
	for _, s := range out {
		select {
		case ack := <-s.f.Ok():
			cl.mu.Lock()
			if cl.leases[s.code] == s.l {
				s.l.rev = ack.Sequence
			}
			cl.mu.Unlock()
		case err := <-s.f.Err():
			if wrongLast(err) {
				go cl.recover(s.code, s.l)
			}
		case <-timeout:
			return
		case <-cl.ctx.Done():
			return
		}
	}
}

// recover looks again at a lease whose renewal found another revision: it
// is this node's still (a renewal whose answer came late), gone (it lapsed
// while its bucket had no leader) and taken anew, or another node's, and
// the room goes. Without an answer it is looked at again at the next
// renewal.
func (cl *cluster) recover(code string, l *lease) {
	sh := cl.shard(l.home)
	ctx, cancel := context.WithTimeout(cl.ctx, 3*time.Second)
	defer cancel()
	rev := uint64(0)
	e, err := sh.kv.Get(ctx, code)
	switch {
	case errors.Is(err, jetstream.ErrKeyNotFound):
		rev, err = sh.kv.Create(ctx, code, []byte(cl.node))
		if errors.Is(err, jetstream.ErrKeyExists) {
			cl.s.logf("node %s: room %s lost its lease to another node", cl.node, code)
			cl.drop(code, false)
			return
		}
	case err == nil && string(e.Value()) == cl.node:
		rev = e.Revision()
	case err == nil:
		cl.s.logf("node %s: room %s lost its lease to node %s", cl.node, code, e.Value())
		cl.drop(code, false)
		return
	}
	cl.mu.Lock()
	if err == nil && cl.leases[code] == l {
		l.rev = rev
	}
	cl.mu.Unlock()
}

// release gives up room code's lease, for another node to take at once.
func (cl *cluster) release(code string) {
	cl.mu.Lock()
	l := cl.leases[code]
	delete(cl.leases, code)
	cl.mu.Unlock()
	if l == nil || l.rev == 0 {
		return
	}
	if sh := cl.shard(l.home); sh != nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = sh.kv.Delete(ctx, code, jetstream.LastRevision(l.rev))
	}
}
