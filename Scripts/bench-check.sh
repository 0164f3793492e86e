#!/usr/bin/env bash
# Benchmarks `quest check` against the two other ways of grading the same files, and `quest typecheck`.
#
#   1. warm `quest check lesson22` on the reference solution (compile + sandboxed run + report), median of N;
#   2. bare `swiftc`: the same compile + link of the same files against the same prebuilt modules, median of N
#      (the exact command quest ran, kept with QUEST_KEEP_BUILD);
#   3. a fresh SwiftPM package holding QuestUI, QuestChecks, the solution and a test that runs the same checks,
#      graded with `swift test` (cold: a fresh package has nothing built);
#   4. warm `quest typecheck` on a 60-line learner file, median of N.
#
# Prints the figures and the ratios (targets: check ≤ 1.3× bare swiftc; SwiftPM ≥ 10× slower than check;
# typecheck < 1.5 s). Timing lives here, never in tests.
#
# usage: Scripts/bench-check.sh [quest binary]   (default .build/release/quest, else .build/debug/quest)
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
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# Warm-up: fills the module cache and keeps the exact compiler invocations for step 2.
QUEST_KEEP_BUILD="$work/kept" "$quest" check lesson22 "$solution" --lessons "$lessons" --format json \
    --output "$work/warmup.json" || { echo "quest check failed on the reference solution" >&2; exit 1; }

# Interleaved, so that both sides see the same load on a shared machine. Wall time and CPU time (user + system,
# children included) are both recorded: on a busy machine the wall time mostly measures waiting for a core.
: > "$work/check.all"; : > "$work/swiftc.all"; : > "$work/check.cpu"; : > "$work/swiftc.cpu"
cat > "$work/swiftc.sh" <<SCRIPT
#!/usr/bin/env bash
for exercise in "$work"/kept/*/; do
    mapfile -t command < "\$exercise/command.txt"
    "\${command[@]}" > /dev/null
done
SCRIPT
chmod +x "$work/swiftc.sh"
for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$quest" check lesson22 "$solution" --lessons "$lessons" \
        --format json --output "$work/results.json" || true
    awk '{ print $1 >> "'"$work/check.all"'"; print $2 + $3 >> "'"$work/check.cpu"'" }' "$work/time"
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$work/swiftc.sh"
    awk '{ print $1 >> "'"$work/swiftc.all"'"; print $2 + $3 >> "'"$work/swiftc.cpu"'" }' "$work/time"
done

check=$(median < "$work/check.all")
swiftc=$(median < "$work/swiftc.all")
check_cpu=$(median < "$work/check.cpu")
swiftc_cpu=$(median < "$work/swiftc.cpu")
echo
echo "warm quest check lesson22 (solution), median of $runs: ${check} s wall, ${check_cpu} s CPU"
echo "bare swiftc compile+link, same files and modules:      ${swiftc} s wall, ${swiftc_cpu} s CPU"
echo "ratio check / swiftc: $(ratio "$check" "$swiftc") wall, $(ratio "$check_cpu" "$swiftc_cpu") CPU  (target ≤ 1.3)"

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
