package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"elferraus/engine/elfer"
	"elferraus/engine/master"
)

// elferRecord is the record of a freshly dealt Elfer raus! round, as a save
// keeps a round that is still running (no result line).
func elferRecord(t testing.TB, players int) string {
	t.Helper()
	s, err := elfer.New(elfer.Options{}, players, 0, 7)
	if err != nil {
		t.Fatal(err)
	}
	return string(s.Record(nil, 1).Marshal())
}

// masterRecord is the same for MASTER.
func masterRecord(t testing.TB, players int) string {
	t.Helper()
	s, err := master.New(players, 0, 7)
	if err != nil {
		t.Fatal(err)
	}
	return string(s.Record(nil, 1).Marshal())
}

func elferSave(t testing.TB) *Save {
	return &Save{
		Version: SaveVersion,
		Game:    "elfer",
		Options: map[string]any{"short": false},
		Players: 3,
		Humans:  []bool{true, false, false},
		Level:   1,
		Rounds:  5,
		Seed:    "7",
		Sheet:   [][]int{{0, 12, 31}, {40, 0, 3}},
		Record:  elferRecord(t, 3),
	}
}

func masterSave(t testing.TB) *Save {
	return &Save{
		Version: SaveVersion,
		Game:    "master",
		Options: map[string]any{},
		Players: 3,
		Humans:  []bool{true, true, false},
		Level:   2,
		Rounds:  1,
		Seed:    "18446744073709551615",
		Record:  masterRecord(t, 3),
		Deal:    "M-7",
		Daily:   "2026-03-01",
	}
}

func TestSaveRoundTrip(t *testing.T) {
	for _, s := range []*Save{elferSave(t), masterSave(t)} {
		t.Run(s.Game, func(t *testing.T) {
			data, err := s.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			got, err := ParseSave(data)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, s) {
				t.Fatalf("round trip differs:\n got %+v\nwant %+v", got, s)
			}
		})
	}
}

func TestMarshalFillsVersionAndRefusesBadSaves(t *testing.T) {
	s := elferSave(t)
	s.Version = ""
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if s.Version != "" {
		t.Error("Marshal changed the save")
	}
	got, err := ParseSave(data)
	if err != nil || got.Version != SaveVersion {
		t.Fatalf("got %+v, %v", got, err)
	}
	s.Players = 7
	if _, err := s.Marshal(); err == nil {
		t.Error("Marshal wrote a save with 7 players")
	}
	st, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveMatch("match.json", s); err == nil {
		t.Error("SaveMatch wrote a save with 7 players")
	}
	if _, err := st.Get("match.json"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a refused save left something behind: %v", err)
	}
	var nilSave *Save
	if _, err := nilSave.Marshal(); err == nil {
		t.Error("a nil save marshals")
	}
}

