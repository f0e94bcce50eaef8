import { useEffect, useState } from 'react';
import { Dropdown, Field, Input, Option, Radio, RadioGroup, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  CONTACT_METHODS,
  BUDGET_RANGES,
  DISNEY_DESTINATIONS,
  GROUP_TYPES,
  LEAD_FIELD_LIMITS,
  quoteRequestInputSchema,
  type QuoteKind,
} from '@tdp/shared/schemas/lead-forms';
import { AGENT_LANGUAGES, CANADIAN_PROVINCES, type AgentProfile } from '@tdp/shared/schemas/agent-profile';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { ChoiceSelect, ConsentFields, FormSection, LeadFormFooter, PersonFields } from '../../../components/lead-form-parts.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import {
  BUDGET_LABELS,
  CONTACT_METHOD_LABELS,
  DISNEY_DESTINATION_LABELS,
  GROUP_TYPE_LABELS,
  LANGUAGE_LABELS,
  PROVINCE_LABELS,
} from '../../../lib/lead-option-labels.ts';
import { useLeadForm } from '../../../lib/use-lead-form.ts';
import { quoteMessages as messages } from '../messages.ts';
import { QUOTE_INPUT_BUILDERS, withDeparture, withPackage, type DateMode, type QuoteDraft } from '../quote-draft.ts';
import { ChosenDepartureSummary, type ChosenDeparture } from './chosen-departure.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';

const MAX_CHILDREN = 20;
const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  triple: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  ages: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** Field labels by the schema's paths, for messages such as "Email must be an e-mail address.". */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: messages.firstName,
  lastName: messages.lastName,
  email: messages.email,
  phone: messages.phone,
  preferredContact: messages.preferredContact,
  destinations: messages.destinations,
  destinationIds: messages.destinations,
  disneyDestination: messages.disneyDestination,
  groupName: messages.groupName,
  groupType: messages.groupType,
  groupSize: messages.groupSize,
  departureCity: messages.departureCity,
  departDate: messages.departDate,
  returnDate: messages.returnDate,
  flexibleMonth: messages.flexibleMonth,
  travellers: messages.travellersField,
  'travellers.adults': messages.adults,
  'travellers.seniors': messages.seniors,
  'travellers.childAges': messages.childAges,
  budgetPerPerson: messages.budgetPerPerson,
  travelStyleIds: messages.travelStyles,
  preferredAgent: messages.preferredAgent,
  preferredLanguage: messages.language,
  province: messages.province,
  notes: messages.notes,
  consentToContact: messages.consent,
  marketingOptIn: messages.consent,
  website: messages.website,
  packageUrl: messages.packageField,
  departure: messages.departure,
  agent: messages.agentField,
  source: messages.sourceField,
};

/** Props of {@link QuoteForm}. */
export interface QuoteFormProps {
  kind: QuoteKind;
  initial: QuoteDraft;
  /** The active agents, when loaded (the preferred-agent choice). */
  agents: readonly AgentProfile[] | undefined;
  travelStyles: readonly TravelStyle[] | undefined;
  /** The package the quote is for, once loaded: fills where and which styles, if still empty. */
  pkg: PublicPackage | undefined;
  /** The package's departure the visitor chose, while it is open: shown, and sent with its price. */
  departure: ChosenDeparture | null;
  /** Told when the server refused the departure as the form showed it (422 on `departure`). */
  onDepartureRefused: () => void;
  /** Id of the page heading that names the form. */
  labelledBy: string;
}

/** Today as `YYYY-MM-DD` in the visitor's own calendar, the earliest date the date pickers offer. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The quote request form, one for the three kinds: general, Disney (which Disney destination) and group
 * (group name, kind and size instead of travellers by age). Validated with the shared schema as the
 * visitor goes; sent to `POST /api/leads/quote`; on success the visitor lands on `/thank-you`.
 */
