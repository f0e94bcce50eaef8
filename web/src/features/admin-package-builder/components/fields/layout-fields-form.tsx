import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { getLayout, type FaqItem, type FieldDefinition, type GalleryImage, type ItineraryDay } from '@tdp/shared/layouts/layout-registry';
import type { RichTextHeadingLevel } from '../../../../components/admin-form/rich-text-editor.tsx';
import { RichTextField } from '../../../../components/admin-form/rich-text-field.tsx';
import { formatMessage } from '../../../../lib/intl.ts';
import { firstErrorAt, type DraftErrors } from '../../package-draft.ts';
import { builderMessages as messages } from '../../messages.ts';
import { ImageInput } from './image-input.tsx';
import { ListEditor } from './list-editor.tsx';
import { TableRefInput } from './table-ref-input.tsx';

/**
 * Headings a package's rich text may hold: the package page titles the package with h1, its tabs with a (hidden) h2
 * and a layout's own headings with h3, so a tab's text has h3 and h4 (both in the sanitisers' allowlist).
 */
const PACKAGE_HEADING_LEVELS: readonly RichTextHeadingLevel[] = [3, 4];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: { display: 'grid', gridTemplateColumns: '88px minmax(0, 1fr)', gap: tokens.spacingHorizontalS },
  number: { maxWidth: '160px' },
});

/** Props of {@link LayoutFieldsForm}. */
export interface LayoutFieldsFormProps {
  layoutName: string;
  fields: Readonly<Record<string, unknown>>;
  /** Problems inside this tab, keyed `fields.<key>...`. */
  errors: DraftErrors;
  onChange: (key: string, value: unknown) => void;
}

/** "Title is required.": a field's label followed by the shared schema's rule. */
function sentence(label: string, rule: string | undefined): string | undefined {
  return rule ? `${label} ${rule}.` : undefined;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * The form of a tab, generated from its layout's field definitions in the shared registry: one input per
 * field, of the field's kind (text, long text, rich text, number, image, photo list, text list, itinerary
 * days, questions, pricing table). Adding a layout to the registry adds its form here with no change.
 */
export function LayoutFieldsForm({ layoutName, fields, errors, onChange }: LayoutFieldsFormProps) {
  const styles = useStyles();
  const layout = getLayout(layoutName);
  if (!layout) return null;
  return (
    <div className={styles.form}>
      {layout.fields.map((field) => (
        <LayoutField key={field.key} field={field} value={fields[field.key]} errors={errors} onChange={(value) => onChange(field.key, value)} />
      ))}
    </div>
  );
}

