import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import type { NewsletterCreateInput } from '@tdp/shared/schemas/newsletter';
import type { WebinarCreateInput } from '@tdp/shared/schemas/webinar';
import { documentRef } from './portal-documents-seed-data.ts';

/**
 * The local portal's calendar and newsletters, dated relative to the day the stack is seeded so the portal
 * always has past webinars (with recordings) and upcoming ones, and a newsletter for each of the last six
 * months. Join and recording links are example.com addresses: the agency's real meeting links replace them.
 */

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const DAY_MS = 86_400_000;
const WEDNESDAY = 3;
const THURSDAY = 4;

/** A calendar day as `YYYY-MM-DD` to UTC midnight milliseconds (date arithmetic only, no time zone). */
function dayMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first `weekday` (0 Sunday … 6 Saturday) strictly after the day `afterDate`. */
function nextWeekday(afterDate: string, weekday: number): string {
  let ms = dayMs(afterDate) + DAY_MS;
  while (new Date(ms).getUTCDay() !== weekday) ms += DAY_MS;
  return dateOf(ms);
}

function addDays(date: string, days: number): string {
  return dateOf(dayMs(date) + days * DAY_MS);
}

const WEBINAR_TIME = '10:00';
const WEBINAR_MINUTES = 45;

function webinar(fields: Pick<WebinarCreateInput, 'title' | 'presenter' | 'description'> & Partial<WebinarCreateInput> & { date: string }): WebinarCreateInput {
  const { date, ...rest } = fields;
  return {
    kind: 'webinar',
    startsAtLocal: `${date}T${WEBINAR_TIME}`,
    durationMinutes: WEBINAR_MINUTES,
    location: '',
    joinUrl: 'https://meet.example.com/tbb/webinar-wednesday',
    recordingUrl: null,
    materials: [],
    published: true,
    ...rest,
  };
}

/**
 * Eight calendar entries around `now`: four Webinar Wednesdays already held (with recordings and
 * materials), two to come, a supplier night at the Burnaby office and the next TBB Conference in May.
 */
