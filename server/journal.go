package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// stream is the JetStream stream that keeps every room's events, one
// subject per room ("rooms.CODE").
const stream = "ROOMS"

// journal keeps each room's events durably in JetStream: a room's state is
// its events applied in order, so a server started again on the same data
// replays them and every room stands where its last acknowledged event
// left it.
type journal struct {
	ns *natsserver.Server // embedded, nil with an external NATS
	nc *nats.Conn
	js jetstream.JetStream
	// logs, in a cluster, are where each room's events go and how far
	// they reached (shard.go).
	logs *logs
}

// openJournal connects to the NATS at url, or, when url is empty, starts one
// in this process (no socket, JetStream on dir).
func openJournal(ctx context.Context, url, dir string, sync bool) (*journal, error) {
	j, err := connect(url, &natsserver.Options{
		ServerName: "elferraus",
		DontListen: true,
		JetStream:  true,
		StoreDir:   dir,
		// A stream of one replica writes an event to its file before
		// acknowledging it, so a server killed right after a move keeps
		// the move; sync also waits for the disk, for a machine that
		// loses its power.
		SyncAlways: sync,
		NoLog:      true,
		NoSigs:     true,
	}, "")
	if err != nil {
		return nil, err
	}
	if _, err := j.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:     stream,
		Subjects: []string{"rooms.>"},
		Storage:  jetstream.FileStorage,
	}); err != nil {
		j.close()
		return nil, fmt.Errorf("creating the rooms' stream: %w", err)
	}
	return j, nil
}

// connect connects to the NATS at url and opens JetStream. With url empty
// it starts the NATS of nopts in this process first and talks to it
// in-process; hint goes with the error when that server does not start.
// A single server and a node of a cluster differ only in their options.
func connect(url string, nopts *natsserver.Options, hint string, opts ...nats.Option) (*journal, error) {
	j := &journal{}
	if url == "" {
		ns, err := natsserver.NewServer(nopts)
		if err != nil {
			return nil, fmt.Errorf("starting the embedded NATS: %w", err)
		}
		go ns.Start()
		if !ns.ReadyForConnections(10 * time.Second) {
			ns.Shutdown()
			return nil, fmt.Errorf("the embedded NATS did not start within 10 s%s", hint)
		}
		j.ns = ns
		url = ns.ClientURL()
		opts = append(opts, nats.InProcessServer(ns))
	}
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		j.close()
		return nil, fmt.Errorf("connecting to NATS at %s: %w", url, err)
	}
	j.nc = nc
	if j.js, err = jetstream.New(nc); err != nil {
		j.close()
		return nil, err
	}
	return j, nil
}

// append stores ev as the next event of room code and returns once JetStream
// has acknowledged it.
func (j *journal) append(ctx context.Context, code string, ev event) error {
	data, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	if j.logs != nil {
		return j.logs.append(ctx, j.js, code, data)
	}
	_, err = j.js.Publish(ctx, "rooms."+code, data)
	return err
}

// load calls fn with every stored event, each room's in order.
func (j *journal) load(ctx context.Context, fn func(code string, ev event) error) error {
	st, err := j.js.Stream(ctx, stream)
	if err != nil {
		return err
	}
	info, err := st.Info(ctx)
	if err != nil {
		return err
	}
	last := info.State.LastSeq
	if info.State.Msgs == 0 {
		return nil
	}
	cons, err := st.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{})
	if err != nil {
		return err
	}
	for {
		batch, err := cons.Fetch(500, jetstream.FetchMaxWait(2*time.Second))
		if err != nil {
			return err
		}
		got := 0
		for msg := range batch.Messages() {
			got++
			meta, err := msg.Metadata()
			if err != nil {
				return err
			}
			code := strings.TrimPrefix(msg.Subject(), "rooms.")
			var ev event
			if err := json.Unmarshal(msg.Data(), &ev); err != nil {
				// Not an event: the room it names does not replay.
				ev = event{K: "unreadable"}
			}
			if err := fn(code, ev); err != nil {
				return fmt.Errorf("event %d of room %s: %w", meta.Sequence.Stream, code, err)
			}
			if meta.Sequence.Stream >= last {
				return nil
			}
		}
		if err := batch.Error(); err != nil {
			return err
		}
		if got == 0 {
			return fmt.Errorf("the rooms' stream ended at an event before %d", last)
		}
	}
}

func (j *journal) close() {
	if j.nc != nil {
		j.nc.Close()
	}
	if j.ns != nil {
		j.ns.Shutdown()
		j.ns.WaitForShutdown()
	}
}
