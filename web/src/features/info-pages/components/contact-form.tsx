import { contactMessageInputSchema, LEAD_FIELD_LIMITS } from '@tdp/shared/schemas/lead-forms';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-fields.tsx';
import { agentFromQuery, readAgentAttribution } from '../../../lib/agent-attribution.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { useLeadForm, type TextKeys } from '../../../lib/use-lead-form.ts';
import { infoPagesMessages } from '../messages.ts';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { ConsentFields, LeadFormFooter, nativeTextInput } from './contact-form-parts.tsx';
import styles from './contact-form.module.css';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';

/** What the visitor has typed so far. */
interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consentToContact: boolean;
  marketingOptIn: boolean;
  website: string;
}

const EMPTY_DRAFT: ContactDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consentToContact: false,
  marketingOptIn: false,
  website: '',
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: infoPagesMessages.firstName,
  lastName: infoPagesMessages.lastName,
  email: infoPagesMessages.email,
  phone: infoPagesMessages.phone,
  subject: infoPagesMessages.subject,
  message: infoPagesMessages.message,
  consentToContact: infoPagesMessages.consentField,
};

/**
 * The body `POST /api/leads/contact` reads: an empty phone is left out, the page is the source, and the
 * visit's agent (this page's `?agent=`, else the one kept for the visit) is the attribution.
 */
function toContactInput(draft: ContactDraft, search: string): unknown {
  return {
    ...draft,
    phone: draft.phone.trim() === '' ? undefined : draft.phone,
    source: PUBLIC_PATHS.contactUs,
    agent: agentFromQuery(search) ?? readAgentAttribution(),
  };
}

/**
 * The contact-us form, on the lead forms' shared plumbing (`useLeadForm`): the same zod schema as the API
 * checks each field once it was left or the form sent, the API's own field problems show under the
 * fields, and a sent message leads to `/thank-you` with its reference.
 */
export function ContactForm() {
  const { search } = useLocation();
  const form = useLeadForm({
    leadType: 'contact',
    initial: EMPTY_DRAFT,
    schema: contactMessageInputSchema,
    toInput: useCallback((draft: ContactDraft) => toContactInput(draft, search), [search]),
    labels: FIELD_LABELS,
    send: (message) => apiFetch(leadsRoutes.submitContactMessage, { body: message }),
  });
  const { draft, set, errorOf } = form;
  // A text field's value, handlers and problem, from the lead form.
  const textField = (name: TextKeys<ContactDraft>) => ({ ...nativeTextInput(form.textInput(name)), error: errorOf(name) });
  const [privacyBefore, privacyAfter] = infoPagesMessages.privacyNote.split('{link}');

  return (
    <form method="post" ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-labelledby="contact-form-heading">
      <UntilHydratedFieldset>
        <h2 id="contact-form-heading" className={styles.heading}>
          {infoPagesMessages.contactFormHeading}
        </h2>
        <p className={styles.hint}>{infoPagesMessages.contactFormIntro}</p>
        <div className={styles.pair}>
          <TextField label={infoPagesMessages.firstName} required autoComplete="given-name" maxLength={LEAD_FIELD_LIMITS.name} {...textField('firstName')} />
          <TextField label={infoPagesMessages.lastName} required autoComplete="family-name" maxLength={LEAD_FIELD_LIMITS.name} {...textField('lastName')} />
          <TextField label={infoPagesMessages.email} required type="email" autoComplete="email" maxLength={LEAD_FIELD_LIMITS.email} {...textField('email')} />
          <TextField label={infoPagesMessages.phone} type="tel" autoComplete="tel" maxLength={LEAD_FIELD_LIMITS.phone} {...textField('phone')} />
        </div>
        <TextField label={infoPagesMessages.subject} required maxLength={LEAD_FIELD_LIMITS.subject} {...textField('subject')} />
        <TextAreaField label={infoPagesMessages.message} required rows={6} resize="vertical" maxLength={LEAD_FIELD_LIMITS.message} {...textField('message')} />
        <HoneypotField value={draft.website} onChange={(value) => set('website', value)} />
        <ConsentFields form={form} />
        <p className={styles.hint}>
          {privacyBefore}
          <AppLink to={PUBLIC_PATHS.privacyPolicy} inline>
            {infoPagesMessages.privacyLink}
          </AppLink>
          {privacyAfter}
        </p>
        <LeadFormFooter problem={form.problem} sending={form.sending} label={infoPagesMessages.send} />
      </UntilHydratedFieldset>
    </form>
  );
}
