#!/usr/bin/env bash
# Grades lesson 22 submissions written by people other than the checks' author, with the real quest binary:
#   Tests/Submissions/<name>/        correct solutions in many styles: each must pass every check;
#   Tests/Submissions/wrong/<name>/  wrong ones, each with a `fails` file:
#       line 1: the check it must fail, then optionally how the run must end
#               (`crashed`, `time limit`, `did not compile`, `out of memory`, `output limit`; default a plain failure)
#       line 2: the mistake, in one line
#     It must fail that check and no other; a crash or a compile error must name the learner's file:line.
#   Scripts/test-submissions.sh QUEST_BINARY [NAME…]     (NAME: that submission, or, when no folder is named so,
#                                                         every submission whose folder name contains it)
#   JOBS=N grades N submissions at a time (default 2: one `quest check` keeps about one core busy; build folders,
#   sandbox users and the runtime library are locked per process, so concurrent checks do not share them).
# Prints one line per submission, then `N passed, N failed`; exits 1 when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 || ! -x "$1" ]]; then
    echo "usage: Scripts/test-submissions.sh QUEST_BINARY [NAME…]" >&2
    echo "0 passed, 1 failed"
    exit 1
fi
quest="$1"
shift
filters=("$@")
command -v jq >/dev/null || { echo "missing jq (apt-get install jq)"; echo "0 passed, 1 failed"; exit 1; }

root=Tests/Submissions
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
started=$SECONDS

