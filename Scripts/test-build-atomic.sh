#!/usr/bin/env bash
# Kills `quest build` (SIGKILL) in the middle of a build and checks that the previous site is exactly as it was, that
# the killed build's staging folder is cleaned up by the next build, and that the next build gives the same tree as a
# clean one. Prints `N passed, N failed`.
#   Scripts/test-build-atomic.sh path/to/quest
set -uo pipefail
cd "$(dirname "$0")/.."
quest="${1:?usage: Scripts/test-build-atomic.sh path/to/quest}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() {
    if eval "$2"; then passed=$((passed + 1)); echo "PASS $1"; else failed=$((failed + 1)); echo "FAIL $1"; fi
}
digest() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1); }

mkdir -p "$work/Lessons/lesson22"/{starter,solution,mutants}
for number in $(seq 1 150); do
    sed -e "s/^lesson: 22$/lesson: $number/" -e "s/^title: Toolbars, menus, and search$/title: Lesson $number on toolbars/" -e "s/· Part 5:/· Part $number:/" \
        Lessons/lesson22.md >"$work/Lessons/lesson$number.md"
done
build() { "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site" "$@"; }
build >/dev/null 2>&1
before="$(digest "$work/Site")"

for number in $(seq 1 150); do printf '\nA changed sentence.\n' >>"$work/Lessons/lesson$number.md"; done
# Started directly, not through `build`: `$!` of a backgrounded function is the subshell running it, and killing that
# would leave quest running on (which is how this test once passed while a build was still writing).
"$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site" >"$work/log" 2>&1 &
pid=$!
# Kill once the staging folder exists, that is while pages are being rendered.
for _ in $(seq 1 1000); do ls -a "$work" | grep -q '^\.Site\.quest-build-' && break; sleep 0.01; done
sleep 0.1
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
check "nothing of the killed build runs on" '! pgrep -f -- "--out $work/Site" >/dev/null'
check "a build killed mid-way leaves Site/ byte-for-byte as it was" '[[ "$(digest "$work/Site")" == "$before" ]]'
check "the killed build left its staging folder (so the kill really was mid-way)" 'ls -a "$work" | grep -q "^\.Site\.quest-build-"'

build >/dev/null 2>&1
# What may stay is the tree that build replaced, kept for the next one to write into (`.Site.quest-spare`).
check "the next build removes the stale staging folder" '! ls -a "$work" | grep "^\.Site\.quest-" | grep -qv "^\.Site\.quest-spare$"'
build --out "$work/Clean" >/dev/null 2>&1
check "after the kill, an incremental build equals a clean build" '[[ "$(digest "$work/Site")" == "$(digest "$work/Clean")" ]]'

# A one-lesson rebuild killed at moments spread over its whole run: each time, Site/ is the complete previous site or
# the complete new one (what the build, run again to the end, gives), never a mix.
mixed=0 kept=0 replaced=0
for delay in 0 0.01 0.02 0.04 0.06 0.08 0.1 0.13 0.16 0.2 0.25 0.3 0.4; do
    old="$(digest "$work/Site")"
    printf '\nAn edit killed after %s s.\n' "$delay" >>"$work/Lessons/lesson75.md"
    "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site" >/dev/null 2>&1 &
    pid=$!
    sleep "$delay"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    killed="$(digest "$work/Site")"
    build >/dev/null 2>&1
    new="$(digest "$work/Site")"
    if [[ "$killed" == "$old" ]]; then kept=$((kept + 1)); elif [[ "$killed" == "$new" ]]; then replaced=$((replaced + 1));
    else mixed=$((mixed + 1)); echo "killed after $delay s: Site/ is neither"; fi
done
echo "killed rebuilds: $kept left the previous site, $replaced the new one, $mixed a mix"
check "a one-lesson rebuild killed at any of 13 moments leaves the previous or the new Site/, whole" '[[ $mixed -eq 0 ]]'
build --out "$work/Clean" >/dev/null 2>&1
check "and the rebuilds after the kills equal a clean build" '[[ "$(digest "$work/Site")" == "$(digest "$work/Clean")" ]]'

# A rebuilt quest of the same version (here: the same binary with one byte more) must not call the site up to date.
cp "$quest" "$work/quest-rebuilt"
printf '\0' >>"$work/quest-rebuilt"
build >"$work/log" 2>&1
check "the same quest again finds the site up to date" 'grep -q "up to date" "$work/log"'
"$work/quest-rebuilt" build --lessons "$work/Lessons" --templates Templates --out "$work/Site" >"$work/log" 2>&1
check "a rebuilt quest of the same version makes the site again" '! grep -q "up to date" "$work/log" && grep -q "150 rendered" "$work/log"'
"$work/quest-rebuilt" build --lessons "$work/Lessons" --templates Templates --out "$work/Site" >"$work/log" 2>&1
check "and then finds it up to date" 'grep -q "up to date" "$work/log"'
rm -f "$work/quest-rebuilt"

printf '\n## Exercise\n\nNo exercise block here.\n' >>"$work/Lessons/lesson7.md"
current="$(digest "$work/Site")"
build >"$work/log" 2>&1
status=$?
check "a lesson error exits 1" '[[ $status -eq 1 ]]'
check "the error names the step and the file" 'grep -q "Checking lessons" "$work/log" && grep -q "lesson7.md" "$work/log"'
check "and Site/ is unchanged" '[[ "$(digest "$work/Site")" == "$current" ]]'

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
