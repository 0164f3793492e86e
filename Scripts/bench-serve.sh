#!/usr/bin/env bash
# How soon `quest serve` shows a saved lesson: the time from writing a new title into lesson 22 to the served page
# carrying it (watcher + debounce + incremental build + the page's fetch), over RUNS saves, next to the time of the
# same incremental `quest build` run by hand. The ratio is what live preview costs over a plain rebuild.
#   Scripts/bench-serve.sh [QUEST_BINARY]        (default .build/release/quest; RUNS=5)
# Talks only to 127.0.0.1, on a port the server picks; the server is stopped with SIGINT at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
quest="${1:-.build/release/quest}"
runs="${RUNS:-5}"
[[ -x "$quest" ]] || { echo "usage: Scripts/bench-serve.sh QUEST_BINARY (no $quest)" >&2; exit 64; }
command -v curl >/dev/null || { echo "bench-serve.sh needs curl" >&2; exit 1; }

work="$(mktemp -d)"
server=""
cleanup() { [[ -n "$server" ]] && kill -INT "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
cp -r Lessons "$work/Lessons"
lesson="$work/Lessons/lesson22.md"
now() { date +%s.%N; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

"$quest" serve --lessons "$work/Lessons" --templates Templates --out "$work/Site" --port 0 >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 600); do grep -q "Serving" "$work/serve.log" && break; sleep 0.1; done
port="$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1 | sed 's/.*://')"
[[ -n "$port" ]] || { echo "the server did not start:"; cat "$work/serve.log"; exit 1; }
page="http://127.0.0.1:$port/lesson22/index.html"

: >"$work/serve.times"
for run in $(seq "$runs"); do
    sed -i "s/^title: .*/title: Toolbars, save $run/" "$lesson"
    started="$(now)"
    for _ in $(seq 600); do
        curl -s "$page" | grep -q "Toolbars, save $run" && break
        sleep 0.02
    done
    echo "$(now) - $started" | bc >>"$work/serve.times"
    sleep 0.5
done
kill -INT "$server"
wait "$server"
status=$?
server=""

"$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Built" >/dev/null 2>&1
: >"$work/build.times"
for run in $(seq "$runs"); do
    sed -i "s/^title: .*/title: Toolbars, build $run/" "$lesson"
    started="$(now)"
    "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Built" >/dev/null 2>&1
    echo "$(now) - $started" | bc >>"$work/build.times"
done

serve="$(median <"$work/serve.times")"
build="$(median <"$work/build.times")"
printf 'save → served page (median of %d)     %.3f s   (each: %s)\n' "$runs" "$serve" "$(tr '\n' ' ' <"$work/serve.times")"
printf 'the same change, quest build (median)  %.3f s\n' "$build"
printf 'live preview / plain rebuild           %.2f×\n' "$(echo "$serve / $build" | bc -l)"
printf 'server exit status on SIGINT           %d\n' "$status"
