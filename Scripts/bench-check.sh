#!/usr/bin/env bash
# Benchmarks `quest check` against the other ways of compiling the same files, and `quest typecheck`.
#
#   1. warm `quest check lesson22 --exercise list-toolbar-search` on the reference solution (compile + link against
#      the runtime library + sandboxed run + report), median of N, twice: with the files unchanged since the last
#      check (quest finds the same build in its build folder and runs its harness again) and after an edit
#      (a copy of the solution whose ContentView.swift gets a new line before each run, as a learner's save would);
#      The unchanged check is also timed with --no-advice, interleaved: the difference is what the analyzer's
#      Advice section costs (target ≤ 100 ms);
#   2. warm `quest typecheck` of the same learner files (the solution folder), median of N;
#   3. bare `swiftc`: the same compile of the same files (learner + generated glue) linked the plain way against every
#      QuestUI/QuestChecks object with the default linker (`plain-command.txt`, kept with QUEST_KEEP_BUILD), median of N;
#   4. a fresh SwiftPM package holding QuestUI, QuestChecks, the solution and a test that runs the same checks,
#      graded with `swift test` (cold: a fresh package has nothing built);
#   5. warm `quest typecheck` on a 60-line learner file, median of N.
# 1–3 are interleaved, so that all of them see the same load on a shared machine.
#
# Prints the figures and the ratios side by side (targets: check ≤ 2.5× typecheck and ≤ 0.7× bare swiftc; SwiftPM
# ≥ 10× slower than check; typecheck < 1.5 s). Timing lives here, never in tests.
#
# With a second quest binary (an earlier build, e.g. a release build of an older commit in a throwaway worktree),
# its warm checks (unchanged and after an edit) are interleaved with the first one's in the same runs, and both are
# printed side by side with the difference (target: after an edit, at most 0.1 s slower than before).
#
# usage: Scripts/bench-check.sh [quest binary] [before quest binary]   (default .build/release/quest, else
#        .build/debug/quest)
#        RUNS=5 SKIP_SWIFTPM=1 to change the number of runs or skip the (slow) SwiftPM path.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
quest="${1:-}"
if [ -z "$quest" ]; then
    for candidate in "$root/.build/release/quest" "$root/.build/debug/quest"; do
        if [ -x "$candidate" ]; then quest="$candidate"; break; fi
    done
fi
[ -x "$quest" ] || { echo "no quest binary; build with swift build first" >&2; exit 2; }
before="${2:-}"
if [ -n "$before" ]; then
    [ -x "$before" ] || { echo "no before binary at $before" >&2; exit 2; }
    before="$(realpath "$before")"
fi
runs="${RUNS:-5}"
lessons="$root/Lessons"
solution="$lessons/lesson22/solution"
work="$(mktemp -d /tmp/quest-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "quest: $quest"
[ -n "$before" ] && echo "before: $before"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# Warm-up: links the runtime library, fills the module cache, keeps the exact compiler invocations for step 3.
"$quest" prepare > /dev/null
QUEST_KEEP_BUILD="$work/kept" "$quest" check lesson22 "$solution" --lessons "$lessons" --exercise list-toolbar-search \
    --format json --output "$work/warmup.json" || { echo "quest check failed on the reference solution" >&2; exit 1; }
"$quest" typecheck "$solution" > /dev/null
edited="$work/edited"
cp -R "$solution" "$edited"
"$quest" check lesson22 "$edited" --lessons "$lessons" --exercise list-toolbar-search > /dev/null || true
if [ -n "$before" ]; then
    "$before" prepare > /dev/null
    "$before" check lesson22 "$solution" --lessons "$lessons" --exercise list-toolbar-search > /dev/null || true
    edited_before="$work/edited-before"
    cp -R "$solution" "$edited_before"
    "$before" check lesson22 "$edited_before" --lessons "$lessons" --exercise list-toolbar-search > /dev/null || true
fi

