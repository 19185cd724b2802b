package shell

import (
	"strings"
	"testing"

	"elferraus/online"
	"elferraus/scenes/i18n"
)

// TestRefusalSpeaksThePlayersLanguage: every reason the server gives for a
// refusal is said in the player's language, the room named where the
// reason concerns one; a reason this client does not know keeps the
// server's English.
func TestRefusalSpeaksThePlayersLanguage(t *testing.T) {
	reasons := []string{online.RefusedNoRoom, online.RefusedFull, online.RefusedBusy, online.RefusedToken,
		online.RefusedMoving, online.RefusedFlood, online.RefusedNotYours, online.RefusedBot}
	if len(i18n.NetEnglish.Refused) != len(reasons) || len(i18n.NetGerman.Refused) != len(reasons) {
		t.Errorf("%d English and %d German refusals for %d reasons", len(i18n.NetEnglish.Refused), len(i18n.NetGerman.Refused), len(reasons))
	}
	seen := map[string]bool{}
	for _, why := range reasons {
		m := online.Msg{T: online.Error, Why: why, Room: "K7M2XQ9P", Err: "the server's words"}
		en, de := Refusal(&i18n.English, m), Refusal(&i18n.German, m)
		if en == m.Err || de == m.Err || en == de || seen[de] {
			t.Errorf("%s: English %q, German %q", why, en, de)
		}
		seen[de] = true
		named := why == online.RefusedNoRoom || why == online.RefusedMoving
		if strings.Contains(de, m.Room) != named || strings.Contains(en, m.Room) != named || strings.Contains(de, "%") {
			t.Errorf("%s: the room is named in %q and %q, want %v", why, en, de, named)
		}
	}
	m := online.Msg{T: online.Error, Why: "something new", Err: "the server's words"}
	if got := Refusal(&i18n.German, m); got != m.Err {
		t.Errorf("an unknown reason says %q, want the server's %q", got, m.Err)
	}
}
