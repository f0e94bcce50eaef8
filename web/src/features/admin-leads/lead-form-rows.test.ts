import { describe, expect, it } from 'vitest';
import { leadFormRows } from './lead-form-rows.ts';

const names = {
  styleName: (id: number) => ({ 18: 'Rail Journeys' })[id] ?? `Style ${id}`,
  agentName: (slug: string) => (slug === 'harpreet-gill' ? 'Harpreet Gill' : slug),
  destinationName: (id: string) => ({ 'city-155': 'Lisbon', 'country-12': 'Portugal' })[id] ?? id,
};

describe('leadFormRows', () => {
  it('words a quote in the form order, without contact fields or empty answers', () => {
    const rows = leadFormRows(
      {
        kind: 'general',
        firstName: 'Priya',
        email: 'priya@example.com',
        destinations: 'Lisbon',
        destinationIds: ['city-155', 'country-12'],
        departDate: '2027-03-14',
        travellers: { adults: 2, seniors: 1, childAges: [6, 9] },
        budgetPerPerson: '3000-5000',
        travelStyleIds: [18, 40],
        preferredAgent: 'harpreet-gill',
        notes: '',
        consentToContact: true,
      },
      names,
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Destinations', 'Lisbon'],
      // Places picked from the catalogue by name, never their ids.
      ['Catalogue destinations', 'Lisbon, Portugal'],
      ['Departure date', 'Mar 14, 2027'],
      ['Travellers', '2 adults, 1 seniors, 2 children (ages 6, 9)'],
      ['Budget per person', '$3,000 to $5,000'],
      ['Travel styles', 'Rail Journeys, Style 40'],
      ['Preferred agent', 'Harpreet Gill'],
    ]);
  });

  it('words an application and keeps a field it does not know under its own name', () => {
    const rows = leadFormRows({ province: 'BC', languages: ['english', 'punjabi'], heardAboutUs: 'social-media', portfolioUrl: 'https://example.com' }, names);
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Province', 'British Columbia'],
      ['Languages', 'English, Punjabi'],
      ['Heard about us', 'Social media'],
      ['portfolioUrl', 'https://example.com'],
    ]);
  });
});
