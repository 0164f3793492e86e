#!/usr/bin/env bash
# Benchmarks `quest build` on a generated course of 500 lessons (lesson 22, varied) and a course.md against Hugo
# building the same Markdown files as a minimal site, and one cmark process converting all of them concatenated (the
# floor). Times a clean build (no Site/, no lesson cache), a no-op, one lesson changed, a template changed and
# course.md changed (each the best of RUNS, with the spread), the split between the build's steps, the pages alone
# against Hugo (which writes only pages), quest's peak memory, and the ratios. Then, in the same run, a clean build and
# one lesson changed at each of SIZES lessons (default 200 500 2000), to show that a one-lesson rebuild costs what
# changed, whatever the course's size. Last, the course of LESSONS lessons in a git repository with a history of
# COMMITS commits (each editing one lesson): one lesson edited and not committed, built with the history quest keeps
# at HEAD and with that kept history deleted before each build (what every build cost before it was kept: git reads
# the whole history). Work files go to Benchmarks/work/.
#   Scripts/bench-site.sh [LESSONS]      default 500; RUNS=3; SIZES="200 500 2000" (SIZES= skips them);
#                                        COMMITS=1500 (COMMITS=0 skips the git rows);
#                                        QUEST=path/to/quest skips building quest in release mode
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-500}"
runs="${RUNS:-3}"
sizes="${SIZES-200 500 2000}"
commits="${COMMITS-1500}"
work="Benchmarks/work/site"
scratch="${QUEST_SCRATCH:-.build}"

for command in hugo cmark /usr/bin/time; do
    command -v "$command" >/dev/null || { echo "missing $command: run Scripts/setup.sh --test"; exit 1; }
done
quest="${QUEST:-}"
if [[ -z "$quest" ]]; then
    swift build -c release --product quest --scratch-path "$scratch" >/dev/null
    quest="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/quest"
fi

# A course of N lessons in FOLDER/Lessons (templates copied to FOLDER/Templates): lesson 22 again and again, each
# with its own number, title, topic, interview part and a sentence of its own.
generate() {
    local lessons="$1" folder="$2"
    rm -rf "$folder"
    mkdir -p "$folder/Lessons/lesson22"/{starter,solution,mutants}
    # The templates are copied, so that the template-change run edits a copy, never Templates/.
    cp -R Templates "$folder/Templates"
    cat >"$folder/Lessons/course.md" <<'MD'
---
title: Bench course
description: A generated course of many lessons, to time quest build against Hugo.
base-url: https://example.org/bench/
language: en
deck: Bench
---

Every lesson of this course is lesson 22 with a new number, title and topic.

The introduction has two paragraphs, as a real course's would.
MD
    python3 - "$lessons" "$folder/Lessons" Lessons/lesson22.md <<'PY'
import pathlib, sys
count, folder, source = int(sys.argv[1]), pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]).read_text()
topics = ["toolbars", "lists", "navigation", "sheets", "forms", "animation", "layout", "state", "data flow", "gestures"]
for number in range(1, count + 1):
    topic = topics[number % len(topics)]
    text = source.replace("lesson: 22", f"lesson: {number}", 1)
    text = text.replace("title: Toolbars, menus, and search", f"title: Toolbars, menus, and search, part {number} ({topic})", 1)
    text = text.replace("# Toolbars, menus, and search", f"# Toolbars, menus, and search, part {number} ({topic})", 1)
    text = text.replace("trips/42/log", f"trips/{number}/log").replace("trip 42", f"trip {number}")
    text = text.replace("Part 5:", f"Part {number}:")  # one lesson per part: a part claimed twice is an error
    extra = f"\n\nIn part {number} the same ideas return for {topic}: placements, menus and search, seen again with a new example.\n"
    text = text.replace("\n## New in iOS 27", extra + "\n## New in iOS 27", 1)
    (folder / f"lesson{number}.md").write_text(text)
PY
}

