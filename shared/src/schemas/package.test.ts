import { describe, expect, it } from 'vitest';
import { DEALS_DEFAULT_LIMIT, DEALS_DEFAULT_PAGE } from '../constants.ts';
import {
  PACKAGE_FIELD_NAMES,
  pickFields,
  dealsAnswerSchema,
  dealsFilterSchema,
  isPackageExpired,
  isPackageOnSale,
  packageCreateInputSchema,
  packageDurationNights,
  packageSchema,
  packageUpdateInputSchema,
  packageUrlFromTitle,
  packageUrlSchema,
  toPublicPackage,
  type Package,
} from './package.ts';

const createInput = {
  package_url: 'riviera-maya-all-inclusive-7-nights',
  title: '7-Night Riviera Maya All-Inclusive at Iberostar Paraíso Lindo',
  banner_image: 'package-images/riviera-maya.png',
  price: 1899.99,
  tax: 389.5,
  icons_data: [
    { icon: 'plane', text1: 'Return flights from Vancouver' },
    { icon: 'drink', text1: 'All-inclusive' },
  ],
  dateRanges: [
    { id: 'd1', type: 'specific', start: '2027-01-05', end: '2027-01-05' },
    { id: 'd2', type: 'range', start: '2027-02-02', end: '2027-02-09' },
  ],
  destinationIds: ['country-12', 'city-120'],
  travelStyleIds: [13, 2],
  departureCityIds: [1],
  tabs: [
    { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: ' Sun, sand and a swim-up suite. ', durationNights: 7 } },
    { tabName: 'Included', layoutName: 'Layout 3', fields: { inclusions: ['Flights', 'Transfers'] } },
  ],
  status: 'published',
  validFrom: '2026-11-01',
  validUntil: '2027-03-31',
  seo: { title: 'Riviera Maya All-Inclusive Deal', description: 'Seven nights all-inclusive from Vancouver.' },
};

const audit = { version: 2, createdAt: '2026-10-01T08:00:00.000Z', createdBy: 'alice', updatedAt: '2026-10-05T08:00:00.000Z', updatedBy: 'bob' };

function storedPackage(): Package {
  const parsed = packageCreateInputSchema.parse(createInput);
  return packageSchema.parse({ id: 41, ...parsed, ...audit });
}

