//go:build !js

package main

import (
	"bufio"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// startServe runs `elferraus serve` from the binary bin on a free port
// with the rooms in data, and returns its rooms' address.
func startServe(t *testing.T, bin, data string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin, "serve", "-addr", "127.0.0.1:0", "-site", "none", "-data", data, "-think", "5ms", "-stand-in", "1m", "-msg-rate", "1000")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("serve said nothing: %v", err)
	}
	f := strings.Fields(line)
	if len(f) < 3 || !strings.HasPrefix(f[2], "ws://") {
		t.Fatalf("serve said %q", line)
	}
	return cmd, f[2]
}

// TestServeResumesAfterSIGKILL: the server process is killed in the middle
// of a match, without a chance to close anything, and started again on its
// data: the room is there with every move its people saw acknowledged, they
// come back to their seats with their tokens, and the match ends with a
// record that holds all of it.
func TestServeResumesAfterSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	bin := filepath.Join(t.TempDir(), "elferraus")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	data := t.TempDir()
	cmd, url := startServe(t, bin, data)
	cs := onlinetest.Room(t, url, online.Spec{Game: "elfer", Players: 3, Rounds: 1, Bots: []bool{false, false, true}}, "Ann", "Ben")
	host, guest := cs[0], cs[1]
	rng := rand.New(rand.NewPCG(7, 8))
	acked := 0
	for moved := 0; moved < 8; {
		for _, c := range []*onlinetest.Client{host, guest} {
			m, err := c.Recv(20 * time.Millisecond)
			if err == onlinetest.ErrQuiet {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if m.T == online.State {
				acked = max(acked, m.Actions)
				if len(m.Legal) > 0 {
					c.Send(online.Msg{T: online.Act, Action: m.Legal[rng.IntN(len(m.Legal))]})
					moved++
				}
			}
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	// What arrived before the kill was acknowledged by it.
	for _, c := range []*onlinetest.Client{host, guest} {
		for {
			m, err := c.Recv(100 * time.Millisecond)
			if err != nil {
				break
			}
			if m.T == online.State {
				acked = max(acked, m.Actions)
			}
		}
	}

	_, url2 := startServe(t, bin, data)
	host2, guest2 := onlinetest.Dial(t, url2), onlinetest.Dial(t, url2)
	host2.Send(online.Msg{T: online.Join, Room: host.Room, Token: host.Tok})
	host2.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	guest2.Send(online.Msg{T: online.Join, Room: host.Room, Token: guest.Tok})
	guest2.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	st := host2.Until("state", func(m online.Msg) bool { return m.T == online.State })
	if st.Actions < acked {
		t.Fatalf("after the kill the round stands at %d actions; %d were acknowledged", st.Actions, acked)
	}
	onlinetest.Play(t, rand.New(rand.NewPCG(9, 10)), host2, guest2)
	host2.Got = append(host.Got, host2.Got...)
	guest2.Got = append(guest.Got, guest2.Got...)
	g, _ := registry.Lookup("elfer")
	onlinetest.CheckSent(t, g, host2, guest2)
}
