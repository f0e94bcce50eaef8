import { describe, expect, it } from 'vitest';
import { EMAIL_PLACEHOLDERS, EMAIL_TYPE_NAMES, EMAIL_TYPES, emailTemplateContentSchema, placeholdersIn } from './email-template.ts';

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
});
