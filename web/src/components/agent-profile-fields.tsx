import type { ReactNode } from 'react';
import { Checkbox, Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES, CANADIAN_PROVINCES, type AgentLanguage, type AgentSpecialty } from '@tdp/shared/schemas/agent-profile';
import { LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../lib/lead-option-labels.ts';
import { OptionGroup } from './admin-form/option-group.tsx';
import type { SchemaForm } from './admin-form/use-schema-form.ts';
import { fieldState } from './admin-kit/collection-form-dialog.tsx';

/** The profile fields an agent and an admin both edit; province '' until chosen. */
export interface AgentProfileValues {
  bio: string;
  phone: string;
  city: string;
  province: string;
  languages: AgentLanguage[];
  specialties: AgentSpecialty[];
}

/** Labels and hints of {@link AgentProfileFields}, each form's own. */
type AgentProfileFieldTexts = Readonly<
  Record<'bioLabel' | 'bioHint' | 'phoneLabel' | 'cityLabel' | 'provinceLabel' | 'provinceNotSet' | 'languagesLabel' | 'specialtiesLabel', string>
> & { readonly phoneHint?: string };

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

const toggle = <T extends string>(list: T[], value: T, checked: boolean, order: readonly T[]) =>
  checked ? order.filter((option) => option === value || list.includes(option)) : list.filter((option) => option !== value);

/**
 * Biography, phone, city, province, languages and specialties of an agent's public profile. `required` marks what the
 * public page needs (the agent's own page); `children` are further fields in the row of phone, city and province.
 */
export function AgentProfileFields<TDraft extends AgentProfileValues>({
  form,
  texts,
  required = false,
  bioRows,
  children,
}: {
  form: Pick<SchemaForm<TDraft, unknown>, 'draft' | 'errors' | 'update'>;
  texts: AgentProfileFieldTexts;
  required?: boolean;
  bioRows: number;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const { draft, errors } = form;
  const set = (change: Partial<AgentProfileValues>) => form.update((current) => ({ ...current, ...change }));
  return (
    <>
      <Field label={texts.bioLabel} hint={texts.bioHint} required={required} {...fieldState(errors, 'bio')}>
        <Textarea value={draft.bio} rows={bioRows} resize="vertical" onChange={(_, data) => set({ bio: data.value })} />
      </Field>
      <div className={styles.columns}>
        <Field label={texts.phoneLabel} hint={texts.phoneHint} required={required} {...fieldState(errors, 'phone')}>
          <Input type="tel" value={draft.phone} onChange={(_, data) => set({ phone: data.value })} />
        </Field>
        <Field label={texts.cityLabel} required={required} {...fieldState(errors, 'city')}>
          <Input value={draft.city} onChange={(_, data) => set({ city: data.value })} />
        </Field>
        <Field label={texts.provinceLabel} required={required} {...fieldState(errors, 'province')}>
          <Select value={draft.province} onChange={(_, data) => set({ province: data.value })}>
            <option value="">{texts.provinceNotSet}</option>
            {CANADIAN_PROVINCES.map((province) => (
              <option key={province} value={province}>
                {PROVINCE_LABELS[province]}
              </option>
            ))}
          </Select>
        </Field>
        {children}
      </div>
      <OptionGroup legend={texts.languagesLabel} required={required} error={errors.languages}>
        {AGENT_LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            label={LANGUAGE_LABELS[language]}
            checked={draft.languages.includes(language)}
            onChange={(_, data) => set({ languages: toggle(draft.languages, language, Boolean(data.checked), AGENT_LANGUAGES) })}
          />
        ))}
      </OptionGroup>
      <OptionGroup legend={texts.specialtiesLabel} error={errors.specialties}>
        {AGENT_SPECIALTIES.map((specialty) => (
          <Checkbox
            key={specialty}
            label={SPECIALTY_LABELS[specialty]}
            checked={draft.specialties.includes(specialty)}
            onChange={(_, data) => set({ specialties: toggle(draft.specialties, specialty, Boolean(data.checked), AGENT_SPECIALTIES) })}
          />
        ))}
      </OptionGroup>
    </>
  );
}
