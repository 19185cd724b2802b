package server

import (
	"context"
	"testing"
	"time"

	"elferraus/online/loadtest"
)

// TestLoadToolFindsNothingWrong runs the load tool briefly against a
// server: its rooms play, their moves are acknowledged and found in the
// records, and it sees no leak and no error. (The figures in the README
// come from `elferraus loadtest` against `elferraus serve`.)
func TestLoadToolFindsNothingWrong(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	for _, id := range []string{"elfer", "hoechste"} {
		rep, err := loadtest.Run(context.Background(), loadtest.Config{Server: url, Game: id, Rooms: 3, Players: 3,
			Think: 2 * time.Millisecond, Duration: 2 * time.Second, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Actions == 0 || rep.Rounds == 0 || rep.Errors+rep.Lost+rep.Leaks > 0 {
			t.Fatalf("%s: %+v", id, rep)
		}
	}
}
