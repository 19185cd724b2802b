package i18n

import (
	"reflect"
	"testing"

	"elferraus/engine/elfer"
	"elferraus/game"
)

func TestTextsComplete(t *testing.T) {
	for _, l := range []game.Lang{game.English, game.German} {
		tx := T(l)
		v := reflect.ValueOf(*tx)
		for i := range v.NumField() {
			f := v.Field(i)
			name := v.Type().Field(i).Name
			switch f.Kind() {
			case reflect.String:
				if f.String() == "" {
					t.Errorf("lang %d: %s is empty", l, name)
				}
			case reflect.Array:
				if name == "Refusals" || name == "MasterRefusals" {
					continue // by reason, checked below and in the MASTER tests
				}
				for j := range f.Len() {
					if f.Index(j).String() == "" {
						t.Errorf("lang %d: %s[%d] is empty", l, name, j)
					}
				}
			}
		}
		for why := elfer.WhyOver; why <= elfer.WhyDrawDone; why++ {
			if why == elfer.WhyDrawnOnly {
				continue
			}
			if tx.Refusals[why] == "" {
				t.Errorf("lang %d: no words for refusal %d", l, why)
			}
		}
	}
}
