import { Suspense, lazy, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { BECOME_AGENT_APPLY_HREF, PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { publicShellMessages } from '../messages.ts';
import { HeaderMenu } from './header-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuStatus } from './menu-status.tsx';
import navItemStyles from './nav-item.module.css';
import { MenuIcon, PhoneIcon } from './shell-icons.tsx';
import styles from './site-header.module.css';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

// Menu panels and the sidebar are downloaded when the visitor first reaches for the navigation (most
// visits never open them), together with the menus' data; the page's first load stays small.
const loadDestinationsPanel = () => import('./destinations-panel.tsx');
const loadCruisesPanel = () => import('./cruises-panel.tsx');
const loadTravelStylesPanel = () => import('./travel-styles-panel.tsx');
const DestinationsPanel = lazy(async () => ({ default: (await loadDestinationsPanel()).DestinationsPanel }));
const CruisesPanel = lazy(async () => ({ default: (await loadCruisesPanel()).CruisesPanel }));
const TravelStylesPanel = lazy(async () => ({ default: (await loadTravelStylesPanel()).TravelStylesPanel }));
const MobileSidebar = lazy(async () => ({ default: (await import('./mobile-sidebar.tsx')).MobileSidebar }));

function preloadMenuPanels(): void {
  void loadDestinationsPanel();
  void loadCruisesPanel();
  void loadTravelStylesPanel();
}

const loadingPanel = <MenuStatus failed={false} onRetry={() => undefined} />;

type MenuName = 'destinations' | 'cruises' | 'travel-styles';

/** Which header variant to draw: the cruise variant (`/CruiseHeader`) puts the Cruises menu first and highlights it. */
export type SiteHeaderVariant = 'default' | 'cruise';

/**
 * Header of the public site (the `banner` landmark): the brand, the
 * Destinations, Cruises and Travel Styles mega-menus, Search & Book, Connected Agents, Become an Agent,
 * Request a Quote and the call-centre phone from `/config.json`. Below 900 px the entries move into the
 * mobile sidebar. Menus and the sidebar remember the location they were opened at, so any navigation
 * closes them. Menu data is requested as soon as the visitor reaches for the navigation. `offerBecomeAgent` false
 * (a signed-in agent: the shell knows the session) leaves Become an Agent out, here and in the sidebar.
 */
export function SiteHeader({ variant = 'default', offerBecomeAgent = true }: { variant?: SiteHeaderVariant; offerBecomeAgent?: boolean }) {
  const { phone } = useRuntimeConfig();
  const i18n = useCatalogue(shellCatalogue);
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<{ name: MenuName; at: string } | null>(null);
  const [sidebarOpenAt, setSidebarOpenAt] = useState<string | null>(null);
  const [sidebarUsed, setSidebarUsed] = useState(false);
  const [menusWanted, setMenusWanted] = useState(false);
  useApi(catalogueReadRoutes.listContinents, menusWanted ? {} : null);
  useApi(catalogueReadRoutes.listTravelStyles, menusWanted ? {} : null);
  useApi(catalogueReadRoutes.listTopPicks, menusWanted ? {} : null);

  const menuOpenChange = useMemo(() => {
    const handlerFor = (name: MenuName) => (open: boolean) =>
      setOpenMenu((current) => {
        if (open) return { name, at: location.key };
        return current?.name === name ? null : current;
      });
    return { destinations: handlerFor('destinations'), cruises: handlerFor('cruises'), 'travel-styles': handlerFor('travel-styles') };
  }, [location.key]);
  const isOpen = (name: MenuName) => openMenu?.name === name && openMenu.at === location.key;
  const sidebarOpen = sidebarOpenAt === location.key;
  const wantMenus = () => {
    if (menusWanted) return;
    setMenusWanted(true);
    preloadMenuPanels();
  };

  const destinationsMenu = (
    <HeaderMenu
      key="destinations"
      id="destinations"
      label={i18n._(publicShellMessages.destinations)}
      open={isOpen('destinations')}
      onOpenChange={menuOpenChange.destinations}
    >
      <Suspense fallback={loadingPanel}>
        <DestinationsPanel />
      </Suspense>
    </HeaderMenu>
  );
  const cruisesMenu = (
    <HeaderMenu
      key="cruises"
      id="cruises"
      label={i18n._(publicShellMessages.cruises)}
      open={isOpen('cruises')}
      onOpenChange={menuOpenChange.cruises}
      emphasised={variant === 'cruise'}
    >
      <Suspense fallback={loadingPanel}>
        <CruisesPanel />
      </Suspense>
    </HeaderMenu>
  );
  const menus = variant === 'cruise' ? [cruisesMenu, destinationsMenu] : [destinationsMenu, cruisesMenu];

  return (
    <header className={styles.root}>
      <div className={styles.utilityBar}>
        <div className={styles.utilityInner}>
          <span>{i18n._(publicShellMessages.tagline)}</span>
          <nav aria-label={i18n._(publicShellMessages.utilityNavigation)}>
            <ul className={styles.utilityList}>
              <li>
                <RouterLink className={styles.utilityLink} to={PUBLIC_PATHS.connectedAgents}>
                  {i18n._(publicShellMessages.connectedAgents)}
                </RouterLink>
              </li>
              {offerBecomeAgent ? (
                <li>
                  <RouterLink className={styles.utilityLink} to={BECOME_AGENT_APPLY_HREF}>
                    {i18n._(publicShellMessages.becomeAgent)}
                  </RouterLink>
                </li>
              ) : null}
              <li>
                <LanguageSwitch className={styles.utilityLink} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className={styles.bar}>
        <BrandLogo />
        <nav aria-label={i18n._(publicShellMessages.primaryNavigation)} className={styles.nav} onPointerEnter={wantMenus} onFocus={wantMenus}>
          <ul className={styles.menuList}>
            {menus}
            <HeaderMenu
              id="travel-styles"
              label={i18n._(publicShellMessages.travelStyles)}
              open={isOpen('travel-styles')}
              onOpenChange={menuOpenChange['travel-styles']}
            >
              <Suspense fallback={loadingPanel}>
                <TravelStylesPanel />
              </Suspense>
            </HeaderMenu>
            <li>
              <RouterLink className={navItemStyles.item} to={PUBLIC_PATHS.searchAndBook}>
                {i18n._(publicShellMessages.searchAndBook)}
              </RouterLink>
            </li>
          </ul>
        </nav>
        <div className={styles.end}>
          {/* Phones, where the utility bar is hidden: the switch beside the phone and the menu button (one of the two shows at a time). */}
          <LanguageSwitch className={styles.phoneLanguage} />
          <a className={styles.phone} href={phoneHref(phone)}>
            <PhoneIcon />
            <span className={styles.phoneText}>
              <span className={styles.phoneCaption}>{i18n._(publicShellMessages.callUs)}</span> <span>{phone}</span>
            </span>
          </a>
          <ButtonLink className={styles.quote} appearance="primary" to={PUBLIC_PATHS.requestQuote}>
            {i18n._(publicShellMessages.requestQuote)}
          </ButtonLink>
          <Button
            className={styles.menuButton}
            appearance="subtle"
            icon={<MenuIcon />}
            aria-haspopup="dialog"
            aria-expanded={sidebarOpen}
            onClick={() => {
              wantMenus();
              setSidebarUsed(true);
              setSidebarOpenAt(location.key);
            }}
          >
            {i18n._(publicShellMessages.openSidebar)}
          </Button>
        </div>
      </div>
      {sidebarUsed && (
        <Suspense fallback={null}>
          <MobileSidebar open={sidebarOpen} onOpenChange={(open) => setSidebarOpenAt(open ? location.key : null)} offerBecomeAgent={offerBecomeAgent} />
        </Suspense>
      )}
    </header>
  );
}
