package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/shell"
	snaptable "elferraus/scenes/snap"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMenuChangesAndStarts(t *testing.T) {
	m := menu.NewMenu(shell.Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 1})
	ctx := gameloop.NewCtx()
	gameloop.Tick(m, ctx, nil)
	// The second line is the number of players.
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d after two steps down from 4", got)
	}
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
	if got := m.Setup().Players; got != 2 {
		t.Fatalf("players = %d: fewer than two must not be possible", got)
	}
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	tb, ok := ctx.Next().(*rows.Table)
	if !ok {
		t.Fatal("Enter did not start a match")
	}
	if rEs(tb).Players() != 2 {
		t.Errorf("the match has %d players, the menu said 2", rEs(tb).Players())
	}
}

func TestMenuChoosesSnapKeys(t *testing.T) {
	s := shell.Setup{Game: snap.ID, Players: 3, Rounds: 1, Seed: 1}
	s.FirstHumans(1)
	m := menu.NewMenu(s)
	ctx := gameloop.NewCtx()
	gameloop.Tick(m, ctx, nil)
	keysLine := -1
	for i, l := range m.Lines {
		if l.Label(m.Text) == m.Text.Keys {
			keysLine = i
		}
	}
	m.Focus = keysLine
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
	if m.Capture != 1 {
		t.Fatal("choosing the keys did not start")
	}
	press := []ebiten.Key{ebiten.KeyQ, ebiten.KeyW, ebiten.KeyQ /* taken: ignored */, ebiten.KeyO, ebiten.KeyP, ebiten.KeyN, ebiten.KeyM}
	for _, k := range press {
		gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(k) })
	}
	want := [3][2]ebiten.Key{{ebiten.KeyQ, ebiten.KeyW}, {ebiten.KeyO, ebiten.KeyP}, {ebiten.KeyN, ebiten.KeyM}}
	if got := ctx.Settings.Keys(); got != want || m.Capture != 0 {
		t.Fatalf("keys %v (capture %d), want %v", got, m.Capture, want)
	}
	// The new keys make the calls at the table.
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	sc, ok := ctx.Next().(*snaptable.Snap)
	if !ok {
		t.Fatal("Enter did not start Schnipp Schnapp")
	}
	gameloop.Tick(sc, ctx, nil)
	if w, ok := sc.HumanCall(&game.Input{}, 0); ok {
		t.Fatalf("a call without a key: %v", w)
	}
	in := game.Input{}
	in.PressKey(ebiten.KeyW)
	if w, ok := sc.HumanCall(&in, 0); !ok || w != snap.Schnipp {
		t.Fatalf("W made %v %v, want Schnipp", w, ok)
	}
	// Escape while choosing keeps the keys.
	m.Capture = 1
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyZ) })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if ctx.Settings.Keys() != want {
		t.Fatal("Escape changed the keys")
	}
}
