package shell

import (
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/i18n"
	"errors"
	"fmt"
	"slices"
	"strconv"
)

// SaveName is the file (or localStorage key) of the running match.
const SaveName = "match.json"

// NewSave is a save of a match of setup s with its score sheet and the
// running round's record.
func NewSave(s Setup, sheet [][]int, rec []byte) *store.Save {
	sv := &store.Save{
		Game:    s.Game,
		Options: map[string]any{},
		Players: s.Players,
		Humans:  make([]bool, s.Players),
		Level:   int(s.Level),
		Rounds:  max(1, s.Rounds),
		Seed:    strconv.FormatUint(s.Seed, 10),
		Daily:   s.Daily,
		Sheet:   sheet,
		Record:  string(rec),
	}
	for _, name := range optionsOn(s.Options) {
		sv.Options[name] = true
	}
	copy(sv.Humans, s.Seats[:])
	return sv
}

// Keeps reports whether a match is kept: a place to keep it and a person
// at the table (a match of bots is nobody's).
func Keeps(ctx *game.Context, s Setup) bool {
	return ctx != nil && ctx.Store != nil && s.Humans() > 0
}

// FinishMatch forgets a finished match's save and counts it in the
// statistics; what went wrong comes back as a message for the screen. It
// also marks the page (data-over), so browser tests see a match end.
func FinishMatch(ctx *game.Context, tx *i18n.Text, s Setup, totals, leaders []int, higher bool) string {
	game.Signal("over", s.Game)
	if !Keeps(ctx, s) {
		return ""
	}
	// A save still on its way would bring the finished match back.
	_ = ctx.Store.Flush()
	_ = ctx.Store.Remove(SaveName)
	msg := ""
	st, err := ctx.Store.LoadStats()
	if st == nil {
		st = store.NewStats()
	}
	var b *store.BrokenError
	switch {
	case errors.As(err, &b):
		msg = fmt.Sprintf(tx.StatsBroken, b.SetAsideAs)
	case err != nil:
		// Not broken, just not readable now: writing would lose them.
		return fmt.Sprintf(tx.SaveFailed, err)
	}
	addStats(st, s, totals, leaders, higher)
	if err := ctx.Store.SaveStats(st); err != nil {
		msg = fmt.Sprintf(tx.SaveFailed, err)
	}
	return msg
}

// modeKey names a game and its options in the statistics: "elfer",
// "elfer+short", "master".
func modeKey(s Setup) string {
	id := s.Game
	for _, name := range optionsOn(s.Options) {
		id += "+" + name
	}
	if s.Online {
		// Online matches are counted on their own: "online:elfer".
		id = "online:" + id
	}
	return id
}

// addStats counts a finished match once for the people at this screen: won
// when one of them has (or shares) the win, with the best of their totals.
// A deal of the day also keeps its result.
func addStats(st *store.Stats, s Setup, totals, leaders []int, higher bool) {
	won, best, seen := false, 0, false
	for p := range s.Players {
		if !s.Human(p) {
			continue
		}
		won = won || slices.Contains(leaders, p)
		if !seen || higher && totals[p] > best || !higher && totals[p] < best {
			best, seen = totals[p], true
		}
	}
	if !seen {
		return
	}
	st.Add(modeKey(s), won, best, higher)
	if s.Daily != "" {
		st.AddDaily(s.Daily, s.Game, store.DailyResult{Score: best, Won: won})
	}
}

// SetupOfSave is the setup a save was made with.
func SetupOfSave(sv *store.Save) (Setup, error) {
	g, ok := registry.Lookup(sv.Game)
	if !ok || !Playable(sv.Game) {
		return Setup{}, fmt.Errorf("a saved %q match cannot be continued", sv.Game)
	}
	seed, err := strconv.ParseUint(sv.Seed, 10, 64)
	if err != nil {
		return Setup{}, fmt.Errorf("the save's seed %q is not a number", sv.Seed)
	}
	s := Setup{Game: g.ID, Players: sv.Players, Level: level.Level(sv.Level), Rounds: sv.Rounds, Seed: seed, Daily: sv.Daily}
	if s.Options, err = g.CheckOptions(sv.Options, sv.Players); err != nil {
		return Setup{}, err
	}
	if s.Level < level.Easy || s.Level > level.Hard {
		return Setup{}, fmt.Errorf("the save's bot level %d is unknown", sv.Level)
	}
	if len(sv.Humans) != sv.Players || sv.Players > MaxSeats {
		return Setup{}, errors.New("the save's seats do not match its players")
	}
	copy(s.Seats[:], sv.Humans)
	return s, nil
}

// ResumeAny continues a save of any game at its own table.
func ResumeAny(sv *store.Save) (game.Scene, error) {
	g, ok := registry.Lookup(sv.Game)
	if !ok || Tables[g.Table] == nil {
		return nil, fmt.Errorf("a saved %q match cannot be continued", sv.Game)
	}
	return Tables[g.Table].Resume(sv)
}

// ContinueLabel describes a save for the menu: the game and the round.
func ContinueLabel(tx *i18n.Text, sv *store.Save) string {
	return fmt.Sprintf(tx.ContinueOf, tx.Of(sv.Game).Name, min(len(sv.Sheet)+1, sv.Rounds), sv.Rounds)
}

// LoadSave reads the saved match, if any, and sets its table up at the
// point it was saved (ready for Continue). A save that cannot be read or
// continued is set aside (kept under another name, never lost) and the
// returned message says so; no save is nil without a message.
func LoadSave(ctx *game.Context, tx *i18n.Text) (*store.Save, game.Scene, string) {
	if ctx.Store == nil {
		return nil, nil, ""
	}
	// The table's last save may still be on its way to the disk.
	_ = ctx.Store.Flush()
	sv, err := ctx.Store.LoadSave(SaveName)
	var b *store.BrokenError
	switch {
	case errors.Is(err, store.ErrNotFound):
		return nil, nil, ""
	case errors.As(err, &b):
		return nil, nil, fmt.Sprintf(tx.SaveBroken, b.SetAsideAs)
	case err != nil:
		return nil, nil, err.Error()
	}
	sc, err := ResumeAny(sv)
	if err != nil {
		kept, aerr := ctx.Store.SetAside(SaveName)
		if aerr != nil {
			return nil, nil, err.Error()
		}
		return nil, nil, fmt.Sprintf(tx.SaveBroken, kept) + " (" + err.Error() + ")"
	}
	return sv, sc, ""
}
