// CloudFront Function (viewer request, /media/* behaviour): the media bucket stores keys such as
// package-images/x.jpg, while the site addresses them as /media/package-images/x.jpg.
function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\/media\//, '/');
  return request;
}
