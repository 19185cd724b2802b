package menu

import (
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func press(k ebiten.Key) func(in *game.Input) { return func(in *game.Input) { in.PressKey(k) } }

// clickAt is a click (or a tap) released at (x, y).
func clickAt(x, y float64) func(in *game.Input) {
	return func(in *game.Input) { in.X, in.Y, in.Released = x, y, true }
}

func centre(r ui.Rect) (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

func settingsCtx() (*game.Context, *SettingsScreen) {
	ctx := game.NewContext(&game.Settings{Speed: game.Normal, Volume: game.DefaultVolume})
	g := NewSettings(scenetest.OneHuman(1))
	gameloop.Tick(g, ctx, nil)
	return ctx, g
}

// TestSettingsKeyboard changes every setting with the keys alone.
func TestSettingsKeyboard(t *testing.T) {
	ctx, g := settingsCtx()
	st := ctx.Settings
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowRight))
	if st.Volume != 100 {
		t.Errorf("the volume went past the top: %d", st.Volume)
	}
	for range 3 {
		gameloop.Tick(g, ctx, press(ebiten.KeyArrowLeft))
	}
	if st.Volume != 70 || g.values[setVolume] != "70 %" {
		t.Errorf("three steps down: volume %d shown as %q, want 70", st.Volume, g.values[setVolume])
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowDown))
	gameloop.Tick(g, ctx, press(ebiten.KeyEnter))
	if !st.Mute || st.SoundVolume() != 0 {
		t.Errorf("Enter on the sound line did not mute: mute %v, volume %v", st.Mute, st.SoundVolume())
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowDown))
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowRight))
	if st.Speed != game.Fast {
		t.Errorf("speed %v, want fast", st.Speed)
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowLeft))
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowLeft))
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowLeft))
	if st.Speed != game.Slow {
		t.Errorf("speed %v, want slow", st.Speed)
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowDown))
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowRight))
	if st.Lang != game.German || g.text != i18n.T(game.German) || g.label(setVolume) != "Lautstärke" {
		t.Errorf("the language did not switch to German at once: %v, %q", st.Lang, g.label(setVolume))
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowDown))
	gameloop.Tick(g, ctx, press(ebiten.KeyEnter))
	if !st.Symbols || g.values[setSymbols] != "An" {
		t.Errorf("the colour symbols are %v, shown as %q", st.Symbols, g.values[setSymbols])
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowDown))
	if g.focus != setKeys {
		t.Fatalf("focus on line %d, want the keys", g.focus)
	}
	// Enter starts choosing the six keys; a key already taken is refused.
	gameloop.Tick(g, ctx, press(ebiten.KeyEnter))
	for _, k := range []ebiten.Key{ebiten.KeyQ, ebiten.KeyW, ebiten.KeyQ, ebiten.KeyO, ebiten.KeyP, ebiten.KeyN} {
		gameloop.Tick(g, ctx, press(k))
	}
	if st.SnapKeysSet {
		t.Fatal("the keys were set with one of six missing")
	}
	if !strings.Contains(g.values[setKeys], "3") {
		t.Errorf("while choosing, the line says %q, want the third person asked", g.values[setKeys])
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyM))
	want := [3][2]ebiten.Key{{ebiten.KeyQ, ebiten.KeyW}, {ebiten.KeyO, ebiten.KeyP}, {ebiten.KeyN, ebiten.KeyM}}
	if !st.SnapKeysSet || st.Keys() != want {
		t.Errorf("keys %v (set %v), want %v", st.Keys(), st.SnapKeysSet, want)
	}
	if g.values[setKeys] != "Q/W · O/P · N/M" {
		t.Errorf("the keys are shown as %q", g.values[setKeys])
	}
	// Escape while choosing gives up and keeps the keys, and stays here.
	gameloop.Tick(g, ctx, press(ebiten.KeyEnter))
	gameloop.Tick(g, ctx, press(ebiten.KeyA))
	gameloop.Tick(g, ctx, press(ebiten.KeyEscape))
	if st.Keys() != want || g.Capture != 0 || ctx.Next() != nil {
		t.Errorf("Escape while choosing: keys %v, capture %d", st.Keys(), g.Capture)
	}
	// ← brings back the keys everybody knows.
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowLeft))
	if st.SnapKeysSet || st.Keys() != game.DefaultSnapKeys {
		t.Errorf("← on the keys: %v, want the defaults", st.Keys())
	}
	// Down to Back, Enter returns to the menu.
	gameloop.Tick(g, ctx, press(ebiten.KeyArrowDown))
	gameloop.Tick(g, ctx, press(ebiten.KeyEnter))
	if _, ok := ctx.Next().(*Menu); !ok {
		t.Error("Enter on Back did not return to the menu")
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyEscape))
	if _, ok := ctx.Next().(*Menu); !ok {
		t.Error("Escape did not return to the menu")
	}
}

