/**
 * The words of a departure the public pages show (occupancy basis, availability) and the bookable rule, without zod:
 * a package page imports them, and the departure schema (departure.ts) is not for a visitor's first download.
 */

/** The basis a per-person price is quoted on. */
export const OCCUPANCY_BASES = ['single', 'double', 'triple', 'quad'] as const;
export type OccupancyBasis = (typeof OCCUPANCY_BASES)[number];

/** How each occupancy basis reads, e.g. "per person, double occupancy". */
export const OCCUPANCY_BASIS_LABELS: Readonly<Record<OccupancyBasis, string>> = {
  single: 'Single occupancy',
  double: 'Double occupancy',
  triple: 'Triple occupancy',
  quad: 'Quad occupancy',
};

/** Whether a departure can still be booked: `limited` sells with a "few seats left" mention, `sold-out` does not sell. */
export const DEPARTURE_AVAILABILITIES = ['available', 'limited', 'sold-out'] as const;
export type DepartureAvailability = (typeof DEPARTURE_AVAILABILITIES)[number];

/** How each availability reads. */
export const DEPARTURE_AVAILABILITY_LABELS: Readonly<Record<DepartureAvailability, string>> = {
  available: 'Available',
  limited: 'Limited availability',
  'sold-out': 'Sold out',
};

/** Whether a departure can be booked: not sold out (whether it is past is a question of the day, see the derivations). */
export function isDepartureBookable(departure: { availability: DepartureAvailability }): boolean {
  return departure.availability !== 'sold-out';
}
