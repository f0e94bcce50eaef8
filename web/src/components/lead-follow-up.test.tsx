import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { agentLeadUpdateInputSchema, type AgentLeadUpdateInput, type LeadStatus } from '@tdp/shared/schemas/lead-records';
import { renderWithProviders } from '../test/render-in-app.tsx';
import { describeLeadActivity } from '../lib/lead-activity.ts';
import { LeadFollowUpForm, type LeadFollowUpTexts } from './lead-follow-up.tsx';

const TEXTS: LeadFollowUpTexts = {
  status: 'Status',
  note: 'Note',
  noteHint: 'Shared with the agency',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  nothingToSave: 'Nothing to save',
  staleTitle: 'Changed',
  staleMessage: 'Someone changed it',
  saveFailedTitle: 'Not saved',
};

function renderForm(status: LeadStatus = 'proposal-sent') {
  const send = vi.fn(async (_body: AgentLeadUpdateInput) => {});
  renderWithProviders(
    <LeadFollowUpForm lead={{ status, version: 3 }} label="Follow-up" texts={TEXTS} schema={agentLeadUpdateInputSchema} send={send} onReload={() => {}} />,
  );
  return send;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const change = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('LeadFollowUpForm: the pipeline statuses', () => {
  it('offers the pipeline in order, and no booking or reason fields until booked or lost is chosen', () => {
    renderForm();
    const options = Array.from((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual(['New', 'Contacted', 'Proposal sent', 'Booked', 'Lost', 'Archived']);
    expect(screen.queryByLabelText('Booking value (CAD)', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Why was it lost?', { exact: false })).toBeNull();
  });

  it('asks for the booking when booked is chosen, names each missing field, and sends it once complete', async () => {
    const send = renderForm();
    change('Status', 'booked');
    for (const name of ['Booking value (CAD)', 'Departure date', 'Adults', 'Children']) expect((field(name) as HTMLInputElement).required).toBe(true);
    save();
    expect(await screen.findAllByText('is required')).toHaveLength(3);
    expect(send).not.toHaveBeenCalled();

    change('Booking value (CAD)', '8420.50');
    change('Departure date', '2027-02-14');
    change('Adults', '2');
    change('Children', '1');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ version: 3, status: 'booked', booking: { value: 8420.5, departureDate: '2027-02-14', adults: 2, children: 1 } });
  });

  it('asks why a lead was lost, from the list, and sends the reason with its optional note', async () => {
    const send = renderForm('contacted');
    change('Status', 'lost');
    const reasons = Array.from((field('Why was it lost?') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(reasons).toEqual([
      'Choose a reason',
      'Price',
      'Booked elsewhere',
      'No response',
      'Changed plans',
      'Dates not available',
      'Not a fit for us',
      'Other',
    ]);
    save();
    expect(await screen.findByText('is required when the status is lost')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    change('Why was it lost?', 'booked-elsewhere');
    change('About the reason', 'Went with a cruise line direct.');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ version: 3, status: 'lost', loss: { reason: 'booked-elsewhere', note: 'Went with a cruise line direct.' } });
  });

  it('sends a plain status change without outcome facts', async () => {
    const send = renderForm('contacted');
    change('Status', 'proposal-sent');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ version: 3, status: 'proposal-sent' });
  });
});

describe('describeLeadActivity: status changes in the history, the same words for admins and agents', () => {
  const at = '2027-01-10T18:00:00.000Z';
  const agentName = (slug: string) => slug;

  it('says a booking with its value, departure and travellers', () => {
    const entry = {
      at,
      role: 'agent',
      change: 'status',
      from: 'proposal-sent',
      to: 'booked',
      booking: { value: 8420.5, departureDate: '2027-02-14', adults: 2, children: 1 },
    } as const;
    expect(describeLeadActivity(entry, agentName)).toBe('Status: Proposal sent → Booked ($8,420.50, departing Feb 14, 2027, 2 adults, 1 child)');
    expect(describeLeadActivity({ ...entry, booking: { ...entry.booking, adults: 1, children: 0 } }, agentName)).toBe(
      'Status: Proposal sent → Booked ($8,420.50, departing Feb 14, 2027, 1 adult)',
    );
  });

  it('says a loss with its reason and note', () => {
    const entry = { at, role: 'admin', change: 'status', from: 'contacted', to: 'lost', loss: { reason: 'price' } } as const;
    expect(describeLeadActivity(entry, agentName)).toBe('Status: Contacted → Lost (Price)');
    expect(describeLeadActivity({ ...entry, loss: { reason: 'other', note: 'Moving abroad' } }, agentName)).toBe(
      'Status: Contacted → Lost (Other: Moving abroad)',
    );
  });

  it('reads an entry of a lead stored before the pipeline (won) as booked', () => {
    expect(describeLeadActivity({ at, role: 'admin', change: 'status', from: 'contacted', to: 'won' }, agentName)).toBe('Status: Contacted → Booked');
  });
});
