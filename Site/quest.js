/* quest: search on the course index, the card trainer and interview practice. No framework, nothing fetched: it runs from file:// too. */
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

  // --- Single-key shortcuts (`/`, Space, 1–4, ← →) can be turned off (WCAG 2.1.4): one setting for the whole site, kept
  // in localStorage, offered wherever a shortcut is. Off, every element marked data-shortcut-keys is hidden and the
  // elements marked data-shortcut-keys-off say how to work without them. ---

  var SHORTCUTS_KEY = "quest.shortcuts";

  function shortcutsOn() {
    try { return window.localStorage.getItem(SHORTCUTS_KEY) !== "off"; } catch (error) { return true; }
  }

  function showShortcutSetting() {
    var on = shortcutsOn();
    Array.prototype.forEach.call(document.querySelectorAll("[data-shortcuts-setting]"), function (box) { box.checked = on; });
    Array.prototype.forEach.call(document.querySelectorAll("[data-shortcut-keys]"), function (node) { node.hidden = !on; });
    Array.prototype.forEach.call(document.querySelectorAll("[data-shortcut-keys-off]"), function (node) { node.hidden = on; });
    Array.prototype.forEach.call(document.querySelectorAll("[data-describedby-on]"), function (node) {
      node.setAttribute("aria-describedby", node.getAttribute(on ? "data-describedby-on" : "data-describedby-off"));
    });
  }

  function setUpShortcutSetting() {
    document.addEventListener("change", function (event) {
      if (!event.target.matches || !event.target.matches("[data-shortcuts-setting]")) return;
      try { window.localStorage.setItem(SHORTCUTS_KEY, event.target.checked ? "on" : "off"); } catch (error) { /* storage may be disabled */ }
      showShortcutSetting();
    });
    window.addEventListener("storage", function (event) { if (event.key === SHORTCUTS_KEY) showShortcutSetting(); });
    showShortcutSetting();
  }

  // --- Code that scrolls sideways is reachable by keyboard: a block wider than its column becomes a tab stop, so the
  // arrow keys scroll it (WCAG 2.1.1). Checked again when the window's width changes. ---

  function markScrollableCode() {
    Array.prototype.forEach.call(document.querySelectorAll("pre"), function (block) {
      if (block.scrollWidth > block.clientWidth + 1) {
        block.setAttribute("tabindex", "0");
      } else if (block.getAttribute("tabindex") === "0") {
        block.removeAttribute("tabindex");
      }
    });
  }

  // --- Search: entries come from search-index.js (a global), so no fetch() is needed on file://. ---

  var KIND_LABELS = { lesson: "Lesson", question: "Question", interview: "Interview problem", exercise: "Exercise", callout: "What’s new" };

  function setUpSearch(section) {
    var index = window.QUEST_SEARCH_INDEX;
    if (!index || !index.entries) return;
    var input = section.querySelector("#search-input");
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
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey && shortcutsOn()) {
        event.preventDefault();
        input.focus();
      }
    });
    if (location.hash === "#search") input.focus();
    update();
  }

  // --- Cards: one card at a time; Space turns it, 1–4 grade it, and FSRS (fsrs.js) schedules its next review. The
  // state of every card of the course lives under one localStorage key, so any cards page can count what is due. ---

  var PROGRESS_KEY = "quest.cards.progress";
  var PROGRESS_FORMAT = "quest-cards-progress";
  var GRADES = ["again", "hard", "good", "easy"];

  function readProgress() {
    try {
      var stored = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) || "null");
      if (stored && stored.cards && typeof stored.cards === "object") return stored;
    } catch (error) { /* unreadable: start afresh */ }
    return { format: PROGRESS_FORMAT, version: 1, cards: {} };
  }

  function writeProgress(progress) {
    try { window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress)); } catch (error) { /* storage may be disabled */ }
  }

  /* A progress file's cards, or null when it is not one: every entry needs finite numbers. */
  function validProgress(value) {
    if (!value || value.format !== PROGRESS_FORMAT || !value.cards || typeof value.cards !== "object") return null;
    var cards = {};
    for (var key in value.cards) {
      var card = value.cards[key];
      var numbers = card && ["stability", "difficulty", "last", "due"].every(function (field) { return isFinite(card[field]); });
      if (!numbers || card.stability <= 0) return null;
      cards[key] = { stability: +card.stability, difficulty: +card.difficulty, last: +card.last, due: +card.due, reps: +card.reps || 1 };
    }
    return { format: PROGRESS_FORMAT, version: 1, cards: cards };
  }

  /* The learner's day, as Anki counts it: days start at 4 a.m. local time. */
  function today() {
    var now = new Date();
    return Math.floor((now.getTime() - now.getTimezoneOffset() * 60000 - 4 * 3600000) / 86400000);
  }

  function isDue(state, day) { return !state || state.due <= day; }

  function describeDays(days) {
    if (days < 31) return days + "d";
    if (days < 365) return (Math.round(days / 3.04) / 10) + "mo";
    return (Math.round(days / 36.5) / 10) + "y";
  }

  function setUpTrainer(trainer) {
    var deck = document.querySelector("[data-deck]");
    var actions = document.querySelector("[data-trainer-actions]");
    var scheduler = window.QuestFSRS;
    var cards = deck ? Array.prototype.slice.call(deck.querySelectorAll("[data-card]")) : [];
    if (cards.length === 0 || !actions || !scheduler) return;
    var slug = trainer.getAttribute("data-lesson");
    var course = (window.QUEST_CARDS && window.QUEST_CARDS.lessons) || [];
    if (!course.some(function (lesson) { return lesson.slug === slug; })) {
      course = course.concat([{ slug: slug, cards: cards.map(function (card) { return card.getAttribute("data-card"); }) }]);
    }
    var progress = readProgress();
    var progressText = trainer.querySelector("[data-progress]");
    var dueText = trainer.querySelector("[data-due-count]");
    var dueLessons = trainer.querySelector("[data-due-lessons]");
    var flipButton = actions.querySelector("[data-action=flip]");
    var gradeButtons = GRADES.map(function (grade) { return actions.querySelector("[data-action=" + grade + "]"); });
    var status = actions.querySelector("[data-transfer-status]");
    var importInput = actions.querySelector("[data-import]");
    var current = 0;
    trainer.hidden = false;
    actions.hidden = false;
    deck.classList.add("is-training");

    function keyOf(card) { return slug + "/" + card.getAttribute("data-card"); }
    function stateOf(card) { return progress.cards[keyOf(card)] || null; }

    function firstDue(from) {
      var day = today();
      for (var step = 0; step < cards.length; step += 1) {
        var index = (from + step) % cards.length;
        if (isDue(stateOf(cards[index]), day)) return index;
      }
      return -1;
    }

    function show(position) {
      current = (position + cards.length) % cards.length;
      cards.forEach(function (card, index) {
        card.classList.toggle("is-current", index === current);
        card.classList.remove("is-flipped");
      });
      render();
    }

    function render() {
      var day = today();
      var card = cards[current];
      var state = stateOf(card);
      var flipped = card.classList.contains("is-flipped");
      var when = isDue(state, day) ? (state ? "due today" : "new") : "next review in " + describeDays(state.due - day);
      progressText.textContent = "Card " + (current + 1) + " of " + cards.length + " · " + when + (flipped ? " · answer shown" : "");
      flipButton.textContent = flipped ? "Show the question" : "Turn card";
      flipButton.setAttribute("aria-pressed", flipped ? "true" : "false");
      gradeButtons.forEach(function (button, index) {
        button.disabled = !flipped;
        var next = scheduler.review(state, index + 1, day);
        button.querySelector("[data-interval]").textContent = " " + describeDays(next.due - day);
      });
      var here = 0, total = 0;
      dueLessons.textContent = "";
      course.forEach(function (lesson) {
        var due = lesson.cards.filter(function (id) { return isDue(progress.cards[lesson.slug + "/" + id] || null, day); }).length;
        total += due;
        if (lesson.slug === slug) { here = due; return; }
        if (due === 0 || !lesson.title) return;
        var link = element("a", null, "Lesson " + lesson.number + ": " + lesson.title);
        link.href = "../" + lesson.slug + "/cards.html";
        var row = element("li");
        row.appendChild(link);
        row.appendChild(document.createTextNode(" · " + due + " due"));
        dueLessons.appendChild(row);
      });
      dueText.textContent = total + " due today across the course · " + here + " in this lesson";
      dueText.setAttribute("data-due", String(total));
      dueText.setAttribute("data-due-here", String(here));
      dueLessons.hidden = here > 0 || dueLessons.childNodes.length === 0;
    }

    function flip() {
      cards[current].classList.toggle("is-flipped");
      render();
    }

    function grade(rating) {
      var card = cards[current];
      if (!card.classList.contains("is-flipped")) return;
      progress.cards[keyOf(card)] = scheduler.review(stateOf(card), rating, today());
      writeProgress(progress);
      // A grade button is disabled once the next card shows: keyboard focus moves to "Turn card" instead of being lost.
      var fromButton = gradeButtons.indexOf(document.activeElement) !== -1;
      var next = firstDue(current + 1);
      show(next === -1 ? current : next);
      if (fromButton) flipButton.focus();
      if (next === -1) status.textContent = "Nothing left to review in this lesson today.";
    }

    function exportProgress() {
      var link = element("a");
      link.href = "data:application/json;charset=utf-8," + encodeURIComponent(JSON.stringify(progress, null, 1));
      link.download = "quest-cards-progress.json";
      link.setAttribute("data-export-link", "");
      link.hidden = true;
      var old = actions.querySelector("[data-export-link]");
      if (old) old.remove();
      actions.appendChild(link);
      link.click();
      status.textContent = "Exported the progress of " + Object.keys(progress.cards).length + " cards.";
    }

    function importProgress(file) {
      var reader = new FileReader();
      reader.onload = function () {
        var imported = null;
        try { imported = validProgress(JSON.parse(String(reader.result))); } catch (error) { imported = null; }
        if (!imported) {
          status.textContent = "“" + file.name + "” is not a quest progress file; nothing changed.";
          return;
        }
        progress = imported;
        writeProgress(progress);
        status.textContent = "Imported the progress of " + Object.keys(progress.cards).length + " cards.";
        var next = firstDue(0);
        show(next === -1 ? 0 : next);
      };
      reader.readAsText(file);
    }

    actions.addEventListener("click", function (event) {
      var button = event.target.closest("[data-action]");
      if (!button) return;
      var action = button.getAttribute("data-action");
      if (action === "flip") flip();
      if (action === "next") show(current + 1);
      if (action === "previous") show(current - 1);
      if (GRADES.indexOf(action) !== -1) grade(GRADES.indexOf(action) + 1);
      if (action === "export") exportProgress();
      if (action === "reset") {
        cards.forEach(function (card) { delete progress.cards[keyOf(card)]; });
        writeProgress(progress);
        status.textContent = "Forgot the progress of this lesson's cards.";
        show(0);
      }
    });
    importInput.addEventListener("change", function () {
      if (importInput.files && importInput.files[0]) importProgress(importInput.files[0]);
      importInput.value = "";
    });

    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || !shortcutsOn()) return;
      var target = event.target;
      var tag = target && target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
      var onControl = tag === "BUTTON" || tag === "A" || tag === "SUMMARY";
      var rating = ["1", "2", "3", "4"].indexOf(event.key) + 1;
      if ((event.key === " " || event.key === "Spacebar") && !onControl) { event.preventDefault(); flip(); }
      else if (event.key === "ArrowRight") { event.preventDefault(); show(current + 1); }
      else if (event.key === "ArrowLeft") { event.preventDefault(); show(current - 1); }
      else if (rating > 0) { grade(rating); }
    });

    var hashIndex = cards.findIndex(function (card) { return "#" + card.id === location.hash; });
    var start = hashIndex >= 0 ? hashIndex : firstDue(0);
    show(start === -1 ? 0 : start);
  }

  // --- Interview practice: the prompt against a countdown, then the model answer and a checklist of what
  // interviewers listen for, whose ticks are kept in localStorage per part. ---

  function formatClock(milliseconds) {
    var seconds = Math.max(0, Math.ceil(milliseconds / 1000));
    var minutes = Math.floor(seconds / 60);
    var rest = seconds % 60;
    return minutes + ":" + (rest < 10 ? "0" : "") + rest;
  }

  /* A rubric written as prose becomes a list: one item per sentence, and a one-sentence series ("A, B, and C") one
     item per member. Only text is split, never code or links, so inline markup stays as written. */
  function listFromProse(rubric) {
    Array.prototype.slice.call(rubric.querySelectorAll("p")).forEach(function (paragraph) {
      var series = /,\s+and\s/.test(paragraph.textContent) && !/[.!?]\s+\S/.test(paragraph.textContent.trim());
      var boundary = series ? /,\s+(?:and\s+)?/ : /(?<=[.!?])\s+/;
      var list = element("ul");
      var item = element("li");
      Array.prototype.slice.call(paragraph.childNodes).forEach(function (node) {
        if (node.nodeType !== 3) { item.appendChild(node); return; }
        var pieces = node.textContent.split(boundary);
        pieces.forEach(function (piece, index) {
          if (index > 0 && item.textContent.trim()) { list.appendChild(item); item = element("li"); }
          if (piece) item.appendChild(document.createTextNode(piece));
        });
      });
      if (item.textContent.trim()) list.appendChild(item);
      paragraph.replaceWith(list);
    });
  }

  function setUpRubric(part, practice) {
    var rubric = part.querySelector("[data-rubric]");
    var tally = part.querySelector("[data-rubric-tally]");
    if (!rubric) return;
    var key = practice.getAttribute("data-storage-key");
    if (!rubric.querySelector("li")) listFromProse(rubric);
    var items = Array.prototype.slice.call(rubric.querySelectorAll("li"));
    var ticked = [];
    try { ticked = JSON.parse(window.localStorage.getItem(key) || "[]") || []; } catch (error) { ticked = []; }
    var boxes = items.map(function (item, index) {
      var box = element("input", "rubric-box");
      box.type = "checkbox";
      box.checked = ticked.indexOf(index) !== -1;
      var label = element("label");
      var text = element("span");
      while (item.firstChild) text.appendChild(item.firstChild);
      label.appendChild(box);
      label.appendChild(text);
      item.classList.add("rubric-item");
      item.appendChild(label);
      return box;
    });
    function count() {
      var done = boxes.filter(function (box) { return box.checked; }).length;
      tally.textContent = done + " of " + boxes.length + " covered";
    }
    rubric.addEventListener("change", function () {
      var indices = [];
      boxes.forEach(function (box, index) { if (box.checked) indices.push(index); });
      try { window.localStorage.setItem(key, JSON.stringify(indices)); } catch (error) { /* storage may be disabled */ }
      count();
    });
    count();
  }

  function setUpPractice(part) {
    var practice = part.querySelector("[data-practice]");
    var answer = part.querySelector("[data-answer]");
    if (!practice || !answer) return;
    var setup = practice.querySelector("[data-setup]");
    var minutesInput = practice.querySelector("[data-minutes]");
    var clock = practice.querySelector("[data-clock]");
    var time = practice.querySelector("[data-time]");
    var pauseButton = practice.querySelector("[data-action=pause]");
    var status = practice.querySelector("[data-status]");
    var deadline = 0, remaining = 0, timer = null;
    practice.hidden = false;
    setUpRubric(part, practice);

    function minutes() {
      var value = Math.round(Number(minutesInput.value));
      return isFinite(value) && value >= 1 ? Math.min(value, 90) : 10;
    }

    function tick() {
      var before = remaining;
      remaining = deadline - Date.now();
      time.textContent = formatClock(remaining);
      // The clock itself is not read out each second (role=timer); the status announces the last minute once.
      if (before > 60000 && remaining <= 60000 && remaining > 0) status.textContent = "One minute left.";
      if (remaining <= 0) finish("Time is up. Compare your answer with the model answer, then tick what you covered.");
    }

    function stopTimer() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
    }

    function start() {
      remaining = minutes() * 60000;
      deadline = Date.now() + remaining;
      answer.hidden = true;
      answer.open = false;
      setup.hidden = true;
      clock.hidden = false;
      pauseButton.textContent = "Pause";
      status.textContent = "Answer aloud, as you would in the interview. " + minutes() + " minutes.";
      time.textContent = formatClock(remaining);
      stopTimer();
      timer = window.setInterval(tick, 250);
      pauseButton.focus();
    }

    function togglePause() {
      if (timer !== null) {
        stopTimer();
        remaining = deadline - Date.now();
        pauseButton.textContent = "Resume";
        status.textContent = "Paused at " + formatClock(remaining) + ".";
      } else {
        deadline = Date.now() + remaining;
        timer = window.setInterval(tick, 250);
        pauseButton.textContent = "Pause";
        status.textContent = "";
      }
    }

    function finish(message) {
      stopTimer();
      clock.hidden = true;
      setup.hidden = false;
      answer.hidden = false;
      answer.open = true;
      status.textContent = message;
      var summary = answer.querySelector("summary");
      if (summary) summary.focus();
    }

    practice.addEventListener("click", function (event) {
      var button = event.target.closest("[data-action]");
      if (!button) return;
      var action = button.getAttribute("data-action");
      if (action === "start") start();
      if (action === "pause") togglePause();
      if (action === "reveal") finish("Stopped at " + formatClock(deadline - Date.now()) + ". Compare, then tick what you covered.");
    });
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

  // --- Offline when served: over http(s) the service worker (sw.js, written by `quest build` with the build's
  // fingerprint) keeps the course in a cache a rebuild replaces. From file:// nothing is registered or linked. ---

  var scriptURL = document.currentScript && document.currentScript.src;

  function setUpOffline() {
    if (!scriptURL || !/^https?:$/.test(location.protocol) || !("serviceWorker" in navigator)) return;
    var manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = new URL("manifest.webmanifest", scriptURL).href;
    document.head.appendChild(manifest);
    navigator.serviceWorker.register(new URL("sw.js", scriptURL).href).catch(function () { /* offline use is a bonus */ });
  }

  function start() {
    setUpShortcutSetting();
    markScrollableCode();
    window.addEventListener("resize", markScrollableCode);
    setUpOffline();
    var search = document.querySelector("[data-search]");
    if (search) setUpSearch(search);
    var trainer = document.querySelector("[data-trainer]");
    if (trainer) setUpTrainer(trainer);
    Array.prototype.forEach.call(document.querySelectorAll("[data-interview-part]"), setUpPractice);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
