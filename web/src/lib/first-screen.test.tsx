import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

// The gate is once per visit (module state): each test loads a fresh copy of the module.
async function freshGate() {
  vi.resetModules();
  return import('./first-screen.ts');
}

/** Renders a page whose first screen is drawn at once, showing whether the gate has opened. */
function renderDrawnPage(gate: Awaited<ReturnType<typeof freshGate>>) {
  function Page() {
    gate.useFirstScreenDrawn(true);
    return <p>{gate.useAfterFirstScreen() ? 'open' : 'closed'}</p>;
  }
  render(<Page />);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('first-screen gate', () => {
  it('stays closed until the page says its first screen is drawn, then opens after the next paint, for good', async () => {
    const { useAfterFirstScreen, useFirstScreenDrawn } = await freshGate();
    function Secondary() {
      return <p>{useAfterFirstScreen() ? 'secondary loads' : 'secondary waits'}</p>;
    }
    function Page({ drawn }: { drawn: boolean }) {
      useFirstScreenDrawn(drawn);
      return <Secondary />;
    }
    const { rerender } = render(<Page drawn={false} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('secondary waits')).toBeTruthy();

    rerender(<Page drawn={true} />);
    // Not in the same frame: first the browser paints the first screen.
    expect(screen.getByText('secondary waits')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('secondary loads')).toBeTruthy();

    // A component mounting later (another page) finds it open at once.
    render(<Secondary />);
    expect(screen.getAllByText('secondary loads')).toHaveLength(2);
  });

  it('opens by itself after FIRST_SCREEN_WAIT_MS when the page never says', async () => {
    const { FIRST_SCREEN_WAIT_MS, useAfterFirstScreen } = await freshGate();
    function Secondary() {
      return <p>{useAfterFirstScreen() ? 'open' : 'closed'}</p>;
    }
    render(<Secondary />);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 100));
    expect(screen.getByText('closed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('opens on the browser’s next largest-contentful-paint report where it sends them, or after FIRST_SCREEN_PAINT_WAIT_MS', async () => {
    type Report = (list: { getEntries: () => Array<{ startTime: number }> }) => void;
    const observers: Report[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly report: Report) {}
      observe() {
        observers.push(this.report);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const gate = await freshGate();
      renderDrawnPage(gate);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByText('closed')).toBeTruthy();
      expect(observers).toHaveLength(1);
      // A report of a paint from before the page said its screen was drawn (its heading, say) does not count.
      act(() => observers[0]!({ getEntries: () => [{ startTime: performance.now() - 200 }] }));
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('closed')).toBeTruthy();
      act(() => observers[0]!({ getEntries: () => [{ startTime: performance.now() }] }));
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('open')).toBeTruthy();
      expect(gate.FIRST_SCREEN_PAINT_WAIT_MS).toBeLessThan(1000);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not wait for a report that never comes', async () => {
    vi.stubGlobal('PerformanceObserver', class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      observe() {}
      disconnect() {}
    });
    try {
      const gate = await freshGate();
      renderDrawnPage(gate);
      await act(() => vi.advanceTimersByTimeAsync(gate.FIRST_SCREEN_PAINT_WAIT_MS - 50));
      expect(screen.getByText('closed')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByText('open')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
