// Package sprites draws everything the card table shows and moves it:
// procedurally drawn cards, the felt, panels and buttons, text in the
// embedded Go fonts, and the single motion mechanism behind dealing, laying,
// drawing and dragging.
//
// Three caller-owned values hold all state, so the package itself keeps none
// but a font cache:
//
//   - Art renders card faces and backs at the exact pixel width asked for
//     and caches them, and draws shadows, highlight outlines and empty slots.
//   - Painter draws the felt (rendered once per screen size), panels and
//     buttons.
//   - Motion animates cards between poses with eased, staggered tweens,
//     flips and drags. It is pure Go and is tested without a window.
//
// Shapes are built as antialiased triangle meshes in reusable buffers
// (edges fade over one pixel through vertex alpha), so drawing a frame in
// which nothing changes allocates nothing, apart from what ebiten's text
// package allocates inside DrawText. Functions that take a color.Color box a
// colour literal on each call; keep colours in color.Color variables to
// avoid even that.
//
// Units are pixels of the destination image. A scene with a logical
// coordinate system multiplies its poses by its scale before drawing, so
// cards are rendered at their real on-screen size and stay crisp.
//
// The command sprites/internal/preview shows every piece in a window, and
// with -shot saves a screenshot, for checking the look without a person.
package sprites
