import { useMemo } from 'react';
import { Badge, Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import {
  frenchGaps,
  textFingerprint,
  translatableTexts,
  type FrenchGapReason,
  type PackageFrench,
  type TranslatablePackage,
  type TranslatableText,
} from '@tdp/shared/catalogue/french-texts';
import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { RichTextField } from '../../../components/admin-form/rich-text-field.tsx';
import { RichTextView } from '../../../components/rich-text-view.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { frenchMessages as messages } from './french-version-messages.ts';

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBlockEnd: tokens.spacingVerticalM },
  rows: { display: 'grid', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingBlockEnd: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  english: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, whiteSpace: 'pre-line' },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Props of {@link FrenchVersionSection}. */
export interface FrenchVersionSectionProps {
  /** The package's English texts as the builder holds them now. */
  english: TranslatablePackage;
  /** The French version (null: none yet). */
  value: PackageFrench | null;
  onChange: (next: PackageFrench | null) => void;
  /** The server's problems by path (`fr.texts.<path>`, `fr.slug`). */
  errors: Readonly<Record<string, string>>;
  /** The package's English address (`package_url`): the French one until it has its own. */
  englishSlug?: string;
}

/** What a path of the package names, for the admin: "Itinerary › Days 3 › Description". */
export function describeTextPath(path: string, english: TranslatablePackage): string {
  const parts = path.split('.');
  if (parts[0] === 'title') return messages.titleLabel;
  if (parts[0] === 'icons') return formatMessage(messages.iconLabel, { number: Number(parts[1]) + 1 });
  if (parts[0] === 'seo') return parts[1] === 'title' ? messages.seoTitleLabel : messages.seoDescriptionLabel;
  const tab = english.tabs[Number(parts[1])];
  if (!tab) return path;
  if (parts[2] === 'name') return `${tab.tabName} › ${messages.tabNameLabel}`;
  const field = getLayout(tab.layoutName)?.fields.find((candidate) => candidate.key === parts[3]);
  const fieldLabel = field?.label ?? parts[3]!;
  if (parts[4] === undefined) return `${tab.tabName} › ${fieldLabel}`;
  const entry = `${fieldLabel} ${Number(parts[4]) + 1}`;
  const part = parts[5] ? (messages.partLabels[parts[5] as keyof typeof messages.partLabels] ?? parts[5]) : undefined;
  return part ? `${tab.tabName} › ${entry} › ${part}` : `${tab.tabName} › ${entry}`;
}

/** The badge of one text: translated, to translate, or to review (its English changed since). */
function StatusBadge({ reason }: { reason: FrenchGapReason | null }) {
  if (reason === null)
    return (
      <Badge appearance="tint" color="success">
        {messages.translated}
      </Badge>
    );
  return (
    <Badge appearance="tint" color={reason === 'missing' ? 'warning' : 'important'}>
      {reason === 'missing' ? messages.missing : messages.outdated}
    </Badge>
  );
}

/**
 * The French version of the package's texts, side by side with the English: every text a visitor reads, its French
 * text and whether it is translated, missing, or to review because its English changed since. The package is on the
 * French site only once every text is translated (docs/decisions/bilingual-catalogue.md).
 */
export function FrenchVersionSection({ english, value, onChange, errors, englishSlug = '' }: FrenchVersionSectionProps) {
  const styles = useStyles();
  const texts = useMemo(() => translatableTexts(english), [english]);
  const gaps = useMemo(() => new Map(frenchGaps({ ...english, fr: value ?? undefined }).map((gap) => [gap.path, gap.reason])), [english, value]);
  const missing = [...gaps.values()].filter((reason) => reason === 'missing').length;
  const outdated = gaps.size - missing;

  const write = (text: TranslatableText, french: string) => {
    const next: PackageFrench['texts'] = { ...(value?.texts ?? {}) };
    if (french === '') delete next[text.path];
    else next[text.path] = { text: french, from: textFingerprint(text.english) };
    onChange(Object.keys(next).length > 0 || value?.slug ? { ...value, texts: next } : null);
  };
  const writeSlug = (slug: string) => {
    const { slug: _previous, ...rest } = value ?? { texts: {} };
    const next: PackageFrench = slug.trim() === '' ? rest : { ...rest, slug: slug.trim() };
    onChange(next.slug !== undefined || Object.keys(next.texts).length > 0 ? next : null);
  };
  const slugError = errors['fr.slug'];
  const confirm = (text: TranslatableText) => {
    const current = value?.texts[text.path];
    if (current) write(text, current.text);
  };

  if (texts.length === 0) return <p>{messages.nothingToTranslate}</p>;
  return (
    <>
      <div className={styles.summary} role="status">
        <Badge appearance="filled" color={gaps.size === 0 ? 'success' : 'warning'}>
          {gaps.size === 0 ? messages.complete : messages.incomplete}
        </Badge>
        <span>{formatMessage(messages.summary, { total: texts.length, translated: texts.length - gaps.size, missing, outdated })}</span>
      </div>
      <Field
        label={messages.slugLabel}
        hint={formatMessage(messages.slugHint, { slug: value?.slug || englishSlug, english: englishSlug })}
        validationMessage={slugError}
        validationState={slugError ? 'error' : 'none'}
      >
        <Input value={value?.slug ?? ''} placeholder={englishSlug} maxLength={120} onChange={(_, data) => writeSlug(data.value)} />
      </Field>
      <div className={styles.rows}>
        {texts.map((text) => {
          const label = describeTextPath(text.path, english);
          const french = value?.texts[text.path]?.text ?? '';
          const reason = gaps.get(text.path) ?? null;
          const error = errors[`fr.texts.${text.path}`];
          const hint = text.rich ? undefined : formatMessage(messages.englishHint, { english: text.english });
          return (
            <div key={text.path} className={styles.row}>
              <div className={styles.status}>
                <StatusBadge reason={reason} />
                {reason === 'outdated' && (
                  <Button size="small" icon={<CheckmarkRegular />} onClick={() => confirm(text)}>
                    {messages.stillMatches}
                  </Button>
                )}
              </div>
              {text.rich ? (
                <>
                  <div className={styles.english}>
                    <RichTextView html={text.english} />
                  </div>
                  <RichTextField
                    label={formatMessage(messages.frenchOf, { label })}
                    value={french}
                    onChange={(html) => write(text, html)}
                    validationMessage={error}
                  />
                </>
              ) : (
                <Field label={formatMessage(messages.frenchOf, { label })} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
                  {text.english.length > 120 || text.english.includes('\n') ? (
                    <Textarea value={french} maxLength={text.max} rows={3} resize="vertical" onChange={(_, data) => write(text, data.value)} />
                  ) : (
                    <Input value={french} maxLength={text.max} onChange={(_, data) => write(text, data.value)} />
                  )}
                </Field>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
