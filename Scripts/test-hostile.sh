#!/usr/bin/env bash
# The hostile-program suite: learner programs that try to fool the grader or reach outside their run
# (Tests/Hostile/*.swift, each a real Swift file whose header names the lesson folder it joins, the type whose init
# calls its `attack()` once, the exercise graded and the verdict it must get), graded by the real quest binary.
# Optional headers: `refusal: TEXT`, which the output must contain (so a "did not compile" is quest's refusal, not
# an unrelated error); `link: NAME -> TARGET`, which makes NAME in the workspace a symbolic link to TARGET (SOLUTION
# stands for the lesson's solution folder). The verdict `refused` is exit status 2 with no exercise graded. `kill-everyone` is
# graded three times beside a concurrent correct solution, which must pass every time. Afterwards: no process of
# the sandbox's users and no file any run wrote may be left, and the disk use is printed before and after.
# Optional headers: `path: Tests/RouterTests.swift` puts the file there in the workspace (replacing the base's file of
# that name; default Hostile.swift), `also: Router.swift=support/router-marker.swift` copies a file of Tests/Hostile
# there too. Every report must also be free of control characters and of lines that GitHub Actions would read as a
# workflow command (`::error`, after any spaces), whatever the program printed or named.
#   Scripts/test-hostile.sh QUEST_BINARY [NAME…]
# Prints one line per program (program → verdict), then `N passed, N failed`; exits 1 when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 || ! -x "$1" ]]; then
    echo "usage: Scripts/test-hostile.sh QUEST_BINARY [NAME…]" >&2
    exit 1
