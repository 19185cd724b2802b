package record_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
)

// FuzzRead feeds arbitrary bytes to Read and, when they parse, to the Elfer
// raus! engine's Replay. Nothing may panic; whatever parses is written back
// and read again to the same record, and the written bytes are a fixed
// point; whatever replays, replays again from the record the engine writes.
func FuzzRead(f *testing.F) {
	golden, _ := filepath.Glob(filepath.Join("..", "elfer", "testdata", "golden", "*.jsonl"))
	if len(golden) == 0 {
		f.Fatal("no golden records to seed the corpus with")
	}
	for _, path := range golden {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2]) // a saved game cut mid-line
	}
	f.Add([]byte(example))
	f.Add([]byte(""))
	f.Add([]byte("{\"record\":\"elferraus-record/1\"}\n{\"setup\":{\"hands\":[],\"pile\":[],\"table\":[],\"starter\":0,\"rows\":[],\"connections\":[]}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := record.Read(bytes.NewReader(data))
		if err != nil {
			if rec != nil {
				t.Fatal("a record beside an error")
			}
			return
		}
		out := rec.Marshal()
		again, err := record.Read(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("the written record does not read: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(normal(rec), normal(again)) {
			t.Fatalf("read, write, read differs:\n%+v\n%+v", rec, again)
		}
		if out2 := again.Marshal(); !bytes.Equal(out, out2) {
			t.Fatalf("writing is not stable:\n%s\n%s", out, out2)
		}
		s, err := elfer.Replay(rec, -1)
		if err != nil {
			return
		}
		back, err := elfer.Replay(s.Record(nil, 1), -1)
		if err != nil || !back.Equal(s) {
			t.Fatalf("a replayed record does not replay from the engine's own record: %v", err)
		}
	})
}

// normal irons out the differences writing makes on purpose: absent options,
// piles, tables and winners are written as {} and [], and empty MASTER
// fields are left out.
func normal(r *record.Record) *record.Record {
	c := *r
	if c.Header.Options == nil {
		c.Header.Options = map[string]any{}
	}
	c.Setups = make([]record.Setup, len(r.Setups))
	for i, s := range r.Setups {
		if s.Pile == nil {
			s.Pile = []card.Card{}
		}
		if s.Table == nil {
			s.Table = []card.Card{}
		}
		if len(s.Rows) == 0 {
			s.Rows = nil
		}
		if len(s.Connections) == 0 {
			s.Connections = nil
		}
		c.Setups[i] = s
	}
	if r.Result != nil {
		res := *r.Result
		if res.Winners == nil {
			res.Winners = []int{}
		}
		c.Result = &res
	}
	return &c
}
