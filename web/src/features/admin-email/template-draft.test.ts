import { describe, expect, it } from 'vitest';
import { EMAIL_PLACEHOLDER_NAMES, EMAIL_TYPES, type EmailType, type EmailTypeView } from '@tdp/shared/schemas/email-template';
import { allowedPlaceholders, declareUsedPlaceholders, EMPTY_TEMPLATE_DRAFT, insertPlaceholder, templatesFitting, typesUsing } from './template-draft.ts';

function typeView(type: EmailType, templateId: string = type): EmailTypeView {
  return {
    type,
    ...EMAIL_TYPES[type],
    placeholders: [...EMAIL_TYPES[type].placeholders],
    templateId,
    recipients: [],
    defaultRecipient: null,
    version: 0,
    updatedAt: null,
    updatedBy: null,
  };
}

function template(id: string, placeholders: string[]) {
  return {
    id,
    name: id,
    subject: 's',
    html: 'h',
    text: 't',
    placeholders: placeholders as never[],
    version: 1,
    builtIn: false,
    updatedAt: null,
    updatedBy: null,
  };
}

describe('template draft', () => {
  it('offers only the placeholders every type using the template supplies', () => {
    const types = [typeView('quote-received-agency', 'shared'), typeView('quote-received-customer', 'shared'), typeView('password-reset')];
    const using = typesUsing(types, 'shared');
    expect(using.map((type) => type.type)).toEqual(['quote-received-agency', 'quote-received-customer']);
    const allowed = allowedPlaceholders(using);
    expect(allowed).toContain('travelDates');
    expect(allowed).not.toContain('adminLink');
    // A template shared with the traveller's confirmation cannot show what the visitor wrote.
    expect(allowed).not.toContain('destinations');
    expect(allowedPlaceholders([typeView('quote-received-agency')])).toContain('destinations');
    expect(allowedPlaceholders([])).toEqual(EMAIL_PLACEHOLDER_NAMES);
  });

  it('lets a type choose only templates whose placeholders it supplies', () => {
    const fitting = templatesFitting([template('reset-mail', ['resetLink', 'name']), template('quote-mail', ['destinations'])], typeView('password-reset'));
    expect(fitting.map((item) => item.id)).toEqual(['reset-mail']);
  });

  it('inserts a placeholder in place of the selection', () => {
    expect(insertPlaceholder('Hello , welcome', 6, 6, 'firstName')).toEqual({ value: 'Hello {{firstName}}, welcome', caret: 19 });
    expect(insertPlaceholder('Dear NAME!', 5, 9, 'fullName')).toEqual({ value: 'Dear {{fullName}}!', caret: 17 });
  });

  it('declares allowed placeholders typed by hand, and leaves the others for the schema to report', () => {
    const draft = { ...EMPTY_TEMPLATE_DRAFT, subject: 'Hi {{firstName}}', text: '{{resetLink}}', placeholders: [] };
    expect(declareUsedPlaceholders(draft, ['firstName', 'lastName']).placeholders).toEqual(['firstName']);
  });
});
