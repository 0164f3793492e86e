#!/usr/bin/env python3
"""The served site offline, in headless Chromium against a real `quest serve`: the service worker keeps the course,
a page never opened online opens offline, a card is graded and the grade survives a reload; after a rebuild with
changed content the server's new pages are served and the worker's cache is the new build's, the old one gone.

"Offline" is the server stopped: every request fails as on a phone without a network, for the page and its worker.
  test_offline.py --quest path/to/quest --lessons Lessons --templates Templates
Prints `N passed, N failed` last."""

import argparse
import json
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from test_site import RESULTS, check, due_count, make_driver, wait  # noqa: E402 - beside this file

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

CACHES = """
var done = arguments[arguments.length - 1];
caches.keys().then(function (names) {
  names = names.filter(function (name) { return name.indexOf('quest-') === 0; });
  return Promise.all(names.map(function (name) {
    return caches.open(name).then(function (cache) { return cache.keys(); })
      .then(function (requests) { return [name, requests.length]; });
  }));
}).then(done, function (error) { done(String(error)); });
"""


class Server:
    """`quest serve` on a fixed port, so that the origin, and with it the worker and localStorage, stays the same."""

    def __init__(self, quest, lessons, templates, out, port, log):
        self.command = [quest, "serve", "--lessons", str(lessons), "--templates", str(templates), "--out", str(out),
                        "--port", str(port)]
        self.base = f"http://127.0.0.1:{port}/"
        self.log = log
        self.process = None

    def start(self):
        self.process = subprocess.Popen(self.command, stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(600):
            if self.process.poll() is not None:
                raise AssertionError(f"quest serve exited with {self.process.returncode}")
            try:
                urllib.request.urlopen(self.base + "index.html", timeout=2).read()
                return
            except OSError:
                time.sleep(0.1)
        raise AssertionError("quest serve did not answer")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
        self.process = None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def quest_caches(driver):
    result = driver.execute_async_script(CACHES)
    assert isinstance(result, list), f"caches: {result}"
    return dict(result)


def worker_build(server):
    source = urllib.request.urlopen(server.base + "sw.js", timeout=5).read().decode()
    return source.split('var QUEST_BUILD = "', 1)[1].split('"', 1)[0]


def wait_for_cache(driver, name, message, server=None):
    """Waits until the only quest cache is `name`. With `server`, opens a page now and then meanwhile, as a reader
    moving around would: a navigation is what makes the browser look for a new worker, and one made while the server
    was still building can find the old `sw.js`."""
    for attempt in range(60):
        caches = quest_caches(driver)
        if list(caches) == [name] and caches[name] > 5:
            return
        if server and attempt % 5 == 4:
            driver.get(server.base + "index.html")
        time.sleep(1)
    raise AssertionError(f"{message}: caches {quest_caches(driver)}")


@check("offline: served, the worker keeps the course; offline a new page opens, a card is graded, the grade survives a reload; a rebuild is served and replaces the cache")
def offline(driver, server, lesson_file):
    driver.set_script_timeout(30)
    server.start()
    first_build = worker_build(server)
    driver.get(server.base + "index.html")
    driver.execute_script("localStorage.clear()")
    manifest = driver.execute_script("var l = document.querySelector('link[rel=manifest]'); return l && l.href")
    assert manifest == server.base + "manifest.webmanifest", f"manifest link: {manifest}"
    with urllib.request.urlopen(manifest, timeout=5) as response:
        kind = response.headers.get("Content-Type")
        assert kind == "application/manifest+json", f"the manifest is served as {kind}"
        assert json.loads(response.read())["start_url"] == "index.html"
    wait_for_cache(driver, "quest-" + first_build, "the worker did not keep this build")
    wait(driver, lambda: driver.execute_script("return !!navigator.serviceWorker.controller"), "the page is not controlled")
    cached = quest_caches(driver)["quest-" + first_build]
    print(f"    build {first_build[:12]}: {cached} files kept")

    server.stop()
    driver.get(server.base + "lesson22/cards.html")
    assert "Cards" in driver.title, f"offline, the cards page did not open: {driver.title!r}"
    start = due_count(driver)
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.SPACE)
    body.send_keys("3")
    assert due_count(driver) == start - 1, "offline, grading did not count"
    driver.refresh()
    assert due_count(driver) == start - 1, f"offline, after a reload {due_count(driver)} due, expected {start - 1}"
    driver.get(server.base + "index.html")
    driver.find_element(By.ID, "search-input").send_keys("searchable")
    assert driver.find_elements(By.CSS_SELECTOR, "#search-results li"), "offline, search found nothing"
    driver.get(server.base + "lesson22/index.html")
    assert driver.find_elements(By.CSS_SELECTOR, "main h1"), "offline, the lesson page did not open"

    marker = "Added after the first build, offline test."
    lines = lesson_file.read_text(encoding="utf-8").split("\n")
    title = next(index for index, line in enumerate(lines) if line.startswith("# "))
    lines[title + 1:title + 1] = ["", marker, ""]
    lesson_file.write_text("\n".join(lines), encoding="utf-8")
    server.start()  # serves the site as it is while it builds the changed lesson
    wait(driver, lambda: worker_build(server) != first_build, "the rebuild did not change the worker's build", timeout=60)
    second_build = worker_build(server)
    driver.get(server.base + "lesson22/index.html")
    wait(driver, lambda: marker in driver.page_source, "online after the rebuild, the old page was served", timeout=20)
    wait_for_cache(driver, "quest-" + second_build, "the rebuild's cache did not replace the first", server)
    server.stop()
    driver.get(server.base + "lesson22/index.html")
    assert marker in driver.page_source, "offline after the rebuild, the cache still had the old page"
    driver.get(server.base + "lesson22/cards.html")
    assert due_count(driver) == start - 1, "the review state did not survive the rebuild"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quest", required=True)
    parser.add_argument("--lessons", default="Lessons")
    parser.add_argument("--templates", default="Templates")
    arguments = parser.parse_args()
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="quest-offline-"))
    log = open(scratch / "serve.log", "w")
    server = None
    driver = make_driver()
    try:
        shutil.copytree(arguments.lessons, scratch / "Lessons")
        server = Server(str(pathlib.Path(arguments.quest).resolve()), scratch / "Lessons",
                        pathlib.Path(arguments.templates).resolve(), scratch / "Site", free_port(), log)
        offline(driver, server, scratch / "Lessons" / "lesson22.md")
    finally:
        driver.quit()
        if server:
            server.stop()
        log.close()
        if any(not ok for _, ok, _ in RESULTS):
            print((scratch / "serve.log").read_text(encoding="utf-8")[-2000:])
        shutil.rmtree(scratch, ignore_errors=True)
    passed = sum(1 for _, ok, _ in RESULTS if ok)
    print(f"{passed} passed, {len(RESULTS) - passed} failed")
    return 0 if passed == len(RESULTS) else 1


if __name__ == "__main__":
    sys.exit(main())