# Wall time and CPU time (user + system, children included) are both recorded: on a busy machine the wall time
# mostly measures waiting for a core.
cat > "$work/swiftc.sh" <<SCRIPT
#!/usr/bin/env bash
for exercise in "$work"/kept/*/; do
    mapfile -t command < "\$exercise/plain-command.txt"
    "\${command[@]}" > /dev/null
done
SCRIPT
chmod +x "$work/swiftc.sh"
timed() { # name command…: appends wall and CPU seconds to $work/name.all and $work/name.cpu
    local name="$1"; shift
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > /dev/null 2>&1 || true
    awk '{ print $1 >> "'"$work"'/'"$name"'.all"; print $2 + $3 >> "'"$work"'/'"$name"'.cpu" }' "$work/time"
}
for run in $(seq "$runs"); do
    timed check "$quest" check lesson22 "$solution" --lessons "$lessons" --exercise list-toolbar-search \
        --format json --output "$work/results.json"
    timed noadvice "$quest" check lesson22 "$solution" --lessons "$lessons" --exercise list-toolbar-search \
        --format json --output "$work/noadvice.json" --no-advice
    # A new global each time: the generated code changes, so nothing of the last build can be reused.
    echo "private let questBenchEdit$run = $run" >> "$edited/ContentView.swift"
    timed edit "$quest" check lesson22 "$edited" --lessons "$lessons" --exercise list-toolbar-search \
        --format json --output "$work/edited.json"
    timed typecheck "$quest" typecheck "$solution"
    timed swiftc "$work/swiftc.sh"
    if [ -n "$before" ]; then
        timed before_check "$before" check lesson22 "$solution" --lessons "$lessons" --exercise list-toolbar-search \
            --format json --output "$work/before.json"
        echo "private let questBenchEdit$run = $run" >> "$edited_before/ContentView.swift"
        timed before_edit "$before" check lesson22 "$edited_before" --lessons "$lessons" \
            --exercise list-toolbar-search --format json --output "$work/before-edited.json"
    fi
done
for results in results edited; do
    grep -q '"status" : "pass"\|"status":"pass"' "$work/$results.json" || { echo "the timed check ($results) did not pass" >&2; exit 1; }
done

for name in check noadvice edit typecheck swiftc; do
    printf -v "${name}_wall" '%s' "$(median < "$work/$name.all")"
    printf -v "${name}_cpu" '%s' "$(median < "$work/$name.cpu")"
done
spread() { sort -g "$work/$1.all" | awk 'NR == 1 { low = $1 } { high = $1 } END { printf "%s–%s s", low, high }'; }
echo
echo "medians of $runs, interleaved                        wall      CPU     (wall spread)"
printf 'warm quest check lesson22 list, files unchanged     %-8s  %-7s (%s)\n' "$check_wall" "$check_cpu" "$(spread check)"
printf 'the same, with --no-advice (no analyzer)            %-8s  %-7s (%s)\n' "$noadvice_wall" "$noadvice_cpu" "$(spread noadvice)"
printf 'warm quest check lesson22 list, after an edit       %-8s  %-7s (%s)\n' "$edit_wall" "$edit_cpu" "$(spread edit)"
printf 'warm quest typecheck, same learner files           %-8s  %-7s (%s)\n' "$typecheck_wall" "$typecheck_cpu" "$(spread typecheck)"
printf 'bare swiftc compile+link (all objects, default ld)  %-8s  %-7s (%s)\n' "$swiftc_wall" "$swiftc_cpu" "$(spread swiftc)"
echo "advice adds: $(seconds "$noadvice_wall" "$check_wall") s wall, $(seconds "$noadvice_cpu" "$check_cpu") s CPU  (target ≤ 0.100)"
echo "ratio check / typecheck:   $(ratio "$check_wall" "$typecheck_wall") wall, $(ratio "$check_cpu" "$typecheck_cpu") CPU  (target ≤ 2.5)"
echo "ratio check / bare swiftc: $(ratio "$check_wall" "$swiftc_wall") wall, $(ratio "$check_cpu" "$swiftc_cpu") CPU  (target ≤ 0.7)"
echo "after an edit:"
echo "ratio check / typecheck:   $(ratio "$edit_wall" "$typecheck_wall") wall, $(ratio "$edit_cpu" "$typecheck_cpu") CPU  (target ≤ 2.5)"
echo "ratio check / bare swiftc: $(ratio "$edit_wall" "$swiftc_wall") wall, $(ratio "$edit_cpu" "$swiftc_cpu") CPU  (target ≤ 0.7)"
if [ -n "$before" ]; then
    for results in before before-edited; do
        grep -q '"status" : "pass"\|"status":"pass"' "$work/$results.json" || { echo "the before check ($results) did not pass" >&2; exit 1; }
    done
    for name in before_check before_edit; do
        printf -v "${name}_wall" '%s' "$(median < "$work/$name.all")"
        printf -v "${name}_cpu" '%s' "$(median < "$work/$name.cpu")"
    done
    difference() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.3f", a - b }'; }
    echo
    echo "before and after, medians of $runs, interleaved        before wall  after wall  difference  (before CPU, after CPU)"
    printf 'warm quest check, files unchanged                    %-11s  %-10s  %-10s  (%s, %s)\n' "$before_check_wall" \
        "$check_wall" "$(difference "$check_wall" "$before_check_wall")" "$before_check_cpu" "$check_cpu"
    printf 'warm quest check, after an edit                      %-11s  %-10s  %-10s  (%s, %s)  (target ≤ +0.100)\n' \
        "$before_edit_wall" "$edit_wall" "$(difference "$edit_wall" "$before_edit_wall")" "$before_edit_cpu" "$edit_cpu"
fi
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
check="$check_wall"

if [ -z "${SKIP_SWIFTPM:-}" ]; then
    package="$work/spm"
    mkdir -p "$package/Sources" "$package/Tests/SolutionTests"
    cp -R "$root/Sources/QuestUI" "$root/Sources/QuestChecks" "$package/Sources/"
    mkdir -p "$package/Sources/Solution"
    cp "$solution"/*.swift "$package/Sources/Solution/"
    for exercise in "$work"/kept/*/; do
        for glue in "$exercise"generated/QuestGlue-*.swift; do
            { echo "@testable import Solution"; cat "$glue"; } > "$package/Tests/SolutionTests/$(basename "$glue")"
        done
    done
    calls=$(grep -ho 'static func add_[a-z_]*' "$package"/Tests/SolutionTests/*.swift | sed 's/static func //' \
        | sort -u | sed 's/$/(to: harness)/')
    cat > "$package/Tests/SolutionTests/SolutionTests.swift" <<SWIFT
import Foundation
import QuestChecks
import Testing

enum QuestHarness {}

@Test func lesson22() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString).json").path
    let harness = Harness(arguments: ["harness", path])
$(echo "$calls" | sed 's/^/    QuestHarness./')
    #expect(await harness.run() == 0)
}
SWIFT
    cat > "$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription

let learner: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .unsafeFlags(["-module-alias", "SwiftUI=QuestUI"]),
]

let package = Package(
    name: "Grading",
    targets: [
        .target(name: "QuestUI"),
        .target(name: "QuestChecks", dependencies: ["QuestUI"]),
        .target(name: "Solution", dependencies: ["QuestUI"], swiftSettings: learner),
        .testTarget(name: "SolutionTests", dependencies: ["Solution", "QuestChecks", "QuestUI"], swiftSettings: learner),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
    start=$(now)
    (cd "$package" && swift test > "$work/spm.log" 2>&1) || { echo "swift test failed; log:" >&2; tail -30 "$work/spm.log" >&2; }
    swiftpm=$(seconds "$start" "$(now)")
    echo "fresh SwiftPM package, swift test (cold):              ${swiftpm} s"
    echo "ratio swiftpm / check: $(ratio "$swiftpm" "$check")  (target ≥ 10)"
fi

# A 60-line learner file: the lesson's ContentView (58 lines), with a small view appended to reach 60.
file="$work/typecheck/ContentView.swift"
mkdir -p "$(dirname "$file")"
cp "$solution/ContentView.swift" "$file"
while [ "$(wc -l < "$file")" -lt 59 ]; do echo "" >> "$file"; done
echo 'struct QuestBenchBadge: View { var body: some View { Text("bench").font(.caption) } }' >> "$file"
"$quest" typecheck "$file" > /dev/null
for _ in $(seq "$runs"); do
    start=$(now)
    "$quest" typecheck "$file" > /dev/null
    seconds "$start" "$(now)"
done | median > "$work/typecheck.time"
echo "warm quest typecheck on a $(wc -l < "$file")-line file, median of $runs: $(cat "$work/typecheck.time") s  (target < 1.5)"
