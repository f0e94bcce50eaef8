/**
 * Text of the information pages (keys → English): contact us, careers, thank-you, and the labels of the
 * policy layout. The policies' own text lives in `documents/`. `{phone}`, `{email}` and `{hours}` come
 * from `/config.json`.
 */
export const infoPagesMessages = {
  lastUpdated: 'Last updated {date}',
  onThisPage: 'On this page',

  contactTitle: 'Contact us',
  contactDescription: 'Call, write or visit TBB Travel in Burnaby or Langley, BC. Our travel consultants answer Monday to Saturday, 9 AM to 5 PM Pacific.',
  contactIntro:
    'Planning a trip, changing a booking or just have a question? Our travel consultants in British Columbia are here to help by phone, by e-mail or in person.',
  callUsHeading: 'Call our consultants',
  callUsBody: 'The fastest way to reach us about an upcoming trip or a booking in progress.',
  emailHeading: 'Write to us',
  emailBody: 'We answer e-mails and messages within one business day.',
  visitHeading: 'Visit an office',
  walkIns: 'Walk-ins {hours}. Outside those hours, call ahead and we will book a time that suits you.',
  officeHeading: '{office} office',
  quoteHeading: 'Ready to plan a trip?',
  quoteBody: 'Tell us where and when you would like to go, and a consultant will prepare options for you.',
  requestQuote: 'Request a Quote',

  contactFormHeading: 'Send us a message',
  contactFormIntro: 'Fields marked with an asterisk (*) are required.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  consentField: 'Consent',
  privacyNote: 'We use your details only to answer you. See our {link}.',
  privacyLink: 'Privacy Policy',
  send: 'Send the message',

  careersTitle: 'Careers',
  careersDescription:
    'Join TBB Travel in Burnaby or Langley, BC: open positions for travel consultants and group travel coordinators, benefits and how to apply.',
  careersIntro:
    'We are a Canadian travel agency built on personal service. Our consultants plan honeymoons, family reunions, Disney vacations and river cruises for clients across Canada, and we are always glad to meet people who love travel as much as we do.',
  whyWorkHeading: 'Why work with us',
  whyWork: [
    'Training from day one: supplier courses, destination weeks and mentoring from senior consultants.',
    'Familiarization trips and ship inspections so you can sell what you have seen.',
    'Extended health and dental benefits after three months, and a group retirement savings plan.',
    'Flexible schedules, with hybrid work once you are established.',
    'A team that shares leads and knowledge instead of competing for them.',
  ],
  openingsHeading: 'Open positions',
  openings: [
    {
      title: 'Travel Consultant',
      place: 'Burnaby office · Full time',
      summary:
        'Plan and book leisure travel from first call to return home: vacation packages, cruises, tours and flights. You have at least two years of experience with a travel agency or tour operator, know a global distribution system such as Sabre or Amadeus, and enjoy matching each client with the right supplier.',
    },
    {
      title: 'Group Travel Coordinator',
      place: 'Langley office · Full time',
      summary:
        'Organize destination weddings, sports teams, school trips and family reunions: negotiate group contracts, track rooming lists and deposits, and keep every traveller informed. Strong organization and clear writing matter more than years in the industry.',
    },
    {
      title: 'Call Centre Travel Advisor',
      place: 'Burnaby office · Part time, Saturdays included',
      summary:
        'Answer travellers’ calls during our Monday to Saturday hours, prepare quotes and pass new bookings to consultants. Ideal for someone starting a career in travel; we provide full training.',
    },
  ],
  applyHeading: 'How to apply',
  applyBody:
    'Send your résumé and a few lines about the trip you are proudest of having planned to {email}, with the position in the subject line. We read every application and reply to each candidate we invite for an interview.',
  agentsHeading: 'Prefer to work for yourself?',
  agentsBody: 'Our connected agents run their own home-based travel business with our supplier contracts, training and booking support behind them.',
  becomeAgent: 'Become a Connected Agent',
  equalOpportunity:
    'TBB Travel is an equal-opportunity employer. We welcome applications from people of every background and provide accommodation during hiring on request.',

  thankYouTitle: 'Thank you',
  thankYouDescription: 'Your request has reached TBB Travel. A consultant will reply within one business day.',
  thankYouHeading: 'Thank you, we have your request',
  thankYouByForm: {
    quote: 'Thank you for your quote request. A travel consultant is reviewing it and will reply within one business day with options for your trip.',
    application:
      'Thank you for applying to become a connected agent. Our agent development team will review your application and contact you within three business days.',
    contact: 'Thank you for your message. A member of our team will reply within one business day.',
    other: 'Thank you for contacting TBB Travel. A member of our team will reply within one business day.',
  },
  reference: 'Your reference number is {reference}. Please mention it if you call us.',
  whatNextHeading: 'While you wait',
  whatNext: 'Browse our current deals, or call us at {phone} if your trip is coming up soon. Our hours: {hours}.',
  browseDeals: 'Browse deals',
  backHome: 'Back to the home page',
} as const;
