package hoechste

// matrix is the payoff table of one trick between two hands: rows are the
// first player's cards, columns the other's, entries the first player's
// gain. Fixed arrays keep the solver free of allocations.
type matrix [Tricks][Tricks]float64

// solveGame solves the zero-sum matrix game m (r rows, c columns, payoffs
// to the row player) exactly by the simplex method, with Bland's rule so
// that degenerate tables cannot cycle. It writes the row and column
// strategies into x and y (either may be nil) and returns the value.
func solveGame(m *matrix, r, c int, x, y *[Tricks]float64) float64 {
	lo := m[0][0]
	for i := range r {
		for j := range c {
			lo = min(lo, m[i][j])
		}
	}
	// shift makes every entry at least 1, so the value is positive and the
	// program below is bounded with the origin feasible.
	shift := 1 - lo
	var t [Tricks + 1][2*Tricks + 1]float64
	var basis [Tricks]int
	rhs := c + r
	for i := range r {
		for j := range c {
			t[i][j] = m[i][j] + shift
		}
		t[i][c+i] = 1
		t[i][rhs] = 1
		basis[i] = c + i
	}
	for j := range c {
		t[r][j] = -1
	}
	const eps = 1e-12
	for range 1000 {
		e := -1
		for j := range rhs {
			if t[r][j] < -eps {
				e = j
				break
			}
		}
		if e < 0 {
			break
		}
		l := -1
		best := 0.0
		for i := range r {
			if t[i][e] > eps {
				q := t[i][rhs] / t[i][e]
				if l < 0 || q < best-eps || (q < best+eps && basis[i] < basis[l]) {
					l, best = i, q
				}
			}
		}
		if l < 0 {
			break
		}
		p := t[l][e]
		for j := 0; j <= rhs; j++ {
			t[l][j] /= p
		}
		for i := 0; i <= r; i++ {
			if f := t[i][e]; i != l && f != 0 {
				for j := 0; j <= rhs; j++ {
					t[i][j] -= f * t[l][j]
				}
			}
		}
		basis[l] = e
	}
	v := 1 / t[r][rhs]
	if x != nil {
		for i := range r {
			x[i] = t[r][c+i] * v
		}
	}
	if y != nil {
		for j := range c {
			y[j] = 0
		}
		for i := range r {
			if basis[i] < c {
				y[basis[i]] = t[i][rhs] * v
			}
		}
	}
	return v - shift
}
