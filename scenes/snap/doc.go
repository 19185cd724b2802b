// Package snap is the real-time table of Schnipp Schnapp and its
// "3-2-1-los" variant, with its replay.
package snap
