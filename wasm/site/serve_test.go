package site

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// newTestDir lays out a served folder next to a file that must stay private.
func newTestDir(t *testing.T) (dir string, files map[string][]byte) {
	t.Helper()
	parent := t.TempDir()
	dir = filepath.Join(parent, "www")
	files = map[string][]byte{
		"index.html":      []byte("<!doctype html><title>t</title>"),
		"index.html.br":   []byte("BR-INDEX"),
		"index.html.gz":   []byte("GZ-INDEX-LONGER"),
		"game.wasm":       []byte("\x00asm\x01\x00\x00\x00 raw wasm bytes"),
		"game.wasm.br":    []byte("BR-WASM"),
		"game.wasm.gz":    []byte("GZ-WASM!"),
		"wasm_exec.js":    []byte("console.log('exec')"),
		"wasm_exec.js.gz": []byte("GZ-EXEC"),
		"notes.txt":       []byte("plain"),
		"sub/a.png":       []byte("\x89PNG fake"),
		".hidden":         []byte("dot file"),
	}
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(parent, "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir, files
}

func TestHandlerEncodingNegotiation(t *testing.T) {
	dir, files := newTestDir(t)
	h := Handler(dir)
	tests := []struct {
		path, accept string
		wantBody     string
		wantEncoding string
		wantType     string
	}{
		{"/game.wasm", "gzip, deflate, br, zstd", "game.wasm.br", "br", "application/wasm"},
		{"/game.wasm", "gzip", "game.wasm.gz", "gzip", "application/wasm"},
		{"/game.wasm", "x-gzip", "game.wasm.gz", "gzip", "application/wasm"},
		{"/game.wasm", "br;q=0, gzip", "game.wasm.gz", "gzip", "application/wasm"},
		{"/game.wasm", "br;q=0.5, gzip;q=0.8", "game.wasm.gz", "gzip", "application/wasm"},
		{"/game.wasm", "BR", "game.wasm.br", "br", "application/wasm"},
		{"/game.wasm", "*", "game.wasm.br", "br", "application/wasm"},
		{"/game.wasm", "*;q=0, gzip", "game.wasm.gz", "gzip", "application/wasm"},
		{"/game.wasm", "identity", "game.wasm", "", "application/wasm"},
		{"/game.wasm", "", "game.wasm", "", "application/wasm"},
		{"/game.wasm", "deflate, zstd", "game.wasm", "", "application/wasm"},
		{"/game.wasm", "br;q=0, gzip;q=0", "game.wasm", "", "application/wasm"},
		{"/wasm_exec.js", "br", "wasm_exec.js", "", "text/javascript; charset=utf-8"},
		{"/wasm_exec.js", "br, gzip", "wasm_exec.js.gz", "gzip", "text/javascript; charset=utf-8"},
		{"/", "gzip, br", "index.html.br", "br", "text/html; charset=utf-8"},
		{"/index.html", "gzip", "index.html.gz", "gzip", "text/html; charset=utf-8"},
		{"/notes.txt", "gzip, br", "notes.txt", "", "text/plain; charset=utf-8"},
		{"/sub/a.png", "", "sub/a.png", "", "image/png"},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.accept, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, tt.path, nil)
			if tt.accept != "" {
				req.Header.Set("Accept-Encoding", tt.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			res := rec.Result()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d, want 200", res.StatusCode)
			}
			body, _ := io.ReadAll(res.Body)
			if want := files[tt.wantBody]; !bytes.Equal(body, want) {
				t.Errorf("body %q, want the contents of %s (%q)", body, tt.wantBody, want)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding %q, want %q", got, tt.wantEncoding)
			}
			if got := res.Header.Get("Content-Type"); got != tt.wantType {
				t.Errorf("Content-Type %q, want %q", got, tt.wantType)
			}
			if got, want := res.Header.Get("Content-Length"), strconv.Itoa(len(files[tt.wantBody])); got != want {
				t.Errorf("Content-Length %q, want %q", got, want)
			}
			_, hasVariants := files[tt.wantBody+".gz"]
			if tt.wantEncoding != "" || hasVariants {
				if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
					t.Errorf("Vary %q, want Accept-Encoding", got)
				}
			} else if tt.path == "/notes.txt" && res.Header.Get("Vary") != "" {
				t.Errorf("Vary %q on a file without compressed copies", res.Header.Get("Vary"))
			}
		})
	}
}

func TestHandlerNotFound(t *testing.T) {
	dir, _ := newTestDir(t)
	h := Handler(dir)
	for _, p := range []string{
		"/missing.js",
		"/sub",
		"/sub/",
		"/.hidden",
		"/../secret.txt",
		"/sub/../../secret.txt",
		"/..%2fsecret.txt",
		"/link.txt",
		"/..\\secret.txt",
		"/sub\\..\\..\\secret.txt",
		"/game.wasm/",
	} {
		t.Run(p, func(t *testing.T) {
			decoded, err := url.PathUnescape(p)
			if err != nil {
				t.Fatal(err)
			}
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.Path = decoded // as net/http hands it to handlers
			req.Header.Set("Accept-Encoding", "br, gzip")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusNotFound {
				t.Errorf("status %d, want 404; body %q", rec.Code, rec.Body.String())
			}
			if bytes.Contains(rec.Body.Bytes(), []byte("secret")) || bytes.Contains(rec.Body.Bytes(), []byte("dot file")) {
				t.Errorf("leaked a file: %q", rec.Body.String())
			}
		})
	}
}