generate "$count" "$work"
mkdir -p "$work/hugo/content" "$work/hugo/layouts/_default"
# Hugo gets the same Markdown (course.md is quest's settings, not a page) and the same base URL.
cp "$work"/Lessons/lesson*.md "$work/hugo/content/"
printf 'baseURL = "https://example.org/bench/"\ntitle = "bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n' >"$work/hugo/hugo.toml"
printf '<!doctype html><html lang="en"><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n' >"$work/hugo/layouts/_default/single.html"
printf '<!doctype html><html lang="en"><head><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</body></html>\n' >"$work/hugo/layouts/_default/list.html"
cat "$work"/Lessons/lesson*.md >"$work/all.md"

python3 - "$quest" "$work" "$count" "$runs" <<'PY'
import os, resource, statistics, subprocess, sys, time
quest, work, count, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
site = f"{work}/Site"
build = [quest, "build", "--lessons", f"{work}/Lessons", "--templates", f"{work}/Templates", "--out", site]
load_start = os.getloadavg()[0]

def run(command, **options):
    """Wall and CPU (user + system, children) seconds of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **options)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

def timed_steps(command):
    """One run with each progress line time-stamped: (step, seconds) in order, and the whole run's wall time."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    steps, last, name = [], start, None
    for line in process.stdout:
        now = time.perf_counter()
        if name: steps.append((name, now - last))
        if line.startswith("["):
            name, last = line.split("] ", 1)[1].split(" (")[0].strip(), now
        else:
            name = None
    process.wait()
    return steps, time.perf_counter() - start

cache = f"{work}/.quest-cache"  # the lesson cache beside Lessons/: a clean build starts without it

def clean_build():
    subprocess.run(["rm", "-rf", site, cache], check=True)
    return run(build)

def append(path, text):
    with open(path, "a") as file:
        file.write(text)

samples = {}
samples["clean"] = [clean_build() for _ in range(runs)]
samples["noop"] = [run(build) for _ in range(runs)]
lesson = f"{work}/Lessons/lesson{count // 2}.md"
samples["one"] = []
for edit in range(runs):
    append(lesson, f"\nOne more sentence, edit {edit}.\n")
    samples["one"].append(run(build))
samples["template"] = []
for edit in range(runs):
    append(f"{work}/Templates/partials/footer.mustache", f"<!-- edit {edit} -->\n")
    samples["template"].append(run(build))
samples["course"] = []
for edit in range(runs):
    append(f"{work}/Lessons/course.md", f"\nA new sentence in the introduction, edit {edit}.\n")
    samples["course"].append(run(build))

def hugo_build():
    subprocess.run(["rm", "-rf", f"{work}/hugo/public"], check=True)
    return run(["hugo", "--quiet", "-s", f"{work}/hugo", "-d", "public"])

samples["hugo"] = [hugo_build() for _ in range(runs)]
samples["cmark"] = [run(["cmark", "--smart", "--safe", f"{work}/all.md"]) for _ in range(runs)]

# The split between steps: one more clean build, and one more one-lesson change, each line time-stamped.
subprocess.run(["rm", "-rf", site, cache], check=True)
clean_steps, clean_steps_total = timed_steps(build)
append(lesson, "\nOne more sentence, for the timed steps.\n")
one_steps, _ = timed_steps(build)

subprocess.run(["rm", "-rf", site, cache], check=True)
peak = subprocess.run(["/usr/bin/time", "-v", *build], capture_output=True, text=True).stderr
peak_mb = next(int(line.split(":")[1]) for line in peak.splitlines() if "Maximum resident set size" in line) / 1024
pages = sum(1 for root, _, files in os.walk(site) for name in files if name.endswith(".html"))
files = sum(len(names) for _, _, names in os.walk(site))

best = {name: min(values, key=lambda sample: sample[0]) for name, values in samples.items()}
def spread(name):
    walls = sorted(wall for wall, _ in samples[name])
    return f"{walls[0]:.3f}–{walls[-1]:.3f}s, median {statistics.median(walls):.3f}s"
clean, noop, one, hugo, cmark = (best[name] for name in ("clean", "noop", "one", "hugo", "cmark"))
# Hugo writes pages only: quest's pages alone are its clean build less the decks step (measured in the timed run).
decks_share = sum(seconds for step, seconds in clean_steps if step == "Exporting decks") / clean_steps_total
pages_alone = clean[0] * (1 - decks_share)

