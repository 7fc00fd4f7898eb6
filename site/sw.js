/* fde-grade's service worker: after the first visit every page, case, figure and the
   grading worker work with the network off.
   scripts/site-offline writes dist/sw.js as this file after two lines of its own:
     var BUILD = "<16 hex: a hash of every file of the build>";
     var FILES = [ every file of the build, relative to this script: "./" (the page),
                   the hashed builds of the page and the worker, the case files with
                   their ?v=<hash>, embed.js, the manifest and icons ];
   A new build is a new sw.js (its BUILD differs), so the browser installs it:
   * install: every file of the new build into the cache "fde-<BUILD>" (fetched anew,
     past the HTTP cache), then it takes over at once (skipWaiting, clients.claim);
   * a page is always one build: the page's HTML comes from the newest complete cache,
     and each file it names is hashed (its name says which build), so a page never mixes
     two builds' files; a page still open on the previous build keeps finding its files,
     because the previous build's cache is kept (older ones are deleted);
   * nothing else is cached and nothing leaves this origin (the site makes no other
     requests). */
'use strict';

var CACHE = 'fde-' + BUILD;
// The builds in the order they were installed (newest last), kept in a cache of its own.
var ORDER = 'fde-builds';
var KEEP = 2;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE)
      .then(function (cache) {
        return cache.addAll(FILES.map(function (f) { return new Request(f, { cache: 'reload' }); }));
      })
      .then(function () { return self.skipWaiting(); })
  );
});

function readOrder() {
  return caches.open(ORDER).then(function (c) {
    return c.match('order').then(function (r) { return r ? r.json() : []; });
  });
}

self.addEventListener('activate', function (event) {
  event.waitUntil(
    readOrder()
      .then(function (order) {
        order = order.filter(function (n) { return n !== CACHE; }).concat([CACHE]);
        var keep = order.slice(-KEEP);
        return caches.open(ORDER)
          .then(function (c) { return c.put('order', new Response(JSON.stringify(keep))); })
          .then(function () { return caches.keys(); })
          .then(function (names) {
            return Promise.all(names.filter(function (n) {
              return n.indexOf('fde-') === 0 && n !== ORDER && keep.indexOf(n) < 0;
            }).map(function (n) { return caches.delete(n); }));
          });
      })
      .then(function () { return self.clients.claim(); })
  );
});

self.addEventListener('fetch', function (event) {
  var req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(function (cache) {
      if (req.mode === 'navigate') {
        // The page, whatever its query (?case=, ?figure=, ?embed=) is this build's page;
        // a case file opened by a download link is that file (its ?v= left aside).
        return cache.match(req, { ignoreSearch: true }).then(function (hit) { return hit || fetch(req); });
      }
      // This build's files, then the previous build's (a page still open on it).
      return caches.match(req).then(function (hit) { return hit || fetch(req); });
    })
  );
});
