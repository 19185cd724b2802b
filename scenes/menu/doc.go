// Package menu holds the screens around the tables: the menu with its deal
// codes and keypad, the settings, the rules, the statistics and the
// records of finished rounds.
package menu