function LayoutField({ field, value, errors, onChange }: { field: FieldDefinition; value: unknown; errors: DraftErrors; onChange: (value: unknown) => void }) {
  const styles = useStyles();
  const path = `fields.${field.key}`;
  const ownRule = errors[path];
  const anyRule = firstErrorAt(errors, path);
  const common = { label: field.label, hint: field.help, required: field.required, validationMessage: sentence(field.label, anyRule) };
  const itemRule = (index: number, part: string) => errors[`${path}.${index}.${part}`];

  switch (field.kind) {
    case 'text':
      return (
        <Field {...common}>
          <Input value={asText(value)} onChange={(_, data) => onChange(data.value)} maxLength={field.max} />
        </Field>
      );
    case 'textarea':
      return (
        <Field {...common}>
          <Textarea value={asText(value)} onChange={(_, data) => onChange(data.value)} maxLength={field.max} rows={4} resize="vertical" />
        </Field>
      );
    case 'richtext':
      return <RichTextField {...common} headingLevels={PACKAGE_HEADING_LEVELS} value={asText(value)} onChange={onChange} />;
    case 'number':
      return (
        <Field {...common}>
          <Input
            className={styles.number}
            type="number"
            inputMode="decimal"
            min={field.min}
            max={field.max}
            step={field.integer ? 1 : 'any'}
            placeholder={messages.numberPlaceholder}
            value={value === null || value === undefined ? '' : String(value)}
            // A number when the text is one; the typed text otherwise, so the schema can say what is wrong.
            onChange={(_, data) => onChange(data.value.trim() === '' ? null : Number.isFinite(Number(data.value)) ? Number(data.value) : data.value)}
          />
        </Field>
      );
    case 'image':
      return (
        <Field {...common}>
          <ImageInput label={field.label} value={asText(value)} onChange={onChange} />
        </Field>
      );
    case 'tableRef':
      return (
        <Field {...common}>
          <TableRefInput value={typeof value === 'number' ? value : null} onChange={onChange} invalid={Boolean(ownRule)} />
        </Field>
      );
    case 'stringList':
      return (
        <Field {...common}>
          <ListEditor<string>
            items={asList<string>(value)}
            onChange={onChange}
            create={() => ''}
            itemLabel={field.label}
            addLabel={messages.addItem}
            max={field.max}
            renderItem={(item, change, index) => (
              <Field validationMessage={sentence(formatMessage(messages.listItem, { label: field.label, number: index + 1 }), errors[`${path}.${index}`])}>
                <Input
                  aria-label={formatMessage(messages.listItem, { label: field.label, number: index + 1 })}
                  value={item}
                  onChange={(_, data) => change(data.value)}
                  maxLength={300}
                />
              </Field>
            )}
          />
        </Field>
      );
    case 'days':
      return (
        <Field {...common}>
          <ListEditor<ItineraryDay>
            items={asList<ItineraryDay>(value)}
            onChange={onChange}
            create={() => ({
              day: asList<ItineraryDay>(value).reduce((last, entry) => Math.max(last, Number(entry.day) || 0), 0) + 1,
              title: '',
              description: '',
            })}
            itemLabel={messages.dayNumber}
            addLabel={messages.addDay}
            max={field.max}
            renderItem={(item, change, index) => (
              <>
                <div className={styles.pair}>
                  <Field label={messages.dayNumber} validationMessage={itemRule(index, 'day')}>
                    <Input type="number" min={1} value={String(item.day)} onChange={(_, data) => change({ ...item, day: Number(data.value) })} />
                  </Field>
                  <Field label={messages.dayTitle} validationMessage={itemRule(index, 'title')} required>
                    <Input value={item.title} onChange={(_, data) => change({ ...item, title: data.value })} maxLength={120} />
                  </Field>
                </div>
                <Field label={messages.dayDescription} validationMessage={itemRule(index, 'description')}>
                  <Textarea value={item.description} onChange={(_, data) => change({ ...item, description: data.value })} rows={3} resize="vertical" />
                </Field>
              </>
            )}
          />
        </Field>
      );
    case 'faqList':
      return (
        <Field {...common}>
          <ListEditor<FaqItem>
            items={asList<FaqItem>(value)}
            onChange={onChange}
            create={() => ({ question: '', answer: '' })}
            itemLabel={messages.question}
            addLabel={messages.addQuestion}
            max={field.max}
            renderItem={(item, change, index) => (
              <>
                <Field label={messages.question} validationMessage={itemRule(index, 'question')} required>
                  <Input value={item.question} onChange={(_, data) => change({ ...item, question: data.value })} maxLength={300} />
                </Field>
                <Field label={messages.answer} validationMessage={itemRule(index, 'answer')} required>
                  <Textarea value={item.answer} onChange={(_, data) => change({ ...item, answer: data.value })} rows={3} resize="vertical" />
                </Field>
              </>
            )}
          />
        </Field>
      );
    case 'imageList':
      return (
        <Field {...common}>
          <ListEditor<GalleryImage>
            items={asList<GalleryImage>(value)}
            onChange={onChange}
            create={() => ({ image: '', caption: '' })}
            itemLabel={field.label}
            addLabel={messages.addPhoto}
            max={field.max}
            renderItem={(item, change, index) => (
              <>
                <Field validationMessage={itemRule(index, 'image')}>
                  <ImageInput
                    label={formatMessage(messages.listItem, { label: field.label, number: index + 1 })}
                    value={item.image}
                    onChange={(image) => change({ ...item, image: image ?? '' })}
                  />
                </Field>
                <Field label={messages.caption} validationMessage={itemRule(index, 'caption')}>
                  <Input value={item.caption} onChange={(_, data) => change({ ...item, caption: data.value })} maxLength={200} />
                </Field>
              </>
            )}
          />
        </Field>
      );
  }
}
