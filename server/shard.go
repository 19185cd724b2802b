package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// A cluster keeps its rooms in shards, one a node: the stream ROOMS-<node>
// holds the events of the rooms placed in it (subject roomlog.<node>.<CODE>)
// and the key-value bucket LEASES-<node> their leases, both replicated.
// Each node leads the raft groups of its own shard and runs its rooms in
// the shards of the others. When a node dies, the rooms it ran are in
// shards whose leaders live, so another node takes them over as soon as
// their leases lapse; only the dead node's own shard waits the seconds
// JetStream needs to elect a new leader, and its rooms, which run on the
// other nodes, hold their moves until then.
const (
	shardStream  = "ROOMS-"
	shardSubject = "roomlog."
	leaseBucket  = "LEASES-"
)

// streamOf is the stream of home's shard.
func streamOf(home string) string { return shardStream + home }

// subjectOf is room code's subject in home's shard's stream.
func subjectOf(home, code string) string { return shardSubject + home + "." + code }

// appendPatience is how long an append waits for a journal that does not
// answer (a shard electing its leader takes up to about ten seconds)
// before the room is given up: its event may or may not be stored.
const appendPatience = 30 * time.Second

// errNoRoom says a shard holds no event of a room.
var errNoRoom = errors.New("no such room")

// errMoved says another node wrote into a room this node ran.
var errMoved = errors.New("the room moved to another server: join it again")

// roomLog is where one room's events go: its shard, the stream sequence
// of its last event, and how many events it has.
type roomLog struct {
	home string
	last uint64
	n    int
}

// logs are the places of the rooms this node runs. An event is stored only
// if the room's last event is still the one this node knows (JetStream's
// expected last subject sequence): a node that lost a room to another
// cannot write into it, and learns so. lost is told of such a room.
type logs struct {
	mu   sync.Mutex
	m    map[string]*roomLog
	lost func(code string)
}

// set places room code in home's shard, its last event at stream
// sequence last, its events n.
func (l *logs) set(code, home string, last uint64, n int) {
	l.mu.Lock()
	l.m[code] = &roomLog{home: home, last: last, n: n}
	l.mu.Unlock()
}

// forget lets room code's place go: the room left this node.
func (l *logs) forget(code string) {
	l.mu.Lock()
	delete(l.m, code)
	l.mu.Unlock()
}

