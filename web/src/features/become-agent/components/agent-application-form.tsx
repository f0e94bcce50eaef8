import { useCallback, useState, type FormEvent } from 'react';
import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES, CANADIAN_PROVINCES } from '@tdp/shared/schemas/agent-profile';
import { agentApplicationInputSchema, HEARD_ABOUT_US_OPTIONS, LEAD_FIELD_LIMITS } from '@tdp/shared/schemas/lead-forms';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { CheckboxGroupField, ChoiceSelect, ConsentFields, FormSection, LeadFormFooter, PersonFields } from '../../../components/lead-form-parts.tsx';
import { HEARD_ABOUT_US_LABELS, LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../../../lib/lead-option-labels.ts';
import { useLeadForm } from '../../../lib/use-lead-form.ts';
import { toApplicationInput, type ApplicationDraft } from '../application-draft.ts';
import { becomeAgentMessages as messages } from '../messages.ts';
import { useApplicationAttachment } from '../use-application-attachment.ts';
import { AttachmentField } from './attachment-field.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';

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
    send: (body) => apiFetch(leadsRoutes.submitAgentApplication, { body }),
  });
  const { draft, set, visit, errorOf, fieldProps, textInput } = form;
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
    <form method="post" ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <UntilHydratedFieldset>
        <FormSection title={messages.aboutYou}>
          <div className={styles.pair}>
            <PersonFields labels={messages} fieldProps={fieldProps} textInput={textInput} phoneRequired />
            <Field label={messages.city} required {...fieldProps('city')}>
              <Input autoComplete="address-level2" maxLength={LEAD_FIELD_LIMITS.city} {...textInput('city')} />
            </Field>
            <Field label={messages.province} required {...fieldProps('province')}>
              <ChoiceSelect
                autoComplete="address-level1"
                empty={messages.chooseProvince}
                options={CANADIAN_PROVINCES}
                labels={PROVINCE_LABELS}
                {...textInput('province')}
              />
            </Field>
          </div>
        </FormSection>

        <FormSection title={messages.yourExperience}>
          <div className={styles.pair}>
            <Field label={messages.yearsOfExperience} required hint={messages.yearsOfExperienceHint} {...fieldProps('yearsOfExperience')}>
              <Input type="number" inputMode="numeric" min={0} max={60} {...textInput('yearsOfExperience')} />
            </Field>
            <Field label={messages.currentAgency} {...fieldProps('currentAgency')}>
              <Input autoComplete="organization" maxLength={LEAD_FIELD_LIMITS.currentAgency} {...textInput('currentAgency')} />
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
          <Field label={messages.heardAboutUs} required {...fieldProps('heardAboutUs')}>
            <ChoiceSelect empty={messages.chooseOne} options={HEARD_ABOUT_US_OPTIONS} labels={HEARD_ABOUT_US_LABELS} {...textInput('heardAboutUs')} />
          </Field>
          <Field label={messages.message} hint={messages.messageHint} {...fieldProps('message')}>
            <Textarea resize="vertical" rows={5} maxLength={LEAD_FIELD_LIMITS.message} {...textInput('message')} />
          </Field>
          <AttachmentField attachment={attachment} notice={waitNotice && uploading ? messages.attachmentStillUploading : errorOf('attachmentKey')} />
        </FormSection>

        <HoneypotField value={draft.website} onChange={(value) => set('website', value)} />
        <ConsentFields form={form} />
        <LeadFormFooter problem={form.problem} sending={form.sending} label={messages.send} />
      </UntilHydratedFieldset>
    </form>
  );
}
