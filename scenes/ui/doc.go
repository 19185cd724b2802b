// Package ui is the drawing kit every screen shares: rectangles and their
// tests, the inks, text fitted to its room, the explanation bubble and the
// toast, the scrollable move log and the column scroll.
package ui
