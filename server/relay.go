package server

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"elferraus/online"
)

// A client connected to one node plays a room that runs on another through
// NATS: its node passes the client's messages on the room's subject
// (elferraus.room.CODE), which only the node running the room listens to,
// and that node sends the connection's messages back on the connection's
// subject (elferraus.conn.NODE.N). The room's node treats the client as
// one of its own connections, so each message it sends is already the
// seat's view, masked as for any client; the client's node passes it on
// unread but for its kind. Neither the client nor its node needs to know
// where the room runs.

// wire is what carries a connection's messages to its client: its own
// WebSocket, or NATS to the node the client is connected to.
type wire interface {
	Write(ctx context.Context, typ websocket.MessageType, p []byte) error
	Close(code websocket.StatusCode, reason string) error
}

// out is what carries c's messages.
func (c *conn) out() wire {
	if c.wire != nil {
		return c.wire
	}
	return c.ws
}

// envelope is a client's message as its node passes it to the room's node
// (Op "msg"), or word that the client left (Op "leave"). Conn names the
// connection: its node and a number, as in the subject of its messages.
type envelope struct {
	Op   string      `json:"op"`
	Conn string      `json:"conn"`
	IP   string      `json:"ip,omitempty"`
	Msg  *online.Msg `json:"m,omitempty"`
}

// proxy is a client of this node in a room that runs on another: the room,
// the connection's name, the node that answered its join, and whether the
// room took it.
type proxy struct {
	room, id, owner string
	joined          bool
}

// closeHeader, on a connection's subject, closes the client's connection
// with the status and reason it gives.
const closeHeader = "Elferraus-Close"

// serveRoom listens to room code's subject: this node runs the room now.
func (cl *cluster) serveRoom(code string) error {
	sub, err := cl.nc.Subscribe(roomPrefix+code, func(m *nats.Msg) { cl.fromEdge(code, m) })
	if err != nil {
		return err
	}
	_ = sub.SetPendingLimits(-1, -1)
	cl.rmu.Lock()
	if old := cl.subs[code]; old != nil {
		_ = old.Unsubscribe()
	}
	cl.subs[code] = sub
	cl.rmu.Unlock()
	return nil
}

// fromEdge takes a message of another node's client for room code.
func (cl *cluster) fromEdge(code string, nm *nats.Msg) {
	var e envelope
	if json.Unmarshal(nm.Data, &e) != nil || !strings.Contains(e.Conn, ".") {
		return
	}
	cl.rmu.Lock()
	c := cl.remote[e.Conn]
	cl.rmu.Unlock()
	if e.Op == "leave" {
		if c != nil {
			cl.endRemote(c, true)
		}
		return
	}
	if e.Op != "msg" || e.Msg == nil {
		return
	}
	m := *e.Msg
	if c != nil && nm.Reply != "" {
		// The join asked again: the first got here, its answer late.
		_ = nm.Respond([]byte(cl.node))
		return
	}
	if c == nil {
		if (m.T != online.Join && m.T != online.Watch) || m.Room != code {
			// A client this node does not know in the room (it ran
			// elsewhere when the client joined): it joins again.
			cl.closeEdge(e.Conn, websocket.StatusServiceRestart, errMoved.Error())
			return
		}
		c = cl.newRemote(e.Conn, e.IP)
	}
	if nm.Reply != "" {
		_ = nm.Respond([]byte(cl.node))
	}
	err := cl.s.handle(c, m)
	if err != nil {
		c.refuse(m.Seq, err, false)
	}
	if c.room == nil {
		// Not taken: nothing more of it comes here. A room that went
		// from this node meanwhile closes the client, to join again.
		cl.endRemote(c, !errors.Is(err, errMoved))
	}
}

// newRemote is the connection of another node's client, named id.
func (cl *cluster) newRemote(id, ip string) *conn {
	c := &conn{srv: cl.s, ip: ip, done: make(chan struct{}), wake: make(chan struct{}, 1), seat: -1, relayed: true}
	c.wire = &natsWire{cl: cl, c: c, id: id}
	cl.rmu.Lock()
	cl.remote[id] = c
	cl.rmu.Unlock()
	go c.writer()
	return c
}

