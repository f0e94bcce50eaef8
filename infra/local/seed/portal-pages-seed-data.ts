import type { PortalPageSlug, PortalSectionInput } from '@tdp/shared/schemas/portal-page';
import { documentRef } from './portal-documents-seed-data.ts';

/**
 * The content of every page of the local connected-agent portal: what an agency like TBB Travel tells its
 * agents. Written as an admin would in `MainPageView/view`, and saved through the same schema and sanitiser.
 * Phone numbers are 555 numbers; outside links are public government, consortium and Google addresses.
 */

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const ol = (...items: string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

function section(heading: string, body: string, extras: Partial<Pick<PortalSectionInput, 'links' | 'documents' | 'videos'>> = {}): PortalSectionInput {
  return { heading, body, links: extras.links ?? [], documents: extras.documents ?? [], videos: extras.videos ?? [] };
}

const SUPPORT = { label: 'E-mail agent support', url: 'mailto:support@tbbtravel.ca' };
const MARKETING = { label: 'E-mail the marketing team', url: 'mailto:marketing@tbbtravel.ca' };
const GROUPS = { label: 'E-mail the groups desk', url: 'mailto:groups@tbbtravel.ca' };

export const SEED_PORTAL_PAGES: Readonly<Record<PortalPageSlug, { intro: string; sections: PortalSectionInput[] }>> = {
  WelcomeVideo: {
    intro: p(
      'Welcome to TBB Travel! Start with the video below, then work through your first steps: by the end of your first week you will have your logins, your public page and your first webinar booked.',
    ),
    sections: [
      section(
        'Your first steps',
        ol(
          'Watch the welcome video (12 minutes).',
          'Open the <strong>Learning Path</strong> and print the 90-day checklist.',
          'Sign in to ClientBase with the login we e-mailed you and turn on two-step verification.',
          'Send your photo and a short bio to support so your public page goes live.',
          "Register for this Wednesday's webinar on the Calendar page.",
        ),
        {
          links: [
            { label: 'Open the Learning Path', url: '/agent-dashboard/LearningPath' },
            { label: 'See the calendar', url: '/agent-dashboard/calendar' },
          ],
        },
      ),
      section(
        'Need help?',
        p(
          'The agent support desk answers within one business day, Monday to Friday 9 AM to 5 PM Pacific. For a client emergency while travelling, call the after-hours line at 1-866-555-0199.',
        ),
        { links: [SUPPORT] },
      ),
    ],
  },

  AdminTeamList: {
    intro: p('The head-office team behind our Connected Agents. Each of us answers e-mail within one business day.'),
    sections: [
      section(
        'Who to contact for what',
        ul(
          '<strong>Bookings, ClientBase and systems</strong>: agent support, support@tbbtravel.ca',
          '<strong>Commission statements and payments</strong>: accounting, accounting@tbbtravel.ca',
          '<strong>Flyers, social media, promo items</strong>: marketing, marketing@tbbtravel.ca',
          '<strong>Groups of 8 cabins or 10 rooms and more</strong>: groups desk, groups@tbbtravel.ca',
          '<strong>Your goals, training and mentoring</strong>: the Agent Success Manager',
        ),
      ),
    ],
  },

  LearningPath: {
    intro: p(
      'Five stages take a new Connected Agent from first login to confident, independent bookings in about 90 days. Work through them in order; your mentor signs off stages 3 and 4.',
    ),
    sections: [
      section(
        'Stage 1: set up (week 1)',
        ul(
          'Return your signed agent agreement and banking details for commission.',
          'Sign in to ClientBase Online and complete the quick start.',
          'Set up your TBB e-mail signature from the branding kit.',
          'Send your photo and bio so your page at tbbtravel.ca/ca/your-name goes live.',
        ),
        { documents: [documentRef('learningPathChecklist'), documentRef('emailSignature')] },
      ),
      section(
        'Stage 2: products and suppliers (weeks 2 and 3)',
        p(
          'Read the Suppliers Guide for Vacation Packages, Cruise and Insurance first: they are most of what new agents sell. Complete two supplier specialist courses from the Continued Training page and join two Webinar Wednesdays.',
        ),
        {
          links: [
            { label: 'Suppliers Guide', url: '/agent-dashboard/SuppliersGuide' },
            { label: 'Continued Training', url: '/agent-dashboard/ContinuedTraining' },
          ],
        },
      ),
      section(
        'Stage 3: selling and client care (weeks 3 and 4)',
        p(
          "Practise a full quote with your mentor: ask about the traveller's budget, dates, past trips and must-haves; offer two or three options, never ten; offer insurance every time; follow up two days later.",
          'Shadow two real client calls and read the Phone & Email Guide scripts.',
        ),
        { links: [{ label: 'Phone & Email Guide', url: '/agent-dashboard/PhoneEmailGuide' }] },
      ),
      section(
        'Stage 4: first bookings with a mentor (weeks 4 to 6)',
        p(
          'Your first two bookings are reviewed by your mentor before the client pays. Enter each reservation in ClientBase within 24 hours of the deposit so the commission is tracked.',
        ),
      ),
      section(
        'Stage 5: grow your business (months 2 and 3)',
        ul(
          'Publish your social media plan (see Social Media Engagement).',
          'Send your first client newsletter with consent-based e-mail only.',
          'Set your yearly sales goal with the Agent Success Manager.',
        ),
        { documents: [documentRef('newsletterTemplate')] },
      ),
    ],
  },

  ClientbaseOnlineTraining: {
    intro: p(
      'ClientBase Online is where every client profile and every reservation lives. Accounting pays commission from it, so a booking that is not in ClientBase cannot be paid.',
    ),
    sections: [
      section(
        'Getting access',
        p(
          'Support creates your login on your first day and e-mails the link. Turn on two-step verification the first time you sign in. Never share your login, even with an assistant.',
        ),
        { documents: [documentRef('clientbaseQuickStart')], links: [SUPPORT] },
      ),
      section(
        'Client profiles',
        ol(
          'Search by last name and phone before creating a profile, so a client never has two.',
          'Enter legal names exactly as on the passport, and the date of birth.',
          'Record marketing consent (yes or no) with the date: our newsletters go only to clients who said yes.',
        ),
      ),
      section(
        'Reservations (res cards)',
        p(
          'Create the res card within 24 hours of the deposit: supplier, confirmation number, travel dates, total sale, expected commission, and whether insurance was bought or declined. Update it when the client pays in full or changes anything.',
        ),
      ),
      section(
        'Reports worth running',
        ul(
          '<strong>Bookings by travel date</strong> every Monday: send pre-departure notes to clients leaving in the next 30 days.',
          '<strong>Commission due</strong> monthly: check every travelled booking appears before the statement date.',
          '<strong>Birthdays and anniversaries</strong> monthly: a short note keeps you in mind for the next trip.',
        ),
      ),
    ],
  },

  ContinuedTraining: {
    intro: p('Connected Agents complete at least 12 hours of training a year. Agents who do are listed first in the public directory for their specialties.'),
    sections: [
      section(
        'Supplier specialist programs',
        p(
          "Free online courses from our preferred suppliers teach their products and often unlock higher commission or FAM trip invitations. Good first choices: Disney's College of Knowledge, Sandals Certified Specialist, Princess Academy and the Aussie Specialist Program from Tourism Australia.",
        ),
      ),
      section(
        'What counts toward your 12 hours',
        ul(
          'Webinar Wednesdays: one hour each.',
          'Supplier and tourism-board courses: the hours the provider states.',
          'FAM trips and ship inspections: four hours a day, up to 12 hours a trip.',
          'The TBB Conference: eight hours.',
        ),
        { documents: [documentRef('continuedTrainingLog')] },
      ),
      section(
        'Recordings',
        p('Every Webinar Wednesday is recorded. Recordings stay on the Webinar Wednesdays page for a year and count toward your hours when you log them.'),
        {
          links: [{ label: 'Webinar Wednesdays', url: '/agent-dashboard/webinarwednesdays' }],
        },
      ),
    ],
  },

  GroupTrainingResources: {
    intro: p(
      'Groups are the fastest way to grow your sales, and the easiest to get wrong. The groups desk works every group with you, from the first request to the last name change.',
    ),
    sections: [
      section(
        'What counts as a group',
        p(
          '8 or more cabins on a cruise, 10 or more rooms at a resort or hotel, or 10 or more travellers on a tour. Smaller parties are booked as individual reservations.',
        ),
      ),
      section(
        'How a group booking works',
        ol(
          'Fill in the group booking worksheet with the group leader.',
          'Send it to the groups desk: we ask two or three suppliers for space and answer within three business days.',
          'Review the proposal and the contract with the groups desk before the leader signs.',
          'Collect deposits by the contract dates; send the name list by its deadline.',
          'Release unused space before the release date to avoid penalties.',
        ),
        { documents: [documentRef('groupWorksheet'), documentRef('groupContractChecklist')], links: [GROUPS] },
      ),
      section(
        'Destination weddings',
        p(
          'Most resorts give the couple a free wedding package or room upgrade once enough rooms are booked. Book the couple first, then send guests a personal booking link; keep a room list in the group folder on the shared drive.',
        ),
      ),
    ],
  },

  webinarwednesdays: {
    intro: p(
      'Every Wednesday at 10:00 AM Pacific, a 45-minute webinar with a supplier, a tourism board or our own team. Join live to ask questions; recordings are posted below within two days.',
    ),
    sections: [
      section(
        'How to join',
        p('Each upcoming webinar below has its join link. Add it to your calendar from the Calendar page. Cameras are optional; questions go in the chat.'),
      ),
      section(
        'Suggest a topic',
        p("Tell us what you want to learn: a destination, a supplier, a selling skill. Most of this year's topics came from agents."),
        { links: [SUPPORT] },
      ),
    ],
  },

  calendar: {
    intro: p('Webinars, supplier nights and the TBB Conference, by month. Times are Pacific; your browser also shows your local time.'),
    sections: [
      section(
        'Events near you',
        p(
          'Supplier nights happen in our Burnaby and Langley offices. Seats are limited: reply to the invitation in the newsletter or e-mail support to reserve.',
        ),
        { links: [SUPPORT] },
      ),
    ],
  },

  TbbConference: {
    intro: p(
      'Once a year, Connected Agents from across Canada meet the head-office team and our preferred suppliers for two days of training, a supplier marketplace and the Connected Agent awards.',
    ),
    sections: [
      section(
        'When and where',
        p('Every May in Richmond, BC, close to the airport. The date and hotel are announced in the January newsletter and on the Calendar page.'),
        { links: [{ label: 'See the calendar', url: '/agent-dashboard/calendar' }] },
      ),
      section(
        'Agenda',
        p('Keynotes, a marketplace with about 30 preferred suppliers, breakouts on groups, river cruising and social media, and the awards dinner.'),
        {
          documents: [documentRef('conferenceAgenda')],
        },
      ),
      section(
        'Registration and costs',
        ul(
          'Registration, meals and the awards dinner are included for active Connected Agents.',
          'Agents pay their own travel; the hotel offers a group rate until four weeks before.',
          'Agents with $250,000 or more in travelled sales in the previous year get two hotel nights paid.',
        ),
      ),
      section(
        'Awards',
        p('Agent of the Year, Rising Star (first two years), Group Champion and Client Choice (from client reviews). Nominations open in March.'),
      ),
    ],
  },

  QuickReferenceSuppliersGuide: {
    intro: p('Every preferred supplier on one page: category, phone and website. Open a supplier for contacts, booking notes and commission.'),
    sections: [
      section(
        'Before you call a supplier',
        ul(
          'Have the TBB Travel agency booking number ready (Agency Contact Info page).',
          "Have the client's ClientBase profile open, with legal names and dates of birth.",
          'Ask for the group desk only for 8 cabins or 10 rooms or more, and copy groups@tbbtravel.ca.',
        ),
        { links: [{ label: 'Agency Contact Info', url: '/agent-dashboard/AgencyContactInfo' }] },
      ),
    ],
  },

  SuppliersGuide: {
    intro: p(
      'Our preferred suppliers, by category. Preferred suppliers pay TBB Travel higher commission, give our clients amenities and have named contacts who know our agents. Book them first.',
    ),
    sections: [
      section(
        'Why book preferred suppliers',
        ul(
          'Higher commission: agency levels negotiated every year.',
          'Named business development managers who answer our agents first.',
          'Amenities for your clients: onboard credit, upgrades, resort credits.',
          "Sales with preferred suppliers count toward the agency's targets, and so toward everyone's bonuses.",
        ),
      ),
      section(
        'Booking a supplier that is not listed',
        p(
          'You may, when it serves the client better. E-mail support first: we check the supplier is registered and that we have a commission agreement with them.',
        ),
        { links: [SUPPORT] },
      ),
    ],
  },

  MarketingResources: {
    intro: p('Everything you need to market yourself as a Connected Agent: monthly campaigns, templates, photos and help from the marketing team.'),
    sections: [
      section(
        'Monthly campaign kit',
        p(
          'On the first of each month the marketing team posts a campaign on the shared drive: four social posts with images, a client e-mail and a flyer, all with prices checked and including taxes and fees.',
        ),
        { links: [{ label: 'Open the shared drive', url: '/agent-dashboard/GoogleDrive' }] },
      ),
      section(
        'Templates',
        p('Client newsletter, flyer and presentation templates use our colours and fonts. Replace the example trip with yours; keep the registration line.'),
        {
          documents: [documentRef('newsletterTemplate'), documentRef('brandGuidelines')],
        },
      ),
      section(
        'Custom flyers',
        p('Need a flyer for a group or an event? E-mail the marketing team the trip, the price (all in) and the date you need it. Allow five business days.'),
        { links: [MARKETING] },
      ),
      section(
        'Photos',
        p(
          "Use photos from the campaign kit or from suppliers' media libraries, which they license to agents. Never copy photos from other websites or Instagram.",
        ),
      ),
    ],
  },

  SocialMediaEngagement: {
    intro: p('Social media brings most new clients to our agents. A steady, personal presence beats a burst of sales posts.'),
    sections: [
      section(
        'A simple weekly plan',
        ul(
          '<strong>Monday</strong>: a destination photo with a tip you learned there.',
          '<strong>Wednesday</strong>: what you learned at Webinar Wednesday.',
          '<strong>Friday</strong>: one featured trip from the monthly campaign kit.',
          'Answer every comment and message within a day.',
        ),
      ),
      section(
        'Rules that protect you and the agency',
        ul(
          'Prices in posts include all taxes and mandatory fees, in Canadian dollars, with dates and departure city.',
          'Post client photos only with their written permission, and never show boarding passes or passports.',
          'Add "TBB Travel, BC Reg. 3287" to your profile bio.',
          "Send marketing e-mails only to people who consented (Canada's anti-spam law).",
        ),
      ),
      section(
        'Hashtags and tags',
        p(
          'Use #TBBTravel and #ConnectedAgent, tag the supplier or tourism board, and add two or three destination hashtags. The marketing team shares the best agent posts on the agency pages.',
        ),
      ),
    ],
  },

  MarketingTips: {
    intro: p('Ten habits of our top Connected Agents.'),
    sections: [
      section(
        'Ten tips',
        ol(
          'Choose a niche (river cruises, weddings, Disney) and become the person friends think of for it.',
          'Ask every happy client for one referral and one review, within a week of their return.',
          'Follow up every quote two days after sending it.',
          'Send a note for birthdays and anniversaries; ClientBase reports them monthly.',
          'Host a travel night with a supplier at a local library or community centre.',
          'Keep a list of clients\' "someday" trips and send them a deal when one appears.',
          'Post consistently: three times a week beats twenty posts once.',
          'Send a monthly newsletter to clients who opted in.',
          'Join Webinar Wednesdays: suppliers share promotions there first.',
          'Share your page (tbbtravel.ca/ca/your-name) in your e-mail signature and on your cards.',
        ),
      ),
    ],
  },

  'branding-info': {
    intro: p('How to present yourself as a Connected Agent of TBB Travel, so clients recognise the agency behind you.'),
    sections: [
      section(
        'How to describe yourself',
        p(
          '"[Your name], Connected Agent, TBB Travel". In longer texts: "an independent travel advisor with TBB Travel, a BC-registered agency (Reg. 3287) serving clients across Canada."',
        ),
      ),
      section(
        'Logo and colours',
        ul(
          'Use the logo files from the TBB Branding Kit only; do not recolour or stretch them.',
          'TBB dark green #0B5D3B for headings and buttons, charcoal text, white backgrounds.',
          'Segoe UI or Arial in documents and e-mails.',
        ),
        { documents: [documentRef('brandGuidelines')], links: [{ label: 'TBB Branding Kit', url: '/agent-dashboard/TBBBrandingKit' }] },
      ),
      section(
        'Your own business name',
        p(
          'You may use your own name ("Travels with Maria") alongside ours, never instead of it: every page, card and post must show "TBB Travel" and our registration number.',
        ),
      ),
    ],
  },

  TBBBrandingKit: {
    intro: p('The files and instructions for everything that carries the TBB Travel name.'),
    sections: [
      section('Brand guidelines', p('Logo use, colours, fonts and the wording every advertisement needs.'), { documents: [documentRef('brandGuidelines')] }),
      section('E-mail signature', p('Set up the standard signature with your direct phone and page address.'), { documents: [documentRef('emailSignature')] }),
      section(
        'Business cards and logo files',
        p(
          'Logo files (colour, white and black) and the business card template are in the Marketing folder of the shared drive. Order printed cards through the marketing team: 250 cards for $45, deducted from your commission.',
        ),
        { links: [MARKETING, { label: 'Open the shared drive', url: '/agent-dashboard/GoogleDrive' }] },
      ),
    ],
  },

  ClientGiftCertificates: {
    intro: p(
      'TBB Travel gift certificates make travel a present: for weddings, retirements and milestone birthdays. They can be used with any TBB agent for any booking.',
    ),
    sections: [
      section(
        'How they work',
        ul(
          'Any amount from $50; most popular are $100, $250 and $500.',
          'No expiry date, as BC law requires for gift certificates.',
          'Redeemed as a payment on a booking: tell accounting the certificate number when the client pays.',
          'Not exchangeable for cash.',
        ),
      ),
      section(
        'Ordering',
        p(
          'Fill in the order form with the purchaser. Accounting sends the purchaser a secure payment link and e-mails the certificate (or mails a printed card) once paid.',
        ),
        {
          documents: [documentRef('giftCertificateOrderForm')],
          links: [{ label: 'E-mail accounting', url: 'mailto:accounting@tbbtravel.ca' }],
        },
      ),
    ],
  },

  ClientPromoItems: {
    intro: p('Small branded gifts make your clients remember who booked their trip. Order for yourself at cost.'),
    sections: [
      section(
        'What you can order',
        ul('Luggage tags with your name', 'Passport wallets in TBB green', 'Document folders for printed itineraries', 'Pens and tote bags'),
        {
          documents: [documentRef('promoItemsCatalogue')],
        },
      ),
      section(
        'How to order',
        p(
          'E-mail the marketing team the items and quantities by the 20th of the month; orders ship on the 1st. The cost is deducted from your next commission payment.',
        ),
        { links: [MARKETING] },
      ),
      section(
        'Good moments to give them',
        ul(
          'A passport wallet with the final documents.',
          "Luggage tags for a honeymoon or a family's first big trip.",
          'A tote bag for guests at your travel night.',
        ),
      ),
    ],
  },

  HelpfulDocuments: {
    intro: p('Forms and guides you will use every week. Always download the latest version from here rather than keeping old copies.'),
    sections: [
      section('For clients', p('Send these with quotes and final documents.'), {
        documents: [documentRef('predepartureChecklist'), documentRef('childConsentLetter'), documentRef('agencyTerms')],
      }),
      section(
        'For bookings',
        p("Use the credit card form only when a supplier cannot take the client's card directly, and never send full card numbers by e-mail."),
        {
          documents: [documentRef('creditCardAuthorization'), documentRef('manulifeGuide')],
        },
      ),
      section('For groups', p('Start every group with the worksheet.'), { documents: [documentRef('groupWorksheet'), documentRef('groupContractChecklist')] }),
    ],
  },

  ClientTools: {
    intro: p('Official sources to send clients to before they travel. Point clients to these rather than answering entry and health questions from memory.'),
    sections: [
      section(
        'Government of Canada',
        p('Travel advice and advisories for every country, entry requirements, and registration so the government can reach travellers in an emergency.'),
        {
          links: [
            { label: 'Travel advice and advisories', url: 'https://travel.gc.ca/travelling/advisories' },
            { label: 'Registration of Canadians Abroad', url: 'https://travel.gc.ca/travelling/registration' },
            { label: 'Canadian passports', url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-passports.html' },
            { label: 'Coming back to Canada: duty and exemptions', url: 'https://www.cbsa-asfc.gc.ca' },
          ],
        },
      ),
      section(
        'Air passenger rights',
        p('When a flight is delayed or cancelled, clients flying to, from or within Canada have rights under the Air Passenger Protection Regulations.'),
        {
          links: [{ label: 'Air passenger protection', url: 'https://rppa-appr.ca' }],
        },
      ),
      section('Checklists', p('The pre-departure checklist covers passports, insurance, check-in and emergency numbers.'), {
        documents: [documentRef('predepartureChecklist')],
      }),
    ],
  },

  Newsletters: {
    intro: p("The agency's monthly newsletter for Connected Agents: supplier promotions, new training, events and agency news. The latest issue is first."),
    sections: [],
  },

  ReferralProgram: {
    intro: p('Know someone who would make a great travel advisor, or a client who loves to talk about their trips? Both kinds of referral are rewarded.'),
    sections: [
      section(
        'Refer an agent: $500',
        p(
          'When someone you refer joins as a Connected Agent and reaches $25,000 in travelled sales within their first 12 months, you receive $500 with your next commission payment. They must name you on their application, or you e-mail support before they apply.',
        ),
        { links: [{ label: 'Become an Agent page to share', url: '/agents/AgentPageMain#apply' }, SUPPORT] },
      ),
      section(
        'Client referrals: a $50 gift certificate',
        p(
          "A client who refers a friend who books a trip of $2,000 or more receives a $50 TBB Travel gift certificate once the friend has travelled. Note the referring client on the friend's ClientBase profile.",
        ),
      ),
      section('The rules', p('The full rules, including exclusions, are in the document below.'), { documents: [documentRef('referralRules')] }),
    ],
  },

  PhoneEmailGuide: {
    intro: p('Words that work, from our best agents. Adapt them to your own voice; keep the structure.'),
    sections: [
      section(
        'Answering the phone',
        p(
          '"Good morning, this is [name] with TBB Travel. How can I help you plan your trip?" Then listen: who is travelling, when, where they have been before, and what would make this trip a success.',
        ),
      ),
      section(
        'Voicemail greeting',
        p(
          '"You have reached [name], Connected Agent with TBB Travel. I return calls within one business day. If you are travelling and need urgent help, call 1-866-555-0199."',
        ),
      ),
      section(
        'Sending a quote by e-mail',
        ul(
          'Subject: "Your [destination] options for [dates]".',
          'Two or three options, each with the total price including taxes and fees.',
          'One line on why you recommend each.',
          'Insurance offered, with its price.',
          'When the prices expire, and how to hold the one they like.',
        ),
      ),
      section(
        'Following up',
        p(
          '"Hi [client], I wanted to make sure the options I sent arrived, and answer any questions. The prices are held until [date]." Call if there is no answer after another two days.',
        ),
      ),
      section(
        'When something goes wrong',
        p(
          'Listen first, without interrupting. Repeat the problem back, say what you will do and by when, and then do it. Involve support the same day for anything involving money or a client abroad.',
        ),
        { documents: [documentRef('phoneScripts')], links: [SUPPORT] },
      ),
    ],
  },

  GoogleDrive: {
    intro: p(
      "The agency's shared drive holds the monthly campaign kits, templates, logo files, group folders and webinar slides. Sign in with the Google account you gave support.",
    ),
    sections: [
      section(
        'Folders',
        ul(
          '<strong>Marketing</strong>: monthly campaign kits, flyer templates, logo files.',
          '<strong>Training</strong>: webinar slides and the conference presentations.',
          '<strong>Suppliers</strong>: rate sheets and brochures.',
          '<strong>Groups</strong>: one folder per group, shared with the groups desk.',
          '<strong>Agents</strong>: your personal folder for certificates and your training log.',
        ),
        { links: [{ label: 'Open Google Drive', url: 'https://drive.google.com' }] },
      ),
      section(
        'Rules',
        ul(
          "Never store passports, card numbers or other clients' personal data on the shared drive: those belong in ClientBase.",
          'Do not share agency folders outside TBB Travel.',
          'Ask support for access when you change Google account.',
        ),
        { links: [SUPPORT] },
      ),
    ],
  },

  TravelLeadersNetwork: {
    intro: p(
      "TBB Travel is a member of the Travel Leaders Network, one of North America's largest travel agency networks. Membership gives our agents buying power no independent agency has alone.",
    ),
    sections: [
      section(
        'What the network gives you',
        ul(
          'Preferred-supplier commission levels on cruises, tours and packages.',
          'Exclusive amenities for your clients, such as onboard credits and hotel upgrades.',
          'Marketing campaigns and consumer e-mails you can send under your own name.',
          "Training events and the network's annual conference.",
        ),
        { links: [{ label: 'Travel Leaders Network', url: 'https://www.travelleadersnetwork.com' }] },
      ),
      section(
        'Getting your network login',
        p(
          'Support requests your network login once you have completed stage 2 of the Learning Path. Use it for network training and marketing tools; keep booking through our preferred suppliers and ClientBase as usual.',
        ),
        {
          links: [SUPPORT],
        },
      ),
    ],
  },

  faqs: {
    intro: p('The questions new Connected Agents ask most. Still wondering? E-mail support.'),
    sections: [
      section(
        'When am I paid commission?',
        p(
          'After your client travels and the supplier pays TBB Travel. Accounting pays on the 15th of each month for commission received in the previous month, with a statement listing each booking.',
        ),
      ),
      section(
        'What is my commission split?',
        p(
          'It is in your agent agreement and rises with your yearly travelled sales. Your statement shows the gross commission and your share for each booking.',
        ),
      ),
      section(
        'Can clients pay me directly?',
        p(
          "No. Clients pay the supplier directly by credit card, or pay TBB Travel through accounting's secure link. Never take client money into a personal account.",
        ),
      ),
      section(
        'Do I have to offer travel insurance?',
        p("Yes, on every booking. Record the policy, or the client's signed declination, on the reservation in ClientBase."),
      ),
      section(
        'What if a client has an emergency while travelling?',
        p(
          "They call the supplier's emergency number first, then you. Outside office hours our after-hours line, 1-866-555-0199, helps with rebooking and urgent changes.",
        ),
      ),
      section(
        'Can I book a supplier that is not in the Suppliers Guide?',
        p('Yes, after checking with support that the supplier is registered and that we have a commission agreement with them.'),
      ),
      section(
        'How do I get my page on the Find a Connected Agent directory?',
        p('Send support your photo and a short bio. Your page goes live at tbbtravel.ca/ca/your-name once your agreement is signed.'),
      ),
      section('How many hours of training do I need?', p('At least 12 hours a year; see Continued Training for what counts.'), {
        links: [{ label: 'Continued Training', url: '/agent-dashboard/ContinuedTraining' }],
      }),
      section(
        'Can I work from outside British Columbia?',
        p(
          "Yes, from anywhere in Canada. Agents who live in Ontario or Quebec must also meet their province's own requirements for travel sellers; support will tell you what applies.",
        ),
      ),
      section('I forgot my password.', p('Use "Forgot password" on the login page; the link works for 60 minutes.'), {
        links: [{ label: 'Reset my password', url: '/ForgotPassword' }],
      }),
    ],
  },

  AgencyContactInfo: {
    intro: p('TBB Travel, registered with Consumer Protection BC, registration number 3287.'),
    sections: [
      section(
        'Phone and e-mail',
        ul(
          'Call centre: 1-866-555-0142, Monday to Saturday 9 AM to 5 PM Pacific, closed Sundays and statutory holidays.',
          'After-hours line for clients travelling: 1-866-555-0199.',
          'Agent support: support@tbbtravel.ca',
          'Accounting: accounting@tbbtravel.ca',
          'Marketing: marketing@tbbtravel.ca',
          'Groups desk: groups@tbbtravel.ca',
        ),
        { links: [{ label: 'Call the call centre', url: 'tel:+1-866-555-0142' }, SUPPORT] },
      ),
      section(
        'Offices',
        p(
          '<strong>Burnaby</strong>: Suite 1150, 4720 Kingsway, Burnaby, BC V5H 4N2.',
          '<strong>Langley</strong>: Unit 205, 20178 Fraser Highway, Langley, BC V3A 4E6.',
          'Walk-ins Tuesday to Friday, 10 AM to 3 PM. Agents can book a meeting room by e-mailing support.',
        ),
      ),
      section(
        'Booking numbers',
        p(
          "Suppliers ask for the agency's booking number when you call. TBB Travel's booking number is 62-555-014 for every preferred supplier unless the supplier's page in the Suppliers Guide says otherwise.",
        ),
      ),
    ],
  },
};
