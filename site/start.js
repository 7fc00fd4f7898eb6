/* fde-grade's start script. scripts/build-site writes dist/start-<hash>.js from this
   file, with the build's names in place of the four @NAME@ placeholders, and
   names it in every page (a module at the top of <head>: it runs after the parse).
   * Old links (`?case=ID`, with `lang=` and any other key) go to the case's
     pre-rendered page (`cases/ID/`, `LANG/cases/ID/`), the other keys and the fragment
     kept: a static host cannot redirect on a query string.
   * On a pre-rendered page (`#fde-prerendered`, site/src/prerender.rs) the page's
     WebAssembly is loaded only when the reader means to use it (issue 44): a press,
     a key or focus on a control of the page, a file dragged or dropped anywhere, a file
     chosen, a mouse over a figure or the drop zone. Links just navigate. What started
     it is kept: a file (window.fdePending, graded by site/src/components/upload.rs),
     a button's click (replayed on the app's same button), scroll, focus and open
     sections (the app replaces the pre-rendered body: site/src/main.rs says when, with
     the `fde-mount` and `fde-mounted` events).
   * At once where the app is needed at once: a page not pre-rendered (or another page's
     body: see `here`), a graded file in
     the link (`sub=`, `#s=`), an embed, a root page with `?case=` of no page, any other
     key in the query, attempts kept in this browser for the case (what the reader does
     before it runs is kept all the same).
   * `window.fdeLive()` starts the app (a promise of its start): for the tests and for
     anything else that needs the app without the reader's gesture. */
var builds = /*@BUILDS@*/null; // kind -> [the core's glue, its wasm, the kind's module]
var kinds = /*@KINDS@*/null; // case -> kind (routing's build when absent)
var pages = /*@PAGES@*/null; // case -> its page's path from the site's root
var files = /*@FILES@*/null; // case -> [[file, hash]]: fetched with the .wasm
var own = function (o, k) { return k !== null && Object.prototype.hasOwnProperty.call(o, k); };
var decode = function (s) { try { return decodeURIComponent(s); } catch (e) { return s; } };
var q = new URLSearchParams(location.search);
var m = location.pathname.match(/\/(?:cases|fdebench)\/([^\/]+)\/(?:index\.html)?$/);
var atCase = m ? decode(m[1]) : null;
var asked = q.get("case");

if (asked !== null && atCase === null && !q.has("embed") && own(pages, asked)) {
  // The language: the query's, else the language root's (`zh/?case=ID`).
  var lm = location.pathname.match(/\/(zh|ko|id)\/(?:index\.html)?$/);
  var lang = q.has("lang") ? q.get("lang") : (lm ? lm[1] : "en");
  var dir = /^(zh|ko|id)$/.test(lang) ? lang + "/" : "";
  // The other keys as written (not re-encoded); `lang=` too unless the path says it.
  var rest = location.search.slice(1).split("&").filter(function (kv) {
    var k = decode(kv.split("=")[0].replace(/\+/g, " "));
    return kv !== "" && k !== "case" && !(k === "lang" && dir);
  }).join("&");
  // document.baseURI: a pre-rendered page's <base> is the site's root (any sub-path).
  location.replace(new URL(dir + pages[asked] + (rest ? "?" + rest : "") + location.hash, document.baseURI).href);
  await new Promise(function () {}); // nothing more on this page: it is being left
}

var c = asked !== null ? asked : atCase;
var b = builds[own(kinds, c) ? kinds[c] : "routing"];
var pre = document.getElementById("fde-prerendered");
// Another page's body (the service worker's stand-in offline: the site's root page for a
// page it never kept) is no reading of this one: the app shows this one at once.
var here = location.pathname.match(/(?:(?:zh|ko|id)\/)?(?:(?:cases|fdebench)\/[^\/]+\/)?(?:index\.html)?$/)[0].replace(/index\.html$/, "");
if (pre && decode(here) !== decode(pre.getAttribute("data-page") || "")) pre = null;

