#!/usr/bin/env python3
"""Records review sequences scheduled by the reference FSRS implementation (the `fsrs` package from PyPI, pinned in
Scripts/requirements-test.txt) as the fixture the site's scheduler (Templates/fsrs.js) is tested against.

usage: .venv/bin/python Tests/browser/record_fsrs.py [OUT]     default OUT: Tests/browser/fsrs_sequences.json

The scheduler is configured as the trainer uses it: default parameters and desired retention, no learning or
relearning steps, no fuzz. Reviews happen at the same time of day, so elapsed time is whole days. Sequences come from a
fixed seed: the same package version always records the same file.
"""

import json
import pathlib
import random
import sys
from datetime import datetime, timedelta, timezone
from importlib.metadata import version

from fsrs import Card, Rating, Scheduler

SEED = 2026
SEQUENCES = 400
START = datetime(2026, 1, 1, 12, 0, tzinfo=timezone.utc)


def record(rng, scheduler):
    card = Card()
    day = rng.randint(0, 3)
    reviews = []
    for _ in range(rng.randint(1, 14)):
        rating = rng.choices([1, 2, 3, 4], weights=[2, 2, 5, 1])[0]
        card, _ = scheduler.review_card(card, Rating(rating), START + timedelta(days=day))
        interval = (card.due - (START + timedelta(days=day))).days
        reviews.append({"day": day, "rating": rating, "interval": interval})
        # Mostly on time, sometimes early (the same day included) or late.
        lateness = rng.choice([0, 0, 0, 0, 1, 2, 5, -1, -2, "same day", "twice late"])
        if lateness == "same day":
            pass
        elif lateness == "twice late":
            day += interval * 2
        else:
            day = max(day, day + interval + lateness)
    return reviews


def main():
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).with_name("fsrs_sequences.json"))
    scheduler = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
    rng = random.Random(SEED)
    sequences = [record(rng, scheduler) for _ in range(SEQUENCES)]
    fixture = {
        "reference": f"fsrs {version('fsrs')}",
        "scheduler": scheduler.to_dict(),
        "sequences": sequences,
    }
    out.write_text(json.dumps(fixture, indent=None, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{out}: {len(sequences)} sequences, {sum(len(s) for s in sequences)} reviews")


if __name__ == "__main__":
    main()
