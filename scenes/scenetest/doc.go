// Package scenetest holds what the tests of several screen packages share:
// screen shapes, the least sizes a phone needs, setups and records.
package scenetest
