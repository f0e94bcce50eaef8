import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadDetail, LeadSend } from '@tdp/shared/schemas/lead-records';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { LeadMailsTable } from './lead-mails-table.tsx';

const LEAD_ID = '01JD8X3V5W9K2M4N6P8Q0R2S4T';
const FAILED_ID = '6f1c2a9e-3b7d-4c1e-9a55-0d2f8e7b6c41';

const sends: LeadSend[] = [
  { type: 'quote-received-agency', to: 'leads@tbbtravel.ca', status: 'sent', at: '2026-11-28T17:05:01.000Z' },
  {
    id: FAILED_ID,
    type: 'quote-received-customer',
    to: 'priya@example.com',
    status: 'failed',
    failedAttempts: 5,
    error: 'Gave up after 5 attempts: TooManyRequestsException: Maximum sending rate exceeded.',
    queuedAt: '2026-11-28T17:05:00.000Z',
    at: '2026-11-28T17:15:00.000Z',
  },
  {
    id: '0b6e3c1d-2f4a-4b8c-8d9e-1a2b3c4d5e6f',
    type: 'lead-received-agent',
    to: 'harpreet@example.com',
    status: 'queued',
    failedAttempts: 2,
    error: 'TooManyRequestsException: slow down',
    at: '2026-11-28T17:09:00.000Z',
  },
  { type: 'contact-received-agency', to: 'old@example.com', status: 'failed', error: 'MAIL_FROM is not set', at: '2026-10-01T10:00:00.000Z' },
];

const lead = { id: LEAD_ID, sends } as unknown as LeadDetail;

function rows() {
  return screen.getAllByTestId('lead-send');
}

describe('LeadMailsTable', { timeout: 20_000 }, () => {
  it('shows each mail queued (with its failed attempts), sent or failed with the reason, and Send again only on failed queued mails', () => {
    fakeApi({});
    renderWithProviders(<LeadMailsTable lead={lead} onSaved={() => undefined} />);
    const [sent, failed, queued, old] = rows();
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    expect(within(failed!).getByText('Failed: Gave up after 5 attempts: TooManyRequestsException: Maximum sending rate exceeded.')).toBeTruthy();
    expect(within(queued!).getByText('Queued: 2 attempts failed, trying again')).toBeTruthy();
    expect(within(queued!).getByText('Last attempt: TooManyRequestsException: slow down')).toBeTruthy();
    expect(within(old!).getByText('Failed: MAIL_FROM is not set')).toBeTruthy();
    // A mail sent before the queue has nothing stored to send again.
    expect(screen.getAllByRole('button', { name: /^Send the .* e-mail to .* again$/ })).toHaveLength(1);
    expect(within(failed!).getByRole('button', { name: 'Send the Quote request confirmation, to the visitor e-mail to priya@example.com again' })).toBeTruthy();
  });

  it('asks before sending again; Cancel sends nothing, Send again queues it and hands back the lead', async () => {
    const saved = vi.fn();
    const requeued = {
      ...lead,
      sends: sends.map((send) =>
        send.id === FAILED_ID ? { ...send, status: 'queued' as const, failedAttempts: 0, error: undefined, resentBy: 'admin' } : send,
      ),
    };
    const requests = fakeApi({ resendLeadMail: { data: requeued } });
    renderWithProviders(<LeadMailsTable lead={lead} onSaved={saved} />);
    const button = within(rows()[1]!).getByRole('button', { name: /^Send the/ });

    fireEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: 'Send this e-mail again?' });
    expect(dialog.textContent).toContain('The Quote request confirmation, to the visitor e-mail goes to priya@example.com again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toEqual([]);

    fireEvent.click(button);
    dialog = await screen.findByRole('alertdialog', { name: 'Send this e-mail again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(requeued));
    expect(requests.map((request) => [request.route, request.params])).toEqual([['resendLeadMail', { id: LEAD_ID, mailId: FAILED_ID }]]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("keeps the dialog open with the server's reason when the resend is refused", async () => {
    fakeApi({ resendLeadMail: apiError(409, 'CONFLICT', 'This e-mail was sent already.', { status: 'is sent, not failed' }) });
    renderWithProviders(<LeadMailsTable lead={lead} onSaved={() => undefined} />);
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: /^Send the/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this e-mail again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(dialog.textContent).toContain('This e-mail was sent already.'));
  });
});
