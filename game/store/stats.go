package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// StatsVersion is the format of the statistics file.
const StatsVersion = "elferraus-stats/1"

// StatsName is the entry the statistics are kept under.
const StatsName = "stats.json"

// MaxDaily is how many results of one deal of the day are kept, so replaying
// a deal all day cannot make the file grow without end.
const MaxDaily = 50

// Stats are a player's results: totals per mode, and each deal of the day's
// own results.
type Stats struct {
	// Modes is keyed by a string the caller chooses per kind of match,
	// such as "elfer", "elfer-short", "master" or "daily:elfer".
	Modes map[string]*Entry `json:"modes"`
	// Daily is keyed by DailyKey(date, game); oldest result first.
	Daily map[string][]DailyResult `json:"daily"`
}

// Entry is one mode's totals.
type Entry struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Best   int `json:"best"` // the best score; meaningless while Played is 0
	Sum    int `json:"sum"`  // the sum of all scores, for the mean
	// HigherBetter says which way Best goes: Elfer raus! scores penalty
	// points (lower is better), MASTER scores points (higher is better).
	HigherBetter bool `json:"higher_better"`
}

// DailyResult is one play of a deal of the day.
type DailyResult struct {
	Score int  `json:"score"`
	Won   bool `json:"won"`
}

// DailyKey is the key of Stats.Daily for a deal of the day: a date
// (2006-01-02) and a game id.
func DailyKey(date, game string) string { return date + " " + game }

// Add counts one finished game of mode. higherBetter says which way Best
// goes; the first game of a mode fixes it, because Best was found that way,
// and a later game that disagrees does not turn it around.
func (s *Stats) Add(mode string, won bool, score int, higherBetter bool) {
	if s == nil {
		return
	}
	if s.Modes == nil {
		s.Modes = map[string]*Entry{}
	}
	e := s.Modes[mode]
	if e == nil {
		e = &Entry{}
		s.Modes[mode] = e
	}
	if e.Played <= 0 {
		*e = Entry{HigherBetter: higherBetter, Best: score}
	} else if e.HigherBetter && score > e.Best || !e.HigherBetter && score < e.Best {
		e.Best = score
	}
	e.Played++
	if won {
		e.Won++
	}
	e.Sum += score
}

// Mean is the average score, 0 before the first game.
func (e *Entry) Mean() float64 {
	if e == nil || e.Played <= 0 {
		return 0
	}
	return float64(e.Sum) / float64(e.Played)
}

// Keys are the modes with totals, sorted, for a statistics screen that
// lists them in the same order every time.
func (s *Stats) Keys() []string {
	if s == nil {
		return nil
	}
	keys := make([]string, 0, len(s.Modes))
	for k := range s.Modes {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// AddDaily appends a result of the deal of the day of date and game,
// keeping the newest MaxDaily.
func (s *Stats) AddDaily(date, game string, r DailyResult) {
	if s == nil {
		return
	}
	if s.Daily == nil {
		s.Daily = map[string][]DailyResult{}
	}
	k := DailyKey(date, game)
	l := append(s.Daily[k], r)
	if len(l) > MaxDaily {
		l = slices.Clone(l[len(l)-MaxDaily:])
	}
	s.Daily[k] = l
}

// DailyResults are the results of the deal of the day of date and game,
// oldest first.
func (s *Stats) DailyResults(date, game string) []DailyResult {
	if s == nil {
		return nil
	}
	return s.Daily[DailyKey(date, game)]
}

// statsFile is the statistics as written: with the format version.
type statsFile struct {
	Version string                   `json:"version"`
	Modes   map[string]*Entry        `json:"modes"`
	Daily   map[string][]DailyResult `json:"daily"`
}

// NewStats returns empty statistics with their maps made, the same value
// ParseStats returns for a file with nothing in it.
func NewStats() *Stats {
	return &Stats{Modes: map[string]*Entry{}, Daily: map[string][]DailyResult{}}
}

// Marshal returns the statistics as versioned JSON.
func (s *Stats) Marshal() ([]byte, error) {
	if s == nil {
		return nil, errors.New("there are no statistics to write")
	}
	f := statsFile{Version: StatsVersion, Modes: s.Modes, Daily: s.Daily}
	if f.Modes == nil {
		f.Modes = map[string]*Entry{}
	}
	if f.Daily == nil {
		f.Daily = map[string][]DailyResult{}
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	data, err := json.Marshal(&f)
	if err != nil {
		return nil, fmt.Errorf("the statistics cannot be written as JSON: %w", err)
	}
	return data, nil
}

// ParseStats reads statistics written by Marshal and checks them.
func ParseStats(data []byte) (*Stats, error) {
	var probe struct {
		Version *string `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("the statistics are not a JSON object: %w", err)
	}
	if probe.Version == nil || *probe.Version == "" {
		return nil, errors.New("the file has no version, so it is not an elferraus statistics file")
	}
	if *probe.Version != StatsVersion {
		return nil, fmt.Errorf("the statistics have the format %q, but this program reads %q", *probe.Version, StatsVersion)
	}
	var f statsFile
	if err := decodeStrict(data, &f); err != nil {
		return nil, fmt.Errorf("the statistics cannot be read: %w", err)
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	s := NewStats()
	for k, e := range f.Modes {
		s.Modes[k] = e
	}
	for k, l := range f.Daily {
		s.Daily[k] = l
	}
	return s, nil
}

// check refuses totals that cannot come from Add, so a damaged file is set
// aside rather than shown as nonsense.
func (f *statsFile) check() error {
	for k, e := range f.Modes {
		if e == nil {
			return fmt.Errorf("the statistics of %q are empty", k)
		}
		if e.Played < 0 || e.Won < 0 || e.Won > e.Played {
			return fmt.Errorf("the statistics of %q count %d games won of %d played", k, e.Won, e.Played)
		}
	}
	for k, l := range f.Daily {
		if len(l) > MaxDaily {
			return fmt.Errorf("the deal of the day %q has %d results, more than the %d kept", k, len(l), MaxDaily)
		}
	}
	return nil
}

// LoadStats reads the statistics. Absent ones are empty statistics and no
// error. Ones that cannot be read are set aside (see SetAside), and empty
// statistics are returned with a *BrokenError, so the player keeps his old
// file and can be told; saving the new statistics then loses nothing. Any
// other error comes with empty statistics too; saving over them would then
// replace the file that could not be looked at.
func (st *Store) LoadStats() (*Stats, error) {
	s := NewStats()
	err := st.getOrSetAside(StatsName, func(data []byte) error {
		p, err := ParseStats(data)
		if err == nil {
			s = p
		}
		return err
	})
	if errors.Is(err, ErrNotFound) {
		return NewStats(), nil
	}
	if err != nil {
		return NewStats(), err
	}
	return s, nil
}

// SaveStats writes the statistics atomically under StatsName.
func (st *Store) SaveStats(s *Stats) error {
	data, err := s.Marshal()
	if err != nil {
		return err
	}
	return st.Put(StatsName, data)
}
