/* fde-grade embed helper: sizes <iframe data-fde-embed> to its figure.
   Paste with the iframe: <script src=".../embed.js" async></script>. No dependencies,
   no requests. The embedded page posts {type: "fde-embed-size", height} on load and
   whenever its figure changes size; this script sets the matching iframe's height.
   It also pings every iframe once, in case the figure spoke before this script ran. */
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

  function ping() {
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var f = list[i], o = originOf(f);
      if (f.contentWindow && o && o !== 'null') {
        try { f.contentWindow.postMessage({ type: PING }, o); } catch (e) { /* not loaded yet */ }
      }
      if (!f.__fdeLoad) {
        f.__fdeLoad = true;
        f.addEventListener('load', ping);
      }
    }
  }

  window.__fdeEmbed = { ping: ping };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ping);
  else ping();
})();
