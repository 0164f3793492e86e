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

seconds() { python3 -c 'import sys,time,subprocess; s=time.perf_counter(); subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); print(f"{time.perf_counter()-s:.3f}")' "$@"; }
best() { sort -n | head -n1; }
build() { "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site"; }

clean_times=()
for _ in $(seq "$runs"); do
    rm -rf "$work/Site"
    clean_times+=("$(seconds "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site")")
done
clean="$(printf '%s\n' "${clean_times[@]}" | best)"
noop="$(for _ in $(seq "$runs"); do seconds "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site"; done | best)"
one_times=()
for run in $(seq "$runs"); do
    printf '\nOne more sentence, edit %s.\n' "$run" >>"$work/Lessons/lesson250.md"
    one_times+=("$(seconds "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site")")
done
one="$(printf '%s\n' "${one_times[@]}" | best)"
rm -rf "$work/Site"
peak_kb="$(/usr/bin/time -v "$quest" build --lessons "$work/Lessons" --templates Templates --out "$work/Site" 2>&1 >/dev/null \
    | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')"
pages="$(find "$work/Site" -name '*.html' | wc -l)"
files="$(find "$work/Site" -type f | wc -l)"
hugo_time="$(for _ in $(seq "$runs"); do rm -rf "$work/hugo/public"; seconds hugo --quiet -s "$work/hugo" -d public; done | best)"
cmark_time="$(for _ in $(seq "$runs"); do seconds cmark --smart --safe "$work/all.md"; done | best)"

python3 - "$count" "$clean" "$noop" "$one" "$hugo_time" "$cmark_time" "$peak_kb" "$pages" "$files" <<'PY'
import sys
count, clean, noop, one, hugo, cmark = int(sys.argv[1]), *map(float, sys.argv[2:7])
peak_mb, pages, files = int(sys.argv[7]) / 1024, int(sys.argv[8]), int(sys.argv[9])
print(f"course: {count} lessons → {pages} pages, {files} files (pages, cards, decks, search index)")
print(f"quest build, clean          {clean:7.3f} s   {clean / hugo:5.2f}× Hugo   {clean / cmark:6.1f}× cmark")
print(f"quest build, nothing changed {noop:6.3f} s   {noop / clean * 100:5.1f}% of clean")
print(f"quest build, one lesson changed {one:4.3f} s   {one / clean * 100:5.1f}% of clean")
print(f"hugo, same Markdown files    {hugo:6.3f} s")
print(f"cmark, all files concatenated {cmark:5.3f} s   (the floor)")
print(f"quest build peak memory      {peak_mb:6.1f} MB")
verdicts = [("clean ≤ 0.5× Hugo", clean <= 0.5 * hugo), ("no-op < 10% of clean", noop < 0.1 * clean), ("peak < 150 MB", peak_mb < 150)]
print("targets: " + ", ".join(f"{name}: {'met' if ok else 'MISSED'}" for name, ok in verdicts))
PY