describe('package url', () => {
  it.each(['a', 'riviera-maya-2027', '7-night-cruise'])('accepts %s', (slug) => {
    expect(packageUrlSchema.safeParse(slug).success).toBe(true);
  });

  it.each(['', 'Riviera', 'riviera--maya', '-riviera', 'riviera-', 'riviera maya', 'rivière', 'x'.repeat(121)])('refuses %j', (slug) => {
    expect(packageUrlSchema.safeParse(slug).success).toBe(false);
  });

  it('is made from a title without accents or punctuation', () => {
    expect(packageUrlFromTitle('7-Night Riviera Maya All-Inclusive at Iberostar Paraíso Lindo!')).toBe(
      '7-night-riviera-maya-all-inclusive-at-iberostar-paraiso-lindo',
    );
    expect(packageUrlFromTitle('  Québec  City -- Winter Carnival  ')).toBe('quebec-city-winter-carnival');
    expect(packageUrlFromTitle('***')).toBe('');
  });

  it('cuts long titles at a word boundary within 120 characters', () => {
    const slug = packageUrlFromTitle('Grand tour '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
    expect(packageUrlSchema.safeParse(slug).success).toBe(true);
    expect(packageUrlFromTitle('x'.repeat(130)).length).toBe(120);
  });
});

describe('package create and update input', () => {
  it('accepts a complete package and cleans its tab fields', () => {
    const parsed = packageCreateInputSchema.parse(createInput);
    expect(parsed.tabs[0]!.fields).toEqual({ summary: 'Sun, sand and a swim-up suite.', durationNights: 7 });
    expect(parsed.status).toBe('published');
  });

  it.each(['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'])('refuses the server-set field %s on create', (field) => {
    const result = packageCreateInputSchema.safeParse({ ...createInput, [field]: field === 'id' || field === 'version' ? 1 : 'x' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('requires the version the editor read on update, and still refuses audit fields', () => {
    expect(packageUpdateInputSchema.safeParse(createInput).error!.issues[0]!.path).toEqual(['version']);
    expect(packageUpdateInputSchema.parse({ ...createInput, version: 2 }).version).toBe(2);
    expect(packageUpdateInputSchema.safeParse({ ...createInput, version: 2, updatedBy: 'mallory' }).success).toBe(false);
  });

  it('checks prices in CAD: not negative, at most two decimals', () => {
    expect(packageCreateInputSchema.safeParse({ ...createInput, price: -1 }).error!.issues[0]).toMatchObject({ path: ['price'], message: 'must be 0 or more' });
    expect(packageCreateInputSchema.safeParse({ ...createInput, tax: 10.005 }).error!.issues[0]).toMatchObject({
      path: ['tax'],
      message: 'must have at most two decimals',
    });
    expect(packageCreateInputSchema.safeParse({ ...createInput, price: '1899' }).error!.issues[0]!.path).toEqual(['price']);
    expect(packageCreateInputSchema.safeParse({ ...createInput, price: 0, tax: 0 }).success).toBe(true);
  });

  it('accepts only icons of the fixed list', () => {
    const result = packageCreateInputSchema.safeParse({ ...createInput, icons_data: [{ icon: 'rocket', text1: 'Space' }] });
    expect(result.error!.issues[0]!.path).toEqual(['icons_data', 0, 'icon']);
  });

  it('refuses malformed destination ids and repeated ids', () => {
    expect(packageCreateInputSchema.safeParse({ ...createInput, destinationIds: ['country-12', 'planet-3'] }).error!.issues[0]!.path).toEqual([
      'destinationIds',
      1,
    ]);
    expect(packageCreateInputSchema.safeParse({ ...createInput, travelStyleIds: [13, 13] }).error!.issues[0]).toMatchObject({
      path: ['travelStyleIds', 1],
      message: 'is listed twice',
    });
  });

  it('names the tab field that does not match its layout', () => {
    const tabs = [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: '', colour: 'red' } }];
    const result = packageCreateInputSchema.safeParse({ ...createInput, tabs });
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['tabs', 0, 'fields', 'summary'], 'is required'],
      [['tabs', 0, 'fields', 'colour'], 'is not a field of this layout'],
    ]);
  });

  it('refuses an unknown layout, no tabs and two tabs with the same name', () => {
    const unknown = packageCreateInputSchema.safeParse({ ...createInput, tabs: [{ tabName: 'X', layoutName: 'Layout 0', fields: {} }] });
    expect(unknown.error!.issues[0]!.path).toEqual(['tabs', 0, 'layoutName']);
    expect(packageCreateInputSchema.safeParse({ ...createInput, tabs: [] }).error!.issues[0]).toMatchObject({
      path: ['tabs'],
      message: 'needs at least one tab',
    });
    const twice = [createInput.tabs[0], { ...createInput.tabs[1], tabName: ' overview ' }];
    expect(packageCreateInputSchema.safeParse({ ...createInput, tabs: twice }).error!.issues[0]).toMatchObject({
      path: ['tabs', 1, 'tabName'],
      message: 'is already used by another tab',
    });
  });

  it('refuses a validity that ends before it starts', () => {
    const result = packageCreateInputSchema.safeParse({ ...createInput, validFrom: '2027-04-01', validUntil: '2027-03-31' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['validUntil'], message: 'must be on or after validFrom' });
    expect(packageCreateInputSchema.safeParse({ ...createInput, validFrom: null, validUntil: null }).success).toBe(true);
  });

  it('lets a draft lack destinations and dates, but not a published package', () => {
    const bare = { ...createInput, destinationIds: [], dateRanges: [] };
    expect(packageCreateInputSchema.safeParse({ ...bare, status: 'draft' }).success).toBe(true);
    const published = packageCreateInputSchema.safeParse({ ...bare, status: 'published' });
    expect(published.error!.issues.map((issue) => issue.path[0])).toEqual(['destinationIds', 'dateRanges']);
  });

  it('takes an optional share image checked like the banner, null meaning none', () => {
    expect(packageCreateInputSchema.parse(createInput).share_image).toBeUndefined();
    expect(packageCreateInputSchema.parse({ ...createInput, share_image: null }).share_image).toBeNull();
    expect(packageCreateInputSchema.parse({ ...createInput, share_image: ' package-images/riviera-maya-share.jpg ' }).share_image).toBe(
      'package-images/riviera-maya-share.jpg',
    );
    expect(packageUpdateInputSchema.parse({ ...createInput, version: 2, share_image: 'https://cdn.example.com/share.jpg' }).share_image).toBe(
      'https://cdn.example.com/share.jpg',
    );
    for (const bad of ['', '   ', 'http://example.com/share.jpg', 'javascript:alert(1)', 'x'.repeat(2000), 42, {}]) {
      const share = packageCreateInputSchema.safeParse({ ...createInput, share_image: bad });
      const banner = packageCreateInputSchema.safeParse({ ...createInput, banner_image: bad });
      expect(share.error!.issues[0]!.path).toEqual(['share_image']);
      expect(share.error!.issues[0]!.message).toBe(banner.error!.issues[0]!.message);
    }
  });

  it('keeps the share image on the stored and the public package', () => {
    const pkg = packageSchema.parse({
      id: 41,
      ...packageCreateInputSchema.parse({ ...createInput, share_image: 'package-images/riviera-maya-share.jpg' }),
      ...audit,
    });
    expect(toPublicPackage(pkg).share_image).toBe('package-images/riviera-maya-share.jpg');
    expect(packageSchema.parse({ ...storedPackage(), share_image: null }).share_image).toBeNull();
    expect(packageSchema.safeParse({ ...storedPackage(), share_image: 'ftp://x' }).success).toBe(false);
  });

  it('limits SEO texts to 70 and 160 characters', () => {
    expect(packageCreateInputSchema.safeParse({ ...createInput, seo: { title: 'x'.repeat(71), description: '' } }).error!.issues[0]!.path).toEqual([
      'seo',
      'title',
    ]);
    expect(packageCreateInputSchema.safeParse({ ...createInput, seo: { title: '', description: 'x'.repeat(161) } }).error!.issues[0]!.path).toEqual([
      'seo',
      'description',
    ]);
  });
});

