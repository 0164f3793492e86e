#!/usr/bin/env bash
# Stress for the flaky *did not finish* (issue 21, item 8): validates the edit-sheet fixture course RUNS times, JOBS at
# once, and counts the runs whose table differs from what the course must give (every item holds: the solution
# passes, each mutant fails edit-sheet). Prints one line per flip with its table row, then the figures.
#   Scripts/stress-validate.sh QUEST_BINARY [RUNS (50)] [JOBS (4)]
# Exits 1 when any run flipped. Not a CI stage: it takes about RUNS × 15 s / JOBS on two cores.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 || ! -x "$1" ]]; then
    echo "usage: Scripts/stress-validate.sh QUEST_BINARY [RUNS] [JOBS]" >&2
    exit 1
fi
quest="$(realpath "$1")"
runs="${2:-50}"
jobs="${3:-4}"
course=Tests/Fixtures/Courses/edit-sheet/Lessons
work="$(mktemp -d /tmp/quest-stress-XXXXXX)"
trap '[[ -n "${QUEST_KEEP_STRESS:-}" ]] || rm -rf "$work"' EXIT
started=$SECONDS

one() {  # one INDEX: validates once, keeps the output and the exit status
    "$quest" validate "$course" >"$work/$1.out" 2>&1
    echo $? >"$work/$1.status"
}
export -f one
export quest course work
seq 1 "$runs" | xargs -P "$jobs" -I{} bash -c 'one {}'

flips=0
declare -A outcomes=()
for index in $(seq 1 "$runs"); do
    status="$(cat "$work/$index.status")"
    rows="$(grep -E '^[✓✗] ' "$work/$index.out" | sed -E 's/ +[0-9.]+ s$//')"
    while IFS= read -r row; do
        [[ -n "$row" ]] && outcomes["$(echo "$row" | sed -E 's/ {2,}/ | /g')"]=1
    done <<<"$rows"
    if [[ "$status" != 0 ]] || grep -q '^✗ ' <<<"$rows"; then
        flips=$((flips + 1))
        echo "FLIP run $index (exit $status):"
        grep -E '^✗ |error:' "$work/$index.out" | sed 's/^/    /'
    fi
done
elapsed=$((SECONDS - started))
echo "distinct rows over all runs:"
printf '    %s\n' "${!outcomes[@]}" | sort
echo "$runs validations of $course, $jobs at once: $flips flipped ($elapsed s, $((elapsed * jobs / runs)) s per validation)"
[[ $flips -eq 0 ]]
