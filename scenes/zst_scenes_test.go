package scenes

func oneHuman(seed uint64) Setup {
	s := Setup{Game: "elfer", Players: 4, Rounds: 1, Seed: seed}
	s.FirstHumans(1)
	return s
}
