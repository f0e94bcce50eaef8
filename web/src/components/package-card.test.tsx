import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PackageCard as PackageCardData } from '@tdp/shared/schemas/package';
import { renderWithProviders } from '../test/render-in-app.tsx';
import { CARD_IMAGE_SIZES, PackageCard } from './package-card.tsx';

const card: PackageCardData = {
  id: 12,
  package_url: 'riviera-maya-all-inclusive',
  title: '7-Night Riviera Maya All-Inclusive',
  banner_image: 'package-images/banner-beach.png',
  price: 1899,
  tax: 412.35,
  icons_data: [
    { icon: 'plane', text1: 'Return flights from Vancouver' },
    { icon: 'hotel', text1: '7 nights at Azul Marina' },
    { icon: 'meal', text1: 'All meals and drinks' },
    { icon: 'transfer', text1: 'Airport transfers' },
  ],
  dateRanges: [
    { id: 'a', type: 'specific', start: '2027-01-05', end: '2027-01-05' },
    { id: 'b', type: 'until', start: '2026-12-01', end: '2027-03-31' },
  ],
  destinationName: 'Riviera Maya',
  durationNights: 7,
};

describe('PackageCard', () => {
  it('shows the place, nights, dates, the all-in price with its breakdown in Canadian dollars, and links to the deal page', () => {
    renderWithProviders(<PackageCard pkg={card} />);
    expect(screen.getByText('Riviera Maya · 7 nights')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2027 or Valid Until Mar 31, 2027')).toBeTruthy();
    expect(screen.getByText('$2,311.35')).toBeTruthy();
    expect(screen.getByText('per person, all in')).toBeTruthy();
    expect(screen.getByText('$1,899 + $412.35 taxes and fees')).toBeTruthy();
    const link = screen.getByRole('link', { name: card.title });
    expect(link.getAttribute('href')).toBe('/deals/riviera-maya-all-inclusive');
    expect(screen.getByRole('heading', { level: 3, name: card.title })).toBeTruthy();
  });

  it('shows at most three icon lines', () => {
    renderWithProviders(<PackageCard pkg={card} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Return flights from Vancouver',
      '7 nights at Azul Marina',
      'All meals and drinks',
    ]);
  });

  it('loads its banner as responsive variants from the CDN prefix, sized, lazily unless asked to load at once', () => {
    const { container, unmount } = renderWithProviders(<PackageCard pkg={card} />);
    const image = container.querySelector('picture > img')!;
    const sources = [...container.querySelectorAll('picture > source')];
    // AVIF, then WebP, then the JPEG fallback, each in every width, chosen by the layout's sizes.
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toMatch(
      /^\/media\/_v\/avif\/360\/package-images\/banner-beach\.png 360w, .* \/media\/_v\/avif\/1800\/package-images\/banner-beach\.png 1800w$/,
    );
    expect(image.getAttribute('src')).toBe('/media/_v/jpeg/720/package-images/banner-beach.png');
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('250');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('fetchpriority')).toBeNull();
    unmount();
    const eager = renderWithProviders(<PackageCard pkg={card} eager headingLevel={2} badge="Staff Pick" />);
    expect(eager.container.querySelector('img')!.getAttribute('loading')).toBe('eager');
    eager.unmount();
    const first = renderWithProviders(<PackageCard pkg={card} eager="high" />);
    expect(first.container.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    first.unmount();
    // An address outside the library is shown as it is.
    const outside = renderWithProviders(
      <PackageCard pkg={{ ...card, banner_image: 'https://images.example.com/beach.jpg' }} headingLevel={2} badge="Staff Pick" />,
    );
    expect(outside.container.querySelector('picture')).toBeNull();
    expect(outside.container.querySelector('img')!.getAttribute('src')).toBe('https://images.example.com/beach.jpg');
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeTruthy();
    expect(screen.getByText('Staff Pick')).toBeTruthy();
  });
});
