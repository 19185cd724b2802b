package scenes

import (
	"strings"

	"elferraus/engine/games"
)

// playableOptions are the options of g that may be played with players.
func playableOptions(g *games.Game, players int) []games.Option {
	var out []games.Option
	for _, o := range g.Options {
		if o.Players == 0 || o.Players == players {
			out = append(out, o)
		}
	}
	return out
}

// validOptions keeps the options of m that g takes with players, each
// present (off where absent), so a change of game or players never leaves an
// option behind that the engine would refuse.
func validOptions(g *games.Game, m map[string]any, players int) map[string]any {
	out := map[string]any{}
	for _, o := range g.Options {
		out[o.Name] = false
	}
	for _, o := range playableOptions(g, players) {
		out[o.Name] = games.On(m, o.Name)
	}
	return out
}

// optionLabel is the option line's label: the option's name when the game
// has one, else a word for several.
func (m *Menu) optionLabel(t *Text) string {
	opts := m.setup.game().Options
	switch len(opts) {
	case 0:
		return t.Option("short").Name
	case 1:
		return t.Option(opts[0].Name).Name
	}
	return t.OptionsLabel
}

// optionHint says what the option line's option does.
func (m *Menu) optionHint(t *Text) string {
	if opts := m.setup.game().Options; len(opts) == 1 {
		return t.Option(opts[0].Name).Hint
	}
	return ""
}

// optionValue is on/off for one option, or the names of those on.
func (m *Menu) optionValue() string {
	opts := playableOptions(m.setup.game(), m.setup.Players)
	if len(opts) <= 1 {
		if len(opts) == 1 && m.setup.option(opts[0].Name) {
			return m.text.On
		}
		return m.text.Off
	}
	var names []string
	for _, o := range opts {
		if m.setup.option(o.Name) {
			names = append(names, m.text.Option(o.Name).Name)
		}
	}
	if len(names) == 0 {
		return m.text.Off
	}
	return strings.Join(names, ", ")
}

// optionStep toggles a single option, or counts through every combination
// of several (as a binary number, d up or down).
func (m *Menu) optionStep(d int) {
	opts := playableOptions(m.setup.game(), m.setup.Players)
	if len(opts) == 0 {
		return
	}
	n := 0
	for i, o := range opts {
		if m.setup.option(o.Name) {
			n |= 1 << i
		}
	}
	n = (n + d + 1<<len(opts)) % (1 << len(opts))
	out := validOptions(m.setup.game(), nil, m.setup.Players)
	for i, o := range opts {
		out[o.Name] = n&(1<<i) != 0
	}
	m.setup.Options = out
}
