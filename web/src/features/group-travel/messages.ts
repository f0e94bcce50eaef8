/** Text of the group travel pages (keys → English). */
export const groupTravelMessages = {
  overviewTitle: 'Group travel',
  overviewDescription:
    'Group travel with TBB Travel: destination weddings, trips with friends and family, reunions and hosted group departures, planned by one advisor from quote to homecoming.',
  overviewHeading: 'Group travel, handled',
  overviewIntro:
    'Ten travellers or two hundred, one advisor looks after everyone: the rooms, the flights from different cities, the payment schedules and the questions. You enjoy the trip with your people.',
  requestGroupQuote: 'Request a group quote',
  topicsHeading: 'What kind of group trip?',
  learnMore: 'Learn more',
  moreGroupsHeading: 'Other groups we travel with',
  moreGroups: [
    'Family reunions across three generations',
    'Corporate retreats and incentive trips',
    'School trips and sports teams heading to tournaments',
    'Clubs, congregations and alumni associations',
  ],
  stepsHeading: 'How group travel works with us',
  steps: [
    { title: 'Tell us about your group', body: 'Who is coming, roughly when, where you are dreaming of, and the budget that works for most of the group.' },
    {
      title: 'Get a proposal',
      body: 'Your advisor compares resorts, cruises or tours, negotiates a group rate where one is available, and sends you clear options.',
    },
    { title: 'Invite your travellers', body: 'Each traveller or family books and pays their own share through us, on a schedule you know in advance.' },
    { title: 'Travel together', body: 'We keep the rooming list, special requests and changes in order, and we are a phone call away while you are away.' },
  ],
  callHeading: 'Prefer to talk it through?',
  callBody: 'Call our group desk at {phone}. {hours}',
  handledHeading: 'What we take care of',
  ideasHeading: 'Ideas our groups love',
  goodToKnowHeading: 'Good to know',
  breadcrumbLabel: 'Breadcrumb',
  home: 'Home',

  topics: {
    'friends-and-family': {
      title: 'Trips with friends and family',
      description:
        'Plan a trip with friends and family: milestone birthdays, anniversaries and reunions at one resort or on one ship, with each family paying its own share.',
      card: 'Milestone birthdays, anniversaries and getaways with the people you love, at one resort or on one ship.',
      intro:
        'A fiftieth birthday in the sun, cousins from three provinces on one cruise, the whole family at the same resort for once. Getting everyone to the same place at the same time is the hard part, and that is the part we do.',
      handled: [
        'A block of rooms at one resort, or cabins together on one ship',
        'Flights from each traveller’s own city, from Vancouver to Halifax',
        'A payment schedule for each family, so nobody fronts the cost for everyone',
        'Group dinners, excursions and celebrations booked ahead',
        'Travel insurance offered to every traveller',
      ],
      ideas: [
        'All-inclusive resorts in the Riviera Maya or Punta Cana',
        'An Alaska cruise leaving from Vancouver',
        'Condos and villas side by side in Maui',
        'A multi-generational Walt Disney World holiday',
        'A Danube river cruise for the grown-ups',
      ],
      goodToKnow:
        'Groups that fill eight rooms or more can often get a group rate, and some resorts and cruise lines add extras such as a complimentary room or a private welcome event. Ask early: the best room blocks go nine to twelve months ahead.',
    },
    'destination-wedding': {
      title: 'Destination weddings',
      description:
        'Plan your destination wedding with TBB Travel: the resort and wedding package, a room block for your guests, guest bookings and your honeymoon.',
      card: 'Your ceremony on a beach or a terrace abroad, with your guests’ rooms and questions handled for you.',
      intro:
        'Say “I do” with your toes in the sand or on a terrace over the Mediterranean, surrounded by the people who matter. We help you choose the resort and the wedding package, then look after every guest so you can enjoy being engaged.',
      handled: [
        'Comparing resorts, wedding venues and packages with you',
        'A room block for your guests, with a booking page you can share',
        'Every guest’s booking, payments and questions, handled by our team',
        'Welcome parties, rehearsal dinners and excursions for the group',
        'Your honeymoon, before or after the wedding',
      ],
      ideas: [
        'Beachfront ceremonies in the Riviera Maya and Los Cabos',
        'Adults-only resorts in Jamaica and the Dominican Republic',
        'Rainforest and ocean views in Costa Rica',
        'Garden weddings in Maui',
        'Villas and vineyards in Italy and Greece',
      ],
      goodToKnow:
        'Start twelve to eighteen months ahead for popular dates. Many couples hold a symbolic ceremony abroad and sign the legal paperwork at home; we will tell you what each destination asks of you.',
    },
    'group-promotion': {
      title: 'Hosted trips and group promotions',
      description:
        'Hosted group departures for clubs, congregations, alumni, creators and businesses: we design the trip, price it, promote it with you and look after every traveller.',
      card: 'Lead a trip for your club, community, congregation or audience: we design it, price it and promote it with you.',
      intro:
        'Run a wine club, a congregation, a photography group or an audience that asks where you travel next? Host a trip of your own. We design the itinerary with trusted tour operators, price it for your members and help you fill it.',
      handled: [
        'An itinerary built around your group’s interests',
        'Pricing that can include the host’s own place on the trip',
        'A flyer, a booking page and an information evening, online or in person',
        'Deposits, final payments and documents for every traveller',
        'A tour director or an escort from our team, if you want one',
      ],
      ideas: [
        'A food and wine journey through Portugal',
        'Christmas markets on a Rhine river cruise',
        'A photography safari in Kenya and Tanzania',
        'A golf week in Scotland',
        'A faith journey to the Holy Land or Italy',
      ],
      goodToKnow:
        'Most hosted trips are announced nine to fifteen months ahead, with a minimum number of travellers confirmed by a set date. We plan that timeline with you before anything is published.',
    },
  },
} as const;