// TestSettingsPointer changes settings by clicks and taps, as a mouse or a
// finger would.
func TestSettingsPointer(t *testing.T) {
	ctx, g := settingsCtx()
	st := ctx.Settings
	left, _ := g.arrowRects(setVolume)
	gameloop.Tick(g, ctx, clickAt(centre(left)))
	if st.Volume != 90 || g.focus != setVolume {
		t.Errorf("a click on ◄ of the volume: %d, focus %d", st.Volume, g.focus)
	}
	for range 12 {
		gameloop.Tick(g, ctx, clickAt(centre(left)))
	}
	if st.Volume != 0 {
		t.Errorf("the volume went below 0: %d", st.Volume)
	}
	_, right := g.arrowRects(setVolume)
	gameloop.Tick(g, ctx, func(in *game.Input) { clickAt(centre(right))(in); in.Touch = true })
	if st.Volume != 10 {
		t.Errorf("a tap on ►: volume %d, want 10", st.Volume)
	}
	gameloop.Tick(g, ctx, clickAt(centre(g.lineRect(setSymbols))))
	if !st.Symbols || g.focus != setSymbols {
		t.Errorf("a click on the symbols line: %v, focus %d", st.Symbols, g.focus)
	}
	gameloop.Tick(g, ctx, clickAt(centre(g.lineRect(setLang))))
	if st.Lang != game.German {
		t.Errorf("a click on the language line left %v", st.Lang)
	}
	gameloop.Tick(g, ctx, clickAt(centre(g.lineRect(setKeys))))
	if g.Capture != 1 {
		t.Errorf("a click on the keys line does not ask for keys (capture %d)", g.Capture)
	}
	gameloop.Tick(g, ctx, press(ebiten.KeyEscape))
	gameloop.Tick(g, ctx, clickAt(centre(g.backRect(ctx))))
	if _, ok := ctx.Next().(*Menu); !ok {
		t.Error("Back did not return to the menu")
	}
}

// TestMenuOpensSettings: the menu's button and the key O open the screen.
func TestMenuOpensSettings(t *testing.T) {
	ctx := gameloop.NewCtx()
	m := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	gameloop.Tick(m, ctx, press(ebiten.KeyO))
	if _, ok := ctx.Next().(*SettingsScreen); !ok {
		t.Error("O does not open the settings")
	}
	gameloop.Tick(m, ctx, clickAt(centre(m.ExtraRect(ctx, extraSettings))))
	if _, ok := ctx.Next().(*SettingsScreen); !ok {
		t.Error("the menu's Settings button does not open them")
	}
}

// TestSettingsKeptBetweenSessions: what the screen changes is written by
// Keep and comes back in the next session; a language given on the command
// line wins over the kept one.
func TestSettingsKeptBetweenSessions(t *testing.T) {
	dir := t.TempDir()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	first := &game.Settings{Speed: game.Normal, Volume: game.DefaultVolume}
	first.Load(st)
	if first.Notice != nil || first.Volume != 100 || first.Speed != game.Normal || first.Symbols {
		t.Fatalf("no kept settings: %+v", first)
	}
	ctx := game.NewContext(first)
	g := NewSettings(scenetest.OneHuman(1))
	for _, k := range []ebiten.Key{
		ebiten.KeyArrowLeft, ebiten.KeyArrowLeft, // volume 80
		ebiten.KeyArrowDown, ebiten.KeyEnter, // mute
		ebiten.KeyArrowDown, ebiten.KeyArrowRight, // fast
		ebiten.KeyArrowDown, ebiten.KeyArrowRight, // German
		ebiten.KeyArrowDown, ebiten.KeyEnter, // symbols
		ebiten.KeyArrowDown, ebiten.KeyEnter, ebiten.KeyZ, ebiten.KeyX, ebiten.KeyC, ebiten.KeyV, ebiten.KeyB, ebiten.KeyN,
	} {
		gameloop.Tick(g, ctx, press(k))
	}
	if err := first.Keep(st); err != nil {
		t.Fatal(err)
	}
	if err := st.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, store.PrefsName)); err != nil {
		t.Fatalf("nothing was written: %v", err)
	}

	next := &game.Settings{Speed: game.Normal, Volume: game.DefaultVolume}
	next.Load(st)
	if next.Notice != nil {
		t.Fatal(next.Notice)
	}
	wantKeys := [3][2]ebiten.Key{{ebiten.KeyZ, ebiten.KeyX}, {ebiten.KeyC, ebiten.KeyV}, {ebiten.KeyB, ebiten.KeyN}}
	if next.Volume != 80 || !next.Mute || next.Speed != game.Fast || next.Lang != game.German || !next.Symbols || next.Keys() != wantKeys {
		t.Errorf("the next session has %+v", next)
	}
	fixed := &game.Settings{Lang: game.English, LangFixed: true}
	fixed.Load(st)
	if fixed.Lang != game.English || fixed.Speed != game.Fast {
		t.Errorf("-lang en with German kept: %v, speed %v", fixed.Lang, fixed.Speed)
	}
	// Nothing changed: nothing is written again.
	os.Remove(filepath.Join(dir, store.PrefsName))
	if err := next.Keep(st); err != nil {
		t.Fatal(err)
	}
	st.Flush()
	if _, err := os.Stat(filepath.Join(dir, store.PrefsName)); err == nil {
		t.Error("unchanged settings were written")
	}

}