print(f"course: {count} lessons and course.md → {pages} pages, {files} files (pages, cards pages, decks, search index, sitemap)")
print(f"machine load while measuring: {load_start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, on {os.cpu_count()} cores "
      f"(1-min averages; wall times shrink on an idle machine; CPU times less so)")
print(f"each row: the best of {runs} runs; the spread is over all {runs}")
print(f"{'':38}{'wall':>9}{'CPU':>9}   spread")
rows = [("quest build, clean", "clean"), ("quest build, nothing changed", "noop"), ("quest build, one lesson changed", "one"),
        ("quest build, a template changed", "template"), ("quest build, course.md changed", "course"),
        ("hugo, same Markdown files", "hugo"), ("cmark, all files concatenated", "cmark")]
for label, name in rows:
    wall, cpu = best[name]
    print(f"{label:38}{wall:8.3f}s{cpu:8.3f}s   {spread(name)}")
print(f"{'quest build, pages alone':38}{pages_alone:8.3f}s{'':9}   (clean less the decks step, {decks_share * 100:.0f}% of the timed clean build)")
print("clean build, by step: " + ", ".join(f"{step} {seconds:.3f}s" for step, seconds in clean_steps))
print("one lesson changed, by step: " + ", ".join(f"{step} {seconds:.3f}s" for step, seconds in one_steps))
print(f"ratios: clean = {clean[0] / hugo[0]:.2f}× Hugo (CPU {clean[1] / hugo[1]:.2f}×), pages alone = {pages_alone / hugo[0]:.2f}× Hugo, "
      f"{clean[0] / cmark[0]:.0f}× the cmark floor; no-op = {noop[0] / clean[0] * 100:.1f}% of clean; "
      f"one lesson changed = {one[0] / clean[0] * 100:.1f}% of clean; template = {best['template'][0] / clean[0] * 100:.1f}% of clean; "
      f"course.md = {best['course'][0] / clean[0] * 100:.1f}% of clean")
print(f"quest build peak memory: {peak_mb:.1f} MB")
verdicts = [("clean ≤ 0.3× Hugo", clean[0] <= 0.3 * hugo[0]), ("one lesson changed ≤ 3% of clean", one[0] <= 0.03 * clean[0]),
            ("no-op < 10% of clean", noop[0] < 0.1 * clean[0]), ("peak < 150 MB", peak_mb < 150)]
print("targets: " + ", ".join(f"{name}: {'met' if ok else 'MISSED'}" for name, ok in verdicts))
PY

