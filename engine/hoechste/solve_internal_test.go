package hoechste

import (
	"math"
	"testing"
)

// TestSolveGame: the simplex finds the equilibria of small known games.
func TestSolveGame(t *testing.T) {
	tests := []struct {
		name string
		m    [][]float64
		x, y []float64
		val  float64
	}{
		{"dominant row", [][]float64{{5, 5}, {0, 0}}, []float64{1, 0}, nil, 5},
		{"matching pennies", [][]float64{{1, -1}, {-1, 1}}, []float64{0.5, 0.5}, []float64{0.5, 0.5}, 0},
		{"saddle point", [][]float64{{3, 1}, {4, 2}}, []float64{0, 1}, []float64{0, 1}, 2},
		{"rock paper scissors", [][]float64{{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}}, []float64{1. / 3, 1. / 3, 1. / 3}, []float64{1. / 3, 1. / 3, 1. / 3}, 0},
		{"uneven", [][]float64{{2, -1}, {-1, 1}}, []float64{0.4, 0.6}, []float64{0.4, 0.6}, 0.2},
	}
	for _, tc := range tests {
		var m matrix
		for i, row := range tc.m {
			copy(m[i][:], row)
		}
		var x, y [Tricks]float64
		val := solveGame(&m, len(tc.m), len(tc.m[0]), &x, &y)
		for i, want := range tc.x {
			if math.Abs(x[i]-want) > 1e-9 {
				t.Errorf("%s: rows %v, want %v", tc.name, x[:len(tc.x)], tc.x)
			}
		}
		for j, want := range tc.y {
			if math.Abs(y[j]-want) > 1e-9 {
				t.Errorf("%s: columns %v, want %v", tc.name, y[:len(tc.y)], tc.y)
			}
		}
		if math.Abs(val-tc.val) > 1e-9 {
			t.Errorf("%s: value %.3f, want %.3f", tc.name, val, tc.val)
		}
	}
}
