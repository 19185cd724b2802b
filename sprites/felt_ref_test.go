package sprites

import (
	"image"
	"math"
)

// The felt as a formula per pixel: the reference that feltSmooth and the
// grain tile, which compute it faster, are checked against.

// feltShade is the felt without its grain at the centre of screen pixel
// (x, y) of a fw×fh felt, per colour channel, before rounding.
func feltShade(x, y float64, fw, fh int) [3]float64 {
	cx, cy := float64(fw)/2, float64(fh)/2
	// The vignette is elliptical, following the screen's shape.
	rx, ry := cx*1.25, cy*1.35
	cell := math.Max(float64(fw), float64(fh)) / 9
	dx, dy := (x+0.5-cx)/rx, (y+0.5-cy)/ry
	v := smoothstep((dx*dx+dy*dy-0.15)/0.85) * 0.9
	// Large soft clouds.
	cloud := valueNoise(x/cell, y/cell)*2 - 1
	var c [3]float64
	for i := range c {
		base := feltCentre[i] + (feltEdge[i]-feltCentre[i])*v
		c[i] = base * (1 + 0.035*cloud)
	}
	return c
}

// feltPixels computes the felt in Go, pixel by pixel, as the GPU composes it
// from the smooth layer and the grain tile: the reference the tests check
// the look against.
func feltPixels(fw, fh int) *image.RGBA {
	pix := image.NewRGBA(image.Rect(0, 0, fw, fh))
	light, dark := grainPixels()
	for y := range fh {
		for x := range fw {
			c := feltShade(float64(x), float64(y), fw, fh)
			gx, gy := x%grainTile, y%grainTile
			n := float64(light.RGBAAt(gx, gy).R) - float64(dark.RGBAAt(gx, gy).R)
			o := pix.PixOffset(x, y)
			for k := range c {
				pix.Pix[o+k] = uint8(math.Max(0, math.Min(255, math.Round(c[k]+n))))
			}
			pix.Pix[o+3] = 0xff
		}
	}
	return pix
}

// valueNoise is smooth noise in 0..1 with features about one unit apart.
func valueNoise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := smoothstep(x-x0), smoothstep(y-y0)
	ix, iy := uint32(int32(x0)), uint32(int32(y0))
	at := func(dx, dy uint32) float64 { return float64(hash2(ix+dx, iy+dy)&0xffff) / 0xffff }
	top := at(0, 0) + (at(1, 0)-at(0, 0))*fx
	bottom := at(0, 1) + (at(1, 1)-at(0, 1))*fx
	return top + (bottom-top)*fy
}
