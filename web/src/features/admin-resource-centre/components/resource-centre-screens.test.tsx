import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalPage } from '@tdp/shared/schemas/portal-page';
import type { Supplier } from '@tdp/shared/schemas/supplier';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { PortalPagesPage } from './portal-pages-page.tsx';
import { SupplierFormPage } from './supplier-form-page.tsx';
import { SuppliersPage } from './suppliers-page.tsx';
import { WebinarFormPage } from './webinar-form-page.tsx';
import { WebinarsPage } from './webinars-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const AUDIT = { version: 4, createdAt: '2026-05-01T16:00:00.000Z', createdBy: 'admin', updatedAt: '2026-05-02T16:00:00.000Z', updatedBy: 'admin' };

const SUPPLIER: Supplier = {
  id: 7,
  name: 'Sunwing Vacations',
  categories: ['VacationPackages'],
  summary: 'All-inclusive sun packages',
  logo: null,
  website: 'https://www.sunwing.ca',
  agentPortal: null,
  contacts: [{ name: 'Karen Wong', role: 'BDM', phone: '1-800-555-0123', email: '' }],
  bookingNotes: '<p>Book online.</p>',
  commissionNotes: '',
  documents: [],
  active: true,
  ...AUDIT,
};

/** Pastes HTML into a rich text editor as a browser would: a paste event carrying the clipboard's HTML. */
function pasteRichText(editor: HTMLElement, html: string) {
  fireEvent.paste(editor, { clipboardData: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') } });
}

describe('webinar screens', { timeout: 60_000 }, () => {
  it('names what is missing, then adds the webinar in Vancouver time, says so and returns to the list', async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    fakeApi({
      createWebinar: (request) => {
        created.push(request.body);
        return {
          data: { id: 12, ...request.body, timeZone: 'America/Vancouver', startsAt: '2026-07-08T17:00:00.000Z', endsAt: '2026-07-08T18:00:00.000Z', ...AUDIT },
        };
      },
      listWebinarsForAdmin: { data: [] },
    });
    const { router } = renderRoutes('/admin-dashboard/WebinarWednesdaysManagement/add', {
      '/admin-dashboard/WebinarWednesdaysManagement/add': <WebinarFormPage />,
      '/admin-dashboard/WebinarWednesdaysManagement/view': <WebinarsPage />,
    });
    await user.click(screen.getByRole('button', { name: 'Save webinar' }));
    expect(await screen.findByText('Check the highlighted fields')).toBeTruthy();
    expect(screen.getByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Presenter is required.')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('Selling river cruises');
    fireEvent.change(screen.getByLabelText(/^Starts \(Pacific time\)/), { target: { value: '2026-07-08T10:00' } });
    await user.click(screen.getByRole('textbox', { name: /^Presenter/ }));
    await user.paste('Harpreet Gill');
    await user.click(screen.getByRole('textbox', { name: /^Join link/ }));
    await user.paste('https://zoom.example.com/j/123');
    pasteRichText(await screen.findByRole('textbox', { name: 'Description' }), '<p>What sells on the <b>Danube</b>.</p><script>x()</script>');
    await user.click(screen.getByRole('button', { name: 'Save webinar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/WebinarWednesdaysManagement/view'));
    expect(created).toEqual([
      {
        kind: 'webinar',
        title: 'Selling river cruises',
        startsAtLocal: '2026-07-08T10:00',
        durationMinutes: 60,
        presenter: 'Harpreet Gill',
        location: '',
        joinUrl: 'https://zoom.example.com/j/123',
        recordingUrl: null,
        materials: [],
        // The editor writes bold as <strong>; the script is gone.
        description: '<p>What sells on the <strong>Danube</strong>.</p>',
        published: true,
      },
    ]);
    // A toast's text is also in its live-region announcement.
    expect((await screen.findAllByText('“Selling river cruises” added.')).length).toBeGreaterThan(0);
  });
});

describe('supplier screens', { timeout: 60_000 }, () => {
  it('says someone else saved first on a 409 and reloads their version', async () => {
    const user = userEvent.setup();
    let reads = 0;
    fakeApi({
      getSupplierForAdmin: () => {
        reads += 1;
        return { data: reads === 1 ? SUPPLIER : { ...SUPPLIER, name: 'Sunwing Vacations Group', version: 5 } };
      },
      updateSupplier: apiError(409, 'CONFLICT', 'This item was changed by someone else.', { version: 'is out of date' }),
    });
    renderRoutes('/admin-dashboard/suppliers-guide/edit/7', { '/admin-dashboard/suppliers-guide/edit/:id': <SupplierFormPage /> });
    const [name] = await screen.findAllByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Sunwing Vacations');
    await user.click(name!);
    await user.paste(' Canada');
    await user.click(screen.getByRole('button', { name: 'Save supplier' }));
    const alert = (await screen.findByText('Someone else saved this supplier')).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getAllByRole('textbox', { name: /^Name/ })[0] as HTMLInputElement).value).toBe('Sunwing Vacations Group'));
    expect(screen.queryByText('Someone else saved this supplier')).toBeNull();
  });

  it('deletes a supplier only after the admin confirms', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      listSuppliersForAdmin: { data: [SUPPLIER] },
      deleteSupplier: () => undefined,
    });
    renderRoutes('/admin-dashboard/SuppliersGuide/view', { '/admin-dashboard/SuppliersGuide/view': <SuppliersPage /> });
    await user.click(await screen.findByRole('button', { name: 'Delete Sunwing Vacations' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete supplier?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/admin/suppliers/7')).toBe(true));
    // A toast's text is also in its live-region announcement.
    expect((await screen.findAllByText('“Sunwing Vacations” deleted.')).length).toBeGreaterThan(0);
  });
});

