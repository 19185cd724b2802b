package scenetest

// BoolInt is 1 for true, 0 for false.
func BoolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