func TestHandlerMethods(t *testing.T) {
	dir, files := newTestDir(t)
	h := Handler(dir)

	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/game.wasm", nil))
	if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "GET, HEAD" {
		t.Errorf("POST: status %d Allow %q, want 405 with Allow: GET, HEAD", rec.Code, rec.Header().Get("Allow"))
	}

	req := httptest.NewRequest(http.MethodHead, "/game.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || rec.Body.Len() != 0 {
		t.Errorf("HEAD: status %d body %d bytes, want 200 and no body", rec.Code, rec.Body.Len())
	}
	if got, want := rec.Header().Get("Content-Length"), strconv.Itoa(len(files["game.wasm.br"])); got != want {
		t.Errorf("HEAD: Content-Length %q, want %q", got, want)
	}
}

func TestHandlerRange(t *testing.T) {
	dir, files := newTestDir(t)
	h := Handler(dir)

	// A range of the plain file is honoured.
	req := httptest.NewRequest(http.MethodGet, "/game.wasm", nil)
	req.Header.Set("Range", "bytes=0-3")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusPartialContent || rec.Body.String() != "\x00asm" {
		t.Errorf("plain range: status %d body %q, want 206 and the first 4 bytes", rec.Code, rec.Body.String())
	}

	// A compressed copy is always sent whole, with a matching length.
	req = httptest.NewRequest(http.MethodGet, "/game.wasm", nil)
	req.Header.Set("Range", "bytes=0-3")
	req.Header.Set("Accept-Encoding", "br")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), files["game.wasm.br"]) {
		t.Errorf("compressed range: status %d body %q, want 200 and the whole .br file", rec.Code, rec.Body.String())
	}
	if got, want := rec.Header().Get("Content-Length"), strconv.Itoa(len(files["game.wasm.br"])); got != want {
		t.Errorf("compressed range: Content-Length %q, want %q", got, want)
	}
	if req.Header.Get("Range") == "" {
		t.Error("the handler changed the caller's request")
	}
}

// TestServeRealFiles checks the whole path a browser takes: a real HTTP
// server, a client that asks for brotli, and a body that decodes back to
// the original file.
func TestServeRealFiles(t *testing.T) {
	dir := t.TempDir()
	original := bytes.Repeat([]byte("Elfer raus! 11 12 10 "), 5000)
	compressed, err := Brotli(original, FastLevel)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "game.wasm"), original, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "game.wasm.br"), compressed, 0o644); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/game.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.ContentLength != int64(len(compressed)) {
		t.Errorf("Content-Length %d, want %d", res.ContentLength, len(compressed))
	}
	got, err := io.ReadAll(brotli.NewReader(res.Body))
	if err != nil {
		t.Fatalf("decoding brotli body: %v", err)
	}
	if !bytes.Equal(got, original) {
		t.Errorf("decoded body differs from the original (%d vs %d bytes)", len(got), len(original))
	}
}

func TestCleanPath(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"/", "index.html", true},
		{"/game.wasm", "game.wasm", true},
		{"/a//b", "a/b", true},
		{"/a/./b", "a/b", true},
		{"/a/", "a/index.html", true},
		{"/../x", "", false},
		{"/a/../x", "", false},
		{"/.git/config", "", false},
		{"relative", "", false},
		{"/a\\b", "", false},
		{"/a\x00b", "", false},
	}
	for _, tt := range tests {
		got, ok := cleanPath(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("cleanPath(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestURL(t *testing.T) {
	for _, tt := range []struct{ addr, want string }{
		{"127.0.0.1:8080", "http://127.0.0.1:8080/"},
		{"0.0.0.0:80", "http://localhost:80/"},
		{"[::]:8080", "http://localhost:8080/"},
		{"[::1]:9000", "http://[::1]:9000/"},
	} {
		addr, err := netAddr(tt.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := URL(addr); got != tt.want {
			t.Errorf("URL(%s) = %q, want %q", tt.addr, got, tt.want)
		}
	}
}

func netAddr(s string) (net.Addr, error) { return net.ResolveTCPAddr("tcp", s) }

func TestServeStopsOnCancel(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dir, files := newTestDir(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, ln, Handler(dir)) }()

	res, err := http.Get(URL(ln.Addr()) + "notes.txt")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !bytes.Equal(body, files["notes.txt"]) {
		t.Errorf("body %q, want %q", body, files["notes.txt"])
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve returned %v after cancel, want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after its context was cancelled")
	}
	if _, err := http.Get(URL(ln.Addr())); err == nil {
		t.Error("server still answers after shutdown")
	}
}
