#!/usr/bin/env bash
# Exercism analyzer interface for quest: analyze.sh <slug> <input-dir> <output-dir>
#
# Comments on the solution in <input-dir> (read only; nothing is compiled or run) and writes <output-dir>/analysis.json
# (`summary`, and `comments` each with `comment`, `params` and `type`) and <output-dir>/tags.json (`tags`), as
# Exercism's analyzer interface documents them. Always exits 0: a solution the analyzer cannot read still gets an
# analysis.json (an empty one), so the website shows the test results without comments.
#
# <slug> is an exercise id (deep-link-router) or a lesson slug (lesson22): its `advice:` tuning applies when the
# course has it; another slug is analyzed with the rules as they are. Environment:
#   QUEST_BIN      the quest executable (default: quest on PATH, else .build/release/quest, else .build/debug/quest)
#   QUEST_LESSONS  the lessons folder (default: Lessons next to this script's repository)
set -u

if [ "$#" -ne 3 ]; then
    echo "usage: analyze.sh <slug> <input-dir> <output-dir>" >&2
    exit 0
fi
slug="$1"
input="${2%/}"
output="${3%/}"
here="$(cd "$(dirname "$0")/../.." && pwd)"
lessons="${QUEST_LESSONS:-$here/Lessons}"
mkdir -p "$output"

write_empty() {
    printf '{\n  "comments" : [],\n  "summary" : "%s"\n}\n' "$1" > "$output/analysis.json"
    printf '{\n  "tags" : []\n}\n' > "$output/tags.json"
}

quest="${QUEST_BIN:-}"
if [ -z "$quest" ]; then
    for candidate in "$(command -v quest 2>/dev/null)" "$here/.build/release/quest" "$here/.build/debug/quest"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then quest="$candidate"; break; fi
    done
fi
if [ -z "$quest" ] || [ ! -x "$quest" ]; then
    write_empty "The analyzer is not installed."
    exit 0
fi

tuning=()
if [ -f "$lessons/$slug.md" ] || grep -q -E "^id:[[:space:]]*$slug[[:space:]]*$" "$lessons"/*.md 2>/dev/null; then
    tuning=(--exercise "$slug" --lessons "$lessons")
fi

rm -f "$output/analysis.json" "$output/tags.json"
if ! "$quest" analyze "$input" "${tuning[@]}" --format exercism --output "$output" 2>/dev/null \
    || [ ! -s "$output/analysis.json" ]; then
    write_empty "The analyzer could not read this solution."
fi
exit 0
