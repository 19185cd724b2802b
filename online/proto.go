// Package online is the language the game server and its clients speak over
// a WebSocket: one JSON object per message, its kind in "t". The server
// holds every room's round; a client sees only its seat's view and acts by
// sending back one of the legal actions the server listed for it, word for
// word, so the server never decodes a game's action from a client and no
// message needs more than the engine's own view and action types.
//
// The package is shared by the server, the native client and the browser
// build, so it imports nothing of the server's.
package online

import (
	"encoding/json"
	"errors"
	"fmt"

	"elferraus/engine/record"
)

// MaxMessage is the largest message a client may send, in bytes: an action
// echoed back is a few dozen bytes, a room's setup a few hundred.
const MaxMessage = 4096

// Message kinds a client sends.
const (
	// Create asks for a new room (Spec); the answer is Joined, the creator
	// in the first seat.
	Create = "create"
	// Join takes a free seat of Room under Name, or, with Token, the seat
	// the token holds (a reconnection).
	Join = "join"
	// Watch follows Room without a seat.
	Watch = "watch"
	// Start is the host's: bots take the seats nobody took, the match
	// begins.
	Start = "start"
	// Act plays Action, one of the Legal the last State listed.
	Act = "act"
	// Rematch is the host's, after a match: the same room and seats play
	// a new match.
	Rematch = "rematch"
	// Ping asks for a Pong with the same Seq: a client measures its round
	// trip with it. The server pings too (with Echo), and the client
	// answers with a Pong carrying that Echo: the server measures each
	// connection's round trip, which judging real-time calls needs.
	Ping = "ping"
	// Pong answers the server's Ping (Echo); the server's Pong answers a
	// client's Ping (Seq).
	Pong = "pong"
)

// Message kinds the server sends.
const (
	// Joined tells a client its room, seat and token, and the room's
	// setup (Spec).
	Joined = "joined"
	// State is the room as the client may see it: its seat's view, the
	// legal actions when it is to move, the seats, the log.
	State = "state"
	// Record is a finished round's record, the whole deal open.
	Record = "record"
	// Error says why a message changed nothing.
	Error = "error"
)

// Spec is a room as its host asks for it.
type Spec struct {
	Game    string         `json:"game"`
	Options map[string]any `json:"options,omitempty"`
	Players int            `json:"players"`
	Rounds  int            `json:"rounds,omitempty"`
	// Bots marks the seats a bot plays from the start; the others wait for
	// people until the host starts.
	Bots []bool `json:"bots,omitempty"`
	// Level is the bots' level name ("easy", "normal", "hard").
	Level string `json:"level,omitempty"`
	// Clock is the seconds a person has for a move before a bot plays it
	// (0: no clock; a lost connection still hands the seat to a bot after
	// a minute).
	Clock int `json:"clock,omitempty"`
}

// Seat is one seat as every client sees it.
type Seat struct {
	Name      string `json:"name"`
	Bot       bool   `json:"bot,omitempty"`
	Connected bool   `json:"connected,omitempty"`
	// Standing: a bot plays the seat until its person is back.
	Standing bool `json:"standing,omitempty"`
}

// Move is one action of a seat, as a State passes it on.
type Move struct {
	Seat   int             `json:"seat"`
	Action json.RawMessage `json:"action"`
	// React is a real-time call's reaction in milliseconds as the server
	// judged it, corrected for the caller's latency: the time every table
	// shows beside the call (nil: not a judged call).
	React *float64 `json:"react,omitempty"`
}

// Pile is one place of cards as a watcher sees it: the cards lying face up
// there, and how many lie face down (a hand, a stack).
type Pile struct {
	// Zone names the place ("hand", "pile", "table"), Seat its owner
	// (-1: the middle's).
	Zone   string `json:"zone"`
	Seat   int    `json:"seat"`
	Open   []int  `json:"open,omitempty"`
	Hidden int    `json:"hidden,omitempty"`
}

