// Package rows is the table of the games laid in rows of colours (Elfer
// raus! and its variants, MASTER): the seats, the rows, the score sheet and
// the replay of a recorded round.
package rows
