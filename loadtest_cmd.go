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
	server := fs.String("server", "ws://127.0.0.1:8090/ws", "the rooms' address of a running elferraus serve")
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := loadtest.Run(ctx, loadtest.Config{Server: *server, Game: *gameID, Rooms: *rooms, Players: *players,
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
		for k, n := range rep.ErrorKinds {
			fmt.Fprintf(stdout, "  %d× %s\n", n, k)
		}
	}
	if rep.Errors+rep.Lost+rep.Leaks > 0 {
		return 1
	}
	return 0
}
