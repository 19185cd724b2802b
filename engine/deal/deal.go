// Package deal turns a match setup (game, options, players, seed) into a short
// code a player can read out or type, and back, and picks the deal of the day.
//
// A code is written in Crockford's base 32 (digits and letters without I, L,
// O and U, so nothing is mistaken for a digit or a rude word) in blocks of four
// joined by dashes, for example 8417-Y (elfer, 4 players, seed 7). Reading is
// forgiving the way Crockford's alphabet intends: case does not matter, dashes
// and spaces are ignored, O reads as 0 and I and L read as 1. The last
// character is a check character, so a single mistyped character, or two
// swapped characters, are always refused rather than giving another deal.
//
// Layout of version 1 (MSB first, five bits a character):
//
//	header   3 characters, 15 bits:
//	         version (2 bits, 1), game number (5 bits, see gameTable),
//	         players (3 bits, 2..6), options follow (1 bit),
//	         seed length in characters (4 bits, 0..13)
//	options  only when flagged: characters of 4 option bits each, lowest
//	         first, the fifth bit set when another character follows
//	seed     big-endian, without leading zero characters (seed 0 has none)
//	check    one character: a weighted sum over GF(32) of all the others
//
// Every field has exactly one spelling, so a code that parses re-encodes to
// the same characters. Like the engines, the package reads no clock and no
// global randomness, and nothing panics on any input.
package deal

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Code is a match as a friend can re-create it from a code: the game id (one
// of Games), its boolean options by name (an option set to false is the same
// as an absent one), the number of players and the seed of the deal.
type Code struct {
	Game    string
	Options map[string]bool
	Players int
	Seed    uint64
}

// option is one boolean option of a game. Players, when not 0, is the only
// player count the option may be played with, so a code never names a match
// the engine would refuse to set up.
type option struct {
	name    string
	players int
}

// gameInfo is what the code knows of a game: its id, its player range (from
// RULES.md), the players of its deal of the day, and its options. The option
// list is append-only: an option's place is its bit in every code ever shared.
type gameInfo struct {
	id       string
	min, max int
	daily    int
	options  []option
}

// shortOption is the two-player short game (no blue cards) that elfer and,
// being "as elfer, except", all its variants offer.
var shortOption = []option{{name: "short", players: 2}}

// gameTable gives every game id of RULES.md its number in a code: the index.
// It is append-only and must never be reordered, or codes already shared
// would name other games. The daily player counts are the menu's default of 4
// wherever the game allows it; zweikampf is for 2 only.
var gameTable = []gameInfo{
	0:  {id: "elfer", min: 2, max: 6, daily: 4, options: shortOption},
	1:  {id: "elfer-falscher-anfang", min: 2, max: 6, daily: 4, options: shortOption},
	2:  {id: "elfer-drei-anfangszahlen", min: 2, max: 6, daily: 4, options: shortOption},
	3:  {id: "elfer-beliebige-startkarte", min: 2, max: 6, daily: 4, options: shortOption},
	4:  {id: "master", min: 2, max: 6, daily: 4},
	5:  {id: "ueberall", min: 2, max: 6, daily: 4},
	6:  {id: "mogeln", min: 3, max: 6, daily: 4, options: []option{{name: "heimlich"}, {name: "farbe"}, {name: "zwanzig"}}},
	7:  {id: "ratefix", min: 2, max: 4, daily: 4},
	8:  {id: "zweikampf", min: 2, max: 2, daily: 2, options: []option{{name: "lang"}}},
	9:  {id: "farben", min: 2, max: 6, daily: 4},
	10: {id: "schnippschnapp", min: 2, max: 6, daily: 4},
	11: {id: "schnippschnapp-los", min: 2, max: 6, daily: 4},
	12: {id: "schwarzerpeter", min: 2, max: 6, daily: 4, options: []option{{name: "kurz"}}},
	13: {id: "hoechste", min: 2, max: 4, daily: 4},
}

// Format constants. They are part of every shared code: changing any of them
// needs a new version.
const (
	version     = 1
	alphabet    = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	headerLen   = 3  // characters of the header
	maxSeedLen  = 13 // characters of a 64-bit seed
	maxOptLen   = 3  // option characters: up to 12 options a game
	maxSymbols  = headerLen + maxOptLen + maxSeedLen + 1
	maxInputLen = 64 // bytes, dashes and spaces included
	groupLen    = 4
	moreOptions = 0x10 // the continuation bit of an option character
)

// lookup finds a game by id; the number is its place in gameTable.
func lookup(id string) (int, *gameInfo, bool) {
	for i := range gameTable {
		if gameTable[i].id == id {
			return i, &gameTable[i], true
		}
	}
	return 0, nil, false
}

// Games lists the game ids the code table knows, sorted, so a menu or a test
// can offer exactly the games a code can name. The slice is the caller's.
func Games() []string {
	ids := make([]string, len(gameTable))
	for i, g := range gameTable {
		ids[i] = g.id
	}
	sortStrings(ids)
	return ids
}

// Check reports why a code names no match that can be set up: an unknown
// game, a player count outside the game's range, an option the game does not
// have, or an option that does not go with the player count. Parse applies the
// same checks, so every code it returns passes.
func (c Code) Check() error {
	_, _, err := c.bits()
	return err
}

// bits checks the code and returns its game number and option bit set.
func (c Code) bits() (int, uint64, error) {
	num, g, ok := lookup(c.Game)
	if !ok {
		return 0, 0, fmt.Errorf("unknown game %q", c.Game)
	}
	if err := checkPlayers(g, c.Players); err != nil {
		return 0, 0, err
	}
	var set uint64
	// The option names are checked in sorted order so that the error for
	// several bad options is always the same one.
	names := make([]string, 0, len(c.Options))
	for name := range c.Options {
		names = append(names, name)
	}
	sortStrings(names)
	for _, name := range names {
		i := slices.IndexFunc(g.options, func(o option) bool { return o.name == name })
		if i < 0 {
			return 0, 0, fmt.Errorf("%s has no option %q", g.id, name)
		}
		if !c.Options[name] {
			continue
		}
		if p := g.options[i].players; p != 0 && c.Players != p {
			return 0, 0, fmt.Errorf("option %q of %s is for %d players only, not %d", name, g.id, p, c.Players)
		}
		set |= 1 << i
	}
	return num, set, nil
}

// checkPlayers refuses a player count outside the game's range.
func checkPlayers(g *gameInfo, players int) error {
	if players >= g.min && players <= g.max {
		return nil
	}
	if g.min == g.max {
		return fmt.Errorf("player count %d out of range: %s is for %d players", players, g.id, g.min)
	}
	return fmt.Errorf("player count %d out of range: %s is for %d to %d players", players, g.id, g.min, g.max)
}

// Equal reports whether two codes name the same match. It is not ==, because
// an option set to false is the same as an absent one.
func (c Code) Equal(d Code) bool {
	if c.Game != d.Game || c.Players != d.Players || c.Seed != d.Seed {
		return false
	}
	for k, v := range c.Options {
		if v != d.Options[k] {
			return false
		}
	}
	for k, v := range d.Options {
		if v != c.Options[k] {
			return false
		}
	}
	return true
}

// String is the code's canonical spelling, as Encode writes it. A code that
// Check refuses gives "<invalid deal code: reason>", which Parse refuses in
// turn, so an invalid code can never be shared by accident.
func (c Code) String() string {
	s, err := Encode(c)
	if err != nil {
		return "<invalid deal code: " + err.Error() + ">"
	}
	return s
}

// Encode writes a code in its one canonical spelling: upper case, in blocks of
// four characters joined by dashes. It refuses what Check refuses, unknown
// option names included, so a typo in an option name is not lost silently.
func Encode(c Code) (string, error) {
	num, set, err := c.bits()
	if err != nil {
		return "", err
	}
	seedLen := 0
	for s := c.Seed; s != 0; s >>= 5 {
		seedLen++
	}
	flag := 0
	if set != 0 {
		flag = 1
	}
	header := version<<13 | num<<8 | c.Players<<5 | flag<<4 | seedLen
	syms := make([]byte, 0, maxSymbols)
	syms = append(syms, byte(header>>10&31), byte(header>>5&31), byte(header&31))
	for set != 0 {
		d := byte(set & 15)
		set >>= 4
		if set != 0 {
			d |= moreOptions
		}
		syms = append(syms, d)
	}
	for i := seedLen - 1; i >= 0; i-- {
		syms = append(syms, byte(c.Seed>>(5*i)&31))
	}
	syms = append(syms, checksum(syms))
	return spell(syms), nil
}

// spell writes symbols in the alphabet, in dashed blocks of four.
func spell(syms []byte) string {
	var b strings.Builder
	for i, s := range syms {
		if i > 0 && i%groupLen == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(alphabet[s&31])
	}
	return b.String()
}

// mulAlpha multiplies an element of GF(32) by its generator x, modulo the
// primitive polynomial x^5+x^2+1.
func mulAlpha(c byte) byte {
	c <<= 1
	if c&0x20 != 0 {
		c ^= 0x25
	}
	return c
}

// checksum is the check character of the given symbols: the sum over GF(32)
// of symbol i of n weighted by x^(n-i), plus x^(n+1). The check character
// itself weighs x^0. The weights are nonzero and, for up to 30 symbols, all
// distinct, so changing any one character, or swapping any two different
// ones, always changes the sum; the x^(n+1) term makes a leading 0 count too.
func checksum(syms []byte) byte {
	c := byte(1)
	for _, s := range syms {
		c = mulAlpha(c) ^ s
	}
	return mulAlpha(c)
}

// errEmpty and friends are the refusals that need no detail.
var (
	errEmpty    = errors.New("empty deal code")
	errTooLong  = errors.New("deal code is too long (at most " + strconv.Itoa(maxSymbols) + " characters)")
	errTooShort = errors.New("deal code is too short: characters are missing")
	errChecksum = errors.New("wrong check character in deal code: a character is mistyped")
	errTrailing = errors.New("trailing data after the seed in deal code")
)

// symbol maps one typed character to its value, the Crockford way: any case,
// O for 0, I and L for 1. It reports false for any other character, U included.
func symbol(r rune) (byte, bool) {
	switch {
	case r >= '0' && r <= '9':
		return byte(r - '0'), true
	case r >= 'a' && r <= 'z':
		r -= 'a' - 'A'
	}
	switch r {
	case 'O':
		return 0, true
	case 'I', 'L':
		return 1, true
	}
	if i := strings.IndexRune(alphabet[10:], r); i >= 0 && r >= 'A' && r <= 'Z' {
		return byte(10 + i), true
	}
	return 0, false
}

// Parse reads a code as a person may type it: any case, with or without
// dashes and spaces, O for 0 and I or L for 1. It refuses, in words a player
// understands, an empty or overlong code, a character that is not in the
// alphabet, a wrong check character, an unknown version or game, a player
// count out of range, unknown option bits, a seed wider than 64 bits and
// trailing data. Whatever it accepts, Encode writes back in the same
// characters (canonical upper case and dashes).
func Parse(s string) (Code, error) {
	if len(s) > maxInputLen {
		return Code{}, errTooLong
	}
	syms := make([]byte, 0, maxSymbols)
	pos := 0
	for _, r := range s {
		pos++
		switch r {
		case '-', ' ', '\t', '\n', '\r':
			continue
		}
		v, ok := symbol(r)
		if !ok {
			return Code{}, fmt.Errorf("bad character %q at position %d of deal code (codes use digits and letters other than U)", r, pos)
		}
		syms = append(syms, v)
	}
	switch {
	case len(syms) == 0:
		return Code{}, errEmpty
	case len(syms) > maxSymbols:
		return Code{}, errTooLong
	case len(syms) < headerLen+1:
		return Code{}, errTooShort
	}
	body := syms[:len(syms)-1]
	if checksum(body) != syms[len(syms)-1] {
		return Code{}, errChecksum
	}
	return decode(body)
}

// decode reads the fields of a code whose check character is right.
func decode(body []byte) (Code, error) {
	header := int(body[0])<<10 | int(body[1])<<5 | int(body[2])
	if v := header >> 13; v != version {
		return Code{}, fmt.Errorf("unknown deal code version %d (this program reads version %d)", v, version)
	}
	num := header >> 8 & 31
	if num >= len(gameTable) {
		return Code{}, fmt.Errorf("unknown game number %d in deal code", num)
	}
	g := &gameTable[num]
	c := Code{Game: g.id, Players: header >> 5 & 7}
	if err := checkPlayers(g, c.Players); err != nil {
		return Code{}, err
	}
	rest := body[headerLen:]

	if header>>4&1 != 0 {
		var set uint64
		for i := 0; ; i++ {
			if i == maxOptLen {
				return Code{}, fmt.Errorf("unknown option bits in deal code: more than %d option characters", maxOptLen)
			}
			if len(rest) == 0 {
				return Code{}, errTooShort
			}
			d := rest[0]
			rest = rest[1:]
			set |= uint64(d&15) << (4 * i)
			if d&moreOptions == 0 {
				if d&15 == 0 {
					return Code{}, errors.New("empty option character in deal code (not a canonical code)")
				}
				break
			}
		}
		if unknown := set &^ (1<<len(g.options) - 1); unknown != 0 {
			return Code{}, fmt.Errorf("unknown option bits %#b for %s in deal code", unknown, g.id)
		}
		c.Options = make(map[string]bool)
		for i, o := range g.options {
			if set&(1<<i) != 0 {
				c.Options[o.name] = true
			}
		}
	}

	seedLen := header & 15
	if seedLen > maxSeedLen {
		return Code{}, fmt.Errorf("seed length %d out of range in deal code (at most %d)", seedLen, maxSeedLen)
	}
	if len(rest) < seedLen {
		return Code{}, errTooShort
	}
	if seedLen > 0 && rest[0] == 0 {
		return Code{}, errors.New("seed starts with a zero character in deal code (not a canonical code)")
	}
	if seedLen == maxSeedLen && rest[0] > 15 {
		return Code{}, errors.New("seed in deal code does not fit in 64 bits")
	}
	for _, d := range rest[:seedLen] {
		c.Seed = c.Seed<<5 | uint64(d)
	}
	if len(rest) > seedLen {
		return Code{}, errTrailing
	}
	// The options must also go with the player count (the short game is for
	// two): Check says so in the same words as for Encode.
	if err := c.Check(); err != nil {
		return Code{}, err
	}
	return c, nil
}

// sortStrings sorts a few strings in place, in an insertion sort: a code
// has a handful of options and the table a handful of games, and a generic
// sort of strings would weigh on the browser's download for them alone.
func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
