package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestRenderIndex(t *testing.T) {
	page, err := RenderIndex(IndexData{WasmURL: "game.wasm?v=abc123", ExecURL: "wasm_exec.js?v=def456", WasmSize: 12345})
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, want := range []string{
		"<title>Elfer raus!</title>",
		`<script src="wasm_exec.js?v=def456"></script>`,
		`const wasmURL = "game.wasm?v=abc123";`,
		`const wasmSize =  12345 ;`,
		"go.importObject",
		"go.run(instance)",
		`id="error"`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if strings.Index(s, "wasm_exec.js?v=") > strings.Index(s, "new Go()") {
		t.Error("wasm_exec.js must load before the script that uses it")
	}
}

func TestRenderIndexEscapes(t *testing.T) {
	page, err := RenderIndex(IndexData{WasmURL: `x"</script><script>alert(1)</script>`, ExecURL: `"><b>`, WasmSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(page, []byte("<script>alert(1)")) || bytes.Contains(page, []byte(`"><b>`)) {
		t.Errorf("template data reached the page unescaped:\n%s", page)
	}
}

func TestWasmExecJS(t *testing.T) {
	goroot, err := GoEnv(context.Background(), "", "GOROOT")
	if err != nil {
		t.Fatal(err)
	}
	data, err := wasmExecJS(goroot)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte("globalThis.Go = class")) {
		t.Error("wasm_exec.js does not define globalThis.Go")
	}
	if _, err := wasmExecJS(t.TempDir()); err == nil || !strings.Contains(err.Error(), "lib/wasm/wasm_exec.js") {
		t.Errorf("missing file: error %v, want one naming where it looked", err)
	}
}

func TestCompressRoundTrip(t *testing.T) {
	data := bytes.Repeat([]byte("Elfer raus! 1 2 3 4 5 6 7 8 9 10 11 12 "), 100000)
	gz, err := Gzip(data, BestLevel)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, data) {
		t.Errorf("gzip round trip: %d bytes, err %v; want %d bytes", len(got), err, len(data))
	}
	br, err := Brotli(data, BestLevel)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(got, data) {
		t.Errorf("brotli round trip: %d bytes, err %v; want %d bytes", len(got), err, len(data))
	}
	if len(br) >= len(gz) || len(gz) >= len(data)/10 {
		t.Errorf("sizes raw %d gzip %d brotli %d: expected brotli < gzip < raw/10 on repetitive text", len(data), len(gz), len(br))
	}

	var reported []int
	if _, err := compress(context.Background(), data, brotliWriter(1), func(done, total int) {
		if total != len(data) || done <= 0 || done >= total {
			t.Errorf("progress(%d, %d) for %d bytes", done, total, len(data))
		}
		reported = append(reported, 100*done/total)
	}); err != nil {
		t.Fatal(err)
	}
	if len(reported) != 3 || !slices.IsSorted(reported) || reported[0] < 25 || reported[2] >= 100 {
		t.Errorf("progress of a %d-byte pass in 1 MiB chunks reported %v%%, want three quarters passed", len(data), reported)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := compress(ctx, data, brotliWriter(11), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled compress: err %v, want context.Canceled", err)
	}
}

func TestBuildErrors(t *testing.T) {
	if _, err := Build(context.Background(), Options{}); err == nil {
		t.Error("Build without an output folder succeeded")
	}
	if testing.Short() {
		t.Skip("skipping go build in -short mode")
	}
	mod := tinyModule(t, "package main\n\nfunc main() { undefinedName() }\n")
	_, err := Build(context.Background(), Options{Out: t.TempDir(), Dir: mod, Pkg: "."})
	if err == nil || !strings.Contains(err.Error(), "go build") || !strings.Contains(err.Error(), "undefinedName") {
		t.Errorf("Build of a broken package: err %v, want the compiler's message", err)
	}
	_, err = Build(context.Background(), Options{Out: t.TempDir(), Dir: mod, Pkg: "./missing"})
	if err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("Build of a missing package: err %v, want it named", err)
	}
}

// TestBuild builds a tiny js/wasm program, which is quick, and checks the
// published folder as a server would see it.
func TestBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping go build in -short mode")
	}
	mod := tinyModule(t, `package main

import "syscall/js"

func main() {
	js.Global().Get("document").Get("body").Get("dataset").Set("scene", "table")
}
`)
	out := filepath.Join(t.TempDir(), "new", "web")
	var log bytes.Buffer
	res, err := Build(context.Background(), Options{Out: out, Dir: mod, Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"compiling", "compiled game.wasm", "compressing quickly (brotli 6, gzip 6", "wrote game.wasm.br", "wrote index.html.gz"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("progress lacks %q: %q", want, log.String())
		}
	}
	if res.Level != FastLevel {
		t.Errorf("Result.Level %v, want the fast default %v", res.Level, FastLevel)
	}
	if len(res.Files) != 3 {
		t.Fatalf("Result lists %d files, want 3", len(res.Files))
	}
	for _, f := range res.Files {
		for ext, size := range map[string]int64{"": f.Raw, ".gz": f.Gzip, ".br": f.Brotli} {
			info, err := os.Stat(filepath.Join(out, f.Name+ext))
			if err != nil {
				t.Errorf("%s%s: %v", f.Name, ext, err)
				continue
			}
			if info.Size() != size || size == 0 {
				t.Errorf("%s%s: %d bytes on disk, Result says %d", f.Name, ext, info.Size(), size)
			}
		}
	}
	wasm, err := os.ReadFile(filepath.Join(out, WasmFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Errorf("game.wasm does not start with the WebAssembly magic number")
	}
	br, err := os.ReadFile(filepath.Join(out, WasmFile+".br"))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(got, wasm) {
		t.Errorf("game.wasm.br does not decode to game.wasm (err %v)", err)
	}
	if w := res.Wasm(); w.Raw != int64(len(wasm)) || w.Brotli >= w.Gzip || w.Gzip >= w.Raw {
		t.Errorf("wasm sizes %+v: want brotli < gzip < raw = %d", w, len(wasm))
	}
	index, err := os.ReadFile(filepath.Join(out, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	if want := "game.wasm?v=" + shortHash(wasm); !bytes.Contains(index, []byte(want)) {
		t.Errorf("index.html does not load %s", want)
	}
	goroot, _ := GoEnv(context.Background(), "", "GOROOT")
	execWant, _ := os.ReadFile(filepath.Join(goroot, "lib", "wasm", ExecFile))
	if execGot, _ := os.ReadFile(filepath.Join(out, ExecFile)); len(execWant) == 0 || !bytes.Equal(execGot, execWant) {
		t.Errorf("wasm_exec.js is not the toolchain's copy")
	}
}

// tinyModule writes a one-file main module and returns its folder.
func tinyModule(t *testing.T, mainGo string) string {
	t.Helper()
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module tiny\n\ngo 1.24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(mainGo), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}
