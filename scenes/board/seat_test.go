package board

import (
	"elferraus/engine/hoechste"
	"elferraus/engine/ratefix"
	"elferraus/engine/schwarzerpeter"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"fmt"
	"testing"
)

// TestBoardBotSeatIsNeverYou: in a match of bots only, the labels of the
// bottom seat's things name that seat ("No cards left – Bot 1 is safe",
// "Bot 1's choice"), never "you"; with a person there, they speak to him.
func TestBoardBotSeatIsNeverYou(t *testing.T) {
	you := map[string][]string{
		schwarzerpeter.ID: {peterEnglish.YouSafe, peterGerman.YouSafe},
		hoechste.ID:       {i18n.EnglishWords.HoYours, i18n.GermanWords.HoYours},
		ratefix.ID:        {ratefixEN.Yours, ratefixDE.Yours},
	}
	seat := map[string][]string{
		schwarzerpeter.ID: {peterEnglish.SeatSafe, peterGerman.SeatSafe},
		hoechste.ID:       {i18n.EnglishWords.HoSeats, i18n.GermanWords.HoSeats},
		ratefix.ID:        {ratefixEN.Seats, ratefixDE.Seats},
	}
	for _, lang := range []game.Lang{game.English, game.German} {
		for id, yours := range you {
			for _, people := range []int{0, 1} {
				s := shell.Setup{Game: id, Players: 3, Rounds: 1, Seed: 5}
				s.FirstHumans(people)
				b, err := NewBoard(s)
				if err != nil {
					t.Fatal(err)
				}
				ctx := gameloop.NewCtx()
				ctx.Settings.Lang = lang
				sawYou, sawSeat := false, false
				runBoard(t, b, ctx, 200000, func() {
					for _, z := range b.tb.zones {
						for _, y := range yours {
							sawYou = sawYou || z.label == y
						}
						for _, f := range seat[id] {
							sawSeat = sawSeat || z.label == fmt.Sprintf(f, b.names[b.Bottom])
						}
					}
				})
				if people == 0 && sawYou {
					t.Errorf("%v/%s: a bot's seat is spoken to as you", lang, id)
				}
				if people == 0 && !sawSeat {
					t.Errorf("%v/%s: the bot's seat is never named in its label", lang, id)
				}
				// The person may keep the Peter and never be safe.
				if people == 1 && (!sawYou && id != schwarzerpeter.ID || sawSeat) {
					t.Errorf("%v/%s: the person's own seat is not spoken to as you (you %v, named %v)", lang, id, sawYou, sawSeat)
				}
			}
		}
	}
}
