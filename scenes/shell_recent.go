package scenes

import (
	"bytes"
	"elferraus/game/store"
	"encoding/json"
	"errors"
	"fmt"
)

// recentName keeps the last rounds played at this screen, to watch again.
const recentName = "recent.json"

// maxRecent is how many finished rounds are kept.
const maxRecent = 12

// recentRound is a finished round: when it ended, and its record.
type recentRound struct {
	When   string `json:"when"` // local time, "2006-01-02 15:04"
	Game   string `json:"game"`
	Record string `json:"record"`
}

type recentFile struct {
	Version string        `json:"version"`
	Rounds  []recentRound `json:"rounds"`
}

const recentVersion = "elferraus-recent/1"

// loadRecent reads the kept rounds, newest first. A file that cannot be
// read is set aside by the store (never lost) and the list starts afresh.
func loadRecent(st *store.Store) ([]recentRound, error) {
	data, err := st.Get(recentName)
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
	if kept, aerr := st.SetAside(recentName); aerr == nil {
		return nil, fmt.Errorf("the list of recent rounds could not be read and was kept as %s", kept)
	}
	return nil, err
}

// keepRecent adds a finished round to the front of the kept rounds.
func keepRecent(st *store.Store, r recentRound) error {
	rounds, _ := loadRecent(st)
	rounds = append([]recentRound{r}, rounds...)
	if len(rounds) > maxRecent {
		rounds = rounds[:maxRecent]
	}
	data, err := json.Marshal(recentFile{Version: recentVersion, Rounds: rounds})
	if err != nil {
		return err
	}
	return st.Put(recentName, data)
}