// append stores data as room code's next event; it is called under the
// room's lock, as every write of a room's journal is. A publish that got
// no answer is sent again with the same message id, which JetStream
// stores once; an event whose fate stays unknown gives the room up, since
// the next one could not know where it stands.
func (l *logs) append(ctx context.Context, js jetstream.JetStream, code string, data []byte) error {
	l.mu.Lock()
	lg := l.m[code]
	var at roomLog
	if lg != nil {
		at = *lg
	}
	l.mu.Unlock()
	if lg == nil {
		return errMoved
	}
	var nonce [6]byte
	_, _ = rand.Read(nonce[:])
	msg := &nats.Msg{Subject: subjectOf(at.home, code), Data: data, Header: nats.Header{}}
	msg.Header.Set(jetstream.MsgIDHeader, code+"."+strconv.Itoa(at.n)+"."+hex.EncodeToString(nonce[:]))
	msg.Header.Set(jetstream.ExpectedLastSubjSeqHeader, strconv.FormatUint(at.last, 10))
	deadline := time.Now().Add(appendPatience)
	for {
		actx, cancel := context.WithTimeout(ctx, 5*time.Second)
		ack, err := js.PublishMsg(actx, msg)
		cancel()
		if err == nil {
			l.mu.Lock()
			if l.m[code] == lg {
				lg.last, lg.n = ack.Sequence, at.n+1
			}
			l.mu.Unlock()
			return nil
		}
		switch {
		case wrongLast(err):
			l.lost(code)
			return errMoved
		case ctx.Err() != nil:
			return err
		case refused(err) && !inFlight(err):
			// The journal said no: nothing was stored. (In flight, the
			// attempt before, unanswered, is still on its way.)
			return err
		case time.Now().After(deadline):
			l.lost(code)
			return fmt.Errorf("no answer from the journal for %v: %w", appendPatience, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// wrongLast reports a compare-and-set that found another last event or
// revision than it expected.
func wrongLast(err error) bool {
	var api *jetstream.APIError
	return errors.As(err, &api) && api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence
}

// inFlight reports a compare-and-set JetStream put off because a write of
// the same subject is still on its way: for a room's journal or a lease,
// which one node writes, that is its own attempt before, unanswered.
func inFlight(err error) bool {
	var api *jetstream.APIError
	return errors.As(err, &api) && api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant
}

// refused reports an answer of JetStream's that says what it did not do;
// anything else (no answer, no leader yet) may pass.
func refused(err error) bool {
	var api *jetstream.APIError
	return errors.As(err, &api) && api.Code != 503
}

// lastSeq asks the leader of home's stream for the sequence of room code's
// last event: the leader holds every event it acknowledged.
func (cl *cluster) lastSeq(ctx context.Context, home, code string) (uint64, error) {
	req, _ := json.Marshal(map[string]string{"last_by_subj": subjectOf(home, code)})
	rctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	msg, err := cl.nc.RequestWithContext(rctx, "$JS.API.STREAM.MSG.GET."+streamOf(home), req)
	if err != nil {
		return 0, err
	}
	var resp struct {
		Message *struct {
			Seq uint64 `json:"seq"`
		} `json:"message"`
		Error *struct {
			Code        int    `json:"code"`
			Description string `json:"description"`
		} `json:"error"`
	}
	if err := json.Unmarshal(msg.Data, &resp); err != nil {
		return 0, err
	}
	switch {
	case resp.Error != nil && resp.Error.Code == 404:
		return 0, errNoRoom
	case resp.Error != nil:
		return 0, errors.New(resp.Error.Description)
	case resp.Message == nil:
		return 0, errors.New("the stream's leader sent no message")
	}
	return resp.Message.Seq, nil
}

// direct fetches room code's events from sequence from on, as many as one
// answer holds, from any replica of home's stream (JetStream's batched
// direct get): no leader is needed to read.
func (cl *cluster) direct(ctx context.Context, home, code string, from uint64) ([]*nats.Msg, error) {
	inbox := nats.NewInbox()
	sub, err := cl.nc.SubscribeSync(inbox)
	if err != nil {
		return nil, err
	}
	defer func() { _ = sub.Unsubscribe() }()
	req, _ := json.Marshal(map[string]any{"seq": from, "next_by_subj": subjectOf(home, code), "batch": 512})
	if err := cl.nc.PublishRequest("$JS.API.DIRECT.GET."+streamOf(home), inbox, req); err != nil {
		return nil, err
	}
	rctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	var out []*nats.Msg
	for {
		m, err := sub.NextMsgWithContext(rctx)
		if err != nil {
			return out, err
		}
		switch st := m.Header.Get("Status"); st {
		case "":
			out = append(out, m)
		case "204", "404": // the end of the batch; nothing (more) there
			return out, nil
		default:
			return out, fmt.Errorf("reading room %s: %s %s", code, st, m.Header.Get("Description"))
		}
	}
}

// readRoom reads every event of room code from home's shard, and the
// stream sequence of the last. It reads up to the last event the stream's
// leader knows of; without an answer from the leader it reads what a
// replica has, and the room's first append finds out whether that was all.
func (cl *cluster) readRoom(ctx context.Context, home, code string) ([]event, uint64, error) {
	last, err := cl.lastSeq(ctx, home, code)
	if errors.Is(err, errNoRoom) {
		return nil, 0, errNoRoom
	}
	if err != nil {
		last = 0
	}
	var evs []event
	from, got := uint64(1), uint64(0)
	for misses := 0; ; {
		msgs, err := cl.direct(ctx, home, code, from)
		for _, m := range msgs {
			seq, perr := strconv.ParseUint(m.Header.Get(jetstream.SequenceHeader), 10, 64)
			if perr != nil || seq < from {
				continue
			}
			var ev event
			if json.Unmarshal(m.Data, &ev) != nil {
				// Not an event: the room does not replay.
				ev = event{K: "unreadable"}
			}
			evs = append(evs, ev)
			from, got = seq+1, seq
		}
		switch {
		case last > 0 && got >= last:
			return evs, got, nil
		case last == 0 && err == nil && len(msgs) == 0:
			if len(evs) == 0 {
				return nil, 0, errNoRoom
			}
			return evs, got, nil
		case len(msgs) > 0:
			continue
		}
		// A replica behind its leader, or none answering yet.
		if misses++; misses > 100 || ctx.Err() != nil {
			if err == nil {
				err = fmt.Errorf("the replicas hold events up to %d of %d", got, last)
			}
			return nil, 0, err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// locate finds the shard that holds room code ("" when none does), asking
// any replica of each shard for the room's last event.
func (cl *cluster) locate(ctx context.Context, code string) (string, error) {
	var failed error
	for _, home := range cl.homes() {
		rctx, cancel := context.WithTimeout(ctx, time.Second)
		m, err := cl.nc.RequestWithContext(rctx, "$JS.API.DIRECT.GET."+streamOf(home)+"."+subjectOf(home, code), nil)
		cancel()
		if err != nil {
			failed = err
			continue
		}
		switch m.Header.Get("Status") {
		case "":
			return home, nil
		case "404":
		default:
			failed = fmt.Errorf("%s %s", m.Header.Get("Status"), m.Header.Get("Description"))
		}
	}
	return "", failed
}

// ensureShard makes this node's shard, or checks it is there: its stream
// and its bucket of leases, with cl.replicas copies each.
func (cl *cluster) ensureShard(ctx context.Context) error {
	if _, err := cl.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:        streamOf(cl.node),
		Subjects:    []string{shardSubject + cl.node + ".*"},
		Storage:     jetstream.FileStorage,
		Replicas:    cl.replicas,
		AllowDirect: true,
		Duplicates:  2 * time.Minute,
	}); err != nil {
		return fmt.Errorf("the stream of the node's rooms: %w", err)
	}
	if _, err := cl.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket:   leaseBucket + cl.node,
		TTL:      cl.ttl,
		History:  1,
		Storage:  jetstream.MemoryStorage,
		Replicas: cl.replicas,
	}); err != nil {
		return fmt.Errorf("the bucket of the node's leases: %w", err)
	}
	return nil
}

// roomsIn lists the rooms home's shard holds events of (asked of the
// stream's leader).
func (cl *cluster) roomsIn(ctx context.Context, home string) ([]string, error) {
	st, err := cl.js.Stream(ctx, streamOf(home))
	if err != nil {
		return nil, err
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter(shardSubject+home+".*"))
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(info.State.Subjects))
	for subj := range info.State.Subjects {
		out = append(out, strings.TrimPrefix(subj, shardSubject+home+"."))
	}
	return out, nil
}

// shard is one node's part of the journal and the leases, as this node
// knows it.
type shard struct {
	home string
	kv   jetstream.KeyValue
	// leader and leaseLeader are the servers last seen leading its stream
	// and its bucket.
	leader, leaseLeader string
	ready               chan struct{} // closed once the bucket's leases were read
}

// homes are the shards' nodes, sorted.
func (cl *cluster) homes() []string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	out := make([]string, 0, len(cl.shards))
	for h := range cl.shards {
		out = append(out, h)
	}
	slices.Sort(out)
	return out
}

// shard is home's shard, nil while this node does not know it.
func (cl *cluster) shard(home string) *shard {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.shards[home]
}

// maintain learns of new shards, watches their leases, notes who leads
// each, and moves the leadership of this node's own shard back to it when
// it went elsewhere (after this node was away).
func (cl *cluster) maintain() {
	ctx, cancel := context.WithTimeout(cl.ctx, 5*time.Second)
	defer cancel()
	names := cl.js.StreamNames(ctx, jetstream.WithStreamListSubject(shardSubject+">"))
	for name := range names.Name() {
		home, ok := strings.CutPrefix(name, shardStream)
		if !ok || cl.shard(home) != nil {
			continue
		}
		kv, err := cl.js.KeyValue(ctx, leaseBucket+home)
		if err != nil {
			continue // its node is making it
		}
		sh := &shard{home: home, kv: kv, ready: make(chan struct{})}
		cl.mu.Lock()
		cl.shards[home] = sh
		cl.mu.Unlock()
		cl.wg.Add(1)
		go cl.watch(sh)
	}
	for _, home := range cl.homes() {
		sh := cl.shard(home)
		leader, lerr := cl.leaderOf(ctx, streamOf(home))
		leaseLeader, kerr := cl.leaderOf(ctx, "KV_"+leaseBucket+home)
		cl.mu.Lock()
		if lerr == nil {
			sh.leader = leader
		}
		if kerr == nil {
			sh.leaseLeader = leaseLeader
		}
		cl.mu.Unlock()
		if home != cl.node || !cl.embedded {
			continue
		}
		if lerr == nil && leader != cl.node {
			cl.lead(streamOf(home))
		}
		if kerr == nil && leaseLeader != cl.node {
			cl.lead("KV_" + leaseBucket + home)
		}
	}
}

// leads reports whether this node leads sh's stream and bucket.
func (cl *cluster) leads(sh *shard) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return sh.leader == cl.node && sh.leaseLeader == cl.node
}

