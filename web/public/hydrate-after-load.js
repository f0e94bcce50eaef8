// Server-rendered public pages start the app once the page has loaded (its pictures included): the first screen
// arrives complete from the server, and its bytes are not shared with the app's code on a slow connection. The
// server writes the app's entry and the chunks the page needs into this script's data attributes (no inline script:
// the site's CSP allows none). See docs/decisions/server-rendering.md.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
