#!/usr/bin/env bash
# Fails when the committed Site/ is not what `quest build` makes from Lessons/ and Templates/ now.
# Builds into a temporary folder (Site/ is never touched) and diffs the two trees byte for byte.
# Decks are dated by each lesson's last commit (Docs/decks.md), and a lesson changed since its commit by its file time,
# which no clean clone reproduces: so Lessons/ and Templates/ must be committed first (then build and commit Site/).
#   Scripts/check-site-fresh.sh [path/to/quest]     default: builds quest in release mode
set -euo pipefail
cd "$(dirname "$0")/.."

quest="${1:-}"
if [[ -z "$quest" ]]; then
    swift build -c release --product quest >/dev/null
    quest="$(swift build -c release --show-bin-path)/quest"
fi
if [[ ! -d Site ]]; then
    echo "error: Site/ is missing; run 'quest build' and commit Site/"
    exit 1
fi

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    uncommitted="$(git status --porcelain --untracked-files=all -- Lessons Templates)"
    if [[ -n "$uncommitted" ]]; then
        echo "$uncommitted"
        echo "error: Lessons/ or Templates/ have changes that are not committed: commit them, then run 'quest build' and commit Site/"
        exit 1
    fi
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$quest" build --lessons Lessons --templates Templates --out "$scratch/Site" >"$scratch/build.log" 2>&1 || {
    cat "$scratch/build.log"
    echo "error: quest build failed"
    exit 1
}
if diff -r Site "$scratch/Site" >"$scratch/diff.txt"; then
    echo "Site/ is up to date with Lessons/ and Templates/"
else
    head -n 40 "$scratch/diff.txt"
    echo "error: Site/ is stale: run 'quest build' and commit Site/"
    exit 1
fi