// endRemote detaches another node's client from its room here; quiet
// leaves its connection open there (the client left, or was refused).
func (cl *cluster) endRemote(c *conn, quiet bool) {
	w := c.wire.(*natsWire)
	cl.rmu.Lock()
	mine := cl.remote[w.id] == c
	if mine {
		delete(cl.remote, w.id)
	}
	cl.rmu.Unlock()
	if !mine {
		return
	}
	if quiet {
		w.quiet.Store(true)
	}
	c.close(websocket.StatusGoingAway, "")
	c.leave()
}

// closeEdge closes another node's client connection id.
func (cl *cluster) closeEdge(id string, code websocket.StatusCode, why string) {
	m := nats.NewMsg(connPrefix + id)
	m.Header.Set(closeHeader, strconv.Itoa(int(code))+" "+why)
	_ = cl.nc.PublishMsg(m)
}

// natsWire carries a connection's messages to the node its client is
// connected to.
type natsWire struct {
	cl    *cluster
	c     *conn
	id    string
	quiet atomic.Bool
}

func (w *natsWire) Write(_ context.Context, _ websocket.MessageType, p []byte) error {
	return w.cl.nc.Publish(connPrefix+w.id, p)
}

func (w *natsWire) Close(code websocket.StatusCode, why string) error {
	if !w.quiet.Load() {
		w.cl.closeEdge(w.id, code, why)
	}
	w.cl.endRemote(w.c, true)
	return nil
}

// find reaches room code, which this node does not run, for c's join or
// watch m: it relays c to the node that runs the room (nil, nil), or
// returns the room once this node took it over. A room that runs nowhere
// yet (its node gone, its lease not lapsed) is waited for a while; after
// that the client hears to try again and its connection closes.
func (cl *cluster) find(c *conn, m online.Msg) (*room, error) {
	if c.relayed {
		return nil, errMoved // it went from this node just now
	}
	code := m.Room
	id := cl.startProxy(c, code)
	env, err := json.Marshal(envelope{Op: "msg", Conn: id, IP: c.ip, Msg: &m})
	if err != nil {
		cl.stopProxy(c)
		return nil, err
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		cl.s.mu.Lock()
		r := cl.s.rooms[code]
		cl.s.mu.Unlock()
		if r != nil {
			cl.stopProxy(c)
			return r, nil
		}
		reply, err := cl.nc.Request(roomPrefix+code, env, 2*time.Second)
		if err == nil {
			cl.rmu.Lock()
			if p := cl.proxyOf[c]; p != nil {
				p.owner = string(reply.Data)
			}
			cl.rmu.Unlock()
			return nil, nil
		}
		if errors.Is(err, nats.ErrNoResponders) {
			if known, err := cl.know(code); err == nil && !known {
				cl.stopProxy(c)
				return nil, noRoom(code)
			}
		}
		if time.Now().After(deadline) {
			break
		}
		select {
		case <-cl.ctx.Done():
		case <-time.After(200 * time.Millisecond):
			continue
		}
		break
	}
	cl.stopProxy(c)
	c.refuse(m.Seq, refusal{why: online.RefusedMoving, room: code, text: "room " + code + " is moving to another server: try again"}, false)
	c.close(websocket.StatusTryAgainLater, "the room is moving to another server")
	return nil, nil
}

// know reports whether room code is in a shard, and puts it into the
// directory when it was not there: the nodes alive take it over.
func (cl *cluster) know(code string) (bool, error) {
	cl.mu.Lock()
	_, ok := cl.dir[code]
	broken := cl.broken[code]
	cl.mu.Unlock()
	switch {
	case broken:
		return false, nil
	case ok:
		return true, nil
	}
	ctx, cancel := context.WithTimeout(cl.ctx, 5*time.Second)
	defer cancel()
	home, err := cl.locate(ctx, code)
	if home == "" {
		return false, err
	}
	cl.mu.Lock()
	if cl.dir[code] == nil {
		cl.dir[code] = &holder{home: home}
	}
	cl.mu.Unlock()
	return true, nil
}

