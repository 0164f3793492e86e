#!/usr/bin/env python3
"""Checks quest's decks against the real Anki (the official `anki` package from PyPI).

usage: check_anki.py QUEST_BINARY LESSONS_DIR [WORK_DIR]

Copies the course into a fresh git repository, commits it, and builds the decks with `quest decks` (without
SOURCE_DATE_EPOCH: notes are dated by their lesson's last commit); rewords the first question, commits again and
rebuilds. Then, each time in a fresh Anki collection:
  1. imports <slug>.apkg and checks notes, cards, deck name, fields and tags against <slug>.json;
  2. answers one card, imports the rebuilt deck, and checks that no note was added, the new wording is there, and the
     review is still in the history;
  3. does the same with <slug>.tsv through Anki's text importer;
  4. imports course.apkg and checks that every lesson is a subdeck of Quest with all its notes;
  5. does 2 again for a course outside git, where a lesson is dated by its file's modification time;
  6. imports interview.apkg and checks one note per interview part, in deck Quest::Interview track.
Also checks that two builds of one commit are byte-identical.
Prints one `ok` or `FAIL` line per check and closes with `N passed, N failed`; exits 1 on any failure.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from anki.collection import (
    Collection,
    ImportAnkiPackageOptions,
    ImportAnkiPackageRequest,
    ImportCsvRequest,
)

SLUG = "lesson22"
FIRST_COMMIT = 1800000000           # the course's first commit (author and committer time)
SECOND_COMMIT = FIRST_COMMIT + 3600  # the rewording, an hour later
REWORDED_PREFIX = "Put simply: "
DRAFTED_NOTICE = ('<p class="quest-drafted">Drafted from the lesson notes: the author has not written this answer yet.</p>')

passed = 0
failed = 0


def check(condition, description, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok - {description}")
    else:
        failed += 1
        print(f"FAIL - {description}" + (f": {detail}" if detail else ""))
    return condition


def build_decks(quest, lessons, out):
    env = {key: value for key, value in os.environ.items() if key != "SOURCE_DATE_EPOCH"}
    result = subprocess.run([quest, "decks", "--lessons", lessons, "--out", out], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout + result.stderr)
        raise SystemExit(f"quest decks failed with exit code {result.returncode}")


def git(repository, *arguments, date=None):
    env = dict(os.environ, GIT_AUTHOR_NAME="Author", GIT_AUTHOR_EMAIL="author@example.com",
               GIT_COMMITTER_NAME="Author", GIT_COMMITTER_EMAIL="author@example.com")
    if date is not None:
        env.update(GIT_AUTHOR_DATE=f"@{date} +0000", GIT_COMMITTER_DATE=f"@{date} +0000")
    subprocess.run(["git", "-C", repository, *arguments], env=env, check=True, capture_output=True)


def same_bytes(first, second):
    names = sorted(os.listdir(first))
    return names == sorted(os.listdir(second)) and all(
        open(os.path.join(first, name), "rb").read() == open(os.path.join(second, name), "rb").read() for name in names)


def reword_first_question(lessons_copy):
    """Prefixes the first review question of the lesson with a phrase: same place, new wording."""
    path = os.path.join(lessons_copy, SLUG + ".md")
    lines = open(path, encoding="utf-8").read().split("\n")
    heading = next(i for i, line in enumerate(lines) if line.lower().startswith("## after this lesson"))
    item = next(i for i in range(heading + 1, len(lines)) if re.match(r"^\s*[-*+] ", lines[i]))
    marker = re.match(r"^\s*[-*+] ", lines[item]).group(0)
    lines[item] = marker + REWORDED_PREFIX + lines[item][len(marker):]
    open(path, "w", encoding="utf-8").write("\n".join(lines))


def fresh_collection(work, name):
    folder = tempfile.mkdtemp(prefix=name + "-", dir=work)
    return Collection(os.path.join(folder, "collection.anki2"))


def import_apkg(col, path):
    options = ImportAnkiPackageOptions()  # Anki's defaults: update notes and note types when the import is newer
    return col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))


def import_tsv(col, path):
    metadata = col.get_csv_metadata(path=path, delimiter=None)
    return col.import_csv(ImportCsvRequest(path=path, metadata=metadata))


def note_by_guid(col):
    return {col.get_note(nid).guid: col.get_note(nid) for nid in col.find_notes("")}


def expected_fields(card, package):
    """What the note's fields must hold: quest's own note types in the package, Anki's stock ones in the TSV."""
    if card["kind"] == "cloze":
        return {"Text": card["cloze"]}
    back = card["back"]
    if package:
        return {"Front": card["front"], "Back": back, "Drafted": "drafted" if card["drafted"] else ""}
    return {"Front": card["front"], "Back": back + (DRAFTED_NOTICE if card["drafted"] else "")}


