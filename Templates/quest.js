/* quest: search on the course index and the card trainer. No framework, nothing fetched: it runs from file:// too. */
(function () {
  "use strict";

  document.documentElement.classList.add("js");

  function normalize(text) {
    return String(text || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // --- Search: entries come from search-index.js (a global), so no fetch() is needed on file://. ---

  var KIND_LABELS = { lesson: "Lesson", question: "Question", interview: "Interview problem", exercise: "Exercise", callout: "What’s new" };

  function setUpSearch(section) {
    var index = window.QUEST_SEARCH_INDEX;
    if (!index || !index.entries) return;
    var input = section.querySelector("input[type=search]");
    var results = section.querySelector("#search-results");
    var status = section.querySelector("#search-status");
    var form = section.querySelector("[data-search-form]");
    var lessonList = document.querySelector("[data-lesson-list]");
    var entries = index.entries.map(function (entry) {
      return { entry: entry, haystack: normalize(entry.title + " " + entry.text) };
    });
    section.hidden = false;

    function update() {
      var query = normalize(input.value).trim();
      results.textContent = "";
      if (!query) {
        results.hidden = true;
        status.textContent = "";
        if (lessonList) lessonList.hidden = false;
        return;
      }
      var words = query.split(/\s+/);
      var matches = entries.filter(function (item) {
        return words.every(function (word) { return item.haystack.indexOf(word) !== -1; });
      });
      matches.slice(0, 60).forEach(function (item) {
        var entry = item.entry;
        var link = element("a");
        link.href = entry.url;
        link.appendChild(element("span", "result-kind", KIND_LABELS[entry.kind] || entry.kind));
        link.appendChild(element("span", "result-title", entry.title));
        if (entry.context) link.appendChild(element("span", "result-context", entry.context));
        var row = element("li", "search-result");
        row.dataset.kind = entry.kind;
        row.appendChild(link);
        results.appendChild(row);
      });
      results.hidden = matches.length === 0;
      if (lessonList) lessonList.hidden = true;
      status.textContent = matches.length === 0
        ? "No results for “" + input.value.trim() + "”. Try a shorter word or an API name."
        : matches.length + (matches.length === 1 ? " result" : " results");
    }

    function links() { return Array.prototype.slice.call(results.querySelectorAll("a")); }

    input.addEventListener("input", update);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = links()[0];
      if (first) first.focus();
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") {
        var first = links()[0];
        if (first) { event.preventDefault(); first.focus(); }
      } else if (event.key === "Escape") {
        input.value = "";
        update();
      }
    });
    results.addEventListener("keydown", function (event) {
      var all = links();
      var position = all.indexOf(document.activeElement);
      if (position === -1) return;
      if (event.key === "ArrowDown" && position < all.length - 1) { event.preventDefault(); all[position + 1].focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); (position === 0 ? input : all[position - 1]).focus(); }
      if (event.key === "Escape") { input.focus(); }
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        input.focus();
      }
    });
    if (location.hash === "#search") input.focus();
    update();
  }

  // --- Cards: one card at a time; Space turns it, arrows move, Again/Good marks live in localStorage. ---

  function readMarks(key) {
    try { return JSON.parse(window.localStorage.getItem(key) || "{}") || {}; } catch (error) { return {}; }
  }

  function writeMarks(key, marks) {
    try { window.localStorage.setItem(key, JSON.stringify(marks)); } catch (error) { /* storage may be disabled */ }
  }

  function setUpTrainer(trainer) {
    var deck = document.querySelector("[data-deck]");
    var actions = document.querySelector("[data-trainer-actions]");
    var cards = deck ? Array.prototype.slice.call(deck.querySelectorAll("[data-card]")) : [];
    if (cards.length === 0 || !actions) return;
    var key = trainer.getAttribute("data-deck-key");
    var marks = readMarks(key);
    var progress = trainer.querySelector("[data-progress]");
    var tally = trainer.querySelector("[data-tally]");
    var flipButton = actions.querySelector("[data-action=flip]");
    var againButton = actions.querySelector("[data-action=again]");
    var goodButton = actions.querySelector("[data-action=good]");
    var current = 0;
    var hashIndex = cards.findIndex(function (card) { return "#" + card.id === location.hash; });
    if (hashIndex >= 0) current = hashIndex;
    trainer.hidden = false;
    actions.hidden = false;
    deck.classList.add("is-training");

    function show(position) {
      current = (position + cards.length) % cards.length;
      cards.forEach(function (card, index) {
        card.classList.toggle("is-current", index === current);
        card.classList.remove("is-flipped");
        var mark = marks[card.getAttribute("data-card")];
        if (mark) card.setAttribute("data-mark", mark); else card.removeAttribute("data-mark");
      });
      render();
    }

    function render() {
      var card = cards[current];
      var flipped = card.classList.contains("is-flipped");
      var mark = marks[card.getAttribute("data-card")];
      progress.textContent = "Card " + (current + 1) + " of " + cards.length + (flipped ? ", answer shown" : "");
      flipButton.textContent = flipped ? "Show the question" : "Turn card";
      flipButton.setAttribute("aria-pressed", flipped ? "true" : "false");
      againButton.setAttribute("aria-pressed", mark === "again" ? "true" : "false");
      goodButton.setAttribute("aria-pressed", mark === "good" ? "true" : "false");
      var good = 0, again = 0;
      cards.forEach(function (each) {
        var value = marks[each.getAttribute("data-card")];
        if (value === "good") good += 1;
        if (value === "again") again += 1;
      });
      tally.textContent = good + " good · " + again + " again · " + (cards.length - good - again) + " not marked";
    }

    function flip() {
      cards[current].classList.toggle("is-flipped");
      render();
    }

    function mark(value) {
      var id = cards[current].getAttribute("data-card");
      marks[id] = value;
      writeMarks(key, marks);
      cards[current].setAttribute("data-mark", value);
      if (current < cards.length - 1) show(current + 1); else render();
    }

    actions.addEventListener("click", function (event) {
      var button = event.target.closest("[data-action]");
      if (!button) return;
      var action = button.getAttribute("data-action");
      if (action === "flip") flip();
      if (action === "next") show(current + 1);
      if (action === "previous") show(current - 1);
      if (action === "again" || action === "good") mark(action);
      if (action === "reset") { marks = {}; writeMarks(key, marks); show(current); }
    });

    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var target = event.target;
      var tag = target && target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
      var onControl = tag === "BUTTON" || tag === "A" || tag === "SUMMARY";
      if ((event.key === " " || event.key === "Spacebar") && !onControl) { event.preventDefault(); flip(); }
      else if (event.key === "ArrowRight") { event.preventDefault(); show(current + 1); }
      else if (event.key === "ArrowLeft") { event.preventDefault(); show(current - 1); }
      else if (event.key === "1") { mark("again"); }
      else if (event.key === "2") { mark("good"); }
    });

    show(current);
  }

  // --- Print: every answer is part of the printed page. ---

  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details:not([open])"), function (details) {
      details.setAttribute("data-opened-for-print", "");
      details.open = true;
    });
  });
  window.addEventListener("afterprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details[data-opened-for-print]"), function (details) {
      details.removeAttribute("data-opened-for-print");
      details.open = false;
    });
  });

  function start() {
    var search = document.querySelector("[data-search]");
    if (search) setUpSearch(search);
    var trainer = document.querySelector("[data-trainer]");
    if (trainer) setUpTrainer(trainer);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
