#!/usr/bin/env bash
# quest as a new user gets it: install into a temporary prefix, then, from an unrelated folder with only that prefix
# (and the system's /usr/bin:/bin) on PATH, start a course with `quest init`, validate and build it, start its lesson
# as a learner, check the starter (fails) and the solution (passes), ask `quest doctor`; then uninstall and see the
# prefix as it was. Also parses the generated CI workflow as YAML and checks its steps.
#   Scripts/test-install.sh
# Prints one line per step, then `N passed, N failed`; exits 1 when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
python="${PYTHON:-$repo/.venv/bin/python}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Left 0700, as mktemp -d makes it (and as /root is in containers): as root, the sandbox runs the learner's program as
# a user of its own, which cannot enter this folder; grading must work all the same (quest-sandbox's StagedViews).
chmod 700 "$work"
prefix="$work/prefix"
mkdir -p "$prefix/share"         # something of the user's own, which the install must leave alone
touch "$prefix/share/keep-me"
before="$(cd "$prefix" && find . | sort)"
passed=0
failed=0

step() {  # step NAME EXPECTED-EXIT COMMAND… : runs the command, compares its exit code
    local name="$1" expected="$2"
    shift 2
    local started=$SECONDS
    "$@" >"$work/out" 2>&1
    local code=$?
    if [[ "$code" == "$expected" ]]; then
        passed=$((passed + 1))
        echo "PASS $name (exit $code, $((SECONDS - started)) s)"
    else
        failed=$((failed + 1))
        echo "FAIL $name: exit $code, expected $expected"
        sed 's/^/    /' "$work/out" | tail -30
    fi
}
expect() {  # expect NAME CONDITION-COMMAND…
    local name="$1"
    shift
    if "$@"; then passed=$((passed + 1)); echo "PASS $name"; else failed=$((failed + 1)); echo "FAIL $name"; fi
}

step "install into a temporary prefix" 0 Scripts/install.sh --prefix "$prefix"
manifest_first="$(cat "$prefix/lib/quest/install-manifest.txt" 2>/dev/null)"
step "install again (idempotent)" 0 Scripts/install.sh --prefix "$prefix"
expect "the second install writes the same files" test "$manifest_first" == "$(cat "$prefix/lib/quest/install-manifest.txt" 2>/dev/null)"
expect "bin/quest and bin/quest-sandbox are installed" test -x "$prefix/bin/quest" -a -x "$prefix/bin/quest-sandbox"

# From here on: an unrelated folder, only the prefix and the system folders on PATH (swiftc is found by quest itself).
mkdir -p "$work/elsewhere"
cd "$work/elsewhere"
export PATH="$prefix/bin:/usr/bin:/bin"
unset QUEST_MODULES QUEST_SWIFTC
step "quest --version" 0 quest --version
expect "--version names the compiler" grep -q "Swift version" "$work/out"
step "quest init course" 0 quest init course
step "quest init refuses a folder that is not empty" 1 quest init course
step "quest validate course/Lessons" 0 quest validate course/Lessons
step "quest build inside the course" 0 bash -c 'cd course && quest build'
expect "the course's site has its lesson page" test -f course/Site/lesson1/index.html
step "quest start lesson1 (learner workspace)" 0 quest start lesson1 workspace --lessons course/Lessons
step "quest check the starter, inside the workspace, no flags (fails)" 1 bash -c 'cd workspace && quest check'
cp course/Lessons/lesson1/solution/*.swift workspace/
step "quest check the solution (passes)" 0 bash -c 'cd workspace && quest check'
step "quest doctor" "$([[ $(id -u) -eq 0 ]] && echo 0 || echo 1)" quest doctor
cp "$work/out" "$work/doctor.txt"
sed 's/^/    doctor: /' "$work/doctor.txt"

step "the CI workflow is valid YAML with validate, build and publish steps" 0 "$python" - course/.github/workflows/quest.yml <<'PY'
import sys, yaml
workflow = yaml.safe_load(open(sys.argv[1]))
runs = [step.get("run", "") for job in workflow["jobs"].values() for step in job.get("steps", [])]
uses = [step.get("uses", "") for job in workflow["jobs"].values() for step in job.get("steps", [])]
assert any("quest validate Lessons --format github" in run for run in runs), runs
assert any(run.strip() == "quest build" for run in runs), runs
assert any(use.startswith("actions/deploy-pages") for use in uses), uses
assert any(use.startswith("actions/upload-pages-artifact") for use in uses), uses
PY
expect "the course has a .gitignore and a README" test -f course/.gitignore -a -f course/README.md

cd "$repo"
step "uninstall" 0 Scripts/install.sh --prefix "$prefix" --uninstall
expect "the prefix is as it was before the install" test "$before" == "$(cd "$prefix" && find . | sort)"

echo "$passed passed, $failed failed"
((failed == 0))
