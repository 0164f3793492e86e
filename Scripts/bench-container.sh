#!/usr/bin/env bash
# Grading at scale, measured: grades N learner submissions (Tests/Submissions, cycled) through quest's image, one
# container per submission under Exercism's runner contract (Scripts/quest-in-container.sh), P containers at a time,
# and the same N gradings on the host with the host's quest, P at a time; prints submissions per minute and the p50
# and p95 latency of one grading for each. Each host grading gets a fresh copy of its submission, so that neither side
# reuses an earlier grading's build.
#
#   Scripts/bench-container.sh QUEST_BINARY IMAGE [N] [P…]     (default N 12, P 1 2)
#
# Build the image first (Scripts/test-container.sh leaves localhost/quest:test). A benchmark, not a test: it asserts
# nothing about time.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 2 || ! -x "$1" ]]; then
    echo "usage: Scripts/bench-container.sh QUEST_BINARY IMAGE [N] [P…]" >&2
    exit 64
fi
host_quest="$(realpath "$1")"
export QUEST_IMAGE="$2"
count="${3:-12}"
shift 3 2>/dev/null || shift $#
parallel=("$@")
((${#parallel[@]})) || parallel=(1 2)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

submissions=()
for folder in Tests/Submissions/*/ Tests/Submissions/wrong/*/; do
    [[ "$folder" == Tests/Submissions/wrong/ ]] || submissions+=("${folder%/}")
done
((${#submissions[@]})) || { echo "no submissions found" >&2; exit 1; }

# grade_one WHERE INDEX: grades submission INDEX (cycled), appends "milliseconds" to $work/WHERE.times.
grade_one() {
    local where="$1" index="$2" folder begin end
    folder="${submissions[$((index % ${#submissions[@]}))]}"
    begin=$(date +%s%N)
    if [[ "$where" == host ]]; then
        # A folder of its own each time, as a new submission is: quest's build folder (keyed by the folder) starts
        # empty, as it does in a new container; the module cache is warm in both.
        local fresh="$work/submission-$RANDOM$RANDOM"
        cp -R "$folder" "$fresh"
        "$host_quest" check lesson22 "$fresh" --lessons Lessons --format json >/dev/null 2>&1
        rm -rf "$fresh"
    else
        Scripts/quest-in-container.sh check lesson22 "$folder" --lessons Lessons --format json >/dev/null 2>&1
    fi
    end=$(date +%s%N)
    echo $(((end - begin) / 1000000)) >>"$work/$where.times"
}

# run WHERE P: N gradings, P at a time; prints the table row.
run() {
    local where="$1" lanes="$2" begin end index lane
    rm -f "$work/$where.times"
    begin=$(date +%s%N)
    for ((lane = 0; lane < lanes; lane++)); do
        (
            for ((index = lane; index < count; index += lanes)); do grade_one "$where" "$index"; done
        ) &
    done
    wait
    end=$(date +%s%N)
    local wall=$(((end - begin) / 1000000))
    sort -n "$work/$where.times" >"$work/sorted"
    local n p50 p95
    n=$(wc -l <"$work/sorted")
    p50=$(sed -n "$(((n + 1) / 2))p" "$work/sorted")
    p95=$(sed -n "$(((n * 95 + 99) / 100))p" "$work/sorted")
    printf '| %-9s | %d | %d | %6.1f | %6.2f s | %6.2f s |\n' "$where" "$lanes" "$n" \
        "$(bc -l <<<"$n * 60000 / $wall")" "$(bc -l <<<"$p50 / 1000")" "$(bc -l <<<"$p95 / 1000")"
}

# Warm both: the host's module cache and build folders, the image's layers in the page cache.
grade_one host 0 && grade_one container 0
echo "$count submissions of lesson 22 ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg) at start)"
echo "| where     | P | N | per minute | p50 | p95 |"
echo "|---|---|---|---|---|---|"
for lanes in "${parallel[@]}"; do
    run host "$lanes"
    run container "$lanes"
done