var WORDS = {
  en: ["Loading…", "The interactive part of this page could not be loaded ({e}). The text stays readable; reload the page to try again."],
  zh: ["加载中…", "无法加载本页的交互部分（{e}）。文字仍可阅读；请重新加载页面再试。"],
  ko: ["불러오는 중…", "이 페이지의 대화형 부분을 불러오지 못했습니다({e}). 글은 계속 읽을 수 있습니다. 페이지를 새로 고쳐 다시 시도하세요."],
  id: ["Memuat…", "Bagian interaktif halaman ini tidak dapat dimuat ({e}). Teksnya tetap dapat dibaca; muat ulang halaman untuk mencoba lagi."],
};
var words = function () { return WORDS[document.documentElement.lang] || WORDS.en; };

// The case's files, fetched while the .wasm downloads and compiles (site/src/cases.rs
// takes these responses instead of asking again); the same URLs as it builds.
function prefetch() {
  if (!files || !own(files, c)) return;
  var enc = function (p) { return p.split("/").map(encodeURIComponent).join("/"); };
  var got = window.fdePrefetch = {};
  files[c].forEach(function (f) {
    var u = "cases/" + encodeURIComponent(c) + "/" + enc(f[0]) + "?v=" + f[1];
    got[u] = fetch(u);
    got[u].catch(function () {}); // the page reports a failure when it reads it
  });
}

// The page's case kind's module, loaded by the app once it runs (site/src/main.rs calls
// this either way): the app is started when it has come.
var kindLoaded = new Promise(function (res, rej) {
  window.fdeKindLoaded = function (why) { if (why) rej(new Error(why)); else res(); };
});
kindLoaded.catch(function () {}); // said by fdeLive's catch

async function start() {
  // Both asked for first (the .wasm compiles as it streams in), then the case's files.
  var bytes = fetch(b[1]);
  var glue = import(b[0]);
  // The kind's module too (scripts/split-page's loader takes this answer).
  var mod = (window.fdeModules = {})[b[2].slice(2)] = fetch(b[2]);
  mod.catch(function () {}); // the loader reports a failure when it reads it
  prefetch();
  const bindings = await glue;
  const wasm = await bindings.default({ module_or_path: bytes });
  await kindLoaded;
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm: wasm } }));
  // Offline after the first visit (site/sw.js, written by scripts/site-offline), once
  // the page runs: its files are cached in the background. When a new build takes over
  // a page that an older one started, a notice offers the reload (never automatic).
  // A file started the page: registered once it is graded (the site says `fde-graded`),
  // or 20 s on: caching every file (4.6 MB) on a phone's link would delay the worker's.
  if (filed) {
    var once = false;
    var later = function () { if (!once) { once = true; offline(); } };
    addEventListener("fde-graded", later, { once: true });
    setTimeout(later, 20000);
  } else {
    offline();
  }
  return wasm;
}

function offline() {
  if ("serviceWorker" in navigator) {
    var had = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.register("./sw.js").catch(function () {});
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!had || document.querySelector(".update-ready")) return;
      var p = document.createElement("p");
      p.className = "update-ready"; p.setAttribute("role", "status");
      p.textContent = "A new version of this site is ready. ";
      var r = document.createElement("button"); r.type = "button"; r.textContent = "Reload";
      r.addEventListener("click", function () { location.reload(); });
      p.appendChild(r); document.body.appendChild(p);
    });
  }
}

// A file started the page (dropped or picked): the grading worker is started with the
// page's build, so its .wasm downloads and compiles beside the page's, not after the app
// has run (a phone's first upload, issue 44); site/src/worker.rs adopts it, Ready or not.
var filed = false;
function earlyWorker() {
  var meta = document.querySelector("meta[name=fde-worker]");
  if (window.fdeWorker || !meta) return;
  try {
    var w = new Worker(meta.getAttribute("content"));
    var e = window.fdeWorker = { worker: w, ready: false, failed: false };
    w.onmessage = function (m) { if (m.data && m.data.ready === true) e.ready = true; };
    w.onerror = function (ev) { ev.preventDefault(); e.failed = true; };
  } catch (err) { /* the page starts its own */ }
}

var started = null;
var status = null;
var mounted = false;

/** A small status while the app loads after the reader's gesture (removed when it runs). */
function busy() {
  if (!pre || mounted || status) return;
  pre.setAttribute("aria-busy", "true");
  status = document.createElement("p");
  status.className = "fde-loading";
  status.setAttribute("role", "status");
  status.textContent = words()[0];
  document.body.appendChild(status);
}

