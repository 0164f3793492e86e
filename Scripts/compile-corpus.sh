#!/usr/bin/env bash
# Measures how much learner-style SwiftUI code QuestUI accepts: compiles each file on its own with
# `quest typecheck` (the grader's own settings and preview rules) in Swift 5 and Swift 6 language modes, both with
# MainActor default isolation, and prints per file OK/FAIL with the first error, and one summary line per mode
# (`swift 5 + MainActor: 85/85 (100%)`).
#
#   Scripts/compile-corpus.sh [QUEST] [file or folder…]
#       QUEST defaults to .build/debug/quest (run `swift build` first); files default to
#       Tests/QuestUITests/Corpus and Tests/QuestUITests/HeldOut.
# MODES (default "5 6") picks the modes. Exit 0 when every file compiles in the grader's mode (the first of MODES).
set -uo pipefail
cd "$(dirname "$0")/.."
quest=${1:-.build/debug/quest}
shift || true
[ -x "$quest" ] || { echo "no quest binary at $quest: run swift build" >&2; exit 64; }

files=()
for argument in "${@:-Tests/QuestUITests/Corpus Tests/QuestUITests/HeldOut}"; do
    for path in $argument; do
        if [ -d "$path" ]; then files+=("$path"/*.swift); else files+=("$path"); fi
    done
done

status=0
summaries=()
first=1
for mode in ${MODES:-5 6}; do
    passed=0
    for file in "${files[@]}"; do
        if output=$("$quest" typecheck --swift-version "$mode" "$file" 2>&1); then
            passed=$((passed + 1))
            printf 'swift %s  OK    %s\n' "$mode" "$file"
        else
            ((first)) && status=1
            printf 'swift %s  FAIL  %s\n        %s\n' "$mode" "$file" "$(grep -m1 'error:' <<<"$output")"
        fi
    done
    total=${#files[@]}
    summaries+=("$(printf 'swift %s + MainActor: %d/%d (%d%%)' "$mode" "$passed" "$total" $((passed * 100 / total)))")
    first=0
done
printf '%s\n' "${summaries[@]}"
exit $status
