//go:build !js

package online

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// turns is where the next Dial of each list of servers begins.
var turns = struct {
	sync.Mutex
	next map[string]int
}{next: map[string]int{}}

// Conn is a client's connection to a server: natively a WebSocket of its
// own, in the browser the page's WebSocket, through one API.
type Conn struct {
	ws  *websocket.Conn
	seq int
}

// Dial connects to the server's rooms at url ("ws://host:port/ws"). Given
// several servers of one cluster, comma-separated, it dials them in turn
// until one answers (any of them reaches every room), each dial of the
// list beginning one further than the one before: a client that lost its
// connection tries the next server first, in case its own is gone.
func Dial(ctx context.Context, url string) (*Conn, error) {
	urls := strings.Split(url, ",")
	start := 0
	if len(urls) > 1 {
		turns.Lock()
		start = turns.next[url]
		turns.next[url] = start + 1
		turns.Unlock()
	}
	var ws *websocket.Conn
	var err error
	for i := range urls {
		u := strings.TrimSpace(urls[(start+i)%len(urls)])
		// Each address has its share of the time left.
		actx, cancel := ctx, context.CancelFunc(func() {})
		if deadline, ok := ctx.Deadline(); ok && i < len(urls)-1 {
			actx, cancel = context.WithTimeout(ctx, time.Until(deadline)/time.Duration(len(urls)-i))
		}
		ws, _, err = websocket.Dial(actx, u, nil)
		cancel()
		if err == nil {
			break
		}
		err = fmt.Errorf("connecting to %s: %w", u, err)
		if ctx.Err() != nil {
			break
		}
	}
	if err != nil {
		return nil, err
	}
	// What a server sends is bounded by its rooms: a view, a record.
	ws.SetReadLimit(1 << 20)
	return &Conn{ws: ws}, nil
}

// Send sends m, numbered with the next Seq; it returns the number.
func (c *Conn) Send(ctx context.Context, m Msg) (int, error) {
	c.seq++
	m.Seq = c.seq
	data, err := json.Marshal(m)
	if err != nil {
		return 0, err
	}
	return c.seq, c.ws.Write(ctx, websocket.MessageText, data)
}

// WriteRaw sends data as one message, unchecked: for tests of what a
// server does with garbage.
func (c *Conn) WriteRaw(ctx context.Context, data []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, data)
}

// Recv waits for the server's next message.
func (c *Conn) Recv(ctx context.Context) (Msg, error) {
	var m Msg
	_, data, err := c.ws.Read(ctx)
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, fmt.Errorf("the server sent %q: %w", data, err)
	}
	return m, nil
}

// RecvRaw is Recv with the message's bytes as they came, for tests that
// look at everything a client is sent.
func (c *Conn) RecvRaw(ctx context.Context) (Msg, []byte, error) {
	var m Msg
	_, data, err := c.ws.Read(ctx)
	if err != nil {
		return m, nil, err
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, data, fmt.Errorf("the server sent %q: %w", data, err)
	}
	return m, data, nil
}

// Close closes the connection.
func (c *Conn) Close() error { return c.ws.Close(websocket.StatusNormalClosure, "") }
