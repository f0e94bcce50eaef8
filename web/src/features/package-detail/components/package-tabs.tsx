import { useId, useState } from 'react';
import { Tab, makeStyles, tokens } from '@fluentui/react-components';
import type { PackageTab } from '@tdp/shared/schemas/package';
import { packageDetailMessages } from '../messages.ts';
import { layoutRenderer } from './layouts/layout-renderers.ts';
import { PackageTabList } from './package-tab-list.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  // Many tabs scroll sideways on a phone rather than squeezing their names.
  tabStrip: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: {
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '4px' },
  },
});

/**
 * The package's tabs as an ARIA tab list (Fluent's TabList and Tabs: arrow keys, Home and End move
 * between tabs and select them, Tab moves on into the panel). Each panel is drawn by its layout's renderer from the registry;
 * tabs of an unknown layout are left out. Every panel is in the page (hidden unless selected), so each
 * tab's `aria-controls` names a real element.
 */
export function PackageTabs({ tabs }: { tabs: readonly PackageTab[] }) {
  const styles = useStyles();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const shown = tabs.flatMap((tab, position) => {
    const Renderer = layoutRenderer(tab.layoutName);
    return Renderer ? [{ tab, Renderer, value: String(position) }] : [];
  });
  const [selected, setSelected] = useState(shown[0]?.value);
  if (shown.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.visuallyHidden}>
        {packageDetailMessages.tripDetails}
      </h2>
      <div className={styles.tabStrip}>
        <PackageTabList
          size="large"
          selectTabOnFocus
          selectedValue={selected}
          onTabSelect={(_, data) => setSelected(String(data.value))}
          aria-labelledby={headingId}
        >
          {shown.map(({ tab, value }) => (
            <Tab
              key={value}
              value={value}
              id={`${baseId}-tab-${value}`}
              aria-controls={`${baseId}-panel-${value}`}
              tabIndex={value === selected ? 0 : -1}
            >
              {tab.tabName}
            </Tab>
          ))}
        </PackageTabList>
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
