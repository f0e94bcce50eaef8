/** A member of an ordered collection (best bets, testimonials): shown by `sortOrder`, then by id. */
export interface OrderedMember {
  id: number;
  sortOrder: number;
}

/** The order of an ordered collection's list. */
export function bySortOrder(a: OrderedMember, b: OrderedMember): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

const ORDER_STEP = 10;
const ORDER_MAX = 9999;

/** The order a new member starts with: after the last one, in steps of ten (room to slot one in between). */
export function nextSortOrder(members: readonly OrderedMember[] | undefined): number {
  if (!members || members.length === 0) return ORDER_STEP;
  return Math.min(ORDER_MAX, Math.max(...members.map((member) => member.sortOrder)) + ORDER_STEP);
}
