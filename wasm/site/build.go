// Package site builds and serves the browser version of the game: a folder
// with index.html, wasm_exec.js and game.wasm, each with precompressed
// .br and .gz copies, that any static web server can publish.
package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

// Names of the files Build writes into the output folder.
const (
	IndexFile = "index.html"
	ExecFile  = "wasm_exec.js"
	WasmFile  = "game.wasm"
)

//go:embed index.html
var indexSource string

// indexTemplate is parsed once at start-up so that a broken template is
// caught by the package's own tests rather than at the end of a long build.
var indexTemplate = template.Must(template.New(IndexFile).Parse(indexSource))

// Options says what Build compiles and where it writes the result.
type Options struct {
	// Out is the folder to write to; it is created when missing.
	Out string
	// Dir is the folder the go command runs in; empty means the current
	// folder. Pkg is resolved relative to it.
	Dir string
	// Pkg is the main package to compile to WebAssembly: a path relative to
	// Dir such as "." or "./cmd/x", or an import path. Empty means ".".
	Pkg string
	// Log receives progress lines (each step, sizes and times); nil
	// discards them.
	Log io.Writer
	// Best compresses at the best levels (brotli quality 11 with a 16 MiB
	// window, gzip 9): about 15 % smaller than the default for the wasm file,
	// but brotli then takes most of a minute on one core. The default
	// (brotli quality 6, gzip 6) takes about a second. A folder that is
	// published, and the download budget, want Best.
	Best bool
	// Plain builds as the go command does by default, inlining every
	// package (see noInline): the empty page the game's first frame is
	// measured against is any Ebitengine page, not one built like the game.
	Plain bool
}

// Level names a compression setting, for progress lines and reports.
type Level struct {
	Brotli int // brotli quality, 0..11
	Gzip   int // gzip level, 1..9
}

// String reads like "brotli 11, gzip 9".
func (l Level) String() string { return fmt.Sprintf("brotli %d, gzip %d", l.Brotli, l.Gzip) }

// The two compression settings of Build.
var (
	FastLevel = Level{Brotli: 6, Gzip: 6}
	BestLevel = Level{Brotli: brotli.BestCompression, Gzip: gzip.BestCompression}
)

// level is the setting Options ask for.
func (o Options) level() Level {
	if o.Best {
		return BestLevel
	}
	return FastLevel
}

// File reports the sizes of one published file and its precompressed copies.
type File struct {
	Name   string
	Raw    int64
	Gzip   int64
	Brotli int64
}

// Result lists what Build wrote, so callers can print sizes or check a
// download budget without reading the folder again.
type Result struct {
	Out   string
	Files []File
	// Level is the compression the .br and .gz copies were made with.
	Level Level
}

// Wasm returns the sizes of game.wasm, the file that dominates the download.
func (r *Result) Wasm() File {
	for _, f := range r.Files {
		if f.Name == WasmFile {
			return f
		}
	}
	return File{Name: WasmFile}
}

