package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"net"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Cluster makes a server one node of several that share the rooms through
// NATS: either each node's embedded NATS routes to the others' (Listen
// and Routes), or all nodes use one external NATS cluster (Config.NATS).
// A client may connect to any node: a room runs on one node at a time,
// which holds the room's lease, and the other nodes relay their clients'
// messages to it (relay.go). When a node dies, the others take its rooms
// over once their leases lapse, replaying each room's events.
type Cluster struct {
	// Node names this node among the others (letters, digits, - and _):
	// its shard of the journal is kept under it (shard.go).
	Node string
	// Listen is where the embedded NATS takes the other nodes' routes
	// (host:port); Routes are the nodes' route addresses
	// (nats://host:port), this node's own among them or not.
	Listen string
	Routes []string
	// Replicas is how many copies JetStream keeps of each shard (0: one
	// a node, at most 3): with 3, losing a node loses nothing
	// acknowledged.
	Replicas int
	// Lease is how long a node's hold on a room lasts unrenewed (0: 3 s);
	// it is renewed three times in that span.
	Lease time.Duration
}

// Cluster timing: how often a node says it lives, after how long without
// a word it counts as gone, and how often it looks for rooms to take over.
const (
	beatEvery = 250 * time.Millisecond
	goneAfter = 2 * time.Second
	scanEvery = 200 * time.Millisecond
)

// NATS subjects of the cluster: the nodes' heartbeats, a room's messages
// from the nodes its clients are connected to, and a connection's
// messages back to its node.
const (
	beatSubject = "elferraus.nodes"
	roomPrefix  = "elferraus.room."
	connPrefix  = "elferraus.conn."
)