def check_deck(col, deck_json, label, package):
    cards = deck_json["cards"]
    deck_name = deck_json["lesson"]["deck"]
    notes = note_by_guid(col)
    check(len(notes) == len(cards), f"{label}: one note per card ({len(cards)})", f"found {len(notes)}")
    check(col.card_count() == len(cards), f"{label}: one Anki card per note", f"found {col.card_count()}")
    deck = col.decks.by_name(deck_name)
    check(deck is not None, f"{label}: deck {deck_name!r} exists")
    if deck is not None:
        in_deck = col.find_cards(f'did:{deck["id"]}')
        check(len(in_deck) == len(cards), f"{label}: every card is in that deck", f"{len(in_deck)} of {len(cards)}")
    wrong = []
    for card in cards:
        note = notes.get(card["guid"])
        if note is None:
            wrong.append(f"{card['id']}: no note with GUID {card['guid']}")
            continue
        for field, value in expected_fields(card, package).items():
            if note[field] != value:
                wrong.append(f"{card['id']}: field {field} is {note[field][:60]!r}, expected {value[:60]!r}")
        for tag in card["tags"]:
            if not note.has_tag(tag):
                wrong.append(f"{card['id']}: tag {tag} missing")
    check(not wrong, f"{label}: fields and tags match {SLUG}.json", "; ".join(wrong[:5]))
    kinds = {card["kind"] for card in cards}
    check({"question", "interview", "rubric", "cloze"} <= kinds, f"{label}: questions, interview and cloze cards", str(kinds))
    types = {notes[card["guid"]].note_type()["name"] for card in cards if card["guid"] in notes}
    expected_types = {"Quest Basic", "Quest Cloze"} if package else {"Basic", "Cloze"}
    check(types == expected_types, f"{label}: note types {sorted(expected_types)}", str(sorted(types)))
    cloze = next(card for card in cards if card["kind"] == "cloze")
    if cloze["guid"] in notes:
        rendered = notes[cloze["guid"]].cards()[0]
        # Anki keeps the hidden text in an attribute of the blank; what a learner sees is the text outside tags.
        question = re.sub(r"<style>.*?</style>|<[^>]*>", "", rendered.question(), flags=re.S)
        answer = re.sub(r"<style>.*?</style>|<[^>]*>", "", rendered.answer(), flags=re.S)
        check("[...]" in question and "visibilityPriority" not in question and "visibilityPriority" in answer, f"{label}: the cloze card hides its API and reveals it on the back",
              question[-200:])
    drafted = next((card for card in cards if card["drafted"]), None)
    if drafted is not None and drafted["guid"] in notes:
        answer = notes[drafted["guid"]].cards()[0].answer()
        check("Drafted from the lesson notes" in answer, f"{label}: a drafted answer says so on the card")


def answer_first_question(col, deck_json, label):
    first = next(card for card in deck_json["cards"] if card["kind"] == "question")
    note = note_by_guid(col)[first["guid"]]
    card = note.cards()[0]
    card.start_timer()
    col.sched.answerCard(card, 3)
    reviews = col.db.scalar("select count() from revlog where cid = ?", card.id)
    check(reviews == 1, f"{label}: answering {first['id']} writes one review", f"{reviews} reviews")
    return first, card.id


