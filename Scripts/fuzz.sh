#!/usr/bin/env bash
# Fuzzes the lesson parser with libFuzzer for a bounded time (default 60 s).
#   Scripts/fuzz.sh [SECONDS]
# The corpus starts from Lessons/ and the parser's test fixtures. A crash leaves its input in Fuzz/crashes/;
# fix the bug and copy the input into Tests/QuestCoreTests/Fixtures/fuzz/ so that it becomes a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "Building the fuzzer (swiftc -sanitize=fuzzer,address)…"
# QuestCore's one quest dependency, QuestLayout (toolbar descriptions), is built first as a library of its own.
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name QuestLayout -emit-library -static \
    -emit-module -emit-module-path "$work/QuestLayout.swiftmodule" \
    $(find Sources/QuestLayout -name '*.swift' | sort) -o "$work/libQuestLayout.a" 2> "$work/build.log" \
    || { cat "$work/build.log"; exit 1; }
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name QuestCore \
    -I "$work" -I Sources/CCmark $(pkg-config --cflags-only-I libcmark | sed 's/-I/-Xcc -I/g') \
    $(find Sources/QuestCore -name '*.swift' | sort) Fuzz/LessonParser/FuzzEntry.swift \
    "$work/libQuestLayout.a" $(pkg-config --libs libcmark) -o "$work/fuzz-lesson-parser" 2> "$work/build.log" \
    || { cat "$work/build.log"; exit 1; }

mkdir -p "$work/corpus" Fuzz/crashes
cp Lessons/*.md "$work/corpus/"
find Tests/QuestCoreTests/Fixtures -type f -name '*.md' -exec cp {} "$work/corpus/" \; 2>/dev/null || true

echo "Fuzzing for $seconds s…"
if "$work/fuzz-lesson-parser" "$work/corpus" -max_total_time="$seconds" -max_len=20000 -timeout=10 \
    -rss_limit_mb=2048 -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 > "$work/fuzz.log" 2>&1; then
    grep -E "^(Done|stat::number_of_executed_units)" "$work/fuzz.log" || true
    echo "fuzz: 1 passed, 0 failed"
else
    tail -40 "$work/fuzz.log"
    echo "The crashing input is in Fuzz/crashes/. Add it to Tests/QuestCoreTests/Fixtures/fuzz/ once fixed."
    echo "fuzz: 0 passed, 1 failed"
    exit 1
fi
