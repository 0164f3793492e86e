#!/usr/bin/env python3
"""Times `quest decks` on a generated 10,000-card course against genanki building the same notes.

usage: bench_decks.py QUEST_BINARY WORK_DIR [RUNS]

Generates a course of 100 lessons × 100 review questions (make_bench_course.py), then runs, RUNS times each
(after one warm-up run of each):
  quest:   `quest decks --timings`: reading and parsing the lessons, making the cards (drafting answers), writing
           every <slug>.apkg, .tsv and .json, then course.apkg: one package of all 10,000 notes;
  genanki: bench_genanki.py, which reads quest's JSON and builds the same 10,000 notes into one package.
The headline ratio compares like with like: quest's course.apkg step (10,000 notes from ready cards into one
package) against genanki's build of the same notes (timed inside its process). Also reported: both tools as whole
processes, which is quest doing far more work (parsing, drafting, 301 files) than genanki. Medians; wall clock.
The target is quest ≤ 0.5 × genanki.
"""
import re

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command, **kwargs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"{command[0]} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, result.stdout


def main():
    quest, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    course, decks = os.path.join(work, "course"), os.path.join(work, "decks")
    shutil.rmtree(course, ignore_errors=True)
    subprocess.run([sys.executable, os.path.join(HERE, "make_bench_course.py"), course, "100", "100"], check=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH="1767225600")

    quest_command = [quest, "decks", "--timings", "--lessons", course, "--out", decks]
    genanki_command = [sys.executable, os.path.join(HERE, "bench_genanki.py"), decks, os.path.join(work, "genanki.apkg")]
    quest_runs, genanki_runs, genanki_inside, quest_package = [], [], [], []
    for attempt in range(runs + 1):
        quest_time = timed(quest_command, env=env)
        genanki_time = timed(genanki_command)
        if attempt == 0:
            summary = quest_time[2].strip().splitlines()
            continue  # warm-up: file caches, first-run linking
        quest_runs.append(quest_time[:2])
        step = re.search(r"\[4/4\] Writing course\.apkg \((\d+) notes\)(?: and interview\.apkg)? ([0-9.]+) s", quest_time[2])
        if step is None:
            sys.exit("quest decks --timings printed no course.apkg step:\n" + quest_time[2])
        quest_package.append(float(step.group(2)))
        genanki_runs.append(genanki_time[:2])
        inside = dict(line.split("=") for line in genanki_time[2].split())
        genanki_inside.append(float(inside["genanki_seconds"]))

    quest_wall = statistics.median(w for w, _ in quest_runs)
    quest_cpu = statistics.median(c for _, c in quest_runs)
    genanki_wall = statistics.median(w for w, _ in genanki_runs)
    genanki_cpu = statistics.median(c for _, c in genanki_runs)
    genanki_build = statistics.median(genanki_inside)
    quest_build = statistics.median(quest_package)
    print("course: 100 lessons, 10,000 cards")
    for line in summary:
        print("  quest: " + line)
    print(f"10,000-note package from the same cards: quest {quest_build:.3f} s, genanki {genanki_build:.3f} s "
          f"(median of {runs})")
    print(f"ratio quest/genanki: {quest_build / genanki_build:.2f}  (target ≤ 0.50)")
    print(f"whole processes: quest decks {quest_wall:.3f} s wall, {quest_cpu:.3f} s CPU (all 301 files); "
          f"genanki {genanki_wall:.3f} s wall, {genanki_cpu:.3f} s CPU (one package)")
    print(f"ratio quest/genanki, whole processes: {quest_wall / genanki_wall:.2f} wall, {quest_cpu / genanki_cpu:.2f} CPU")


if __name__ == "__main__":
    main()
