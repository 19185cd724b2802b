//go:build !js

package menu

import "strings"

// firstServer is the first of several servers of a cluster, comma-separated:
// a friend's link names it (any of them reaches the room).
func firstServer(list string) string {
	first, _, _ := strings.Cut(list, ",")
	return first
}
