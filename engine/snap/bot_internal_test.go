package snap

import (
	"math"
	"testing"
)

// exGaussCDF is the distribution function of a Gaussian (mu, sigma) plus an
// exponential of mean tau.
func exGaussCDF(x, mu, sigma, tau float64) float64 {
	phi := func(z float64) float64 { return 0.5 * math.Erfc(-z/math.Sqrt2) }
	z := (x - mu) / sigma
	return phi(z) - math.Exp(-(x-mu)/tau+sigma*sigma/(2*tau*tau))*phi(z-sigma/tau)
}

func TestProfileMedians(t *testing.T) {
	// Each level's mu puts half of the ex-Gaussian below its median, and
	// the clamp at MinReaction touches almost nothing.
	for _, l := range Levels() {
		p := profileOf(l)
		if f := exGaussCDF(p.median, p.mu, p.sigma, p.tau); math.Abs(f-0.5) > 1e-4 {
			t.Errorf("%v: F(median) = %.5f, want 0.5", l, f)
		}
		if f := exGaussCDF(MinReaction, p.mu, p.sigma, p.tau); f > 1e-3 {
			t.Errorf("%v: %.4f of the reactions would be clamped", l, f)
		}
	}
}

func TestLn(t *testing.T) {
	for _, x := range []float64{1e-300, 1e-17, 0.001, 0.3, 0.5, 0.75, 1, 2, 10, 12345.678} {
		if got, want := ln(x), math.Log(x); math.Abs(got-want) > 1e-14*math.Max(1, math.Abs(want)) {
			t.Errorf("ln(%g) = %.17g, want %.17g", x, got, want)
		}
	}
}
