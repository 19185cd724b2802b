package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Tone is a short sound of the game: a number of a countdown, its "go".
type Tone int

// The tones.
const (
	ToneCount Tone = iota // a number of a countdown
	ToneGo                // the countdown's last word
	numTones
)

// sampleRate is the audio output's rate.
const sampleRate = 44100

// sound plays the game's tones, made from sine waves on first use, so no
// sound file ships. Ebitengine ends the game when its audio device cannot
// be opened, so on a machine without one (a server, a CI box) the tones
// stay silent instead: see audioAvailable.
type sound struct {
	ctx   *audio.Context
	off   bool
	waves [numTones][]byte
}

// open makes the audio context if there is an output for it. In the
// browser this happens just after the first frame, before the first tone: the context
// then exists when the player first taps the page, and that tap is what
// browsers demand before a page may make a sound.
func (s *sound) open() bool {
	if s.off {
		return false
	}
	if s.ctx == nil {
		if !audioAvailable() {
			s.off = true
			return false
		}
		s.ctx = audio.NewContext(sampleRate)
	}
	return true
}

// play starts tone t at volume (0 to 1); at 0 nothing plays.
func (s *sound) play(t Tone, volume float64) {
	if t < 0 || t >= numTones || volume <= 0 || !s.open() {
		return
	}
	if s.waves[t] == nil {
		freq, secs := 660.0, 0.12
		if t == ToneGo {
			freq, secs = 990.0, 0.3
		}
		s.waves[t] = sine(freq, secs)
	}
	p := s.ctx.NewPlayerFromBytes(s.waves[t])
	p.SetVolume(min(1, volume))
	p.Play()
}

// sine is a tone as 16-bit little-endian stereo samples, faded in and out
// so it does not click.
func sine(freq, secs float64) []byte {
	n := int(secs * sampleRate)
	b := make([]byte, 4*n)
	fade := sampleRate / 100
	for i := range n {
		a := 0.3
		if i < fade {
			a *= float64(i) / float64(fade)
		}
		if n-i < fade {
			a *= float64(n-i) / float64(fade)
		}
		v := int16(a * 32767 * math.Sin(2*math.Pi*freq*float64(i)/sampleRate))
		for ch := range 2 {
			b[4*i+2*ch] = byte(v)
			b[4*i+2*ch+1] = byte(v >> 8)
		}
	}
	return b
}
