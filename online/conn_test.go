//go:build !js

package online

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestDialTriesTheNextServer: of a list of servers, one gone, Dial
// reaches the one that answers, whichever the list names first.
func TestDialTriesTheNextServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	gone := "ws://" + ln.Addr().String() + "/ws"
	ln.Close()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		_ = ws.Write(r.Context(), websocket.MessageText, []byte(`{"t":"pong","seat":-1}`))
		_ = ws.Close(websocket.StatusNormalClosure, "")
	}))
	defer ts.Close()
	live := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
	list := gone + ", " + live
	for range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		c, err := Dial(ctx, list)
		if err != nil {
			cancel()
			t.Fatalf("dialling %s: %v", list, err)
		}
		m, err := c.Recv(ctx)
		cancel()
		c.Close()
		if err != nil || m.T != Pong {
			t.Fatalf("the server that answered sent %+v, %v", m, err)
		}
	}
	if _, err := Dial(context.Background(), gone); err == nil {
		t.Fatal("a server that is gone answered")
	}
}
