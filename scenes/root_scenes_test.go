package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMenuChangesAndStarts(t *testing.T) {
	m := NewMenu(Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 1})
	ctx := newCtx()
	tick(m, ctx, nil)
	// The second line is the number of players.
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d after two steps down from 4", got)
	}
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d: fewer than two must not be possible", got)
	}
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	tb, ok := ctx.Next().(*Table)
	if !ok {
		t.Fatal("Enter did not start a match")
	}
	if rEs(tb).Players() != 2 {
		t.Errorf("the match has %d players, the menu said 2", rEs(tb).Players())
	}
}

func TestMenuChoosesSnapKeys(t *testing.T) {
	s := Setup{Game: snap.ID, Players: 3, Rounds: 1, Seed: 1}
	s.FirstHumans(1)
	m := NewMenu(s)
	ctx := newCtx()
	tick(m, ctx, nil)
	keysLine := -1
	for i, l := range m.lines {
		if l.label(m.text) == m.text.Keys {
			keysLine = i
		}
	}
	m.focus = keysLine
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
	if m.capture != 1 {
		t.Fatal("choosing the keys did not start")
	}
	press := []ebiten.Key{ebiten.KeyQ, ebiten.KeyW, ebiten.KeyQ /* taken: ignored */, ebiten.KeyO, ebiten.KeyP, ebiten.KeyN, ebiten.KeyM}
	for _, k := range press {
		tick(m, ctx, func(in *game.Input) { in.PressKey(k) })
	}
	want := [3][2]ebiten.Key{{ebiten.KeyQ, ebiten.KeyW}, {ebiten.KeyO, ebiten.KeyP}, {ebiten.KeyN, ebiten.KeyM}}
	if got := ctx.Settings.Keys(); got != want || m.capture != 0 {
		t.Fatalf("keys %v (capture %d), want %v", got, m.capture, want)
	}
	// The new keys make the calls at the table.
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	sc, ok := ctx.Next().(*Snap)
	if !ok {
		t.Fatal("Enter did not start Schnipp Schnapp")
	}
	tick(sc, ctx, nil)
	if w, ok := sc.humanCall(&game.Input{}, 0); ok {
		t.Fatalf("a call without a key: %v", w)
	}
	in := game.Input{}
	in.PressKey(ebiten.KeyW)
	if w, ok := sc.humanCall(&in, 0); !ok || w != snap.Schnipp {
		t.Fatalf("W made %v %v, want Schnipp", w, ok)
	}
	// Escape while choosing keeps the keys.
	m.capture = 1
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyZ) })
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if ctx.Settings.Keys() != want {
		t.Fatal("Escape changed the keys")
	}
}
