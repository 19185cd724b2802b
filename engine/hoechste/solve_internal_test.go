package hoechste

import (
	"math"
	"testing"
)

// TestSolve: regret matching finds the equilibria of small known games.
func TestSolve(t *testing.T) {
	tests := []struct {
		name string
		m    [][]float64
		x    []float64
		val  float64
	}{
		{"dominant row", [][]float64{{5, 5}, {0, 0}}, []float64{1, 0}, 5},
		{"matching pennies", [][]float64{{1, -1}, {-1, 1}}, []float64{0.5, 0.5}, 0},
		{"saddle point", [][]float64{{3, 1}, {4, 2}}, []float64{0, 1}, 2},
	}
	for _, tc := range tests {
		x, _, val := solve(tc.m)
		for i := range x {
			if math.Abs(x[i]-tc.x[i]) > 0.05 {
				t.Errorf("%s: strategy %v, want %v", tc.name, x, tc.x)
			}
		}
		if math.Abs(val-tc.val) > 0.05 {
			t.Errorf("%s: value %.3f, want %.3f", tc.name, val, tc.val)
		}
	}
}
