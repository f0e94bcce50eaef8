import type { KeyboardEvent } from 'react';
import {
  renderTabList_unstable,
  useTabListBase_unstable,
  useTabListContextValues_unstable,
  useTabListStyles_unstable,
  type TabListProps,
  type TabListState,
} from '@fluentui/react-tabs';

/** Keys that move between tabs, and where each one goes from `current` among `count` tabs. */
const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>): void {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const current = tabs.findIndex((tab) => tab === document.activeElement);
  if (current === -1) return;
  event.preventDefault();
  tabs[move(current, tabs.length)]!.focus();
}

/**
 * Fluent's TabList (its state, styles and rendering, so `Tab`s look and behave as in any Fluent tab list)
 * with the keyboard behaviour of the ARIA tabs pattern written here: arrow keys, Home and End move the
 * focus, and with `selectTabOnFocus` the selection follows. The stock TabList gets that behaviour from
 * Tabster, which adds two focusable `aria-hidden` elements around the tabs that accessibility checkers
 * (axe, Lighthouse) report (microsoft/fluentui#27517). The tabs it holds carry a roving `tabIndex`
 * (0 on the selected one, -1 on the others) so Tab goes from the list straight into the panel.
 */
export function PackageTabList(props: TabListProps) {
  const base = useTabListBase_unstable(props, null);
  const state: TabListState = {
    ...base,
    appearance: props.appearance ?? 'transparent',
    reserveSelectedTabSpace: props.reserveSelectedTabSpace ?? true,
    size: props.size ?? 'medium',
    root: {
      ...base.root,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        props.onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      },
    },
  };
  useTabListStyles_unstable(state);
  return renderTabList_unstable(state, useTabListContextValues_unstable(state));
}
