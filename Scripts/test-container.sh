#!/usr/bin/env bash
# The container stage: builds quest's image (Containerfile) with Debian's podman, from a base assembled here without a
# registry (Scripts/container-base.sh), then holds it, under Exercism's runner contract (Scripts/quest-in-container.sh:
# --network none, a read-only root with a tmpfs /tmp, the solution read-only), to what the host does:
#   - quest doctor says container mode and exits 0, as Docs/container.md documents;
#   - the learner submissions give the verdicts Scripts/test-submissions.sh holds the host to;
#   - /opt/test-runner/bin/run.sh writes results.json (version 3, at most 500 KB) and exits 0, for a pass, a failure,
#     a compile error and an unknown slug;
#   - hostile programs (Tests/Hostile) are contained: the course cannot be read, signals and forks stay in the run,
#     forged records are not believed;
#   - quest build of Lessons/ writes the same bytes as the host's quest;
#   - quest init writes a devcontainer.json and a workflow that parse, name the image, and whose validate-and-build
#     commands (run here, in the container, on the new course) pass.
#
#   Scripts/test-container.sh QUEST_BINARY     (root; Scripts/setup.sh --test installs podman, runc, mmdebstrap)
#
# The base (3 minutes) is kept in podman's storage under a key of the toolchain and the package lists. The image's
# quest is this checkout's release install, copied in (--build-arg PREBUILT); QUEST_CONTAINER_BUILD=image makes the
# image build it instead (4 minutes on 2 cores), with a cache mount of the release build folder.
# Prints one line per step, then `N passed, N failed`; exits 1 when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 || ! -x "$1" ]]; then
    echo "usage: Scripts/test-container.sh QUEST_BINARY" >&2
    exit 1
fi
host_quest="$(realpath "$1")"
started=$SECONDS
passed=0
failed=0
work="$(mktemp -d /tmp/quest-container-XXXXXX)"
trap 'rm -rf "$work"' EXIT
report() {  # report PASS|FAIL NAME DETAIL
    if [[ "$1" == PASS ]]; then passed=$((passed + 1)); printf 'ok    %-44s %s\n' "$2" "$3"
    else failed=$((failed + 1)); printf 'FAIL  %-44s %s\n' "$2" "$3"; fi
}
finish() {
    echo "container stage took $((SECONDS - started))s"
    echo "$passed passed, $failed failed"
    ((failed == 0))
    exit
}
for tool in podman runc mmdebstrap jq python3; do
    command -v "$tool" >/dev/null || { report FAIL "$tool installed" "run Scripts/setup.sh --test"; finish; }
done

# Podman on these machines (Docs/container.md): its default ulimits cannot be set inside the machine's own
# container, so containers.conf must give none (written once, kept when already there).
conf=/etc/containers/containers.conf
if ! grep -qE '^[[:space:]]*default_ulimits[[:space:]]*=[[:space:]]*\[[[:space:]]*\]' "$conf" 2>/dev/null; then
    mkdir -p /etc/containers
    if grep -q '^\[containers\]' "$conf" 2>/dev/null; then
        sed -i '/^\[containers\]/a default_ulimits = []' "$conf"
    else
        printf '[containers]\ndefault_ulimits = []\n' >>"$conf"
    fi
fi

begin=$SECONDS
base="$(Scripts/container-base.sh)" || { report FAIL "base image" "Scripts/container-base.sh failed"; finish; }
report PASS "base image" "$base ($((SECONDS - begin))s)"

# The image's quest: the release install of this checkout (Scripts/install.sh, which the install stage has just built
# and tested, so this is a copy, not a second 4-minute compile), unless QUEST_CONTAINER_BUILD=image asks the image to
# build quest itself, as `podman build -f Containerfile .` does for a user.
build_args=(--build-arg BASE="$base")
prebuilt=.container-prefix
rm -rf "$prebuilt"
if [[ "${QUEST_CONTAINER_BUILD:-prebuilt}" != image ]]; then
    begin=$SECONDS
    if Scripts/install.sh --prefix "$PWD/$prebuilt" >"$work/install.log" 2>&1; then
        report PASS "release install for the image" "$prebuilt ($((SECONDS - begin))s)"
        build_args+=(--build-arg PREBUILT="$prebuilt")
    else
        report FAIL "release install for the image" "$(tail -n 20 "$work/install.log" | tr '\n' ' ')"
        finish
    fi
fi
trap 'rm -rf "$work" "$prebuilt"' EXIT

image=localhost/quest:test
begin=$SECONDS
previous="$(podman image inspect "$image" --format '{{.Id}}' 2>/dev/null)"
if nice podman --runtime runc build --quiet "${build_args[@]}" -t "$image" -f Containerfile . >"$work/build.log" 2>&1; then
    # The image this build replaced, left without a name: its own layers go (the base's stay).
    current="$(podman image inspect "$image" --format '{{.Id}}')"
    [[ -n "$previous" && "$previous" != "$current" ]] && podman rmi "$previous" >/dev/null 2>&1
    size="$(podman image inspect "$image" --format '{{.Size}}')"
    report PASS "image build" "$image, $((size / 1000000)) MB ($((SECONDS - begin))s)"