export function seedWebinars(now: Date): WebinarCreateInput[] {
  const today = isoDateInTimeZone(now, AGENCY_TIME_ZONE);
  const nextWednesday = nextWeekday(today, WEDNESDAY);
  const pastWednesday = (weeksAgo: number) => addDays(nextWednesday, -7 * weeksAgo);
  const recording = (slug: string) => `https://videos.example.com/tbb/webinars/${slug}`;
  const conferenceYear = Number(today.slice(0, 4)) + (today.slice(5, 7) >= '04' ? 1 : 0);
  const conferenceDay = nextWeekday(`${conferenceYear}-05-06`, THURSDAY);

  return [
    webinar({
      date: pastWednesday(4),
      title: 'Alaska cruisetours: selling the lodges with the ship',
      presenter: 'Helen MacDonald, Princess Cruises',
      description:
        p('How a cruisetour works, which lodges suit which travellers, and why Alaska books out by February.') +
        ul('Cruise north or south: which direction to recommend', 'Denali lodges and rail', 'Early-booking offers'),
      recordingUrl: recording('alaska-cruisetours'),
    }),
    webinar({
      date: pastWednesday(3),
      title: 'ClientBase reports that find your next booking',
      presenter: 'Agent support team, TBB Travel',
      description: p(
        'Three reports every agent should run: bookings by travel date, commission due, and birthdays and anniversaries. Bring your ClientBase login.',
      ),
      recordingUrl: recording('clientbase-reports'),
      materials: [documentRef('clientbaseQuickStart')],
    }),
    webinar({
      date: pastWednesday(2),
      title: 'Travel insurance conversations that work',
      presenter: 'Insurance sales team, Manulife',
      description: p(
        'How to offer insurance without sounding like a salesperson, what cancellation and medical coverage really pay, and how to record a declination.',
      ),
      recordingUrl: recording('insurance-conversations'),
      materials: [documentRef('manulifeGuide')],
    }),
    webinar({
      date: pastWednesday(1),
      title: 'River cruising 101',
      presenter: 'Michael Brandt, AmaWaterways',
      description: p(
        'Who river cruises suit, how they differ from ocean cruises, and the itineraries first-time river cruisers love: the Danube, the Rhine and the Douro.',
      ),
      recordingUrl: recording('river-cruising-101'),
    }),
    webinar({
      date: nextWednesday,
      title: 'Sun season: what is new with Sunwing',
      presenter: 'Karen Wong, Sunwing Vacations',
      description: p('New resorts, new routes from Western Canada, and the booking offers for this season. Questions welcome in the chat.'),
      materials: [documentRef('supplierRateSheetSunwing')],
    }),
    webinar({
      date: addDays(nextWednesday, 7),
      title: 'Groups and destination weddings: from quote to contract',
      presenter: 'Maria Santos, Connected Agent, with the TBB groups desk',
      description: p('A real wedding group of 24 rooms, step by step: the worksheet, supplier proposals, the contract, deposits and the room list.'),
      materials: [documentRef('groupWorksheet'), documentRef('groupContractChecklist')],
    }),
    {
      kind: 'event',
      title: 'Supplier night: European river cruises',
      startsAtLocal: `${nextWeekday(addDays(nextWednesday, 7), THURSDAY)}T18:30`,
      durationMinutes: 120,
      presenter: 'Viking, AmaWaterways and Uniworld',
      location: 'TBB Travel Burnaby office, Suite 1150, 4720 Kingsway',
      joinUrl: null,
      recordingUrl: null,
      materials: [],
      description: p(
        'Meet the business development managers of three river cruise lines, compare their ships and itineraries, and bring your questions. Light dinner served; 30 seats.',
      ),
      published: true,
    },
    {
      kind: 'event',
      title: `TBB Conference ${conferenceYear}`,
      startsAtLocal: `${conferenceDay}T09:00`,
      // Two days: 9 AM on the first day to 6 PM on the second.
      durationMinutes: 33 * 60,
      presenter: 'TBB Travel head office and 30 preferred suppliers',
      location: 'Richmond, BC (hotel announced in the January newsletter)',
      joinUrl: null,
      recordingUrl: null,
      materials: [documentRef('conferenceAgenda')],
      description: p(
        'Two days of training, a supplier marketplace and the Connected Agent awards dinner. Registration and meals are included for active Connected Agents.',
      ),
      published: true,
    },
  ];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface NewsletterIssue {
  summary: string;
  body: string;
  attachments: NewsletterCreateInput['attachments'];
}

/** Six issues, oldest first; each is dated the first of a month. */
const ISSUES: readonly NewsletterIssue[] = [
  {
    summary: 'New preferred-supplier terms, and why every booking needs a ClientBase reservation within 24 hours.',
    body:
      '<h2>New preferred-supplier terms</h2>' +
      p(
        "This year's agreements with our preferred suppliers are signed. Commission levels are in each supplier's page of the Suppliers Guide; the biggest change is on river cruises, now 12% with AmaWaterways and Uniworld.",
      ) +
      '<h2>ClientBase: 24 hours, every time</h2>' +
      p(
        'Accounting pays commission from ClientBase. Last month eleven bookings were paid late because their reservations were entered weeks after the deposit. Enter each one within 24 hours and check the "Commission due" report monthly.',
      ),
    attachments: [documentRef('clientbaseQuickStart')],
  },
  {
    summary: 'Groups are growing: tips from the groups desk, and a reminder of the $500 agent referral bonus.',
    body:
      '<h2>Groups desk tips</h2>' +
      ul(
        'Start with the worksheet: it saves two rounds of e-mails.',
        'Ask for space from two or three suppliers, not one.',
        'Release unused rooms before the release date.',
      ) +
      '<h2>Refer an agent, earn $500</h2>' +
      p(
        'Know someone who would be a great travel advisor? When they join and reach $25,000 in travelled sales in their first year, you receive $500. See the Referral Program page.',
      ),
    attachments: [documentRef('groupWorksheet'), documentRef('referralRules')],
  },
  {
    summary: 'What worked on social media this month, and new passport wallets in the promo catalogue.',
    body:
      '<h2>Social media that worked</h2>' +
      p(
        'The best-performing agent posts this month were personal: a ship inspection video, a photo of a client\'s (permitted) wedding arch, and a short "three things I learned in Lisbon". Sales posts with no story did least well.',
      ) +
      '<h2>New in the promo catalogue</h2>' +
      p('Passport wallets in TBB green, embossed with the logo: 10 for $45. Order by the 20th for delivery on the 1st.'),
    attachments: [documentRef('promoItemsCatalogue')],
  },
  {
    summary: 'Insurance: why a signed declination protects you, and answers to your most common questions.',
    body:
      '<h2>Offer it, record it</h2>' +
      p(
        'A client who declined insurance and then needs it will remember the conversation differently. The signed declination on the reservation protects you and the agency. Offer insurance at the quote and again at deposit, every time.',
      ) +
      '<h2>Your questions</h2>' +
      p(
        '<strong>Can I answer the medical questionnaire for my client?</strong> No: travellers answer it themselves. <strong>Does the provincial plan cover emergencies abroad?</strong> Very little: that is why medical coverage matters.',
      ),
    attachments: [documentRef('manulifeGuide')],
  },
  {
    summary: 'The TBB Conference is coming to Richmond in May, and meet Harpreet Gill, our river cruise specialist.',
    body:
      '<h2>TBB Conference</h2>' +
      p(
        'Save the date: two days in Richmond in May, with a supplier marketplace and the Connected Agent awards. Registration and meals are included for active agents; nominations for the awards open in March.',
      ) +
      '<h2>Agent spotlight: Harpreet Gill</h2>' +
      p(
        'Harpreet has sailed the Danube, the Rhine and the Douro, and booked 14 river cruise cabins last season. Her tip: "Sell the pace, not the ship. Clients love unpacking once."',
      ),
    attachments: [documentRef('conferenceAgenda')],
  },
  {
    summary: "This month's webinars, a welcome to new agents, and the commission payment date.",
    body:
      '<h2>Webinar Wednesdays this month</h2>' +
      p(
        "Sunwing's sun season update, then a step-by-step wedding group with the groups desk. Join live at 10 AM Pacific or watch the recordings on the Webinar Wednesdays page.",
      ) +
      '<h2>Welcome to our new Connected Agents</h2>' +
      p(
        "Four agents joined this month, in Kelowna, Calgary, Mississauga and Halifax. Say hello in the agents' group chat, and mentors, expect a call from the Agent Success Manager.",
      ) +
      '<h2>Commission</h2>' +
      p(
        'Commission for trips travelled last month is paid on the 15th. Check your statement against your ClientBase "Commission due" report and tell accounting about any difference within 30 days.',
      ),
    attachments: [],
  },
];

/** The six newsletters, one dated the first of each of the last six months (the latest is this month's). */
export function seedNewsletters(now: Date): NewsletterCreateInput[] {
  const today = isoDateInTimeZone(now, AGENCY_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return ISSUES.map((issue, index) => {
    const monthsAgo = ISSUES.length - 1 - index;
    const date = new Date(Date.UTC(year, month - monthsAgo, 1));
    const monthName = MONTH_NAMES[date.getUTCMonth()]!;
    return {
      title: `Agent News: ${monthName} ${date.getUTCFullYear()}`,
      issueDate: date.toISOString().slice(0, 10),
      summary: issue.summary,
      body: issue.body,
      attachments: issue.attachments,
      published: true,
    };
  });
}
