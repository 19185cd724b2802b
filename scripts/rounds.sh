#!/usr/bin/env bash
# rounds.sh measures a whole random round of each further game against the
# 4-player elfer round, on a machine whose speed may swing while it runs.
#
# Each engine's benchmark is built once and the binaries are run in turns,
# ROUNDS times over (default 8), one CPU each: a slow spell of the machine
# then falls on every game alike. It prints, per game, the fastest and the
# median ns per round and the median's ratio to elfer's. The fastest is the
# machine at its own speed; the ratio says what a game costs on any machine
# where the elfer round's time is known.
#
#   scripts/rounds.sh            # the seven further games
#   ROUNDS=4 scripts/rounds.sh ueberall farben master
set -euo pipefail

cd "$(dirname "$0")/.."
rounds=${ROUNDS:-8}
games=("$@")
if [[ ${#games[@]} -eq 0 ]]; then
	games=(ueberall mogeln ratefix zweikampf farben schwarzerpeter hoechste)
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

go test -c -o "$dir/elfer.test" ./engine/elfer
for g in "${games[@]}"; do
	go test -c -o "$dir/$g.test" "./engine/$g"
done

# run prints the ns per round of one benchmark run.
run() {
	local bin=$1 bench=$2 n=$3
	"$dir/$bin.test" -test.run '^$' -test.bench "^Benchmark$bench\$" -test.benchtime "${n}x" -test.cpu 1 |
		awk '/^Benchmark/ { print $3; exit }'
}

for ((i = 1; i <= rounds; i++)); do
	echo "elfer $(run elfer RandomRound4 20000)" >>"$dir/times"
	for g in "${games[@]}"; do
		bench=RandomRound
		if [[ $g == master ]]; then
			bench=RandomRound4
		fi
		echo "$g $(run "$g" "$bench" 5000)" >>"$dir/times"
	done
	echo "pass $i of $rounds done" >&2
done

printf "%-16s %10s %10s %8s\n" game fastest median /elfer
sort -k1,1 -k2n "$dir/times" | awk '
	{ t[$1] = t[$1] " " $2; n[$1]++ }
	END {
		for (g in t) {
			split(substr(t[g], 2), v, " ")
			best[g] = v[1]
			med[g] = v[int((n[g] + 1) / 2)]
		}
		for (g in t) {
			printf "%-16s %8.1f µs %7.1f µs %8.2f\n", g, best[g] / 1000, med[g] / 1000, med[g] / med["elfer"]
		}
	}' | sort
