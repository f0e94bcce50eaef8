// Starts the app of a server-rendered page after `load` and the paint that follows it, from this script's data
// attributes (the CSP allows no inline script). Served as it is: why it waits is in docs/decisions/server-rendering.md.
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
  // A task queued from an animation frame runs once that frame is painted; a hidden tab paints none.
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
