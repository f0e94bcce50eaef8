// CloudFront Function (viewer request, every API behaviour): tells the API the viewer's address. API Gateway
// sees the edge's address, shared by many visitors, and the managed AllViewerExceptHostHeader policy forwards
// viewer headers only (no CloudFront-Viewer-Address), so the address CloudFront saw is written into a header of
// our own, replacing whatever a viewer sent under that name. The functions trust it only on requests that carry
// the origin secret (functions/src/http/client-address.ts).
function handler(event) {
  var request = event.request;
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
