#!/bin/sh
# idlecpu.sh measures how much of one CPU core the game uses at a table at
# rest: it builds the game, opens a 2-player elfer table (one person, one
# bot) under Xvfb, waits until the deal and the bot's moves have settled and
# the person is to move (seed 3: the person moves second), then reads the process's CPU time from
# /proc/PID/stat over a window of seconds and prints it as % of a core.
#
#	scripts/idlecpu.sh            settle 5-30 s, measure 10 s
#	SETTLE=10 MAXSETTLE=60 WINDOW=20 scripts/idlecpu.sh
#
# The game keeps nothing: its settings and saves go to a temporary
# directory, removed at the end. Linux only (/proc, Xvfb).
set -eu

settle=${SETTLE:-5}
maxsettle=${MAXSETTLE:-30}
window=${WINDOW:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
pid=
cleanup() {
	if [ -n "$pid" ]; then
		kill "$pid" 2>/dev/null || true
	fi
	wait 2>/dev/null || true
	rm -rf "$dir"
}
trap cleanup EXIT INT TERM

(cd "$root" && go build -o "$dir/er" .)
mkdir -p "$dir/config"
# The wrapper shell writes its own pid and becomes the game, so the pid is
# the game's, not xvfb-run's.
XDG_CONFIG_HOME="$dir/config" xvfb-run -a -s "-screen 0 1280x720x24" \
	sh -c 'echo $$ >"$0/pid"; exec "$0/er" "$@"' "$dir" \
	-game elfer -players 2 -humans 1 -seed 3 -lang en >"$dir/log" 2>&1 &
for _ in $(seq 50); do
	[ -s "$dir/pid" ] && break
	sleep 0.1
done
pid=$(cat "$dir/pid")

# cputicks prints the process's user + system time in clock ticks
# (fields 14 and 15 of /proc/PID/stat; the name in field 2 has no spaces).
cputicks() {
	awk '{print $14 + $15}' "/proc/$pid/stat"
}

# Settle: at least SETTLE seconds, then until one second passes with less
# than 5% of a core used (the table has come to rest), at most MAXSETTLE
# seconds (a game that never rests is measured then). A loaded machine
# runs the deal and the bot's moves slower, so a fixed wait could measure
# them.
sleep "$settle"
hz=$(getconf CLK_TCK)
waited=$settle
while :; do
	if ! kill -0 "$pid" 2>/dev/null; then
		echo "idlecpu: the game ended early:" >&2
		cat "$dir/log" >&2
		exit 1
	fi
	a=$(cputicks)
	sleep 1
	b=$(cputicks)
	waited=$((waited + 1))
	if [ $((100 * (b - a))) -lt $((5 * hz)) ] || [ "$waited" -ge "$maxsettle" ]; then
		break
	fi
done
echo "settled after ${waited} s"
t0=$(cputicks)
s0=$(date +%s.%N)
sleep "$window"
t1=$(cputicks)
s1=$(date +%s.%N)
awk -v t0="$t0" -v t1="$t1" -v s0="$s0" -v s1="$s1" -v hz="$hz" 'BEGIN {
	cpu = (t1 - t0) / hz
	wall = s1 - s0
	printf "a table at rest: %.2f s of CPU in %.1f s: %.1f%% of a core\n", cpu, wall, 100 * cpu / wall
}'
