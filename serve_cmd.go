//go:build !js

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
	"strings"
	"syscall"
	"time"

	"elferraus/server"
	"elferraus/wasm/site"
)

// The `serve` subcommand runs the online rooms and serves the browser build
// beside them; like sim and check it is not in the browser build.
func init() { serveMain = serveCommand }

// serveCommand is `elferraus serve`: rooms at /ws, the game at /.
func serveCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("elferraus serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8090", "the address to listen on (host:port; port 0 picks a free one)")
	data := fs.String("data", defaultData(), "the folder that keeps the rooms (JetStream of the embedded NATS)")
	natsURL := fs.String("nats", "", "an external NATS (nats://host:4222, or the servers of its cluster comma-separated) to keep the rooms in instead of the embedded one")
	siteDir := fs.String("site", "", `the built browser folder to serve at / (go run ./wasm -o DIR); empty builds one first, "none" serves only the rooms`)
	origins := fs.String("origin", "", "hosts besides this server's whose pages may join its rooms, comma-separated (example.org, *.example.org)")
	think := fs.Duration("think", 700*time.Millisecond, "how long a bot waits before its move")
	sync := fs.Bool("sync", false, "wait for the disk before a move is acknowledged (a machine that loses its power loses no move; slower)")
	joinRate := fs.Float64("join-rate", 2, "rooms made and joined a second from one address (ten times that in a burst)")
	msgRate := fs.Float64("msg-rate", 20, "messages a second a client may send (twice that in a burst)")
	standIn := fs.Duration("stand-in", time.Minute, "how long a seat whose person lost the connection waits before a bot plays it (rooms without a clock)")
	node := fs.String("node", "", "this server's name in a cluster of servers sharing the rooms (letters, digits, - and _)")
	clusterAddr := fs.String("cluster", "", "with -node: where the embedded NATS takes the other nodes' routes (host:port)")
	routes := fs.String("routes", "", "with -node and -cluster: the nodes' -cluster addresses, comma-separated (nats://host:port,…)")
	replicas := fs.Int("replicas", 0, "with -node: the copies JetStream keeps of the rooms and leases (default: one a node, at most 3)")
	lease := fs.Duration("lease", 3*time.Second, "with -node: how long a node's hold on a room lasts unrenewed; a dead node's rooms run elsewhere after it")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "elferraus serve: unexpected argument %q (try -h)\n", fs.Arg(0))
		return 2
	}
	var cl *server.Cluster
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *node != "" && !set["data"] {
		// Nodes on one machine keep their journals apart.
		*data = filepath.Join(*data, *node)
	}
	if *node != "" {
		cl = &server.Cluster{Node: *node, Listen: *clusterAddr, Replicas: *replicas, Lease: *lease}
		for _, r := range strings.Split(*routes, ",") {
			if r = strings.TrimSpace(r); r != "" {
				cl.Routes = append(cl.Routes, r)
			}
		}
		if err := server.CheckCluster(*cl, *natsURL); err != nil {
			fmt.Fprintln(stderr, "elferraus serve:", err)
			return 2
		}
	} else if *clusterAddr != "" || *routes != "" || *replicas != 0 {
		fmt.Fprintln(stderr, "elferraus serve: -cluster, -routes and -replicas are for a node of a cluster: give it a name with -node")
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	dir := *siteDir
	switch dir {
	case "none":
		dir = ""
	case "":
		tmp, err := os.MkdirTemp("", "elferraus-site-")
		if err != nil {
			fmt.Fprintln(stderr, "elferraus serve:", err)
			return 1
		}
		defer os.RemoveAll(tmp)
		fmt.Fprintln(stderr, "building the browser version first (or give -site DIR, or -site none)…")
		if _, err := site.Build(ctx, site.Options{Out: tmp, Log: stderr}); err != nil {
			fmt.Fprintln(stderr, "elferraus serve: building the browser version:", err)
			fmt.Fprintln(stderr, "run it in the project's folder, or build one with go run ./wasm -o DIR and give -site DIR")
			return 1
		}
		dir = tmp
	default:
		if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
			fmt.Fprintf(stderr, "elferraus serve: %s holds no browser build (go run ./wasm -o %s)\n", dir, dir)
			return 2
		}
	}
	var ors []string
	for _, o := range strings.Split(*origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			ors = append(ors, o)
		}
	}
	if *natsURL == "" {
		if err := os.MkdirAll(*data, 0o755); err != nil {
			fmt.Fprintln(stderr, "elferraus serve:", err)
			return 1
		}
	}
	srv, err := server.New(server.Config{Data: *data, NATS: *natsURL, Origins: ors, Think: *think, StandIn: *standIn, MsgRate: *msgRate, JoinRate: *joinRate, Sync: *sync, Cluster: cl})
	if err != nil {
		fmt.Fprintln(stderr, "elferraus serve:", err)
		return 1
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "elferraus serve:", err)
		return 1
	}
	url := site.URL(ln.Addr())
	ws := "ws" + strings.TrimPrefix(strings.TrimSuffix(url, "/"), "http") + "/ws"
	if cl != nil {
		fmt.Fprintf(stdout, "rooms at %s (node %s of a cluster), kept in %s\n", ws, cl.Node, where(*natsURL, *data))
	} else {
		fmt.Fprintf(stdout, "rooms at %s (%d resumed), kept in %s\n", ws, srv.Rooms(), where(*natsURL, *data))
	}
	if dir != "" {
		fmt.Fprintf(stdout, "the game at %s\n", url)
	}
	var h = srv.Handler(nil)
	if dir != "" {
		h = srv.Handler(site.Handler(dir))
	}
	if err := site.Serve(ctx, ln, h); err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "elferraus serve:", err)
		return 1
	}
	return 0
}

func where(natsURL, data string) string {
	if natsURL != "" {
		return natsURL
	}
	return data
}

// defaultData is the rooms' folder when -data is not given: beside the
// player's own saves.
func defaultData() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "elferraus-rooms"
	}
	return filepath.Join(dir, "elferraus", "rooms")
}