def check_update(col, first, card_id, note_count, label):
    notes = note_by_guid(col)
    check(len(notes) == note_count, f"{label}: re-import adds no note", f"{len(notes)} notes, expected {note_count}")
    note = notes.get(first["guid"])
    front = note["Front"] if note is not None else ""
    check(front.startswith(REWORDED_PREFIX), f"{label}: the reworded question replaced the old wording", repr(front[:80]))
    reviews = col.db.scalar("select count() from revlog where cid = ?", card_id)
    check(reviews == 1, f"{label}: the review is still in the history", f"{reviews} reviews for card {card_id}")
    reps = col.db.scalar("select reps from cards where id = ?", card_id)
    check(reps == 1, f"{label}: the card keeps its scheduling", f"reps = {reps}")


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    quest = os.path.abspath(sys.argv[1])
    lessons = os.path.abspath(sys.argv[2])
    work = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else tempfile.mkdtemp(prefix="quest-anki-")
    os.makedirs(work, exist_ok=True)

    repository = os.path.join(work, "course")
    shutil.rmtree(repository, ignore_errors=True)
    os.makedirs(repository)
    course_lessons = os.path.join(repository, "Lessons")
    shutil.copytree(lessons, course_lessons)
    git(repository, "init", "-q")
    git(repository, "add", "-A")
    git(repository, "commit", "-q", "-m", "The course", date=FIRST_COMMIT)
    first_build = os.path.join(work, "decks-1")
    build_decks(quest, course_lessons, first_build)
    again_build = os.path.join(work, "decks-1-again")
    build_decks(quest, course_lessons, again_build)
    check(same_bytes(first_build, again_build), "two builds of one commit are byte-identical")
    reword_first_question(course_lessons)
    git(repository, "commit", "-q", "-am", "Reword the first question", date=SECOND_COMMIT)
    second_build = os.path.join(work, "decks-2")
    build_decks(quest, course_lessons, second_build)

    deck_json = json.load(open(os.path.join(first_build, SLUG + ".json"), encoding="utf-8"))
    reworded_json = json.load(open(os.path.join(second_build, SLUG + ".json"), encoding="utf-8"))
    check([c["guid"] for c in deck_json["cards"]] == [c["guid"] for c in reworded_json["cards"]],
          "rewording a question keeps every GUID")

    # 1–2. The Anki package.
    col = fresh_collection(work, "apkg")
    import_apkg(col, os.path.join(first_build, SLUG + ".apkg"))
    check_deck(col, deck_json, "apkg", package=True)
    import_apkg(col, os.path.join(first_build, SLUG + ".apkg"))
    check(col.note_count() == len(deck_json["cards"]), "apkg: importing the same package again adds nothing",
          f"{col.note_count()} notes")
    first, card_id = answer_first_question(col, deck_json, "apkg")
    import_apkg(col, os.path.join(second_build, SLUG + ".apkg"))
    check_update(col, first, card_id, len(deck_json["cards"]), "apkg")
    import_apkg(col, os.path.join(second_build, "course.apkg"))
    lesson_notes = sum(len(json.load(open(os.path.join(second_build, n), encoding="utf-8"))["cards"])
                       for n in os.listdir(second_build) if n.endswith(".json"))
    check(col.note_count() == lesson_notes, "apkg: course.apkg over the lesson's package adds only other lessons' notes",
          f"{col.note_count()} notes, expected {lesson_notes}")
    col.close()

    # 3. Anki's text importer.
    col = fresh_collection(work, "tsv")
    import_tsv(col, os.path.join(first_build, SLUG + ".tsv"))
    check_deck(col, deck_json, "tsv", package=False)
    first, card_id = answer_first_question(col, deck_json, "tsv")
    import_tsv(col, os.path.join(second_build, SLUG + ".tsv"))
    check_update(col, first, card_id, len(deck_json["cards"]), "tsv")
    col.close()

    # 4. The course package.
    col = fresh_collection(work, "course")
    import_apkg(col, os.path.join(first_build, "course.apkg"))
    expected_notes = 0
    for name in sorted(os.listdir(first_build)):
        if not name.endswith(".json"):
            continue
        lesson_json = json.load(open(os.path.join(first_build, name), encoding="utf-8"))
        expected_notes += len(lesson_json["cards"])
        deck_name = lesson_json["lesson"]["deck"]
        deck = col.decks.by_name(deck_name)
        check(deck is not None and deck_name.startswith("Quest::"), f"course: {deck_name!r} is a subdeck of Quest")
        if deck is not None:
            count = len(col.find_cards(f'did:{deck["id"]}'))
            check(count == len(lesson_json["cards"]), f"course: {deck_name!r} holds its {len(lesson_json['cards'])} cards",
                  f"{count} cards")
    check(col.note_count() == expected_notes, f"course: {expected_notes} notes in all", f"{col.note_count()} notes")
    col.close()

    # 5. A course outside git: the lesson file's modification time dates its notes.
    plain = os.path.join(work, "plain-lessons")
    shutil.rmtree(plain, ignore_errors=True)
    shutil.copytree(lessons, plain)
    lesson_file = os.path.join(plain, SLUG + ".md")
    os.utime(lesson_file, (FIRST_COMMIT, FIRST_COMMIT))
    plain_first = os.path.join(work, "plain-1")
    build_decks(quest, plain, plain_first)
    reword_first_question(plain)
    os.utime(lesson_file, (SECOND_COMMIT, SECOND_COMMIT))
    plain_second = os.path.join(work, "plain-2")
    build_decks(quest, plain, plain_second)
    col = fresh_collection(work, "plain")
    import_apkg(col, os.path.join(plain_first, SLUG + ".apkg"))
    first, card_id = answer_first_question(col, deck_json, "file time")
    import_apkg(col, os.path.join(plain_second, SLUG + ".apkg"))
    check_update(col, first, card_id, len(deck_json["cards"]), "file time")
    col.close()

    # 6. The interview track.
    col = fresh_collection(work, "interview")
    import_apkg(col, os.path.join(first_build, "interview.apkg"))
    parts = sorted(int(match.group(1)) for name in os.listdir(lessons) if name.endswith(".md")
                   for match in re.finditer(r"^## Interview problem · Part (\d+)", open(os.path.join(lessons, name), encoding="utf-8").read(), re.M))
    check(col.note_count() == len(parts) > 0, f"interview: one note per part ({len(parts)})", f"{col.note_count()} notes")
    deck = col.decks.by_name("Quest::Interview track")
    check(deck is not None and len(col.find_cards(f'did:{deck["id"]}')) == len(parts), "interview: the notes are in Quest::Interview track")
    fronts = [col.get_note(nid)["Front"] for nid in col.find_notes("")]
    check(all(f"Part {part}" in "".join(fronts) for part in parts), "interview: each note names its part", fronts[0][:80] if fronts else "")
    backs = [col.get_note(nid)["Back"] for nid in col.find_notes("")]
    check(all("What interviewers listen for" in back for back in backs), "interview: each back holds the rubric")
    col.close()

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
