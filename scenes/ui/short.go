package ui

const SMargin = 8.0

const SGap = 8.0

const SGutter = 12.0 // between the side column and the main area

const SHandMin = 58.0 // a hand in two lines

const STap = 54.0 // 44 CSS px there: a hand card's corner, a hand's line

const SButtonH = 46.0
