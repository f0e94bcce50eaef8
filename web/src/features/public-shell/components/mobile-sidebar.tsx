import { useId, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MOBILE_SIDEBAR_ANCHOR_DELAY_MS } from '@tdp/shared/constants';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { continentDealsHref, countryDealsHref } from '../../../lib/deals-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { BECOME_AGENT_APPLY_HREF, PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { destinationMenuContinents, travelStyleColumns, travelStyleMenuHref } from '../menu-model.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { menusCatalogue } from '../../../i18n/catalogues/menus.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { menuMessages } from '../menu-messages.ts';
import { publicShellMessages } from '../messages.ts';
import { CruiseDrill } from './cruise-drill.tsx';
import panelStyles from './menu-panel.module.css';
import { MenuStatus } from './menu-status.tsx';
import styles from './mobile-sidebar.module.css';
import { DismissIcon, PhoneIcon } from './shell-icons.tsx';
import { SidebarSection } from './sidebar-section.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Props of {@link MobileSidebar}. */
export interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** False for a signed-in agent: no Become an Agent entry. */
  offerBecomeAgent?: boolean;
}

type SectionName = 'destinations' | 'cruises' | 'travel-styles';

/**
 * The header on phones and small tablets: a drawer from the start edge with the desktop header's entries
 * plus a Cruises link to `/cruise-deals`. It is a modal `<dialog>`: the page behind is inert, so
 * focus stays in it; Escape or a tap on the backdrop closes it and focus returns to where it was (the
 * header's Menu button). It closes when a link is followed; a link to an anchor is scrolled to once the
 * drawer has gone. Nothing is rendered while it is closed.
 */
export function MobileSidebar({ open, onOpenChange, offerBecomeAgent = true }: MobileSidebarProps) {
  if (!open) return null;
  return <SidebarDialog onClose={() => onOpenChange(false)} offerBecomeAgent={offerBecomeAgent} />;
}

function SidebarDialog({ onClose, offerBecomeAgent }: { onClose: () => void; offerBecomeAgent: boolean }) {
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const { phone } = useRuntimeConfig();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [openSections, setOpenSections] = useState<ReadonlySet<SectionName>>(new Set());
  const toggle = (name: SectionName) =>
    setOpenSections((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  const closeProps = useModalDialog(dialogRef, onClose);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link) return;
    onClose();
    const anchor = new URL(link.href, window.location.href).hash.slice(1);
    if (anchor && !link.href.startsWith('tel:')) {
      window.setTimeout(() => document.getElementById(anchor)?.scrollIntoView(), MOBILE_SIDEBAR_ANCHOR_DELAY_MS);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-labelledby={titleId}
      {...closeProps}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {i18n._(menuMessages.sidebarTitle)}
        </h2>
        <Button className={styles.close} appearance="subtle" aria-label={i18n._(menuMessages.closeSidebar)} icon={<DismissIcon />} onClick={onClose} />
      </div>
      <div className={styles.scroller}>
        <nav aria-label={i18n._(publicShellMessages.primaryNavigation)} className={styles.body} onClick={closeOnLink}>
          <div>
            <SidebarSection
              size="large"
              label={i18n._(publicShellMessages.destinations)}
              open={openSections.has('destinations')}
              onToggle={() => toggle('destinations')}
            >
              <SidebarDestinations />
            </SidebarSection>
            <SidebarSection size="large" label={i18n._(menuMessages.cruiseDestinations)} open={openSections.has('cruises')} onToggle={() => toggle('cruises')}>
              <CruiseDrill idPrefix="sidebar" />
            </SidebarSection>
            <SidebarSection
              size="large"
              label={i18n._(publicShellMessages.travelStyles)}
              open={openSections.has('travel-styles')}
              onToggle={() => toggle('travel-styles')}
            >
              <SidebarTravelStyles />
            </SidebarSection>
          </div>
          <ul className={styles.links}>
            <li>
              <RouterLink className={styles.entry} to={pathHref(PUBLIC_PATHS.cruiseDeals)}>
                {i18n._(publicShellMessages.cruises)}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={PUBLIC_PATHS.deals}>
                {i18n._(publicShellMessages.viewAllDeals)}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={PUBLIC_PATHS.searchAndBook}>
                {i18n._(publicShellMessages.searchAndBook)}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={PUBLIC_PATHS.connectedAgents}>
                {i18n._(publicShellMessages.connectedAgents)}
              </RouterLink>
            </li>
            {offerBecomeAgent ? (
              <li>
                <RouterLink className={styles.entry} to={BECOME_AGENT_APPLY_HREF}>
                  {i18n._(publicShellMessages.becomeAgent)}
                </RouterLink>
              </li>
            ) : null}
            <li>
              <a className={styles.entry} href={phoneHref(phone)}>
                <PhoneIcon />
                {i18n._(publicShellMessages.callUs)} {phone}
              </a>
            </li>
          </ul>
          <ButtonLink className={styles.quote} appearance="primary" size="large" to={PUBLIC_PATHS.requestQuote}>
            {i18n._(publicShellMessages.requestQuote)}
          </ButtonLink>
        </nav>
      </div>
    </dialog>
  );
}

/** Continents one at a time (opening one closes the other), each with its countries. */
function SidebarDestinations() {
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const { data, error, mutate } = useApi(catalogueReadRoutes.listContinents);
  const [openContinentId, setOpenContinentId] = useState<number | null>(null);
  if (!data) return <MenuStatus failed={Boolean(error)} onRetry={() => void mutate()} />;
  return (
    <div>
      {destinationMenuContinents(data).map((continent) => (
        <SidebarSection
          key={continent.continent_id}
          label={continent.continent_name}
          open={openContinentId === continent.continent_id}
          onToggle={() => setOpenContinentId((current) => (current === continent.continent_id ? null : continent.continent_id))}
        >
          <ul className={styles.subLinks}>
            <li>
              <RouterLink className={`${panelStyles.link} ${styles.strong}`} to={continentDealsHref(continent)}>
                {i18n._(menuMessages.allOfContinent, { continent: continent.continent_name })}
              </RouterLink>
            </li>
            {continent.countries.map((country) => (
              <li key={country.id}>
                <RouterLink className={panelStyles.link} to={countryDealsHref(country)}>
                  {country.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </SidebarSection>
      ))}
    </div>
  );
}

function SidebarTravelStyles() {
  const { data, error, mutate } = useApi(catalogueReadRoutes.listTravelStyles);
  if (!data) return <MenuStatus failed={Boolean(error)} onRetry={() => void mutate()} />;
  return (
    <ul className={styles.subLinks}>
      {travelStyleColumns(data)
        .flat()
        .map((style) => (
          <li key={style.id}>
            <RouterLink className={panelStyles.link} to={travelStyleMenuHref(style)}>
              {style.style_name}
            </RouterLink>
          </li>
        ))}
    </ul>
  );
}