// leaderOf is the server leading stream name's raft group (this node's
// name when the stream is not replicated).
func (cl *cluster) leaderOf(ctx context.Context, name string) (string, error) {
	st, err := cl.js.Stream(ctx, name)
	if err != nil {
		return "", err
	}
	if ci := st.CachedInfo().Cluster; ci != nil && ci.Leader != "" {
		return ci.Leader, nil
	}
	if cl.replicas == 1 {
		return cl.node, nil
	}
	return "", nil
}

// lead asks stream name's leader to hand its leadership to this node.
func (cl *cluster) lead(name string) {
	req, _ := json.Marshal(map[string]any{"placement": map[string]string{"preferred": cl.node}})
	_, _ = cl.nc.Request("$JS.API.STREAM.LEADER.STEPDOWN."+name, req, 2*time.Second)
}

// shardFor picks the shard of a new room: in turn among those whose stream
// and leases another node leads, or this node's own.
func (cl *cluster) shardFor() string {
	if !cl.embedded {
		// The leaders are servers of the external NATS, not nodes.
		return cl.node
	}
	homes := cl.others()
	if len(homes) == 0 {
		// A node alone, or one that knows no other shard yet (made
		// after it last looked): it looks again, once a second at most.
		cl.mu.Lock()
		look := time.Since(cl.looked) > time.Second
		if look {
			cl.looked = time.Now()
		}
		cl.mu.Unlock()
		if look {
			cl.maintain()
			homes = cl.others()
		}
	}
	if len(homes) == 0 {
		return cl.node
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	cl.turn++
	return homes[cl.turn%len(homes)]
}

// others are the shards, sorted, whose stream and bucket of leases
// another node leads, one not gone.
func (cl *cluster) others() []string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	var homes []string
	for home, sh := range cl.shards {
		if sh.leader != "" && sh.leader != cl.node && sh.leaseLeader != "" && sh.leaseLeader != cl.node && !cl.gone[sh.leader] {
			homes = append(homes, home)
		}
	}
	slices.Sort(homes)
	return homes
}
