import { describe, expect, it } from 'vitest';
import { EMAIL_TYPE_NAMES, EMAIL_TYPES, emailTemplateContentSchema, placeholdersIn } from '@tdp/shared/schemas/email-template';
import { textMatchesHtml } from '@tdp/shared/email/html-to-text';
import { BUILT_IN_EMAIL_TEMPLATES, builtInTemplate } from './built-in-email-templates.ts';

describe('built-in e-mail templates', () => {
  it.each(EMAIL_TYPE_NAMES)('%s passes the same checks as an admin-saved template, with placeholders its type supplies', (type) => {
    const template = BUILT_IN_EMAIL_TEMPLATES[type];
    expect(template.id).toBe(type);
    const { id: _id, ...content } = template;
    expect(emailTemplateContentSchema.safeParse(content).error?.issues ?? []).toEqual([]);
    const supplied = new Set<string>(EMAIL_TYPES[type].placeholders);
    expect(template.placeholders.filter((name) => !supplied.has(name))).toEqual([]);
    expect(placeholdersIn(`${template.subject} ${template.html} ${template.text}`).sort()).toEqual([...template.placeholders].sort());
    // The plain-text body is the HTML body read as text: the editor shows no "differs" notice on a built-in.
    expect(textMatchesHtml(template.text, template.html)).toBe(true);
  });

  it('finds a built-in template by id, and nothing for an own id or an inherited property name', () => {
    expect(builtInTemplate('password-reset')?.subject).toBe('Reset your TBB Travel password');
    expect(builtInTemplate('contact-short')).toBeNull();
    expect(builtInTemplate('constructor')).toBeNull();
  });
});

describe('built-in lead templates read like a person wrote them', () => {
  it('leave out what a contact message did not give (no "none", "not given", empty package or subject lines)', async () => {
    const { renderEmail } = await import('./render-email.ts');
    const values = {
      reference: 'TBB-7K4F-29',
      requestKind: 'contact message',
      fullName: 'Priya Sandhu',
      email: 'p@example.com',
      phone: '',
      preferredContact: 'email',
      destinations: '',
      packageLink: '',
      subject: '',
      notes: 'Hello',
      agentName: '',
      sourcePage: '',
      marketingOptIn: 'no',
      adminLink: 'https://site.test/a',
      travelDates: '',
      travellers: '',
      budgetPerPerson: '',
      travelStyles: '',
      groupDetails: '',
      departureCity: '',
    };
    for (const type of ['quote-received-agency', 'lead-received-agent', 'contact-received-agency'] as const) {
      const mail = renderEmail(BUILT_IN_EMAIL_TEMPLATES[type], values);
      for (const body of [mail.text, mail.html]) {
        expect(body).not.toMatch(/Package:|Subject:|Phone:|Connected agent:|Sent from:|Destinations:|not given|\bnone\b/);
        expect(body).toContain('Hello');
      }
      expect(mail.subject).not.toContain('()');
    }
  });
});