describe('package views', () => {
  it('has no nights when the Overview does not give them', () => {
    expect(packageDurationNights({ tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'x' } }] })).toBeNull();
    expect(packageDurationNights({ tabs: [{ tabName: 'Days', layoutName: 'Layout 1', fields: { durationNights: 4 } }] })).toBeNull();
  });

  it('hides who edited a package from visitors', () => {
    const visible = toPublicPackage(storedPackage());
    expect(visible).not.toHaveProperty('createdBy');
    expect(visible).not.toHaveProperty('updatedBy');
    expect(visible.tabs).toHaveLength(2);
  });

  it('is expired after its last valid day or its last travel day, on sale only when published and within validity', () => {
    const pkg = storedPackage();
    // Its last travel day (Feb 9) comes before its last valid day (Mar 31): the package ends with its travel.
    expect(isPackageExpired(pkg, '2027-02-09')).toBe(false);
    expect(isPackageExpired(pkg, '2027-02-10')).toBe(true);
    const travelsLonger = { ...pkg, dateRanges: [...pkg.dateRanges, { id: 'd3', type: 'until' as const, start: '2027-01-01', end: '2027-12-31' }] };
    expect(isPackageExpired(travelsLonger, '2027-03-31')).toBe(false);
    expect(isPackageExpired(travelsLonger, '2027-04-01')).toBe(true);
    expect(isPackageExpired({ validUntil: null }, '2099-01-01')).toBe(false);
    expect(isPackageExpired({ validUntil: null, dateRanges: [] }, '2099-01-01')).toBe(false);
    expect(isPackageOnSale(pkg, '2026-10-31')).toBe(false);
    expect(isPackageOnSale(pkg, '2026-11-01')).toBe(true);
    expect(isPackageOnSale(pkg, '2027-02-10')).toBe(false);
    expect(isPackageOnSale({ ...pkg, status: 'draft' }, '2027-01-01')).toBe(false);
  });
});

