import { vi } from 'vitest';

/** A browsing context `window.open` gave the code under test: where it was sent, whether it was closed. */
export interface OpenedWindow {
  /** What `window.open` was called with ('' for a blank tab). */
  url: string;
  target: string;
  /** Where the code then sent it (`location.replace`), if anywhere. */
  sentTo: string | null;
  closed: boolean;
  /** What the code left in `opener` (null: the page cannot reach back into the site). */
  opener: unknown;
}

/**
 * Replaces `window.open` (jsdom does not navigate) with a recorder of the windows the code opens and what it does with
 * them. Restore with `vi.restoreAllMocks()`.
 */
export function recordWindowOpens(): OpenedWindow[] {
  const opened: OpenedWindow[] = [];
  vi.spyOn(window, 'open').mockImplementation((url, target) => {
    const record: OpenedWindow = { url: String(url ?? ''), target: String(target ?? ''), sentTo: null, closed: false, opener: window };
    opened.push(record);
    const tab = {
      get opener() {
        return record.opener;
      },
      set opener(value: unknown) {
        record.opener = value;
      },
      location: { replace: (address: string) => (record.sentTo = address) },
      close: () => (record.closed = true),
    };
    return tab as unknown as Window;
  });
  return opened;
}
