package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"elferraus/engine/record"
	"elferraus/engine/registry"
)

// SaveVersion is the format of a saved match, written in every save so a
// later program can tell which format it reads.
const SaveVersion = "elferraus-save/1"

// Save is a match in progress: its settings, the finished rounds' points
// and the running round as a record, from which the engine replays it.
type Save struct {
	Version string         `json:"version"`
	Game    string         `json:"game"` // game id, such as "elfer" or "master"
	Options map[string]any `json:"options"`
	Players int            `json:"players"`
	Humans  []bool         `json:"humans"` // per seat: played by a person at this screen
	Level   int            `json:"level"`  // the bots' level
	Rounds  int            `json:"rounds"` // the match length
	Seed    string         `json:"seed"`   // the match's seed, a decimal uint64
	Sheet   [][]int        `json:"sheet"`  // finished rounds' points per seat
	// Record is the running round in elferraus-record/1 JSON Lines; it
	// lacks the result line while the round is not over.
	Record string `json:"record"`
	Deal   string `json:"deal,omitempty"`  // the deal code the match was started from, if any
	Daily  string `json:"daily,omitempty"` // the date (2006-01-02) of a deal of the day, if it is one
}

// Marshal returns the save as JSON after checking it, so a save that
// ParseSave would refuse is never written. An empty Version is written as
// SaveVersion; s itself is not changed.
func (s *Save) Marshal() ([]byte, error) {
	if s == nil {
		return nil, errors.New("there is no save to write")
	}
	c := *s
	if c.Version == "" {
		c.Version = SaveVersion
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	data, err := json.Marshal(&c)
	if err != nil {
		return nil, fmt.Errorf("the save cannot be written as JSON: %w", err)
	}
	return data, nil
}

// ParseSave reads a save and checks that it can be resumed: the format
// version, no unknown fields, sane seats, rounds and points, and a running
// round that reads as a record of the same game and seats.
func ParseSave(data []byte) (*Save, error) {
	// The version is looked at first and leniently, so a save of a later
	// format is reported as such rather than as an unknown field.
	var probe struct {
		Version *string `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("the save is not a JSON object: %w", err)
	}
	if probe.Version == nil || *probe.Version == "" {
		return nil, errors.New("the file has no version, so it is not an elferraus save")
	}
	if *probe.Version != SaveVersion {
		return nil, fmt.Errorf("the save has the format %q, but this program reads %q", *probe.Version, SaveVersion)
	}
	var s Save
	if err := decodeStrict(data, &s); err != nil {
		return nil, fmt.Errorf("the save cannot be read: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	return &s, nil
}

// decodeStrict decodes exactly one JSON value with no unknown fields and
// nothing after it, so a file that was cut or glued together is noticed.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("there is more after the end of the JSON object")
	}
	return nil
}

// check is what ParseSave and Marshal demand of a save.
func (s *Save) check() error {
	if s.Version != SaveVersion {
		return fmt.Errorf("the save has the format %q, but this program reads %q", s.Version, SaveVersion)
	}
	if s.Game == "" {
		return errors.New("the save does not name its game")
	}
	if s.Players < 2 || s.Players > 6 {
		return fmt.Errorf("the save has %d players, but a game has 2 to 6", s.Players)
	}
	if len(s.Humans) != s.Players {
		return fmt.Errorf("the save says who plays %d seats, but it has %d players", len(s.Humans), s.Players)
	}
	if s.Rounds < 1 {
		return fmt.Errorf("the save's match has %d rounds, but a match has at least one", s.Rounds)
	}
	if len(s.Sheet) > s.Rounds {
		return fmt.Errorf("the save has points of %d finished rounds, but its match has only %d", len(s.Sheet), s.Rounds)
	}
	for i, row := range s.Sheet {
		if len(row) != s.Players {
			return fmt.Errorf("round %d of the save's score sheet has points for %d seats, but there are %d players", i+1, len(row), s.Players)
		}
	}
	if _, err := strconv.ParseUint(s.Seed, 10, 64); err != nil {
		return fmt.Errorf("the save's seed %q is not a decimal number from 0 to %d", s.Seed, uint64(1<<64-1))
	}
	if s.Daily != "" {
		if _, err := time.Parse(time.DateOnly, s.Daily); err != nil {
			return fmt.Errorf("the save's deal of the day has the date %q, which is not a date like 2006-01-02", s.Daily)
		}
	}
	if s.Record == "" {
		return errors.New("the save holds no running round")
	}
	// Every game's record through its own reader, as the registry knows
	// it: a save of any game is checked the same way.
	_, r, err := registry.Read([]byte(s.Record))
	if err != nil {
		return fmt.Errorf("the save's running round is not a valid record: %w", err)
	}
	h := *r.Head()
	rec := struct{ Header record.Header }{h}
	if rec.Header.Game != s.Game {
		return fmt.Errorf("the save is a game of %q, but its running round is one of %q", s.Game, rec.Header.Game)
	}
	if rec.Header.Players != s.Players {
		return fmt.Errorf("the save has %d players, but its running round has %d", s.Players, rec.Header.Players)
	}
	return nil
}

// LoadSave reads and checks the save under name. Absence is an error
// wrapping ErrNotFound. A save that cannot be read or resumed is set aside
// (see SetAside) and reported as a *BrokenError, so the next SaveMatch does
// not overwrite it and the player can be told where it is.
func (st *Store) LoadSave(name string) (*Save, error) {
	var s *Save
	err := st.getOrSetAside(name, func(data []byte) error {
		var err error
		s, err = ParseSave(data)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// SaveMatchLater checks a match like SaveMatch and writes it in the
// background (see PutLater): the way to save after every action.
func (st *Store) SaveMatchLater(name string, s *Save) error {
	data, err := s.Marshal()
	if err != nil {
		return err
	}
	return st.PutLater(name, data)
}

// SaveMatch writes s under name atomically; a save ParseSave would refuse is
// not written.
func (st *Store) SaveMatch(name string, s *Save) error {
	data, err := s.Marshal()
	if err != nil {
		return err
	}
	return st.Put(name, data)
}