selected() {  # true when no NAME was given, the folder is one of them, or its name contains one that names no folder
    [[ ${#filters[@]} -eq 0 ]] && return 0
    local filter
    for filter in "${filters[@]}"; do
        # A NAME that is a submission's own (flag-before-name) selects that one only, not others that contain it
        # (flag-before-name-in-hstack): the container stage passes every name and counts what was graded.
        if [[ -d "$root/$filter" ]]; then
            [[ "$1" == "$filter" ]] && return 0
        elif [[ "$1" == *"$filter"* ]]; then
            return 0
        fi
    done
    return 1
}

report() {  # report PASS|FAIL NAME DETAIL
    if [[ "$1" == PASS ]]; then
        passed=$((passed + 1))
        printf 'ok    %-40s %s\n' "$2" "$3"
    else
        failed=$((failed + 1))
        printf 'FAIL  %-40s %s\n' "$2" "$3"
    fi
}

# check DIR KEY: grades one submission into $work/KEY.{json,err,code,seconds} (run JOBS at a time, below)
check() {
    local begin=$SECONDS
    "$quest" check lesson22 "$1" --lessons Lessons --format json >"$work/$2.json" 2>"$work/$2.err"
    echo $? >"$work/$2.code"
    echo $((SECONDS - begin)) >"$work/$2.seconds"
}

# grade NAME -> copies NAME's results to $work/out.json and $work/err.txt, sets $code and $seconds
grade() {
    local key="${1//\//_}"
    cp "$work/$key.json" "$work/out.json"
    cp "$work/$key.err" "$work/err.txt"
    code="$(cat "$work/$key.code")"
    seconds="$(cat "$work/$key.seconds")"
}

# Every selected submission is checked first, JOBS at a time; the verdicts are then judged in order.
names=()
for folder in "$root"/*/ "$root"/wrong/*/; do
    name="${folder#"$root"/}"
    name="${name%/}"
    [[ "$name" == wrong ]] && continue
    selected "$name" && names+=("$name")
done
export -f check
export quest work
printf '%s\n' "${names[@]}" | xargs -P "${JOBS:-2}" -I{} bash -c 'name="$1"; check "'"$root"'/$name" "${name//\//_}"' _ {}

# The checks that did not pass, one per line: the middle part of `exercise › check › step`.
failing_checks() {
    jq -r '.tests[]? | select(.status != "pass") | .name | split(" › ") | if length > 2 then .[1] else "-" end' \
        "$work/out.json" | sort -u
}

learner_line='(ContentView|Router|RootView|[A-Za-z]+View|[A-Za-z]+App)\.swift:[0-9]+'

for folder in "$root"/*/; do
    name="$(basename "$folder")"
    [[ "$name" == wrong ]] && continue
    selected "$name" || continue
    grade "$name"
    status="$(jq -r '.status' "$work/out.json" 2>/dev/null)"
    if [[ "$status" == pass && $code -eq 0 ]]; then
        report PASS "$name" "pass (${seconds}s)"
    else
        why="$(jq -r '[.message // empty] + [.tests[]? | select(.status != "pass") | "\(.name): \(.message // "")"] | .[0:3] | join(" | ")' \
            "$work/out.json" 2>/dev/null | tr '\n' ' ' | cut -c1-400)"
        report FAIL "$name" "expected pass, got ${status:-no JSON} exit $code (${seconds}s): ${why:-$(head -c 300 "$work/err.txt")}"
    fi
done

for folder in "$root"/wrong/*/; do
    name="wrong/$(basename "$folder")"
    selected "$name" || continue
    if [[ ! -f "$folder/fails" ]]; then
        report FAIL "$name" "no fails file"
        continue
    fi
    read -r check expected_outcome < "$folder/fails"
    expected_outcome="${expected_outcome:-failed}"
    grade "$name"
    status="$(jq -r '.status' "$work/out.json" 2>/dev/null)"
    problems=()
    message=""
    case "$expected_outcome" in
    failed)
        [[ $code -eq 1 ]] || problems+=("exit $code, expected 1")
        checks="$(failing_checks | tr '\n' ' ')"
        [[ "$checks" == "$check " ]] || problems+=("failed checks: [${checks% }], expected [$check]")
        errors="$(jq -r '[.tests[]? | select(.status == "error") | .name] | join(", ")' "$work/out.json")"
        [[ -z "$errors" ]] || problems+=("did not finish: $errors")
        ;;
    "did not compile")
        [[ $code -eq 2 ]] || problems+=("exit $code, expected 2")
        message="$(jq -r '[.message // empty] + [.tests[]? | select(.name | endswith("› did not compile")) | .message] | join("\n")' \
            "$work/out.json")"
        [[ -n "$message" ]] || problems+=("not reported as did not compile (status $status)")
        grep -Eq "$learner_line" <<<"$message" || problems+=("the message names no learner file:line")
        ;;
    *)
        # When no step finished, results.json has only a top-level message; otherwise an error test
        # `exercise › check › outcome` says how the run ended.
        [[ $code -eq 1 ]] || problems+=("exit $code, expected 1")
        outcomes="$expected_outcome"
        [[ "$expected_outcome" == "time limit" ]] && outcomes="time limit|CPU limit"
        if [[ "$status" == error ]]; then
            message="$(jq -r '.message // ""' "$work/out.json")"
            case "$expected_outcome" in
            crashed) phrase="The code crashed" ;;
            "time limit") phrase="still running after|s of CPU time" ;;
            "output limit") phrase="KB of output" ;;
            "out of memory") phrase="MB of memory" ;;
            *) phrase="$expected_outcome" ;;
            esac
            grep -Eq "$phrase" <<<"$message" || problems+=("not reported as $expected_outcome: $message")
            grep -Fq "($check)" <<<"$message" || problems+=("not reported during $check: $message")
        else
            message="$(jq -r '.tests[]? | select(.status == "error") | .message' "$work/out.json")"
            unfinished="$(jq -r '.tests[]? | select(.status == "error") | .name' "$work/out.json")"
            grep -Eq "› $check › ($outcomes)\$" <<<"$unfinished" \
                || problems+=("no error test \"… › $check › $expected_outcome\" (got: $(tr '\n' ',' <<<"$unfinished"))")
            checks="$(failing_checks | tr '\n' ' ')"
            [[ "$checks" == "$check " ]] || problems+=("unfinished or failed checks: [${checks% }], expected [$check]")
        fi
        if [[ "$expected_outcome" == crashed ]]; then
            grep -Eq "$learner_line" <<<"$message" || problems+=("the crash names no learner file:line: $message")
        fi
        ;;
    esac
    place="$(grep -oE "$learner_line" <<<"${message:-}" | head -n1)"
    if [[ ${#problems[@]} -eq 0 ]]; then
        report PASS "$name" "$check: $expected_outcome${place:+ at $place} (${seconds}s)"
    else
        report FAIL "$name" "$(IFS=';'; echo "${problems[*]}") (${seconds}s)"
    fi
done

echo "submissions took $((SECONDS - started))s"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
