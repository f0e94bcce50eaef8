import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AGENT_ATTRIBUTION_KEY,
  agentFromQuery,
  readAgentAttribution,
  rememberAgentAttribution,
  useAgentAttributionFromLinks,
} from './agent-attribution.ts';

afterEach(() => {
  sessionStorage.clear();
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

  it('records ?agent= of any page the visitor opens', () => {
    const router = createMemoryRouter([{ path: '*', element: <Recorder /> }], { initialEntries: ['/deals/bali-escape?agent=maria-santos'] });
    render(<RouterProvider router={router} />);
    expect(readAgentAttribution()).toBe('maria-santos');
  });
});
