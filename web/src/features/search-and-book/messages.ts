/** Text of the Search & Book pages (keys → English). The booking engine's address comes from `/config.json`. */
export const searchAndBookMessages = {
  title: 'Search & Book',
  description: 'Search live prices and availability for flights, hotels, vacation packages and cruises, and book online with TBB Travel.',
  intro:
    'Compare live prices and availability for vacation packages, flights, hotels and cruises, and book online at any hour. Prefer a person? Our consultants can book the same trips for you.',
  cruiseTitle: 'Search & Book Cruises',
  cruiseDescription: 'Search cruise sailings, compare cabins and book online with TBB Travel.',
  cruiseIntro: 'Search ocean and river sailings by destination, date and cruise line, then compare cabins and book online.',
  frameTitle: 'TBB Travel booking engine: search and book trips',
  cruiseFrameTitle: 'TBB Travel booking engine: search and book cruises',
  openInNewTab: 'Open the booking engine in a new tab',
  help: 'Call {phone} ({hours}) or ask for a quote and a consultant will compare options for you.',
  unavailableHeading: 'Online booking is not available right now',
  unavailable:
    'Our online booking engine is not connected at the moment. Our consultants can search the same prices and book for you: call {phone} ({hours}) or send us a quote request and we will reply within one business day.',
  callUs: 'Call {phone}',
  requestQuote: 'Request a Quote',
} as const;
