// CloudFront Function (viewer request, the default behaviour: the public pages, rendered by the render function).
// 1. The old site's addresses with fixed targets answer a real 301 here, before any cache or origin. The table is the
//    one the SPA uses (@tdp/shared/deals/legacy-redirects), written into this code at synth (site-request.ts); an old
//    destination page (/travel-destinations/<place>) needs the live destination tree, so the render function answers
//    its 301. Paths match without regard to case or trailing slashes, as in the SPA.
// 2. The query string becomes the cache key's: only the parameters the page at this path reads
//    (web/server/page-query-rules.ts, written in at synth), each read as the page reads it, values the page would
//    ignore dropped, spelled one way (decoded, then encoded as the site's own links are), sorted by name. One meaning is
//    one key: `/?q=<random>` and `/deals?utm_source=x` are the cached page, not a render.
// 3. Tells the render function the distribution's own domain name, which it cannot learn at deploy, in x-site-host
//    (replacing any value a viewer sent): pages name themselves by it (canonical and link-preview addresses).
var LEGACY_REDIRECTS = /* LEGACY_REDIRECTS */ {};
var PAGE_QUERY_RULES = /* PAGE_QUERY_RULES */ [];

// A query value as a page reads it (URLSearchParams: `+` is a space), or null when it is not valid percent-encoding.
function decoded(raw) {
  try {
    return decodeURIComponent(String(raw).replace(/\+/g, ' '));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the functions' runtime may predate catch without a binding
  } catch (e) {
    return null;
  }
}

// Encoded as the site's links write values: JSON lists keep `[`, `]` and `,` readable (`travelStyleIds=[13]`).
function encoded(value) {
  return encodeURIComponent(value).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');
}

// Every raw value of a parameter in the viewer's query, in order.
function valuesOf(querystring, name) {
  var entry = querystring && Object.prototype.hasOwnProperty.call(querystring, name) ? querystring[name] : undefined;
  if (!entry) return [];
  if (entry.multiValue && entry.multiValue.length > 0)
    return entry.multiValue.map(function (item) {
      return item.value;
    });
  return [entry.value];
}

// The one value a page reads of `parameter`, normalised, or null when the page would read nothing.
function normalisedValue(parameter, raws) {
  if (raws.length === 0) return null;
  if (parameter.kind === 'json-list') {
    var items = [];
    raws.forEach(function (raw) {
      var text = decoded(raw);
      if (text === null) return;
      try {
        var list = JSON.parse(text);
        if (Array.isArray(list)) items = items.concat(list);
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
      } catch (e) {
        // Not JSON: the page ignores it too.
      }
    });
    return items.length > 0 ? JSON.stringify(items) : null;
  }
  var first = decoded(raws[0]);
  if (first === null || first === '') return null;
  if (parameter.kind === 'one-of') return parameter.values.indexOf(first) === -1 ? null : first;
  return first;
}

// The query string the page at `uri` is cached and rendered with ('' when it reads none).
function pageQueryString(uri, querystring) {
  var path = uri.toLowerCase();
  var rule = null;
  for (var i = 0; i < PAGE_QUERY_RULES.length && rule === null; i++) {
    if (new RegExp(PAGE_QUERY_RULES[i].path).test(path)) rule = PAGE_QUERY_RULES[i];
  }
  if (rule === null) return '';
  var pairs = [];
  rule.parameters.forEach(function (parameter) {
    var value = normalisedValue(parameter, valuesOf(querystring, parameter.name));
    if (value !== null) pairs.push([parameter.name, encoded(value)]);
  });
  pairs.sort(function (a, b) {
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  });
  return pairs
    .map(function (pair) {
      return pair[0] + '=' + pair[1];
    })
    .join('&');
}

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
  request.querystring = pageQueryString(request.uri, request.querystring);
  request.headers['x-site-host'] = { value: event.context.distributionDomainName };
  return request;
}
