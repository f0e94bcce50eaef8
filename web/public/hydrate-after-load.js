// Starts the app once the first screen is shown: the rules and their reasons are in docs/decisions/server-rendering.md.
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

  var observed = typeof window.PerformanceObserver === 'function' && window.PerformanceObserver.supportedEntryTypes;
  var reportsPaints = !!observed && observed.indexOf('largest-contentful-paint') >= 0 && observed.indexOf('paint') >= 0;
  var firstPaint = false;
  var largestPaintSize = 0;
  var waitingFor = -1;
  function check() {
    if (waitingFor >= 0 && firstPaint && largestPaintSize >= waitingFor) setTimeout(start, 0);
  }
  if (reportsPaints) {
    try {
      new window.PerformanceObserver(function (list) {
        list.getEntries().forEach(function (paint) {
          if (paint.name === 'first-contentful-paint') firstPaint = true;
        });
        check();
      }).observe({ type: 'paint', buffered: true });
      new window.PerformanceObserver(function (list) {
        list.getEntries().forEach(function (paint) {
          firstPaint = true;
          largestPaintSize = Math.max(largestPaintSize, paint.size);
        });
        check();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch (_unsupported) {
      reportsPaints = false;
    }
  }

  function paintedArea(image, box) {
    var width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    var height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    if (width <= 0 || height <= 0) return 0;
    var file = window.performance.getEntriesByName && window.performance.getEntriesByName(image.currentSrc)[0];
    if (file && file.encodedBodySize && (file.encodedBodySize * 8) / (box.width * box.height) < 0.05) return 0;
    var shown = box.width * box.height;
    var scale = Math.min(1, (image.naturalWidth * image.naturalHeight) / shown);
    return width * height * scale;
  }
  function afterPaint(largestPicture) {
    if (document.visibilityState === 'hidden') return start();
    if (reportsPaints) {
      waitingFor = largestPicture * 0.9;
      check();
      setTimeout(start, 1000);
    } else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  function afterPictures() {
    var decoding = [];
    var largestPicture = 0;
    for (var i = 0; i < document.images.length; i++) {
      var image = document.images[i];
      var box = image.getBoundingClientRect();
      if (image.complete && image.naturalWidth && image.decode && box.width && box.bottom > 0 && box.top < window.innerHeight) {
        decoding.push(image.decode().catch(function () {}));
        largestPicture = Math.max(largestPicture, paintedArea(image, box));
      }
    }
    var done = false;
    function decoded() {
      if (done) return;
      done = true;
      afterPaint(largestPicture);
    }
    Promise.all(decoding).then(decoded);
    setTimeout(decoded, 1000);
  }
  if (document.readyState === 'complete') afterPictures();
  else window.addEventListener('load', afterPictures, { once: true });
})();
