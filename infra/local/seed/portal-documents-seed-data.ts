/**
 * The documents the local portal links to (training checklists, forms, guides, rate sheets), stored as real
 * PDF files in the media library's `Documents/` folder so every link opens. Text is the agency's own
 * guidance; supplier figures are examples an agency would replace with its negotiated terms.
 */

export interface SeedDocument {
  key: string;
  title: string;
  paragraphs: readonly string[];
}

export const SEED_DOCUMENTS = {
  learningPathChecklist: {
    key: 'Documents/Training/Learning Path Checklist.pdf',
    title: 'Learning Path: first 90 days checklist',
    paragraphs: [
      'Tick each item and e-mail the finished list to support@tbbtravel.ca at the end of each stage. Your mentor signs off stages 3 and 4.',
      'Stage 1 (week 1): signed agent agreement returned; ClientBase login working; agency e-mail set up with the TBB signature; portal welcome video watched; profile photo and bio sent for your /ca page.',
      'Stage 2 (weeks 2-3): read the Suppliers Guide for Vacation Packages, Cruise and Insurance; complete two supplier specialist courses; join two Webinar Wednesdays.',
      'Stage 3 (weeks 3-4): practise a full quote with your mentor (needs, options, insurance offer, follow-up); shadow two client calls.',
      'Stage 4 (weeks 4-6): make your first two bookings with your mentor reviewing before payment; enter each reservation in ClientBase within 24 hours.',
      'Stage 5 (months 2-3): publish your social media plan; send your first client newsletter; set your sales goal for the year with the Agent Success Manager.',
    ],
  },
  clientbaseQuickStart: {
    key: 'Documents/Training/ClientBase Quick Start.pdf',
    title: 'ClientBase Online: quick start',
    paragraphs: [
      'Signing in: use the username the agency sent you. Turn on two-step verification the first time you sign in; never share your login with an assistant or family member.',
      'Client profiles: search before you create, so a client never has two profiles. Enter legal names exactly as on the passport, date of birth, e-mail, mobile phone, and marketing consent (yes or no, with the date).',
      'Reservations: every booking needs a reservation (res card) within 24 hours of deposit. Enter the supplier, confirmation number, travel dates, total sale, commission expected and the insurance offered (bought or declined).',
      'Commission tracking: accounting matches supplier payments to your res cards. A booking with no res card cannot be paid to you until it is entered.',
      'Reports: the "My bookings by travel date" report shows what departs in the next 30 days; run it every Monday and send pre-departure notes.',
    ],
  },
  continuedTrainingLog: {
    key: 'Documents/Training/Continued Training Log.pdf',
    title: 'Continued training log',
    paragraphs: [
      'Connected Agents complete at least 12 hours of training a year. Log each course or webinar here and upload certificates to your personal folder on the shared drive.',
      'For each entry write: date, course or webinar name, provider (supplier, tourism board, TBB), hours, certificate (yes or no).',
      'Webinar Wednesdays count one hour each. Supplier specialist programs count the hours the supplier states. FAM trips count four hours a day, up to 12 hours per trip.',
      'The Agent Success Manager reviews logs in January. Agents with 12 or more hours are listed first in the public agent directory for their specialties.',
    ],
  },
  groupWorksheet: {
    key: 'Documents/Groups/Group Booking Worksheet.pdf',
    title: 'Group booking worksheet',
    paragraphs: [
      'Use this worksheet before you ask a supplier for group space. A group is 8 or more cabins at sea, 10 or more rooms on land, or 10 or more travellers on a tour.',
      'Group leader: name, phone, e-mail, how decisions are made (one payer, or each traveller pays their own).',
      'Trip: destination, preferred dates and flexibility, departure city, number of travellers (adults, children with ages), room or cabin mix, budget per person.',
      'Purpose: wedding, family reunion, club, corporate incentive; any event space, private dinner or ceremony needed.',
      'Deadlines: when the leader needs a proposal, deposit date the group can meet, final payment date, name list date.',
      'Send the finished worksheet to groups@tbbtravel.ca. The groups desk requests space from two or three suppliers and answers within three business days.',
    ],
  },
  groupContractChecklist: {
    key: 'Documents/Groups/Group Contract Checklist.pdf',
    title: 'Group contract checklist',
    paragraphs: [
      'Read every group contract with the groups desk before the leader signs. Check: number of rooms or cabins held and the date unused space is released without penalty.',
      'Deposits: amount per person, refundable or not, and the dates. Final payment: date and how individual travellers pay.',
      'Name changes and cancellations: fees by date. Amenities: tour conductor credits (often one free berth per eight paid), onboard credit, private event.',
      'Commission: rate and whether it applies to taxes, fees and port charges (usually not).',
      'Keep the signed contract and every amendment in the group folder on the shared drive.',
    ],
  },
  brandGuidelines: {
    key: 'Documents/Marketing/TBB Brand Guidelines.pdf',
    title: 'TBB Travel brand guidelines',
    paragraphs: [
      'Name: always "TBB Travel" (never TBB Travels or T.B.B.). You are "Connected Agent, TBB Travel".',
      'Logo: use the files from the branding kit only. Keep clear space around the logo equal to the height of the letter T. Never stretch, recolour, add shadows or place the logo on busy photos.',
      'Colours: TBB dark green #0B5D3B for headings and buttons, white backgrounds, charcoal #333333 for text, sand #F2E8D5 as a soft accent.',
      'Type: Segoe UI or Arial in documents and e-mails. Headings in dark green, body text 11 to 12 points.',
      'Registration: every advertisement and website you publish shows "TBB Travel, BC Reg. 3287".',
      'Prices: advertised prices include all mandatory taxes and fees, in Canadian dollars, with the travel dates and the departure city.',
    ],
  },
  emailSignature: {
    key: 'Documents/Marketing/Email Signature Instructions.pdf',
    title: 'E-mail signature instructions',
    paragraphs: [
      'Line 1: your full name. Line 2: Connected Agent, TBB Travel. Line 3: your direct phone number. Line 4: your e-mail address. Line 5: your page on our site (tbbtravel.ca/ca/your-name).',
      'Last line, in smaller grey text: TBB Travel, BC Reg. 3287. Suite 1150, 4720 Kingsway, Burnaby, BC V5H 4N2.',
      'Add the small TBB logo from the branding kit (height 40 pixels). Do not add quotes, animated images or more than one supplier logo.',
      'In Outlook: File, Options, Mail, Signatures. In Gmail: Settings, See all settings, General, Signature.',
    ],
  },
  giftCertificateOrderForm: {
    key: 'Documents/Marketing/Gift Certificate Order Form.pdf',
    title: 'Client gift certificate order form',
    paragraphs: [
      'Agent name and e-mail. Purchaser name, phone and e-mail. Recipient name as it should appear on the certificate.',
      'Amount (CAD): 100, 250, 500, 1,000, or another amount of at least 50.',
      'Message for the certificate (up to 140 characters). Delivery: PDF by e-mail, or printed card mailed to the purchaser (allow five business days).',
      'Payment: the purchaser pays TBB Travel by credit card through the secure payment link accounting sends. Certificates have no expiry date.',
      'Send the completed form to accounting@tbbtravel.ca.',
    ],
  },
  promoItemsCatalogue: {
    key: 'Documents/Marketing/Promo Items Catalogue.pdf',
    title: 'Client promo items catalogue',
    paragraphs: [
      'Luggage tags with TBB logo and your name: 25 for $30. Passport wallets (dark green, embossed logo): 10 for $45.',
      'Document folders for printed itineraries: 25 for $35. Branded pens: 50 for $20. Tote bags: 10 for $60.',
      'Prices include shipping to your home in Canada. Orders placed by the 20th of the month ship on the 1st of the next month.',
      'Order by e-mail to marketing@tbbtravel.ca with the items, quantities and the name to print. The cost is deducted from your next commission payment.',
    ],
  },
  childConsentLetter: {
    key: 'Documents/Forms/Child Travel Consent Letter Template.pdf',
    title: 'Consent letter for children travelling abroad (template)',
    paragraphs: [
      'The Government of Canada recommends a consent letter for every child travelling abroad without both parents or legal guardians. Border officers and airlines may ask for one.',
      'The letter names: the child (full name, date of birth, passport number), the accompanying adult, the destination and travel dates, and every parent or guardian not travelling, with their address, phone and signature.',
      'Have the signatures witnessed; a notary or commissioner for taking oaths adds weight. Travellers carry the original and a copy.',
      'Send clients the official form and guidance at travel.gc.ca, and put a note on the reservation that the consent letter was discussed.',
    ],
  },
  creditCardAuthorization: {
    key: 'Documents/Forms/Credit Card Authorization Form.pdf',
    title: 'Credit card authorization form',
    paragraphs: [
      "Use this form only when a supplier cannot take the client's card directly. Cardholder name, card type, last four digits only on this page: the full number is given by phone to accounting, never by e-mail.",
      'Supplier, confirmation number, amount in CAD, and what it pays for (deposit, final payment, insurance).',
      'The cardholder signs and dates: "I authorize TBB Travel to charge the amount above to my card for the services listed."',
      'Store signed forms in ClientBase against the reservation. Destroy paper copies once uploaded.',
    ],
  },
  predepartureChecklist: {
    key: 'Documents/Forms/Pre-departure Checklist.pdf',
    title: 'Pre-departure checklist for clients',
    paragraphs: [
      'Passports valid for at least six months after the return date; visas or electronic travel authorizations where the destination requires them.',
      "Travel insurance policy number and the insurer's emergency number saved in each traveller's phone.",
      'Check-in online 24 hours before flights; seat selection; baggage allowance for each airline on the itinerary.',
      'Registration of Canadians Abroad (travel.gc.ca) for trips to countries with advisories.',
      "Your agent's phone number and the TBB Travel after-hours line: 1-866-555-0199.",
    ],
  },
  agencyTerms: {
    key: 'Documents/Forms/TBB Travel Terms and Conditions.pdf',
    title: 'TBB Travel terms and conditions (client copy)',
    paragraphs: [
      "TBB Travel acts as an agent for the suppliers named in each booking. Each supplier's own terms, including cancellation fees, apply to its services.",
      'Prices are in Canadian dollars and include taxes and mandatory fees unless stated. Prices are guaranteed once paid in full.',
      'Travel insurance is strongly recommended and offered with every booking; clients who decline it sign the declination.',
      'Travellers are responsible for valid passports, visas and health requirements of their destinations.',
      'TBB Travel is registered with Consumer Protection BC, registration number 3287.',
    ],
  },
  referralRules: {
    key: 'Documents/Agent Section/Referral Program Rules.pdf',
    title: 'Referral program rules',
    paragraphs: [
      'Agent referrals: when someone you refer joins TBB Travel as a Connected Agent and reaches $25,000 in travelled sales within 12 months of joining, you receive a $500 bonus with the next commission payment.',
      'The referral counts only if the new agent names you on their application form, or you e-mail support@tbbtravel.ca before they apply.',
      'Client referrals: a client who refers a friend who books a trip of $2,000 or more receives a $50 TBB Travel gift certificate once the friend has travelled.',
      "Bonuses are not paid for referrals of former TBB agents who left less than 12 months ago. TBB Travel may change these rules with 30 days' notice in the newsletter.",
    ],
  },
  phoneScripts: {
    key: 'Documents/Agent Section/Phone and Email Scripts.pdf',
    title: 'Phone and e-mail scripts',
    paragraphs: [
      'Answering: "Good morning, this is [name] with TBB Travel. How can I help you plan your trip?"',
      'Voicemail: "You have reached [name], Connected Agent with TBB Travel. I return calls within one business day. For urgent help while travelling, call 1-866-555-0199."',
      'Quote follow-up (two days after sending): "Hi [client], I wanted to make sure the options I sent arrived and answer any questions. The prices are held until [date]."',
      'Insurance offer: "Before we confirm, I recommend travel insurance covering cancellation and medical emergencies. Would you like a quote for your group?"',
      'After the trip: "Welcome home! I hope [destination] was everything you hoped. I would love to hear about it, and a short review helps other travellers find me."',
    ],
  },
  supplierRateSheetSunwing: {
    key: 'Documents/Suppliers/Sunwing Commission Summary.pdf',
    title: 'Sunwing Vacations: commission summary for TBB agents',
    paragraphs: [
      'Base commission on vacation packages: 10% of the package price before taxes and fees.',
      'Preferred-level bonus: 2% more on packages departing after the agency passes its annual target (announced in the newsletter).',
      'Insurance sold with a package: commission as paid by the insurer.',
      'Commission is paid after travel. Cancelled bookings earn nothing unless the supplier retains a cancellation fee.',
    ],
  },
  supplierRateSheetRoyal: {
    key: 'Documents/Suppliers/Royal Caribbean Group Policy.pdf',
    title: 'Royal Caribbean: group policy summary',
    paragraphs: [
      'A group is 8 or more cabins with at least 16 guests. Group fares are held with a refundable deposit until the final payment date.',
      'Tour conductor credit: one for every 8 full-fare cabins booked (up to the contract limit).',
      'Name changes are free until final payment; after that, the new guest pays the current fare.',
      "Work every group through groups@tbbtravel.ca so the space counts toward the agency's group amenities.",
    ],
  },
  manulifeGuide: {
    key: 'Documents/Suppliers/Manulife Selling Guide.pdf',
    title: 'Travel insurance: how to offer it',
    paragraphs: [
      'Offer insurance at the quote and again at deposit. Explain trip cancellation (before departure), trip interruption (during the trip) and emergency medical.',
      'Medical questionnaires: travellers aged 60 and over answer them themselves; never answer for a client.',
      'Provincial health plans cover very little outside Canada; a single hospital night in the United States can cost many thousands of dollars.',
      'Record the decision: the policy number, or the signed declination, on the reservation in ClientBase.',
    ],
  },
  conferenceAgenda: {
    key: 'Documents/Events/TBB Conference Agenda.pdf',
    title: 'TBB Conference: agenda',
    paragraphs: [
      'Day 1 morning: welcome and the year in numbers; keynote on selling experiences, not prices.',
      'Day 1 afternoon: supplier marketplace with 30 preferred suppliers; breakout sessions on groups, river cruising and social media.',
      'Day 1 evening: Connected Agent awards dinner.',
      "Day 2 morning: workshops on ClientBase reports, insurance conversations and destination weddings; closing session with next year's goals.",
    ],
  },
  newsletterTemplate: {
    key: 'Documents/Marketing/Client Newsletter Template.pdf',
    title: 'Client newsletter template',
    paragraphs: [
      'Subject line ideas: "Where our clients are going this winter", "Three cruises worth booking now", "Your spring break checklist".',
      'Structure: a short personal note (three sentences), one featured trip with a photo and an all-in price, two quick tips, and a clear call to action ("Reply to this e-mail to hold a cabin").',
      "Send only to clients who consented to marketing e-mails (CASL); include the unsubscribe link and TBB Travel's address.",
    ],
  },
} as const satisfies Record<string, SeedDocument>;

export type SeedDocumentName = keyof typeof SEED_DOCUMENTS;

/** A document reference for a page, supplier, webinar or newsletter. */
export function documentRef(name: SeedDocumentName): { title: string; key: string } {
  const document = SEED_DOCUMENTS[name];
  return { title: document.title, key: document.key };
}
