// Package i18n holds the words of every screen in English and German, one
// catalogue chosen by the language's index (T), with the words of the board
// games and the explanations of a hand card.
package i18n
