// Starts the app of a server-rendered page after `load`, the decoding of the pictures on screen and the paint that
// follows, from this script's data attributes (the CSP allows no inline script). Served as it is: why it waits is in
// docs/decisions/server-rendering.md.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
  // A picture that has loaded may still be decoding at `load` and is painted in a later frame (often the page's
  // largest paint): wait for the decoding of the loaded pictures on screen, at most a second, then for the paint.
  function afterPictures() {
    var decoding = [];
    for (var i = 0; i < document.images.length; i++) {
      var image = document.images[i];
      if (!image.complete || !image.naturalWidth || typeof image.decode !== 'function') continue;
      var box = image.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      decoding.push(image.decode().catch(function () {}));
    }
    if (decoding.length === 0) return afterNextPaint();
    var waited = false;
    function done() {
      if (waited) return;
      waited = true;
      afterNextPaint();
    }
    Promise.all(decoding).then(done);
    setTimeout(done, 1000);
  }
  if (document.readyState === 'complete') afterPictures();
  else window.addEventListener('load', afterPictures, { once: true });
})();
