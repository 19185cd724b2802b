package site

import (
	"context"
	"errors"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Handler serves the files of the folder dir, choosing the precompressed
// .br or .gz copy of a file when the request's Accept-Encoding allows it.
// Content-Length is always the length of the bytes sent, Content-Type is that
// of the original file, and paths leaving dir, dot files and folders give 404.
func Handler(dir string) http.Handler {
	return &handler{dir: dir}
}

type handler struct {
	dir string
}

// encodings lists the precompressed copies in order of preference.
var encodings = []struct {
	name string // Content-Encoding token
	ext  string // file name suffix
}{
	{"br", ".br"},
	{"gzip", ".gz"},
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanPath(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := h.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer func() { f.Close() }()

	var available []string
	for _, e := range encodings {
		if vf, vinfo, err := h.open(name + e.ext); err == nil {
			vf.Close()
			if !vinfo.IsDir() {
				available = append(available, e.name)
			}
		}
	}
	if len(available) > 0 {
		w.Header().Add("Vary", "Accept-Encoding")
	}
	if enc := negotiate(r.Header.Get("Accept-Encoding"), available); enc != "" {
		for _, e := range encodings {
			if e.name != enc {
				continue
			}
			if vf, vinfo, err := h.open(name + e.ext); err == nil {
				f.Close()
				f, info = vf, vinfo
				w.Header().Set("Content-Encoding", enc)
				// http.ServeContent leaves Content-Length out for encoded
				// bodies, yet the page's progress bar wants it; byte
				// ranges of a compressed copy are not worth supporting.
				w.Header().Set("Content-Length", strconv.FormatInt(vinfo.Size(), 10))
				if r.Header.Get("Range") != "" {
					r = r.Clone(r.Context())
					r.Header.Del("Range")
				}
			}
		}
	}
	w.Header().Set("Content-Type", contentType(name))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	// Revalidate on every load, so a rebuilt game is picked up at once.
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "", info.ModTime(), f)
}

// open opens a regular file or folder below h.dir; os.OpenInRoot refuses
// names and symbolic links that lead outside it.
func (h *handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenInRoot(h.dir, filepath.FromSlash(name))
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if info.IsDir() || !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

// cleanPath turns a URL path into a slash-separated file name relative to
// the served folder, mapping a trailing slash to index.html. It refuses
// backslashes, NUL bytes and any segment other than "." starting with a dot,
// which covers ".." as well as dot files.
func cleanPath(p string) (string, bool) {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return "", false
	}
	for seg := range strings.SplitSeq(p[1:], "/") {
		if seg != "." && strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	name := path.Clean(p)[1:]
	if strings.HasSuffix(p, "/") {
		name = path.Join(name, IndexFile)
	}
	return name, true
}

// contentType names the media type of a file by its extension; wasm must be
// application/wasm for WebAssembly.instantiateStreaming to accept it.
func contentType(name string) string {
	switch ext := strings.ToLower(path.Ext(name)); ext {
	case ".wasm":
		return "application/wasm"
	case ".html", ".htm":
		return "text/html; charset=utf-8"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".json":
		return "application/json"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	default:
		if t := mime.TypeByExtension(ext); t != "" {
			return t
		}
		return "application/octet-stream"
	}
}

// negotiate picks the content coding to send from those available, by the
// q-values of an Accept-Encoding header (RFC 9110, section 12.5.3); ties go
// to the earlier entry of available. It returns "" for the plain file.
func negotiate(header string, available []string) string {
	if header == "" || len(available) == 0 {
		return ""
	}
	q := map[string]float64{}
	star, hasStar := 0.0, false
	for part := range strings.SplitSeq(header, ",") {
		fields := strings.Split(part, ";")
		coding := strings.ToLower(strings.TrimSpace(fields[0]))
		if coding == "" {
			continue
		}
		weight := 1.0
		for _, param := range fields[1:] {
			k, v, ok := strings.Cut(strings.TrimSpace(param), "=")
			if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || f < 0 || f > 1 {
				f = 0 // a malformed weight is read as "not acceptable"
			}
			weight = f
		}
		if coding == "x-gzip" {
			coding = "gzip"
		}
		if coding == "*" {
			star, hasStar = weight, true
			continue
		}
		q[coding] = weight
	}
	best, bestQ := "", 0.0
	for _, enc := range available {
		w, ok := q[enc]
		if !ok {
			if !hasStar {
				continue
			}
			w = star
		}
		if w > bestQ {
			best, bestQ = enc, w
		}
	}
	return best
}

// Serve serves h on ln until ctx is cancelled, then shuts the server down,
// giving requests in flight a few seconds to finish.
func Serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := srv.Shutdown(shutdownCtx)
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		return serr
	}
	return err
}

// URL returns the address a browser on this machine should open for a
// server listening on addr, which may have an unspecified host.
func URL(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "http://" + addr.String() + "/"
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
