import { htmlToText } from '@tdp/shared/email/html-to-text';
import { placeholdersIn, templateTexts, type EmailPlaceholder, type EmailTemplateContent, type EmailType } from '@tdp/shared/schemas/email-template';

/**
 * The templates that ship with the product, one per e-mail type and named after it. They are used until an
 * admin saves a template of that id, so a fresh stage sends sensible mail before anyone edits anything;
 * the local seed stores them so the admin screens show saved copies.
 */

/** A template in code: its id and content. */
export interface BuiltInEmailTemplate extends EmailTemplateContent {
  id: string;
}

/** A built-in template; its text body is its HTML body read as text, so the two never drift apart. */
function template(id: EmailType, name: string, subject: string, html: string[]): BuiltInEmailTemplate {
  const htmlBody = html.join('\n');
  const textBody = htmlToText(htmlBody);
  // A built-in template declares exactly what it uses, so it passes the same checks as an admin's.
  const placeholders = placeholdersIn(`${subject}\n${htmlBody}\n${textBody}`) as EmailPlaceholder[];
  return { id, name, subject, html: htmlBody, text: textBody, placeholders };
}

const QUOTE_DETAILS_HTML = [
  '<ul>',
  '<li><strong>Request:</strong> {{requestKind}}</li>',
  '<li><strong>Destinations:</strong> {{destinations}}</li>',
  '<li><strong>Departing from:</strong> {{departureCity}}</li>',
  '<li><strong>Dates:</strong> {{travelDates}}</li>',
  '<li><strong>Travellers:</strong> {{travellers}}</li>',
  '<li><strong>Budget per person:</strong> {{budgetPerPerson}}</li>',
  '<li><strong>Travel styles:</strong> {{travelStyles}}</li>',
  '<li><strong>Group:</strong> {{groupDetails}}</li>',
  '<li><strong>Package:</strong> {{packageLink}}</li>',
  '</ul>',
];
const ENGLISH_TEMPLATES: Readonly<Record<EmailType, BuiltInEmailTemplate>> = {
  'quote-received-agency': template(
    'quote-received-agency',
    'Quote request: to the agency',
    'New {{requestKind}} request from {{fullName}} ({{destinations}})',
    [
      '<h2>New {{requestKind}} request</h2>',
      '<p><strong>{{fullName}}</strong>, {{email}} (prefers {{preferredContact}})<br>Phone: {{phone}}</p>',
      ...QUOTE_DETAILS_HTML,
      '<p><strong>Notes:</strong> {{notes}}</p>',
      '<p>Connected agent: {{agentName}}<br>Sent from: {{sourcePage}}<br>Offers opt-in: {{marketingOptIn}}</p>',
      '<p>Reference {{reference}}: <a href="{{adminLink}}">open the request in the leads inbox</a>.</p>',
    ],
  ),
  // A confirmation goes to whatever address was typed in the form, so it says nothing the visitor wrote
  // (no name, destinations or notes): only the reference and the agency's own words (issue 16, item 6).
  'quote-received-customer': template(
    'quote-received-customer',
    'Quote request: confirmation to the traveller',
    'We received your quote request ({{reference}})',
    [
      '<p>{{greeting}},</p>',
      '<p>Thank you for asking TBB Travel for a quote. A travel advisor will contact you within one business day, by {{preferredContact}} as you asked.</p>',
      '<ul>',
      '<li><strong>Request:</strong> {{requestKind}}</li>',
      '<li><strong>Trip:</strong> {{tripAskedAbout}}</li>',
      '<li><strong>Dates:</strong> {{travelDates}}</li>',
      '<li><strong>Travellers:</strong> {{travellers}}</li>',
      '<li><strong>Budget per person:</strong> {{budgetPerPerson}}</li>',
      '<li><strong>Travel styles:</strong> {{travelStyles}}</li>',
      '</ul>',
      '<p><img src="{{advisorPhotoUrl}}" alt="" width="72" height="72"></p>',
      '<p><strong>Your travel advisor:</strong> {{advisorContact}}</p>',
      '<p>Your reference is <strong>{{reference}}</strong>. If anything changes, reply to this e-mail or call us at {{agencyPhone}}, Monday to Saturday, 9 AM to 5 PM Pacific.</p>',
      '<p>If you did not ask us for a quote, you can ignore this e-mail.</p>',
      '<p>Happy travels,<br>The TBB Travel team</p>',
    ],
  ),
  'lead-received-agent': template('lead-received-agent', 'Request for a connected agent', '{{fullName}} sent a {{requestKind}} through your TBB Travel page', [
    '<p>Hello {{agentName}},</p>',
    '<p><strong>{{fullName}}</strong> sent a {{requestKind}} that is assigned to you. Please reach out by {{preferredContact}}: {{preferredContactAddress}}<br>E-mail: {{email}}<br>Phone: {{phone}}</p>',
    ...QUOTE_DETAILS_HTML,
    '<p><strong>Subject:</strong> {{subject}}</p>',
    '<p><strong>Notes:</strong> {{notes}}</p>',
    '<p>Reference: {{reference}}<br>Sent from: {{sourcePage}}</p>',
  ]),
  'lead-assigned-agent': template('lead-assigned-agent', 'Lead assigned to a connected agent', 'A lead is assigned to you: {{fullName}} ({{reference}})', [
    '<p>Hello {{agentName}},</p>',
    '<p>The TBB Travel team assigned you a {{requestKind}} from <strong>{{fullName}}</strong>. Please reach out by {{preferredContact}}: {{preferredContactAddress}}<br>E-mail: {{email}}<br>Phone: {{phone}}</p>',
    ...QUOTE_DETAILS_HTML,
    '<p><strong>Subject:</strong> {{subject}}</p>',
    '<p><strong>Notes:</strong> {{notes}}</p>',
    '<p>Reference {{reference}}: <a href="{{portalLink}}">open the lead in My leads</a> to record your follow-up.</p>',
  ]),
  'lead-first-contact-reminder': template(
    'lead-first-contact-reminder',
    'First-contact reminder',
    'Reminder: contact {{fullName}} by {{firstContactDue}} ({{reference}})',
    [
      '<p>Hello {{holderName}},</p>',
      '<p><strong>{{fullName}}</strong> sent a {{requestKind}} and nobody has contacted them yet. Please reach out by {{preferredContact}}: {{preferredContactAddress}} before <strong>{{firstContactDue}}</strong>; after that the agency desk is told.<br>E-mail: {{email}}<br>Phone: {{phone}}</p>',
      ...QUOTE_DETAILS_HTML,
      '<p><strong>Subject:</strong> {{subject}}</p>',
      '<p><strong>Notes:</strong> {{notes}}</p>',
      '<p>Reference {{reference}}: <a href="{{portalLink}}">open the lead in My leads</a> (agents) or <a href="{{adminLink}}">in the leads inbox</a> (the desk), and set it to Contacted once you have reached them.</p>',
    ],
  ),
  'lead-first-contact-escalation': template(
    'lead-first-contact-escalation',
    'First-contact deadline passed: to the agency desk',
    'Not contacted in time: {{fullName}} ({{reference}}), held by {{holderName}}',
    [
      '<p>The first-contact deadline of this {{requestKind}} passed at <strong>{{firstContactDue}}</strong> and nobody has contacted <strong>{{fullName}}</strong> yet. It is held by {{holderName}}.</p>',
      '<p>Reach them by {{preferredContact}}: {{preferredContactAddress}}<br>E-mail: {{email}}<br>Phone: {{phone}}</p>',
      ...QUOTE_DETAILS_HTML,
      '<p><strong>Subject:</strong> {{subject}}</p>',
      '<p><strong>Notes:</strong> {{notes}}</p>',
      '<p>Reference {{reference}}: <a href="{{adminLink}}">open the lead</a> to reassign it or record the contact.</p>',
    ],
  ),
  'application-received-agency': template(
    'application-received-agency',
    'Agent application: to the agency',
    'New agent application from {{fullName}} ({{city}})',
    [
      '<h2>New connected-agent application</h2>',
      '<p><strong>{{fullName}}</strong>, {{email}}<br>Phone: {{phone}}</p>',
      '<ul>',
      '<li><strong>Location:</strong> {{city}}</li>',
      '<li><strong>Years of experience:</strong> {{yearsOfExperience}}</li>',
      '<li><strong>Current agency or host:</strong> {{currentAgency}}</li>',
      '<li><strong>Specialties:</strong> {{specialties}}</li>',
      '<li><strong>Languages:</strong> {{languages}}</li>',
      '<li><strong>Heard about us through:</strong> {{heardAboutUs}}</li>',
      '<li><strong>Résumé or certificate:</strong> {{attachment}}</li>',
      '</ul>',
      '<p><strong>Message:</strong> {{notes}}</p>',
      '<p>Offers opt-in: {{marketingOptIn}}<br>Sent from: {{sourcePage}}</p>',
      '<p>Reference {{reference}}: <a href="{{adminLink}}">open the application in the leads inbox</a>.</p>',
    ],
  ),
  // Like the quote confirmation: nothing the applicant wrote, it goes to whatever address was typed.
  'application-received-applicant': template(
    'application-received-applicant',
    'Agent application: confirmation to the applicant',
    'Thank you for applying to TBB Travel ({{reference}})',
    [
      '<p>Hello,</p>',
      '<p>Thank you for your interest in becoming a TBB Travel connected agent. Our team reviews every application and will contact you within three business days to talk about next steps.</p>',
      '<p>Your reference is <strong>{{reference}}</strong>. Questions in the meantime? Call us at {{agencyPhone}}, Monday to Saturday, 9 AM to 5 PM Pacific.</p>',
      '<p>If you did not apply, you can ignore this e-mail.</p>',
      '<p>Welcome aboard, we hope,<br>The TBB Travel team</p>',
    ],
  ),
  'contact-received-agency': template('contact-received-agency', 'Contact message: to the agency', 'Contact message from {{fullName}}: {{subject}}', [
    '<h2>{{subject}}</h2>',
    '<p>From <strong>{{fullName}}</strong>, {{email}}<br>Phone: {{phone}}</p>',
    '<p>{{notes}}</p>',
    '<p>Connected agent: {{agentName}}<br>Sent from: {{sourcePage}}<br>Offers opt-in: {{marketingOptIn}}</p>',
    '<p>Reference {{reference}}: <a href="{{adminLink}}">open the message in the leads inbox</a>.</p>',
  ]),
  'password-reset': template('password-reset', 'Password reset', 'Reset your TBB Travel password', [
    '<p>Hello {{name}},</p>',
    '<p>We received a request to reset the password of your TBB Travel account.</p>',
    '<p>Choose a new password here (the link works once, for {{linkValidFor}}):</p>',
    '<p><a href="{{resetLink}}">{{resetLink}}</a></p>',
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ]),
  'agent-invitation': template('agent-invitation', 'Account invitation', 'Your TBB Travel account is ready, {{name}}', [
    '<p>Hello {{name}},</p>',
    '<p>An account was created for you on the TBB Travel site. Your username is <strong>{{username}}</strong>.</p>',
    '<p>Choose your password here (the link works once, for {{linkValidFor}}):</p>',
    '<p><a href="{{invitationLink}}">{{invitationLink}}</a></p>',
    '<p>Questions? Call us at {{agencyPhone}}.</p>',
  ]),
  'agent-page-change-admins': template(
    'agent-page-change-admins',
    "Agent's page change: to the admins",
    '{{agentName}} changed their page: your approval is needed',
    [
      '<p>Hello,</p>',
      '<p><strong>{{agentName}}</strong> changed their public page: {{changedFields}}.</p>',
      '<p>Visitors keep seeing the page as it was until an admin approves the change. <a href="{{approvalLink}}">Review the change</a> to approve or reject it.</p>',
    ],
  ),
};