describe('portal page editor', { timeout: 60_000 }, () => {
  it('adds, fills and reorders sections, and saves them in order with the version read', async () => {
    const user = userEvent.setup();
    const page: PortalPage = {
      slug: 'MarketingTips',
      title: 'Marketing Tips',
      group: 'Marketing',
      feature: null,
      intro: '',
      sections: [{ heading: 'Email your clients', body: '<p>Monthly is enough.</p>', links: [], documents: [], videos: [] }],
      version: 2,
      updatedAt: '2026-05-02T16:00:00.000Z',
      updatedBy: 'admin',
    };
    const saved: unknown[] = [];
    fakeApi({
      getPortalPageForAdmin: { data: page },
      updatePortalPage: (request) => {
        saved.push(request.body);
        return { data: { ...page, ...request.body, version: 3 } };
      },
    });
    renderRoutes('/admin-dashboard/MainPageView/view?page=MarketingTips', { '/admin-dashboard/MainPageView/view': <PortalPagesPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit page: Marketing Tips' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const second = screen.getByRole('group', { name: 'Section 2' });
    await user.click(within(second).getByRole('textbox', { name: /^Heading/ }));
    await user.paste('Instagram');
    await user.click(within(second).getByRole('button', { name: 'Add link' }));
    await user.click(within(second).getByRole('textbox', { name: /^Link text/ }));
    await user.paste('Our Instagram');
    await user.click(within(second).getByRole('textbox', { name: /^Address/ }));
    await user.paste('https://www.instagram.com/tbbtravel');
    await user.click(within(second).getByRole('button', { name: 'Add video' }));
    await user.click(within(second).getByRole('textbox', { name: /^Video title/ }));
    await user.paste('Reels in 5 minutes');
    await user.click(within(second).getByRole('textbox', { name: /^YouTube or Vimeo address/ }));
    await user.paste('https://youtu.be/abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save page' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      intro: '',
      version: 2,
      sections: [
        {
          heading: 'Instagram',
          body: '',
          links: [{ label: 'Our Instagram', url: 'https://www.instagram.com/tbbtravel' }],
          documents: [],
          videos: [{ title: 'Reels in 5 minutes', url: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }],
        },
        { heading: 'Email your clients', body: '<p>Monthly is enough.</p>', links: [], documents: [], videos: [] },
      ],
    });
    // A toast's text is also in its live-region announcement.
    expect((await screen.findAllByText('“Marketing Tips” saved.')).length).toBeGreaterThan(0);
  });

  it('names the section and field of a rule the content breaks', async () => {
    const user = userEvent.setup();
    fakeApi({
      getPortalPageForAdmin: {
        data: { slug: 'faqs', title: 'FAQs', group: 'Resources', feature: null, intro: '', sections: [], version: 0, updatedAt: null, updatedBy: null },
      },
    });
    renderRoutes('/admin-dashboard/MainPageView/view?page=faqs', { '/admin-dashboard/MainPageView/view': <PortalPagesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.click(screen.getByRole('textbox', { name: /^Address/ }));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Section 1: Heading is required.')).toBeTruthy();
    expect(screen.getByText(/^Section 1: Address must be a web address/)).toBeTruthy();
  });
});
