import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { PackageCard as PackageCardData } from '@tdp/shared/schemas/package';
import { PackageSummary } from '../features/admin-catalogue/components/package-summary.tsx';
import { PackagePriceCard } from '../components/package-details/package-price-card.tsx';
import { QuoteBar } from '../components/package-details/quote-bar.tsx';
import { PackageDepartures } from '../components/package-details/package-departures.tsx';
import { packagePageDescription, touristTripStructuredData } from '../features/package-detail/package-structured-data.ts';
import { TopPickCard } from '../features/public-shell/components/top-pick-card.tsx';
import { publicPackage } from '../test/catalogue-fixtures.ts';
import { renderWithProviders } from '../test/render-in-app.tsx';
import { allInPriceText } from '../components/all-in-price.tsx';
import { QuotedPrice, quotedPriceText } from '../components/admin-form/quoted-price.tsx';
import { PackageCard } from '../components/package-card.tsx';
import { ChosenDepartureSummary } from '../features/quote-request/components/chosen-departure.tsx';
import { quotedDepartureText } from '../components/quoted-departure-text.ts';

/**
 * Every place the site prints a deal's price, walked: the headline number is the all-in total per person ($1,719 plus
 * $372.24 of taxes and fees = $2,091.24), the price before taxes appears only after it in the breakdown, and no
 * number larger than the total that leaves charges out is ever printed. A new file that prints a price fails the
 * first test until it is added here.
 */

const webSrc = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Files that print prices, and why each is safe: walked below, or an admin editing the stored amounts themselves. */
const PRICE_PRINTERS: Readonly<Record<string, string>> = {
  'components/all-in-price.tsx': 'the all-in price itself (every component below uses it)',
  'components/package-card.tsx': 'walked: deal cards',
  'components/package-details/package-price-card.tsx': 'walked: the package page price box',
  'components/package-details/quote-bar.tsx': "walked: the phone's quote bar",
  'components/package-details/package-departures.tsx': "walked: the package page's departures",
  'features/package-detail/components/package-page.tsx': 'walked: the page description (search results, link previews)',
  'features/package-detail/package-structured-data.ts': 'walked: JSON-LD Offer',
  'features/public-shell/components/top-pick-card.tsx': "walked: the Destinations menu's top picks",
  'features/quote-request/components/chosen-departure.tsx': 'walked: the departure a quote form is for',
  'components/admin-form/quoted-price.tsx': "walked: the price staff quote (the admin's package list, the homepage screens' package summary, the builder)",
  'features/admin-catalogue/components/inline-edit-cell.tsx':
    "admin editing: the package list's price and tax cells are the amounts the all-in column adds up, edited one by one",
  'features/admin-package-builder/package-conflict.ts': 'admin editing: an edit conflict compares the stored price and tax fields one by one',
  'features/admin-package-builder/components/departures-grid.tsx':
    "admin editing: the departures grid's price and tax cells are the stored amounts, beside a read-only all-in column",
  'features/admin-package-builder/components/departure-price-dialog.tsx': 'admin editing: a bulk price change previews each stored price, old and new',
  'features/admin-package-builder/components/price-history-dialog.tsx':
    'admin editing: the price history lists the stored price and taxes as they were changed',
  'components/share-panel/share-panel.tsx': "the all-in text (allInPriceText) in an agent's share messages",
  'features/agent-portal/components/deals-to-share-page.tsx': "the all-in text (allInPriceText) of the portal's deals to share",
  'lib/intl.ts': 'the formatter',
  'components/quoted-departure-text.ts': "walked: the departure a lead asked about (the admin's and the agent's lead pages)",
  'lib/lead-activity.ts': "a booked lead's value in its history: what the client booked for, not an advertised price",
  'features/admin-reports/components/reports-page.tsx': 'booked value in the reports (what clients booked for), not an advertised price',
  'features/admin-reports/components/report-charts.tsx': "booked value per month in the reports' chart, not an advertised price",
  'features/agent-portal/components/portal-home-figures.tsx': "an agent's booked value on the portal home, not an advertised price",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.|\.test-d\./.test(name) ? [full] : [];
  });
}

