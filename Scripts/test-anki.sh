#!/usr/bin/env bash
# Checks quest's decks against the real Anki: imports, re-imports after a rewording, text import, course package.
#
# usage: Scripts/test-anki.sh [QUEST_BINARY] [LESSONS_DIR]
#   QUEST_BINARY  the quest executable (default: .build/debug/quest, built when missing)
#   LESSONS_DIR   the course (default: Lessons)
# The official `anki` package is installed from PyPI into a virtual environment (QUEST_ANKI_VENV, default
# .build/anki-venv) on first use. Prints `N passed, N failed`; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

quest="${1:-.build/debug/quest}"
lessons="${2:-Lessons}"
venv="${QUEST_ANKI_VENV:-.build/anki-venv}"
anki_version="${QUEST_ANKI_VERSION:-26.9.3}"

if [[ ! -x "$quest" ]]; then
    swift build --product quest
fi
if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/python" -c "import anki" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "anki==$anki_version"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/quest-anki.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" Tests/anki/check_anki.py "$quest" "$lessons" "$work"
