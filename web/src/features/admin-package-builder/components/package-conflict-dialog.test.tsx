import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FluentScope } from '../../../app/fluent-scope.tsx';
import type { PackageMerge } from '../package-conflict.ts';
import { PackageConflictDialog } from './package-conflict-dialog.tsx';

const merged: PackageMerge = {
  taken: [{ key: 'tabs:["base","Overview","summary"]', label: 'Tab Overview › Summary', value: { summary: 'A week on the Riviera, their way.' } }],
  kept: [{ key: 'title', label: 'Title', value: { summary: 'Eight nights in Nice' } }],
  conflicts: [],
};

const conflicting: PackageMerge = {
  ...merged,
  conflicts: [
    { key: 'price', label: 'Price per person (CAD)', base: { summary: '$1,299.00' }, mine: { summary: '$1,399.00' }, theirs: { summary: '$1,499.00' } },
    {
      key: 'destinationIds',
      label: 'Destinations',
      base: { summary: '1 destination: Nice' },
      mine: { summary: '2 destinations: Nice, Cannes' },
      theirs: { summary: '4 destinations: Nice, Antibes, France and 1 more', detail: 'Nice\nAntibes\nFrance\nItaly' },
    },
  ],
};

function renderDialog(merge: PackageMerge, onSave = vi.fn(), onClose = vi.fn()) {
  render(
    <FluentScope>
      <PackageConflictDialog
        merge={merge}
        baseVersion={3}
        theirs={{ version: 4, updatedBy: 'sam.admin', updatedAt: '2027-02-03T10:00:00.000Z' }}
        onSave={onSave}
        onClose={onClose}
      />
    </FluentScope>,
  );
  return { onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Your changes and version 4' }) };
}

function group(dialog: HTMLElement, field: string): HTMLElement {
  return within(dialog).getByRole('radiogroup', { name: `What to keep for ${field}` });
}

function choiceOf(dialog: HTMLElement, field: string): string | undefined {
  return (within(group(dialog, field)).getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value;
}

describe('PackageConflictDialog', () => {
  it('says what was merged and asks nothing when nothing conflicts: their changes taken, mine kept, no base/mine/theirs', () => {
    const { dialog, onSave } = renderDialog(merged);
    expect(within(dialog).getByText(/sam\.admin saved version 4 on Feb 3, 2027/)).toBeTruthy();
    const taken = within(dialog).getByRole('region', { name: 'Taken from their version' });
    expect(within(taken).getByRole('listitem').textContent).toBe('Tab Overview › Summary: A week on the Riviera, their way.');
    const kept = within(dialog).getByRole('region', { name: 'Kept from your changes' });
    expect(within(kept).getByRole('listitem').textContent).toBe('Title');
    expect(within(dialog).getByText('Nothing was changed on both sides, so there is nothing to choose.')).toBeTruthy();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(within(dialog).queryByText('Yours')).toBeNull();
    expect(within(dialog).queryByText(/When you opened it/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save combined package' }));
    expect(onSave).toHaveBeenCalledWith({});
  });

  it('shows base, mine and theirs for the conflicts only, and saves once each has a choice', () => {
    const { dialog, onSave } = renderDialog(conflicting);
    const conflicts = within(dialog).getByRole('region', { name: 'Changed by both of you: choose what to keep' });
    expect(
      within(conflicts)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Price per person (CAD)', 'Destinations']);
    const [price] = within(conflicts).getAllByRole('listitem');
    expect(within(price!).getByText('When you opened it (version 3)').nextSibling?.textContent).toBe('$1,299.00');
    expect(within(price!).getByText('Yours').nextSibling?.textContent).toBe('$1,399.00');
    expect(within(price!).getByText('Theirs (version 4)').nextSibling?.textContent).toBe('$1,499.00');
    expect(within(dialog).getAllByText('Yours')).toHaveLength(2);
    // The merged fields are listed without a comparison.
    expect(within(within(dialog).getByRole('region', { name: 'Taken from their version' })).queryByText('Yours')).toBeNull();

    // Nothing is chosen for the admin: saving first asks for each choice.
    expect([choiceOf(dialog, 'Price per person (CAD)'), choiceOf(dialog, 'Destinations')]).toEqual([undefined, undefined]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save combined package' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(dialog).getAllByText('Choose Keep mine or Take theirs.')).toHaveLength(2);
    expect(document.activeElement).toBe(within(group(dialog, 'Price per person (CAD)')).getByRole('radio', { name: 'Keep mine' }));

    fireEvent.click(within(group(dialog, 'Price per person (CAD)')).getByRole('radio', { name: 'Take theirs' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save combined package' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(dialog).getAllByText('Choose Keep mine or Take theirs.')).toHaveLength(1);
    fireEvent.click(within(group(dialog, 'Destinations')).getByRole('radio', { name: 'Keep mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save combined package' }));
    expect(onSave).toHaveBeenCalledWith({ price: 'theirs', destinationIds: 'mine' });
  });

  it('chooses every conflict at once with Take all theirs and Keep all mine', () => {
    const { dialog, onSave } = renderDialog(conflicting);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take all theirs' }));
    expect([choiceOf(dialog, 'Price per person (CAD)'), choiceOf(dialog, 'Destinations')]).toEqual(['theirs', 'theirs']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save combined package' }));
    expect(onSave).toHaveBeenCalledWith({ price: 'mine', destinationIds: 'mine' });
  });

  it('shows a summarised value in full on request', () => {
    const { dialog } = renderDialog(conflicting);
    const showAll = within(dialog).getByRole('button', { name: 'Show all' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    const value = document.getElementById(showAll.getAttribute('aria-controls')!)!;
    expect(value.textContent).toBe('4 destinations: Nice, Antibes, France and 1 more');
    fireEvent.click(showAll);
    expect(value.textContent).toBe('Nice\nAntibes\nFrance\nItaly');
    expect(within(dialog).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says when their version already holds my changes, and closes without saving on Not now', () => {
    const { dialog, onSave, onClose } = renderDialog({ taken: [], kept: [], conflicts: [] });
    expect(within(dialog).getByText('Their version already holds your changes: there is nothing to combine.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
