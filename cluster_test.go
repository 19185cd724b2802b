//go:build !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"elferraus/online/loadtest"
)

// lockedBuffer is a node's log, written by its process and read by the
// test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// node is one `elferraus serve` process of a cluster.
type node struct {
	name string
	cmd  *exec.Cmd
	url  string
	log  *lockedBuffer
}

// startCluster runs n nodes of `elferraus serve` from the binary bin, each
// with its own data and its embedded NATS routed to the others' on free
// loopback ports; it returns once every node serves its rooms.
func startCluster(t *testing.T, bin string, n int) []*node {
	t.Helper()
	var lns []net.Listener
	var routes []string
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		lns = append(lns, ln)
		routes = append(routes, "nats://"+ln.Addr().String())
	}
	for _, ln := range lns {
		ln.Close()
	}
	nodes := make([]*node, n)
	for i := range nodes {
		nd := &node{name: fmt.Sprintf("n%d", i+1), log: &lockedBuffer{}}
		nd.cmd = exec.Command(bin, "serve", "-addr", "127.0.0.1:0", "-site", "none", "-data", t.TempDir(),
			"-think", "5ms", "-stand-in", "1m", "-msg-rate", "1000", "-join-rate", "1000",
			"-node", nd.name, "-cluster", strings.TrimPrefix(routes[i], "nats://"), "-routes", strings.Join(routes, ","))
		nd.cmd.Stderr = nd.log
		nodes[i] = nd
	}
	errs := make(chan error, n)
	for _, nd := range nodes {
		out, err := nd.cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := nd.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = nd.cmd.Process.Kill(); _ = nd.cmd.Wait() })
		go func() {
			line, err := bufio.NewReader(out).ReadString('\n')
			f := strings.Fields(line)
			switch {
			case err != nil:
				errs <- fmt.Errorf("node %s said nothing: %v\n%s", nd.name, err, nd.log)
			case len(f) < 3 || !strings.HasPrefix(f[2], "ws://"):
				errs <- fmt.Errorf("node %s said %q", nd.name, line)
			default:
				nd.url = f[2]
				errs <- nil
			}
			_, _ = io.Copy(io.Discard, out)
		}()
	}
	timeout := time.After(60 * time.Second)
	for range n {
		select {
		case err := <-errs:
			if err != nil {
				t.Fatal(err)
			}
		case <-timeout:
			t.Fatal("the cluster did not form within 60 s")
		}
	}
	return nodes
}

// TestClusterSurvivesSIGKILL: three nodes on loopback, the load tool's
// rooms spread over them, each room's clients on all three; one node is
// killed with SIGKILL in the middle. Its clients join again through the
// others, every room plays rounds to their end after the kill with no
// acknowledged move lost and no card shown that a seat may not see, and
// each room that ran on the killed node is taken over by another node
// and moves again within 5 s of its last move.
func TestClusterSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the server and runs three of it")
	}
	bin := filepath.Join(t.TempDir(), "elferraus")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	nodes := startCluster(t, bin, 3)
	var urls []string
	for _, nd := range nodes {
		urls = append(urls, nd.url)
	}
	victim := nodes[1]
	killed := make(chan time.Time, 1)
	go func() {
		time.Sleep(12 * time.Second)
		at := time.Now()
		_ = victim.cmd.Process.Signal(syscall.SIGKILL)
		killed <- at
	}()
	rep, err := loadtest.Run(context.Background(), loadtest.Config{Servers: urls, Game: "elfer", Rooms: 24, Players: 4,
		Think: 30 * time.Millisecond, Duration: 40 * time.Second, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	at := <-killed
	t.Logf("%d rooms, %d moves, p50 %.1f ms, p99 %.1f ms, %d rounds, %d reconnects, %d moves unchecked, longest stall %.1f s",
		rep.Rooms, rep.Actions, rep.P50, rep.P99, rep.Rounds, rep.Reconnects, rep.Unchecked, rep.MaxStall/1000)
	failed := false
	defer func() {
		if failed {
			for _, nd := range nodes {
				t.Logf("node %s's log:\n%s", nd.name, nd.log)
			}
		}
	}()
	if rep.Lost > 0 || rep.Leaks > 0 || rep.Errors > 0 {
		failed = true
		t.Errorf("lost %d, leaks %d, errors %d: %v", rep.Lost, rep.Leaks, rep.Errors, rep.ErrorKinds)
	}
	if rep.Reconnects == 0 {
		failed = true
		t.Error("no client joined again after the kill")
	}
	var logs string
	for _, nd := range nodes {
		if nd != victim {
			logs += nd.log.String()
		}
	}
	moved := 0
	for _, room := range rep.PerRoom {
		if room.Code == "" {
			failed = true
			t.Errorf("a room of %s was never made", room.Server)
			continue
		}
		if room.LastRound.Before(at) {
			failed = true
			t.Errorf("room %s (made on %s) finished no round after the kill (%d rounds before)", room.Code, room.Server, room.Rounds)
		}
		if room.Server != victim.url {
			continue
		}
		moved++
		took := regexp.MustCompile(`node (n\d): room ` + room.Code + ` taken over from node ` + victim.name)
		m := took.FindStringSubmatch(logs)
		switch {
		case m == nil:
			failed = true
			t.Errorf("room %s ran on %s, and no node says it took it over", room.Code, victim.name)
		case room.StallEnd.Before(at) || room.Stall > 5*time.Second:
			failed = true
			t.Errorf("room %s stood still for %.1f s at the kill (its longest stall, %.1f s, ended %.1f s after the kill)",
				room.Code, room.Stall.Seconds(), room.Stall.Seconds(), room.StallEnd.Sub(at).Seconds())
		default:
			t.Logf("room %s: taken over by %s, moving again %.1f s after its last move before the kill", room.Code, m[1], room.Stall.Seconds())
		}
	}
	if moved == 0 {
		failed = true
		t.Error("no room ran on the killed node")
	}
}
