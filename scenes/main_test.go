package scenes

import "testing"

func TestMain(m *testing.M) { runMain(m) }