else
    report FAIL "image build" "$(tail -n 20 "$work/build.log" | tr '\n' ' ')"
    finish
fi
export QUEST_IMAGE="$image"
quest=Scripts/quest-in-container.sh

# quest doctor: container mode, exit 0 (Docs/container.md).
"$quest" doctor >"$work/doctor.txt" 2>&1
status=$?
if [[ $status -eq 0 ]] && grep -q "sandbox mode: container" "$work/doctor.txt" \
    && grep -q "can grade here in container mode" "$work/doctor.txt"; then
    report PASS "quest doctor in the container" "container mode, exit 0"
else
    report FAIL "quest doctor in the container" "exit $status: $(tr '\n' ' ' <"$work/doctor.txt" | cut -c1-600)"
fi

# The learner submissions: the verdicts Scripts/test-submissions.sh holds the host to, one container each, in two
# lanes at once (their time-limit cases mostly wait on the wall clock).
begin=$SECONDS
names=()
for folder in Tests/Submissions/*/ Tests/Submissions/wrong/*/; do
    name="${folder#Tests/Submissions/}"
    [[ "$name" == wrong/ ]] || names+=("${name%/}")
done
lanes=("" "")
for index in "${!names[@]}"; do lanes[$((index % 2))]+="${names[$index]} "; done
# shellcheck disable=SC2086 # each lane is a list of names, one word each
Scripts/test-submissions.sh "$quest" ${lanes[0]} >"$work/submissions.0.txt" 2>&1 &
first=$!
# shellcheck disable=SC2086
Scripts/test-submissions.sh "$quest" ${lanes[1]} >"$work/submissions.1.txt" 2>&1
status=$?
wait "$first" || status=1
graded="$(cat "$work"/submissions.*.txt | grep -cE '^(ok|FAIL) ')"
wrong="$(cat "$work"/submissions.*.txt | grep -c '^FAIL ')"
if [[ $status -eq 0 && $graded -eq ${#names[@]} ]]; then
    report PASS "learner submissions in the container" "$graded graded, the verdicts the host gives ($((SECONDS - begin))s)"
else
    report FAIL "learner submissions in the container" "$graded of ${#names[@]} graded, $wrong not as on the host"
    cat "$work"/submissions.*.txt | grep '^FAIL' | head -n 10 | sed 's/^/      /'
fi

# A quest on the machine clears each uid it takes of leftovers (`kill(-1, SIGKILL)` as that uid), which reaches the
# processes of that uid in every container. While a container's run waits out its time limit, the machine's 64 uids
# are cleared as quest does it: the container's run must still end in its time limit, never in a SIGKILL taken for
# the learner's crash (the container's PID namespace has uids of its own, SandboxUsers).
begin=$SECONDS
(
    sleep 12
    for offset in $(seq 0 63); do
        uid=$((0x70000000 + offset))
        setpriv --reuid="$uid" --regid="$uid" --clear-groups kill -9 -1 2>/dev/null
    done
) &
clearing=$!
Scripts/test-submissions.sh "$quest" wrong/open-waits-on-main-queue >"$work/cross.txt" 2>&1
status=$?
wait "$clearing"
if [[ $status -eq 0 ]]; then
    report PASS "the machine's runs never kill the container's" "time limit, with the machine's uids cleared ($((SECONDS - begin))s)"
else
    report FAIL "the machine's runs never kill the container's" "$(grep -E '^(FAIL|ok)' "$work/cross.txt" | tr '\n' ' ')"
fi

# The Exercism runner: results.json version 3, at most 500 KB, exit 0 whatever the solution.
runner() {  # runner SLUG SOLUTION_DIR → $work/output/results.json, sets $status
    rm -rf "$work/output" && mkdir -p "$work/output"
    podman --runtime runc run --rm --network none --read-only --read-only-tmpfs=false \
        --tmpfs /tmp:rw,exec,nosuid,nodev,size=2g -v "$(realpath "$2"):/solution:ro" -v "$work/output:/output" \
        --entrypoint /opt/test-runner/bin/run.sh "$image" "$1" /solution /output >"$work/runner.txt" 2>&1
    status=$?
}
mkdir -p "$work/empty"
for case in "lesson22 Lessons/lesson22/solution pass" "lesson22 Lessons/lesson22/starter fail" \
    "lesson22 Tests/Submissions/wrong/searchable-without-binding error" "no-such-lesson $work/empty error"; do
    read -r slug solution expected <<<"$case"
    [[ -d "$solution" ]] || { report FAIL "run.sh $slug $(basename "$solution")" "no folder $solution"; continue; }
    runner "$slug" "$solution"
    results="$work/output/results.json"
    got="$(jq -r 'select(.version == 3) | .status' "$results" 2>/dev/null)"
    bytes="$(wc -c <"$results" 2>/dev/null || echo 0)"
    if [[ $status -eq 0 && "$got" == "$expected" && $bytes -le 512000 ]]; then
        report PASS "run.sh $slug $(basename "$solution")" "exit 0, results.json v3 status $got, $bytes bytes"
    else
        report FAIL "run.sh $slug $(basename "$solution")" "exit $status, status ${got:-none} (expected $expected), $bytes bytes: $(head -c 300 "$work/runner.txt")"
    fi
done

# Hostile programs: contained in container mode as on the host.
begin=$SECONDS
Scripts/test-hostile.sh "$quest" read-solutions kill-everyone fork-bomb forged-records-real-names read-own-memory \
    setsid-daemon load-native-library load-native-memfd load-copied-library >"$work/hostile.txt" 2>&1
status=$?
if [[ $status -eq 0 ]]; then
    report PASS "hostile programs in the container" "$(grep -c '^ok' "$work/hostile.txt") contained ($((SECONDS - begin))s)"
else
    report FAIL "hostile programs in the container" "$(tail -n 1 "$work/hostile.txt")"
    grep '^FAIL' -A4 "$work/hostile.txt" | head -n 20 | sed 's/^/      /'
fi

# quest build of Lessons/: the same bytes as the host's quest.
mkdir -p "$work/host-site" "$work/container-site"
cp -R Lessons "$work/host-site/Lessons" && cp -R Lessons "$work/container-site/Lessons"
(cd "$work/host-site" && "$host_quest" build >"$work/host-build.txt" 2>&1)
podman --runtime runc run --rm --network none --read-only --read-only-tmpfs=false --tmpfs /tmp:rw,exec \
    -v "$work/container-site:/workspace" "$image" build >"$work/container-build.txt" 2>&1
status=$?
if [[ $status -eq 0 && -d "$work/container-site/Site" ]] && diff -r "$work/host-site/Site" "$work/container-site/Site" >"$work/site.diff"; then
    report PASS "quest build: Site/ byte-identical" "$(find "$work/container-site/Site" -type f | wc -l) files"
else
    report FAIL "quest build: Site/ byte-identical" "exit $status: $(head -c 400 "$work/site.diff" "$work/container-build.txt" | tr '\n' ' ')"
fi

# quest init: the devcontainer and the workflow parse and name the image; the workflow's validate-and-build commands
# are run here, in the image, on the new course.
podman --runtime runc run --rm --network none -v "$work:/out" --entrypoint /bin/sh "$image" \
    -c 'quest init /out/course >/dev/null' >"$work/init.txt" 2>&1
python3 - "$work/course" >"$work/commands.txt" 2>"$work/parse.txt" <<'PY'
import json, sys, yaml
course = sys.argv[1]
devcontainer = json.load(open(f"{course}/.devcontainer/devcontainer.json"))
workflow = yaml.safe_load(open(f"{course}/.github/workflows/quest.yml"))
job = workflow["jobs"]["validate-and-build"]
image = job["container"]["image"]
assert devcontainer["image"] in image and "@" not in devcontainer["image"], (devcontainer["image"], image)
runs = [step["run"] for step in job["steps"] if "run" in step]
assert "quest validate Lessons --format github" in runs and "quest build" in runs, runs
assert not any("install.sh" in run for run in runs), runs
print("\n".join(runs))
PY
if [[ $? -ne 0 ]]; then
    report FAIL "quest init: devcontainer.json and workflow" "$(cat "$work/init.txt" "$work/parse.txt" | tail -n 5 | tr '\n' ' ')"
else
    report PASS "quest init: devcontainer.json and workflow" "parse; the workflow runs quest's image"
    # The workflow's own run lines, in the image, in the course (as GitHub runs them, one after the other).
    git -C "$work/course" init -q && git -C "$work/course" add -A \
        && git -C "$work/course" -c user.name=ci -c user.email=ci@example.com commit -qm course
    script="set -e; cd /course; $(sed 's/$/;/' "$work/commands.txt" | tr '\n' ' ')"
    podman --runtime runc run --rm --network none -v "$work/course:/course" --entrypoint /bin/bash "$image" \
        -c "$script" >"$work/workflow.txt" 2>&1
    status=$?
    if [[ $status -eq 0 && -f "$work/course/Site/index.html" ]]; then
        report PASS "the workflow's commands in the image" "$(tr '\n' ';' <"$work/commands.txt")"
    else
        report FAIL "the workflow's commands in the image" "exit $status: $(tail -n 8 "$work/workflow.txt" | tr '\n' ' ')"
    fi
fi
finish
