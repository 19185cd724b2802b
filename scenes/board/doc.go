// Package board is the table of the further games (Überall anschließen,
// Mogeln, Ratefix, Zweikampf, Farben sammeln, Schwarzer Peter, Die höchste
// Karte): zones laid out by a file per game, the reveals held face up, the
// move log and the replay.
package board
