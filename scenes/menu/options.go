package menu

import (
	"elferraus/engine/games"
	"elferraus/scenes/i18n"
	"strings"
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

// ValidOptions keeps the options of m that g takes with players, each
// present (off where absent), so a change of game or players never leaves an
// option behind that the engine would refuse.
func ValidOptions(g *games.Game, m map[string]any, players int) map[string]any {
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
func (m *Menu) optionLabel(t *i18n.Text) string {
	opts := m.setup.Desc().Options
	switch len(opts) {
	case 0:
		return t.Option("short").Name
	case 1:
		return t.Option(opts[0].Name).Name
	}
	return t.OptionsLabel
}

// optionHint says what the option line's option does.
func (m *Menu) optionHint(t *i18n.Text) string {
	if opts := m.setup.Desc().Options; len(opts) == 1 {
		return t.Option(opts[0].Name).Hint
	}
	return ""
}

// optionValue is on/off for one option, or the names of those on.
func (m *Menu) optionValue() string {
	opts := playableOptions(m.setup.Desc(), m.setup.Players)
	if len(opts) <= 1 {
		if len(opts) == 1 && m.setup.Option(opts[0].Name) {
			return m.Text.On
		}
		return m.Text.Off
	}
	var names []string
	for _, o := range opts {
		if m.setup.Option(o.Name) {
			names = append(names, m.Text.Option(o.Name).Name)
		}
	}
	if len(names) == 0 {
		return m.Text.Off
	}
	return strings.Join(names, ", ")
}

// optionStep toggles a single option, or counts through every combination
// of several (as a binary number, d up or down).
func (m *Menu) optionStep(d int) {
	opts := playableOptions(m.setup.Desc(), m.setup.Players)
	if len(opts) == 0 {
		return
	}
	n := 0
	for i, o := range opts {
		if m.setup.Option(o.Name) {
			n |= 1 << i
		}
	}
	n = (n + d + 1<<len(opts)) % (1 << len(opts))
	out := ValidOptions(m.setup.Desc(), nil, m.setup.Players)
	for i, o := range opts {
		out[o.Name] = n&(1<<i) != 0
	}
	m.setup.Options = out
}
