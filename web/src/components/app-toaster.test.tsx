import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-in-app.tsx';
import { useNotify } from './app-toaster.tsx';

function DeleteButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('error', 'Failed to delete package. Please try again later.')}>
      Delete
    </button>
  );
}

describe('useNotify', () => {
  it('shows the message in the app toaster', async () => {
    renderWithProviders(<DeleteButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete package. Please try again later.')).toBeTruthy();
  });
});
