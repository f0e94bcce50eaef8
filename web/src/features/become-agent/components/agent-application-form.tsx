import { useCallback, useState, type FormEvent } from 'react';
import { Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES, CANADIAN_PROVINCES } from '@tdp/shared/schemas/agent-profile';
import { agentApplicationInputSchema, HEARD_ABOUT_US_OPTIONS, LEAD_FIELD_LIMITS } from '@tdp/shared/schemas/lead';
import { CheckboxGroupField, ConsentFields, FormSection, HoneypotField, LeadFormFooter } from '../../../components/lead-form-parts.tsx';
import { HEARD_ABOUT_US_LABELS, LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../../../lib/lead-option-labels.ts';
import { useLeadForm } from '../../../lib/use-lead-form.ts';
import { submitAgentApplication } from '../api/submit-agent-application.ts';
import { toApplicationInput, type ApplicationDraft } from '../application-draft.ts';
import { becomeAgentMessages as messages } from '../messages.ts';
import { useApplicationAttachment } from '../use-application-attachment.ts';
import { AttachmentField } from './attachment-field.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: messages.firstName,
  lastName: messages.lastName,
  email: messages.email,
  phone: messages.phone,
  city: messages.city,
  province: messages.province,
  yearsOfExperience: messages.yearsOfExperience,
  currentAgency: messages.currentAgency,
  specialties: messages.specialties,
  languages: messages.languages,
  heardAboutUs: messages.heardAboutUs,
  message: messages.message,
  consentToContact: messages.consent,
  marketingOptIn: messages.consent,
  website: messages.website,
  attachmentKey: messages.attachment,
  agent: messages.agentField,
  source: messages.sourceField,
};

/**
 * The application to become a connected agent (`#apply`): contact, location, experience, specialties,
 * languages, how they heard of us, and an optional résumé or certificate uploaded straight to the bucket
 * as soon as it is chosen. Validated with the shared schema; on success → `/thank-you`. The form is not
 * sent while the file is still uploading.
 */
