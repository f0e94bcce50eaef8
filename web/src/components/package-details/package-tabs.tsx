import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PackageTab } from '@tdp/shared/schemas/package';
import { packageDetailMessages } from './package-detail-messages.ts';
import { layoutRenderer } from './layouts/layout-renderers.ts';
import styles from './package-tabs.module.css';

/** Keys that move between tabs, and where each one goes from `current` among `count` tabs. */
const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The package's tabs as an ARIA tab list (WAI-ARIA tabs pattern, selection follows focus): arrow keys, Home
 * and End move between tabs and select them; only the selected tab is in the Tab order (roving `tabIndex`),
 * so Tab goes from the list straight into the panel. Each panel is drawn by its layout's renderer from the
 * registry; tabs of an unknown layout are left out. Every panel is in the page (hidden unless selected), so
 * each tab's `aria-controls` names a real element.
 */
export function PackageTabs({ tabs }: { tabs: readonly PackageTab[] }) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const tabButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = tabs.flatMap((tab, position) => {
    const Renderer = layoutRenderer(tab.layoutName);
    return Renderer ? [{ tab, Renderer, value: String(position) }] : [];
  });
  const [chosen, setSelected] = useState<string>();
  // The first tab until the visitor picks one (the tabs may arrive after this component first rendered).
  const selected = chosen ?? shown[0]?.value;
  if (shown.length === 0) return null;

  function moveBetweenTabs(event: KeyboardEvent<HTMLButtonElement>, current: number): void {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, shown.length);
    setSelected(shown[next]!.value);
    tabButtons.current[next]?.focus();
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {packageDetailMessages.tripDetails}
      </h2>
      <div className={styles.tabStrip}>
        <div role="tablist" aria-orientation="horizontal" aria-labelledby={headingId} className={styles.tabList}>
          {shown.map(({ tab, value }, position) => (
            <button
              key={value}
              ref={(element) => {
                tabButtons.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${value}`}
              aria-controls={`${baseId}-panel-${value}`}
              aria-selected={value === selected}
              tabIndex={value === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(value)}
              onKeyDown={(event) => moveBetweenTabs(event, position)}
            >
              <span className={styles.tabName}>{tab.tabName}</span>
              {/* The name in the selected (bolder) weight, invisible: the tab keeps its width when selected. */}
              <span className={`${styles.tabName} ${styles.selectedWidth}`} aria-hidden="true">
                {tab.tabName}
              </span>
            </button>
          ))}
        </div>
      </div>
      {shown.map(({ tab, Renderer, value }) => (
        <div
          key={value}
          id={`${baseId}-panel-${value}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${value}`}
          tabIndex={0}
          hidden={value !== selected}
          className={styles.panel}
        >
          <Renderer fields={tab.fields} />
        </div>
      ))}
    </section>
  );
}
