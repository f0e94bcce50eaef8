// CloudFront Function (viewer request, the default behaviour: the public pages, rendered by the render function).
// 1. The old site's addresses with fixed targets answer a real 301 here, before any cache or origin. The table is the
//    one the SPA uses (@tdp/shared/deals/legacy-redirects), written into this code at synth (site-request.ts); an old
//    destination page (/travel-destinations/<place>) needs the live destination tree, so the render function answers
//    its 301. Paths match without regard to case or trailing slashes, as in the SPA.
// 2. Tells the render function the distribution's own domain name, which it cannot learn at deploy, in x-site-host
//    (replacing any value a viewer sent): pages name themselves by it (canonical and link-preview addresses).
var LEGACY_REDIRECTS = /* LEGACY_REDIRECTS */ {};

function handler(event) {
  var request = event.request;
  var key = request.uri.toLowerCase().replace(/\/+$/, '');
  if (Object.prototype.hasOwnProperty.call(LEGACY_REDIRECTS, key)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: LEGACY_REDIRECTS[key] },
        'cache-control': { value: 'public, max-age=86400' },
      },
    };
  }
  request.headers['x-site-host'] = { value: event.context.distributionDomainName };
  return request;
}
