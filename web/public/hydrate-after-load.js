// Starts the app once the first screen has been shown: after load, the decoding of the loaded pictures on screen and
// the browser's report of the largest paint that includes them (docs/decisions/hydration.md).
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

  // The paints the browser has reported (presented on screen, not only drawn): the first, and the largest so far.
  var observed = typeof window.PerformanceObserver === 'function' && window.PerformanceObserver.supportedEntryTypes;
  var reportsPaints = !!observed && observed.indexOf('largest-contentful-paint') >= 0 && observed.indexOf('paint') >= 0;
  var firstPaint = false;
  var largestPaintSize = 0;
  var waitingFor = -1; // the area the largest paint must reach before the app starts; -1 while not yet known
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

  // The area the browser counts for a picture in the largest paint: its part inside the window, no more than its own
  // pixels (a picture shown larger than it is counts at its size). A picture of less than 0.05 bits of file per pixel
  // shown (a flat illustration, a placeholder) never counts: Chrome leaves such "low-entropy" pictures out.
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
      // The largest picture on screen: the app waits until a paint at least nearly that large has been reported.
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
