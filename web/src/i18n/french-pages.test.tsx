import { describe, expect, it } from 'vitest';
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import type { PackageCard as PackageCardData } from '@tdp/shared/schemas/package';
import { DealsResults } from '../features/deals/components/deals-results.tsx';
import { SiteFooter } from '../features/public-shell/components/site-footer.tsx';
import { renderWithProviders } from '../test/render-in-app.tsx';
import { LocaleContext, loadCatalogues } from './catalogue.ts';
import { dealsCatalogue } from './catalogues/deals.ts';
import { shellCatalogue } from './catalogues/shell.ts';

/** Rendering public pages' parts with the French catalogue (issue #31, item 2): French words, fr-CA prices and dates. */

const NBSP = '\u00a0';

/** Text as written, no-break spaces kept (Testing Library's default turns them into plain spaces). */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const card: PackageCardData = {
  id: 12,
  package_url: 'riviera-maya-all-inclusive',
  title: 'Riviera Maya tout compris',
  banner_image: 'package-images/banner-beach.png',
  price: 1678.89,
  tax: 412.35,
  icons_data: [],
  dateRanges: [
    { id: 'a', type: 'specific', start: '2027-04-07', end: '2027-04-07' },
    { id: 'b', type: 'until', start: '2026-12-01', end: '2027-06-30' },
  ],
  destinationName: 'Riviera Maya',
  durationNights: 1,
};

function dealsResults(total: number, packages: PackageCardData[]) {
  return (
    <DealsResults
      search={{ packages, total, isLoading: false, isLoadingMore: false, hasMore: false, error: undefined, loadMore: () => undefined, retry: () => undefined }}
      onClear={() => undefined}
      isFiltered={false}
      sort={undefined}
      onSortChange={() => undefined}
      priceBasis="Toronto"
    />
  );
}

describe('a public page in French', () => {
  it('shows the deals in French, with Canadian French prices, dates and plurals', async () => {
    await loadCatalogues('fr-CA');
    expect(dealsCatalogue.loaded('fr-CA') && shellCatalogue.loaded('fr-CA')).toBe(true);
    renderWithProviders(<LocaleContext value="fr-CA">{dealsResults(1, [card])}</LocaleContext>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 aubaine');
    expect(screen.getByText('Riviera Maya · 1 nuit')).toBeTruthy();
    expect(screen.getByText('7 avr. 2027 ou Valable jusqu’au 30 juin 2027')).toBeTruthy();
    expect(screen.getByText(`2${NBSP}091,24${NBSP}$`, asWritten)).toBeTruthy();
    expect(screen.getByText('À partir de')).toBeTruthy();
    expect(screen.getByText('par personne, tout compris, au départ de Toronto')).toBeTruthy();
    expect(screen.getByText(`1${NBSP}678,89${NBSP}$ + 412,35${NBSP}$ de taxes et frais`, asWritten)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Prix.: du plus bas au plus élevé$/ }).textContent).toBe(`Prix${NBSP}: du plus bas au plus élevé`);
  });

  it('says the count in French plurals: one for 0 and 1, other from 2', async () => {
    await loadCatalogues('fr-CA');
    const { unmount } = renderWithProviders(<LocaleContext value="fr-CA">{dealsResults(0, [])}</LocaleContext>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('0 aubaine');
    expect(screen.getByText('Aucune aubaine ne correspond à ces filtres')).toBeTruthy();
    unmount();
    renderWithProviders(<LocaleContext value="fr-CA">{dealsResults(2, [card, { ...card, id: 13, durationNights: 7 }])}</LocaleContext>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2 aubaines');
    expect(screen.getByText('Riviera Maya · 7 nuits')).toBeTruthy();
  });

  it('draws the same parts in English without a French word', () => {
    renderWithProviders(dealsResults(1, [card]));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 deal');
    expect(screen.getByText('Riviera Maya · 1 night')).toBeTruthy();
    expect(screen.getByText('Apr 7, 2027 or Valid Until Jun 30, 2027')).toBeTruthy();
    expect(screen.getByText('$2,091.24')).toBeTruthy();
    expect(screen.getByText('per person, all in, from Toronto')).toBeTruthy();
  });

  it('shows the footer in French', async () => {
    await loadCatalogues('fr-CA');
    renderWithProviders(
      <LocaleContext value="fr-CA">
        <SiteFooter />
      </LocaleContext>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Nous joindre' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Demander une soumission' })).toBeTruthy();
    expect(within(footer).getByText('Sans rendez-vous du mardi au vendredi, de 10 h à 15 h')).toBeTruthy();
    expect(footer.textContent).toContain('Tous droits réservés.');
    expect(footer.textContent).not.toContain('All rights reserved');
  });
});
