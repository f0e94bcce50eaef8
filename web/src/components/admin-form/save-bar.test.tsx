import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AdminSaveBar } from './save-bar.tsx';

function renderInForm(bar: ReactNode, onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())) {
  render(
    <FluentProvider>
      <MemoryRouter>
        <form aria-label="Promotion" onSubmit={onSubmit}>
          {bar}
        </form>
      </MemoryRouter>
    </FluentProvider>,
  );
  return onSubmit;
}

describe('AdminSaveBar', () => {
  it('submits its form with the save button, and links Cancel back to the list', async () => {
    const onSubmit = renderInForm(
      <AdminSaveBar saving={false} label="Save promotion" savingLabel="Saving…" cancelTo="/admin-dashboard/promotions" cancelLabel="Cancel" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin-dashboard/promotions');
  });

  it('while saving says so, with a spinner, and stays focusable but announced as unavailable', () => {
    renderInForm(<AdminSaveBar saving label="Save promotion" savingLabel="Saving…" />);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[role="progressbar"]')).not.toBeNull();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('keeps its label while saving when no saving label is given', () => {
    renderInForm(<AdminSaveBar saving label="Save" icon="none" />);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('saves on click without submitting when given onSave, and does nothing while there is nothing to save', async () => {
    const onSave = vi.fn();
    const onSubmit = renderInForm(
      <>
        <AdminSaveBar saving={false} label="Save top picks" onSave={onSave} />
        <AdminSaveBar saving={false} label="Save other picks" onSave={onSave} disabled />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save top picks' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    const idle = screen.getByRole('button', { name: 'Save other picks' });
    expect(idle.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(idle);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows further buttons after Save and the status after Cancel, in that reading order', () => {
    renderInForm(
      <AdminSaveBar saving={false} label="Save" cancelTo="/list" cancelLabel="Cancel" status={<span>Saved 3 May by ana</span>}>
        <button type="button">Preview</button>
      </AdminSaveBar>,
    );
    const bar = screen.getByRole('button', { name: 'Save' }).parentElement!;
    expect(bar.textContent).toBe('SavePreviewCancelSaved 3 May by ana');
  });

  it('stays at the bottom of the window only when sticky', () => {
    renderInForm(
      <>
        <AdminSaveBar saving={false} label="Save continent" sticky />
        <AdminSaveBar saving={false} label="Save notes" />
      </>,
    );
    const sticky = screen.getByRole('button', { name: 'Save continent' }).parentElement!;
    const plain = screen.getByRole('button', { name: 'Save notes' }).parentElement!;
    expect(getComputedStyle(sticky).position).toBe('sticky');
    expect(getComputedStyle(plain).position).not.toBe('sticky');
  });
});
