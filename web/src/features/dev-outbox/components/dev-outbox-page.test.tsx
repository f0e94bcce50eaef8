import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/render-in-app.tsx';
import { testRuntimeConfig } from '../../../test/test-config.ts';
import { apiError, fakeApi, fakeFetch } from '../../../test/fake-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MESSAGES = [
  {
    id: 'b',
    to: 'priya@example.com',
    subject: 'We received your quote request',
    text: 'Hello Priya',
    html: '<p>Hello <strong>Priya</strong></p>',
    type: 'quote-received-customer',
    createdAt: '2026-11-03T17:20:02.000Z',
  },
  {
    id: 'a',
    to: 'leads@tbbtravel.ca',
    subject: 'New quote request from Priya Sandhu',
    text: 'A new request',
    html: '<p>A new request</p>',
    type: 'quote-received-agency',
    createdAt: '2026-11-03T17:20:01.000Z',
  },
];

describe('/dev/outbox', { timeout: 30_000 }, () => {
  it('lists the local outbox and shows a message as text and as HTML in a sandboxed frame', async () => {
    // The outbox is a dev route of the local gateway, outside the manifest: faked by address.
    const requests = fakeFetch(
      (seen) => seen,
      (request) => (request.method === 'GET' && request.path === '/__dev/outbox' ? { messages: MESSAGES } : apiError(404, 'NOT_FOUND', 'Not here.')),
    );
    renderAppAt('/dev/outbox', { ...testRuntimeConfig, stage: 'local', devApiUrl: 'http://127.0.0.1:3999' });
    const list = await screen.findByRole('list', { name: 'Stored e-mails, newest first' }, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.querySelector('span')?.textContent),
    ).toEqual(['We received your quote request', 'New quote request from Priya Sandhu']);
    const frame = screen.getByTitle('HTML version of the e-mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello <strong>Priya</strong></p>');

    fireEvent.click(within(list).getByRole('button', { name: /New quote request from Priya Sandhu/ }));
    expect(screen.getByTitle('HTML version of the e-mail').getAttribute('srcdoc')).toBe('<p>A new request</p>');
    expect(screen.getByText('A new request', { selector: 'pre' })).toBeTruthy();
    expect(requests[0]!.path).toBe('/__dev/outbox');
    // The API port's own address (the runtime config's devApiUrl): the site does not pass /__dev/ on.
    const outboxCalls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => url.includes('/__dev/'));
    expect(outboxCalls).toEqual(['http://127.0.0.1:3999/__dev/outbox']);
  });

  it('shows the coming-soon page in any other stage, without calling the dev route', async () => {
    const requests = fakeApi({});
    renderAppAt('/dev/outbox', { ...testRuntimeConfig, stage: 'prod' });
    expect(await screen.findByRole('heading', { level: 1, name: /coming soon/i }, { timeout: 10_000 })).toBeTruthy();
    expect(requests.some((request) => request.path === '/__dev/outbox')).toBe(false);
  });
});
