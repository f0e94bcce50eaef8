import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Button, FluentProvider } from '@fluentui/react-components';
import { ConfirmDialog } from './confirm-dialog.tsx';

function confirmButtonClass(tone: 'destructive' | 'constructive' | undefined, label: string): string {
  render(
    <FluentProvider>
      <ConfirmDialog
        title={`${label}?`}
        message="Sure?"
        confirmLabel={label}
        thing="item"
        tone={tone}
        onConfirm={async () => undefined}
        onClose={() => undefined}
      />
    </FluentProvider>,
  );
  return within(screen.getByRole('alertdialog', { name: `${label}?` })).getByRole('button', { name: label }).className;
}

describe('ConfirmDialog', () => {
  it('paints the confirm button red for what removes (the default), and as the primary button for what approves', () => {
    const destructive = confirmButtonClass(undefined, 'Delete');
    const constructive = confirmButtonClass('constructive', 'Approve');
    render(
      <FluentProvider>
        <Button appearance="primary">Plain</Button>
      </FluentProvider>,
    );
    const plainPrimary = screen.getByRole('button', { name: 'Plain' }).className;
    expect(constructive).toBe(plainPrimary);
    expect(destructive).not.toBe(plainPrimary);
  });
});
