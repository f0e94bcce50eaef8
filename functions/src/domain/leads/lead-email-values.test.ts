import { describe, expect, it } from 'vitest';
import type { QuotedDeparture } from '@tdp/shared/schemas/lead-records';
import { advisorContact, advisorPhotoUrl, greetingFor, tripAskedAbout } from './lead-email-values.ts';

describe('greetingFor', () => {
  it.each([
    ['Priya', 'Hello Priya'],
    ['  Jean-François ', 'Hello Jean-François'],
    ["O'Neil", "Hello O'Neil"],
    ['Zoë Anne', 'Hello Zoë Anne'],
    ['李', 'Hello 李'],
  ])('greets %j by name', (firstName, greeting) => {
    expect(greetingFor(firstName)).toBe(greeting);
  });

  it.each([
    ['a link', 'Claim your prize at https://spam.example/win'],
    ['a domain', 'spam.example'],
    ['digits', 'Call 604 555 0199'],
    ['a long text', 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['markup', '<b>Priya</b>'],
    ['nothing', '   '],
  ])('says only Hello for %s', (_case, firstName) => {
    expect(greetingFor(firstName)).toBe('Hello');
  });
});

describe('tripAskedAbout', () => {
  const departure: QuotedDeparture = { id: 'd1', departureCityId: 3, cityName: 'Toronto', date: '2026-12-05', occupancy: 'double', price: 2200, tax: 419.17 };

  it('names the package and the departure as the form showed it, all in', () => {
    expect(tripAskedAbout('Lisbon and Porto by Rail', departure)).toBe(
      'Lisbon and Porto by Rail: from Toronto, Dec 5, 2026, double occupancy, $2,619.17 per person, all in',
    );
    expect(tripAskedAbout('Lisbon and Porto by Rail', { ...departure, until: '2026-12-19' })).toContain('from Toronto, Dec 5, 2026 to Dec 19, 2026,');
  });

  it('names the package alone without a departure, and nothing without a package', () => {
    expect(tripAskedAbout('Lisbon and Porto by Rail', undefined)).toBe('Lisbon and Porto by Rail');
    expect(tripAskedAbout(null, departure)).toBe('');
  });
});

describe('the advisor of a link', () => {
  it('names the agent with their membership and direct contact, from their profile', () => {
    expect(
      advisorContact({ name: 'Harpreet Gill', membership: 'Senior Connected Agent', phone: '604-555-0111', email: 'harpreet.gill@example.com', photo: null }),
    ).toBe('Harpreet Gill, Senior Connected Agent: 604-555-0111, harpreet.gill@example.com');
  });

  it("shows the photo as the 360-pixel JPEG variant at the site's address, and nothing without a photo", () => {
    expect(advisorPhotoUrl('agents/harpreet gill.jpg')).toMatch(/^https?:\/\/[^/]+\/media\/_v\/jpeg\/360\/agents\/harpreet%20gill\.jpg$/);
    expect(advisorPhotoUrl(null)).toBe('');
  });
});