describe('deals filter body', () => {
  it('fills defaults: no constraint, page 1, 21 per page', () => {
    expect(dealsFilterSchema.parse({})).toEqual({ destinationIds: [], travelStyleIds: [], page: DEALS_DEFAULT_PAGE, limit: DEALS_DEFAULT_LIMIT });
  });

  it('accepts destination ids of the three kinds, style ids, paging and a sort', () => {
    const filter = { destinationIds: ['continent-1', 'country-12', 'city-120'], travelStyleIds: [13], page: 3, limit: 60, sort: 'price-asc' };
    expect(dealsFilterSchema.parse(filter)).toEqual(filter);
  });

  it('names the field of each refused value', () => {
    const cases: Array<[Record<string, unknown>, PropertyKey[]]> = [
      [{ destinationIds: ['europe'] }, ['destinationIds', 0]],
      [{ destinationIds: 'country-1' }, ['destinationIds']],
      [{ travelStyleIds: ['13'] }, ['travelStyleIds', 0]],
      [{ travelStyleIds: [1.5] }, ['travelStyleIds', 0]],
      [{ page: 0 }, ['page']],
      [{ limit: 61 }, ['limit']],
      [{ limit: 0 }, ['limit']],
      [{ sort: 'cheapest' }, ['sort']],
      [{ destinationIds: Array.from({ length: 201 }, (_, index) => `city-${index + 1}`) }, ['destinationIds']],
      [{ travelStyleIds: Array.from({ length: 51 }, (_, index) => index + 1) }, ['travelStyleIds']],
    ];
    for (const [body, path] of cases) expect(dealsFilterSchema.safeParse(body).error!.issues[0]!.path).toEqual(path);
  });

  it('refuses unknown fields', () => {
    expect(dealsFilterSchema.safeParse({ status: 'draft' }).error!.issues[0]!.code).toBe('unrecognized_keys');
  });

  it('describes the answer as a page of cards and a total', () => {
    const pkg = storedPackage();
    const card = {
      ...pickFields(pkg, ['id', 'package_url', 'title', 'banner_image', 'price', 'tax', 'icons_data', 'dateRanges'] as const),
      destinationName: 'Mexico',
      durationNights: 7,
    };
    expect(dealsAnswerSchema.parse({ packages: [card], total: 240 })).toEqual({ packages: [card], total: 240 });
    expect(dealsAnswerSchema.safeParse({ packages: [], total: -1 }).success).toBe(false);
  });
});

describe('the editor fields list', () => {
  it('names exactly the fields the create body takes, which the stored package has beside its id, version and audit', () => {
    expect([...PACKAGE_FIELD_NAMES].sort()).toEqual(Object.keys(packageCreateInputSchema.unwrap().shape).sort());
    const stored = Object.keys(packageSchema.unwrap().shape).filter(
      (name) => !['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'].includes(name),
    );
    expect([...PACKAGE_FIELD_NAMES].sort()).toEqual(stored.sort());
  });

  it('picks the named fields a source has, in the list order', () => {
    expect(pickFields({ title: 'Rome', price: 10, extra: true, tax: undefined }, ['price', 'title', 'tax'] as const)).toEqual({ price: 10, title: 'Rome' });
  });
});
