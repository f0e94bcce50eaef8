import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '../constants.ts';
import { isoDateInTimeZone } from './common-fields.ts';
import { contactMessageInputSchema, headerSafeText, isHoneypotFilled, quoteRequestInputSchema } from './lead-forms.ts';

const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);

const quote = {
  kind: 'general',
  firstName: 'Priya',
  lastName: 'Sandhu',
  email: 'priya@example.com',
  preferredContact: 'email',
  destinations: 'Lisbon',
  departDate: today,
  travellers: { adults: 1 },
  consentToContact: true,
};

describe('headerSafeText', () => {
  it('refuses a line break even at the end, where trimming would have hidden it', () => {
    const schema = headerSafeText(20);
    expect(schema.safeParse('Ann\r\n').success).toBe(false);
    expect(schema.safeParse('Ann\u0085').success).toBe(false);
    expect(schema.safeParse('  Ann  ').data).toBe('Ann');
  });
});

describe('quoteRequestInputSchema', () => {
  it('accepts a departure today and fills the defaults', () => {
    const parsed = quoteRequestInputSchema.parse(quote);
    expect(parsed).toMatchObject({ marketingOptIn: false, destinationIds: [], travelStyleIds: [], travellers: { adults: 1, seniors: 0, childAges: [] } });
  });

  it('needs a phone number only when the person prefers a call or a text', () => {
    expect(quoteRequestInputSchema.safeParse({ ...quote, preferredContact: 'text' }).error?.issues[0]?.path).toEqual(['phone']);
    expect(quoteRequestInputSchema.safeParse({ ...quote, preferredContact: 'text', phone: '(604) 555-0123 ext. 12' }).success).toBe(true);
  });

  it('refuses a date and a flexible month together', () => {
    const result = quoteRequestInputSchema.safeParse({ ...quote, flexibleMonth: today.slice(0, 7) });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['flexibleMonth']);
  });

  it('takes a group without a breakdown by age, but not a general quote', () => {
    const { travellers: _travellers, ...withoutTravellers } = quote;
    expect(quoteRequestInputSchema.safeParse({ ...withoutTravellers, kind: 'group', groupName: 'Choir', groupType: 'other', groupSize: 30 }).success).toBe(
      true,
    );
    expect(quoteRequestInputSchema.safeParse(withoutTravellers).success).toBe(false);
  });

  it('refuses a group field on a general quote', () => {
    expect(quoteRequestInputSchema.safeParse({ ...quote, groupSize: 4 }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });
});

describe('isHoneypotFilled', () => {
  it('counts only a non-blank value', () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ website: 'x' })).toBe(true);
  });
});

describe('contactMessageInputSchema', () => {
  it('keeps the line breaks of a message', () => {
    const parsed = contactMessageInputSchema.parse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'One\nTwo',
      consentToContact: true,
    });
    expect(parsed.message).toBe('One\nTwo');
  });
});

describe('lead-forms.ts', () => {
  it('stands alone from the stored records, so a public form never loads the admin side of leads', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./lead-forms.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.\/lead-records(\.ts)?'/);
  });
});
