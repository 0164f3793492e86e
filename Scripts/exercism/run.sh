#!/usr/bin/env bash
# Exercism test-runner interface for quest: run.sh <slug> <input-dir> <output-dir>
#
# Grades the solution in <input-dir> (read only; quest compiles in a temporary folder) and writes
# <output-dir>/results.json (Exercism's test-runner format, version 3, at most 500 KB). Always exits 0, as the interface requires:
# a failing or non-compiling solution is a result, not an error of the runner.
#
# <slug> is a lesson slug (lesson22: every exercise whose entry type is in the solution) or an exercise id
# (deep-link-router: that exercise only). Environment:
#   QUEST_BIN      the quest executable (default: quest on PATH, else .build/release/quest, else .build/debug/quest)
#   QUEST_LESSONS  the lessons folder (default: ../Lessons beside this script's folder, as in quest's image
#                  (/opt/test-runner/bin/run.sh, /opt/test-runner/Lessons), else Lessons of this script's repository)
set -u

if [ "$#" -ne 3 ]; then
    echo "usage: run.sh <slug> <input-dir> <output-dir>" >&2
    exit 0
fi
slug="$1"
input="${2%/}"
output="${3%/}"
here="$(cd "$(dirname "$0")/../.." && pwd)"
lessons="${QUEST_LESSONS:-}"
if [ -z "$lessons" ]; then
    lessons="$here/Lessons"
    [ -d "$(dirname "$0")/../Lessons" ] && lessons="$(cd "$(dirname "$0")/../Lessons" && pwd)"
fi
results="$output/results.json"
mkdir -p "$output"

write_error() {
    # $1: the message, as plain text; escaped here so the file is always valid JSON.
    local message
    message=$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' | awk '{printf "%s\\n", $0}')
    printf '{"version": 3, "status": "error", "message": "%s"}\n' "$message" > "$results"
}

quest="${QUEST_BIN:-}"
if [ -z "$quest" ]; then
    for candidate in "$(command -v quest 2>/dev/null)" "$here/.build/release/quest" "$here/.build/debug/quest"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then quest="$candidate"; break; fi
    done
fi
if [ -z "$quest" ] || [ ! -x "$quest" ]; then
    write_error "The grader is not installed: no quest executable (set QUEST_BIN)."
    exit 0
fi

arguments=()
if [ -f "$lessons/$slug.md" ]; then
    arguments=("$slug")
else
    lesson_file=$(grep -l -E "^id:[[:space:]]*$slug[[:space:]]*$" "$lessons"/*.md 2>/dev/null | head -n 1)
    if [ -z "$lesson_file" ]; then
        write_error "No lesson or exercise named '$slug' in $lessons."
        exit 0
    fi
    arguments=("$(basename "$lesson_file" .md)" --exercise "$slug")
fi

rm -f "$results"
stderr_file=$(mktemp)
"$quest" check "${arguments[@]}" "$input" --lessons "$lessons" --format json --output "$results" 2> "$stderr_file"
status=$?
if [ ! -s "$results" ]; then
    write_error "quest check stopped (exit status $status) without a result: $(head -c 4000 "$stderr_file")"
elif [ "$(wc -c < "$results")" -gt 512000 ]; then
    # The interface allows at most 500 KB; quest caps each test's output, but compiler messages are not capped.
    write_error "The results were larger than 500 KB ($(wc -c < "$results") bytes): run quest check $slug on the solution to see them."
fi
rm -f "$stderr_file"
exit 0
