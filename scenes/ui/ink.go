package ui

import "image/color"

// Colours of the table's furniture.
var (
	ActiveColor = color.NRGBA{255, 214, 90, 255}
	TextColor   = color.NRGBA{244, 241, 230, 255}
	DimText     = color.NRGBA{200, 214, 200, 255}
	GreyText    = color.NRGBA{120, 140, 120, 255}
	DarkText    = color.NRGBA{40, 30, 10, 255}
	FaintText   = color.NRGBA{160, 200, 170, 70}
	toastColor  = color.NRGBA{30, 20, 10, 225}
)

// The same colours as color.Color values, boxed once, for the drawing
// functions that take the interface: passing them allocates nothing.
var (
	PanelInk  color.Color = color.NRGBA{0, 0, 0, 90}
	ActiveInk color.Color = ActiveColor
	CoverInk  color.Color = color.NRGBA{8, 30, 18, 245}
	ChipInk   color.Color = color.NRGBA{240, 240, 240, 230}
	PileInk   color.Color = color.NRGBA{255, 255, 255, 50}
	FocusInk  color.Color = color.NRGBA{255, 255, 255, 30}
	SeatInk   color.Color = color.NRGBA{0, 0, 0, 80}
)

// BubbleInk is the dark ground of the laid count and an explanation, boxed
// once so drawing allocates nothing.
var BubbleInk color.Color = toastColor

// StatsThumbInk is the scroll bar's handle.
var StatsThumbInk color.Color = color.NRGBA{255, 255, 255, 110}

var LinkInk color.Color = color.NRGBA{236, 196, 92, 255}