// Quebec typography: a non-breaking space before a colon (and inside « »).
const COLON = '\u00a0:';

const QUOTE_DETAILS_HTML_FR = [
  '<ul>',
  `<li><strong>Demande${COLON}</strong> {{requestKind}}</li>`,
  `<li><strong>Destinations${COLON}</strong> {{destinations}}</li>`,
  `<li><strong>Départ de${COLON}</strong> {{departureCity}}</li>`,
  `<li><strong>Dates${COLON}</strong> {{travelDates}}</li>`,
  `<li><strong>Voyageurs${COLON}</strong> {{travellers}}</li>`,
  `<li><strong>Budget par personne${COLON}</strong> {{budgetPerPerson}}</li>`,
  `<li><strong>Styles de voyage${COLON}</strong> {{travelStyles}}</li>`,
  `<li><strong>Groupe${COLON}</strong> {{groupDetails}}</li>`,
  `<li><strong>Forfait${COLON}</strong> {{packageLink}}</li>`,
  '</ul>',
];

/**
 * The French version of each built-in template, written for Quebec readers (« soumission », « courriel », 9 h à 17 h),
 * not translated word for word. The placeholders are the English version's; a visitor's values come in French
 * (lead-email-values.ts).
 */
const FRENCH_VERSIONS: Readonly<Record<EmailType, { subject: string; html: string[] }>> = {
  'quote-received-agency': {
    subject: 'Nouvelle demande ({{requestKind}}) de {{fullName}} ({{destinations}})',
    html: [
      '<h2>Nouvelle demande : {{requestKind}}</h2>'.replace(' :', COLON),
      `<p><strong>{{fullName}}</strong>, {{email}} (préfère être joint par {{preferredContact}})<br>Téléphone${COLON} {{phone}}</p>`,
      ...QUOTE_DETAILS_HTML_FR,
      `<p><strong>Notes${COLON}</strong> {{notes}}</p>`,
      `<p>Agent affilié${COLON} {{agentName}}<br>Envoyée depuis${COLON} {{sourcePage}}<br>Accepte les offres${COLON} {{marketingOptIn}}</p>`,
      `<p>Référence {{reference}}${COLON} <a href="{{adminLink}}">ouvrir la demande dans la boîte des demandes</a>.</p>`,
    ],
  },
  'quote-received-customer': {
    subject: 'Nous avons bien reçu votre demande de soumission ({{reference}})',
    html: [
      '<p>{{greeting}},</p>',
      '<p>Merci d’avoir choisi TBB Travel pour votre projet de voyage. Un conseiller en voyages communiquera avec vous d’ici un jour ouvrable, par {{preferredContact}}, comme vous l’avez demandé.</p>',
      '<ul>',
      `<li><strong>Demande${COLON}</strong> {{requestKind}}</li>`,
      `<li><strong>Voyage${COLON}</strong> {{tripAskedAbout}}</li>`,
      `<li><strong>Dates${COLON}</strong> {{travelDates}}</li>`,
      `<li><strong>Voyageurs${COLON}</strong> {{travellers}}</li>`,
      `<li><strong>Budget par personne${COLON}</strong> {{budgetPerPerson}}</li>`,
      `<li><strong>Styles de voyage${COLON}</strong> {{travelStyles}}</li>`,
      '</ul>',
      '<p><img src="{{advisorPhotoUrl}}" alt="" width="72" height="72"></p>',
      `<p><strong>Votre conseiller en voyages${COLON}</strong> {{advisorContact}}</p>`,
      '<p>Votre numéro de référence est le <strong>{{reference}}</strong>. Un changement à vos plans? Répondez simplement à ce courriel ou appelez-nous au {{agencyPhone}}, du lundi au samedi, de 9 h à 17 h (heure du Pacifique).</p>',
      '<p>Si vous n’avez pas demandé de soumission, vous pouvez ignorer ce courriel.</p>',
      '<p>Au plaisir de planifier votre prochain voyage,<br>L’équipe de TBB Travel</p>',
    ],
  },
  'lead-received-agent': {
    subject: 'Nouvelle demande par votre page TBB Travel : {{fullName}} ({{requestKind}})'.replace(' :', COLON),
    html: [
      '<p>Bonjour {{agentName}},</p>',
      `<p><strong>{{fullName}}</strong> a envoyé une demande qui vous est assignée ({{requestKind}}). Veuillez communiquer avec cette personne par {{preferredContact}}${COLON} {{preferredContactAddress}}<br>Courriel${COLON} {{email}}<br>Téléphone${COLON} {{phone}}</p>`,
      ...QUOTE_DETAILS_HTML_FR,
      `<p><strong>Objet${COLON}</strong> {{subject}}</p>`,
      `<p><strong>Notes${COLON}</strong> {{notes}}</p>`,
      `<p>Référence${COLON} {{reference}}<br>Envoyée depuis${COLON} {{sourcePage}}</p>`,
    ],
  },
  'lead-assigned-agent': {
    subject: 'Une demande vous est assignée : {{fullName}} ({{reference}})'.replace(' :', COLON),
    html: [
      '<p>Bonjour {{agentName}},</p>',
      `<p>L’équipe de TBB Travel vous a assigné une demande de <strong>{{fullName}}</strong> ({{requestKind}}). Veuillez communiquer avec cette personne par {{preferredContact}}${COLON} {{preferredContactAddress}}<br>Courriel${COLON} {{email}}<br>Téléphone${COLON} {{phone}}</p>`,
      ...QUOTE_DETAILS_HTML_FR,
      `<p><strong>Objet${COLON}</strong> {{subject}}</p>`,
      `<p><strong>Notes${COLON}</strong> {{notes}}</p>`,
      `<p>Référence {{reference}}${COLON} <a href="{{portalLink}}">ouvrez la demande dans Mes demandes</a> pour y noter votre suivi.</p>`,
    ],
  },
  'lead-first-contact-reminder': {
    subject: 'Rappel : joindre {{fullName}} avant le {{firstContactDue}} ({{reference}})'.replace(' :', COLON),
    html: [
      '<p>Bonjour {{holderName}},</p>',
      `<p><strong>{{fullName}}</strong> a envoyé une demande ({{requestKind}}) et aucun premier contact n’a encore eu lieu. Veuillez communiquer avec cette personne par {{preferredContact}}${COLON} {{preferredContactAddress}} avant le <strong>{{firstContactDue}}</strong>; passé ce délai, le bureau de l’agence en sera avisé.<br>Courriel${COLON} {{email}}<br>Téléphone${COLON} {{phone}}</p>`,
      ...QUOTE_DETAILS_HTML_FR,
      `<p><strong>Objet${COLON}</strong> {{subject}}</p>`,
      `<p><strong>Notes${COLON}</strong> {{notes}}</p>`,
      `<p>Référence {{reference}}${COLON} <a href="{{portalLink}}">ouvrez la demande dans Mes demandes</a> (agents) ou <a href="{{adminLink}}">dans la boîte des demandes</a> (le bureau), puis donnez-lui le statut « Contacted » une fois le contact établi.</p>`
        .replace('« ', '«\u00a0')
        .replace(' »', '\u00a0»'),
    ],
  },
  'lead-first-contact-escalation': {
    subject: 'Délai de premier contact dépassé : {{fullName}} ({{reference}}), suivi par {{holderName}}'.replace(' :', COLON),
    html: [
      '<p>Le délai de premier contact de cette demande ({{requestKind}}) est échu depuis le <strong>{{firstContactDue}}</strong> et personne n’a encore joint <strong>{{fullName}}</strong>. La demande est suivie par {{holderName}}.</p>',
      `<p>Joindre par {{preferredContact}}${COLON} {{preferredContactAddress}}<br>Courriel${COLON} {{email}}<br>Téléphone${COLON} {{phone}}</p>`,
      ...QUOTE_DETAILS_HTML_FR,
      `<p><strong>Objet${COLON}</strong> {{subject}}</p>`,
      `<p><strong>Notes${COLON}</strong> {{notes}}</p>`,
      `<p>Référence {{reference}}${COLON} <a href="{{adminLink}}">ouvrez la demande</a> pour la réassigner ou noter le contact.</p>`,
    ],
  },
  'application-received-agency': {
    subject: 'Nouvelle candidature d’agent affilié : {{fullName}} ({{city}})'.replace(' :', COLON),
    html: [
      '<h2>Nouvelle candidature d’agent affilié</h2>',
      `<p><strong>{{fullName}}</strong>, {{email}}<br>Téléphone${COLON} {{phone}}</p>`,
      '<ul>',
      `<li><strong>Lieu${COLON}</strong> {{city}}</li>`,
      `<li><strong>Années d’expérience${COLON}</strong> {{yearsOfExperience}}</li>`,
      `<li><strong>Agence ou agence hôte actuelle${COLON}</strong> {{currentAgency}}</li>`,
      `<li><strong>Spécialités${COLON}</strong> {{specialties}}</li>`,
      `<li><strong>Langues${COLON}</strong> {{languages}}</li>`,
      `<li><strong>A entendu parler de nous par${COLON}</strong> {{heardAboutUs}}</li>`,
      `<li><strong>CV ou certificat${COLON}</strong> {{attachment}}</li>`,
      '</ul>',
      `<p><strong>Message${COLON}</strong> {{notes}}</p>`,
      `<p>Accepte les offres${COLON} {{marketingOptIn}}<br>Envoyée depuis${COLON} {{sourcePage}}</p>`,
      `<p>Référence {{reference}}${COLON} <a href="{{adminLink}}">ouvrir la candidature dans la boîte des demandes</a>.</p>`,
    ],
  },
  'application-received-applicant': {
    subject: 'Merci de votre candidature chez TBB Travel ({{reference}})',
    html: [
      '<p>Bonjour,</p>',
      '<p>Merci de votre intérêt à vous joindre à TBB Travel comme agent affilié. Notre équipe étudie chaque candidature avec soin et communiquera avec vous d’ici trois jours ouvrables pour discuter des prochaines étapes.</p>',
      '<p>Votre numéro de référence est le <strong>{{reference}}</strong>. Des questions d’ici là? Appelez-nous au {{agencyPhone}}, du lundi au samedi, de 9 h à 17 h (heure du Pacifique).</p>',
      '<p>Si vous n’avez pas soumis de candidature, vous pouvez ignorer ce courriel.</p>',
      '<p>Au plaisir de faire équipe avec vous,<br>L’équipe de TBB Travel</p>',
    ],
  },
  'contact-received-agency': {
    subject: 'Message de {{fullName}} : {{subject}}'.replace(' :', COLON),
    html: [
      '<h2>{{subject}}</h2>',
      `<p>De <strong>{{fullName}}</strong>, {{email}}<br>Téléphone${COLON} {{phone}}</p>`,
      '<p>{{notes}}</p>',
      `<p>Agent affilié${COLON} {{agentName}}<br>Envoyé depuis${COLON} {{sourcePage}}<br>Accepte les offres${COLON} {{marketingOptIn}}</p>`,
      `<p>Référence {{reference}}${COLON} <a href="{{adminLink}}">ouvrir le message dans la boîte des demandes</a>.</p>`,
    ],
  },
  'password-reset': {
    subject: 'Réinitialisez votre mot de passe TBB Travel',
    html: [
      '<p>Bonjour {{name}},</p>',
      '<p>Nous avons reçu une demande de réinitialisation du mot de passe de votre compte TBB Travel.</p>',
      `<p>Choisissez un nouveau mot de passe ici (le lien ne fonctionne qu’une fois, pendant {{linkValidFor}})${COLON}</p>`,
      '<p><a href="{{resetLink}}">{{resetLink}}</a></p>',
      '<p>Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.</p>'.replace(' :', COLON),
    ],
  },
  'agent-invitation': {
    subject: 'Votre compte TBB Travel est prêt, {{name}}',
    html: [
      '<p>Bonjour {{name}},</p>',
      '<p>Un compte a été créé pour vous sur le site de TBB Travel. Votre nom d’utilisateur est <strong>{{username}}</strong>.</p>',
      `<p>Choisissez votre mot de passe ici (le lien ne fonctionne qu’une fois, pendant {{linkValidFor}})${COLON}</p>`,
      '<p><a href="{{invitationLink}}">{{invitationLink}}</a></p>',
      '<p>Des questions? Appelez-nous au {{agencyPhone}}.</p>',
    ],
  },
  'agent-page-change-admins': {
    subject: '{{agentName}} a modifié sa page : votre approbation est requise'.replace(' :', COLON),
    html: [
      '<p>Bonjour,</p>',
      `<p><strong>{{agentName}}</strong> a modifié sa page publique${COLON} {{changedFields}}.</p>`,
      '<p>Les visiteurs voient la page telle qu’elle était jusqu’à ce qu’un administrateur approuve la modification. <a href="{{approvalLink}}">Examinez la modification</a> pour l’approuver ou la refuser.</p>',
    ],
  },
};

/** A template with its French version; its text body read from its HTML and its placeholders from both languages. */
function withFrench(template: BuiltInEmailTemplate, french: { subject: string; html: string[] }): BuiltInEmailTemplate {
  const html = french.html.join('\n');
  const fr = { subject: french.subject, html, text: htmlToText(html) };
  const placeholders = placeholdersIn(templateTexts({ ...template, fr })) as EmailPlaceholder[];
  return { ...template, fr, placeholders };
}

export const BUILT_IN_EMAIL_TEMPLATES: Readonly<Record<EmailType, BuiltInEmailTemplate>> = Object.fromEntries(
  Object.entries(ENGLISH_TEMPLATES).map(([type, template]) => [type, withFrench(template, FRENCH_VERSIONS[type as EmailType])]),
) as Record<EmailType, BuiltInEmailTemplate>;

/** The built-in template of an id, or null when the id is an admin's own. */
export function builtInTemplate(id: string): BuiltInEmailTemplate | null {
  return Object.hasOwn(BUILT_IN_EMAIL_TEMPLATES, id) ? BUILT_IN_EMAIL_TEMPLATES[id as EmailType] : null;
}