fi
quest="$(realpath "$1")"
shift
filters=("$@")
work="$(mktemp -d /tmp/quest-hostile-XXXXXX)"
server=""
cleanup() {
    [[ -n "$server" ]] && kill "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
passed=0
failed=0
started=$SECONDS
used_before="$(df --output=used -k / /tmp /dev/shm | tail -n +2 | tr -s ' \n' ' ')"
touch "$work/.start"

selected() {
    [[ ${#filters[@]} -eq 0 ]] && return 0
    local filter
    for filter in "${filters[@]}"; do [[ "$1" == *"$filter"* ]] && return 0; done
    return 1
}
report() {  # report PASS|FAIL NAME DETAIL
    if [[ "$1" == PASS ]]; then passed=$((passed + 1)); printf 'ok    %-28s %s\n' "$2" "$3"
    else failed=$((failed + 1)); printf 'FAIL  %-28s %s\n' "$2" "$3"; fi
}
header() { sed -n "s|^// $1: ||p" "$2" | head -n1; }

# hook FOLDER TYPE: gives TYPE (Router or ContentView, in FOLDER) an init that calls attack() the first time.
hook() {
    local file pattern
    case "$2" in
    Router) file="$1/Router.swift"; pattern='^    var path: \[Route\] = \[\]$' ;;
    ContentView) file="$1/ContentView.swift"; pattern='^struct ContentView: View {$' ;;
    *) return 0 ;;
    esac
    grep -q "$pattern" "$file" || { echo "cannot hook $2 in $file" >&2; return 1; }
    sed -i "/$pattern/a\\    private static var attacked = false\n    init() {\n        if !Self.attacked { Self.attacked = true; attack() }\n    }" "$file"
}

# grade FILE OUT: builds the workspace from the header and grades its exercise; prints the verdict.
grade() {
    local file=$1 out=$2 base exercise folder path also
    base="$(header base "$file")"; exercise="$(header exercise "$file")"
    folder="$out.workspace"
    path="$(header path "$file")"; also="$(header also "$file")"
    rm -rf "$folder"; cp -R "Lessons/lesson22/$base" "$folder"
    mkdir -p "$(dirname "$folder/${path:-Hostile.swift}")"; cp "$file" "$folder/${path:-Hostile.swift}"
    [[ -n "$also" ]] && cp "Tests/Hostile/${also#*=}" "$folder/${also%%=*}"
    hook "$folder" "$(header hook "$file")" || return
    local link refusal status verdict
    link="$(header link "$file")"
    if [[ -n "$link" ]]; then
        rm -rf "$folder/${link%% -> *}"
        ln -s "$(sed "s|^SOLUTION|$PWD/Lessons/lesson22/solution|" <<<"${link#* -> }")" "$folder/${link%% -> *}"
    fi
    "$quest" check lesson22 "$folder" --lessons Lessons --exercise "$exercise" >"$out" 2>&1
    status=$?
    verdict="$(sed -n "s|^$exercise ([A-Za-z]*): ||p" "$out" | head -n1)"
    [[ -z "$verdict" && $status -eq 2 ]] && verdict=refused
    refusal="$(header refusal "$file")"
    if [[ -n "$refusal" ]] && ! grep -qF -- "$refusal" "$out"; then verdict="$verdict, without \"$refusal\""; fi
    echo "$verdict"
}

# forged_lines OUT: the report's lines that carry a control character (tab and line feed aside, quest's own) or that
# GitHub Actions would take for a workflow command; empty when there is none.
forged_lines() {
    LC_ALL=C grep -naP '[\x00-\x08\x0B-\x1F\x7F]|\xC2[\x80-\x9F]|^\s*::' "$1" | head -n 3
}

# Another learner's workspace and a server on the host's loopback, for the programs that look for them.
"$quest" start lesson22 "$work/other-learner" --lessons Lessons >/dev/null
python3 -m http.server 47113 --bind 127.0.0.1 --directory "$work/other-learner" >/dev/null 2>&1 &
server=$!

for file in Tests/Hostile/*.swift; do
    name="$(basename "$file" .swift)"
    selected "$name" || continue
    expected="$(header expect "$file")"
    if [[ "$name" == kill-everyone ]]; then
        for round in 1 2 3; do
            "$quest" check lesson22 Lessons/lesson22/solution --lessons Lessons --exercise deep-link-router \
                >"$work/beside.$round" 2>&1 &
            beside=$!
            verdict="$(grade "$file" "$work/$name.$round")"
            wait "$beside"
            neighbour="$(sed -n 's|^deep-link-router (Router): ||p' "$work/beside.$round" | head -n1)"
            if [[ "$verdict" == "$expected" && "$neighbour" == passed ]]; then
                report PASS "$name (round $round)" "$verdict; the correct run beside it: $neighbour"
            else
                report FAIL "$name (round $round)" "got $verdict (expected $expected); beside it: ${neighbour:-nothing}"
                sed 's/^/      /' "$work/beside.$round" | head -n 12
            fi
        done
        continue
    fi
    verdict="$(grade "$file" "$work/$name.out")"
    forged="$(forged_lines "$work/$name.out")"
    if [[ "$verdict" == "$expected" && -z "$forged" ]]; then
        report PASS "$name" "$verdict"
    elif [[ -n "$forged" ]]; then
        report FAIL "$name" "$verdict, but the report carries learner control characters or a workflow command:"
        cat -v <<<"$forged" | sed 's/^/      /'
    else
        report FAIL "$name" "got ${verdict:-nothing} (expected $expected)"
        sed 's/^/      /' "$work/$name.out" | head -n 12
    fi
done

# Nothing left behind: no process of the sandbox's users or of the daemon, no file a run wrote.
sleep 0.5
# The band quest's uids come from: 1,024 ranges of 64 from 0x7000_0000, one per PID namespace (SandboxUsers).
reserved_first=$((0x70000000))
reserved_count=$((1024 * 64))
# A process of a uid whose lock a launcher holds belongs to a run still going on, which another quest on the machine
# may have started (every run of this suite has ended): only a uid nobody holds may have no process left.
held() { ! flock -n "/run/quest-sandbox/$1.lock" true 2>/dev/null; }
strays="$(ps -eo uid=,pid=,args= | awk -v first=$reserved_first -v count=$reserved_count '$1 >= first && $1 < first + count' \
    | while read -r uid rest; do held "$uid" || echo "$uid $rest"; done; pgrep -af 'sleep 31337')"
if [[ -z "$strays" ]]; then
    report PASS "no stray process" "none of the sandbox's users runs anything"
else
    report FAIL "no stray process" "$(tr '\n' ';' <<<"$strays")"
fi
leftovers="$(find /tmp /var/tmp /dev/shm -xdev \( -name 'fill-*' -o -path /tmp/results.json -o -uid +$((reserved_first - 1)) \) \
    -newer "$work/.start" -not -path "$work/*" 2>/dev/null | head -n 5)"
if [[ -z "$leftovers" ]]; then
    report PASS "no leftover file" "nothing a run wrote is in /tmp, /var/tmp or /dev/shm"
else
    report FAIL "no leftover file" "$(tr '\n' ' ' <<<"$leftovers")"
fi
used_after="$(df --output=used -k / /tmp /dev/shm | tail -n +2 | tr -s ' \n' ' ')"
echo "disk used (KiB of /, /tmp, /dev/shm): before ${used_before}, after ${used_after}"
echo "$passed passed, $failed failed ($((SECONDS - started)) s)"
((failed == 0))
