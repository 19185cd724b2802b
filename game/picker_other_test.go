//go:build !js

package game

import (
	"errors"
	"strings"
	"testing"
)

func TestPickFileNative(t *testing.T) {
	err := PickFile()
	if !errors.Is(err, ErrNoPicker) || !strings.Contains(err.Error(), "-replay FILE") {
		t.Errorf("PickFile: %v", err)
	}
}
