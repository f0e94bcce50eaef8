// CloudFront Function (viewer request, the dashboards' behaviours): a path whose last segment does not look
// like a file name is a page of the single-page app, so it is served /index.html. API paths have their
// own behaviours and never reach this function, so API errors are never turned into the app's page.
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (!/\.[A-Za-z0-9]{1,8}$/.test(lastSegment)) request.uri = '/index.html';
  return request;
}
