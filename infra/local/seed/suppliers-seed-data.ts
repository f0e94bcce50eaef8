import type { SupplierCategory, SupplierContact, SupplierCreateInput } from '@tdp/shared/schemas/supplier';
import { documentRef } from './portal-documents-seed-data.ts';

/**
 * The local suppliers guide: tour operators, cruise lines, insurers, rental companies, rail, airlines,
 * hotels and services a Canadian agency books. Brand names and public websites are the real companies';
 * the contacts are invented (555 numbers, example.com addresses) and the commission figures are examples of
 * what an agency records, not the suppliers' actual terms.
 */

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function contact(name: string, role: string, phone: string, email = ''): SupplierContact {
  return { name, role, phone, email };
}

interface SeedSupplier {
  name: string;
  categories: SupplierCategory[];
  summary: string;
  website: string;
  contacts: SupplierContact[];
  booking: string;
  commission: string;
  documents?: SupplierCreateInput['documents'];
}

const SEED_SUPPLIER_LIST: readonly SeedSupplier[] = [
  // --- Vacation packages ----------------------------------------------------------------------------
  {
    name: 'Sunwing Vacations',
    categories: ['VacationPackages', 'Air'],
    summary: 'All-inclusive sun packages to Mexico and the Caribbean from Canadian gateways.',
    website: 'https://www.sunwing.ca',
    contacts: [
      contact('Karen Wong', 'Business Development Manager, BC', '604-555-0121', 'karen.wong@example.com'),
      contact('Agent sales desk', 'Bookings and changes', '1-800-555-0122'),
    ],
    booking:
      p('Book online through the agent booking site with the agency number. Packages hold for 24 hours without deposit in most seasons.') +
      ul('Deposit: $250 per person at booking.', 'Final payment 45 days before departure.', 'Name corrections: free until 72 hours before departure.'),
    commission: p('10% on the package price before taxes and fees; 12% once the agency passes its yearly target (announced in the newsletter).'),
    documents: [documentRef('supplierRateSheetSunwing')],
  },
  {
    name: 'Air Canada Vacations',
    categories: ['VacationPackages'],
    summary: 'Flight-and-hotel packages on Air Canada to sun, Europe and Las Vegas.',
    website: 'https://vacations.aircanada.com',
    contacts: [contact('Daniel Tremblay', 'Sales Manager, Western Canada', '604-555-0123', 'daniel.tremblay@example.com')],
    booking:
      p('Book through the agent portal. Aeroplan members earn points on the package: add the number to each traveller.') +
      ul('Deposit: $200 per person.', 'Final payment 45 days before departure (60 days for Europe).'),
    commission: p('9% on packages; 3% on flight-only bookings.'),
  },
  {
    name: 'WestJet Vacations',
    categories: ['VacationPackages'],
    summary: 'Packages to the sun, Hawaii and Europe with WestJet flights and WestJet Rewards.',
    website: 'https://www.westjet.com',
    contacts: [contact('Aisha Rahman', 'Business Development Manager', '403-555-0124', 'aisha.rahman@example.com')],
    booking:
      p('Book through the WestJet agent site. Packages with connecting flights are protected if a connection is missed.') +
      ul('Deposit: $250 per person.', 'Final payment 45 days before departure.'),
    commission: p('10% on packages before taxes; Hawaii packages 8%.'),
  },
  {
    name: 'Transat',
    categories: ['VacationPackages', 'Air'],
    summary: 'Packages and flights to the Caribbean, Mexico and Europe, strong from Montreal and Toronto.',
    website: 'https://www.airtransat.com',
    contacts: [contact('Julie Bergeron', 'Account Manager (English and French)', '514-555-0125', 'julie.bergeron@example.com')],
    booking: p('Book packages on the agent site; charter flights to Europe sell out early for summer, so hold space by January.'),
    commission: p('10% on packages; 5% on flight-only bookings to Europe.'),
  },
  {
    name: 'Sandals Resorts',
    categories: ['VacationPackages', 'Hotels'],
    summary: 'Couples-only all-inclusive resorts in the Caribbean; Beaches resorts for families.',
    website: 'https://www.sandals.com',
    contacts: [contact('Marcus Hill', 'Business Development Manager, Canada', '416-555-0126', 'marcus.hill@example.com')],
    booking: p(
      'Book room-only with the resort and add flights separately, or as a package through Air Canada Vacations, WestJet Vacations or Sunwing. Weddings: free wedding package with a minimum three-night stay.',
    ),
    commission: p('12% on room-only bookings for Sandals Certified Specialists; 10% otherwise.'),
  },
  {
    name: 'Walt Disney World Resort',
    categories: ['VacationPackages', 'Hotels'],
    summary: 'Disney resort hotels, park tickets and dining plans in Orlando.',
    website: 'https://disneyworld.disney.go.com',
    contacts: [contact('Disney travel agent desk', 'Bookings', '1-800-555-0127')],
    booking:
      p(
        'Book resort-and-ticket packages through the Disney travel agent site. Dining reservations open 60 days before arrival: set a reminder for the client.',
      ) + ul('Deposit: $200 per package.', 'Final payment 30 days before arrival.'),
    commission: p('10% on packages; no commission on tickets bought alone.'),
  },

  // --- Cruise -----------------------------------------------------------------------------------------
  {
    name: 'Royal Caribbean International',
    categories: ['Cruise'],
    summary: 'Big ships with family activities; Caribbean, Alaska from Vancouver and Seattle, Europe.',
    website: 'https://www.royalcaribbean.com',
    contacts: [
      contact('Stephanie Cho', 'Business Development Manager, BC', '604-555-0128', 'stephanie.cho@example.com'),
      contact('Group desk', 'Groups of 8 cabins or more', '1-800-555-0129'),
    ],
    booking:
      p('Book on the agent site. Alaska cruises from Vancouver sell out by February for July sailings.') +
      ul('Deposit: $250 per person for 6 nights or more.', 'Final payment 90 days before sailing.'),
    commission: p('10% on the cruise fare, not on taxes, fees and port expenses; 12% for sailings booked during agency promotions.'),
    documents: [documentRef('supplierRateSheetRoyal')],
  },
  {
    name: 'Norwegian Cruise Line',
    categories: ['Cruise'],
    summary: 'Freestyle cruising: no fixed dining times; Alaska, Caribbean, Hawaii inter-island.',
    website: 'https://www.ncl.com',
    contacts: [contact('Ryan Patel', 'Business Development Manager', '604-555-0130', 'ryan.patel@example.com')],
    booking: p('Check which "free at sea" offers apply before quoting; the client picks them at booking and cannot change later.'),
    commission: p('10% on the cruise fare; offers bought by the client (drinks, specialty dining) are not commissionable.'),
  },
  {
    name: 'Princess Cruises',
    categories: ['Cruise'],
    summary: 'Alaska cruisetours with lodges in Denali; Caribbean, Mexico and Panama Canal.',
    website: 'https://www.princess.com',
    contacts: [contact('Helen MacDonald', 'Business Development Manager', '604-555-0131', 'helen.macdonald@example.com')],
    booking: p('Cruisetours combine a cruise with nights at Princess lodges; book the land part with the cruise so transfers are included.'),
    commission: p('10% on the cruise fare; Princess Academy graduates receive a 1% bonus.'),
  },
  {
    name: 'Holland America Line',
    categories: ['Cruise'],
    summary: 'Mid-size ships, longer itineraries; Alaska from Vancouver, world cruises.',
    website: 'https://www.hollandamerica.com',
    contacts: [contact('Peter van Dijk', 'Sales Manager, Western Canada', '604-555-0132', 'peter.vandijk@example.com')],
    booking: p('Popular with retired travellers: offer the "Have It All" fare, which includes drinks, excursions and Wi-Fi.'),
    commission: p('10% on the cruise fare; package inclusions are not commissionable.'),
  },
  {
    name: 'Celebrity Cruises',
    categories: ['Cruise'],
    summary: 'Modern premium cruising; Galapagos, Europe and Caribbean.',
    website: 'https://www.celebritycruises.com',
    contacts: [contact('Olivia Grant', 'Business Development Manager', '416-555-0133', 'olivia.grant@example.com')],
    booking: p('Galapagos sailings include flights from Quito or Guayaquil; book them at least nine months ahead.'),
    commission: p('10% on the cruise fare.'),
  },
  {
    name: 'Viking',
    categories: ['Cruise', 'GuidedTours'],
    summary: 'River cruises in Europe, Egypt and Asia; small ocean ships; adults only.',
    website: 'https://www.viking.com',
    contacts: [contact('Emma Lindqvist', 'Regional Sales Manager', '604-555-0134', 'emma.lindqvist@example.com')],
    booking: p('Fares include a shore excursion in each port, wine and beer with meals, and Wi-Fi. Air from Canada can be added at booking.'),
    commission: p('10% on the cruise fare and on air booked through Viking.'),
  },
  {
    name: 'AmaWaterways',
    categories: ['Cruise'],
    summary: 'River cruises in Europe, the Mekong and Africa, with bikes on board.',
    website: 'https://www.amawaterways.com',
    contacts: [contact('Michael Brandt', 'Business Development Manager, Canada', '905-555-0135', 'michael.brandt@example.com')],
    booking: p('Wine-themed sailings and Christmas markets cruises sell out first; offer the pre-cruise hotel nights in Budapest or Amsterdam.'),
    commission: p('12% on the cruise fare.'),
  },
  {
    name: 'Uniworld Boutique River Cruises',
    categories: ['Cruise'],
    summary: 'All-inclusive luxury river cruises in Europe, Egypt and India.',
    website: 'https://www.uniworld.com',
    contacts: [contact('Sophie Laurent', 'Sales Manager', '514-555-0136', 'sophie.laurent@example.com')],
    booking: p('All-inclusive: drinks, excursions, gratuities and transfers on cruise days.'),
    commission: p('12% on the cruise fare.'),
  },
  {
    name: 'Carnival Cruise Line',
    categories: ['Cruise'],
    summary: 'Value cruises to the Caribbean and Mexico from Florida, Texas and California.',
    website: 'https://www.carnival.com',
    contacts: [contact('Agent sales desk', 'Bookings and groups', '1-800-555-0137')],
    booking: p('Short 3- and 4-night cruises are easy first cruises for families; add a pre-cruise hotel night.'),
    commission: p('10% on the cruise fare.'),
  },

  // --- Guided tours -------------------------------------------------------------------------------------
  {
    name: 'Trafalgar',
    categories: ['GuidedTours'],
    summary: 'Guided tours in Europe, Britain, Ireland and North America with a travel director.',
    website: 'https://www.trafalgar.com',
    contacts: [contact("Claire O'Neill", 'Business Development Manager, Western Canada', '604-555-0138', 'claire.oneill@example.com')],
    booking: p(
      'Early payment discounts apply when paid in full by the date shown on the tour. Book pre- and post-tour hotel nights through Trafalgar so transfers match.',
    ),
    commission: p('12% on tour price.'),
  },
  {
    name: 'G Adventures',
    categories: ['GuidedTours'],
    summary: 'Small-group adventure travel worldwide; founded in Toronto.',
    website: 'https://www.gadventures.com',
    contacts: [contact('Jason Mensah', 'Sales Manager', '416-555-0139', 'jason.mensah@example.com')],
    booking: p("Check the trip's physical rating with the client before booking. Tours are small (12 to 16 travellers) and use local transport."),
    commission: p('12% on tour price.'),
  },
  {
    name: 'Collette',
    categories: ['GuidedTours'],
    summary: 'Escorted tours for mature travellers; Europe, Asia, national parks.',
    website: 'https://www.gocollette.com',
    contacts: [contact('Linda Kowalski', 'Business Development Manager', '403-555-0140', 'linda.kowalski@example.com')],
    booking: p('Offer the Travel Protection plan at deposit; it must be bought then to include pre-existing conditions.'),
    commission: p('12% on tour price; 10% on Travel Protection.'),
  },
  {
    name: 'Globus',
    categories: ['GuidedTours'],
    summary: 'First-class escorted tours in Europe, the Americas and Asia.',
    website: 'https://www.globusjourneys.com',
    contacts: [contact('Anthony Russo', 'Sales Manager, Canada', '905-555-0141', 'anthony.russo@example.com')],
    booking: p('Globus family brands (Globus, Cosmos, Monograms) share one agent site.'),
    commission: p('12% on tour price.'),
  },
  {
    name: 'Intrepid Travel',
    categories: ['GuidedTours'],
    summary: 'Small-group tours with local leaders; strong in Asia, Africa and Latin America.',
    website: 'https://www.intrepidtravel.com',
    contacts: [contact('Grace Nakamura', 'Business Development Manager', '604-555-0143', 'grace.nakamura@example.com')],
    booking: p('Ask the client about their comfort level: Basix, Original and Comfort tours differ in hotels and transport.'),
    commission: p('12% on tour price.'),
  },

  // --- Insurance ---------------------------------------------------------------------------------------
  {
    name: 'Manulife Travel Insurance',
    categories: ['Insurance'],
    summary: 'Trip cancellation, interruption and emergency medical plans for Canadians.',
    website: 'https://www.manulife.ca',
    contacts: [contact('Insurance sales desk', 'Quotes and policies', '1-800-555-0144', 'travel.sales@example.com')],
    booking:
      p(
        'Quote and sell through the agent portal. Offer insurance at the quote and again at deposit; record the policy or the signed declination on the reservation.',
      ) +
      ul(
        'Cancellation coverage must be bought within 72 hours of the first deposit for full benefits.',
        'Travellers 60 and over answer the medical questionnaire themselves.',
      ),
    commission: p('25% on premiums.'),
    documents: [documentRef('manulifeGuide')],
  },
  {
    name: 'TuGo',
    categories: ['Insurance'],
    summary: 'Travel insurance from Vancouver: annual plans, snowbird medical, trip cancellation.',
    website: 'https://www.tugo.com',
    contacts: [contact('Rachel Singh', 'Agency Relationship Manager', '604-555-0145', 'rachel.singh@example.com')],
    booking: p('Good for snowbirds: multi-trip annual plans with long medical coverage.'),
    commission: p('25% on premiums.'),
  },
  {
    name: 'Allianz Global Assistance',
    categories: ['Insurance'],
    summary: 'Trip cancellation and medical plans, often sold with cruise and tour bookings.',
    website: 'https://www.allianz-assistance.ca',
    contacts: [contact('Agent services', 'Quotes and claims questions', '1-800-555-0146')],
    booking: p('Sell through the agent portal; claims are filed by the traveller online.'),
    commission: p('20% on premiums.'),
  },

  // --- Car ---------------------------------------------------------------------------------------------
  {
    name: 'Enterprise Rent-A-Car',
    categories: ['Car'],
    summary: 'Car rentals across Canada, the US and Europe.',
    website: 'https://www.enterprise.ca',
    contacts: [contact('Travel industry desk', 'Agency bookings', '1-800-555-0147')],
    booking: p('Book with the agency number so the rental shows in our commission report. One-way rentals in Canada carry a drop fee.'),
    commission: p('8% on time and mileage; not on fees and insurance.'),
  },
  {
    name: 'Avis',
    categories: ['Car'],
    summary: 'Car rentals worldwide; inclusive rates in Europe.',
    website: 'https://www.avis.ca',
    contacts: [contact('Travel agent desk', 'Bookings', '1-800-555-0148')],
    booking: p('For Europe, book the inclusive rate with collision and theft coverage; drivers under 25 pay a surcharge.'),
    commission: p('5% on rentals booked with the agency number.'),
  },
  {
    name: 'Hertz',
    categories: ['Car'],
    summary: 'Car rentals in Canada, the US, Hawaii and Europe.',
    website: 'https://www.hertz.ca',
    contacts: [contact('Travel agent desk', 'Bookings', '1-800-555-0149')],
    booking: p('Hawaii: book cars early for December to April; inter-island one-way rentals are not possible.'),
    commission: p('5% on rentals booked with the agency number.'),
  },

  // --- Ground & rail -------------------------------------------------------------------------------------
  {
    name: 'VIA Rail Canada',
    categories: ['Ground&Rail'],
    summary: "Canada's passenger trains, including The Canadian from Vancouver to Toronto.",
    website: 'https://www.viarail.ca',
    contacts: [contact('Travel agency desk', 'Bookings', '1-888-555-0150', 'agents@example.com')],
    booking: p('Sleeper Plus and Prestige class on The Canadian sell out a year ahead for summer; hold space early.'),
    commission: p('8% on Sleeper Plus and Prestige; no commission on Economy.'),
  },
  {
    name: 'Rocky Mountaineer',
    categories: ['Ground&Rail', 'VacationPackages'],
    summary: 'Daylight luxury rail through the Rockies between Vancouver, Banff and Jasper.',
    website: 'https://www.rockymountaineer.com',
    contacts: [contact('Tara Bell', 'Business Development Manager', '604-555-0151', 'tara.bell@example.com')],
    booking: p('Packages include hotels in Kamloops (overnight on the train journey) and in the Rockies. GoldLeaf is the upper service.'),
    commission: p('10% on packages.'),
  },
  {
    name: 'Eurail',
    categories: ['Ground&Rail'],
    summary: 'Rail passes for Europe for travellers who live outside Europe.',
    website: 'https://www.eurail.com',
    contacts: [contact('Agent support', 'Passes and reservations', '1-800-555-0152')],
    booking: p('Many high-speed trains need a seat reservation in addition to the pass; budget for them.'),
    commission: p('8% on passes.'),
  },
  {
    name: 'BC Ferries',
    categories: ['Ground&Rail'],
    summary: 'Ferries between Vancouver, Vancouver Island, the Gulf Islands and the Inside Passage.',
    website: 'https://www.bcferries.com',
    contacts: [contact('Vacations desk', 'Packages and reservations', '1-888-555-0153')],
    booking: p('Reserve vehicle space on summer weekends; the Inside Passage route to Prince Rupert runs a reduced schedule in winter.'),
    commission: p('Commission on BC Ferries Vacations packages only: 8%.'),
  },

  // --- Air --------------------------------------------------------------------------------------------
  {
    name: 'Air Canada',
    categories: ['Air'],
    summary: "Canada's largest airline; domestic, transborder and international flights.",
    website: 'https://www.aircanada.com',
    contacts: [contact('Agency help desk', 'Ticketing questions', '1-888-555-0154')],
    booking: p('Book flights through our consolidator; name changes are not allowed, only corrections of spelling.'),
    commission: p('No base commission on published fares; the service fee in your agreement applies.'),
  },
  {
    name: 'WestJet',
    categories: ['Air'],
    summary: 'Canadian airline with flights across Canada, to the US, sun and Europe.',
    website: 'https://www.westjet.com',
    contacts: [contact('Agency services', 'Ticketing questions', '1-888-555-0155')],
    booking: p('Book through our consolidator or the WestJet agent site. Basic fares have no changes and no seat selection; explain before booking.'),
    commission: p('No base commission on published fares; the service fee in your agreement applies.'),
  },
  {
    name: 'Porter Airlines',
    categories: ['Air'],
    summary: 'Canadian airline flying from Toronto Pearson and Billy Bishop, and from Vancouver and Calgary.',
    website: 'https://www.flyporter.com',
    contacts: [contact('Agency services', 'Ticketing questions', '1-888-555-0156')],
    booking: p('Fares include snacks and drinks on board; PorterClassic fares include a checked bag.'),
    commission: p('No base commission on published fares; the service fee in your agreement applies.'),
  },

  // --- Hotels ---------------------------------------------------------------------------------------------
  {
    name: 'Fairmont Hotels & Resorts',
    categories: ['Hotels'],
    summary: 'Historic hotels such as the Fairmont Banff Springs and Chateau Lake Louise.',
    website: 'https://www.fairmont.com',
    contacts: [contact('Andrea Lopez', 'Travel Industry Sales, Canada', '604-555-0157', 'andrea.lopez@example.com')],
    booking: p('Book with the agency number so commission is paid automatically. Lake Louise summer rooms sell out early.'),
    commission: p('10% on room rates.'),
  },
  {
    name: 'Marriott Bonvoy',
    categories: ['Hotels'],
    summary: 'Marriott, Sheraton, Westin and 30 other brands worldwide.',
    website: 'https://www.marriott.com',
    contacts: [contact('Travel agent desk', 'Bookings', '1-800-555-0158')],
    booking: p("Add the client's Bonvoy number; prepaid rates are not refundable."),
    commission: p('10% on flexible rates; no commission on prepaid rates.'),
  },
  {
    name: 'Hilton',
    categories: ['Hotels'],
    summary: 'Hilton, DoubleTree, Hampton and other brands worldwide.',
    website: 'https://www.hilton.com',
    contacts: [contact('Travel agent desk', 'Bookings', '1-800-555-0159')],
    booking: p("Add the client's Hilton Honors number; book flexible rates for commission."),
    commission: p('10% on flexible rates.'),
  },

  // --- Additional services -------------------------------------------------------------------------------
  {
    name: "Park'N Fly",
    categories: ['AdditionalServices'],
    summary: 'Airport parking at Vancouver, Toronto, Montreal and other Canadian airports.',
    website: 'https://www.parknfly.ca',
    contacts: [contact('Customer care', 'Reservations', '1-800-555-0160')],
    booking: p('Reserve online for the client with their licence plate; valet and covered parking cost more.'),
    commission: p('No commission: a service for clients; mention it in pre-departure notes.'),
  },
  {
    name: 'Priority Pass',
    categories: ['AdditionalServices'],
    summary: 'Airport lounge membership with access to more than 1,500 lounges.',
    website: 'https://www.prioritypass.com',
    contacts: [contact('Member services', 'Membership questions', '1-800-555-0161')],
    booking: p('Many premium credit cards include membership; check before the client buys one.'),
    commission: p('No commission: a service for clients.'),
  },
  {
    name: 'Airalo',
    categories: ['AdditionalServices'],
    summary: 'Mobile data eSIMs for more than 200 countries, bought online before departure.',
    website: 'https://www.airalo.com',
    contacts: [contact('Support', 'Online help only', '', 'airalo.support@example.com')],
    booking: p('Clients buy and install the eSIM themselves before leaving; their phone must support eSIM and be unlocked.'),
    commission: p('No commission: a service for clients; include it in pre-departure notes.'),
  },
];

/** The local suppliers guide, as admin input (validated by the same schema the admin editor uses). */
export const SEED_SUPPLIERS: readonly SupplierCreateInput[] = SEED_SUPPLIER_LIST.map((supplier) => ({
  name: supplier.name,
  categories: supplier.categories,
  summary: supplier.summary,
  // Seeded suppliers have no logo files: the portal shows their names instead, as it would for any supplier without one.
  logo: null,
  website: supplier.website,
  agentPortal: null,
  contacts: supplier.contacts,
  bookingNotes: supplier.booking,
  commissionNotes: supplier.commission,
  documents: supplier.documents ?? [],
  active: true,
}));
