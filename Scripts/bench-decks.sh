#!/usr/bin/env bash
# Benchmark: `quest decks` on a generated 10,000-card course against genanki (PyPI) building the same notes.
#
# usage: Scripts/bench-decks.sh [QUEST_BINARY] [RUNS]
#   QUEST_BINARY  default .build/release/quest, built with `swift build -c release` when missing
#   RUNS          timed runs of each tool after one warm-up (default 5); medians are reported
# Uses the virtual environment Scripts/setup.sh --test makes (QUEST_BENCH_VENV, default .venv); when it lacks
# genanki, installs it from PyPI at the version pinned in Scripts/requirements-test.txt.
# Prints both times and their ratio; quest's target is at most 0.5 × genanki's time. Timing never fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

quest="${1:-.build/release/quest}"
runs="${2:-5}"
venv="${QUEST_BENCH_VENV:-.venv}"
requirement="$(grep -E '^genanki==' Scripts/requirements-test.txt 2>/dev/null || echo genanki)"

if [[ ! -x "$quest" ]]; then
    swift build -c release --product quest
fi
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import genanki" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$requirement"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/quest-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" Tests/anki/bench_decks.py "$quest" "$work" "$runs"
