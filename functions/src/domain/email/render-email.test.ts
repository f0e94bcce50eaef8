import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email.ts';

const template = {
  subject: 'Quote for {{fullName}}',
  html: '<p>Hello {{ firstName }},</p><p>{{notes}}</p><p><a href="{{packageLink}}">Your package</a></p>',
  text: 'Hello {{firstName}},\n{{notes}}\n{{packageLink}}',
};

describe('renderEmail', () => {
  it('fills placeholders, spaces inside the braces included', () => {
    const mail = renderEmail(template, { fullName: 'Priya Sandhu', firstName: 'Priya', notes: 'Near the beach', packageLink: 'https://site.test/deals/x' });
    expect(mail.subject).toBe('Quote for Priya Sandhu');
    expect(mail.text).toBe('Hello Priya,\nNear the beach\nhttps://site.test/deals/x');
    expect(mail.html).toContain('<p>Hello Priya,</p><p>Near the beach</p>');
    expect(mail.html).toContain('<a href="https://site.test/deals/x" target="_blank" rel="noopener noreferrer nofollow">Your package</a>');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('<title>Quote for Priya Sandhu</title>');
  });

  it('escapes values in the HTML so they stay text, and keeps their line breaks', () => {
    const mail = renderEmail(template, {
      firstName: '<img src=x onerror=alert(1)>',
      notes: 'Line one\n<b>bold?</b> & more',
      packageLink: 'https://site.test/',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Line one<br>&lt;b&gt;bold?&lt;/b&gt; &amp; more');
    expect(mail.text).toContain('<b>bold?</b> & more');
  });

  it('drops a link whose value is not an http(s) address', () => {
    const mail = renderEmail(template, { packageLink: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('<a>Your package</a>');
  });

  it("passes the admin's markup through the rich-text allowlist", () => {
    const mail = renderEmail(
      { subject: 's', text: 't', html: '<p style="color:red" onclick="x()">Hi</p><script>steal()</script><iframe src="https://x"></iframe>' },
      {},
    );
    expect(mail.html).toContain('<p>Hi</p>');
    expect(mail.html).not.toMatch(/script|iframe|onclick|color:red/);
  });

  it("keeps a picture with an http(s) address (the advisor's photo), and drops any other picture or attribute", () => {
    const html =
      '<p><img src="{{advisorPhotoUrl}}" alt="" width="72" height="72"></p><p><img src="javascript:alert(1)" onerror="x()"><img src="https://x.test/a.png" width="100%" style="a" alt="A"></p>';
    const mail = renderEmail({ subject: 's', text: 't', html }, { advisorPhotoUrl: 'https://site.test/media/_v/jpeg/360/agents/a.jpg' });
    expect(mail.html).toContain('<p><img src="https://site.test/media/_v/jpeg/360/agents/a.jpg" alt="" width="72" height="72"></p>');
    expect(mail.html).toContain('<p><img src="https://x.test/a.png" alt="A"></p>');
    expect(mail.html).not.toMatch(/javascript:|onerror|style="a"|100%/);
    // Without an advisor the line goes, picture and all.
    expect(renderEmail({ subject: 's', text: 't', html }, {}).html).not.toContain('site.test');
  });

  it('keeps the subject on one line whatever the values hold', () => {
    const mail = renderEmail(template, { fullName: 'Priya\r\nBcc: victim@example.com' });
    expect(mail.subject).toBe('Quote for Priya Bcc: victim@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('renders a placeholder without a value as nothing', () => {
    expect(renderEmail(template, {}).subject).toBe('Quote for');
  });
});

describe('renderEmail leaves out lines with nothing to say', () => {
  const details = {
    subject: 'New request from {{fullName}} ({{destinations}})',
    html: [
      '<p>From <strong>{{fullName}}</strong></p>',
      '<ul>',
      '<li><strong>Destinations:</strong> {{destinations}}</li>',
      '<li><strong>Package:</strong> <a href="{{packageLink}}">{{packageLink}}</a></li>',
      '</ul>',
      '<p><strong>Subject:</strong> {{subject}}</p>',
      '<p>Phone: {{phone}}<br>E-mail: {{email}}</p>',
      '<p>Thanks,<br>The team</p>',
    ].join('\n'),
    text: [
      'From {{fullName}}',
      '',
      'Destinations: {{destinations}}',
      'Package: {{packageLink}}',
      '',
      'Subject: {{subject}}',
      '',
      'Phone: {{phone}}, e-mail: {{email}}',
      '',
      'Thanks',
    ].join('\n'),
  };

  it('drops a line whose placeholders are all absent (missing or blank), in the text and the HTML', () => {
    const mail = renderEmail(details, { fullName: 'Priya Sandhu', destinations: 'Maui', packageLink: '', subject: '  ', email: 'p@example.com' });
    expect(mail.text).toBe(['From Priya Sandhu', '', 'Destinations: Maui', '', 'Phone: , e-mail: p@example.com', '', 'Thanks'].join('\n'));
    expect(mail.html).not.toMatch(/Package|Subject|Phone/);
    expect(mail.html).toContain('<li><strong>Destinations:</strong> Maui</li>');
    expect(mail.html).toContain('<p>E-mail: p@example.com</p>');
    expect(mail.html).toContain('<p>Thanks,<br>The team</p>');
  });

  it('drops a list whose items all went, and "()" around an absent value in the subject', () => {
    const mail = renderEmail(details, { fullName: 'Priya Sandhu' });
    expect(mail.subject).toBe('New request from Priya Sandhu');
    expect(mail.html).not.toMatch(/<ul|<li/);
    expect(mail.text).toBe(['From Priya Sandhu', '', 'Thanks'].join('\n'));
  });

  it('keeps lines without placeholders and empty elements the admin wrote', () => {
    const mail = renderEmail({ subject: 's', html: '<p>Hi</p><p></p><p>{{notes}}</p>', text: 'Hi\n\n\n{{notes}}' }, { notes: 'x' });
    expect(mail.text).toBe('Hi\n\n\nx');
    expect(mail.html).toContain('<p>Hi</p><p></p><p>x</p>');
  });
});
