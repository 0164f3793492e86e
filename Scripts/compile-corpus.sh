#!/usr/bin/env bash
# Compiles learner-style SwiftUI files against the built QuestUI module exactly as the grader does
# (`import SwiftUI` kept, `-module-alias SwiftUI=QuestUI`, main-actor default isolation; `#Preview`, `PreviewProvider`,
# `@main` and `import Combine` set aside by Scripts/prepare-learner-file.py as QuestGrader does), in Swift 6 and Swift 5
# language modes, and prints which compile in each mode, how long each took, the first error of each failure, and a
# summary line per mode (`swift 6 + MainActor: 37/40 (92%)`).
#
#   Scripts/compile-corpus.sh [file or folder…]    default: Tests/QuestUITests/Corpus
#
# Environment: SCRATCH (default /tmp/build-ui) is the `swift build --scratch-path` holding QuestUI; it is (re)built
# first unless NO_BUILD=1. MODES (default "6 5"); VERBOSE=1 prints the first five errors of each failing file.
# Exit status: 0 when every file compiles in every mode, 1 otherwise, 64 when QuestUI cannot be built or found.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-/tmp/build-ui}

if [ "${NO_BUILD:-0}" != 1 ]; then
    if ! QUEST_ONLY=QuestUI swift build --scratch-path "$scratch" --target QuestUI >/tmp/compile-corpus-build.$$ 2>&1; then
        grep -E 'error:' /tmp/compile-corpus-build.$$ | head -20 >&2
        echo "QuestUI did not build (full log: /tmp/compile-corpus-build.$$)" >&2
        exit 64
    fi
    rm -f /tmp/compile-corpus-build.$$
fi

modules="$scratch/debug/Modules"
[ -e "$modules/QuestUI.swiftmodule" ] ||
    modules=$(dirname "$(find "$scratch" -name QuestUI.swiftmodule -path '*debug/Modules*' 2>/dev/null | head -1)")
if [ ! -e "$modules/QuestUI.swiftmodule" ]; then
    echo "QuestUI.swiftmodule not found under $scratch; build first:" >&2
    echo "  QUEST_ONLY=QuestUI swift build --scratch-path $scratch" >&2
    exit 64
fi

files=()
for argument in "${@:-Tests/QuestUITests/Corpus}"; do
    if [ -d "$argument" ]; then
        files+=("$argument"/*.swift)
    else
        files+=("$argument")
    fi
done
cache=${MODULE_CACHE:-/tmp/questui-module-cache}
prepared=$(mktemp -d)
trap 'rm -rf "$prepared"' EXIT

status=0
summaries=()
for mode in ${MODES:-6 5}; do
    passed=0
    total=0
    for file in "${files[@]}"; do
        total=$((total + 1))
        start=$(date +%s.%N)
        copy="$prepared/$(basename "$file")"
        Scripts/prepare-learner-file.py "$file" >"$copy"
        output=$(swiftc -typecheck -swift-version "$mode" -module-alias SwiftUI=QuestUI -I "$modules" \
            -default-isolation MainActor -module-cache-path "$cache" -parse-as-library "$copy" 2>&1)
        result=$?
        seconds=$(echo "$(date +%s.%N) - $start" | bc)
        if [ $result -eq 0 ]; then
            passed=$((passed + 1))
            printf 'swift %s  OK    %5.2fs  %s\n' "$mode" "$seconds" "$file"
        else
            status=1
            printf 'swift %s  FAIL  %5.2fs  %s\n        %s\n' "$mode" "$seconds" "$file" \
                "$(echo "$output" | grep -m1 'error:' | sed 's|^[^ ]*/||')"
            [ "${VERBOSE:-0}" = 1 ] && echo "$output" | grep -E 'error:' | head -5 | sed 's/^/        /'
        fi
    done
    summaries+=("$(printf 'swift %s + MainActor: %d/%d (%d%%)' "$mode" "$passed" "$total" $((total ? passed * 100 / total : 0)))")
done
printf '%s\n' "${summaries[@]}"
exit $status