func TestParseSaveRejects(t *testing.T) {
	// Each case edits the JSON of a valid save, so exactly one thing is
	// wrong, and names a piece of the error it expects, so the right check
	// is known to have fired.
	cases := []struct {
		name string
		edit func(m map[string]any)
		raw  func(b []byte) []byte
		want string
	}{
		{name: "missing version", edit: func(m map[string]any) { delete(m, "version") }, want: "no version"},
		{name: "empty version", edit: func(m map[string]any) { m["version"] = "" }, want: "no version"},
		{name: "wrong version", edit: func(m map[string]any) { m["version"] = "elferraus-save/2" }, want: `"elferraus-save/2"`},
		{name: "version not a string", edit: func(m map[string]any) { m["version"] = 1 }, want: "not a JSON object"},
		{name: "unknown field", edit: func(m map[string]any) { m["cheat"] = true }, want: "unknown field"},
		{name: "no game", edit: func(m map[string]any) { m["game"] = "" }, want: "does not name its game"},
		{name: "one player", edit: func(m map[string]any) { m["players"] = 1 }, want: "1 players"},
		{name: "seven players", edit: func(m map[string]any) { m["players"] = 7 }, want: "7 players"},
		{name: "humans short", edit: func(m map[string]any) { m["humans"] = []bool{true, false} }, want: "2 seats"},
		{name: "humans missing", edit: func(m map[string]any) { delete(m, "humans") }, want: "0 seats"},
		{name: "zero rounds", edit: func(m map[string]any) { m["rounds"] = 0 }, want: "0 rounds"},
		{name: "sheet longer than rounds", edit: func(m map[string]any) { m["rounds"] = 1 }, want: "2 finished rounds"},
		{name: "sheet row short", edit: func(m map[string]any) { m["sheet"] = [][]int{{1, 2, 3}, {1, 2}} }, want: "round 2"},
		{name: "sheet row long", edit: func(m map[string]any) { m["sheet"] = [][]int{{1, 2, 3, 4}} }, want: "round 1"},
		{name: "seed empty", edit: func(m map[string]any) { m["seed"] = "" }, want: "seed"},
		{name: "seed negative", edit: func(m map[string]any) { m["seed"] = "-1" }, want: "seed"},
		{name: "seed hex", edit: func(m map[string]any) { m["seed"] = "0x10" }, want: "seed"},
		{name: "seed too big", edit: func(m map[string]any) { m["seed"] = "18446744073709551616" }, want: "seed"},
		{name: "seed a number", edit: func(m map[string]any) { m["seed"] = 7 }, want: "cannot be read"},
		{name: "bad daily date", edit: func(m map[string]any) { m["daily"] = "2026-13-01" }, want: "date"},
		{name: "empty record", edit: func(m map[string]any) { m["record"] = "" }, want: "no running round"},
		{name: "record garbage", edit: func(m map[string]any) { m["record"] = "hello\n" }, want: "not a valid record"},
		{name: "record cut mid-line", edit: func(m map[string]any) {
			r := m["record"].(string)
			m["record"] = r[:len(r)/2]
		}, want: "not a valid record"},
		{name: "record of another game", edit: func(m map[string]any) { m["record"] = masterRecord(t, 3) }, want: `"master"`},
		{name: "record of other seats", edit: func(m map[string]any) { m["record"] = elferRecord(t, 4) }, want: "running round has 4"},
		{name: "not JSON", raw: func([]byte) []byte { return []byte("elfer raus") }, want: "not a JSON object"},
		{name: "JSON array", raw: func([]byte) []byte { return []byte("[1,2]") }, want: "not a JSON object"},
		{name: "null", raw: func([]byte) []byte { return []byte("null") }, want: "no version"},
		{name: "empty", raw: func([]byte) []byte { return nil }, want: "not a JSON object"},
		{name: "cut", raw: func(b []byte) []byte { return b[:len(b)-1] }, want: "not a JSON object"},
		{name: "two objects", raw: func(b []byte) []byte { return append(b, b...) }, want: "not a JSON object"},
	}
	valid, err := elferSave(t).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseSave(valid); err != nil {
		t.Fatalf("the save the cases start from is refused: %v", err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := bytes.Clone(valid)
			if c.edit != nil {
				var m map[string]any
				if err := json.Unmarshal(data, &m); err != nil {
					t.Fatal(err)
				}
				c.edit(m)
				if data, err = json.Marshal(m); err != nil {
					t.Fatal(err)
				}
			}
			if c.raw != nil {
				data = c.raw(data)
			}
			s, err := ParseSave(data)
			if err == nil {
				t.Fatalf("accepted: %+v", s)
			}
			if s != nil {
				t.Error("a save beside an error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not mention %q", err, c.want)
			}
		})
	}
}

func TestLoadSave(t *testing.T) {
	st, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadSave("match.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("LoadSave of nothing: %v, want ErrNotFound", err)
	}
	want := masterSave(t)
	if err := st.SaveMatch("match.json", want); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadSave("match.json")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}

	// Two corruptions in a row: each is kept under its own name.
	for i, as := range []string{"match.json.broken", "match.json.broken-2"} {
		good, err := elferSave(t).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		bad := good[:len(good)-10-i]
		if err := st.Put("match.json", bad); err != nil {
			t.Fatal(err)
		}
		s, err := st.LoadSave("match.json")
		if s != nil {
			t.Fatal("a broken save was loaded")
		}
		var be *BrokenError
		if !errors.As(err, &be) {
			t.Fatalf("error %v (%T) is no *BrokenError", err, err)
		}
		if be.Name != "match.json" || be.SetAsideAs != as || be.Err == nil {
			t.Fatalf("got %+v, want it set aside as %s", be, as)
		}
		if !strings.Contains(err.Error(), as) {
			t.Errorf("error %q does not say where the save is", err)
		}
		if _, err := st.Get("match.json"); !errors.Is(err, ErrNotFound) {
			t.Errorf("the broken save is still under its name: %v", err)
		}
		kept, err := st.Get(as)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(kept, bad) {
			t.Errorf("the kept copy differs from the broken save")
		}
	}
}

func FuzzParseSave(f *testing.F) {
	for _, s := range []*Save{elferSave(f), masterSave(f)} {
		data, err := s.Marshal()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(""))
	f.Add([]byte("null"))
	f.Add([]byte("{}"))
	f.Add([]byte(`{"version":"elferraus-save/1"}`))
	f.Add([]byte("\x00\xff garbage {"))
	f.Add([]byte(fmt.Sprintf(`{"version":%q,"game":"elfer","players":2,"humans":[true,true],"rounds":1,"seed":"1","record":"x"}`, SaveVersion)))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSave(data)
		if err != nil {
			if s != nil {
				t.Fatal("a save beside an error")
			}
			return
		}
		out, err := s.Marshal()
		if err != nil {
			t.Fatalf("an accepted save does not marshal: %v", err)
		}
		again, err := ParseSave(out)
		if err != nil {
			t.Fatalf("a marshalled save does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(s, again) {
			t.Fatalf("parse, marshal, parse differs:\n%+v\n%+v", s, again)
		}
		if out2, err := again.Marshal(); err != nil || !bytes.Equal(out, out2) {
			t.Fatalf("marshalling is not stable: %v\n%s\n%s", err, out, out2)
		}
	})
}
