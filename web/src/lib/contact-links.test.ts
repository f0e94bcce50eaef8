import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref } from './contact-links.ts';

describe('phoneHref', () => {
  it('dials North American numbers with the +1 country code', () => {
    expect(phoneHref('1-866-555-0142')).toBe('tel:+18665550142');
    expect(phoneHref('(604) 555-0100')).toBe('tel:+16045550100');
  });

  it('keeps other numbers as digits', () => {
    expect(phoneHref('+44 20 7946 0000')).toBe('tel:442079460000');
  });
});

describe('emailHref', () => {
  it('makes a mailto link', () => {
    expect(emailHref('support@tbbtravel.ca')).toBe('mailto:support@tbbtravel.ca');
  });
});
