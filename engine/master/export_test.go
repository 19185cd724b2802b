package master

// SetSupply empties or refills the bonus supply, so a test can reach a
// position (an empty supply) that takes a whole round to play into.
func SetSupply(s *State, n int) { s.supply = n }
