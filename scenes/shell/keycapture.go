package shell

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// KeyCapture chooses the Schnipp Schnapp keys of every person at the
// keyboard, one key press after the other, for the menu's Keys line and the
// settings screen alike.
type KeyCapture struct {
	// Capture is 1 + the key being chosen (person*2 + word) while the keys
	// are chosen, else 0.
	Capture int
	pending [MaxSnapHumans][2]ebiten.Key
}

// Take takes the key pressed in this tick as the key being chosen; the last
// one sets them all in st. Escape gives up and keeps the keys as they were;
// a key already chosen for another call is refused, as it would make two
// calls at once.
func (c *KeyCapture) Take(in *game.Input, st *game.Settings) {
	k, ok := in.FirstKey()
	if !ok {
		return
	}
	if k == ebiten.KeyEscape {
		c.Capture, c.pending = 0, [MaxSnapHumans][2]ebiten.Key{}
		return
	}
	i := c.Capture - 1
	if i == 0 {
		c.pending = st.Keys()
	}
	for j := 0; j < i; j++ {
		if c.pending[j/2][j%2] == k {
			return
		}
	}
	c.pending[i/2][i%2] = k
	c.Capture++
	if c.Capture > 2*MaxSnapHumans {
		st.SnapKeys, st.SnapKeysSet = c.pending, true
		c.Capture = 0
	}
}

// Value shows the keys in use, or what to press while they are chosen.
func (c *KeyCapture) Value(t *i18n.Text, st *game.Settings) string {
	if c.Capture > 0 {
		i := c.Capture - 1
		word := t.SnapSchnapp
		if i%2 == 1 {
			word = t.SnapSchnipp
		}
		return fmt.Sprintf(t.PressKey, i/2+1, word)
	}
	keys := st.Keys()
	parts := make([]string, len(keys))
	for h, k := range keys {
		parts[h] = game.KeyName(k[0]) + "/" + game.KeyName(k[1])
	}
	return strings.Join(parts, " · ")
}

// MaxSnapHumans is how many people can share the keyboard.
const MaxSnapHumans = len(game.DefaultSnapKeys)
