//go:build js

package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// Conn is a client's connection to a server through the browser's own
// WebSocket. The native client dials with github.com/coder/websocket; in
// the browser that package would bring net/http and crypto/tls into the
// page's download (a tenth of it, for nothing the page uses), so the page
// speaks to the WebSocket API itself, behind the same methods.
type Conn struct {
	ws  js.Value
	seq int

	mu     sync.Mutex
	queue  [][]byte
	wake   chan struct{}
	closed bool
	err    error
	funcs  []js.Func
}

// Dial connects to the server's rooms at url ("ws://host:port/ws").
func Dial(ctx context.Context, url string) (*Conn, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		return nil, errors.New("this browser has no WebSocket")
	}
	c := &Conn{wake: make(chan struct{}, 1)}
	opened := make(chan struct{}, 1)
	var ws js.Value
	func() {
		// A malformed address throws in the constructor.
		defer func() {
			if r := recover(); r != nil {
				ws = js.Undefined()
			}
		}()
		ws = ctor.New(url)
	}()
	if ws.IsUndefined() {
		return nil, fmt.Errorf("connecting to %s: not a WebSocket address", url)
	}
	c.ws = ws
	on := func(name string, f func(ev js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			var ev js.Value
			if len(args) > 0 {
				ev = args[0]
			}
			f(ev)
			return nil
		})
		c.funcs = append(c.funcs, fn)
		ws.Set(name, fn)
	}
	on("onopen", func(js.Value) {
		select {
		case opened <- struct{}{}:
		default:
		}
	})
	on("onmessage", func(ev js.Value) {
		data := ev.Get("data")
		if data.Type() != js.TypeString {
			return // the server sends text only
		}
		c.push([]byte(data.String()), nil)
	})
	on("onclose", func(ev js.Value) {
		why := "the connection closed"
		if r := ev.Get("reason"); r.Type() == js.TypeString && r.String() != "" {
			why += ": " + r.String()
		}
		c.push(nil, errors.New(why))
	})
	select {
	case <-opened:
		return c, nil
	case <-c.wake:
		c.release()
		return nil, fmt.Errorf("connecting to %s: %v", url, c.err)
	case <-ctx.Done():
		c.Close()
		return nil, fmt.Errorf("connecting to %s: %w", url, ctx.Err())
	}
}

// push queues a message, or, with err, the end of the connection; it runs
// in the browser's event handlers, which must not wait.
func (c *Conn) push(data []byte, err error) {
	c.mu.Lock()
	if err != nil {
		if !c.closed {
			c.closed, c.err = true, err
		}
	} else if !c.closed {
		c.queue = append(c.queue, data)
	}
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// Send sends m, numbered with the next Seq; it returns the number.
func (c *Conn) Send(ctx context.Context, m Msg) (int, error) {
	c.seq++
	m.Seq = c.seq
	data, err := json.Marshal(m)
	if err != nil {
		return 0, err
	}
	return c.seq, c.WriteRaw(ctx, data)
}

// WriteRaw sends data as one message.
func (c *Conn) WriteRaw(_ context.Context, data []byte) error {
	c.mu.Lock()
	closed, err := c.closed, c.err
	c.mu.Unlock()
	if closed {
		return err
	}
	c.ws.Call("send", string(data))
	return nil
}

// Recv waits for the server's next message.
func (c *Conn) Recv(ctx context.Context) (Msg, error) {
	m, _, err := c.RecvRaw(ctx)
	return m, err
}

// RecvRaw is Recv with the message's bytes as they came.
func (c *Conn) RecvRaw(ctx context.Context) (Msg, []byte, error) {
	for {
		c.mu.Lock()
		if len(c.queue) > 0 {
			data := c.queue[0]
			c.queue = c.queue[1:]
			c.mu.Unlock()
			var m Msg
			if err := json.Unmarshal(data, &m); err != nil {
				return m, data, fmt.Errorf("the server sent %q: %w", data, err)
			}
			return m, data, nil
		}
		if c.closed {
			err := c.err
			c.mu.Unlock()
			return Msg{}, nil, err
		}
		c.mu.Unlock()
		select {
		case <-c.wake:
		case <-ctx.Done():
			return Msg{}, nil, ctx.Err()
		}
	}
}

// Close closes the connection.
func (c *Conn) Close() error {
	c.mu.Lock()
	was := c.closed
	c.closed = true
	if c.err == nil {
		c.err = errors.New("the connection closed")
	}
	c.mu.Unlock()
	if !was {
		c.ws.Call("close", 1000)
	}
	c.release()
	select {
	case c.wake <- struct{}{}:
	default:
	}
	return nil
}

// release lets the browser forget the event handlers.
func (c *Conn) release() {
	c.mu.Lock()
	fs := c.funcs
	c.funcs = nil
	c.mu.Unlock()
	for _, f := range fs {
		f.Release()
	}
	if !c.ws.IsUndefined() {
		for _, name := range []string{"onopen", "onmessage", "onclose"} {
			c.ws.Set(name, js.Null())
		}
	}
}
