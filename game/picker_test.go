package game

import (
	"errors"
	"testing"
)

func TestPickedFileOncePerFile(t *testing.T) {
	for {
		if _, ok := PickedFile(); !ok {
			break
		}
	}
	if _, ok := PickedFile(); ok {
		t.Fatal("a file before any was chosen")
	}
	deliverPick(Picked{Name: "a.jsonl", Data: []byte("{}")})
	deliverPick(Picked{Name: "big.jsonl", Err: ErrTooLarge})
	p, ok := PickedFile()
	if !ok || p.Name != "a.jsonl" || string(p.Data) != "{}" || p.Err != nil {
		t.Errorf("first pick %+v %v", p, ok)
	}
	p, ok = PickedFile()
	if !ok || p.Name != "big.jsonl" || p.Data != nil || !errors.Is(p.Err, ErrTooLarge) {
		t.Errorf("second pick %+v %v", p, ok)
	}
	if _, ok := PickedFile(); ok {
		t.Error("a file delivered twice")
	}
}
