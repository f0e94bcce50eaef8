import { describe, expect, it } from 'vitest';
import { inboxFilterFrom } from './inbox-filter.ts';

describe('inboxFilterFrom: the status an address holds', () => {
  it('keeps a pipeline status, reads an address from before the pipeline (won) as booked, drops anything else', () => {
    expect(inboxFilterFrom(new URLSearchParams('status=proposal-sent')).status).toBe('proposal-sent');
    expect(inboxFilterFrom(new URLSearchParams('status=won')).status).toBe('booked');
    expect(inboxFilterFrom(new URLSearchParams('status=closed')).status).toBe('');
  });
});
