import type { MouseEvent } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { MOBILE_SIDEBAR_ANCHOR_DELAY_MS } from '@tdp/shared/constants';
import { LinkButton } from '../../../components/link-button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { continentDealsHref, countryDealsHref } from '../../../lib/deals-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { useContinents } from '../api/list-continents.ts';
import { useTravelStyles } from '../api/list-travel-styles.ts';
import { destinationMenuContinents, travelStyleColumns, travelStyleMenuHref } from '../menu-model.ts';
import { publicShellMessages } from '../messages.ts';
import { CruiseDrill } from './cruise-drill.tsx';
import { useMenuPanelStyles } from './menu-panel-styles.ts';
import { MenuStatus } from './menu-status.tsx';
import { DismissIcon, PhoneIcon } from './shell-icons.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  links: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  accordionHeader: { fontWeight: tokens.fontWeightSemibold },
  subLinks: { listStyleType: 'none', margin: 0, padding: `0 0 ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  strong: { fontWeight: tokens.fontWeightSemibold },
  quote: { alignSelf: 'stretch' },
});

/** Props of {@link MobileSidebar}. */
export interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header on phones and small tablets: a drawer from the start edge (a modal dialog: focus stays in it,
 * Escape closes it) with the desktop header's entries plus a Cruises link to `/cruise-deals` (spec). It
 * closes when a link is followed; a link to an anchor is scrolled to once the drawer has gone.
 */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  const styles = useStyles();
  const { phone } = useRuntimeConfig();

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link) return;
    onOpenChange(false);
    const anchor = new URL(link.href, window.location.href).hash.slice(1);
    if (anchor && !link.href.startsWith('tel:')) {
      window.setTimeout(() => document.getElementById(anchor)?.scrollIntoView(), MOBILE_SIDEBAR_ANCHOR_DELAY_MS);
    }
  };

  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => onOpenChange(data.open)} position="start" size="medium">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={publicShellMessages.closeSidebar}
              icon={<DismissIcon />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {publicShellMessages.sidebarTitle}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={publicShellMessages.primaryNavigation} className={styles.body} onClick={closeOnLink}>
          <Accordion collapsible multiple>
            <AccordionItem value="destinations">
              <AccordionHeader button={{ className: styles.accordionHeader }} size="large">
                {publicShellMessages.destinations}
              </AccordionHeader>
              <AccordionPanel>
                <SidebarDestinations />
              </AccordionPanel>
            </AccordionItem>
            <AccordionItem value="cruises">
              <AccordionHeader button={{ className: styles.accordionHeader }} size="large">
                {publicShellMessages.cruiseDestinations}
              </AccordionHeader>
              <AccordionPanel>
                <CruiseDrill idPrefix="sidebar" />
              </AccordionPanel>
            </AccordionItem>
            <AccordionItem value="travel-styles">
              <AccordionHeader button={{ className: styles.accordionHeader }} size="large">
                {publicShellMessages.travelStyles}
              </AccordionHeader>
              <AccordionPanel>
                <SidebarTravelStyles />
              </AccordionPanel>
            </AccordionItem>
          </Accordion>
          <ul className={styles.links}>
            <li>
              <RouterLink className={styles.entry} to={SITE_PATHS.cruiseDeals}>
                {publicShellMessages.cruises}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={SITE_PATHS.deals}>
                {publicShellMessages.viewAllDeals}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={SITE_PATHS.searchAndBook}>
                {publicShellMessages.searchAndBook}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={SITE_PATHS.connectedAgents}>
                {publicShellMessages.connectedAgents}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.entry} to={SITE_PATHS.becomeAgent}>
                {publicShellMessages.becomeAgent}
              </RouterLink>
            </li>
            <li>
              <a className={styles.entry} href={phoneHref(phone)}>
                <PhoneIcon />
                {publicShellMessages.callUs} {phone}
              </a>
            </li>
          </ul>
          <LinkButton className={styles.quote} appearance="primary" size="large" to={SITE_PATHS.requestQuote}>
            {publicShellMessages.requestQuote}
          </LinkButton>
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}

function SidebarDestinations() {
  const styles = useStyles();
  const panelStyles = useMenuPanelStyles();
  const { data, error, mutate } = useContinents();
  if (!data) return <MenuStatus failed={Boolean(error)} onRetry={() => void mutate()} />;
  return (
    <Accordion collapsible>
      {destinationMenuContinents(data).map((continent) => (
        <AccordionItem key={continent.continent_id} value={continent.continent_id}>
          <AccordionHeader>{continent.continent_name}</AccordionHeader>
          <AccordionPanel>
            <ul className={styles.subLinks}>
              <li>
                <RouterLink className={mergeClasses(panelStyles.link, styles.strong)} to={continentDealsHref(continent)}>
                  {formatMessage(publicShellMessages.allOfContinent, { continent: continent.continent_name })}
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
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

function SidebarTravelStyles() {
  const styles = useStyles();
  const panelStyles = useMenuPanelStyles();
  const { data, error, mutate } = useTravelStyles();
  if (!data) return <MenuStatus failed={Boolean(error)} onRetry={() => void mutate()} />;
  return (
    <ul className={styles.subLinks}>
      {travelStyleColumns(data).flat().map((style) => (
        <li key={style.id}>
          <RouterLink className={panelStyles.link} to={travelStyleMenuHref(style)}>
            {style.style_name}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
