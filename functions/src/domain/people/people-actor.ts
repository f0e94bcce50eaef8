import type { Caller } from '../../http/http-types.ts';
import type { WriteActor } from '../../data/content-table.ts';

/** The admin managing people: their account id (to refuse acting on themself), username (audit) and the time. */
export interface PeopleActor extends WriteActor {
  userId: string;
}

/** The actor of a people route, from its verified caller. */
export function peopleActorOf(caller: Caller | null, now: Date = new Date()): PeopleActor {
  if (!caller) throw new Error('People routes are never public: the access guard supplies a caller');
  return { userId: caller.sub, username: caller.username, now: now.toISOString() };
}
