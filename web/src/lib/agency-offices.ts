/**
 * The agency's two offices (Burnaby and Langley, walk-ins Tuesday–Friday 10 AM–3 PM).
 * Shown by the public footer and the contact page; one list so both always agree.
 */

/** A street address in British Columbia, written the Canada Post way. */
export interface AgencyOffice {
  /** Stable key, also used in element ids. */
  id: string;
  /** How visitors name the office. */
  name: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
}

export const AGENCY_OFFICES: readonly AgencyOffice[] = [
  {
    id: 'burnaby',
    name: 'Burnaby',
    streetAddress: 'Suite 1150, 4720 Kingsway',
    locality: 'Burnaby',
    region: 'BC',
    postalCode: 'V5H 4N2',
  },
  {
    id: 'langley',
    name: 'Langley',
    streetAddress: 'Unit 205, 20178 Fraser Highway',
    locality: 'Langley',
    region: 'BC',
    postalCode: 'V3A 4E6',
  },
];

/** The office's town line: `Burnaby, BC  V5H 4N2`. */
export function officeLocalityLine(office: AgencyOffice): string {
  return `${office.locality}, ${office.region}  ${office.postalCode}`;
}

/** When both offices take walk-in visitors: Tuesday to Friday, 10 AM to 3 PM. */
export const OFFICE_WALK_IN_HOURS = 'Tuesday–Friday, 10 AM–3 PM';
