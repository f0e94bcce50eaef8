// CloudFront Function (viewer request, /media/* behaviour).
// 1. Private files answer 403 here, before the cache (a copy cached while a prefix was public is never served): keys
//    under the private prefixes (applicants' files, agents' and admins' documents), written into this code at synth
//    from @tdp/shared/media/private-media (media-request.ts). The key is compared decoded, as S3 reads it; a key that
//    does not decode or has `.`/`..` segments is refused too. The bucket policy denies CloudFront the same prefixes.
// 2. The media bucket stores keys such as package-images/x.jpg, while the site addresses them as
//    /media/package-images/x.jpg.
var PRIVATE_MEDIA_PREFIXES = /* PRIVATE_MEDIA_PREFIXES */ [];

function refused() {
  return { statusCode: 403, statusDescription: 'Forbidden', headers: { 'cache-control': { value: 'no-store' } } };
}

function handler(event) {
  var request = event.request;
  var encodedKey = request.uri.replace(/^\/media\//, '');
  var key;
  try {
    key = decodeURIComponent(encodedKey);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the runtime's documented ES subset has no `catch {}`
  } catch (_error) {
    return refused();
  }
  var segments = key.split(/[/\\]/);
  for (var i = 0; i < segments.length; i++) {
    if (segments[i] === '.' || segments[i] === '..') return refused();
  }
  for (var j = 0; j < PRIVATE_MEDIA_PREFIXES.length; j++) {
    if (key.indexOf(PRIVATE_MEDIA_PREFIXES[j]) === 0) return refused();
  }
  request.uri = '/' + encodedKey;
  return request;
}
