import { describe, expect, it } from 'vitest';
import { quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { groupTypeFrom, initialQuoteDraft, toQuoteInput, withPackage } from './quote-draft.ts';

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const filled = {
  firstName: 'Priya',
  lastName: 'Sandhu',
  email: 'priya@example.com',
  consentToContact: true,
  departDate: inDays(40),
};

describe('quote draft', () => {
  it('builds a general quote body the shared schema accepts, leaving blank optional fields out', () => {
    const draft = { ...initialQuoteDraft('general', { source: '/request-a-quote' }), ...filled, destinations: 'Portugal', childAges: ['6', '9'] };
    const body = toQuoteInput('general', draft);
    const parsed = quoteRequestInputSchema.parse(body);
    expect(parsed).toMatchObject({
      kind: 'general',
      destinations: 'Portugal',
      travellers: { adults: 2, seniors: 0, childAges: [6, 9] },
      source: '/request-a-quote',
      marketingOptIn: false,
    });
    expect(body).toMatchObject({ phone: undefined, budgetPerPerson: undefined, notes: undefined, website: undefined, returnDate: undefined });
  });

  it('sends the month only when the dates are flexible', () => {
    const month = inDays(70).slice(0, 7);
    const draft = { ...initialQuoteDraft('general'), ...filled, destinations: 'Japan', dateMode: 'flexible' as const, flexibleMonth: month };
    expect(toQuoteInput('general', draft)).toMatchObject({ departDate: undefined, flexibleMonth: month });
    expect(quoteRequestInputSchema.safeParse(toQuoteInput('general', draft)).success).toBe(true);
  });

  it('asks a group for its name, kind and size instead of travellers by age', () => {
    const draft = {
      ...initialQuoteDraft('group', { groupType: 'destination-wedding' }),
      ...filled,
      destinations: 'Riviera Maya',
      groupName: 'Gill–Chen wedding',
      groupSize: '48',
    };
    const body = toQuoteInput('group', draft);
    expect(body).not.toHaveProperty('travellers');
    expect(quoteRequestInputSchema.parse(body)).toMatchObject({ kind: 'group', groupType: 'destination-wedding', groupSize: 48 });
  });

  it('lets a Disney quote leave the free-text destination empty', () => {
    const draft = { ...initialQuoteDraft('disney'), ...filled, disneyDestination: 'aulani' as const };
    expect(quoteRequestInputSchema.parse(toQuoteInput('disney', draft))).toMatchObject({ kind: 'disney', disneyDestination: 'aulani' });
  });

  it('fills where from the package, without overwriting what the visitor typed, and ticks none of its travel styles', () => {
    const pkg = { title: 'Lisbon and Porto by Rail', destinationIds: ['country-12', 'city-40'], travelStyleIds: [17, 18] };
    expect(withPackage(initialQuoteDraft('general'), pkg)).toMatchObject({
      destinations: 'Lisbon and Porto by Rail',
      destinationIds: ['country-12', 'city-40'],
      travelStyleIds: [],
    });
    const typed = { ...initialQuoteDraft('general'), destinations: 'Portugal, maybe Spain' };
    expect(withPackage(typed, pkg).destinations).toBe('Portugal, maybe Spain');
  });

  it('accepts only group types the form offers from a link', () => {
    expect(groupTypeFrom('friends-and-family')).toBe('friends-and-family');
    expect(groupTypeFrom('pirates')).toBe('');
    expect(groupTypeFrom(null)).toBe('');
  });
});