// startProxy makes c a client of a room elsewhere and names its connection.
func (cl *cluster) startProxy(c *conn, room string) string {
	cl.rmu.Lock()
	defer cl.rmu.Unlock()
	cl.nextID++
	id := cl.node + "." + strconv.FormatUint(cl.nextID, 10)
	cl.proxies[id] = c
	cl.proxyOf[c] = &proxy{room: room, id: id}
	return id
}

// stopProxy makes c a client of no room elsewhere, and returns what it
// was.
func (cl *cluster) stopProxy(c *conn) *proxy {
	cl.rmu.Lock()
	defer cl.rmu.Unlock()
	p := cl.proxyOf[c]
	if p != nil {
		delete(cl.proxyOf, c)
		delete(cl.proxies, p.id)
	}
	return p
}

// forward passes m of c's client to the node of its room, when it is in a
// room elsewhere.
func (cl *cluster) forward(c *conn, m online.Msg) (bool, error) {
	cl.rmu.Lock()
	p := cl.proxyOf[c]
	var room, id string
	if p != nil {
		room, id = p.room, p.id
	}
	cl.rmu.Unlock()
	if p == nil {
		return false, nil
	}
	data, err := json.Marshal(envelope{Op: "msg", Conn: id, Msg: &m})
	if err != nil {
		return true, err
	}
	return true, cl.nc.Publish(roomPrefix+room, data)
}

// unrelay tells the node of c's room elsewhere that c's client left.
func (cl *cluster) unrelay(c *conn) {
	p := cl.stopProxy(c)
	if p == nil {
		return
	}
	data, _ := json.Marshal(envelope{Op: "leave", Conn: p.id})
	_ = cl.nc.Publish(roomPrefix+p.room, data)
}

// toClient passes a message of a room elsewhere to this node's client.
func (cl *cluster) toClient(nm *nats.Msg) {
	id := strings.TrimPrefix(nm.Subject, connPrefix)
	cl.rmu.Lock()
	c := cl.proxies[id]
	p := cl.proxyOf[c]
	cl.rmu.Unlock()
	if c == nil || p == nil {
		return
	}
	if v := nm.Header.Get(closeHeader); v != "" {
		code, why, _ := strings.Cut(v, " ")
		n, _ := strconv.Atoi(code)
		if n < 1000 || n > 4999 {
			n = int(websocket.StatusServiceRestart)
		}
		cl.stopProxy(c) // the room's node let go of it already
		c.close(websocket.StatusCode(n), why)
		return
	}
	var m online.Msg
	if json.Unmarshal(nm.Data, &m) != nil {
		return
	}
	cl.rmu.Lock()
	switch {
	case m.T == online.Joined:
		p.joined = true
	case m.T == online.Error && !p.joined:
		// The room refused the join: the client may ask again, here
		// or for another room.
		if cl.proxyOf[c] == p {
			delete(cl.proxyOf, c)
			delete(cl.proxies, p.id)
		}
	}
	cl.rmu.Unlock()
	c.send(m)
}

// left lets go of what ran through node, which is gone: this node's
// clients in its rooms are told to join again (the rooms run elsewhere
// soon), and its clients in this node's rooms are detached.
func (cl *cluster) left(node string) {
	cl.rmu.Lock()
	var edge, remote []*conn
	for c, p := range cl.proxyOf {
		if p.owner == node {
			edge = append(edge, c)
		}
	}
	for id, c := range cl.remote {
		if strings.HasPrefix(id, node+".") {
			remote = append(remote, c)
		}
	}
	cl.rmu.Unlock()
	for _, c := range edge {
		cl.unrelay(c)
		c.close(websocket.StatusServiceRestart, "the room's server is gone: join it again")
	}
	for _, c := range remote {
		cl.endRemote(c, false)
	}
}
