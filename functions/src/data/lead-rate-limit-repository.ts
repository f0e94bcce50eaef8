import { leadRateLimitKey } from './leads-keys.ts';
import { leadsTable } from './leads-table.ts';
import { countInRateWindow, type RateWindow } from './rate-window-counter.ts';

/**
 * Counts one form submission of `subject` (a source address or an e-mail, stored hashed) under `scope`, in a
 * fixed window that starts at the first submission and lasts `windowMs`; see {@link countInRateWindow}. The
 * counters live in the leads table because the leads group must not touch the identity table. Returns the
 * window after counting.
 */
export function countFormSubmission(scope: string, subject: string, nowMs: number, windowMs: number): Promise<RateWindow> {
  const counter = { tableName: leadsTable(), key: leadRateLimitKey(scope, subject), entity: 'formRateWindow' };
  return countInRateWindow(counter, nowMs, windowMs, `a ${scope} submission`);
}
