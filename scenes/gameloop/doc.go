// Package gameloop runs a package's tests beside a real game loop when a
// window can open, and gives them contexts, frames and input.
package gameloop