const parts = { price: 1719, tax: 372.24 };
const TOTAL = '$2,091.24';
const card: PackageCardData = {
  id: 7,
  package_url: 'cancun-all-inclusive',
  title: 'Cancun All-Inclusive',
  banner_image: 'package-images/banner-beach.png',
  ...parts,
  icons_data: [],
  dateRanges: [{ id: 'a', type: 'specific', start: '2027-04-07', end: '2027-04-07' }],
  destinationName: 'Cancun',
  durationNights: 7,
};
const pkg = publicPackage({
  id: 7,
  package_url: card.package_url,
  title: card.title,
  banner_image: card.banner_image,
  ...parts,
  dateRanges: card.dateRanges,
  destinationIds: ['city-12'],
  travelStyleIds: [1],
  departureCityIds: [1],
  tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week by the sea.', durationNights: 7 } }],
});

/** The dollar amounts a text prints, in order. */
function amounts(text: string): string[] {
  return [...text.matchAll(/\$[\d,]+(?:\.\d{2})?/g)].map((match) => match[0]);
}

/** The all-in total first; after it, only the breakdown's own figures. */
function expectAllInFirst(text: string): void {
  const printed = amounts(text);
  expect(printed[0], text).toBe(TOTAL);
  expect(
    printed.filter((amount) => ![TOTAL, '$1,719', '$372.24'].includes(amount)),
    text,
  ).toEqual([]);
}

describe('advertised prices', () => {
  it('knows every file that prints a price', () => {
    const printers = sourceFiles(webSrc)
      .filter((file) => /formatPrice\(|allInPrice\(|allInPriceText\(|<AllInPrice\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(webSrc, file).split(path.sep).join('/'))
      .sort();
    expect(printers).toEqual(Object.keys(PRICE_PRINTERS).sort());
  });

  it.each([
    ['a deal card', () => <PackageCard pkg={card} />],
    ['the package page price box', () => <PackagePriceCard pkg={pkg} />],
    ["the phone's quote bar", () => <QuoteBar pkg={pkg} priceCard={createRef<HTMLElement>()} />],
    [
      "the package page's departures",
      () => (
        <PackageDepartures
          packageUrl={pkg.package_url}
          departures={[{ id: 'd1', departureCityId: 1, date: '2027-04-07', ...parts, occupancy: 'double', availability: 'available' }]}
          cities={[{ id: 1, city_name: 'Vancouver' }]}
          choice={{}}
          onChoiceChange={() => {}}
        />
      ),
    ],
    ['a top pick in the Destinations menu', () => <TopPickCard card={card} />],
    [
      'the departure a quote form is for',
      () => (
        <ChosenDepartureSummary
          departure={{ id: 'd1', departureCityId: 1, cityName: 'Vancouver', date: '2027-04-07', ...parts, occupancy: 'double', availability: 'available' }}
        />
      ),
    ],
    ['a deal card for one departure', () => <PackageCard pkg={card} priceBasis="Vancouver" priceFrom={false} />],
    ['the admin package summary', () => <PackageSummary card={{ ...card, priceSource: { from: 'departures', open: 3 } }} emptyText="" />],
    ["the admin package list's all-in column", () => <QuotedPrice parts={{ ...parts, priceSource: { from: 'departures', open: 0 } }} />],
    ['the price staff quote in one line (the builder)', () => <>{quotedPriceText({ ...parts, priceSource: { from: 'departures', open: 1 } })}</>],
  ])('shows the all-in total first on %s', (_name, ui) => {
    const { container } = renderWithProviders(ui());
    expectAllInFirst(container.textContent ?? '');
  });

  it('puts the all-in total first in the departure a lead asked about', () => {
    expectAllInFirst(quotedDepartureText({ id: 'd1', departureCityId: 1, cityName: 'Vancouver', date: '2027-04-07', ...parts, occupancy: 'double' }));
  });

  it('puts the all-in total in the page description and the JSON-LD offer', () => {
    expectAllInFirst(packagePageDescription(pkg, allInPriceText(pkg)));
    const offers = touristTripStructuredData(pkg, { pageUrl: 'https://x.test/deals/a', imageUrl: 'https://x.test/i.png', siteUrl: 'https://x.test/' })
      .offers as {
      price: string;
      priceSpecification: { price: string; valueAddedTaxIncluded: boolean };
    };
    expect([offers.price, offers.priceSpecification.price, offers.priceSpecification.valueAddedTaxIncluded]).toEqual(['2091.24', '2091.24', true]);
  });
});
