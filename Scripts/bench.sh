#!/usr/bin/env bash
# Every benchmark of quest in one command, in release mode, summed up in ONE table of figures and ratios with the
# date and the machine (the README's performance section is this table, pasted).
#
#   site    Scripts/bench-site.sh   quest build of a 500-lesson course: clean, nothing changed, one lesson changed,
#                                   a template changed, course.md changed, the pages alone,
#                                   against Hugo on the same Markdown and one cmark process (the floor)
#   decks   Scripts/bench-decks.sh  quest decks against genanki writing the same notes
#   check   Scripts/bench-check.sh  quest check against quest typecheck, bare swiftc and a fresh SwiftPM package
#   validate (here)                 quest validate Lessons on all cores, and on one (the speed-up of --jobs)
#
# Each script keeps its own targets and prints its own details; they go to Benchmarks/work/bench/<name>.log and the
# table is read from them. A script that is missing or fails shows as such in the table, and the exit code is 1.
#
# usage: Scripts/bench.sh                        QUEST_SCRATCH=<folder> builds there instead of .build
#        Scripts/bench.sh --table                prints the table again from the last run's logs
#        RUNS=3 (runs behind each median: decks, check, typecheck, validate), SKIP_SWIFTPM=1, SITE_LESSONS=500
# genanki comes from .venv (Scripts/setup.sh --test).
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
scratch="${QUEST_SCRATCH:-.build}"
logs="$root/Benchmarks/work/bench"
runs="${RUNS:-3}"
mkdir -p "$logs"
table_only=0
[ "${1:-}" = "--table" ] && table_only=1
# Measures, unless only the table is wanted.
if ((table_only == 0)); then
    rm -f "$logs"/*.log "$logs"/*.status
    cut -d' ' -f1-3 /proc/loadavg >"$logs/load-at-start"
    [ -d .venv/bin ] && export PATH="$root/.venv/bin:$PATH"

    echo "building quest, quest-sandbox, QuestUI and QuestChecks in release mode ($scratch)…" >&2
    if ! swift build -c release --scratch-path "$scratch" >"$logs/build.log" 2>&1; then
        tail -20 "$logs/build.log" >&2
        echo "the release build failed; see $logs/build.log" >&2
        exit 1
    fi
    bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
    quest="$bin/quest"

    # Runs one benchmark script, its output to <name>.log, its exit status to <name>.status.
    bench() {
        local name=$1
        shift
        if [ ! -x "$1" ]; then
            echo "missing: $1" >"$logs/$name.log"
            echo missing >"$logs/$name.status"
            return
        fi
        echo "running $name: $*" >&2
        local start=$SECONDS
        "$@" >"$logs/$name.log" 2>&1
        echo $? >"$logs/$name.status"
        echo "  $name done in $((SECONDS - start)) s (status $(cat "$logs/$name.status"))" >&2
    }

    QUEST_SCRATCH="$scratch" bench site Scripts/bench-site.sh "${SITE_LESSONS:-500}"
    QUEST_BENCH_VENV="$root/.venv" bench decks Scripts/bench-decks.sh "$quest" "$runs"
    RUNS="$runs" bench check Scripts/bench-check.sh "$quest"

    # quest validate of the whole course: the median of RUNS runs on all cores, and one run with --jobs 1.
    validate_once() {
        local jobs=$1 start end
        start=$(date +%s.%N)
        "$quest" validate Lessons --jobs "$jobs" >"$logs/validate-last.txt" 2>>"$logs/validate.log" || return 1
        end=$(date +%s.%N)
        awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
    }
    echo "running validate: $quest validate Lessons (median of $runs, then --jobs 1)" >&2
    {
        status=0
        all=()
        for _ in $(seq "$runs"); do
            seconds="$(validate_once "$(nproc)")" || status=1
            all+=("$seconds")
        done
        one="$(validate_once 1)" || status=1
        median="$(printf '%s\n' "${all[@]}" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')"
        echo "validate_jobs=$(nproc) validate_seconds=$median validate_one_job_seconds=$one"
        echo "summary: $(tail -n 1 "$logs/validate-last.txt")"
        echo $status >"$logs/validate.status"
    } >>"$logs/validate.log"
    # What the table's first line says of this run, so that --table reprints it as it was.
    cut -d' ' -f1-3 /proc/loadavg >"$logs/load-at-end"
    date -u '+%Y-%m-%d %H:%M' >"$logs/finished-at"
    echo "$runs" >"$logs/runs"
fi

python3 - "$logs" "$runs" <<'PY'
import datetime, os, platform, re, subprocess, sys

logs, runs = sys.argv[1], sys.argv[2]
def log(name):
    try:
        return open(os.path.join(logs, name + ".log"), encoding="utf-8", errors="replace").read()
    except OSError:
        return ""
def status(name):
    try:
        return open(os.path.join(logs, name + ".status")).read().strip()
    except OSError:
        return "missing"
def number(name, pattern):
    found = re.search(pattern, log(name), re.M)
    return float(found.group(1)) if found else None

model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.machine())
cores = os.cpu_count()
def recorded(name, fallback):
    """What the measuring run wrote down (`--table` reprints it), or `fallback` when it wrote nothing."""
    try:
        return open(os.path.join(logs, name)).read().strip() or fallback
    except OSError:
        return fallback
load = recorded("load-at-end", open("/proc/loadavg").read()).split()[:3]
runs = recorded("runs", runs)
finished = recorded("finished-at", f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M}")
try:
    load_start = open(os.path.join(logs, "load-at-start")).read().split()
except OSError:
    load_start = ["?"]
swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
rows = []
def row(name, figure, unit, baseline_name=None, baseline=None, ratio=None, target="", met=None):
    if target and figure is not None and met is not None:
        target += ": met" if met else ": MISSED"
    if figure is None:
        rows.append((name, "n/a", baseline_name or "", "", "", target))
        return
    text = f"{figure:.3f} {unit}" if unit == "s" else f"{figure:.1f} {unit}"
    base = f"{baseline_name} {baseline:.3f} s" if baseline is not None else (baseline_name or "")
    rows.append((name, text, base, ratio or "", "", target))

site = "site" ; check = "check" ; decks = "decks"
# bench-site.sh prints wall time, then CPU time: "quest build, clean   5.478s   2.956s".
lessons = number(site, r"course: (\d+) lessons")
clean = number(site, r"quest build, clean\s+([\d.]+) ?s")
clean_cpu = number(site, r"quest build, clean\s+[\d.]+ ?s\s+([\d.]+) ?s")
noop = number(site, r"quest build, nothing changed\s+([\d.]+) ?s")
one = number(site, r"quest build, one lesson changed\s+([\d.]+) ?s")
pages_alone = number(site, r"quest build, pages alone\s+([\d.]+) ?s")
template = number(site, r"quest build, a template changed\s+([\d.]+) ?s")
course_md = number(site, r"quest build, course.md changed\s+([\d.]+) ?s")
hugo = number(site, r"hugo, same Markdown files\s+([\d.]+) ?s")
hugo_cpu = number(site, r"hugo, same Markdown files\s+[\d.]+ ?s\s+([\d.]+) ?s")
cmark = number(site, r"cmark, all files concatenated\s+([\d.]+) ?s")
peak = number(site, r"peak memory:?\s+([\d.]+) MB")
def ratio(a, b, label=""):
    return f"{a / b:.2f}× {label}".rstrip() if a is not None and b else ""
def percent(a, b):
    return f"{a / b * 100:.1f}% of clean" if a is not None and b else ""
size = f"{int(lessons)} lessons" if lessons else "site"
row(f"quest build, clean ({size})", clean, "s", "Hugo", hugo, ratio(clean, hugo, "Hugo"), "≤ 0.3× Hugo",
    clean is not None and hugo and clean <= 0.3 * hugo)
row("quest build, clean, CPU time", clean_cpu, "s", "Hugo CPU", hugo_cpu, ratio(clean_cpu, hugo_cpu, "Hugo"))
row("quest build, pages alone (no decks)", pages_alone, "s", "Hugo", hugo, ratio(pages_alone, hugo, "Hugo"))
row("quest build vs the cmark floor", clean, "s", "cmark", cmark, ratio(clean, cmark, "cmark"))
row("quest build, nothing changed", noop, "s", "", None, percent(noop, clean), "< 10% of clean",
    noop is not None and clean and noop < 0.1 * clean)
row("quest build, one lesson changed", one, "s", "", None, percent(one, clean), "≤ 3% of clean",
    one is not None and clean and one <= 0.03 * clean)
# The size sweep: a one-lesson rebuild at the largest size against the smallest (issue 24: nearly size-independent).
growth = re.search(r"one lesson changed at (\d+) lessons = ([\d.]+)× its time at (\d+)", log(site))
if growth:
    largest, factor, smallest = growth.group(1), float(growth.group(2)), growth.group(3)
    row(f"quest build, one lesson changed, {largest} vs {smallest} lessons", factor, "×", "", None, "", "≤ 1.3×", factor <= 1.3)
row("quest build, a template changed", template, "s", "", None, percent(template, clean))
row("quest build, course.md changed", course_md, "s", "", None, percent(course_md, clean))
row("quest build, peak memory", peak, "MB", "", None, "", "< 150 MB", peak is not None and peak < 150)

quest_package = number(decks, r"package from the same cards: quest ([\d.]+) s")
genanki_package = number(decks, r"package from the same cards: quest [\d.]+ s, genanki ([\d.]+) s")
quest_process = number(decks, r"whole processes: quest decks ([\d.]+) s wall")
genanki_process = number(decks, r"whole processes: .*; genanki ([\d.]+) s wall")
row("quest decks, 10,000-note .apkg", quest_package, "s", "genanki", genanki_package,
    ratio(quest_package, genanki_package, "genanki"), "≤ 0.5× genanki", quest_package is not None and genanki_package and quest_package <= 0.5 * genanki_package)
row("quest decks, whole process (301 files)", quest_process, "s", "genanki", genanki_process,
    ratio(quest_process, genanki_process, "genanki"))

check_time = number(check, r"warm quest check lesson22 list, files unchanged\s+([\d.]+)")
check_cpu = number(check, r"warm quest check lesson22 list, files unchanged\s+[\d.]+\s+([\d.]+)")
edit_time = number(check, r"warm quest check lesson22 list, after an edit\s+([\d.]+)")
edit_cpu = number(check, r"warm quest check lesson22 list, after an edit\s+[\d.]+\s+([\d.]+)")
same_typecheck = number(check, r"warm quest typecheck, same learner files\s+([\d.]+)")
swiftc = number(check, r"bare swiftc compile\+link \(all objects, default ld\)\s+([\d.]+)")
swiftc_cpu = number(check, r"bare swiftc compile\+link \(all objects, default ld\)\s+[\d.]+\s+([\d.]+)")
swiftpm = number(check, r"fresh SwiftPM package.*?([\d.]+) s")
typecheck = number(check, r"warm quest typecheck on a .*?: ([\d.]+) s")
for label, wall, cpu in (("unchanged", check_time, check_cpu), ("after an edit", edit_time, edit_cpu)):
    row(f"quest check lesson22 list, {label}", wall, "s", "typecheck", same_typecheck,
        ratio(wall, same_typecheck, "typecheck"), "≤ 2.5× typecheck",
        wall is not None and same_typecheck and wall <= 2.5 * same_typecheck)
    row(f"quest check lesson22 list, {label}", wall, "s", "bare swiftc", swiftc, ratio(wall, swiftc, "swiftc"),
        "≤ 0.7× swiftc", wall is not None and swiftc and wall <= 0.7 * swiftc)
    row(f"quest check, {label}, CPU time", cpu, "s", "bare swiftc CPU", swiftc_cpu, ratio(cpu, swiftc_cpu, "swiftc"))
row("SwiftPM swift test, same checks (cold)", swiftpm, "s", "quest check", check_time, ratio(swiftpm, check_time, "check"),
    "≥ 10× check", swiftpm is not None and check_time and swiftpm >= 10 * check_time)
row("quest typecheck, 60-line file, warm median", typecheck, "s", "", None, "", "< 1.5 s", typecheck is not None and typecheck < 1.5)

validate = number("validate", r"validate_seconds=([\d.]+)")
validate_one = number("validate", r"validate_one_job_seconds=([\d.]+)")
jobs = number("validate", r"validate_jobs=(\d+)")
items = re.search(r"summary: .*?(\d+) items", log("validate"))
what = f"{items.group(1)} items" if items else "whole course"
row(f"quest validate Lessons ({what}, {int(jobs or 0)} jobs)", validate, "s", "--jobs 1", validate_one,
    f"{validate_one / validate:.2f}× faster" if validate and validate_one else "")

print(f"quest benchmarks · {finished} UTC · {model} · nproc {cores} "
      f"· load {load_start[0]} at the start, {load[0]} at the end (1-min averages) · {swift[0] if swift else 'swift ?'} · release build · medians of {runs} where noted")
print()
header = ("benchmark", "quest", "compared with", "ratio", "", "target")
table = [header] + [r for r in rows]
widths = [max(len(r[i]) for r in table) for i in range(6)]
for r in table:
    print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(r) if i != 4).rstrip())
print()
failed = [name for name in ("site", "decks", "check", "validate") if status(name) != "0"]
for name in failed:
    print(f"{name}: {'script missing' if status(name) == 'missing' else 'FAILED (exit ' + status(name) + ')'} — see Benchmarks/work/bench/{name}.log")
sys.exit(1 if failed else 0)
PY
