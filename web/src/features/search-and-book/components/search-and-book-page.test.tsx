import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { testRuntimeConfig } from '../../../test/test-config.ts';
import { SearchAndBookPage, SoftVoyagePage } from './search-and-book-page.tsx';

describe('SearchAndBookPage', () => {
  it('embeds the configured booking engine in a titled frame', () => {
    renderWithProviders(<SearchAndBookPage />, { config: { ...testRuntimeConfig, bookingEngineUrl: 'https://book.example.com/tbb' } });
    const frame = screen.getByTitle('TBB Travel booking engine: search and book trips');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://book.example.com/tbb');
    expect(screen.getByRole('link', { name: 'Open the booking engine in a new tab' }).getAttribute('target')).toBe('_blank');
    expect(document.title).toBe('Search & Book | TBB Travel');
  });

  it('says online booking is unavailable and offers the phone and a quote when no engine is configured', () => {
    renderWithProviders(<SoftVoyagePage />, { config: { ...testRuntimeConfig, bookingEngineUrl: '' } });
    expect(screen.queryByTitle(/booking engine/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Online booking is not available right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-866-555-0142' }).getAttribute('href')).toBe('tel:+18665550142');
    expect(screen.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/request-a-quote');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search & Book Cruises');
  });

  it('does not embed an address that is not https', () => {
    renderWithProviders(<SearchAndBookPage />, { config: { ...testRuntimeConfig, bookingEngineUrl: 'http://book.example.com' } });
    expect(screen.queryByTitle(/booking engine/)).toBeNull();
  });
});
