/* fde-grade embed helper: sizes <iframe data-fde-embed> to its figure.
   Paste with the iframe: <script src=".../embed.js" async></script>. No dependencies,
   no requests. The embedded page posts {type: "fde-embed-size", height} on load and
   whenever its figure changes size; this script sets the matching iframe's height.
   It also pings every iframe whose page has loaded (now, or on its `load`), in case the
   figure spoke before this script ran: never one still loading (no console errors).
   The figure's colours are its URL's (`theme=light|dark|auto`, in the snippet). */
(function () {
  'use strict';
  if (window.__fdeEmbed) { window.__fdeEmbed.ping(); return; }
  var SIZE = 'fde-embed-size', PING = 'fde-embed-ping';

  function frames() { return document.querySelectorAll('iframe[data-fde-embed]'); }
  function originOf(frame) {
    try { return new URL(frame.src, location.href).origin; } catch (e) { return null; }
  }

  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!d || d.type !== SIZE || typeof d.height !== 'number' || !isFinite(d.height)) return;
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var f = list[i];
      // Only the iframe that sent it, and only if it really is the figure's site.
      if (f.contentWindow === e.source && originOf(f) === e.origin) {
        var h = Math.max(0, Math.min(Math.ceil(d.height), 20000));
        f.style.height = h + 'px';
        f.setAttribute('data-fde-height', String(h));
      }
    }
  });

  // Has the iframe's own page arrived? Before that its window is the initial
  // about:blank (the host's origin), and a message for the figure's origin would only
  // log an error. A figure from another origin hides its document (null): it is there.
  function loaded(f) {
    if (f.__fdeLoaded) return true;
    try {
      var d = f.contentDocument;
      if (!d) return true;
      return d.URL !== 'about:blank' && d.readyState === 'complete';
    } catch (e) { return true; }
  }

  function post(f) {
    var o = originOf(f);
    if (f.contentWindow && o && o !== 'null' && loaded(f)) {
      try { f.contentWindow.postMessage({ type: PING }, o); } catch (e) { /* gone */ }
    }
  }

  function ping() {
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var f = list[i];
      if (!f.__fdeLoad) {
        f.__fdeLoad = true;
        f.addEventListener('load', function (e) { var g = e.currentTarget; g.__fdeLoaded = true; post(g); });
      }
      post(f);
    }
  }

  window.__fdeEmbed = { ping: ping };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ping);
  else ping();
})();
