import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FluentScope } from '../../../app/fluent-scope.tsx';
import type { ConflictField } from '../package-conflict.ts';
import { PackageConflictDialog } from './package-conflict-dialog.tsx';

const fields: ConflictField[] = [
  { key: 'title', label: 'Title', mine: { summary: 'Eight nights in Nice' }, theirs: { summary: 'Seven nights in Nice' } },
  { key: 'price', label: 'Price per person (CAD)', mine: { summary: '$1,299.00' }, theirs: { summary: '$1,499.00' } },
  {
    key: 'destinationIds',
    label: 'Destinations',
    mine: { summary: '1 destination: Nice' },
    theirs: { summary: '4 destinations: Nice, Cannes, France and 1 more', detail: 'Nice\nCannes\nFrance\nItaly' },
  },
];

function renderDialog(onApply = vi.fn(), onClose = vi.fn(), shown = fields) {
  render(
    <FluentScope>
      <PackageConflictDialog fields={shown} theirs={{ version: 4, updatedBy: 'sam.admin', updatedAt: '2027-02-03T10:00:00.000Z' }} onApply={onApply} onClose={onClose} />
    </FluentScope>,
  );
  return { onApply, onClose, dialog: screen.getByRole('dialog', { name: 'Your changes and version 4' }) };
}

function choiceOf(dialog: HTMLElement, field: string): string | undefined {
  const group = within(dialog).getByRole('radiogroup', { name: `What to keep for ${field}` });
  return (within(group).getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value;
}

describe('PackageConflictDialog', () => {
  it('lists each differing field with both values and a choice, keeping mine until told otherwise', () => {
    const { dialog, onApply } = renderDialog();
    expect(within(dialog).getByText(/sam\.admin saved version 4 on Feb 3, 2027/)).toBeTruthy();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Title', 'Price per person (CAD)', 'Destinations']);
    expect(within(dialog).getByText('Eight nights in Nice')).toBeTruthy();
    expect(within(dialog).getByText('Seven nights in Nice')).toBeTruthy();
    expect(['Title', 'Price per person (CAD)', 'Destinations'].map((field) => choiceOf(dialog, field))).toEqual(['mine', 'mine', 'mine']);

    fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'What to keep for Price per person (CAD)' })).getByRole('radio', { name: 'Take theirs' }));
    expect(choiceOf(dialog, 'Price per person (CAD)')).toBe('theirs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply choices' }));
    expect(onApply).toHaveBeenCalledWith({ title: 'mine', price: 'theirs', destinationIds: 'mine' });
  });

  it('chooses every field at once with Take all theirs and Keep all mine', () => {
    const { dialog, onApply } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take all theirs' }));
    expect(['Title', 'Price per person (CAD)', 'Destinations'].map((field) => choiceOf(dialog, field))).toEqual(['theirs', 'theirs', 'theirs']);
    fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'What to keep for Title' })).getByRole('radio', { name: 'Keep mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply choices' }));
    expect(onApply).toHaveBeenLastCalledWith({ title: 'mine', price: 'theirs', destinationIds: 'theirs' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
    expect(['Title', 'Price per person (CAD)', 'Destinations'].map((field) => choiceOf(dialog, field))).toEqual(['mine', 'mine', 'mine']);
  });

  it('shows a summarised value in full on request', () => {
    const { dialog } = renderDialog();
    const showAll = within(dialog).getByRole('button', { name: 'Show all' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    const value = document.getElementById(showAll.getAttribute('aria-controls')!)!;
    expect(value.textContent).toBe('4 destinations: Nice, Cannes, France and 1 more');
    fireEvent.click(showAll);
    expect(value.textContent).toBe('Nice\nCannes\nFrance\nItaly');
    expect(within(dialog).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says when nothing differs, and closes without applying on Not now', () => {
    const { dialog, onApply, onClose } = renderDialog(vi.fn(), vi.fn(), []);
    expect(within(dialog).getByText(/nothing to choose/)).toBeTruthy();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
