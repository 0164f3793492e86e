"""axe-core over every page type of a built site, light and dark, desktop and phone width.

axe is vendored (Tests/browser/vendor/axe.min.js, see vendor/README.md for its source and version) so that the rules,
and so the verdict, do not move with whatever a package index serves today."""

import os
import pathlib

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

AXE = pathlib.Path(os.environ.get("QUEST_AXE") or pathlib.Path(__file__).with_name("vendor") / "axe.min.js")
# WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule of the pinned axe that carries one of these tags.
TAGS = os.environ.get("QUEST_AXE_TAGS", "wcag2a,wcag2aa,wcag21a,wcag21aa,wcag22aa").split(",")
# axe ships WCAG 2.2's target size (2.5.8, AA) turned off; it is part of the standard, so it is turned on.
RULES = {} if os.environ.get("QUEST_AXE_TAGS") else {"target-size": {"enabled": True}}

RUN = """
var done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, rules: arguments[1], resultTypes: ['violations']})
  .then(function (result) {
    done({version: axe.version, violations: result.violations.map(function (rule) {
      return {id: rule.id, impact: rule.impact, nodes: rule.nodes.map(function (node) {
        return {target: node.target.join(' '), summary: node.failureSummary};
      })};
    })});
  })
  .catch(function (error) { done({error: String(error)}); });
"""


def _prepare_cards(driver):
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)


def _prepare_lesson(driver):
    driver.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")


def _prepare_interview(driver):
    driver.execute_script("var s = document.querySelector('[data-action=start]'); if (s) s.click();")


def _prepare_interview_done(driver):
    driver.execute_script("var s = document.querySelector('[data-action=start]'); if (s) { s.click();"
                          " document.querySelector('[data-action=reveal]').click(); }")


def _prepare_search(driver):
    driver.find_element(By.ID, "search-input").send_keys("toolbar")


def pages(slug="lesson22", tutorial=True):
    """(page type, path, what to do before the audit so that the states a reader sees are audited too), for a site
    whose audited lesson is `slug`."""
    return [
        ("index", "index.html", None),
        ("search results", "index.html", _prepare_search),
        ("lesson", f"{slug}/index.html", _prepare_lesson),
    ] + ([("tutorial", f"{slug}/tutorial.html", None)] if tutorial else []) + [
        ("cards", f"{slug}/cards.html", _prepare_cards),
        ("interview (clock running)", "interview/index.html", _prepare_interview),
        ("interview (answer shown)", "interview/index.html", _prepare_interview_done),
        ("404", "404.html", None),
    ]


PAGES = pages()


def audit(driver, page_url, prepare):
    """The violations on one page: [(rule id, impact, [targets])]."""
    driver.get(page_url)
    if prepare:
        prepare(driver)
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    driver.set_script_timeout(120)
    result = driver.execute_async_script(RUN, TAGS, RULES)
    if "error" in result:
        raise AssertionError(f"axe failed on {page_url}: {result['error']}")
    return result["version"], [(rule["id"], rule["impact"], [node["target"] for node in rule["nodes"]])
                               for rule in result["violations"]]


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def audit_site(drivers, url_of, page_list=PAGES):
    """{(mode, page type): [violations]} over `drivers` ({"desktop": driver, "phone": driver}) in light and dark."""
    table = {}
    version = None
    for width, driver in drivers.items():
        for scheme in ("light", "dark"):
            set_scheme(driver, scheme)
            for name, path, prepare in page_list:
                version, violations = audit(driver, url_of(path), prepare)
                table[(f"{width} {scheme}", name)] = violations
            set_scheme(driver, "light")
    return version, table
