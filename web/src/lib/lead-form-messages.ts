/** Text shared by the public lead forms (quote requests, agent application, contact message): keys → English. */
export const leadFormMessages = {
  /** "Email must be an e-mail address.": a field's label followed by the shared schema's rule. */
  fieldRule: '{label} {rule}.',
  isRequired: 'is required',
  required: '(required)',
  optional: '(optional)',

  honeypotLabel: 'Leave this field empty',

  consentLabel: 'I agree to be contacted about this request by e-mail, phone or text.',
  marketingLabel: 'Send me travel deals and news by e-mail (optional; you can unsubscribe at any time).',
  consentField: 'Consent',

  send: 'Send',
  sending: 'Sending…',

  checkFieldsTitle: 'Some answers need another look',
  checkFieldsMessage: 'Please correct the fields marked below and send the form again.',
  tooManyTitle: 'Too many requests for now',
  tooManyOneMinute: 'We received several requests from you in a short time. Please try again in 1 minute, or call us at {phone}.',
  tooManyMinutes: 'We received several requests from you in a short time. Please try again in {minutes} minutes, or call us at {phone}.',
  tooManyLater: 'We received several requests from you in a short time. Please try again later, or call us at {phone}.',
  networkTitle: 'No connection',
  networkMessage: 'Your request could not reach us. Check your connection and send it again: nothing you typed is lost.',
  tooLargeTitle: 'This request is too long',
  tooLargeMessage: 'Please shorten your notes or message and send it again.',
  failedTitle: 'Your request could not be sent',
  failedMessage: 'Something went wrong on our side. Please try again in a moment, or call us at {phone}.',
} as const;
