/** Text of the diagnostics page `/test` (keys → English). Meant for the agency's support staff and developers. */
export const diagnosticsMessages = {
  title: 'Site diagnostics',
  description: 'Technical status of the TBB Travel website: API health and the settings this page loaded.',
  intro:
    'What this browser sees of the site: whether the API answers, and the settings loaded from /config.json. Share this page with support when something does not work.',
  apiHeading: 'API health',
  checking: 'Checking the API…',
  healthy: 'The API answered “{status}” in {milliseconds} ms (server time {time}).',
  unhealthy: 'The API did not answer correctly: {reason}',
  checkAgain: 'Check again',
  configHeading: 'Runtime configuration',
  setting: 'Setting',
  value: 'Value',
  notSet: '(not set)',
  sameOrigin: '(same origin as this page)',
  browserHeading: 'This browser',
  pageAddress: 'Page address',
  language: 'Language',
  online: 'Online',
  yes: 'Yes',
  no: 'No',
  homeLink: 'Go to the home page',
} as const;
