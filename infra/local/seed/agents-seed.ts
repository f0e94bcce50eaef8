import type { AgentProfileInput } from '@tdp/shared/schemas/agent-profile';
import { agentProfileInputSchema } from '@tdp/shared/schemas/agent-profile';
import { createAgentProfile, findAgentProfile } from '@tdp/functions/data/agent-profile-repository';
import type { SeedContext } from './seed-local-stack.ts';

/**
 * The local directory of connected agents: people across Canada with the languages and specialties an
 * agency like this one has. No photos: the directory shows initials when an agent has none (and so would a
 * real agent who has not uploaded one). Addresses are example.com; phones are in the 555-01xx range.
 */

/** Username of the local agent login (`accounts-seed.ts`) whose profile this seed creates. */
export const LOCAL_AGENT_USERNAME = 'agent';

type SeedAgent = Omit<AgentProfileInput, 'photo' | 'email' | 'status'> & { status?: AgentProfileInput['status']; email?: string; username?: string };

const SEED_AGENTS: readonly SeedAgent[] = [
  {
    slug: 'jordan-lee',
    name: 'Jordan Lee',
    username: LOCAL_AGENT_USERNAME,
    email: 'jordan.lee@example.com',
    bio: 'Jordan has planned sun holidays for Lower Mainland families for nine years, from first all-inclusive trips to multi-generation reunions in Mexico.\n\nAsk Jordan about resorts with kids clubs that parents actually like.',
    specialties: ['all-inclusive', 'caribbean-mexico', 'family-travel'],
    languages: ['english', 'cantonese'],
    city: 'Burnaby',
    province: 'BC',
    phone: '604-555-0110',
    membership: 'Connected Agent',
  },
  {
    slug: 'harpreet-gill',
    name: 'Harpreet Gill',
    bio: 'Harpreet has sailed the Danube, the Rhine and the Douro and now books river cruises for travellers who want Europe without repacking every night.\n\nShe also plans family trips to India with stopovers in Europe.',
    specialties: ['river-cruises', 'europe', 'family-travel'],
    languages: ['english', 'punjabi', 'hindi'],
    city: 'Surrey',
    province: 'BC',
    phone: '604-555-0111',
    membership: 'Senior Connected Agent',
  },
  {
    slug: 'wei-chen',
    name: 'Wei Chen',
    bio: 'Wei designs tailor-made trips to Japan, China and Southeast Asia, and luxury ocean cruises across the Pacific.\n\nHe has led small groups through Kyoto in cherry-blossom season for the past six springs.',
    specialties: ['asia', 'luxury', 'ocean-cruises'],
    languages: ['english', 'mandarin', 'cantonese'],
    city: 'Richmond',
    province: 'BC',
    phone: '604-555-0112',
    membership: 'Senior Connected Agent',
  },
  {
    slug: 'maria-santos',
    name: 'Maria Santos',
    bio: 'Maria has coordinated more than 80 destination weddings in Mexico, the Dominican Republic and Jamaica, from the first site visit to the last airport transfer.\n\nCouples love her checklists; guests love that she answers their questions too.',
    specialties: ['destination-weddings', 'caribbean-mexico', 'honeymoons'],
    languages: ['english', 'tagalog', 'spanish'],
    city: 'Langley',
    province: 'BC',
    phone: '604-555-0113',
    membership: 'Senior Connected Agent',
  },
  {
    slug: 'amelie-roy',
    name: 'Amélie Roy',
    bio: 'Amélie spent ten years as a tour director in France and Italy before becoming a connected agent.\n\nShe books escorted tours and river cruises in French or English, and knows which walking tours suit which knees.',
    specialties: ['europe', 'river-cruises', 'escorted-tours'],
    languages: ['french', 'english'],
    city: 'Montréal',
    province: 'QC',
    phone: '514-555-0114',
    membership: 'Connected Agent',
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    bio: 'Daniel plans safaris in Kenya, Tanzania and Botswana, and adventure trips from Patagonia to Iceland.\n\nHe organises a group safari every February for travellers from Alberta.',
    specialties: ['adventure', 'africa-safari', 'group-travel'],
    languages: ['english'],
    city: 'Calgary',
    province: 'AB',
    phone: '403-555-0115',
    membership: 'Connected Agent',
  },
  {
    slug: 'priya-nair',
    name: 'Priya Nair',
    bio: 'Priya specialises in honeymoons: overwater villas in the Maldives, Bali retreats and luxury rail journeys in India.\n\nShe is known for the small surprises she arranges on arrival.',
    specialties: ['honeymoons', 'asia', 'luxury'],
    languages: ['english', 'hindi', 'gujarati'],
    city: 'Brampton',
    province: 'ON',
    phone: '905-555-0116',
    membership: 'Connected Agent',
  },
  {
    slug: 'min-jun-park',
    name: 'Min-jun Park',
    bio: 'Min-jun books family trips to Korea and Japan and Alaska cruises out of Vancouver.\n\nHe travels with his own three children, so he plans around nap times and picky eaters.',
    specialties: ['asia', 'ocean-cruises', 'family-travel'],
    languages: ['english', 'korean'],
    city: 'Coquitlam',
    province: 'BC',
    phone: '604-555-0117',
    membership: 'Connected Agent',
  },
  {
    slug: 'sofia-martinez',
    name: 'Sofia Martínez',
    bio: 'Sofia grew up in Mexico City and has lived in Toronto for fifteen years. She plans Riviera Maya weddings, Costa Rica family trips and Caribbean getaways.\n\nShe answers in English, Spanish or Portuguese.',
    specialties: ['caribbean-mexico', 'destination-weddings', 'family-travel'],
    languages: ['english', 'spanish', 'portuguese'],
    city: 'Toronto',
    province: 'ON',
    phone: '416-555-0118',
    membership: 'Connected Agent',
  },
  {
    slug: 'liam-oconnor',
    name: "Liam O'Connor",
    bio: 'Liam has sailed on more than forty ocean cruises, from transatlantic crossings to the Norwegian fjords.\n\nHe helps first-time cruisers pick the right ship, cabin and shore excursions.',
    specialties: ['ocean-cruises', 'europe', 'escorted-tours'],
    languages: ['english'],
    city: 'Halifax',
    province: 'NS',
    phone: '902-555-0119',
    membership: 'Senior Connected Agent',
  },
  {
    slug: 'fatima-rahimi',
    name: 'Fatima Rahimi',
    bio: 'Fatima plans luxury trips to Europe and the Middle East and specialises in accessible travel: step-free hotels, adapted transfers and cruise lines that get it right.\n\nShe speaks English, Farsi and Arabic.',
    specialties: ['luxury', 'europe', 'accessible-travel'],
    languages: ['english', 'farsi', 'arabic'],
    city: 'North Vancouver',
    province: 'BC',
    phone: '604-555-0120',
    membership: 'Connected Agent',
  },
  {
    slug: 'gurpreet-dhaliwal',
    name: 'Gurpreet Dhaliwal',
    bio: 'Gurpreet organises group travel for Fraser Valley families and community groups, including weddings of two hundred guests in Punta Cana.\n\nHe keeps every traveller on one itinerary and one group chat.',
    specialties: ['group-travel', 'destination-weddings', 'all-inclusive'],
    languages: ['english', 'punjabi'],
    city: 'Abbotsford',
    province: 'BC',
    phone: '604-555-0121',
    membership: 'Connected Agent',
  },
  {
    slug: 'chloe-gagnon',
    name: 'Chloé Gagnon',
    bio: 'Chloé is an Authorized Disney Vacation Planner who has visited Walt Disney World more than twenty times.\n\nShe plans park days, dining reservations and Disney Cruise Line sailings in French or English.',
    specialties: ['disney', 'family-travel', 'all-inclusive'],
    languages: ['french', 'english'],
    city: 'Québec',
    province: 'QC',
    phone: '418-555-0122',
    membership: 'Connected Agent',
  },
  {
    slug: 'ethan-wong',
    name: 'Ethan Wong',
    bio: 'Ethan handles corporate travel and incentive trips for Greater Toronto businesses, and luxury holidays in Hong Kong, Singapore and Tokyo.\n\nHe is available for urgent changes while you are on the road.',
    specialties: ['corporate-travel', 'asia', 'luxury'],
    languages: ['english', 'cantonese', 'mandarin'],
    city: 'Markham',
    province: 'ON',
    phone: '905-555-0123',
    membership: 'Connected Agent',
  },
  {
    slug: 'aisha-khan',
    name: 'Aisha Khan',
    bio: 'Aisha plans honeymoons and anniversary trips to Fiji, Bora Bora and the Caribbean, with a soft spot for adults-only resorts.\n\nShe speaks English, Urdu and Hindi.',
    specialties: ['honeymoons', 'all-inclusive', 'south-pacific'],
    languages: ['english', 'urdu', 'hindi'],
    city: 'Mississauga',
    province: 'ON',
    phone: '905-555-0124',
    membership: 'Connected Agent',
  },
  {
    slug: 'noah-thompson',
    name: 'Noah Thompson',
    bio: 'Noah books Disney parks, Disney cruises and family cruises for Edmonton families, and knows the direct flights that save a day of travel.\n\nHe has taken his own kids to Disneyland six times.',
    specialties: ['disney', 'family-travel', 'ocean-cruises'],
    languages: ['english'],
    city: 'Edmonton',
    province: 'AB',
    phone: '780-555-0125',
    membership: 'Connected Agent',
  },
  {
    slug: 'isabella-rossi',
    name: 'Isabella Rossi',
    bio: 'Isabella plans food and wine journeys through Italy, river cruises on the Rhône and luxury stays on the Amalfi Coast.\n\nShe still has family in Puglia and shares their favourite trattorias.',
    specialties: ['europe', 'river-cruises', 'luxury'],
    languages: ['english', 'italian'],
    city: 'Vaughan',
    province: 'ON',
    phone: '905-555-0126',
    membership: 'Senior Connected Agent',
  },
  {
    slug: 'anh-tran',
    name: 'Anh Tran',
    bio: 'Anh designs trips to Vietnam, Cambodia and Thailand, from Ha Long Bay cruises to cooking classes in Hoi An.\n\nShe also leads small escorted tours for travellers who want company on the road.',
    specialties: ['asia', 'adventure', 'escorted-tours'],
    languages: ['english', 'vietnamese', 'french'],
    city: 'Vancouver',
    province: 'BC',
    phone: '604-555-0127',
    membership: 'Connected Agent',
  },
  {
    slug: 'kenji-sato',
    name: 'Kenji Sato',
    bio: 'Kenji plans hiking and rail journeys in Japan and adventure trips in New Zealand, and has worked with travellers who use wheelchairs for a decade.\n\nHe checks every transfer and hotel room himself.',
    specialties: ['asia', 'adventure', 'accessible-travel'],
    languages: ['english', 'japanese'],
    city: 'Victoria',
    province: 'BC',
    phone: '250-555-0128',
    membership: 'Connected Agent',
  },
  {
    slug: 'hannah-becker',
    name: 'Hannah Becker',
    bio: 'Hannah books Christmas-market river cruises, cycling tours along the Danube and Alpine hiking holidays.\n\nShe answers in English or German.',
    specialties: ['river-cruises', 'europe', 'adventure'],
    languages: ['english', 'german'],
    city: 'Kelowna',
    province: 'BC',
    phone: '250-555-0129',
    membership: 'Connected Agent',
  },
  {
    slug: 'jasmine-sidhu',
    name: 'Jasmine Sidhu',
    bio: 'Jasmine coordinates destination weddings and group getaways to Mexico and Jamaica for couples across the Prairies.\n\nShe negotiates group rates so every guest gets the same price.',
    specialties: ['destination-weddings', 'caribbean-mexico', 'group-travel'],
    languages: ['english', 'punjabi'],
    city: 'Winnipeg',
    province: 'MB',
    phone: '204-555-0130',
    membership: 'Connected Agent',
  },
  {
    slug: 'olivia-campbell',
    name: 'Olivia Campbell',
    bio: 'Olivia plans winter escapes for Saskatchewan families: all-inclusive resorts, Disney holidays and easy one-stop flights.\n\nShe is happiest planning the first big trip of a family.',
    specialties: ['disney', 'all-inclusive', 'family-travel'],
    languages: ['english'],
    city: 'Saskatoon',
    province: 'SK',
    phone: '306-555-0131',
    membership: 'Connected Agent',
  },
  {
    slug: 'rafael-mendoza',
    name: 'Rafael Mendoza',
    bio: 'Rafael books ocean cruises in the South Pacific and the Caribbean, and organises cruise groups for clubs and congregations.\n\nHe speaks English and Spanish.',
    specialties: ['ocean-cruises', 'south-pacific', 'group-travel'],
    languages: ['english', 'spanish'],
    city: 'Langley',
    province: 'BC',
    phone: '604-555-0132',
    membership: 'Connected Agent',
  },
  {
    slug: 'grace-liu',
    name: 'Grace Liu',
    bio: 'Grace plans escorted tours of Europe and accessible holidays for travellers with reduced mobility, in English, Mandarin or French.\n\nShe used to be an occupational therapist and knows what to ask hotels.',
    specialties: ['accessible-travel', 'escorted-tours', 'europe'],
    languages: ['english', 'mandarin', 'french'],
    city: 'Ottawa',
    province: 'ON',
    phone: '613-555-0133',
    membership: 'Connected Agent',
  },
  {
    slug: 'robert-hughes',
    name: 'Robert Hughes',
    status: 'inactive',
    bio: 'Robert planned fishing lodges and Alaska cruises for twenty years and has now retired.',
    specialties: ['ocean-cruises', 'adventure'],
    languages: ['english'],
    city: 'Nanaimo',
    province: 'BC',
    phone: '250-555-0134',
    membership: 'Connected Agent',
  },
];