bench_git_history() {
    # The course again, committed, then COMMITS commits each appending a line to one lesson (git fast-import: a
    # history of thousands of commits in a second), checked out.
    local work="Benchmarks/work/site-git"
    generate "$count" "$work"
    git -C "$work" init -q
    python3 - "$work" "$commits" <<'PY' | git -C "$work" fast-import --quiet
import pathlib, random, sys
work, commits = pathlib.Path(sys.argv[1]), int(sys.argv[2])
files = {str(path.relative_to(work)): path.read_bytes() for path in sorted(work.glob("Lessons/**/*")) if path.is_file()}
lessons = sorted(name for name in files if name.startswith("Lessons/lesson") and name.endswith(".md"))
random.seed(22)
out = sys.stdout.buffer
def commit(number, changed):
    out.write(b"commit refs/heads/main\n")
    out.write(f"author Bench <bench@example.org> {1_700_000_000 + number * 3600} +0000\n".encode())
    out.write(f"committer Bench <bench@example.org> {1_700_000_000 + number * 3600} +0000\n".encode())
    message = f"commit {number}".encode()
    out.write(b"data %d\n%s\n" % (len(message), message))
    for name in changed:
        out.write(b"M 100644 inline %s\ndata %d\n%s\n" % (name.encode(), len(files[name]), files[name]))
commit(0, sorted(files))
for number in range(1, commits + 1):
    name = random.choice(lessons)
    files[name] += f"\nA line from commit {number}.\n".encode()
    commit(number, [name])
PY
    git -C "$work" symbolic-ref HEAD refs/heads/main
    git -C "$work" checkout -q -f main
    # A checkout writes the files in the same second as the index, so git would compare every file's bytes on each
    # `git diff` until something refreshes the index; quest's reads never write it (GIT_OPTIONAL_LOCKS=0), an author's
    # first `git status` does.
    sleep 1
    git -C "$work" status --porcelain >/dev/null
    python3 - "$quest" "$work" "$count" "$runs" "$commits" <<'PY'
import os, statistics, subprocess, sys, time
quest, work, count, runs, commits = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
build = [quest, "build", "--lessons", f"{work}/Lessons", "--templates", f"{work}/Templates", "--out", f"{work}/Site"]
kept_history = f"{work}/.quest-cache/lessons/committed-times"
subprocess.run(build, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
lesson = f"{work}/Lessons/lesson{count // 2}.md"
samples = {"kept": [], "read": []}
for edit in range(2 * runs):
    # Alternating, so that both see the same hour of the machine.
    kind = "kept" if edit % 2 == 0 else "read"
    with open(lesson, "a") as file:
        file.write(f"\nAn edit not committed yet, {edit}.\n")
    if kind == "read" and os.path.exists(kept_history): os.remove(kept_history)
    start = time.perf_counter()
    subprocess.run(build, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    samples[kind].append(time.perf_counter() - start)
subprocess.run(["git", "-C", f"{work}/Lessons", "log", "--format=%x01%at", "--name-only", "--relative", "--", "."], capture_output=True)  # warms git's caches
start = time.perf_counter()
subprocess.run(["git", "-C", f"{work}/Lessons", "log", "--format=%x01%at", "--name-only", "--relative", "--", "."], check=True, stdout=subprocess.DEVNULL)
git_log = time.perf_counter() - start
print()
print(f"one lesson changed, {count} lessons in git with {commits + 1} commits (best of {runs}; the edit not committed)")
for kind, label in (("kept", "history kept at HEAD"), ("read", "history read whole (kept one deleted)")):
    print(f"  {label:40}{min(samples[kind]):8.3f}s   every run: " + ", ".join(f"{value:.3f}s" for value in samples[kind]))
print(f"  git log of the lessons folder alone       {git_log:8.3f}s")
PY
}
if ((commits > 0)); then bench_git_history; fi

[[ -z "$sizes" ]] && exit 0
# One lesson changed beside its clean build, at each size: a course per size, built and edited in turn.
for size in $sizes; do generate "$size" "Benchmarks/work/site-$size"; done
python3 - "$quest" "$runs" $sizes <<'PY'
import os, subprocess, sys, time
quest, runs, sizes = sys.argv[1], int(sys.argv[2]), [int(size) for size in sys.argv[3:]]
load_start = os.getloadavg()[0]

def run(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

rows = {}
for size in sizes:
    work = f"Benchmarks/work/site-{size}"
    site, cache = f"{work}/Site", f"{work}/.quest-cache"
    build = [quest, "build", "--lessons", f"{work}/Lessons", "--templates", f"{work}/Templates", "--out", site]
    clean = []
    for _ in range(runs):
        subprocess.run(["rm", "-rf", site, cache], check=True)
        clean.append(run(build))
    lesson = f"{work}/Lessons/lesson{size // 2}.md"
    one = []
    for edit in range(runs):
        with open(lesson, "a") as file:
            file.write(f"\nOne more sentence, edit {edit}.\n")
        one.append(run(build))
    rows[size] = (min(clean), min(one), sorted(one))

print()
print(f"one lesson changed by course size (best of {runs}; load {load_start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, on {os.cpu_count()} cores)")
print(f"{'lessons':>8}{'clean':>10}{'one lesson':>12}{'% of clean':>12}   one lesson, every run")
for size, (clean, one, every) in rows.items():
    print(f"{size:>8}{clean:9.3f}s{one:11.3f}s{one / clean * 100:11.1f}%   " + ", ".join(f"{value:.3f}s" for value in every))
smallest, largest = min(rows), max(rows)
growth = rows[largest][1] / rows[smallest][1]
print(f"one lesson changed at {largest} lessons = {growth:.2f}× its time at {smallest}")
verdicts = [(f"at {largest} ≤ 1.3× at {smallest}", growth <= 1.3)]
if 500 in rows: verdicts.append(("≤ 3% of clean at 500", rows[500][1] <= 0.03 * rows[500][0]))
print("targets: " + ", ".join(f"{name}: {'met' if ok else 'MISSED'}" for name, ok in verdicts))
PY
