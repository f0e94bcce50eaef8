/**
 * Throws what `fetch` rejects with when its request's signal is already aborted (the signal's reason, an
 * `AbortError` by default), so fake APIs cancel requests as the browser does: a component that reuses a
 * controller aborted by its own clean-up fails in a test as it does in the browser.
 */
export function abortAsFetchDoes(init: RequestInit | undefined): void {
  const signal = init?.signal;
  if (signal?.aborted) throw signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
