import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { contactMessageInputSchema, LEAD_FIELD_LIMITS } from '@tdp/shared/schemas/lead';
import { AppLink } from '../../../components/app-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { infoPagesMessages } from '../messages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // A field people never see: only bots fill it (the API accepts and drops such a message).
  honeypot: { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' },
  submit: { alignSelf: 'flex-start' },
});

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message' | 'website';

const EMPTY_FORM: Record<TextField, string> & { consentToContact: boolean; marketingOptIn: boolean } = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
  consentToContact: false,
  marketingOptIn: false,
};

const FIELD_LABELS: Record<string, string> = {
  firstName: infoPagesMessages.firstName,
  lastName: infoPagesMessages.lastName,
  email: infoPagesMessages.email,
  phone: infoPagesMessages.phone,
  subject: infoPagesMessages.subject,
  message: infoPagesMessages.message,
  consentToContact: infoPagesMessages.consentToContact,
};

/**
 * The contact-us form. It checks the fields with the same schema as the API (so the rules and messages
 * agree), sends them to `POST /api/leads/contact`, and on success opens `/thank-you` with the reference
 * (query) and `{reference, leadType: 'contact'}` (router state), as the other lead forms do.
 * Field errors from either side show under their field; anything else shows above the button.
 */
export function ContactForm() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const setText = (name: TextField) => (_: unknown, data: { value: string }) => setForm((current) => ({ ...current, [name]: data.value }));
  const errorOf = (name: string) => {
    const problem = fieldErrors[name];
    return problem ? formatMessage(infoPagesMessages.fieldError, { field: FIELD_LABELS[name] ?? name, problem }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contactMessageInputSchema.safeParse({
      ...form,
      phone: form.phone.trim() === '' ? undefined : form.phone,
      source: SITE_PATHS.contactUs,
    });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      const { reference } = await sendContactMessage(parsed.data);
      navigate(`${SITE_PATHS.thankYou}?${new URLSearchParams({ reference }).toString()}`, { state: { reference, leadType: 'contact' } });
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setFieldErrors(error.fields);
        return;
      }
      setFailure(formatMessage(infoPagesMessages.sendFailed, { reason: error instanceof ApiError ? error.message : String(error) }));
    }
  };

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const [privacyBefore, privacyAfter] = infoPagesMessages.privacyNote.split('{link}');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.heading}>
        {infoPagesMessages.contactFormHeading}
      </h2>
      <p className={styles.hint}>{infoPagesMessages.contactFormIntro}</p>
      {hasFieldErrors && (
        <MessageBar intent="error">
          <MessageBarBody>{infoPagesMessages.formHasErrors}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Field label={infoPagesMessages.firstName} required validationMessage={errorOf('firstName')}>
          <Input name="firstName" autoComplete="given-name" maxLength={LEAD_FIELD_LIMITS.name} value={form.firstName} onChange={setText('firstName')} />
        </Field>
        <Field label={infoPagesMessages.lastName} required validationMessage={errorOf('lastName')}>
          <Input name="lastName" autoComplete="family-name" maxLength={LEAD_FIELD_LIMITS.name} value={form.lastName} onChange={setText('lastName')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={infoPagesMessages.email} required validationMessage={errorOf('email')}>
          <Input name="email" type="email" autoComplete="email" maxLength={LEAD_FIELD_LIMITS.email} value={form.email} onChange={setText('email')} />
        </Field>
        <Field label={infoPagesMessages.phone} validationMessage={errorOf('phone')}>
          <Input name="phone" type="tel" autoComplete="tel" maxLength={LEAD_FIELD_LIMITS.phone} value={form.phone} onChange={setText('phone')} />
        </Field>
      </div>
      <Field label={infoPagesMessages.subject} required validationMessage={errorOf('subject')}>
        <Input name="subject" maxLength={LEAD_FIELD_LIMITS.subject} value={form.subject} onChange={setText('subject')} />
      </Field>
      <Field label={infoPagesMessages.message} required validationMessage={errorOf('message')}>
        <Textarea name="message" rows={6} resize="vertical" maxLength={LEAD_FIELD_LIMITS.message} value={form.message} onChange={setText('message')} />
      </Field>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {infoPagesMessages.honeypot}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => setForm((current) => ({ ...current, website: event.target.value }))} />
        </label>
      </div>
      <Field validationMessage={errorOf('consentToContact')} required>
        <Checkbox
          name="consentToContact"
          label={infoPagesMessages.consentToContact}
          checked={form.consentToContact}
          onChange={(_, data) => setForm((current) => ({ ...current, consentToContact: data.checked === true }))}
        />
      </Field>
      <Checkbox
        name="marketingOptIn"
        label={infoPagesMessages.marketingOptIn}
        checked={form.marketingOptIn}
        onChange={(_, data) => setForm((current) => ({ ...current, marketingOptIn: data.checked === true }))}
      />
      <p className={styles.hint}>
        {privacyBefore}
        <AppLink to={SITE_PATHS.privacyPolicy} inline>
          {infoPagesMessages.privacyLink}
        </AppLink>
        {privacyAfter}
      </p>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <Button className={styles.submit} appearance="primary" size="large" type="submit" disabled={sending}>
        {sending ? infoPagesMessages.sending : infoPagesMessages.send}
      </Button>
    </form>
  );
}
