package shell

import (
	"bytes"
	"elferraus/game/store"
	"encoding/json"
	"errors"
	"fmt"
)

// RecentName keeps the last rounds played at this screen, to watch again.
const RecentName = "recent.json"

// MaxRecent is how many finished rounds are kept.
const MaxRecent = 12

// RecentRound is a finished round: when it ended, and its record.
type RecentRound struct {
	When   string `json:"when"` // local time, "2006-01-02 15:04"
	Game   string `json:"game"`
	Record string `json:"record"`
}

type recentFile struct {
	Version string        `json:"version"`
	Rounds  []RecentRound `json:"rounds"`
}

const recentVersion = "elferraus-recent/1"

// LoadRecent reads the kept rounds, newest first. A file that cannot be
// read is set aside by the store (never lost) and the list starts afresh.
func LoadRecent(st *store.Store) ([]RecentRound, error) {
	data, err := st.Get(RecentName)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err == nil {
		var f recentFile
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err = dec.Decode(&f); err == nil && f.Version != recentVersion {
			err = fmt.Errorf("unknown version %q", f.Version)
		}
		if err == nil {
			return f.Rounds, nil
		}
	}
	if kept, aerr := st.SetAside(RecentName); aerr == nil {
		return nil, fmt.Errorf("the list of recent rounds could not be read and was kept as %s", kept)
	}
	return nil, err
}

// KeepRecent adds a finished round to the front of the kept rounds.
func KeepRecent(st *store.Store, r RecentRound) error {
	rounds, _ := LoadRecent(st)
	rounds = append([]RecentRound{r}, rounds...)
	if len(rounds) > MaxRecent {
		rounds = rounds[:MaxRecent]
	}
	data, err := json.Marshal(recentFile{Version: recentVersion, Rounds: rounds})
	if err != nil {
		return err
	}
	return st.Put(RecentName, data)
}
