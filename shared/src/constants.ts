/**
 * Business constants of the product: page sizes, travel-style ids, menu columns, timings. One source of truth: web, functions
 * and infra import them from here instead of repeating the numbers.
 */

/** Time zone of the agency (call-centre hours are Pacific): decides which calendar day "today" is for expiry. */
export const AGENCY_TIME_ZONE = 'America/Vancouver';

/** Page size of the admin package list, fetched page after page while the loaded count is below the total. */
export const PACKAGE_LIST_PAGE_SIZE = 60;

/** Page size of the public deals list when the filter does not name one. */
export const DEALS_DEFAULT_LIMIT = 21;

/** Page of the public deals list when the filter does not name one (pages count from 1). */
export const DEALS_DEFAULT_PAGE = 1;
/** Most destination ids a deals filter may list. */
export const DEALS_FILTER_DESTINATIONS_MAX = 200;
/** Most travel-style ids a deals filter may list. */
export const DEALS_FILTER_STYLES_MAX = 50;
/** Most departure-city ids a deals filter may list. */
export const DEALS_FILTER_DEPARTURE_CITIES_MAX = 30;
/** Most travel months a deals filter may list. */
export const DEALS_FILTER_MONTHS_MAX = 24;

/**
 * Orders of the deals list. `recommended` (the default) is the catalogue's curated order; `departure`
 * puts the soonest possible departure first.
 */
export const DEALS_SORTS = ['recommended', 'price-asc', 'price-desc', 'departure'] as const;
export type DealsSort = (typeof DEALS_SORTS)[number];

/**
 * Largest page the deals query serves; the admin list's page size is the largest any screen asks for.
 * @alias of PACKAGE_LIST_PAGE_SIZE, named for the rule it states
 */
export const DEALS_MAX_LIMIT = PACKAGE_LIST_PAGE_SIZE;

/** Countries per column in the Destinations mega-menu. */
export const MENU_COUNTRIES_PER_COLUMN = 11;

/** Travel styles per column in the Travel Style menu. */
export const TRAVEL_STYLE_MENU_COLUMN_SIZE = 10;

/** Number of columns of the Travel Style menu. */
export const TRAVEL_STYLE_MENU_COLUMNS = 3;

/** Travel-style ids the site links to by number (legacy redirects, menus, footer). */
export const TRAVEL_STYLE_IDS = {
  cruises: 4,
  disney: 9,
  lastMinute: 13,
  riverCruise: 28,
} as const;

/** How long fetched data counts as fresh before it is fetched again (5 minutes). */
export const DATA_FRESH_FOR_MS = 5 * 60 * 1000;

/** Fetched data is fetched again when the browser window regains focus. */
export const REVALIDATE_ON_FOCUS = true;

/** How many times a failed read is retried before the error is shown. */
export const DATA_RETRY_COUNT = 2;

/** Toasts close by themselves after this many milliseconds. */
export const TOAST_TIMEOUT_MS = 3000;

/** Where toasts appear: top right (Fluent UI's `top-end`). */
export const TOAST_POSITION = 'top-end';

/** Width of the admin left menu when open, in pixels. */
export const ADMIN_MENU_WIDTH = 240;

/** Width of the admin left menu when collapsed, in pixels. */
export const ADMIN_MENU_COLLAPSED_WIDTH = 100;

/** Scroll distance in pixels after which the scroll-to-top button appears. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;

/** Delay before the mobile sidebar scrolls to an anchor, so the sidebar has closed first. */
export const MOBILE_SIDEBAR_ANCHOR_DELAY_MS = 300;

/** Border radius in pixels per shell: square corners for the agent portal, 5 px in the admin area. */
export const THEME_BORDER_RADIUS = {
  agent: 0,
  admin: 5,
} as const;

/** JPEG quality of images produced by the in-browser cropper. */
export const IMAGE_CROP_JPEG_QUALITY = 0.9;

/** MIME type of images produced by the in-browser cropper. */
export const IMAGE_CROP_MIME_TYPE = 'image/jpeg';

/** Size of a package's share image (`og:image`), the shape link previews show without cropping. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Largest share image: link-preview crawlers give up on heavier files. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

/** The single tab a new package starts with. */
export const DEFAULT_TAB = {
  tabName: 'Overview',
  layoutName: 'Layout 9',
} as const;

/** Professional registration number shown in the footer. */
export const PROFESSIONAL_REGISTRATION_NUMBER = '3287';

/** Continents whose name starts with this prefix are cruise groups, not geographic continents. */
export const CRUISE_CONTINENT_PREFIX = 'Cruise_';

/** Toast shown when deleting a package fails. */
export const DELETE_PACKAGE_FAILED_MESSAGE = 'Failed to delete package. Please try again later.';

/** Error raised when a session refresh is attempted without a stored refresh token. */
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
