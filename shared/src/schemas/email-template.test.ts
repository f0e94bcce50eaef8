import { describe, expect, it } from 'vitest';
import {
  EMAIL_PLACEHOLDERS,
  EMAIL_TYPE_NAMES,
  EMAIL_TYPES,
  VISITOR_WRITTEN_PLACEHOLDERS,
  emailTemplateContentSchema,
  placeholdersIn,
} from './email-template.ts';

describe('placeholdersIn', () => {
  it('lists each placeholder once in order of first use, spaces inside the braces allowed', () => {
    expect(placeholdersIn('Hi {{firstName}}, {{ reference }} {{firstName}} {{ 1bad }}')).toEqual(['firstName', 'reference']);
  });
});

describe('emailTemplateContentSchema', () => {
  const content = { name: 'A', subject: 'Hi {{firstName}}', html: '<p>{{firstName}}</p>', text: '{{firstName}}', placeholders: ['firstName'] };

  it('accepts a template that declares what it uses', () => {
    expect(emailTemplateContentSchema.safeParse(content).success).toBe(true);
  });

  it('names the field that uses an undeclared placeholder', () => {
    const result = emailTemplateContentSchema.safeParse({ ...content, text: '{{firstName}} {{reference}}' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['text'], message: expect.stringContaining('{{reference}}') })]);
  });
});

describe('EMAIL_TYPES', () => {
  it('only names placeholders of the catalogue, each with a sample for previews', () => {
    for (const type of EMAIL_TYPE_NAMES) {
      for (const name of EMAIL_TYPES[type].placeholders) expect(EMAIL_PLACEHOLDERS[name].sample).not.toBe('');
    }
  });

  it('gives a mail to the person of a request (any address typed in a form) nothing the visitor wrote', () => {
    const visitorWritten = new Set<string>(VISITOR_WRITTEN_PLACEHOLDERS);
    for (const type of EMAIL_TYPE_NAMES) {
      if (EMAIL_TYPES[type].audience !== 'person') continue;
      expect({ type, visitorWritten: EMAIL_TYPES[type].placeholders.filter((name) => visitorWritten.has(name)) }).toEqual({ type, visitorWritten: [] });
    }
  });

  it("still gives the agency's own mail everything the visitor wrote", () => {
    const agencyGets = new Set<string>([...EMAIL_TYPES['quote-received-agency'].placeholders, ...EMAIL_TYPES['application-received-agency'].placeholders]);
    for (const name of VISITOR_WRITTEN_PLACEHOLDERS) if (name !== 'subject') expect(agencyGets.has(name), name).toBe(true);
    expect(EMAIL_TYPES['contact-received-agency'].placeholders).toContain('subject');
  });
});
