import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { audit } from '../../../test/catalogue-fixtures.ts';
import { TestimonialsPage } from './testimonials-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const priya = {
  id: 1,
  author: 'Priya S.',
  location: 'Kelowna, BC',
  quote: 'Every detail was taken care of.',
  rating: 5,
  trip: 'Danube river cruise',
  date: '2026-03-02',
  published: false,
  sortOrder: 10,
  ...audit(2),
};

describe('TestimonialsPage', { timeout: 30_000 }, () => {
  it('shows hidden testimonials to the admin and edits one in a dialog with the version read', async () => {
    const requests = fakeApi({
      listTestimonials: (request) => {
        expect(request.query.get('isFromAdmin')).toBe('true');
        return [priya];
      },
      updateTestimonial: (request) => ({ ...priya, ...request.body, version: 3 }),
    });
    renderWithProviders(<TestimonialsPage />, { path: '/admin-dashboard/testimonials' });
    const card = await screen.findByRole('group', { name: 'Testimonial by Priya S.' });
    expect(within(card).getByText('Hidden')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit Testimonial by Priya S.' }));
    // Under jsdom, Fluent's focus manager (Tabster) may mark an open dialog aria-hidden after a moment;
    // browsers do not (the browser test uses the dialogs), so the queries inside look at hidden nodes too.
    const dialog = await screen.findByRole('dialog', { name: 'Edit testimonial', hidden: true });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Testimonial/, hidden: true }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Testimonial is required.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Testimonial/, hidden: true }), { target: { value: 'Flawless from start to finish.' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Published on the site', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      author: 'Priya S.',
      location: 'Kelowna, BC',
      quote: 'Flawless from start to finish.',
      rating: 5,
      trip: 'Danube river cruise',
      date: '2026-03-02',
      published: true,
      sortOrder: 10,
      version: 2,
    });
  });
});
