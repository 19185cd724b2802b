// Command wasm builds the browser version of the game into a folder that any
// static web server can publish, and can serve that folder itself.
//
// Usage:
//
//	go run ./wasm -o DIR            build into DIR
//	go run ./wasm -serve            build into a temporary folder and serve it
//	go run ./wasm -o DIR -serve -addr 127.0.0.1:8080
//
//	go run ./wasm -o DIR -best      the same, compressed at the best levels
//
// The folder holds index.html, wasm_exec.js and game.wasm, each with .br and
// .gz copies for servers that send precompressed files. By default they are
// compressed quickly (brotli quality 6, about a second); -best takes brotli's
// best quality (a minute or more on one core) for a download about 15 %
// smaller: use it for a folder to publish. Every step is reported on stderr
// as it happens.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"text/tabwriter"
	"time"

	"elferraus/wasm/site"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, returning the exit status: 0 on success, 1 when
// building or serving fails, 2 for a bad command line and 130 when
// interrupted.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wasm", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "output `folder` (default: a temporary folder with -serve; required without it)")
	pkg := fs.String("pkg", ".", "main `package` to compile, relative to the module root, or an import path")
	serve := fs.Bool("serve", false, "after building, serve the folder over HTTP until interrupted")
	addr := fs.String("addr", "127.0.0.1:8080", "`host:port` to listen on with -serve")
	best := fs.Bool("best", false, "compress at the best levels (brotli 11, gzip 9): the smallest download, but a minute or more")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: go run ./wasm [-o folder] [-best] [-pkg package] [-serve [-addr host:port]]\n\n"+
			"Builds the game for the browser (index.html, wasm_exec.js, game.wasm and\n"+
			"their .br/.gz copies, compressed quickly unless -best) and optionally\n"+
			"serves it.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usageErr := func(msg string) int {
		fmt.Fprintf(stderr, "wasm: %s\n", msg)
		fmt.Fprintf(stderr, "Run 'go run ./wasm -h' for usage.\n")
		return 2
	}
	if fs.NArg() > 0 {
		return usageErr(fmt.Sprintf("unexpected argument %q (flags only)", fs.Arg(0)))
	}
	if *out == "" && !*serve {
		return usageErr("-o folder is required unless -serve is given")
	}
	if *pkg == "" {
		return usageErr("-pkg must not be empty")
	}
	if *serve {
		if _, _, err := net.SplitHostPort(*addr); err != nil {
			return usageErr(fmt.Sprintf("-addr %q is not host:port: %v", *addr, err))
		}
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	fail := func(err error) int {
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "wasm: interrupted")
			return 130
		}
		fmt.Fprintf(stderr, "wasm: %v\n", err)
		return 1
	}

	dir := *out
	if dir == "" {
		tmp, err := os.MkdirTemp("", "elferraus-web-")
		if err != nil {
			return fail(err)
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	root, err := site.GoEnv(ctx, "", "GOMOD")
	if err != nil {
		return fail(err)
	}
	if root == "" || root == os.DevNull {
		return fail(errors.New("not inside a Go module: run this from the elferraus module"))
	}

	start := time.Now()
	res, err := site.Build(ctx, site.Options{Out: dir, Dir: filepath.Dir(root), Pkg: *pkg, Log: stderr, Best: *best})
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "built %s in %.1fs\n", res.Out, time.Since(start).Seconds())
	printSizes(stdout, res)

	if !*serve {
		return 0
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "serving %s at %s (Ctrl-C to stop)\n", res.Out, site.URL(ln.Addr()))
	if err := site.Serve(ctx, ln, site.Handler(res.Out)); err != nil {
		return fail(err)
	}
	fmt.Fprintln(stdout, "stopped")
	return 0
}

func printSizes(w io.Writer, res *site.Result) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "file\traw\tgzip\tbrotli\t")
	for _, f := range res.Files {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", f.Name, size(f.Raw), size(f.Gzip), size(f.Brotli))
	}
	tw.Flush()
	wf := res.Wasm()
	fmt.Fprintf(w, "game.wasm: raw %d bytes, gzip %d bytes, brotli %d bytes (%s)\n", wf.Raw, wf.Gzip, wf.Brotli, res.Level)
}

func size(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	default:
		return fmt.Sprintf("%d B", n)
	}
}
