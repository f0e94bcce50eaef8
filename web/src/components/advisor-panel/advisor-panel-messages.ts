/** Words of the "Your travel advisor" panel a package page shows to a visit an agent's link brought. */
export const advisorPanelMessages = {
  heading: 'Your travel advisor',
  call: 'Call {phone}',
  callLabel: 'Call {name} at {phone}',
  email: 'E-mail {name}',
  emailLabel: 'E-mail {name} at {email}',
  text: 'Text {phone}',
  textLabel: 'Send {name} a text message at {phone}',
  prefersPhone: '{name} prefers a phone call first.',
  prefersEmail: '{name} prefers an e-mail first.',
  prefersText: '{name} prefers a text message first.',
  requestQuote: 'Request a quote from {name}',
  profile: 'About {name}',
} as const;
