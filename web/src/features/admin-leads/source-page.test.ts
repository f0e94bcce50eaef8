import { describe, expect, it } from 'vitest';
import { sourcePageName } from './source-page.ts';

const titles = (slug: string) => ({ 'lisbon-and-porto': 'Lisbon and Porto by Rail' })[slug];

describe('sourcePageName', () => {
  it('names the form pages as the staff call them', () => {
    expect(sourcePageName('/request-a-quote', titles)).toBe('Request a quote');
    expect(sourcePageName('/contact-us', titles)).toBe('Contact us');
    expect(sourcePageName('/agents/AgentPageMain#apply', titles)).toBe('Become an agent');
  });

  it('names the package a quote was asked for by its title, or its address while the title is unknown', () => {
    expect(sourcePageName('/request-a-quote?package=lisbon-and-porto&from=3&date=2027-04-07', titles)).toBe('Request a quote, for Lisbon and Porto by Rail');
    expect(sourcePageName('/deals/lisbon-and-porto', titles)).toBe('Deal page: Lisbon and Porto by Rail');
    expect(sourcePageName('/deals/gone-deal', titles)).toBe('Deal page: gone-deal');
  });

  it('keeps an unknown page as its path', () => {
    expect(sourcePageName('/group-travels/destination-wedding', titles)).toBe('/group-travels/destination-wedding');
  });
});
