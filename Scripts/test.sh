#!/usr/bin/env bash
# The whole test suite: Swift tests, then the checks that need the built `quest` binary and outside tools
# (real Anki, a real browser, the Nu HTML validator, the fuzzer). Every stage runs even when an earlier one
# failed, so one run shows everything that is wrong; the exit code is 1 when any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh --test || exit 1
export PATH="$PWD/.venv/bin:$PATH"
# A missing prebuilt QuestUI/QuestChecks module fails the grading tests here instead of skipping them.
export QUEST_REQUIRE_PREBUILT=1
# Deck timestamps follow SOURCE_DATE_EPOCH; the committed Site/ is built without it.
unset SOURCE_DATE_EPOCH

passed=0
failed=0
failures=()
stage() {
    local name=$1
    shift
    echo
    echo "=== $name"
    local start=$SECONDS
    if "$@"; then
        passed=$((passed + 1))
        echo "=== $name: ok ($((SECONDS - start)) s)"
    else
        failed=$((failed + 1))
        failures+=("$name")
        echo "=== $name: FAILED ($((SECONDS - start)) s)"
    fi
}

stage "build" swift build --build-tests -Xswiftc -warnings-as-errors
quest=.build/debug/quest
# The whole-run memory bound is measured on the host's available memory, so it runs alone, after the parallel tests.
memory_test='RunBoundTests/wholeRunMemory'
stage "swift test" swift test --skip-build --skip "$memory_test"
stage "sandbox: 5 GiB over a run's processes ends in its memory limit, alone on the machine" \
    swift test --skip-build --filter "$memory_test"
# The container stage's base (Debian and the toolchain: downloads and copying, little CPU) is assembled while the
# stages below run; the container stage waits for it.
base_log="$(mktemp /tmp/quest-container-base-XXXXXX.log)"
Scripts/container-base.sh >"$base_log" 2>&1 &
base_job=$!
stage "lint Lessons" "$quest" lint Lessons
stage "validate Lessons" "$quest" validate Lessons
stage "QuestUI accepts the learner corpus" Scripts/compile-corpus.sh "$quest"
stage "grading: learner submissions" Scripts/test-submissions.sh "$quest"
stage "sandbox: hostile learner programs" Scripts/test-hostile.sh "$quest"
stage "tutorial drafter: an alert, a router, a debounced search and a timer draft to 3+ steps that validate" Scripts/test-drafter.sh "$quest" lesson34 lesson36 packing-list/lesson24 tea-timer/lesson25
stage "Site/ is up to date" Scripts/check-site-fresh.sh "$quest"
stage "site: HTML validity, links, browser" Scripts/test-site.sh "$quest"
stage "decks: real Anki" Scripts/test-anki.sh "$quest"
stage "install: init, validate, build, start, check, doctor from any folder" Scripts/test-install.sh
wait "$base_job" || { echo "Scripts/container-base.sh failed:"; tail -n 20 "$base_log"; }
stage "container: the image under the runner contract (verdicts, Site/, doctor, hostile, init)" Scripts/test-container.sh "$quest"
stage "fuzz the lesson parser" Scripts/fuzz.sh 60

echo
((failed)) && printf 'failed stage: %s\n' "${failures[@]}"
echo "stages: $passed passed, $failed failed"
((failed == 0))