// TestSettingsBroken: a settings file that cannot be read does not stop
// the game: the defaults apply, the file is kept aside, and the menu says
// so once.
func TestSettingsBroken(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.PrefsName), []byte(`{"version":"elferraus-settings/1","volume":`), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := &game.Settings{Speed: game.Fast, Volume: 30, Symbols: true}
	s.Load(st)
	if s.Notice == nil {
		t.Fatal("no notice of the broken settings")
	}
	if s.Volume != 100 || s.Speed != game.Normal || s.Symbols || s.Mute || s.SnapKeysSet {
		t.Errorf("broken settings did not give the defaults: %+v", s)
	}
	ctx := game.NewContext(s)
	m := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	if !strings.Contains(m.Err, "settings.json.broken") {
		t.Errorf("the menu says %q, want where the file is kept", m.Err)
	}
	again := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(again, ctx, nil)
	if again.Err != "" {
		t.Errorf("the notice came twice: %q", again.Err)
	}
	if _, err := os.Stat(filepath.Join(dir, "settings.json.broken")); err != nil {
		t.Errorf("the broken file was not kept: %v", err)
	}
	// The next change writes good settings in its place.
	s.Volume = 50
	if err := s.Keep(st); err != nil {
		t.Fatal(err)
	}
	st.Flush()
	if p, err := st.LoadPrefs(); err != nil || p.Volume != 50 {
		t.Errorf("after a change: %+v, %v", p, err)
	}
}

// TestSettingsDraw draws the screen in both languages with the colour
// symbols off and on (saved to $ELFER_SHOTS to look at), and checks that the
// switch changes the sample cards visibly and nothing else of the screen
// but its value.
func TestSettingsDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, screen := gameloop.GPUCtx(1280, 720)
	ctx.Settings.Volume = 70
	frame := func(g *SettingsScreen) []byte {
		gameloop.Tick(g, ctx, nil)
		ctx.Art.SetSymbols(ctx.Settings.Symbols) // as the game does each tick
		var pix []byte
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			g.Draw(screen, ctx)
			pix = make([]byte, 4*1280*720)
			screen.ReadPixels(pix)
		})
		return pix
	}
	for _, lang := range []game.Lang{game.English, game.German} {
		ctx.Settings.Lang = lang
		g := NewSettings(scenetest.OneHuman(1))
		ctx.Settings.Symbols = false
		plain := frame(g)
		ctx.Settings.Symbols = true
		bold := frame(g)
		name := map[game.Lang]string{game.English: "en", game.German: "de"}[lang]
		gameloop.SaveShot(t, "settings-"+name, image.Pt(1280, 720), plain)
		gameloop.SaveShot(t, "settings-"+name+"-symbols", image.Pt(1280, 720), bold)
		x0 := int(previewX(ctx))
		cards := image.Rect(x0, int(setTop), x0+4*110, int(setTop+ui.CardH(96)))
		if n := differing(plain, bold, cards); n < 2000 {
			t.Errorf("%s: the colour symbols change only %d pixels of the sample cards", name, n)
		}
		// The language shows: the title is drawn from the language's texts.
		if g.text != i18n.T(lang) {
			t.Errorf("%s: the screen uses the texts of another language", name)
		}
	}
	ctx.Settings.Symbols = false
	ctx.Art.SetSymbols(false)
}

// differing counts the pixels inside r that differ between two 1280-wide
// RGBA screens.
func differing(a, b []byte, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := 4 * (y*1280 + x)
			if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
				n++
			}
		}
	}
	return n
}

// TestSettingsFocusOnlyWithKeyboard: the keyboard's focus panel on the
// wide screen is drawn only while a keyboard is in use, as the menu's is.
func TestSettingsFocusOnlyWithKeyboard(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, screen := gameloop.GPUCtx(1280, 720)
	g := NewSettings(scenetest.OneHuman(1))
	var pix [2][]byte
	for i, kb := range []bool{true, false} {
		gameloop.Tick(g, ctx, func(in *game.Input) { in.Keyboard = kb })
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			g.Draw(screen, ctx)
		})
		pix[i] = make([]byte, 4*1280*720)
		screen.ReadPixels(pix[i])
	}
	r := g.lineRect(g.focus)
	left := image.Rect(int(r.X-12), int(r.Y+4), int(r.X-4), int(r.Y+r.H-4))
	if differing(pix[0], pix[1], left) < 50 {
		t.Errorf("the focus beside line %d is drawn the same with and without a keyboard", g.focus)
	}
}