// Build compiles the game for GOOS=js GOARCH=wasm, copies wasm_exec.js from
// the same Go toolchain (the two must match exactly), renders index.html and
// writes gzip and brotli copies of all three, fast or at the best levels
// (Options.Best).
func Build(ctx context.Context, opt Options) (*Result, error) {
	if opt.Out == "" {
		return nil, errors.New("no output folder given")
	}
	if opt.Pkg == "" {
		opt.Pkg = "."
	}
	logw := opt.Log
	if logw == nil {
		logw = io.Discard
	}
	out, err := filepath.Abs(opt.Out)
	if err != nil {
		return nil, fmt.Errorf("output folder %q: %w", opt.Out, err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, fmt.Errorf("creating output folder: %w", err)
	}
	goCmd, err := GoCommand()
	if err != nil {
		return nil, err
	}
	goroot, err := goEnv(ctx, goCmd, opt.Dir, "GOROOT")
	if err != nil {
		return nil, err
	}
	execJS, err := wasmExecJS(goroot)
	if err != nil {
		return nil, err
	}

	start := time.Now()
	fmt.Fprintf(logw, "compiling %s for js/wasm…\n", opt.Pkg)
	wasmPath := filepath.Join(out, WasmFile)
	// The engine is built without inlining: a bot's choice takes about a
	// sixth longer (15-18 % in BenchmarkHardChoose and
	// BenchmarkMasterHardChoose, microseconds natively), while the inline
	// tables inlining leaves in the binary weigh about 65 KB of the
	// compressed download. So are the screens that draw nothing while a
	// table runs (the menu and its screens, the words, the shell's
	// screens, the store and the online client): another 40 KB. So are
	// fmt, whose text only changes with what a table says, and
	// text/template, with which Ebitengine writes a shader's source the
	// first time it is asked for one: another 40 KB. The tables and the
	// drawing keep it: they run every frame.
	args := []string{"build", "-trimpath", "-ldflags=-s -w"}
	if !opt.Plain {
		for _, p := range noInline {
			args = append(args, "-gcflags="+p+"=-l")
		}
	}
	cmd := exec.CommandContext(ctx, goCmd, append(args, "-o", wasmPath, opt.Pkg)...)
	cmd.Dir = opt.Dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var output bytes.Buffer
	cmd.Stdout = &output
	cmd.Stderr = &output
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("GOOS=js GOARCH=wasm go build %s failed: %v\n%s", opt.Pkg, err, strings.TrimSpace(output.String()))
	}

	if err := os.Chmod(wasmPath, 0o644); err != nil {
		return nil, err
	}
	wasm, err := os.ReadFile(wasmPath)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(logw, "compiled %s: %.1f MiB in %.1fs\n", WasmFile, float64(len(wasm))/(1<<20), time.Since(start).Seconds())
	if err := os.WriteFile(filepath.Join(out, ExecFile), execJS, 0o644); err != nil {
		return nil, fmt.Errorf("writing %s: %w", ExecFile, err)
	}
	index, err := RenderIndex(IndexData{
		WasmURL:  WasmFile + "?v=" + shortHash(wasm),
		ExecURL:  ExecFile + "?v=" + shortHash(execJS),
		WasmSize: int64(len(wasm)),
	})
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(out, IndexFile), index, 0o644); err != nil {
		return nil, fmt.Errorf("writing %s: %w", IndexFile, err)
	}

	lv := opt.level()
	if opt.Best {
		fmt.Fprintf(logw, "compressing at the best levels (%s): brotli takes a minute or more…\n", lv)
	} else {
		fmt.Fprintf(logw, "compressing quickly (%s; -best for the smallest download)…\n", lv)
	}
	files := []File{
		{Name: IndexFile, Raw: int64(len(index))},
		{Name: ExecFile, Raw: int64(len(execJS))},
		{Name: WasmFile, Raw: int64(len(wasm))},
	}
	contents := [][]byte{index, execJS, wasm}
	if err := compressAll(ctx, out, files, contents, lv, logw); err != nil {
		return nil, err
	}
	return &Result{Out: out, Files: files, Level: lv}, nil
}

// compressAll writes name.gz and name.br for every file, several at a time:
// brotli at its best quality is slow, and the wasm file alone keeps one core
// busy for most of the build. It logs each file written, and how far the
// wasm file's brotli pass has come.
func compressAll(ctx context.Context, out string, files []File, contents [][]byte, lv Level, logw io.Writer) error {
	type job struct {
		i      int
		brotli bool
	}
	var jobs []job
	// The largest brotli job first, so it overlaps with all the others.
	for i := len(files) - 1; i >= 0; i-- {
		jobs = append(jobs, job{i, true})
	}
	for i := range files {
		jobs = append(jobs, job{i, false})
	}
	workers := min(runtime.GOMAXPROCS(0), len(jobs))
	ch := make(chan job)
	errs := make([]error, len(jobs))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range ch {
				var (
					ext  string
					data []byte
					err  error
				)
				start := time.Now()
				if j.brotli {
					ext = ".br"
					var progress func(done, total int)
					if len(contents[j.i]) >= progressFrom {
						progress = func(done, total int) {
							mu.Lock()
							fmt.Fprintf(logw, "  %s.br: %d%%\n", files[j.i].Name, 100*done/total)
							mu.Unlock()
						}
					}
					data, err = compress(ctx, contents[j.i], brotliWriter(lv.Brotli), progress)
				} else {
					ext = ".gz"
					data, err = compress(ctx, contents[j.i], gzipWriter(lv.Gzip), nil)
				}
				if err == nil {
					err = os.WriteFile(filepath.Join(out, files[j.i].Name+ext), data, 0o644)
				}
				mu.Lock()
				if err == nil {
					fmt.Fprintf(logw, "  wrote %s%s: %d bytes in %.1fs\n", files[j.i].Name, ext, len(data), time.Since(start).Seconds())
				}
				if err != nil {
					errs[j.i] = fmt.Errorf("compressing %s: %w", files[j.i].Name, err)
				} else if j.brotli {
					files[j.i].Brotli = int64(len(data))
				} else {
					files[j.i].Gzip = int64(len(data))
				}
				mu.Unlock()
			}
		})
	}
	for _, j := range jobs {
		if ctx.Err() != nil {
			break
		}
		ch <- j
	}
	close(ch)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	return errors.Join(errs...)
}

