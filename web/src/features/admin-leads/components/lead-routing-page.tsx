import { useMemo, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Combobox,
  Field,
  Input,
  Option,
  OptionGroup,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { continentDisplayName, formatDestinationId } from '@tdp/shared/catalogue/destination-ids';
import type { Continent } from '@tdp/shared/schemas/destination';
import {
  LEAD_ROUTING_LIMITS,
  WEEK_DAYS,
  leadRoutingUpdateInputSchema,
  type DeskMember,
  type LeadRoutingSettings,
  type LeadRoutingUpdateInput,
  type WeekDay,
} from '@tdp/shared/schemas/lead-routing';
import type { AdminAccount, AgentAccount } from '@tdp/shared/schemas/people';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { numberFromInput } from '../../../components/admin-form/number-input.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import type { FieldLabeller } from '../../../components/admin-form/field-errors.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { LANGUAGE_LABELS } from '../../../lib/lead-option-labels.ts';
import { useApi } from '../../../lib/use-api.ts';
import { formatAgencyTime } from '../lead-dates.ts';
import { leadRoutingMessages as messages } from '../lead-routing-messages.ts';

/** One agent's row as typed: numbers and dates as the inputs hold them ('' when empty). */
interface RuleDraft {
  slug: string;
  receivesLeads: boolean;
  destinationIds: string[];
  maxOpenLeads: string;
  awayFrom: string;
  awayUntil: string;
}

interface DayDraft {
  isOpen: boolean;
  open: string;
  close: string;
}

interface RoutingDraft {
  agents: RuleDraft[];
  desk: DeskMember[];
  businessHours: Record<WeekDay, DayDraft>;
  holidays: Array<{ date: string; name: string }>;
  firstContactHours: string;
  reassignAfterDeadline: boolean;
  version: number;
}

/** The form's rows: every connected agent, by name, with their saved rule (a rule for an agent since deleted is dropped). */
function draftOf(settings: LeadRoutingSettings, agents: readonly AgentAccount[]): RoutingDraft {
  const rules = new Map(settings.agents.map((rule) => [rule.slug, rule]));
  return {
    agents: agents.map((agent) => {
      const rule = rules.get(agent.slug);
      return {
        slug: agent.slug,
        receivesLeads: rule?.receivesLeads ?? false,
        destinationIds: rule ? [...rule.destinationIds] : [],
        maxOpenLeads: rule?.maxOpenLeads == null ? '' : String(rule.maxOpenLeads),
        awayFrom: rule?.awayFrom ?? '',
        awayUntil: rule?.awayUntil ?? '',
      };
    }),
    desk: settings.desk.map((member) => ({ ...member })),
    businessHours: Object.fromEntries(
      WEEK_DAYS.map((day) => {
        const hours = settings.businessHours[day];
        return [day, hours ? { isOpen: true, open: hours.open, close: hours.close } : { isOpen: false, open: '09:00', close: '17:00' }];
      }),
    ) as Record<WeekDay, DayDraft>,
    holidays: settings.holidays.map((holiday) => ({ ...holiday })),
    firstContactHours: String(settings.firstContactHours),
    reassignAfterDeadline: settings.reassignAfterDeadline,
    version: settings.version,
  };
}

function toInput(draft: RoutingDraft): unknown {
  return {
    version: draft.version,
    agents: draft.agents.map((rule) => ({
      slug: rule.slug,
      receivesLeads: rule.receivesLeads,
      destinationIds: rule.destinationIds,
      maxOpenLeads: rule.maxOpenLeads.trim() === '' ? null : numberFromInput(rule.maxOpenLeads),
      awayFrom: rule.awayFrom === '' ? null : rule.awayFrom,
      awayUntil: rule.awayUntil === '' ? null : rule.awayUntil,
    })),
    desk: draft.desk,
    businessHours: Object.fromEntries(
      WEEK_DAYS.map((day) => [day, draft.businessHours[day].isOpen ? { open: draft.businessHours[day].open, close: draft.businessHours[day].close } : null]),
    ),
    holidays: draft.holidays,
    firstContactHours: numberFromInput(draft.firstContactHours),
    reassignAfterDeadline: draft.reassignAfterDeadline,
  };
}

const RULE_FIELD_LABELS: Readonly<Record<string, string>> = {
  slug: messages.agentColumn,
  receivesLeads: messages.receivesLeads,
  destinationIds: messages.destinations,
  maxOpenLeads: messages.maxOpenLeads,
  awayFrom: messages.awayFrom,
  awayUntil: messages.awayUntil,
};

/** Names each field of the form for messages: "Harpreet Gill: most open leads", "Holiday 3 date", "Monday closes". */
function labellerFor(agents: readonly AgentAccount[]): FieldLabeller {
  return (path) => {
    const [head, second, third] = path.split('.');
    if (head === 'agents' && second !== undefined) {
      const agent = agents[Number(second)]?.name ?? second;
      return formatMessage(messages.fieldAgent, { agent, field: (RULE_FIELD_LABELS[third ?? 'slug'] ?? third ?? '').toLowerCase() });
    }
    if (head === 'holidays' && second !== undefined) {
      const field = third === 'name' ? messages.holidayName : messages.holidayDate;
      return formatMessage(messages.fieldHoliday, { number: Number(second) + 1, field: field.toLowerCase() });
    }
    if (head === 'businessHours' && second !== undefined) {
      const day = messages.days[second as WeekDay] ?? second;
      return formatMessage(messages.fieldDay, { day, field: (third === 'open' ? messages.opens : messages.closes).toLowerCase() });
    }
    if (head === 'businessHours') return messages.fieldHours;
    if (head === 'desk') return messages.fieldDesk;
    if (head === 'firstContactHours') return messages.firstContactHours;
    if (head === 'reassignAfterDeadline') return messages.reassignAfterDeadline;
    return path;
  };
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM, '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM } },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  tableWrap: { overflowX: 'auto' },
  cell: { verticalAlign: 'top', paddingBlock: tokens.spacingVerticalS },
  agentName: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  agentFacts: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  destinations: { minWidth: '220px' },
  number: { width: '96px' },
  days: {
    display: 'grid',
    gridTemplateColumns: 'max-content max-content max-content',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'end',
  },
  dayRow: { display: 'contents' },
  fieldset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  holidays: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  holiday: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </Card>
  );
}

