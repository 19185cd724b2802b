package game

import (
	"math"
	"testing"
)

func TestSineTone(t *testing.T) {
	b := sine(660, 0.1)
	n := int(0.1 * sampleRate)
	if len(b) != 4*n {
		t.Fatalf("%d bytes for %d stereo 16-bit samples", len(b), n)
	}
	sample := func(i int) int16 { return int16(uint16(b[4*i]) | uint16(b[4*i+1])<<8) }
	if sample(0) != 0 || math.Abs(float64(sample(n-1))) > 200 {
		t.Errorf("the tone does not fade in and out: first %d, last %d", sample(0), sample(n-1))
	}
	peak := 0.0
	crossings := 0
	for i := 1; i < n; i++ {
		peak = math.Max(peak, math.Abs(float64(sample(i))))
		if (sample(i-1) < 0) != (sample(i) < 0) {
			crossings++
		}
		if l, r := sample(i), int16(uint16(b[4*i+2])|uint16(b[4*i+3])<<8); l != r {
			t.Fatalf("left and right differ at %d", i)
		}
	}
	if peak < 0.25*32767 || peak > 0.31*32767 {
		t.Errorf("peak %v, want about 30%% of full scale", peak)
	}
	// 660 Hz for 0.1 s crosses zero about 132 times.
	if crossings < 125 || crossings > 140 {
		t.Errorf("%d zero crossings, want about 132 for 660 Hz", crossings)
	}
}
