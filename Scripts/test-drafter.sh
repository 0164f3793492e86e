#!/usr/bin/env bash
# The build-along drafter's generality, measured with the real quest binary on the fixture exercises of
# Tests/Fixtures/Courses/drafter (a searchable list, a sheet that edits, a navigation push, an alert, a form whose
# button enables when valid, a router without UI). For each lesson, in a fresh copy of the course:
#   1. `quest draft tutorial` cold (empty cache), timed: it must draft at least MIN_STEPS steps (default 3);
#   2. the same draft warm (from .quest-cache/tutorial), timed: it must give the same bytes;
#   3. the draft appended to the lesson: `quest validate` must replay every step (exit 0).
#   Scripts/test-drafter.sh QUEST_BINARY [LESSON…]     (LESSON: lesson31 … lesson36 of the drafter fixture, or
#                                                       COURSE/lessonNN of Tests/Fixtures/Courses/COURSE; default
#                                                       the drafter fixture's six)
# Prints a table (lesson, steps, candidates, cold s, warm s, load), the drafts in $DRAFTS_DIR when set, then
# `N passed, N failed`; exits 1 when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 || ! -x "$1" ]]; then
    echo "usage: Scripts/test-drafter.sh QUEST_BINARY [LESSON…]" >&2
    echo "0 passed, 1 failed"
    exit 1
fi
quest="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
fixture=Tests/Fixtures/Courses/drafter/Lessons
if [[ $# -gt 0 ]]; then lessons=("$@"); else lessons=(lesson31 lesson32 lesson33 lesson34 lesson35 lesson36); fi
min_steps="${MIN_STEPS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
started=$SECONDS

seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

printf '%-22s %6s %11s %7s %7s %6s  %s\n' lesson steps candidates cold warm load result
for name in "${lessons[@]}"; do
    lesson="${name##*/}"
    course="$work/${name//\//-}"
    mkdir -p "$course/Lessons"
    if [[ "$name" == */* ]]; then
        # Another fixture course: all of its Lessons/ (its course.md and shared check helpers too).
        cp -R "Tests/Fixtures/Courses/${name%%/*}/Lessons/." "$course/Lessons/"
    else
        cp -R "$fixture/$lesson.md" "$fixture/$lesson" "$course/Lessons/"
    fi
    load="$(cut -d' ' -f1 /proc/loadavg)"
    t0="$(seconds)"
    (cd "$course" && "$quest" draft tutorial "$lesson" --lessons Lessons --output cold.md 2>cold.log)
    status=$?
    t1="$(seconds)"
    (cd "$course" && "$quest" draft tutorial "$lesson" --lessons Lessons --output warm.md 2>warm.log)
    t2="$(seconds)"
    steps="$(grep -c '^### Step ' "$course/cold.md" 2>/dev/null || echo 0)"
    candidates="$(sed -n 's/.*: \([0-9]*\) candidates\{0,1\} tried.*/\1/p' "$course/cold.log" | head -1)"
    problem=""
    if [[ $status -ne 0 ]]; then
        problem="draft exited $status: $(head -3 "$course/cold.log")"
    elif [[ "$steps" -lt "$min_steps" ]]; then
        problem="$steps drafted, fewer than $min_steps: $(cat "$course/cold.log")"
    elif ! cmp -s "$course/cold.md" "$course/warm.md"; then
        problem="the warm draft differs from the cold one"
    else
        { printf '\n'; cat "$course/cold.md"; } >> "$course/Lessons/$lesson.md"
        if ! (cd "$course" && "$quest" validate Lessons > validate.log 2>&1); then
            problem="validate failed: $(grep -v '^✓' "$course/validate.log" | head -8)"
        fi
    fi
    if [[ -n "${DRAFTS_DIR:-}" ]]; then
        mkdir -p "$DRAFTS_DIR"
        cp "$course/cold.md" "$DRAFTS_DIR/$lesson.md" 2>/dev/null
        cp "$course/cold.log" "$DRAFTS_DIR/$lesson.log" 2>/dev/null
    fi
    if [[ -z "$problem" ]]; then result=ok; passed=$((passed + 1)); else result="FAIL"; failed=$((failed + 1)); fi
    printf '%-22s %6s %11s %7s %7s %6s  %s\n' "$name" "$steps" "${candidates:-?}" "$(elapsed "$t0" "$t1")" "$(elapsed "$t1" "$t2")" "$load" "$result"
    [[ -n "$problem" ]] && printf '    %s\n' "$problem"
done
echo "$passed passed, $failed failed ($((SECONDS - started)) s)"
[[ $failed -eq 0 ]]
