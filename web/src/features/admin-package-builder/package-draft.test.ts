import { describe, expect, it } from 'vitest';
import { defaultPackageTabs, populateTabs, updateTab } from '@tdp/shared/catalogue/package-tabs-state';
import type { Package } from '@tdp/shared/schemas/package';
import {
  checkDraft,
  describeErrorPath,
  draftFromPackage,
  emptyDraft,
  errorsUnder,
  firstErrorAt,
  packageInputOf,
  previewPackage,
  withBanner,
  withTitle,
  withUrl,
  type PackageDraft,
} from './package-draft.ts';

const stored: Package = {
  id: 42,
  package_url: 'seven-nights-in-nice',
  title: 'Seven nights in Nice',
  banner_image: 'package-images/nice.jpg',
  share_image: 'package-images/nice-share.jpg',
  price: 1299,
  tax: 210.5,
  icons_data: [{ icon: 'plane', text1: 'Flights from Vancouver' }],
  dateRanges: [{ id: 'd1', type: 'specific', start: '2027-05-04', end: '2027-05-04' }],
  destinationIds: ['city-3'],
  travelStyleIds: [4],
  departureCityIds: [1],
  status: 'published',
  validFrom: null,
  validUntil: '2027-09-30',
  seo: { title: '', description: 'Sun on the Riviera.' },
  tabs: [
    { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week on the Riviera.' } },
    { tabName: 'Prices', layoutName: 'Layout 5', fields: { tableId: 7 } },
  ],
  version: 3,
  createdAt: '2027-01-05T10:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2027-02-10T10:00:00.000Z',
  updatedBy: 'admin',
};

function filled(): PackageDraft {
  return { ...withTitle(emptyDraft(), 'Banff in winter'), price: '1299', tax: '150.25', banner_image: 'package-images/banff.jpg' };
}

describe('package draft', () => {
  it('makes the url from the title until the url is edited, and again once it is emptied', () => {
    const titled = withTitle(emptyDraft(), 'Été à Nice: 7 nights!');
    expect(titled.package_url).toBe('ete-a-nice-7-nights');
    const edited = withUrl(titled, 'nice-summer');
    expect(withTitle(edited, 'Other title').package_url).toBe('nice-summer');
    expect(withUrl(edited, '').package_url).toBe('ete-a-nice-7-nights');
    expect(withTitle(withUrl(edited, ''), 'Nice again').package_url).toBe('nice-again');
  });

  it('reads a stored package and writes it back unchanged', () => {
    const { draft, tabs } = draftFromPackage(stored);
    expect(draft.urlFollowsTitle).toBe(false);
    expect(draft.price).toBe('1299');
    const checked = checkDraft(draft, tabs);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { id: _id, version: _version, createdAt: _c, createdBy: _cb, updatedAt: _u, updatedBy: _ub, ...editable } = stored;
    expect(checked.body).toEqual(editable);
  });

  it('reads a package saved before share images as having none, and sends null', () => {
    const { share_image: _share, ...older } = stored;
    const { draft, tabs } = draftFromPackage(older);
    expect(draft.share_image).toBeNull();
    expect(packageInputOf(draft, tabs).share_image).toBeNull();
  });

  it('keeps a share image only with the banner it was made with', () => {
    const cropped = withBanner(filled(), 'package-images/banner-banff-20270101-120000.jpg', 'package-images/banner-banff-20270101-120000-share.jpg');
    expect(cropped).toMatchObject({
      banner_image: 'package-images/banner-banff-20270101-120000.jpg',
      share_image: 'package-images/banner-banff-20270101-120000-share.jpg',
    });
    expect(previewPackage(cropped, defaultPackageTabs(), null).share_image).toBe('package-images/banner-banff-20270101-120000-share.jpg');
    // Chosen as it is from the library: link previews show that banner, not the previous one's share image.
    expect(withBanner(cropped, 'package-images/lake-louise.jpg')).toMatchObject({ banner_image: 'package-images/lake-louise.jpg', share_image: null });
    expect(withBanner(cropped, '', 'package-images/orphan-share.jpg')).toMatchObject({ banner_image: '', share_image: null });
  });

  it('sends numbers for amounts typed as text, null for empty validity dates, and only the layout’s fields', () => {
    const tabs = updateTab(defaultPackageTabs(), 'Overview', { fields: { summary: 'Snow.', durationNights: 5, stray: 'x', mealPlan: undefined } });
    const input = packageInputOf(filled(), tabs);
    expect(input).toMatchObject({ price: 1299, tax: 150.25, validFrom: null, validUntil: null, seo: { title: '', description: '' } });
    expect(input.tabs).toEqual([{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Snow.', durationNights: 5 } }]);
  });

  it('reports each field’s rule, as the server would', () => {
    const draft = { ...filled(), price: '12,5', title: '', status: 'published' as const };
    const checked = checkDraft(draft, defaultPackageTabs());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ title: 'is required', price: 'must be a number', 'tabs.0.fields.summary': 'is required' });
    expect(errorsUnder(checked.errors, 'tabs.0')).toEqual({ 'fields.summary': 'is required' });
    // Rules across fields run once each field is right, as on the server.
    const tabs = updateTab(defaultPackageTabs(), 'Overview', { fields: { summary: 'Snow.' } });
    const publishing = checkDraft({ ...filled(), status: 'published' }, tabs);
    expect(publishing.ok === false && publishing.errors).toEqual({
      destinationIds: 'needs at least one destination to publish',
      dateRanges: 'needs at least one date to publish',
    });
    expect(firstErrorAt({ 'dateRanges.1.end': 'must be on or after start' }, 'dateRanges')).toBe('must be on or after start');
  });

  it('names where a problem is in the admin’s words', () => {
    const tabs = populateTabs(stored.tabs);
    expect(describeErrorPath('tabs.1.fields.tableId', tabs)).toBe('Prices › Table');
    expect(describeErrorPath('tabs.0.fields.summary', tabs)).toBe('Overview › Summary');
    expect(describeErrorPath('price', tabs)).toBe('Price per person (CAD)');
    expect(describeErrorPath('seo.description', tabs)).toBe('Search description');
  });
});
