import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { testRuntimeConfig } from '../../../test/test-config.ts';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('shows the contact facts: phone and hours from the config, both offices, walk-ins, e-mail and registration', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: testRuntimeConfig.phone }).getAttribute('href')).toBe('tel:+18665550142');
    expect(within(footer).getByText(testRuntimeConfig.hours)).toBeTruthy();
    expect(within(footer).getByText('Burnaby office')).toBeTruthy();
    expect(within(footer).getByText('Langley office')).toBeTruthy();
    expect(within(footer).getByText('Walk-ins Tuesday–Friday, 10 AM–3 PM')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'support@tbbtravel.ca' }).getAttribute('href')).toBe('mailto:support@tbbtravel.ca');
    expect(within(footer).getByText('Professional registration number 3287')).toBeTruthy();
  });

  it('sends Disney to /deals/disney, river cruises to style 28, and links the legal pages', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Disney vacations' }).getAttribute('href')).toBe('/deals/disney');
    expect(screen.getByRole('link', { name: 'River cruises' }).getAttribute('href')).toBe('/deals?travelStyleIds=[28]');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/security-policy', '/terms-and-conditions']);
    expect(screen.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('leads with cruises in the cruise variant', () => {
    renderWithProviders(<SiteFooter variant="cruise" />);
    const cruiseLinks = screen.getByRole('navigation', { name: 'Cruise with us' });
    expect(within(cruiseLinks).getByRole('link', { name: 'All cruise deals' }).getAttribute('href')).toBe('/cruise-deals');
  });
});
