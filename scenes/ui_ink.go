package scenes

import "image/color"

// Colours of the table's furniture.
var (
	activeColor = color.NRGBA{255, 214, 90, 255}
	textColor   = color.NRGBA{244, 241, 230, 255}
	dimText     = color.NRGBA{200, 214, 200, 255}
	greyText    = color.NRGBA{120, 140, 120, 255}
	darkText    = color.NRGBA{40, 30, 10, 255}
	faintText   = color.NRGBA{160, 200, 170, 70}
	toastColor  = color.NRGBA{30, 20, 10, 225}
)

// The same colours as color.Color values, boxed once, for the drawing
// functions that take the interface: passing them allocates nothing.
var (
	panelInk  color.Color = color.NRGBA{0, 0, 0, 90}
	activeInk color.Color = activeColor
	coverInk  color.Color = color.NRGBA{8, 30, 18, 245}
	chipInk   color.Color = color.NRGBA{240, 240, 240, 230}
	pileInk   color.Color = color.NRGBA{255, 255, 255, 50}
	focusInk  color.Color = color.NRGBA{255, 255, 255, 30}
	seatInk   color.Color = color.NRGBA{0, 0, 0, 80}
)

// bubbleInk is the dark ground of the laid count and an explanation, boxed
// once so drawing allocates nothing.
var bubbleInk color.Color = toastColor

// statsThumbInk is the scroll bar's handle.
var statsThumbInk color.Color = color.NRGBA{255, 255, 255, 110}

var linkInk color.Color = color.NRGBA{236, 196, 92, 255}
