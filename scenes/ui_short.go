package scenes

const sMargin = 8.0

const sGap = 8.0

const sGutter = 12.0 // between the side column and the main area

const sHandMin = 58.0 // a hand in two lines

const sTap = 54.0 // 44 CSS px there: a hand card's corner, a hand's line

const sButtonH = 46.0