window.fdeLive = function () {
  if (!started) {
    started = start();
    started.catch(function (e) {
      started = null; // a later gesture tries again
      if (mounted) return;
      busy();
      if (!status) { // a page not pre-rendered: said all the same
        status = document.createElement("p");
        document.body.appendChild(status);
      }
      if (pre) pre.removeAttribute("aria-busy");
      status.className = "fde-loading error";
      status.setAttribute("role", "alert");
      status.textContent = words()[1].replace("{e}", String(e && e.message ? e.message : e));
    });
  }
  return started;
};

var hashAsks = /(?:^#|&)s=/.test(location.hash);
var benign = /^(?:utm_[a-z_]+|fbclid|gclid|ref)$/;
var queryAsks = false;
q.forEach(function (v, k) {
  if (!benign.test(k) && !(k === "lang" && v === document.documentElement.lang)) queryAsks = true;
});
var attempts = false;
try { attempts = c !== null && localStorage.getItem("fde-attempts:" + c) !== null; } catch (e) { /* no storage */ }

// At once where it is needed at once; either way a pre-rendered page keeps what the
// reader does before the app runs (a returning reader's app, started at once, still
// takes seconds on a phone: a file chosen meanwhile was lost).
if (!pre || queryAsks || hashAsks || attempts) window.fdeLive();
if (pre) {
  // Controls of the pre-rendered page that need the app (not links: they navigate; not
  // the <details> toggles and the focusable <main>: they work without it).
  var CONTROLS = "button, input, select, textarea, label, [role=button], [tabindex]:not([tabindex='-1']), .dropzone, figure, svg";
  var inPre = function (t) { return !!t && t.nodeType === 1 && pre.contains(t); };
  var control = function (t) {
    var el = t && t.closest ? t.closest(CONTROLS) : null;
    return el && inPre(el) && !el.closest("a[href]") ? el : null;
  };
  var intent = function (e) {
    if (!mounted && control(e.target)) { busy(); window.fdeLive(); }
  };
  ["pointerdown", "touchstart", "keydown", "focusin"].forEach(function (t) {
    document.addEventListener(t, intent, { capture: true, passive: true });
  });
  // A mouse over a figure or the drop zone: loaded ahead (no status: nothing asked yet).
  document.addEventListener("pointerover", function (e) {
    var t = e.target;
    if (!mounted && e.pointerType === "mouse" && t && t.closest && inPre(t) && t.closest(".dropzone, figure, svg")) window.fdeLive();
  }, { passive: true });

  // Files: kept for the app's upload (a case page), given to it if it runs already (a
  // picker closed after the app replaced the page: its input is out of the document).
  var upload = pre.querySelector("#upload");
  var pend = function (list) {
    var got = Array.prototype.slice.call(list || []);
    if (!upload || !got.length) return;
    var live = document.getElementById("upload");
    if (mounted && live && typeof DataTransfer === "function") {
      var dt = new DataTransfer();
      got.forEach(function (f) { dt.items.add(f); });
      live.files = dt.files;
      live.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      window.fdePending = got;
      filed = true;
      earlyWorker();
    }
  };
  var hasFiles = function (e) {
    var types = e.dataTransfer ? e.dataTransfer.types : null;
    return !!types && Array.prototype.indexOf.call(types, "Files") >= 0;
  };
  document.addEventListener("dragenter", function (e) {
    if (!mounted && hasFiles(e)) { busy(); window.fdeLive(); }
  });
  document.addEventListener("dragover", function (e) {
    if (!mounted && hasFiles(e)) e.preventDefault(); // or the browser opens the file
  });
  document.addEventListener("drop", function (e) {
    if (mounted || !hasFiles(e)) return;
    e.preventDefault();
    pend(e.dataTransfer.files);
    busy();
    window.fdeLive();
  });
  if (upload) {
    upload.addEventListener("change", function () {
      pend(upload.files);
      busy();
      window.fdeLive();
    });
  }

  // A button's click: held, then replayed on the app's same button.
  var replay = null;
  document.addEventListener("click", function (e) {
    if (mounted) return;
    var el = e.target && e.target.closest ? e.target.closest("button, [role=button], input[type=checkbox], input[type=radio]") : null;
    if (!el || !inPre(el) || el.closest("a[href]")) return;
    e.preventDefault();
    e.stopPropagation();
    replay = locate(el, pre);
    busy();
    window.fdeLive();
  }, true);

  // An element of the pre-rendered body and the app's same element: by id, else by its
  // tag, label and rank among those alike, else (a label the app words otherwise, e.g.
  // a rule shown in full on the page and folded in the app) by its rank among its tag
  // when both have as many (both are drawn by the same components).
  var label = function (el) { return (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim(); };
  var locate = function (el, root) {
    if (el.id) return { id: el.id };
    var all = Array.prototype.slice.call(root.querySelectorAll(el.tagName));
    var alike = all.filter(function (x) { return label(x) === label(el); });
    return { tag: el.tagName, label: label(el), nth: alike.indexOf(el), rank: all.indexOf(el), of: all.length };
  };
  var find = function (loc) {
    if (!loc) return null;
    if (loc.id) return document.getElementById(loc.id);
    var all = Array.prototype.filter.call(document.body.querySelectorAll(loc.tag), function (x) { return !x.closest(".fde-loading, .update-ready"); });
    var alike = all.filter(function (x) { return label(x) === loc.label; });
    return alike[loc.nth] || (all.length === loc.of ? all[loc.rank] : null) || null;
  };

  // Sections the reader opened or closed (the app draws them as the page first was).
  var toggled = [];
  document.addEventListener("toggle", function (e) {
    if (!mounted && inPre(e.target) && toggled.indexOf(e.target) < 0) toggled.push(e.target);
  }, true);

  var saved = null;
  addEventListener("fde-mount", function () {
    // The element with an id nearest above the top of the window: where the reader is.
    var anchor = null;
    pre.querySelectorAll("[id]").forEach(function (el) {
      var r = el.getBoundingClientRect();
      if (r.height > 0 && r.top <= 0 && (!anchor || r.top > anchor.top)) anchor = { id: el.id, top: r.top };
    });
    var f = document.activeElement;
    saved = {
      y: scrollY,
      anchor: anchor,
      focus: inPre(f) ? locate(f, pre) : null,
      open: toggled.map(function (d) { return { at: locate(d, pre), open: d.open }; }),
    };
  });
  addEventListener("fde-mounted", function () {
    mounted = true;
    if (status) { status.remove(); status = null; }
    if (!saved) return;
    saved.open.forEach(function (t) { var d = find(t.at); if (d) d.open = t.open; });
    var lastY = null;
    var back = function () {
      var a = saved.anchor && document.getElementById(saved.anchor.id);
      if (a) scrollBy(0, a.getBoundingClientRect().top - saved.anchor.top);
      else scrollTo(0, saved.y);
      lastY = scrollY;
    };
    // Again each frame for a while (the figures mount two frames later and the examples
    // are graded after the score), until anyone else scrolls (the reader, a script):
    // never against them. The browser's scroll anchoring is off meanwhile (its moves
    // would read as someone else's).
    var root = document.documentElement.style;
    var anchoring = root.overflowAnchor;
    root.overflowAnchor = "none";
    var moved = false;
    var stop = function () { moved = true; };
    ["wheel", "touchmove", "keydown", "pointerdown"].forEach(function (t) { addEventListener(t, stop, { passive: true, once: true }); });
    back();
    var frames = 0;
    (function again() {
      if (moved || Math.abs(scrollY - lastY) > 1 || ++frames > 60) { root.overflowAnchor = anchoring; return; }
      back();
      requestAnimationFrame(again);
    })();
    // Focus and the click once the app has settled: it marks itself ready a frame after
    // mounting, and a case page grades its examples then (which picks the report shown).
    var waited = 0;
    (function settled() {
      // (and until what was clicked or focused is drawn: rows come with their grades)
      var f = find(saved.focus);
      var r = find(replay);
      var ready = document.documentElement.getAttribute("data-ready") === "1"
        && (!document.getElementById("examples") || performance.getEntriesByName("fde-examples").length > 0)
        && (!saved.focus || f) && (!replay || r);
      if (!ready && ++waited < 300) { requestAnimationFrame(settled); return; }
      if (f && f.focus) f.focus({ preventScroll: true });
      replay = null;
      if (r) { if (r.focus) r.focus({ preventScroll: true }); r.click(); }
    })();
  });
}
