#!/usr/bin/env python3
"""Builds the notes of quest's deck JSON files again with genanki, and prints how long genanki took.

usage: bench_genanki.py DECKS_DIR OUT.apkg

Reads every <slug>.json that `quest decks` wrote (so genanki builds exactly the same notes: same GUIDs, fields and
tags, one deck per lesson), then times genanki alone: note types, notes, decks and writing the package.
Prints `genanki_seconds=<s>` and `genanki_notes=<n>`.
"""

import json
import os
import sys
import time

import genanki

BASIC = genanki.Model(
    1607392319, "Quest Basic",
    fields=[{"name": "Front"}, {"name": "Back"}, {"name": "Drafted"}, {"name": "Source"}],
    templates=[{"name": "Card 1", "qfmt": "{{Front}}",
                "afmt": "{{FrontSide}}<hr id=answer>{{Back}}{{#Drafted}}<p>Drafted</p>{{/Drafted}}"}],
)
CLOZE = genanki.Model(
    1607392320, "Quest Cloze", model_type=genanki.Model.CLOZE,
    fields=[{"name": "Text"}, {"name": "Back Extra"}, {"name": "Source"}],
    templates=[{"name": "Cloze", "qfmt": "{{cloze:Text}}", "afmt": "{{cloze:Text}}<br>{{Back Extra}}"}],
)


def main():
    decks_dir, out = sys.argv[1], sys.argv[2]
    lessons = [json.load(open(os.path.join(decks_dir, name), encoding="utf-8"))
               for name in sorted(os.listdir(decks_dir)) if name.endswith(".json")]
    start = time.perf_counter()
    cpu_start = time.process_time()
    decks = []
    count = 0
    for lesson in lessons:
        deck = genanki.Deck(2059400110 + lesson["lesson"]["number"], lesson["lesson"]["deck"])
        for card in lesson["cards"]:
            if card["kind"] == "cloze":
                note = genanki.Note(model=CLOZE, fields=[card["cloze"], "", card["source"]], guid=card["guid"], tags=card["tags"])
            else:
                note = genanki.Note(model=BASIC, guid=card["guid"], tags=card["tags"],
                                    fields=[card["front"], card["back"], "drafted" if card["drafted"] else "", card["source"]])
            deck.add_note(note)
            count += 1
        decks.append(deck)
    genanki.Package(decks).write_to_file(out)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    print(f"genanki_seconds={elapsed:.3f}")
    print(f"genanki_notes={count}")
    print(f"genanki_cpu_seconds={cpu:.3f}")


if __name__ == "__main__":
    main()
