#!/usr/bin/env bash
# Benchmarks `quest build` on a generated course of 500 lessons (lesson 22, varied) against Hugo building the same
# Markdown files as a minimal site, and one cmark process converting all of them concatenated (the floor).
# Prints the times, quest's peak memory, and the ratios to Hugo and to cmark. Work files go to Benchmarks/work/.
#   Scripts/bench-site.sh [LESSONS]      default 500; QUEST=path/to/quest skips building quest in release mode
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-500}"
runs=3
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

rm -rf "$work"
mkdir -p "$work/Lessons/lesson22"/{starter,solution,mutants} "$work/hugo/content" "$work/hugo/layouts/_default"
python3 - "$count" "$work/Lessons" Lessons/lesson22.md <<'PY'
import pathlib, sys
count, folder, source = int(sys.argv[1]), pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]).read_text()
topics = ["toolbars", "lists", "navigation", "sheets", "forms", "animation", "layout", "state", "data flow", "gestures"]
for number in range(1, count + 1):
    topic = topics[number % len(topics)]
    text = source.replace("lesson: 22", f"lesson: {number}", 1)
    text = text.replace("title: Toolbars, menus, and search", f"title: Toolbars, menus, and search, part {number} ({topic})", 1)
    text = text.replace("# Toolbars, menus, and search", f"# Toolbars, menus, and search, part {number} ({topic})", 1)
    text = text.replace("trips/42/log", f"trips/{number}/log").replace("trip 42", f"trip {number}")
    text = text.replace("Part 5:", f"Part {number % 9 + 1}:")
    extra = f"\n\nIn part {number} the same ideas return for {topic}: placements, menus and search, seen again with a new example.\n"
    text = text.replace("\n## New in iOS 27", extra + "\n## New in iOS 27", 1)
    (folder / f"lesson{number}.md").write_text(text)
PY
cp "$work"/Lessons/*.md "$work/hugo/content/"
printf 'baseURL = "http://example.org/"\ntitle = "bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n' >"$work/hugo/hugo.toml"
printf '<!doctype html><html lang="en"><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n' >"$work/hugo/layouts/_default/single.html"
printf '<!doctype html><html lang="en"><head><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</body></html>\n' >"$work/hugo/layouts/_default/list.html"
cat "$work"/Lessons/*.md >"$work/all.md"

python3 - "$quest" "$work" "$count" "$runs" <<'PY'
import os, resource, subprocess, sys, time
quest, work, count, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
site = f"{work}/Site"
build = [quest, "build", "--lessons", f"{work}/Lessons", "--templates", "Templates", "--out", site]

def run(command, **options):
    """Wall and CPU (user + system, children) seconds of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **options)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

def best(samples):
    return min(samples, key=lambda sample: sample[0])

def clean_build():
    subprocess.run(["rm", "-rf", site], check=True)
    return run(build)

clean = best([clean_build() for _ in range(runs)])
noop = best([run(build) for _ in range(runs)])
changed = []
for edit in range(runs):
    with open(f"{work}/Lessons/lesson{count // 2}.md", "a") as lesson:
        lesson.write(f"\nOne more sentence, edit {edit}.\n")
    changed.append(run(build))
one = best(changed)

def hugo_build():
    subprocess.run(["rm", "-rf", f"{work}/hugo/public"], check=True)
    return run(["hugo", "--quiet", "-s", f"{work}/hugo", "-d", "public"])

hugo = best([hugo_build() for _ in range(runs)])
cmark = best([run(["cmark", "--smart", "--safe", f"{work}/all.md"]) for _ in range(runs)])

# One more clean build with each progress line time-stamped, for the split between steps.
subprocess.run(["rm", "-rf", site], check=True)
process = subprocess.Popen(build, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
steps, last, name = [], time.perf_counter(), None
for line in process.stdout:
    now = time.perf_counter()
    if name: steps.append((name, now - last))
    if line.startswith("["):
        name, last = line.split("] ", 1)[1].split(" (")[0].strip(), now
    else:
        name = None
process.wait()

subprocess.run(["rm", "-rf", site], check=True)
peak = subprocess.run(["/usr/bin/time", "-v", *build], capture_output=True, text=True).stderr
peak_mb = next(int(line.split(":")[1]) for line in peak.splitlines() if "Maximum resident set size" in line) / 1024
pages = sum(1 for root, _, files in os.walk(site) for name in files if name.endswith(".html"))
files = sum(len(names) for _, _, names in os.walk(site))

print(f"course: {count} lessons → {pages} pages, {files} files (pages, cards pages, decks, search index)")
print(f"machine load while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times shrink on an idle machine; CPU times less so)")
print(f"{'':34}{'wall':>9}{'CPU':>9}")
rows = [("quest build, clean", clean), ("quest build, nothing changed", noop), ("quest build, one lesson changed", one),
        ("hugo, same Markdown files", hugo), ("cmark, all files concatenated", cmark)]
for label, (wall, cpu) in rows:
    print(f"{label:34}{wall:8.3f}s{cpu:8.3f}s")
print("clean build, by step: " + ", ".join(f"{step} {seconds:.2f}s" for step, seconds in steps))
print(f"ratios: clean = {clean[0] / hugo[0]:.2f}× Hugo (CPU {clean[1] / hugo[1]:.2f}×), {clean[0] / cmark[0]:.0f}× the cmark floor; "
      f"no-op = {noop[0] / clean[0] * 100:.1f}% of clean; one lesson changed = {one[0] / clean[0] * 100:.1f}% of clean")
print(f"quest build peak memory: {peak_mb:.1f} MB")
verdicts = [("clean ≤ 0.5× Hugo", clean[0] <= 0.5 * hugo[0]), ("no-op < 10% of clean", noop[0] < 0.1 * clean[0]),
            ("peak < 150 MB", peak_mb < 150)]
print("targets: " + ", ".join(f"{name}: {'met' if ok else 'MISSED'}" for name, ok in verdicts))
PY
