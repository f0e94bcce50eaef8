/** The headers of a JSON API request: it accepts JSON, and says it sends JSON when it has a body. */
export function jsonRequestHeaders(hasBody: boolean): Record<string, string> {
  return hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' };
}