/** Destinations an agent may take: each continent, then its countries (a continent covers its countries and cities). */
function destinationOptions(continents: readonly Continent[]): Array<{ group: string; options: Array<{ id: string; name: string }> }> {
  return [...continents]
    .sort((a, b) => continentDisplayName(a).localeCompare(continentDisplayName(b), 'en-CA'))
    .map((continent) => ({
      group: continentDisplayName(continent),
      options: [
        { id: formatDestinationId('continent', continent.continent_id), name: continentDisplayName(continent) },
        ...[...continent.countries]
          .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'))
          .map((country) => ({ id: formatDestinationId('country', country.id), name: country.name })),
      ],
    }));
}

interface EditorProps {
  settings: LeadRoutingSettings;
  agents: readonly AgentAccount[];
  admins: readonly AdminAccount[];
  continents: readonly Continent[];
  onSaved: (settings: LeadRoutingSettings) => void;
  onReload: () => void;
}

function LeadRoutingEditor({ settings, agents, admins, continents, onSaved, onReload }: EditorProps) {
  const styles = useStyles();
  const notify = useNotify();
  const labelOf = useMemo(() => labellerFor(agents), [agents]);
  const form = useSchemaForm<RoutingDraft, LeadRoutingUpdateInput>({
    initial: draftOf(settings, agents),
    schema: leadRoutingUpdateInputSchema,
    toInput,
    labelOf,
  });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.thing);
  const { draft, errors } = form;
  const groups = useMemo(() => destinationOptions(continents), [continents]);
  const placeName = useMemo(() => new Map(groups.flatMap((group) => group.options.map((option) => [option.id, option.name] as const))), [groups]);
  const state = (name: string) => ({ validationState: errors[name] ? ('error' as const) : ('none' as const), validationMessage: errors[name] });

  const setRule = (index: number, change: Partial<RuleDraft>) =>
    form.update((current) => ({ ...current, agents: current.agents.map((rule, at) => (at === index ? { ...rule, ...change } : rule)) }));
  const setDay = (day: WeekDay, change: Partial<DayDraft>) =>
    form.update((current) => ({ ...current, businessHours: { ...current.businessHours, [day]: { ...current.businessHours[day], ...change } } }));
  const setHoliday = (index: number, change: Partial<{ date: string; name: string }>) =>
    form.update((current) => ({ ...current, holidays: current.holidays.map((holiday, at) => (at === index ? { ...holiday, ...change } : holiday)) }));
  const toggleDesk = (admin: AdminAccount, checked: boolean) =>
    form.update((current) => ({
      ...current,
      desk: checked
        ? [...current.desk, { name: admin.name, email: admin.email }]
        : current.desk.filter((member) => member.email.toLowerCase() !== admin.email.toLowerCase()),
    }));
  // Desk members who are no longer admins stay listed, so saving never drops someone silently.
  const deskOutsiders = draft.desk.filter((member) => !admins.some((admin) => admin.email.toLowerCase() === member.email.toLowerCase()));

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = (await apiFetch(leadsRoutes.updateLeadRouting, { body })).data;
      form.reset(draftOf(saved, agents));
      onSaved(saved);
      notify('success', messages.saved);
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label={messages.title}>
      {problem && <ProblemBar problem={problem} onReload={onReload} />}
      <Text className={styles.hint}>
        {settings.version === 0 || !settings.updatedAt
          ? messages.neverSaved
          : formatMessage(messages.lastSaved, { date: formatAgencyTime(settings.updatedAt), by: settings.updatedBy ?? '' })}
      </Text>

      <Section id="routing-deadline" title={messages.deadlineHeading}>
        <div className={styles.columns}>
          <Field label={messages.firstContactHours} hint={messages.firstContactHoursHint} required {...state('firstContactHours')}>
            <Input
              type="number"
              inputMode="decimal"
              min={0.25}
              step={0.25}
              value={draft.firstContactHours}
              onChange={(_, data) => form.set('firstContactHours', data.value)}
            />
          </Field>
          <Field {...state('reassignAfterDeadline')}>
            <Switch
              checked={draft.reassignAfterDeadline}
              label={messages.reassignAfterDeadline}
              onChange={(_, data) => form.set('reassignAfterDeadline', data.checked)}
            />
          </Field>
        </div>
      </Section>

      <Section id="routing-desk" title={messages.deskHeading} hint={messages.deskHint}>
        {/* A fieldset, not a Field: a Field would hand its label and control id to every checkbox inside it. */}
        <fieldset className={styles.fieldset} aria-describedby={errors.desk ? 'routing-desk-error' : undefined} aria-invalid={errors.desk ? true : undefined}>
          <legend className={styles.legend}>{messages.fieldDesk}</legend>
          {admins.length === 0 && deskOutsiders.length === 0 ? <Text className={styles.hint}>{messages.noAdmins}</Text> : null}
          {admins.map((admin) => (
            <Checkbox
              key={admin.id}
              label={`${admin.name} (${admin.email})`}
              checked={draft.desk.some((member) => member.email.toLowerCase() === admin.email.toLowerCase())}
              onChange={(_, data) => toggleDesk(admin, data.checked === true)}
            />
          ))}
          {deskOutsiders.map((member) => (
            <Checkbox
              key={member.email}
              label={`${member.name} (${member.email})`}
              checked
              onChange={() => form.update((current) => ({ ...current, desk: current.desk.filter((entry) => entry.email !== member.email) }))}
            />
          ))}
          {errors.desk ? (
            <Text id="routing-desk-error" role="alert" className={styles.error}>
              {errors.desk}
            </Text>
          ) : null}
        </fieldset>
      </Section>

      <Section id="routing-agents" title={messages.agentsHeading} hint={messages.agentsHint}>
        {agents.length === 0 ? (
          <Text className={styles.hint}>{messages.noAgents}</Text>
        ) : (
          <div className={styles.tableWrap}>
            <Table aria-labelledby="routing-agents" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{messages.agentColumn}</TableHeaderCell>
                  <TableHeaderCell>{messages.receivesLeads}</TableHeaderCell>
                  <TableHeaderCell>{messages.destinations}</TableHeaderCell>
                  <TableHeaderCell>{messages.maxOpenLeads}</TableHeaderCell>
                  <TableHeaderCell>{messages.awayFrom}</TableHeaderCell>
                  <TableHeaderCell>{messages.awayUntil}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {draft.agents.map((rule, index) => {
                  const agent = agents[index]!;
                  const label = (field: string) => formatMessage(messages.fieldAgent, { agent: agent.name, field: field.toLowerCase() });
                  const languages = agent.languages.map((language) => LANGUAGE_LABELS[language]).join(', ');
                  return (
                    <TableRow key={rule.slug} data-testid={`routing-rule-${rule.slug}`}>
                      <TableCell className={styles.cell}>
                        <span className={styles.agentName}>
                          {agent.name}
                          {agent.status === 'inactive' ? ` (${messages.inactive})` : ''}
                        </span>
                        <span className={styles.agentFacts}>
                          {formatMessage(messages.profileFacts, { languages: languages || '—', province: agent.province ?? messages.noProvince })}
                        </span>
                      </TableCell>
                      <TableCell className={styles.cell}>
                        <Checkbox
                          aria-label={label(messages.receivesLeads)}
                          checked={rule.receivesLeads}
                          onChange={(_, data) => setRule(index, { receivesLeads: data.checked === true })}
                        />
                      </TableCell>
                      <TableCell className={styles.cell}>
                        <Field {...state(`agents.${index}.destinationIds`)}>
                          <Combobox
                            className={styles.destinations}
                            aria-label={label(messages.destinations)}
                            multiselect
                            placeholder={messages.destinationsPlaceholder}
                            selectedOptions={rule.destinationIds}
                            value={rule.destinationIds.map((id) => placeName.get(id) ?? id).join(', ')}
                            onOptionSelect={(_, data) => setRule(index, { destinationIds: data.selectedOptions })}
                          >
                            {groups.map((group) => (
                              <OptionGroup key={group.group} label={group.group}>
                                {group.options.map((option) => (
                                  <Option key={option.id} value={option.id}>
                                    {option.name}
                                  </Option>
                                ))}
                              </OptionGroup>
                            ))}
                          </Combobox>
                        </Field>
                      </TableCell>
                      <TableCell className={styles.cell}>
                        <Field {...state(`agents.${index}.maxOpenLeads`)}>
                          <Input
                            className={styles.number}
                            aria-label={label(messages.maxOpenLeads)}
                            type="number"
                            min={1}
                            placeholder={messages.maxOpenLeadsPlaceholder}
                            value={rule.maxOpenLeads}
                            onChange={(_, data) => setRule(index, { maxOpenLeads: data.value })}
                          />
                        </Field>
                      </TableCell>
                      <TableCell className={styles.cell}>
                        <Field {...state(`agents.${index}.awayFrom`)}>
                          <Input
                            aria-label={label(messages.awayFrom)}
                            type="date"
                            value={rule.awayFrom}
                            onChange={(_, data) => setRule(index, { awayFrom: data.value })}
                          />
                        </Field>
                      </TableCell>
                      <TableCell className={styles.cell}>
                        <Field {...state(`agents.${index}.awayUntil`)}>
                          <Input
                            aria-label={label(messages.awayUntil)}
                            type="date"
                            value={rule.awayUntil}
                            onChange={(_, data) => setRule(index, { awayUntil: data.value })}
                          />
                        </Field>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
      </Section>

      <Section id="routing-hours" title={messages.hoursHeading} hint={messages.hoursHint}>
        <div className={styles.days}>
          {WEEK_DAYS.map((day) => {
            const hours = draft.businessHours[day];
            const name = messages.days[day];
            return (
              <div key={day} className={styles.dayRow}>
                <Checkbox
                  label={`${name}: ${messages.open.toLowerCase()}`}
                  checked={hours.isOpen}
                  onChange={(_, data) => setDay(day, { isOpen: data.checked === true })}
                />
                <Field label={formatMessage(messages.fieldDay, { day: name, field: messages.opens.toLowerCase() })} {...state(`businessHours.${day}.open`)}>
                  <Input type="time" disabled={!hours.isOpen} value={hours.open} onChange={(_, data) => setDay(day, { open: data.value })} />
                </Field>
                <Field label={formatMessage(messages.fieldDay, { day: name, field: messages.closes.toLowerCase() })} {...state(`businessHours.${day}.close`)}>
                  <Input type="time" disabled={!hours.isOpen} value={hours.close} onChange={(_, data) => setDay(day, { close: data.value })} />
                </Field>
              </div>
            );
          })}
        </div>
        {errors.businessHours ? (
          <Text role="alert" className={styles.error}>
            {errors.businessHours}
          </Text>
        ) : null}
      </Section>

      <Section id="routing-holidays" title={messages.holidaysHeading} hint={messages.holidaysHint}>
        {draft.holidays.length === 0 ? <Text className={styles.hint}>{messages.noHolidays}</Text> : null}
        <ol className={styles.holidays}>
          {draft.holidays.map((holiday, index) => (
            <li key={index} className={styles.holiday}>
              <Field
                label={formatMessage(messages.fieldHoliday, { number: index + 1, field: messages.holidayDate.toLowerCase() })}
                {...state(`holidays.${index}.date`)}
              >
                <Input type="date" value={holiday.date} onChange={(_, data) => setHoliday(index, { date: data.value })} />
              </Field>
              <Field
                label={formatMessage(messages.fieldHoliday, { number: index + 1, field: messages.holidayName.toLowerCase() })}
                {...state(`holidays.${index}.name`)}
              >
                <Input value={holiday.name} maxLength={LEAD_ROUTING_LIMITS.holidayName} onChange={(_, data) => setHoliday(index, { name: data.value })} />
              </Field>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={formatMessage(messages.removeHoliday, { name: holiday.name || holiday.date || String(index + 1) })}
                onClick={() => form.update((current) => ({ ...current, holidays: current.holidays.filter((_, at) => at !== index) }))}
              />
            </li>
          ))}
        </ol>
        <Button
          appearance="secondary"
          icon={<AddRegular />}
          disabled={draft.holidays.length >= LEAD_ROUTING_LIMITS.holidays}
          onClick={() => form.update((current) => ({ ...current, holidays: [...current.holidays, { date: '', name: '' }] }))}
        >
          {messages.addHoliday}
        </Button>
      </Section>

      <AdminSaveBar saving={saving} label={messages.save} savingLabel={messages.saving} />
      {warning.dialog}
    </form>
  );
}

/** `/admin-dashboard/leads/routing`: the routing rules, the agency desk, the call centre's hours and holidays, and the first-contact deadline. */
export function LeadRoutingPage() {
  const routing = useApi(leadsRoutes.getLeadRouting);
  const agents = useApi(peopleRoutes.listAgentAccounts);
  const admins = useApi(peopleRoutes.listAdminAccounts);
  const continents = useApi(catalogueReadRoutes.listContinents);
  const failed = routing.error ?? agents.error ?? admins.error;
  const retry = () => {
    void routing.mutate();
    void agents.mutate();
    void admins.mutate();
    void continents.mutate();
  };
  let content;
  if (failed && !(routing.data && agents.data && admins.data)) content = <AdminLoadError error={failed} thing={messages.thing} onRetry={retry} />;
  else if (!routing.data || !agents.data || !admins.data) content = <AdminLoading label={messages.loading} />;
  else {
    const activeAdmins = admins.data.data.filter((admin) => admin.status === 'active');
    content = (
      <LeadRoutingEditor
        key={routing.data.data.version}
        settings={routing.data.data}
        agents={agents.data.data}
        admins={activeAdmins}
        continents={continents.data ?? []}
        onSaved={(saved) => void routing.mutate({ data: saved }, { revalidate: false })}
        onReload={() => void routing.mutate()}
      />
    );
  }
  return (
    <AdminScreen title={messages.title} description={messages.description}>
      {content}
    </AdminScreen>
  );
}
