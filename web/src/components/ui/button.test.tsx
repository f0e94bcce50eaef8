import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';
import { SearchIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';

describe('Button', () => {
  it('is a native button that does not submit forms unless told, and calls its handler', async () => {
    const onClick = vi.fn();
    render(
      <Button appearance="primary" icon={<SearchIcon />} onClick={onClick}>
        Search
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes its name from aria-label when it only shows an icon', () => {
    render(<Button aria-label="Open filters" icon={<SearchIcon />} />);
    expect(screen.getByRole('button', { name: 'Open filters' })).toBeTruthy();
  });
});

describe('ButtonLink', () => {
  it('is a real link that navigates inside the app', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <ButtonLink to="/deals?travelStyleIds=%5B9%5D">View All</ButtonLink> },
        { path: '/deals', element: <p>Deals page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'View All' });
    expect(link.getAttribute('href')).toBe('/deals?travelStyleIds=%5B9%5D');
    await userEvent.click(link);
    expect(await screen.findByText('Deals page')).toBeTruthy();
    expect(router.state.location.search).toBe('?travelStyleIds=%5B9%5D');
  });
});

describe('Spinner', () => {
  it('is a progress bar named by its label', () => {
    render(<Spinner label="Loading deals" />);
    expect(screen.getByRole('progressbar', { name: 'Loading deals' })).toBeTruthy();
  });
});
