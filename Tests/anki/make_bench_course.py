#!/usr/bin/env python3
"""Writes a generated course for the deck benchmark: LESSONS lessons of QUESTIONS review questions each.

usage: make_bench_course.py OUT_DIR [LESSONS] [QUESTIONS]

Every question carries a written answer with inline code, so each card's text is fixed and the same notes can be
built with genanki from quest's JSON. Half of the lessons also leave their last ten questions unanswered, so quest's
answer drafting is part of what is timed.
"""

import os
import sys

WORDS = ("toolbar placement menu search field binding state view list navigation stack router path "
         "scroll item label button sheet alert focus value model task actor").split()


def lesson_text(number, questions):
    words = [WORDS[(number * 7 + i) % len(WORDS)] for i in range(12)]
    notes = " ".join(
        f"The `{w}Modifier` changes how a {w} behaves inside a {words[(i + 3) % 12]} when the {words[(i + 5) % 12]} updates."
        for i, w in enumerate(words)
    )
    lines = [
        "---", f"lesson: {number}", f"title: Generated lesson {number}", "---", "",
        f"# Generated lesson {number}", "", notes, "",
        "## After this lesson you should be able to answer", "",
    ]
    drafted_from = questions - 10 if number % 2 == 0 else questions
    for q in range(1, questions + 1):
        w = WORDS[(number + q) % len(WORDS)]
        lines.append(f"- Question {q} of lesson {number}: what does `{w}Modifier` do to a {w}?")
        if q <= drafted_from:
            lines += ["", f"  It changes how a **{w}** behaves (answer {number}.{q}), as in `.{w}Modifier(.automatic)`.", ""]
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    lessons = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    questions = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    os.makedirs(out, exist_ok=True)
    for number in range(1, lessons + 1):
        with open(os.path.join(out, f"bench{number:03d}.md"), "w", encoding="utf-8") as f:
            f.write(lesson_text(number, questions))


if __name__ == "__main__":
    main()
