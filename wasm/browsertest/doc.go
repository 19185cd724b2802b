// Package browsertest builds the browser version of the game, serves it on
// 127.0.0.1 and plays it in headless Chromium, so that a broken wasm build,
// a loading page that never starts the game, a blank canvas or a JavaScript
// error fails `go test ./...`.
//
// The browser test runs where Chromium is installed and skips itself
// elsewhere; with ELFER_BROWSER=1 it is mandatory and fails without
// Chromium. BROWSER_SHOT=path keeps the screenshot it takes. ELFER_WASM_PKG
// names another main package to build instead of the module root, relative
// to the module root, or as an import path.
package browsertest
