import { afterEach, describe, expect, it } from 'vitest';
import { pageInChosenLanguage, rememberedSiteLanguage, rememberSiteLanguage } from './language-choice.ts';

const ORIGIN = 'https://deals.example.test';

function at(pathAndQuery: string) {
  const url = new URL(pathAndQuery, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, origin: url.origin };
}

afterEach(() => window.localStorage.clear());

describe("the visitor's language choice", () => {
  it('is none until the switch is used, then the language last chosen', () => {
    expect(rememberedSiteLanguage()).toBeNull();
    rememberSiteLanguage('fr');
    expect(rememberedSiteLanguage()).toBe('fr');
    rememberSiteLanguage('en');
    expect(rememberedSiteLanguage()).toBe('en');
  });

  it('sends a visitor arriving from outside to the same page in the chosen language, filters kept', () => {
    rememberSiteLanguage('fr');
    expect(pageInChosenLanguage(at('/deals?travelStyleIds=[13]'), '')).toBe('/fr/deals?travelStyleIds=[13]');
    expect(pageInChosenLanguage(at('/'), 'https://search.example/?q=voyage')).toBe('/fr');
    expect(pageInChosenLanguage(at('/fr/deals'), '')).toBeNull();
    rememberSiteLanguage('en');
    expect(pageInChosenLanguage(at('/fr/deals/bali-escape#departures'), '')).toBe('/deals/bali-escape#departures');
    expect(pageInChosenLanguage(at('/fr'), '')).toBe('/');
  });

  it('leaves a page reached from the site itself, or by a visitor who never chose, as it is', () => {
    expect(pageInChosenLanguage(at('/deals'), '')).toBeNull();
    rememberSiteLanguage('fr');
    expect(pageInChosenLanguage(at('/deals'), `${ORIGIN}/fr`)).toBeNull();
  });
});
