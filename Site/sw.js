/* Written by `quest build`: this build's fingerprint and the files kept offline. */
var QUEST_BUILD = "49cc235c15575af095e0f53facb091d665e47b6c1cfed7f8684330366dd06b7c";
var QUEST_FILES = ["404.html","cards-index.js","decks/lesson22.json","decks/lesson22.tsv","fsrs.js","icon.svg","index.html","interview/index.html","lesson22/cards.html","lesson22/index.html","lesson22/tutorial.html","manifest.webmanifest","quest.js","search-index.js","search-index.json","style.css"];
/* quest's service worker, registered by quest.js only when the site is served over http(s). `quest build` writes the
   two lines above: QUEST_BUILD, the build's fingerprint, and QUEST_FILES, the site's files but its Anki packages.

   Installing keeps every file of this build in the cache "quest-<fingerprint>"; activating deletes the caches of
   other builds. So a rebuild changes this file, the browser installs the new worker, and its cache replaces the old.
   Requests go to the network first, as without a worker, so a served site is always the newest build; when the
   network fails the cached copy answers, and the cards' review state (localStorage) is not the worker's to touch. */
"use strict";

var CACHE_PREFIX = "quest-";
var CACHE = CACHE_PREFIX + QUEST_BUILD;

function siteURL(path) { return new URL(path, self.registration.scope).href; }

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    // `reload` skips the browser's HTTP cache: the files must be this build's, not an older copy.
    return cache.addAll(QUEST_FILES.map(function (path) { return new Request(siteURL(path), { cache: "reload" }); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name.indexOf(CACHE_PREFIX) === 0 && name !== CACHE; })
      .map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

/* The cached answer for a request: the file itself, a folder's index.html, or for a page the course's 404 page. */
function cached(request) {
  return caches.open(CACHE).then(function (cache) {
    var url = new URL(request.url);
    url.hash = "";
    url.search = "";
    if (url.pathname.slice(-1) === "/") url.pathname += "index.html";
    return cache.match(url.href).then(function (response) {
      if (response || request.mode !== "navigate") return response || Response.error();
      return cache.match(siteURL("404.html")).then(function (page) { return page || Response.error(); });
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || request.url.indexOf(self.registration.scope) !== 0) return;
  // `quest serve`'s live reload (/__quest/…) is never cached: offline, its polling simply fails.
  if (new URL(request.url).pathname.indexOf("/__quest/") === 0) return;
  event.respondWith(fetch(request).catch(function () { return cached(request); }));
});
