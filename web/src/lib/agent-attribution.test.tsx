import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { AGENT_ATTRIBUTION_KEY, agentFromQuery, readAgentAttribution, rememberAgentAttribution, useAgentAttributionFromLinks } from './agent-attribution.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function Recorder() {
  useAgentAttributionFromLinks();
  return null;
}

describe('agent attribution', () => {
  it('keeps the latest agent for the visit and ignores malformed slugs', () => {
    rememberAgentAttribution('harpreet-gill');
    rememberAgentAttribution('Not A Slug');
    expect(readAgentAttribution()).toBe('harpreet-gill');
    rememberAgentAttribution('wei-chen');
    expect(sessionStorage.getItem(AGENT_ATTRIBUTION_KEY)).toBe('wei-chen');
  });

  it('reads a well-formed agent from a query string only', () => {
    expect(agentFromQuery('?agent=jordan-lee&x=1')).toBe('jordan-lee');
    expect(agentFromQuery('?agent=%3Cscript%3E')).toBeUndefined();
    expect(agentFromQuery('')).toBeUndefined();
  });

  it('does not trust a tampered stored value', () => {
    sessionStorage.setItem(AGENT_ATTRIBUTION_KEY, 'javascript:alert(1)');
    expect(readAgentAttribution()).toBeUndefined();
  });

  it('records ?agent= of any page the visitor opens', async () => {
    const counted: string[] = [];
    fakeApi({ recordAgentLinkVisit: (request) => void counted.push(request.body.agent) });
    const router = createMemoryRouter([{ path: '*', element: <Recorder /> }], { initialEntries: ['/deals/bali-escape?agent=maria-santos'] });
    render(<RouterProvider router={router} />);
    expect(readAgentAttribution()).toBe('maria-santos');
    await waitFor(() => expect(counted).toEqual(['maria-santos']));
  });

  it("counts the tab's first visit through each agent's link once, and none without ?agent=", async () => {
    const counted: string[] = [];
    fakeApi({ recordAgentLinkVisit: (request) => void counted.push(request.body.agent) });
    const router = createMemoryRouter([{ path: '*', element: <Recorder /> }], { initialEntries: ['/deals/bali-escape?agent=maria-santos'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(counted).toEqual(['maria-santos']));
    await act(() => router.navigate('/deals/lisbon?agent=maria-santos'));
    await act(() => router.navigate('/deals'));
    await act(() => router.navigate('/deals/lisbon?agent=wei-chen'));
    await waitFor(() => expect(counted).toEqual(['maria-santos', 'wei-chen']));
    // A reload of the same link in the tab is the same visit.
    const again = createMemoryRouter([{ path: '*', element: <Recorder /> }], { initialEntries: ['/deals/bali-escape?agent=maria-santos'] });
    render(<RouterProvider router={again} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toEqual(['maria-santos', 'wei-chen']);
  });
});