export function AgentApplicationForm({ initial, labelledBy }: { initial: ApplicationDraft; labelledBy: string }) {
  const styles = useStyles();
  const form = useLeadForm({
    leadType: 'application',
    initial,
    schema: agentApplicationInputSchema,
    toInput: toApplicationInput,
    labels: FIELD_LABELS,
    send: submitAgentApplication,
  });
  const { draft, set, visit, errorOf } = form;
  const state = (path: string) => (errorOf(path) ? 'error' : 'none');
  const attachment = useApplicationAttachment(useCallback((key: string | undefined) => set('attachmentKey', key), [set]));
  const [waitNotice, setWaitNotice] = useState(false);
  const uploading = attachment.state.status === 'uploading';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (uploading) {
      event.preventDefault();
      setWaitNotice(true);
      return;
    }
    setWaitNotice(false);
    form.onSubmit(event);
  }

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <FormSection title={messages.aboutYou}>
        <div className={styles.pair}>
          <Field label={messages.firstName} required validationState={state('firstName')} validationMessage={errorOf('firstName')}>
            <Input
              name="firstName"
              autoComplete="given-name"
              maxLength={LEAD_FIELD_LIMITS.name}
              value={draft.firstName}
              onChange={(_, data) => set('firstName', data.value)}
              onBlur={() => visit('firstName')}
            />
          </Field>
          <Field label={messages.lastName} required validationState={state('lastName')} validationMessage={errorOf('lastName')}>
            <Input
              name="lastName"
              autoComplete="family-name"
              maxLength={LEAD_FIELD_LIMITS.name}
              value={draft.lastName}
              onChange={(_, data) => set('lastName', data.value)}
              onBlur={() => visit('lastName')}
            />
          </Field>
          <Field label={messages.email} required validationState={state('email')} validationMessage={errorOf('email')}>
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
          <Field label={messages.phone} required validationState={state('phone')} validationMessage={errorOf('phone')}>
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
          <Field label={messages.city} required validationState={state('city')} validationMessage={errorOf('city')}>
            <Input
              name="city"
              autoComplete="address-level2"
              maxLength={LEAD_FIELD_LIMITS.city}
              value={draft.city}
              onChange={(_, data) => set('city', data.value)}
              onBlur={() => visit('city')}
            />
          </Field>
          <Field label={messages.province} required validationState={state('province')} validationMessage={errorOf('province')}>
            <Select
              name="province"
              autoComplete="address-level1"
              value={draft.province}
              onChange={(_, data) => set('province', data.value as ApplicationDraft['province'])}
              onBlur={() => visit('province')}
            >
              <option value="">{messages.chooseProvince}</option>
              {CANADIAN_PROVINCES.map((code) => (
                <option key={code} value={code}>
                  {PROVINCE_LABELS[code]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </FormSection>

      <FormSection title={messages.yourExperience}>
        <div className={styles.pair}>
          <Field
            label={messages.yearsOfExperience}
            required
            hint={messages.yearsOfExperienceHint}
            validationState={state('yearsOfExperience')}
            validationMessage={errorOf('yearsOfExperience')}
          >
            <Input
              name="yearsOfExperience"
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              value={draft.yearsOfExperience}
              onChange={(_, data) => set('yearsOfExperience', data.value)}
              onBlur={() => visit('yearsOfExperience')}
            />
          </Field>
          <Field label={messages.currentAgency} validationState={state('currentAgency')} validationMessage={errorOf('currentAgency')}>
            <Input
              name="currentAgency"
              autoComplete="organization"
              maxLength={LEAD_FIELD_LIMITS.currentAgency}
              value={draft.currentAgency}
              onChange={(_, data) => set('currentAgency', data.value)}
              onBlur={() => visit('currentAgency')}
            />
          </Field>
        </div>
        <CheckboxGroupField
          legend={messages.languages}
          required
          options={AGENT_LANGUAGES}
          labels={LANGUAGE_LABELS}
          selected={draft.languages}
          onChange={(languages) => set('languages', languages)}
          onBlur={() => visit('languages')}
          error={errorOf('languages')}
        />
        <CheckboxGroupField
          legend={messages.specialties}
          options={AGENT_SPECIALTIES}
          labels={SPECIALTY_LABELS}
          selected={draft.specialties}
          onChange={(specialties) => set('specialties', specialties)}
          error={errorOf('specialties')}
        />
      </FormSection>

      <FormSection title={messages.anythingElse}>
        <Field label={messages.heardAboutUs} required validationState={state('heardAboutUs')} validationMessage={errorOf('heardAboutUs')}>
          <Select
            name="heardAboutUs"
            value={draft.heardAboutUs}
            onChange={(_, data) => set('heardAboutUs', data.value as ApplicationDraft['heardAboutUs'])}
            onBlur={() => visit('heardAboutUs')}
          >
            <option value="">{messages.chooseOne}</option>
            {HEARD_ABOUT_US_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {HEARD_ABOUT_US_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={messages.message} hint={messages.messageHint} validationState={state('message')} validationMessage={errorOf('message')}>
          <Textarea
            name="message"
            resize="vertical"
            rows={5}
            maxLength={LEAD_FIELD_LIMITS.message}
            value={draft.message}
            onChange={(_, data) => set('message', data.value)}
            onBlur={() => visit('message')}
          />
        </Field>
        <AttachmentField attachment={attachment} notice={waitNotice && uploading ? messages.attachmentStillUploading : errorOf('attachmentKey')} />
      </FormSection>

      <HoneypotField value={draft.website} onChange={(value) => set('website', value)} />
      <ConsentFields
        consent={draft.consentToContact}
        marketing={draft.marketingOptIn}
        onConsentChange={(checked) => set('consentToContact', checked)}
        onMarketingChange={(checked) => set('marketingOptIn', checked)}
        onConsentBlur={() => visit('consentToContact')}
        consentError={errorOf('consentToContact')}
      />
      <LeadFormFooter problem={form.problem} sending={form.sending} label={messages.send} />
    </form>
  );
}
