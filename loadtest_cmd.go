//go:build !js

package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"elferraus/online/loadtest"
)

// The `loadtest` subcommand plays rooms of bot clients against a server.
func init() { loadtestMain = loadtestCommand }

// loadtestCommand is `elferraus loadtest`: N rooms of bot clients over real
// WebSockets against -server, then one report (JSON with -json).
func loadtestCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("elferraus loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var servers serverList
	fs.Var(&servers, "server", "the rooms' address of a running elferraus serve (default ws://127.0.0.1:8090/ws); several servers of a cluster: the flag again, or comma-separated, and the rooms are spread over them")
	gameID := fs.String("game", "elfer", "the game the rooms play")
	rooms := fs.Int("rooms", 10, "rooms, each with -players bot clients")
	players := fs.Int("players", 4, "seats of a room, every one a client")
	think := fs.Duration("think", 200*time.Millisecond, "how long a client waits before its move")
	duration := fs.Duration("duration", 30*time.Second, "how long the test plays")
	seed := fs.Uint64("seed", 1, "seed of the clients' choices")
	asJSON := fs.Bool("json", false, "print the report as one JSON object")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *rooms < 1 || *duration <= 0 {
		fmt.Fprintln(stderr, "elferraus loadtest: -rooms and -duration must be positive")
		return 2
	}
	if len(servers) == 0 {
		servers = serverList{"ws://127.0.0.1:8090/ws"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := loadtest.Run(ctx, loadtest.Config{Servers: servers, Game: *gameID, Rooms: *rooms, Players: *players,
		Think: *think, Duration: *duration, Seed: *seed})
	if err != nil {
		fmt.Fprintln(stderr, "elferraus loadtest:", err)
		return 2
	}
	if *asJSON {
		data, _ := json.Marshal(rep)
		fmt.Fprintln(stdout, string(data))
	} else {
		fmt.Fprintf(stdout, "%d rooms, %d clients: %d moves, p50 %.1f ms, p99 %.1f ms; %d rounds checked; errors %d, lost %d, leaks %d\n",
			rep.Rooms, rep.Clients, rep.Actions, rep.P50, rep.P99, rep.Rounds, rep.Errors, rep.Lost, rep.Leaks)
		if rep.Reconnects > 0 {
			fmt.Fprintf(stdout, "%d reconnects; the longest a room stood still: %.1f s; %d moves unchecked (their round ended while the client was away, and no record of it came)\n",
				rep.Reconnects, rep.MaxStall/1000, rep.Unchecked)
		}
		for k, n := range rep.ErrorKinds {
			fmt.Fprintf(stdout, "  %d× %s\n", n, k)
		}
	}
	if rep.Errors+rep.Lost+rep.Leaks > 0 {
		return 1
	}
	return 0
}

// serverList is the -server flag: given again, or comma-separated.
type serverList []string

func (l *serverList) String() string { return strings.Join(*l, ",") }

func (l *serverList) Set(v string) error {
	for _, u := range strings.Split(v, ",") {
		u = strings.TrimSpace(u)
		if !strings.HasPrefix(u, "ws://") && !strings.HasPrefix(u, "wss://") {
			return fmt.Errorf("%q is not a WebSocket address (ws://host:port/ws)", u)
		}
		*l = append(*l, u)
	}
	return nil
}