function emailOf(agent: SeedAgent): string {
  const local = agent.slug.replace(/-/g, '.');
  return agent.email ?? `${local}@example.com`;
}

/** The seed's profiles, as admin input (validated by the same schema the admin editor uses). */
export function seedAgentProfiles(): Array<{ profile: AgentProfileInput; username: string | null }> {
  return SEED_AGENTS.map(({ username, status, email: _email, ...agent }) => ({
    profile: agentProfileInputSchema.parse({ ...agent, photo: null, email: emailOf(agent), status: status ?? 'active' }),
    username: username ?? null,
  }));
}

/**
 * Stores the local directory through the agent profile repository, so the profiles are stored exactly as
 * real ones are. The profile of the local `agent` login carries its username. Skips a slug that exists.
 */
export async function seedAgents(context: SeedContext): Promise<void> {
  if (process.env.CONTENT_TABLE !== context.tableNames.content) {
    throw new Error('seedAgents needs the functions’ environment (CONTENT_TABLE, DYNAMO_ENDPOINT) set to the local stack first');
  }
  const actor = { username: 'seed', now: '2026-11-01T09:00:00.000Z' };
  let created = 0;
  for (const { profile, username } of seedAgentProfiles()) {
    if (await findAgentProfile(profile.slug)) continue;
    await createAgentProfile(profile, actor, username);
    created += 1;
  }
  context.log(`created ${created} connected-agent profiles`);
}
