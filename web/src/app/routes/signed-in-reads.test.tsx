import { screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteName } from '@tdp/shared/api/routes';
import { APP_TEST_TIMEOUT_MS, APP_WAIT, resetSessionAndApi, storeSignedInSession } from '../../features/auth/test/fake-api.ts';
import { editablePackage } from '../../test/catalogue-fixtures.ts';
import { fakeApi, type FakeRequest } from '../../test/fake-api.ts';
import { renderAppAt } from '../../test/render-in-app.tsx';
import { adminRoutes } from './admin-routes.tsx';

afterEach(resetSessionAndApi);

/** The requests of one route. */
const of = (requests: FakeRequest[], route: RouteName) => requests.filter((request) => request.route === route);

/** Waits until the screen shows `text`, then a moment more: a second request for a read would have left by then. */
async function settledOn(text: string | RegExp): Promise<void> {
  await screen.findAllByText(text, undefined, APP_WAIT);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// Each screen's route starts its reads (signed-in-reads.ts) and the screen's hooks take their answers: one request per
// read, with the address's filter, whether the answer or the screen's code arrives first.
describe('the signed-in screens’ reads, started by their routes', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('the leads inbox’s route asks for its first page, filtered as its address says, before anything renders', async () => {
    const requests = fakeApi({ listLeads: { leads: [], nextCursor: null }, listAgents: { data: [] } });
    storeSignedInSession('admin');
    const leads = adminRoutes.find((route) => route.path === '/admin-dashboard/leads')!;
    const request = new Request('http://site.test/admin-dashboard/leads?status=contacted');
    expect(await (leads.loader as (args: LoaderFunctionArgs) => unknown)({ request, params: {}, context: {} } as LoaderFunctionArgs)).toBeNull();
    await waitFor(() => expect(of(requests, 'listLeads').map((read) => read.query.get('status'))).toEqual(['contacted']));
    // The inbox reads its list again each time it is shown; every read keeps the address's filter.
    renderAppAt('/admin-dashboard/leads?status=contacted');
    await settledOn('No lead matches these filters');
    expect(new Set(of(requests, 'listLeads').map((read) => read.query.get('status')))).toEqual(new Set(['contacted']));
  });

  it('the package list reads its first page once, in the order its address says', async () => {
    const requests = fakeApi({ listPackagesForAdmin: { packages: [], total: 0 }, listContinents: [], listTravelStyles: [] });
    storeSignedInSession('admin');
    renderAppAt('/admin-dashboard/packages?sort=title');
    await settledOn(/^No packages/);
    expect(of(requests, 'listPackagesForAdmin').map((request) => [request.query.get('page'), request.query.get('sort')])).toEqual([['1', 'title']]);
  });

  it('the package builder reads the package and its form’s choices once each', async () => {
    const requests = fakeApi({
      getPackageEditForm: editablePackage(7),
      listTravelStyles: [],
      listDepartureCities: [],
      listContinents: [],
    });
    storeSignedInSession('admin');
    renderAppAt('/admin-dashboard/packages/edit/7');
    await screen.findByRole('textbox', { name: /^Title/ }, APP_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const route of ['getPackageEditForm', 'listTravelStyles', 'listDepartureCities', 'listContinents'] as const) {
      expect(of(requests, route), route).toHaveLength(1);
    }
    expect(of(requests, 'listContinents')[0]!.query.get('isFromAdmin')).toBe('true');
  });

  it('the media library reads the folder of its address once', async () => {
    const requests = fakeApi({ listMediaFolder: { folder: 'Documents/', folders: [], files: [], nextCursor: null } });
    storeSignedInSession('admin');
    renderAppAt('/admin-dashboard/FileManager?folder=Documents/');
    await settledOn('This folder is empty');
    expect(of(requests, 'listMediaFolder').map((request) => request.query.get('folder'))).toEqual(['Documents/']);
  });

  it("the portal home reads an agent's account, calendar, open leads and link counts once each", async () => {
    const requests = fakeApi({
      getPortalAccount: {
        data: { username: 'agent', name: 'Jordan Lee', role: 'agent', status: 'active', membership: 'Connected Agent', picture: null, profileSlug: null },
      },
      listPortalWebinars: { data: { timeZone: 'America/Vancouver', upcoming: [], past: [] } },
      listPortalLeads: { leads: [], nextCursor: null },
      getOwnAgentLinkStats: { data: { months: [] } },
    });
    storeSignedInSession('agent');
    renderAppAt('/agent-dashboard');
    await settledOn(/^Welcome back, Jordan Lee/);
    expect(of(requests, 'getPortalAccount')).toHaveLength(1);
    expect(of(requests, 'listPortalWebinars')).toHaveLength(1);
    expect(
      of(requests, 'listPortalLeads')
        .map((request) => request.query.get('status'))
        .sort(),
    ).toEqual(['contacted', 'new']);
    expect(of(requests, 'getOwnAgentLinkStats')).toHaveLength(1);
  });

  it('start nothing without a session of the area’s role: the guard sends the visitor to sign in', async () => {
    const requests = fakeApi({});
    storeSignedInSession('agent');
    const { router } = renderAppAt('/admin-dashboard/leads');
    await screen.findByRole('heading', { level: 1 }, APP_WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/leads'));
    expect(of(requests, 'listLeads')).toEqual([]);
  });
});
