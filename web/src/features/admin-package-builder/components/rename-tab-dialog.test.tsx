import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { populateTabs } from '@tdp/shared/catalogue/package-tabs-state';
import { RenameTabDialog } from './rename-tab-dialog.tsx';

const state = populateTabs([
  { tabName: 'Overview', layoutName: 'overview', fields: {} },
  { tabName: 'Hotels', layoutName: 'overview', fields: {} },
]);

function setup(oldName = 'Overview') {
  const onRename = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <FluentProvider>
      <RenameTabDialog state={state} oldName={oldName} onRename={onRename} onClose={onClose} />
    </FluentProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: `Rename “${oldName}”` });
  const input = within(dialog).getByRole('textbox', { name: /^Tab name/ });
  return { user, onRename, onClose, dialog, input };
}

describe('RenameTabDialog', () => {
  it('opens on the current name and renames with the typed name trimmed, then closes', async () => {
    const { user, onRename, onClose, dialog, input } = setup();
    expect((input as HTMLInputElement).value).toBe('Overview');
    expect(input.getAttribute('maxlength')).toBe('40');
    await user.clear(input);
    await user.type(input, '  Itinerary  ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledWith('Itinerary');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a name another tab has (any case) and an empty one, saying why under the field', async () => {
    const { user, onRename, onClose, dialog, input } = setup();
    await user.clear(input);
    await user.type(input, 'hotels{Enter}');
    expect(within(dialog).getByText('Another tab is already called “hotels”.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('A tab needs a name.')).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without renaming on Cancel', async () => {
    const { user, onRename, onClose, dialog } = setup('Hotels');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onRename).not.toHaveBeenCalled();
  });
});
