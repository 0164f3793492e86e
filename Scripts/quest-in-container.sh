#!/usr/bin/env bash
# Runs one quest command in quest's image under Exercism's runner contract, as a drop-in for the quest binary in the
# test scripts (Scripts/test-submissions.sh, Scripts/test-hostile.sh) and benchmarks:
#
#   QUEST_IMAGE=localhost/quest:test Scripts/quest-in-container.sh check lesson22 DIR --lessons Lessons --format json
#
# One container per command, started as the runners start theirs: no network (--network none), a read-only root
# with a tmpfs /tmp only (Docker's --read-only; Podman's own extra tmpfs mounts on /run and /var/tmp are turned off),
# every folder named on the command line mounted read-only at its own path, except the folder `start` writes (its
# parent is mounted writable). `--lessons Lessons` (the repository's lessons, relative) becomes the course the image
# holds, /opt/test-runner/Lessons (the image copies the repository's Lessons there). Standard output, standard error
# and the exit status are quest's.
set -uo pipefail

image="${QUEST_IMAGE:?set QUEST_IMAGE to the image to run}"
# The contract's flags, the one place the stages and the benchmark take them from.
contract=(--network none --read-only --read-only-tmpfs=false --tmpfs /tmp:rw,exec,nosuid,nodev,size=2g)

mounts=()
arguments=()
previous=""
command="${1:-}"
for argument in "$@"; do
    if [[ "$previous" == --lessons && "$argument" == Lessons ]]; then
        arguments+=(/opt/test-runner/Lessons)
    elif [[ "$argument" != -* && -e "$argument" ]]; then
        path="$(realpath "$argument")"
        mounts+=(-v "$path:$path:ro")
        arguments+=("$path")
    elif [[ "$command" == start && "$argument" == */* && ! -e "$argument" ]]; then
        parent="$(realpath "$(dirname "$argument")")"
        mounts+=(-v "$parent:$parent")
        arguments+=("$parent/$(basename "$argument")")
    else
        arguments+=("$argument")
    fi
    previous="$argument"
done
exec podman --runtime runc run --rm "${contract[@]}" "${mounts[@]}" "$image" "${arguments[@]}"