// progressFrom is the size from which a file's brotli pass reports how far
// it has come: only the wasm file takes long enough to want it.
const progressFrom = 4 << 20

// Gzip compresses data at the gzip level of lv.
func Gzip(data []byte, lv Level) ([]byte, error) {
	return compress(context.Background(), data, gzipWriter(lv.Gzip), nil)
}

// Brotli compresses data at the brotli quality of lv, with the largest
// window, which is what makes brotli worth serving over gzip for a big wasm
// file.
func Brotli(data []byte, lv Level) ([]byte, error) {
	return compress(context.Background(), data, brotliWriter(lv.Brotli), nil)
}

func gzipWriter(level int) func(io.Writer) io.WriteCloser {
	return func(w io.Writer) io.WriteCloser {
		zw, err := gzip.NewWriterLevel(w, level)
		if err != nil { // only for a level outside gzip's range
			zw = gzip.NewWriter(w)
		}
		return zw
	}
}

func brotliWriter(quality int) func(io.Writer) io.WriteCloser {
	return func(w io.Writer) io.WriteCloser {
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: quality, LGWin: 24})
	}
}

// compress feeds data to a compressor in chunks, so that a cancelled build
// stops within a chunk rather than after the whole of a slow brotli pass.
// progress, when not nil, hears of every further quarter of data fed.
func compress(ctx context.Context, data []byte, newWriter func(io.Writer) io.WriteCloser, progress func(done, total int)) ([]byte, error) {
	const chunk = 1 << 20
	var buf bytes.Buffer
	w := newWriter(&buf)
	total, quarter := len(data), 0
	for len(data) > 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n := min(chunk, len(data))
		if _, err := w.Write(data[:n]); err != nil {
			return nil, err
		}
		data = data[n:]
		if done := total - len(data); progress != nil && len(data) > 0 && 4*done/total > quarter {
			quarter = 4 * done / total
			progress(done, total)
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// IndexData fills the index.html template.
type IndexData struct {
	// WasmURL and ExecURL are the URLs the page loads; a content hash in
	// the query keeps browsers from mixing a cached old file with a new one.
	WasmURL string
	ExecURL string
	// WasmSize is the uncompressed size of game.wasm. The page needs it for
	// its progress bar because, with Content-Encoding, Content-Length gives
	// the compressed size while the stream yields uncompressed bytes.
	WasmSize int64
}

// RenderIndex renders the embedded index.html template.
func RenderIndex(d IndexData) ([]byte, error) {
	var buf bytes.Buffer
	if err := indexTemplate.Execute(&buf, d); err != nil {
		return nil, fmt.Errorf("rendering %s: %w", IndexFile, err)
	}
	return buf.Bytes(), nil
}

// GoCommand finds the go command: the one on PATH, else $GOROOT/bin/go.
func GoCommand() (string, error) {
	if p, err := exec.LookPath("go"); err == nil {
		return p, nil
	}
	if root := os.Getenv("GOROOT"); root != "" {
		p := filepath.Join(root, "bin", "go")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errors.New("the go command is not on PATH (add $(go env GOROOT)/bin, e.g. /usr/local/go/bin)")
}

// GoEnv returns the value of one `go env` variable as seen from dir.
func GoEnv(ctx context.Context, dir, name string) (string, error) {
	goCmd, err := GoCommand()
	if err != nil {
		return "", err
	}
	return goEnv(ctx, goCmd, dir, name)
}

func goEnv(ctx context.Context, goCmd, dir, name string) (string, error) {
	cmd := exec.CommandContext(ctx, goCmd, "env", name)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	outb, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %v: %s", name, err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(outb)), nil
}

// wasmExecJS reads the JavaScript support file of the toolchain at goroot.
// It lives in lib/wasm since Go 1.24 and in misc/wasm before.
// noInline names the packages built without inlining for the browser (see
// Build).
var noInline = []string{"elferraus/engine/...", "elferraus/online", "elferraus/scenes/menu", "elferraus/scenes/i18n", "elferraus/scenes/shell", "elferraus/game/store", "fmt", "text/..."}

func wasmExecJS(goroot string) ([]byte, error) {
	if goroot == "" {
		return nil, errors.New("go env GOROOT is empty")
	}
	var tried []string
	for _, dir := range []string{"lib", "misc"} {
		p := filepath.Join(goroot, dir, "wasm", ExecFile)
		data, err := os.ReadFile(p)
		if err == nil {
			return data, nil
		}
		tried = append(tried, p)
	}
	return nil, fmt.Errorf("%s not found in the Go toolchain (looked at %s)", ExecFile, strings.Join(tried, ", "))
}

func shortHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:6])
}
