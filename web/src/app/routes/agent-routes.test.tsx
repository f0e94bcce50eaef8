import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PORTAL_PAGES } from '@tdp/shared/schemas/portal-page';
import { resetSessionAndApi, storeSignedInSession } from '../../features/auth/test/fake-api.ts';
import { renderAppAt } from '../../test/render-in-app.tsx';
import { agentRoutes } from './agent-routes.tsx';
import { fakeApi, reply } from '../../test/fake-api.ts';

afterEach(resetSessionAndApi);

const emptyPage = (slug: 'faqs') => ({
  data: { slug, title: slug, group: 'Resources' as const, feature: null, intro: '', sections: [], version: 0, updatedAt: null, updatedBy: null },
});

describe('agent portal routes', () => {
  it('has one case-sensitive route per portal page, plus the guide categories, suppliers and newsletter issues', () => {
    const paths = agentRoutes.map((route) => route.path);
    for (const page of PORTAL_PAGES) expect(paths).toContain(`/agent-dashboard/${page.slug}`);
    expect(paths).toEqual(
      expect.arrayContaining(['/agent-dashboard/SuppliersGuide/:category', '/agent-dashboard/SupplierDetail/:id', '/agent-dashboard/Newsletters/:id']),
    );
    expect(agentRoutes.filter((route) => route.path && route.path !== '*').every((route) => route.caseSensitive)).toBe(true);
  });

  it('opens a portal page at its exact path, and the coming-soon page for another spelling', async () => {
    fakeApi({ getPortalPage: emptyPage('faqs'), getPortalAccount: reply(404) });
    storeSignedInSession('agent');
    const { unmount } = renderAppAt('/agent-dashboard/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 5000 })).toBeTruthy();
    unmount();
    renderAppAt('/agent-dashboard/FAQs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' }, { timeout: 5000 })).toBeTruthy();
  });
});
