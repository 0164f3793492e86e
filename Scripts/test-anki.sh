#!/usr/bin/env bash
# Checks quest's decks against the real Anki: imports, re-imports after a rewording, text import, course package.
#
# usage: Scripts/test-anki.sh [QUEST_BINARY] [LESSONS_DIR]
#   QUEST_BINARY  the quest executable (default: .build/debug/quest, built when missing)
#   LESSONS_DIR   the course (default: Lessons)
# Uses the virtual environment Scripts/setup.sh --test makes (QUEST_ANKI_VENV, default .venv); when it lacks the
# official `anki` package, installs it from PyPI at the version pinned in Scripts/requirements-test.txt.
# Prints `N passed, N failed`; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

quest="${1:-.build/debug/quest}"
lessons="${2:-Lessons}"
venv="${QUEST_ANKI_VENV:-.venv}"
requirement="$(grep -E '^anki==' Scripts/requirements-test.txt 2>/dev/null || echo anki)"

if [[ ! -x "$quest" ]]; then
    swift build --product quest
fi
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import anki" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$requirement"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/quest-anki.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" Tests/anki/check_anki.py "$quest" "$lessons" "$work"
