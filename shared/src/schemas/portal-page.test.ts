import { describe, expect, it } from 'vitest';
import { PORTAL_MENU_GROUPS, PORTAL_PAGE_TEXT_MAX, PORTAL_PAGES, portalMenu, portalPageUpdateInputSchema } from './portal-page.ts';

describe('the portal page list', () => {
  it('holds exactly the agent portal pages, each once', () => {
    expect(PORTAL_PAGES.map((page) => page.slug).sort()).toEqual(
      [
        'WelcomeVideo',
        'AdminTeamList',
        'LearningPath',
        'ClientbaseOnlineTraining',
        'ContinuedTraining',
        'GroupTrainingResources',
        'webinarwednesdays',
        'calendar',
        'TbbConference',
        'QuickReferenceSuppliersGuide',
        'SuppliersGuide',
        'MarketingResources',
        'SocialMediaEngagement',
        'MarketingTips',
        'branding-info',
        'TBBBrandingKit',
        'ClientGiftCertificates',
        'ClientPromoItems',
        'HelpfulDocuments',
        'ClientTools',
        'Newsletters',
        'ReferralProgram',
        'PhoneEmailGuide',
        'GoogleDrive',
        'TravelLeadersNetwork',
        'faqs',
        'AgencyContactInfo',
      ].sort(),
    );
  });

  it('puts every page in one of the five header menus, and every menu has pages', () => {
    const menu = portalMenu();
    expect(menu.map((entry) => entry.group)).toEqual([...PORTAL_MENU_GROUPS]);
    expect(menu.every((entry) => entry.pages.length > 0)).toBe(true);
    expect(menu.flatMap((entry) => entry.pages)).toHaveLength(PORTAL_PAGES.length);
  });
});

describe('page content input', () => {
  const section = { heading: 'Module 1', body: '<p>Start here.</p>', links: [], documents: [], videos: [] };

  it('accepts ordered sections with links, documents and videos', () => {
    const result = portalPageUpdateInputSchema.safeParse({
      version: 0,
      intro: '',
      sections: [
        {
          ...section,
          links: [{ label: 'Support', url: 'mailto:support@tbbtravel.ca' }],
          documents: [{ title: 'Guide', key: 'Documents/guide.pdf' }],
          videos: [{ title: 'Intro', url: 'https://youtu.be/dQw4w9WgXcQ' }],
        },
      ],
    });
    expect(result.success).toBe(true);
    expect(result.data?.sections[0]?.videos[0]?.url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('refuses a page whose text as a whole is too long to store', () => {
    const long = { ...section, body: 'x'.repeat(20_000) };
    const sections = Array.from({ length: Math.ceil(PORTAL_PAGE_TEXT_MAX / 20_000) + 1 }, () => long);
    const result = portalPageUpdateInputSchema.safeParse({ version: 1, intro: '', sections });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('sections');
  });
});