export function QuoteForm({ kind, initial, agents, travelStyles, pkg, departure, onDepartureRefused, labelledBy }: QuoteFormProps) {
  const styles = useStyles();
  // Why the server last refused the departure, kept once the page shows what holds now (a new price).
  const [departureNotice, setDepartureNotice] = useState<string | null>(null);
  const form = useLeadForm({
    leadType: 'quote',
    initial,
    schema: quoteRequestInputSchema,
    toInput: QUOTE_INPUT_BUILDERS[kind],
    labels: FIELD_LABELS,
    send: async (body) => {
      setDepartureNotice(null);
      try {
        return await apiFetch(leadsRoutes.submitQuoteRequest, { body });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && error.fields.departure) {
          setDepartureNotice(error.fields.departure);
          onDepartureRefused();
        }
        throw error;
      }
    },
  });
  const { draft, set, update, visit, fieldProps, textInput } = form;

  useEffect(() => {
    if (pkg) update((current) => withPackage(current, pkg));
  }, [pkg, update]);

  useEffect(() => {
    update((current) => withDeparture(current, departure));
  }, [departure, update]);
  const departureField = fieldProps('departure');

  // A preferred agent from an old link who is no longer listed is dropped from the choice.
  useEffect(() => {
    if (agents && draft.preferredAgent && !agents.some((agent) => agent.slug === draft.preferredAgent)) set('preferredAgent', '');
  }, [agents, draft.preferredAgent, set]);

  const today = localToday();

  const setChildCount = (value: string) => {
    const count = Math.min(MAX_CHILDREN, Math.max(0, Math.trunc(Number(value)) || 0));
    update((current) => ({
      ...current,
      childAges: Array.from({ length: count }, (_, index) => current.childAges[index] ?? ''),
    }));
  };

  const selectedStyleNames = (travelStyles ?? [])
    .filter((style) => draft.travelStyleIds.includes(style.id))
    .map((style) => style.style_name)
    .join(', ');

  return (
    <form method="post" ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-labelledby={labelledBy}>
      <UntilHydratedFieldset>
        <FormSection title={messages.aboutYou}>
          <div className={styles.pair}>
            <PersonFields
              labels={messages}
              fieldProps={fieldProps}
              textInput={textInput}
              phoneRequired={draft.preferredContact !== 'email'}
              phoneHint={messages.phoneHint}
            />
          </div>
          <Field label={messages.preferredContact}>
            <RadioGroup
              layout="horizontal"
              value={draft.preferredContact}
              onChange={(_, data) => set('preferredContact', data.value as QuoteDraft['preferredContact'])}
            >
              {CONTACT_METHODS.map((method) => (
                <Radio key={method} value={method} label={CONTACT_METHOD_LABELS[method]} />
              ))}
            </RadioGroup>
          </Field>
        </FormSection>

        {kind === 'group' ? (
          <FormSection title={messages.yourGroup}>
            <Field label={messages.groupName} required hint={messages.groupNameHint} {...fieldProps('groupName')}>
              <Input maxLength={LEAD_FIELD_LIMITS.groupName} {...textInput('groupName')} />
            </Field>
            <div className={styles.pair}>
              <Field label={messages.groupType} required {...fieldProps('groupType')}>
                <ChoiceSelect empty={messages.chooseOne} options={GROUP_TYPES} labels={GROUP_TYPE_LABELS} {...textInput('groupType')} />
              </Field>
              <Field label={messages.groupSize} required {...fieldProps('groupSize')}>
                <Input type="number" inputMode="numeric" min={2} max={500} {...textInput('groupSize')} />
              </Field>
            </div>
          </FormSection>
        ) : null}

        <FormSection title={messages.yourTrip}>
          {kind === 'disney' ? (
            <Field label={messages.disneyDestination} required {...fieldProps('disneyDestination')}>
              <ChoiceSelect empty={messages.chooseOne} options={DISNEY_DESTINATIONS} labels={DISNEY_DESTINATION_LABELS} {...textInput('disneyDestination')} />
            </Field>
          ) : null}
          <Field
            label={kind === 'disney' ? messages.disneyDestinations : messages.destinations}
            required={kind !== 'disney'}
            hint={kind === 'disney' ? undefined : messages.destinationsHint}
            {...fieldProps('destinations')}
          >
            <Input maxLength={LEAD_FIELD_LIMITS.destinations} {...textInput('destinations')} />
          </Field>
          {departure ? (
            <Field
              label={messages.departure}
              {...departureField}
              validationState={departureField.validationMessage ? 'error' : departureNotice ? 'warning' : 'none'}
              validationMessage={
                departureField.validationMessage ?? (departureNotice ? formatMessage(messages.departureNotice, { rule: departureNotice }) : undefined)
              }
            >
              <ChosenDepartureSummary departure={departure} />
            </Field>
          ) : null}
          <Field label={messages.departureCity} hint={messages.departureCityHint} {...fieldProps('departureCity')}>
            <Input autoComplete="address-level2" maxLength={LEAD_FIELD_LIMITS.city} {...textInput('departureCity')} />
          </Field>
        </FormSection>

        <FormSection title={messages.dates}>
          <Field label={messages.dateMode}>
            <RadioGroup layout="horizontal" value={draft.dateMode} onChange={(_, data) => set('dateMode', data.value as DateMode)}>
              <Radio value="dates" label={messages.dateModeDates} />
              <Radio value="flexible" label={messages.dateModeFlexible} />
            </RadioGroup>
          </Field>
          {draft.dateMode === 'dates' ? (
            <div className={styles.pair}>
              <Field label={messages.departDate} required {...fieldProps('departDate')}>
                <Input type="date" min={today} {...textInput('departDate')} />
              </Field>
              <Field label={messages.returnDate} {...fieldProps('returnDate')}>
                <Input type="date" min={draft.departDate || today} {...textInput('returnDate')} />
              </Field>
            </div>
          ) : (
            <Field label={messages.flexibleMonth} required hint={messages.flexibleMonthHint} {...fieldProps('flexibleMonth')}>
              <Input type="month" min={today.slice(0, 7)} placeholder="YYYY-MM" {...textInput('flexibleMonth')} />
            </Field>
          )}
        </FormSection>

        {kind !== 'group' ? (
          <FormSection title={messages.travellers}>
            <div className={styles.triple}>
              <Field label={messages.adults} required {...fieldProps('travellers.adults')}>
                <Input
                  name="adults"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={50}
                  value={draft.adults}
                  onChange={(_, data) => set('adults', data.value)}
                  onBlur={() => visit('travellers.adults')}
                />
              </Field>
              <Field label={messages.seniors} {...fieldProps('travellers.seniors')}>
                <Input
                  name="seniors"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={50}
                  value={draft.seniors}
                  onChange={(_, data) => set('seniors', data.value)}
                  onBlur={() => visit('travellers.seniors')}
                />
              </Field>
              <Field label={messages.children}>
                <Input
                  name="children"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_CHILDREN}
                  value={String(draft.childAges.length)}
                  onChange={(_, data) => setChildCount(data.value)}
                />
              </Field>
            </div>
            {draft.childAges.length > 0 ? (
              <Field label={messages.childAges} {...fieldProps('travellers.childAges')}>
                <div className={styles.ages}>
                  {draft.childAges.map((age, index) => (
                    <Select
                      // Children are listed by position; the count only grows or shrinks at the end.
                      key={index}
                      aria-label={formatMessage(messages.childAge, { number: index + 1 })}
                      value={age}
                      onChange={(_, data) =>
                        update((current) => ({ ...current, childAges: current.childAges.map((old, at) => (at === index ? data.value : old)) }))
                      }
                      onBlur={() => visit('travellers.childAges')}
                    >
                      <option value="">{messages.age}</option>
                      {CHILD_AGES.map((value) => (
                        <option key={value} value={String(value)}>
                          {value === 0 ? messages.ageUnderOne : formatMessage(messages.ageOption, { age: value })}
                        </option>
                      ))}
                    </Select>
                  ))}
                </div>
              </Field>
            ) : null}
          </FormSection>
        ) : null}

        <FormSection title={messages.preferences}>
          <div className={styles.pair}>
            <Field label={messages.budgetPerPerson}>
              <Select
                name="budgetPerPerson"
                value={draft.budgetPerPerson}
                onChange={(_, data) => set('budgetPerPerson', data.value as QuoteDraft['budgetPerPerson'])}
              >
                <option value="">{messages.noBudget}</option>
                {BUDGET_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {BUDGET_LABELS[range]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={messages.preferredAgent}>
              <Select name="preferredAgent" value={draft.preferredAgent} onChange={(_, data) => set('preferredAgent', data.value)}>
                <option value="">{messages.noPreferredAgent}</option>
                {(agents ?? []).map((agent) => (
                  <option key={agent.slug} value={agent.slug}>
                    {agent.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className={styles.pair}>
            <Field label={messages.language}>
              <Select
                name="preferredLanguage"
                value={draft.preferredLanguage}
                onChange={(_, data) => set('preferredLanguage', data.value as QuoteDraft['preferredLanguage'])}
              >
                <option value="">{messages.anyLanguage}</option>
                {AGENT_LANGUAGES.filter((language) => language !== 'english').map((language) => (
                  <option key={language} value={language}>
                    {LANGUAGE_LABELS[language]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={messages.province}>
              <Select name="province" value={draft.province} onChange={(_, data) => set('province', data.value as QuoteDraft['province'])}>
                <option value="">{messages.noProvince}</option>
                {CANADIAN_PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {PROVINCE_LABELS[province]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {travelStyles && travelStyles.length > 0 ? (
            <Field label={messages.travelStyles}>
              <Dropdown
                multiselect
                placeholder={messages.travelStylesPlaceholder}
                value={selectedStyleNames}
                selectedOptions={draft.travelStyleIds.map(String)}
                onOptionSelect={(_, data) => set('travelStyleIds', data.selectedOptions.map(Number))}
              >
                {travelStyles.map((style) => (
                  <Option key={style.id} value={String(style.id)}>
                    {style.style_name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          ) : null}
          <Field label={messages.notes} hint={messages.notesHint} {...fieldProps('notes')}>
            <Textarea resize="vertical" rows={4} maxLength={LEAD_FIELD_LIMITS.notes} {...textInput('notes')} />
          </Field>
        </FormSection>

        <HoneypotField value={draft.website} onChange={(value) => set('website', value)} />
        <ConsentFields form={form} />
        <LeadFormFooter problem={form.problem} sending={form.sending} label={messages.sendQuote} />
      </UntilHydratedFieldset>
    </form>
  );
}
