import { createRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkButton } from './link-button.tsx';

function Opened() {
  const location = useLocation();
  return <p>{`Opened ${location.pathname} from ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(element: ReactNode) {
  render(
    <FluentProvider>
      <MemoryRouter initialEntries={['/admin-dashboard/packages?page=2']}>
        <Routes>
          <Route path="/admin-dashboard/packages" element={element} />
          <Route path="/admin-dashboard/packages/edit/:id" element={<Opened />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('LinkButton', () => {
  it('is a real link in a Fluent button look that opens its page inside the app, handing it the state', async () => {
    renderAt(
      <LinkButton to="/admin-dashboard/packages/edit/7" state={{ from: '/admin-dashboard/packages?page=2' }} appearance="primary">
        Edit
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Edit' });
    expect(link.getAttribute('href')).toBe('/admin-dashboard/packages/edit/7');
    expect(link.className).toContain('fui-Button');
    await userEvent.click(link);
    expect(screen.getByText('Opened /admin-dashboard/packages/edit/7 from {"from":"/admin-dashboard/packages?page=2"}')).toBeTruthy();
  });

  it("takes an anchor's attributes and a ref, e.g. an icon-only link named by aria-label", () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(<LinkButton ref={ref} to="/admin-dashboard/packages/edit/7" aria-label="Edit Europe" />);
    const link = screen.getByRole('link', { name: 'Edit Europe' });
    expect(ref.current).toBe(link);
  });

  it('leaves the navigation alone when its own click handler prevents it', async () => {
    renderAt(
      <LinkButton to="/admin-dashboard/packages/edit/7" onClick={(event) => event.preventDefault()}>
        Edit
      </LinkButton>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(screen.queryByText(/^Opened/)).toBeNull();
  });
});
