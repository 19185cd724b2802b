package browsertest

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"elferraus/wasm/site"
)

// TestBrowserDownloadStartsAtOnce: the page asks for the game as it is
// read, not once the loader's script has come and run, and the fetch
// that compiles it takes that response: the server sees game.wasm asked
// for while it still holds wasm_exec.js back, and only once.
func TestBrowserDownloadStartsAtOnce(t *testing.T) {
	needChromium(t)
	res := buildSite(t)
	const hold = 400 * time.Millisecond
	var (
		mu                  sync.Mutex
		wasmAsked, execSent time.Time
		wasmRequests        int
	)
	files := site.Handler(res.Out)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/" + site.WasmFile:
			mu.Lock()
			wasmRequests++
			if wasmAsked.IsZero() {
				wasmAsked = time.Now()
			}
			mu.Unlock()
		case "/" + site.ExecFile:
			time.Sleep(hold)
			defer func() {
				mu.Lock()
				execSent = time.Now()
				mu.Unlock()
			}()
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	pg := launch(t, srv.URL, "", "menu", 1280, 720, t.TempDir())
	defer pg.close()
	mu.Lock()
	defer mu.Unlock()
	if wasmRequests != 1 {
		t.Errorf("game.wasm was asked for %d times, want once (the preload taken by the fetch)", wasmRequests)
	}
	if wasmAsked.IsZero() || execSent.IsZero() || !wasmAsked.Before(execSent) {
		t.Errorf("game.wasm was asked for at %v, after wasm_exec.js was sent at %v: the download waited for the loader's script", wasmAsked.Format(time.StampMilli), execSent.Format(time.StampMilli))
	}
}
