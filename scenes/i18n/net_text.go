package i18n

import "elferraus/online"

// NetWords are the words of online rooms: the lobby, the seats of people
// elsewhere, the clock.
type NetWords struct {
	PlayOnline, Create, Join, Watch, Code, Name, Server string
	// Room names the room's code; Link the address to send friends.
	Room, Link, Copy, Start, WaitHost, WaitPeople    string
	Connecting, Reconnecting, Lost, Away, StandIn    string
	Host, Free, Bot, You, Clock, NoClock, Seconds    string
	Rematch, RematchWait, NextSoon, NotSent, Leave   string
	Online, Watching, BotsFill, CodeHint, ServerHint string
	// SeatKept: leaving an online table keeps the seat for a while;
	// Rejoin goes back to the room last joined.
	SeatKept, Rejoin string
	// Late: a real-time call the server judged slower than the winner's.
	Late string
	// Refused says why the server changed nothing, by the reason it gives
	// (online.Msg.Why); a text with %s names the room there.
	Refused map[string]string
}

// NetEnglish and NetGerman are the words of online rooms.
var NetEnglish = NetWords{
	PlayOnline: "Play online", Create: "Create a room", Join: "Join", Watch: "Watch",
	Code: "Room code", Name: "Your name", Server: "Server",
	Room: "Room %s", Link: "Invite with this link:", Copy: "Copy link", Start: "Start",
	WaitHost: "Waiting for the host to start", WaitPeople: "Seats not taken are played by bots",
	Connecting: "Connecting…", Reconnecting: "Connection lost, trying again (%d)…", Lost: "Could not connect: %s",
	Away: "away", StandIn: "bot plays", Host: "host", Free: "free", Bot: "Bot", You: "you",
	Clock: "Turn clock", NoClock: "off", Seconds: "%d s",
	Rematch: "Rematch", RematchWait: "Waiting for the host's rematch", NextSoon: "The next round is being dealt…",
	NotSent: "Not sent: the connection is busy", Leave: "Leave",
	Online: "Online", Watching: "Watching", BotsFill: "Bots", CodeHint: "8 letters and digits", ServerHint: "Server address (ws://host:port/ws)",
	SeatKept: "The room keeps your seat; a bot plays it while you are away",
	Rejoin:   "Back to room %s",
	Late:     "too late",

	Refused: map[string]string{
		online.RefusedNoRoom: "No room has the code %s", online.RefusedFull: "Every seat is taken: watch the room instead",
		online.RefusedBusy: "Too many rooms and joins from here: wait a moment", online.RefusedToken: "This room keeps no seat for you any more",
		online.RefusedMoving: "Room %s is moving to another server: try again", online.RefusedFlood: "Too many messages: slow down",
		online.RefusedNotYours: "It is not your move", online.RefusedBot: "A bot plays your seat now",
	},
}

var NetGerman = NetWords{
	PlayOnline: "Online spielen", Create: "Raum eröffnen", Join: "Beitreten", Watch: "Zuschauen",
	Code: "Raumcode", Name: "Dein Name", Server: "Server",
	Room: "Raum %s", Link: "Lade mit diesem Link ein:", Copy: "Link kopieren", Start: "Starten",
	WaitHost: "Warten, bis der Gastgeber startet", WaitPeople: "Freie Plätze übernehmen Bots",
	Connecting: "Verbinde…", Reconnecting: "Verbindung verloren, neuer Versuch (%d)…", Lost: "Keine Verbindung: %s",
	Away: "weg", StandIn: "Bot spielt", Host: "Gastgeber", Free: "frei", Bot: "Bot", You: "du",
	Clock: "Zugzeit", NoClock: "aus", Seconds: "%d s",
	Rematch: "Revanche", RematchWait: "Warten auf die Revanche des Gastgebers", NextSoon: "Die nächste Runde wird gegeben…",
	NotSent: "Nicht gesendet: die Verbindung ist belegt", Leave: "Verlassen",
	Online: "Online", Watching: "Zuschauer", BotsFill: "Bots", CodeHint: "8 Buchstaben und Ziffern", ServerHint: "Serveradresse (ws://host:port/ws)",
	SeatKept: "Der Raum hält deinen Platz; solange du weg bist, spielt ein Bot",
	Rejoin:   "Zurück in Raum %s",
	Late:     "zu spät",

	Refused: map[string]string{
		online.RefusedNoRoom: "Kein Raum hat den Code %s", online.RefusedFull: "Alle Plätze sind besetzt: schau lieber zu",
		online.RefusedBusy: "Zu viele Räume und Beitritte von hier: warte einen Moment", online.RefusedToken: "Dieser Raum hält keinen Platz mehr für dich",
		online.RefusedMoving: "Raum %s zieht auf einen anderen Server um: versuch es gleich noch einmal", online.RefusedFlood: "Zu viele Nachrichten: etwas langsamer",
		online.RefusedNotYours: "Du bist nicht am Zug", online.RefusedBot: "Ein Bot spielt gerade deinen Platz",
	},
}

// NetOf is the words of online rooms in the language of tx.
func NetOf(tx *Text) *NetWords {
	if tx == &German {
		return &NetGerman
	}
	return &NetEnglish
}
