// Starts the app after load, the decoding of the loaded pictures on screen and the next paint (docs/decisions/server-rendering.md).
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
  function afterPaint() {
    if (document.visibilityState === 'hidden') start();
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  function afterPictures() {
    var decoding = [];
    for (var i = 0; i < document.images.length; i++) {
      var image = document.images[i];
      var box = image.getBoundingClientRect();
      if (image.complete && image.naturalWidth && image.decode && box.width && box.bottom > 0 && box.top < window.innerHeight)
        decoding.push(image.decode().catch(afterPaint));
    }
    if (!decoding.length) return afterPaint();
    Promise.all(decoding).then(afterPaint);
    setTimeout(afterPaint, 1000);
  }
  if (document.readyState === 'complete') afterPictures();
  else window.addEventListener('load', afterPictures, { once: true });
})();
