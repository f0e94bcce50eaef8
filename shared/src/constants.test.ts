import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants', () => {
  it('pins the paging figures: 60 packages a page in the admin list, 21 deals a page from page 1', () => {
    expect(constants.PACKAGE_LIST_PAGE_SIZE).toBe(60);
    expect(constants.DEALS_DEFAULT_LIMIT).toBe(21);
    expect(constants.DEALS_DEFAULT_PAGE).toBe(1);
    expect(constants.DEALS_MAX_LIMIT).toBeGreaterThanOrEqual(constants.DEALS_DEFAULT_LIMIT);
  });

  it('pins the menu geometry: 11 countries per column, styles in 3 columns of 10', () => {
    expect(constants.MENU_COUNTRIES_PER_COLUMN).toBe(11);
    expect(constants.TRAVEL_STYLE_MENU_COLUMN_SIZE).toBe(10);
    expect(constants.TRAVEL_STYLE_MENU_COLUMNS).toBe(3);
  });

  it('pins the travel-style ids the site links to', () => {
    expect(constants.TRAVEL_STYLE_IDS).toEqual({ cruises: 4, disney: 9, lastMinute: 13, riverCruise: 28 });
  });

  it('pins the data-cache policy: fresh 5 minutes, refetch on focus, 2 retries', () => {
    expect(constants.DATA_FRESH_FOR_MS).toBe(300_000);
    expect(constants.REVALIDATE_ON_FOCUS).toBe(true);
    expect(constants.DATA_RETRY_COUNT).toBe(2);
  });

  it('pins the layout figures of the shells', () => {
    expect(constants.TOAST_TIMEOUT_MS).toBe(3000);
    expect(constants.TOAST_POSITION).toBe('top-end');
    expect(constants.ADMIN_MENU_WIDTH).toBe(240);
    expect(constants.ADMIN_MENU_COLLAPSED_WIDTH).toBe(100);
    expect(constants.SCROLL_TO_TOP_THRESHOLD_PX).toBe(100);
    expect(constants.MOBILE_SIDEBAR_ANCHOR_DELAY_MS).toBe(300);
    expect(constants.THEME_BORDER_RADIUS).toEqual({ agent: 0, admin: 5 });
    expect(constants.IMAGE_CROP_JPEG_QUALITY).toBe(0.9);
  });

  it('pins the default tab, the cruise prefix and the messages users read', () => {
    expect(constants.DEFAULT_TAB).toEqual({ tabName: 'Overview', layoutName: 'Layout 9' });
    expect(constants.PROFESSIONAL_REGISTRATION_NUMBER).toBe('3287');
    expect(constants.CRUISE_CONTINENT_PREFIX).toBe('Cruise_');
    expect(constants.DELETE_PACKAGE_FAILED_MESSAGE).toBe('Failed to delete package. Please try again later.');
    expect(constants.NO_REFRESH_TOKEN_MESSAGE).toBe('No refresh token available');
  });

  it('counts calendar days in the agency time zone, where the call centre works', () => {
    expect(constants.AGENCY_TIME_ZONE).toBe('America/Vancouver');
  });
});
