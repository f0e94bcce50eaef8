import { describe, expect, it } from 'vitest';
import { emailLimitKey } from './email-limit-key.ts';

describe('emailLimitKey', () => {
  it('lowercases the whole address', () => {
    expect(emailLimitKey('Priya.Sandhu@Example.COM')).toBe('priya.sandhu@example.com');
  });

  it('drops a +tag from the local part at every domain', () => {
    expect(emailLimitKey('a+1@x.com')).toBe('a@x.com');
    expect(emailLimitKey('a+2@x.com')).toBe('a@x.com');
    expect(emailLimitKey('A@X.COM')).toBe('a@x.com');
    expect(emailLimitKey('a+b+c@x.com')).toBe('a@x.com');
  });

  it('drops dots from the local part at gmail.com and googlemail.com, one mailbox under both names', () => {
    expect(emailLimitKey('j.o.h.n@gmail.com')).toBe('john@gmail.com');
    expect(emailLimitKey('john@gmail.com')).toBe('john@gmail.com');
    expect(emailLimitKey('J.O.H.N+trip@GoogleMail.com')).toBe('john@gmail.com');
  });

  it('keeps dots at other domains, where they can name another mailbox', () => {
    expect(emailLimitKey('j.o.h.n@example.com')).toBe('j.o.h.n@example.com');
    expect(emailLimitKey('j.o.h.n@mail.gmail.com')).toBe('j.o.h.n@mail.gmail.com');
  });

  it('reads the domain after the last @ and trims surrounding spaces', () => {
    expect(emailLimitKey('  "a@b"+x@x.com ')).toBe('"a@b"@x.com');
  });

  it('is stable: a key is its own key', () => {
    for (const address of ['a+1@x.com', 'J.O.H.N+trip@googlemail.com', 'Someone@Example.org', '+only@x.com']) {
      const key = emailLimitKey(address);
      expect(emailLimitKey(key)).toBe(key);
    }
  });
});
