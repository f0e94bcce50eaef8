/** Text of the lead routing screen (keys → English). */
export const leadRoutingMessages = {
  title: 'Lead routing',
  description:
    'Who gets a lead the moment it arrives: the agent whose share link brought it first, then the agents who fit these rules in turn, else the agency desk. And how soon someone must contact the person.',
  thing: 'the routing rules',
  loading: 'Loading the routing rules…',
  save: 'Save routing rules',
  saving: 'Saving…',
  saved: 'Routing rules saved.',
  neverSaved: 'These are the defaults: nothing is routed by rules until you save.',
  lastSaved: 'Last saved {date} by {by}.',

  deadlineHeading: 'First-contact deadline',
  firstContactHours: 'Business hours to first contact',
  firstContactHoursHint: 'Counted in the call centre’s hours below. The agent is reminded halfway; the desk is told at the deadline.',
  reassignAfterDeadline: 'When the deadline passes, give the lead to another agent who fits',

  deskHeading: 'Agency desk',
  deskHint: 'The admins who take the leads no agent fits, and who are told when a deadline passes.',
  noAdmins: 'No admins yet.',

  agentsHeading: 'Agents',
  agentsHint:
    'Languages, specialties and province come from each agent’s profile. Routing matches a language first (the one the person asked for; a lead from the French site asks for French and goes only to agents who list French), then destinations or specialties, then the province, and takes turns among who is left.',
  noAgents: 'No connected agents yet. Add agents under Agents, then give them routing rules here.',
  agentColumn: 'Agent',
  receivesLeads: 'Takes routed leads',
  destinations: 'Destinations',
  destinationsPlaceholder: 'Any destination',
  maxOpenLeads: 'Most open leads',
  maxOpenLeadsPlaceholder: 'No cap',
  awayFrom: 'Away from',
  awayUntil: 'Away until',
  inactive: 'inactive',
  profileFacts: '{languages} · {province}',
  noProvince: 'no province',

  hoursHeading: 'Call-centre hours',
  hoursHint: 'Agency time (Pacific). A deadline only counts the minutes the call centre is open.',
  open: 'Open',
  opens: 'Opens',
  closes: 'Closes',
  days: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },

  holidaysHeading: 'Statutory holidays',
  holidaysHint: 'The call centre is closed these days; deadlines skip them.',
  holidayDate: 'Date',
  holidayName: 'Holiday',
  addHoliday: 'Add a holiday',
  removeHoliday: 'Remove {name}',
  noHolidays: 'No holidays listed.',

  /** Field names in messages ("Harpreet Gill: most open leads must be at least 1."). */
  fieldAgent: '{agent}: {field}',
  fieldHoliday: 'Holiday {number} {field}',
  fieldDay: '{day} {field}',
  fieldDesk: 'Agency desk',
  fieldHours: 'Call-centre hours',
} as const;
