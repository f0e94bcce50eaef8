import type { Caller } from '../../http/http-types.ts';
import type { WriteActor } from '../../data/content-table.ts';

/** Who is writing and when, stamped on the audit fields of what they change. */
export function writeActorOf(caller: Caller | null, now: Date = new Date()): WriteActor {
  return { username: caller?.username ?? 'system', now: now.toISOString() };
}
