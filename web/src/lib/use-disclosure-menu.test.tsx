import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_HOVER_CLOSE_DELAY_MS, MENU_HOVER_OPEN_DELAY_MS, useDisclosureMenu } from './use-disclosure-menu.ts';

function Menu() {
  const [open, setOpen] = useState(false);
  const { itemProps, triggerProps, panelProps } = useDisclosureMenu<HTMLUListElement>({
    panelId: 'styles-panel',
    open,
    onOpenChange: setOpen,
  });
  return (
    <ul>
      <li {...itemProps}>
        <button {...triggerProps}>Styles</button>
        <ul {...panelProps} aria-label="Styles">
          <li>
            <a href="#one">One</a>
          </li>
          <li>
            <a href="#two">Two</a>
          </li>
        </ul>
      </li>
    </ul>
  );
}

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return { trigger: screen.getByRole('button', { name: 'Styles' }) };
}

const expanded = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded');

afterEach(() => vi.useRealTimers());

describe('useDisclosureMenu (the header menus’ one behaviour)', () => {
  it('is a disclosure: the button names its panel and says whether it is open', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-controls')).toBe('styles-panel');
    expect(expanded(trigger)).toBe('false');
    expect(document.getElementById('styles-panel')!.hidden).toBe(true);
  });

  it('opens when a mouse rests on it for the delay, not when it only crosses, and closes a moment after it leaves', () => {
    vi.useFakeTimers();
    const { trigger } = renderMenu();
    const item = trigger.parentElement!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_OPEN_DELAY_MS / 2));
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_OPEN_DELAY_MS * 2));
    expect(expanded(trigger)).toBe('false');

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_OPEN_DELAY_MS));
    expect(expanded(trigger)).toBe('true');
    // The click that usually follows a hover keeps it open.
    fireEvent.click(trigger);
    expect(expanded(trigger)).toBe('true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS / 2));
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS));
    expect(expanded(trigger)).toBe('true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS));
    expect(expanded(trigger)).toBe('false');
  });

  it('works by keyboard: Enter toggles, ArrowDown opens into the panel, Escape closes back on the button', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(expanded(trigger)).toBe('true');
    await user.keyboard('{Enter}');
    expect(expanded(trigger)).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(expanded(trigger)).toBe('true');
    expect(document.activeElement?.textContent).toBe('One');
    await user.keyboard('{Escape}');
    expect(expanded(trigger)).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a press elsewhere and when one of its links is followed', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    expect(expanded(trigger)).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(expanded(trigger)).toBe('false');

    await user.click(trigger);
    expect(expanded(trigger)).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Two' }));
    expect(expanded(trigger)).toBe('false');
  });
});