var nodeName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,32}$`)

// CheckCluster says what is wrong with c, if anything, for a message at
// the start (natsURL is Config.NATS).
func CheckCluster(c Cluster, natsURL string) error {
	if !nodeName.MatchString(c.Node) {
		return fmt.Errorf("the node's name %q is not 1 to 32 letters, digits, - or _", c.Node)
	}
	if natsURL != "" && (c.Listen != "" || len(c.Routes) > 0) {
		return errors.New("with an external NATS the nodes route through it: no cluster address or routes of their own")
	}
	if (c.Listen == "") != (len(c.Routes) == 0) {
		return errors.New("a node of an embedded cluster needs both its cluster address and the routes to the others")
	}
	if c.Listen != "" {
		if _, port, err := net.SplitHostPort(c.Listen); err != nil {
			return fmt.Errorf("the cluster address %q is not host:port", c.Listen)
		} else if p, err := strconv.Atoi(port); err != nil || p <= 0 || p > 65535 {
			return fmt.Errorf("the cluster address %q needs a port from 1 to 65535", c.Listen)
		}
	}
	for _, r := range c.Routes {
		u, err := url.Parse(r)
		if err != nil || u.Scheme != "nats" || u.Port() == "" {
			return fmt.Errorf("the route %q is not nats://host:port", r)
		}
	}
	if c.Replicas < 0 || c.Replicas > 5 {
		return fmt.Errorf("%d replicas: JetStream keeps 1 to 5", c.Replicas)
	}
	if c.Lease != 0 && (c.Lease < 500*time.Millisecond || c.Lease > time.Minute) {
		return fmt.Errorf("a lease of %v: give 500ms to 1m", c.Lease)
	}
	return nil
}

// cluster is a server's part in a cluster.
type cluster struct {
	s        *Server
	node     string
	ttl      time.Duration
	replicas int
	nodes    int // of an embedded cluster, from its routes
	// embedded: the node's own NATS is a member of the JetStream cluster
	// under the node's name, so it can lead its shard.
	embedded bool
	nc       *nats.Conn
	js       jetstream.JetStream
	ctx      context.Context
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	work     chan struct{} // limits the take-overs at a time
	leaving  sync.Once

	mu     sync.Mutex
	shards map[string]*shard
	heard  map[string]time.Time
	gone   map[string]bool
	// readies are the nodes that take rooms over; ready, that this one
	// does.
	readies map[string]bool
	ready   bool
	// run tells this process's heartbeats apart; twin, that another
	// process beats under this node's name.
	run    string
	twin   bool
	dir    map[string]*holder
	leases map[string]*lease
	taking map[string]bool
	broken map[string]bool
	turn   int
	looked time.Time // when shardFor last looked for shards

	rmu     sync.Mutex
	subs    map[string]*nats.Subscription // the rooms this node runs
	remote  map[string]*conn              // other nodes' clients in rooms here
	proxies map[string]*conn              // this node's clients in rooms elsewhere
	proxyOf map[*conn]*proxy
	nextID  uint64
}

// joinCluster starts the node: its NATS, its shard, the others' shards,
// and the loops that keep leases, watch the other nodes and take over
// rooms whose node is gone.
func (s *Server) joinCluster() error {
	cc := *s.cfg.Cluster
	if err := CheckCluster(cc, s.cfg.NATS); err != nil {
		return err
	}
	if cc.Lease == 0 {
		cc.Lease = 3 * time.Second
	}
	j, err := openNode(s.cfg, cc)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(s.ctx)
	cl := &cluster{s: s, node: cc.Node, ttl: cc.Lease, nc: j.nc, js: j.js, ctx: ctx, cancel: cancel,
		embedded: j.ns != nil && cc.Listen != "", work: make(chan struct{}, 4),
		shards: map[string]*shard{}, heard: map[string]time.Time{}, gone: map[string]bool{}, readies: map[string]bool{}, dir: map[string]*holder{},
		leases: map[string]*lease{}, taking: map[string]bool{}, broken: map[string]bool{},
		subs: map[string]*nats.Subscription{}, remote: map[string]*conn{}, proxies: map[string]*conn{}, proxyOf: map[*conn]*proxy{}}
	cl.run = newToken()
	cl.nodes = nodes(cc)
	cl.replicas = cc.Replicas
	if cl.replicas == 0 {
		cl.replicas = min(3, cl.nodes)
		if j.ns == nil {
			cl.replicas = max(1, min(3, len(j.nc.Servers())))
		}
	}
	j.logs = &logs{m: map[string]*roomLog{}, lost: cl.lost}
	s.journal, s.cl = j, cl
	fail := func(err error) error {
		cancel()
		j.close()
		return err
	}
	// The cluster forms as its nodes come up: wait for it.
	start := time.Now()
	for said := start; ; {
		sctx, scancel := context.WithTimeout(ctx, time.Second)
		err = cl.ensureShard(sctx)
		scancel()
		if err == nil {
			break
		}
		if time.Since(start) > 2*time.Minute || ctx.Err() != nil {
			return fail(fmt.Errorf("the cluster's JetStream did not take node %s in 2 minutes: %w", cl.node, err))
		}
		if time.Since(said) > 5*time.Second {
			s.logf("node %s waits for the cluster (%d copies of each shard): %v", cl.node, cl.replicas, err)
			said = time.Now()
		}
		time.Sleep(250 * time.Millisecond)
	}
	if _, err := cl.nc.Subscribe(beatSubject, cl.heardBeat); err != nil {
		return fail(err)
	}
	// A client's messages are not dropped when this node falls behind.
	if sub, err := cl.nc.Subscribe(connPrefix+cl.node+".*", cl.toClient); err != nil {
		return fail(err)
	} else {
		_ = sub.SetPendingLimits(-1, -1)
	}
	cl.loop(beatEvery, cl.beat)
	cl.maintain()
	// A node serves once it leads its shard and knows the other nodes'
	// shards: the rooms it makes then go to shards led by others.
	for wait := time.Now().Add(10 * time.Second); cl.embedded && time.Now().Before(wait); cl.maintain() {
		if sh := cl.shard(cl.node); sh != nil && cl.leads(sh) && len(cl.homes()) >= cl.nodes {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	// The leases of the shards known now, before anything is taken.
	cl.mu.Lock()
	var ready []chan struct{}
	for _, sh := range cl.shards {
		ready = append(ready, sh.ready)
	}
	cl.mu.Unlock()
	for _, r := range ready {
		select {
		case <-r:
		case <-time.After(5 * time.Second):
		}
	}
	cl.sweep()
	// Before it takes rooms, a node waits until the others are as far (a
	// few seconds at most for those of its routes): a cluster started
	// again shares its rooms out among its nodes.
	cl.mu.Lock()
	cl.ready = true
	cl.mu.Unlock()
	time.Sleep(2 * beatEvery)
	for wait := time.Now().Add(5 * time.Second); cl.readyNodes() < cl.nodes && time.Now().Before(wait); {
		time.Sleep(beatEvery)
	}
	cl.mu.Lock()
	twin := cl.twin
	cl.mu.Unlock()
	if twin {
		return fail(fmt.Errorf("another server runs as node %s in this cluster: give each node a name of its own (-node)", cl.node))
	}
	cl.loop(scanEvery, cl.scan)
	cl.loop(cl.ttl/3, cl.renew)
	cl.loop(2*time.Second, cl.maintain)
	cl.loop(30*time.Second, cl.sweep)
	return nil
}

// openNode starts the node's NATS (embedded, in a cluster when Listen is
// set) or connects to the external one, and opens JetStream.
func openNode(cfg Config, cc Cluster) (*journal, error) {
	nopts := &natsserver.Options{
		ServerName: cc.Node,
		JetStream:  true,
		StoreDir:   cfg.Data,
		SyncAlways: cfg.Sync,
		NoLog:      true,
		NoSigs:     true,
		DontListen: true,
	}
	hint := ""
	if cc.Listen != "" {
		host, port, _ := net.SplitHostPort(cc.Listen)
		p, _ := strconv.Atoi(port)
		// Routes start only beside a client port: one on loopback that
		// nothing needs, the node talks to its NATS in-process.
		nopts.DontListen, nopts.Host, nopts.Port = false, "127.0.0.1", natsserver.RANDOM_PORT
		nopts.Cluster = natsserver.ClusterOpts{Name: "elferraus", Host: host, Port: p, NoAdvertise: true}
		nopts.Routes = natsserver.RoutesFromStr(strings.Join(cc.Routes, ","))
		hint = fmt.Sprintf(" (is %s free?)", cc.Listen)
	}
	return connect(cfg.NATS, nopts, hint, nats.Name("elferraus "+cc.Node), nats.MaxReconnects(-1))
}

// nodes counts the nodes of an embedded cluster: the distinct routes and
// this node's own address (1 without routes).
func nodes(cc Cluster) int {
	if cc.Listen == "" {
		return 1
	}
	seen := map[string]bool{strings.Replace(cc.Listen, "localhost", "127.0.0.1", 1): true}
	for _, r := range cc.Routes {
		if u, err := url.Parse(r); err == nil {
			seen[strings.Replace(u.Host, "localhost", "127.0.0.1", 1)] = true
		}
	}
	return len(seen)
}

// loop runs f every d until the node leaves.
func (cl *cluster) loop(d time.Duration, f func()) {
	cl.wg.Add(1)
	go func() {
		defer cl.wg.Done()
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-cl.ctx.Done():
				return
			case <-t.C:
				f()
			}
		}
	}()
}

// beat tells the other nodes this one lives.
func (cl *cluster) beat() {
	cl.mu.Lock()
	b := beat{Node: cl.node, Run: cl.run, Ready: cl.ready}
	cl.mu.Unlock()
	data, _ := json.Marshal(b)
	_ = cl.nc.Publish(beatSubject, data)
}

// beat is a node's heartbeat: its name and the run of the process that
// beats (a node started twice under one name is told apart); Ready, that
// it takes rooms over; Bye, that it leaves.
type beat struct {
	Node  string `json:"node"`
	Run   string `json:"run"`
	Ready bool   `json:"ready,omitempty"`
	Bye   bool   `json:"bye,omitempty"`
}

// heardBeat notes another node's heartbeat.
func (cl *cluster) heardBeat(m *nats.Msg) {
	var b beat
	if json.Unmarshal(m.Data, &b) != nil || b.Node == "" {
		return
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if b.Node == cl.node {
		if b.Run != cl.run && !b.Bye {
			cl.twin = true
		}
		return
	}
	if b.Bye {
		cl.heard[b.Node] = time.Time{}
		return
	}
	cl.heard[b.Node] = time.Now()
	cl.readies[b.Node] = b.Ready
	delete(cl.gone, b.Node)
}

// readyNodes counts the nodes heard lately that take rooms over, this
// one among them.
func (cl *cluster) readyNodes() int {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	n, now := 1, time.Now()
	for node := range cl.heard {
		if cl.alive(node, now) && cl.readies[node] {
			n++
		}
	}
	return n
}

// alive reports whether node was heard lately. Under cl.mu.
func (cl *cluster) alive(node string, now time.Time) bool {
	return node == cl.node || now.Sub(cl.heard[node]) <= goneAfter
}

// sweep puts the rooms of every shard that hold no lease into the
// directory, free to take: rooms of a cluster started again, or whose
// node went while no other node was there.
func (cl *cluster) sweep() {
	for _, home := range cl.homes() {
		ctx, cancel := context.WithTimeout(cl.ctx, 10*time.Second)
		codes, err := cl.roomsIn(ctx, home)
		cancel()
		if err != nil {
			continue
		}
		cl.mu.Lock()
		for _, code := range codes {
			if cl.dir[code] == nil {
				cl.dir[code] = &holder{home: home}
			}
		}
		cl.mu.Unlock()
	}
}

// scan marks the nodes not heard lately as gone, and takes over the rooms
// whose lease is free, or lapsed while its node is gone. Of the nodes
// alive, one is first for each room (a hash of the room and the node;
// the leader of the room's shard last): it takes the room at once, the
// next a second later if the room is still free, and so on.
func (cl *cluster) scan() {
	now := time.Now()
	var due []string
	var gone []string
	cl.mu.Lock()
	for node, at := range cl.heard {
		if now.Sub(at) > goneAfter && !cl.gone[node] {
			cl.gone[node] = true
			gone = append(gone, node)
		}
	}
	for code, h := range cl.dir {
		if cl.leases[code] != nil || cl.taking[code] || cl.broken[code] {
			continue
		}
		free := h.node == "" || h.node == cl.node || (now.Sub(h.at) > cl.ttl && !cl.alive(h.node, now))
		if !free {
			h.since = time.Time{}
			continue
		}
		if h.since.IsZero() {
			h.since = now
		}
		if now.Sub(h.since) < time.Duration(cl.rank(code, h.home, now))*time.Second {
			continue
		}
		cl.taking[code] = true
		due = append(due, code)
	}
	cl.mu.Unlock()
	for _, node := range gone {
		cl.s.logf("node %s: node %s is gone", cl.node, node)
		go cl.left(node)
	}
	for _, code := range due {
		cl.wg.Add(1)
		go func() {
			defer cl.wg.Done()
			select {
			case cl.work <- struct{}{}:
			case <-cl.ctx.Done():
				cl.mu.Lock()
				delete(cl.taking, code)
				cl.mu.Unlock()
				return
			}
			defer func() { <-cl.work }()
			cl.takeOver(code)
		}()
	}
}

// rank is this node's place among the live nodes to take room code of
// shard home. Under cl.mu.
func (cl *cluster) rank(code, home string, now time.Time) int {
	nodes := []string{cl.node}
	for node := range cl.heard {
		if cl.alive(node, now) {
			nodes = append(nodes, node)
		}
	}
	if sh := cl.shards[home]; sh != nil && sh.leader != "" {
		// A room runs best away from its shard's leader, so that the
		// two do not go down together: the leader takes it last.
		if rest := slices.DeleteFunc(slices.Clone(nodes), func(n string) bool { return n == sh.leader }); len(rest) > 0 {
			nodes = rest
		}
	}
	key := func(n string) uint64 {
		h := fnv.New64a()
		h.Write([]byte(code + "/" + n))
		return h.Sum64()
	}
	slices.SortFunc(nodes, func(a, b string) int {
		ka, kb := key(a), key(b)
		switch {
		case ka < kb:
			return -1
		case ka > kb:
			return 1
		}
		return strings.Compare(a, b)
	})
	if i := slices.Index(nodes, cl.node); i >= 0 {
		return i
	}
	return len(nodes)
}

// takeOver takes room code's lease and runs the room here, replayed from
// its events.
func (cl *cluster) takeOver(code string) {
	defer func() {
		cl.mu.Lock()
		delete(cl.taking, code)
		cl.mu.Unlock()
	}()
	cl.mu.Lock()
	hp := cl.dir[code]
	var h holder
	if hp != nil {
		h = *hp
	}
	cl.mu.Unlock()
	if hp == nil {
		return
	}
	prev, at, ok := cl.grab(code, h.home)
	if !ok {
		return
	}
	if prev == "" && h.node != cl.node {
		// Its lease lapsed and was gone when this node came for it.
		prev, at = h.node, h.at
	}
	ctx, cancel := context.WithTimeout(cl.ctx, 20*time.Second)
	defer cancel()
	evs, last, err := cl.readRoom(ctx, h.home, code)
	if err != nil {
		if errors.Is(err, errNoRoom) {
			// A lease of a room whose first event never came.
			cl.mu.Lock()
			delete(cl.dir, code)
			cl.mu.Unlock()
		} else {
			cl.s.logf("node %s: room %s could not be read: %v", cl.node, code, err)
		}
		cl.release(code)
		return
	}
	r, err := cl.s.rebuild(code, evs)
	if err != nil {
		cl.s.logf("node %s: room %s is left out: its journal does not replay: %v", cl.node, code, err)
		cl.mu.Lock()
		cl.broken[code] = true
		cl.mu.Unlock()
		cl.release(code)
		return
	}
	cl.s.journal.logs.set(code, h.home, last, len(evs))
	cl.s.mu.Lock()
	cl.s.rooms[code] = r
	cl.s.mu.Unlock()
	if err := cl.serveRoom(code); err != nil {
		cl.s.logf("node %s: room %s: %v", cl.node, code, err)
	}
	r.mu.Lock()
	r.schedule(time.Now())
	r.mu.Unlock()
	if prev == "" {
		cl.s.logf("node %s: room %s resumed (%d events)", cl.node, code, len(evs))
	} else {
		cl.s.logf("node %s: room %s taken over from node %s, whose lease lapsed %.1f s before (%d events)", cl.node, code, prev, time.Since(at.Add(cl.ttl)).Seconds(), len(evs))
	}
}

// rebuild makes room code anew from its events, as a server started again
// resumes its rooms.
func (s *Server) rebuild(code string, evs []event) (*room, error) {
	now := time.Now()
	r := &room{srv: s, code: code, watchers: map[*conn]bool{}}
	for i, ev := range evs {
		if i == 0 && ev.K != "create" {
			return nil, fmt.Errorf("its events begin with %q", ev.K)
		}
		if err := r.apply(ev, now); err != nil {
			return nil, fmt.Errorf("event %d: %w", i+1, err)
		}
	}
	// What the journal replayed was told before.
	r.told = nil
	return r, nil
}

// lost is the journal's word that another node wrote into room code, or
// that an event's fate stays unknown. It comes under the room's lock (the
// journal is written under it), so the room stops at once: no timer of
// its fires again to write from here; the rest of the leaving follows.
func (cl *cluster) lost(code string) {
	cl.s.logf("node %s: room %s was written by another node, or its journal did not answer: it goes from here", cl.node, code)
	cl.s.mu.Lock()
	r := cl.s.rooms[code]
	cl.s.mu.Unlock()
	if r != nil {
		r.closed = true
		if r.timer != nil {
			r.timer.Stop()
		}
	}
	go cl.drop(code, false)
}

// drop stops running room code here: the room stops first, so that
// nothing more of it is written from here, then its clients are closed
// with word to join again (wherever it runs next); release gives its
// lease up.
func (cl *cluster) drop(code string, release bool) {
	s := cl.s
	s.mu.Lock()
	r := s.rooms[code]
	delete(s.rooms, code)
	s.mu.Unlock()
	var conns []*conn
	if r != nil {
		r.mu.Lock()
		r.closed = true
		if r.timer != nil {
			r.timer.Stop()
		}
		for _, st := range r.seats {
			for c := range st.conns {
				conns = append(conns, c)
			}
		}
		for c := range r.watchers {
			conns = append(conns, c)
		}
		r.mu.Unlock()
	}
	cl.rmu.Lock()
	if sub := cl.subs[code]; sub != nil {
		_ = sub.Unsubscribe()
		delete(cl.subs, code)
	}
	cl.rmu.Unlock()
	s.journal.logs.forget(code)
	for _, c := range conns {
		c.close(websocket.StatusServiceRestart, errMoved.Error())
	}
	if release {
		cl.release(code)
	} else {
		cl.mu.Lock()
		delete(cl.leases, code)
		cl.mu.Unlock()
	}
}

// leave hands the node's rooms to the others as it closes: their clients
// are told to join again, their leases are given up, and the others hear
// that this node goes.
func (cl *cluster) leave() {
	cl.leaving.Do(cl.hand)
}

// hand is leave's work, done once.
func (cl *cluster) hand() {
	cl.cancel()
	cl.wg.Wait()
	data, _ := json.Marshal(beat{Node: cl.node, Bye: true})
	_ = cl.nc.Publish(beatSubject, data)
	cl.s.mu.Lock()
	codes := make([]string, 0, len(cl.s.rooms))
	for code := range cl.s.rooms {
		codes = append(codes, code)
	}
	cl.s.mu.Unlock()
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for _, code := range codes {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			cl.drop(code, true)
		}()
	}
	wg.Wait()
	cl.rmu.Lock()
	var edge []*conn
	for _, c := range cl.proxies {
		edge = append(edge, c)
	}
	cl.rmu.Unlock()
	for _, c := range edge {
		c.close(websocket.StatusServiceRestart, "the server goes down: connect again")
	}
	_ = cl.nc.Flush()
}
