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
   * the pre-rendered pages (cases/ID/, LANG/...; issue 44) are not in FILES: each is kept
     once visited, in "fde-<BUILD>-pages" (the page open when the build installs too);
     offline, a page never kept is answered with this build's root page, whose start
     script sees another page's address and starts the app (which draws that page);
   * nothing else is cached and nothing leaves this origin (the site makes no other
     requests);
   * fast repeat visits (issue 18): the files are served from the caches by the browser
     itself, without waking this script (static routes, `addRoutes`, where the browser
     has them: the same lookup as the fetch handler below, which serves the rest); and
     the page's HTML names the glue of its case's kind's build (`PRELOAD`, a third line
     scripts/site-offline writes from scripts/build-site's `.preload.json`), so it is
     asked for while the HTML is parsed, not after the start script ran. */
'use strict';

var CACHE = 'fde-' + BUILD;
// The pre-rendered pages kept as visited (not in FILES): a cache of their own per build,
// kept and deleted with the build's.
var PAGES = CACHE + '-pages';
// The builds in the order they were installed (newest last), kept in a cache of its own.
var ORDER = 'fde-builds';
var KEEP = 2;

self.addEventListener('install', function (event) {
  if (event.addRoutes) {
    // Every GET in this script's scope but the page itself: from the caches (all of
    // them, as `caches.match` below), the network when none has it. A route is matched
    // without starting this script: no round trip through it per file.
    // Routes the browser refuses leave the fetch handler serving everything, as before.
    var scope = new URL(self.registration.scope);
    var esc = function (s) { return s.replace(/[\\:*?()+{}]/g, '\\$&'); };
    try {
      Promise.resolve(event.addRoutes([
        { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
        {
          condition: {
            requestMethod: 'GET',
            urlPattern: { protocol: esc(scope.protocol.slice(0, -1)), hostname: esc(scope.hostname), port: esc(scope.port), pathname: esc(scope.pathname) + '*' },
          },
          source: 'cache',
        },
      ])).catch(function () {});
    } catch (e) { /* as above */ }
  }
  event.waitUntil(
    caches.open(CACHE)
      .then(function (cache) {
        return cache.addAll(FILES.map(function (f) { return new Request(f, { cache: 'reload' }); }));
      })
      .then(function () { return caches.open(PAGES); })
      .then(keepOpenPages)
      .then(function () { return self.skipWaiting(); })
  );
});

// The pre-rendered pages (cases/ID/, LANG/cases/ID/, LANG/) are not in FILES: each is
// kept once visited (the fetch handler below), and the ones open when this build
// installs (the page that registered it, visited before there was a worker) here.
function keepOpenPages(cache) {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
    return Promise.all(list.map(function (client) {
      var u = pageKey(client.url);
      return u ? cache.match(u).then(function (hit) { return hit || cache.add(new Request(u, { cache: 'reload' })).catch(function () {}); }) : null;
    }));
  });
}

// A page's cache key: its address without query or fragment, in this worker's scope,
// ending in `/` (a folder's page); null for anything else.
function pageKey(url) {
  var u = new URL(url);
  if (u.origin !== self.location.origin || u.href.indexOf(self.registration.scope) !== 0 || !/\/$/.test(u.pathname)) return null;
  return u.origin + u.pathname;
}

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
              return n.indexOf('fde-') === 0 && n !== ORDER && keep.indexOf(n.replace(/-pages$/, '')) < 0;
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
        // a case file opened by a download link is that file (its ?v= left aside). A
        // pre-rendered page not kept yet is fetched and kept (for offline after a visit);
        // offline, a page kept by the previous build is better than none.
        var key = pageKey(req.url);
        return cache.match(req, { ignoreSearch: true })
          .then(function (hit) { return hit || (key ? caches.open(PAGES).then(function (p) { return p.match(key); }) : null); })
          .then(function (hit) {
            if (hit) return withPreloads(req, hit);
            return fetch(req).then(function (res) {
              if (key && res.ok && (res.headers.get('Content-Type') || '').indexOf('text/html') === 0) {
                var copy = res.clone();
                event.waitUntil(caches.open(PAGES).then(function (p) { return p.put(key, copy); }).catch(function () {}));
              }
              return res;
            }, function (e) {
              // Offline: a page kept by the previous build, else this build's root page (its
              // start script sees the address is another page's and starts the app, which
              // draws the page of the address).
              return caches.match(req, { ignoreSearch: true }).then(function (old) {
                if (old) return old;
                if (!key) throw e;
                return cache.match(self.registration.scope).then(function (root) { if (root) return withPreloads(req, root, true); throw e; });
              });
            });
          });
      }
      // This build's files, then the previous build's (a page still open on it).
      return caches.match(req).then(function (hit) { return hit || fetch(req); });
    })
  );
});

// The page with its build's glue named first (`PRELOAD`: the start script's choice, the
// build of the case's kind, routing's without one): `<link rel=modulepreload>` for the
// glue the start script imports (the same request, so it is fetched once), before the
// start script's tag. Not the .wasm: a `<link rel=preload as=fetch>` for it made repeat
// visits slower (BENCHMARKS.md, issue 18's revisit3), the start script's own fetch
// compiles it as it streams in. A download link's file (not the page) is served as it is.
// `standIn`: the root page answering another page's address (offline): a `<base>` at the
// root (this worker's scope) keeps its relative URLs the root's.
function withPreloads(req, hit, standIn) {
  if (typeof PRELOAD !== 'object' || !PRELOAD || (hit.headers.get('Content-Type') || '').indexOf('text/html') < 0) return hit;
  // The case: `?case=`, else a pre-rendered page's path (`cases/ID/`), as the start script reads it.
  var u = new URL(req.url);
  var m = u.pathname.match(/\/(?:cases|fdebench)\/([^\/]+)\/(?:index\.html)?$/);
  var c = u.searchParams.get('case');
  if (c === null && m) { try { c = decodeURIComponent(m[1]); } catch (e) { c = m[1]; } }
  var b = PRELOAD.builds[Object.prototype.hasOwnProperty.call(PRELOAD.kinds, c) ? PRELOAD.kinds[c] : 'routing'];
  if (!b) return hit;
  return hit.text().then(function (html) {
    var at = html.indexOf('<script type="module" src=');
    if (at < 0) return new Response(html, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
    var links = (standIn && html.indexOf('<base ') < 0 ? '<base href="' + self.registration.scope + '" />\n  ' : '')
      + '<link rel="modulepreload" href="' + b[0] + '" />\n  ';
    var headers = new Headers(hit.headers);
    headers.delete('Content-Length');
    return new Response(html.slice(0, at) + links + html.slice(at), { status: hit.status, statusText: hit.statusText, headers: headers });
  });
}