// Msg is every message, in both directions; each kind uses some fields.
type Msg struct {
	T string `json:"t"`
	// Seq numbers a client's message; the answer to it carries it back:
	// an Error, or the State that shows a move the server took.
	Seq int `json:"seq,omitempty"`

	Room  string `json:"room,omitempty"`
	Token string `json:"token,omitempty"`
	Name  string `json:"name,omitempty"`
	Spec  *Spec  `json:"spec,omitempty"`
	// Action is one of the Legal a State listed, as the server wrote it.
	Action json.RawMessage `json:"action,omitempty"`
	// React is, on an Act of a real-time game, the caller's reaction in
	// milliseconds as his client measured it on its own clock: from the
	// frame that first showed the match to the key press or tap. The
	// server takes it only when it agrees with its own estimate.
	React *float64 `json:"react,omitempty"`
	// Echo is the number of a Ping the server sent, which the client's
	// Pong gives back.
	Echo int `json:"echo,omitempty"`

	// Seat is the client's seat (-1: watching).
	Seat int `json:"seat"`
	// Phase is "waiting" (for people, before the start), "playing",
	// "between" (rounds) or "over" (the match).
	Phase string `json:"phase,omitempty"`
	Game  string `json:"game,omitempty"`
	Seats []Seat `json:"seats,omitempty"`
	// Round counts the rounds from 1; Actions the actions of the round;
	// Dealer is the round's dealer.
	Round   int `json:"round,omitempty"`
	Actions int `json:"actions,omitempty"`
	Dealer  int `json:"dealer,omitempty"`
	// Moves are the actions taken since the last State this connection
	// was sent, the last Moves of them leading to Actions: a client's
	// table tells them in its log. Another seat's action shows only the
	// cards the receiving seat saw before or after it; the others are
	// written as the empty card (0).
	Moves []Move `json:"moves,omitempty"`
	// Late are real-time calls the server judged slower than the winner's
	// (by a tick or more) for the same match: not played, each told with
	// its judged reaction, so the caller's table corrects the call it
	// showed at once.
	Late []Move `json:"late,omitempty"`
	// Result is the round's result line once it is over.
	Result *record.Result `json:"result,omitempty"`
	// ToMove are the seats to act now.
	ToMove []int `json:"to_move,omitempty"`
	// View is the seat's view in the game's own view type.
	View json.RawMessage `json:"view,omitempty"`
	// Legal are the seat's legal actions, when it is to move.
	Legal []json.RawMessage `json:"legal,omitempty"`
	// Table is what every seat may see, for a watcher: each place's open
	// cards and how many lie hidden.
	Table []Pile `json:"table,omitempty"`
	// Sheet is the match's scores so far, a row per round.
	Sheet [][]int `json:"sheet,omitempty"`
	// Clock is the seconds left for the move, when a clock runs.
	Clock int `json:"clock,omitempty"`
	// Log is what happened since the last State, in the record's words
	// (action lines as the game's record writes them, seats and cards the
	// client may see).
	Record string `json:"record,omitempty"`
	// Err says in English why a message changed nothing; Why names the
	// reason, when it is one a person meets (the Refused… codes), for a
	// client to say in its own language.
	Err string `json:"err,omitempty"`
	Why string `json:"why,omitempty"`
}

// The reasons of an Error a person meets (Msg.Why).
const (
	RefusedNoRoom   = "no-room"   // no room has the code (Msg.Room)
	RefusedFull     = "full"      // no seat is free: watch instead
	RefusedBusy     = "busy"      // too many rooms and joins from here: wait
	RefusedToken    = "token"     // the token holds no seat in the room
	RefusedMoving   = "moving"    // the room moves to another server: try again
	RefusedFlood    = "flood"     // too many messages
	RefusedNotYours = "not-yours" // it is not this seat's move
	RefusedBot      = "bot"       // a bot plays the seat now
	// RefusedMalformed: the message was not one of the protocol's, a
	// client's defect rather than anything a person did.
	RefusedMalformed = "malformed"
)

// ErrTooLarge is the answer to a message over MaxMessage.
var ErrTooLarge = errors.New("message too large")

// Decode reads one message a client sent: well formed, of a known kind,
// within MaxMessage, or an error that says what is wrong.
func Decode(data []byte) (Msg, error) {
	var m Msg
	if len(data) > MaxMessage {
		return m, ErrTooLarge
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return Msg{}, fmt.Errorf("not a message: %v", err)
	}
	switch m.T {
	case Create:
		if m.Spec == nil {
			return Msg{}, errors.New("create needs a spec")
		}
	case Join, Watch:
		if !ValidCode(m.Room) {
			return Msg{}, fmt.Errorf("%q is not a room code", m.Room)
		}
	case Act:
		if len(m.Action) == 0 {
			return Msg{}, errors.New("act needs an action")
		}
	case Start, Rematch, Ping, Pong:
	default:
		return Msg{}, fmt.Errorf("unknown message kind %q", m.T)
	}
	if len(m.Name) > MaxName {
		return Msg{}, fmt.Errorf("a name has at most %d bytes", MaxName)
	}
	return m, nil
}

// MaxName bounds a player's name in bytes.
const MaxName = 24

// CodeAlphabet is the letters of a room code: no 0/O, 1/I/L or U, so a code
// read aloud or typed from a screen is not mistaken.
const CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLen is a room code's length: 30^8 (about 6.6e11) codes, too many to
// guess at the rate the server lets a client join.
const CodeLen = 8

// ValidCode reports whether s is shaped like a room code.
func ValidCode(s string) bool {
	if len(s) != CodeLen {
		return false
	}
	for i := range len(s) {
		ok := false
		for j := range len(CodeAlphabet) {
			if s[i] == CodeAlphabet[j] {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
