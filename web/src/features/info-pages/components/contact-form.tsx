import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { contactMessageInputSchema, LEAD_FIELD_LIMITS } from '@tdp/shared/schemas/lead';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.tsx';
import { ConsentFields, HoneypotField, LeadFormFooter } from '../../../components/lead-form-parts.tsx';
import { agentFromQuery, readAgentAttribution } from '../../../lib/agent-attribution.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { useLeadForm } from '../../../lib/use-lead-form.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { infoPagesMessages } from '../messages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

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
    source: SITE_PATHS.contactUs,
    agent: agentFromQuery(search) ?? readAgentAttribution(),
  };
}

/**
 * The contact-us form, on the lead forms' shared plumbing (`useLeadForm`): the same zod schema as the API
 * checks each field once it was left or the form sent, the API's own field problems show under the
 * fields, and a sent message leads to `/thank-you` with its reference.
 */
export function ContactForm() {
  const styles = useStyles();
  const { search } = useLocation();
  const form = useLeadForm({
    leadType: 'contact',
    initial: EMPTY_DRAFT,
    schema: contactMessageInputSchema,
    toInput: useCallback((draft: ContactDraft) => toContactInput(draft, search), [search]),
    labels: FIELD_LABELS,
    send: sendContactMessage,
  });
  const { draft, set, visit, errorOf } = form;
  const state = (path: string) => (errorOf(path) ? 'error' : 'none');
  const [privacyBefore, privacyAfter] = infoPagesMessages.privacyNote.split('{link}');

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.heading}>
        {infoPagesMessages.contactFormHeading}
      </h2>
      <p className={styles.hint}>{infoPagesMessages.contactFormIntro}</p>
      <div className={styles.pair}>
        <Field label={infoPagesMessages.firstName} required validationState={state('firstName')} validationMessage={errorOf('firstName')}>
          <Input
            name="firstName"
            autoComplete="given-name"
            maxLength={LEAD_FIELD_LIMITS.name}
            value={draft.firstName}
            onChange={(_, data) => set('firstName', data.value)}
            onBlur={() => visit('firstName')}
          />
        </Field>
        <Field label={infoPagesMessages.lastName} required validationState={state('lastName')} validationMessage={errorOf('lastName')}>
          <Input
            name="lastName"
            autoComplete="family-name"
            maxLength={LEAD_FIELD_LIMITS.name}
            value={draft.lastName}
            onChange={(_, data) => set('lastName', data.value)}
            onBlur={() => visit('lastName')}
          />
        </Field>
        <Field label={infoPagesMessages.email} required validationState={state('email')} validationMessage={errorOf('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={LEAD_FIELD_LIMITS.email}
            value={draft.email}
            onChange={(_, data) => set('email', data.value)}
            onBlur={() => visit('email')}
          />
        </Field>
        <Field label={infoPagesMessages.phone} validationState={state('phone')} validationMessage={errorOf('phone')}>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={LEAD_FIELD_LIMITS.phone}
            value={draft.phone}
            onChange={(_, data) => set('phone', data.value)}
            onBlur={() => visit('phone')}
          />
        </Field>
      </div>
      <Field label={infoPagesMessages.subject} required validationState={state('subject')} validationMessage={errorOf('subject')}>
        <Input
          name="subject"
          maxLength={LEAD_FIELD_LIMITS.subject}
          value={draft.subject}
          onChange={(_, data) => set('subject', data.value)}
          onBlur={() => visit('subject')}
        />
      </Field>
      <Field label={infoPagesMessages.message} required validationState={state('message')} validationMessage={errorOf('message')}>
        <Textarea
          name="message"
          rows={6}
          resize="vertical"
          maxLength={LEAD_FIELD_LIMITS.message}
          value={draft.message}
          onChange={(_, data) => set('message', data.value)}
          onBlur={() => visit('message')}
        />
      </Field>
      <HoneypotField value={draft.website} onChange={(value) => set('website', value)} />
      <ConsentFields
        consent={draft.consentToContact}
        marketing={draft.marketingOptIn}
        onConsentChange={(checked) => set('consentToContact', checked)}
        onMarketingChange={(checked) => set('marketingOptIn', checked)}
        onConsentBlur={() => visit('consentToContact')}
        consentError={errorOf('consentToContact')}
      />
      <p className={styles.hint}>
        {privacyBefore}
        <AppLink to={SITE_PATHS.privacyPolicy} inline>
          {infoPagesMessages.privacyLink}
        </AppLink>
        {privacyAfter}
      </p>
      <LeadFormFooter problem={form.problem} sending={form.sending} label={infoPagesMessages.send} />
    </form>
  );
}
