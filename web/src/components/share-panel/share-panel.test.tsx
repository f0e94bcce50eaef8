import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SharePanel } from './share-panel.tsx';

const deal = { package_url: 'bali-escape', title: 'Bali Escape', price: 1000, tax: 250 };
const LINK = 'https://www.example.test/deals/bali-escape?agent=harpreet-gill';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderPanel() {
  return render(<SharePanel deal={deal} agentSlug="harpreet-gill" origin="https://www.example.test" />);
}

describe('SharePanel', () => {
  it("shows the deal's link with the agent's attribution, the four share intents in a new tab and the QR code", () => {
    renderPanel();
    expect((screen.getByRole('textbox', { name: 'Your link to this deal' }) as HTMLInputElement).value).toBe(LINK);
    const intents = within(screen.getByRole('list', { name: 'Share on' })).getAllByRole('link');
    const hrefs = intents.map((link) => link.getAttribute('href'));
    const link = encodeURIComponent(LINK);
    expect(hrefs[0]).toMatch(/^https:\/\/wa\.me\/\?text=Bali%20Escape%2C%20From%20/);
    expect(hrefs[0]!.endsWith(`%20${link}`)).toBe(true);
    expect(hrefs[1]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${link}`);
    expect(hrefs[2]).toMatch(/^mailto:\?subject=Bali%20Escape&body=.*all%20in/);
    expect(hrefs[2]!.endsWith(link)).toBe(true);
    expect(hrefs[3]).toMatch(/^sms:\?&body=Bali%20Escape/);
    for (const intent of intents) {
      expect(intent.getAttribute('target')).toBe('_blank');
      expect(intent.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toBe(intents[0]);
    const qr = screen.getByRole('img', { name: 'QR code of your link to Bali Escape' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('copies the link to the clipboard and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
  });

  it('selects the link to copy by hand when the clipboard is refused, and says so', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Link selected/));
    const input = screen.getByRole('textbox', { name: 'Your link to this deal' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
  });
});
