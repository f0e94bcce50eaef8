// Server-rendered public pages start the app once the page has loaded (its pictures included) and the frame that shows
// those pictures has been painted: the first screen arrives complete from the server, its bytes are not shared with the
// app's code on a slow connection, and the app's first work never delays the paint of the page's largest picture. The
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
  // After the next paint: a task queued from an animation frame runs once that frame is on screen. A hidden tab paints
  // no frames, so it starts at once.
  function afterNextPaint() {
    if (document.visibilityState === 'hidden') start();
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
