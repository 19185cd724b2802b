package board
