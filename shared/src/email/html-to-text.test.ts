import { describe, expect, it } from 'vitest';
import { htmlToText, textMatchesHtml } from './html-to-text.ts';

describe('htmlToText', () => {
  it('reads paragraphs, headings, line breaks, lists and links as plain text, placeholders untouched', () => {
    const html = [
      '<h2>New {{requestKind}} request</h2>',
      '<p><strong>{{fullName}}</strong>, {{email}}<br>Phone: {{phone}}</p>',
      '<ul>',
      '<li><strong>Dates:</strong> {{travelDates}}</li>',
      '<li><strong>Package:</strong> {{packageLink}}</li>',
      '</ul>',
      '<p><a href="{{adminLink}}">Open it</a> &amp; <a href="{{resetLink}}">{{resetLink}}</a></p>',
    ].join('\n');
    expect(htmlToText(html)).toBe(
      [
        'New {{requestKind}} request',
        '',
        '{{fullName}}, {{email}}',
        'Phone: {{phone}}',
        '',
        '- Dates: {{travelDates}}',
        '- Package: {{packageLink}}',
        '',
        'Open it ({{adminLink}}) & {{resetLink}}',
      ].join('\n'),
    );
  });

  it('compares a text body with the HTML line by line, spacing aside', () => {
    expect(textMatchesHtml('Hello {{name}},\n\n\nSee you', '<p>Hello  {{name}},</p><p>See you</p>')).toBe(true);
    expect(textMatchesHtml('Hello {{name}},', '<p>Hello {{name}},</p><p>See you</p>')).toBe(false);
  });
});
