import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { PORTAL_MEDIA_FOLDERS } from '@tdp/shared/schemas/portal-fields';
import { formatMessage } from '../../lib/intl.ts';
import { adminFormMessages as messages } from './admin-form-messages.ts';
import type { FieldErrors } from './field-errors.ts';
import { MediaFileInput } from './media-file-field.tsx';
import { moveItem } from './move-item.ts';

/** A document of a form: its title and its media key (both as typed). */
export interface DocumentDraft {
  title: string;
  key: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, paddingTop: '22px', '@media (max-width: 767px)': { paddingTop: 0 } },
  muted: { color: tokens.colorNeutralForeground3 },
  add: { alignSelf: 'flex-start' },
});

/** Props of {@link DocumentListEditor}. */
export interface DocumentListEditorProps {
  documents: DocumentDraft[];
  onChange: (documents: DocumentDraft[]) => void;
  /** Field problems of the whole form; this list's are at `{path}.{index}.title|key`. */
  errors: FieldErrors;
  /** Where the list sits in the form, e.g. `documents` or `sections.2.documents`. */
  path: string;
  /** The most documents the list takes (the schema's limit): Add is left out once it has them. */
  max?: number;
}

/**
 * Documents of the media library's `Documents/` folder, each with the title agents see: add, choose the file
 * (typed, or with Browse…), reorder, remove.
 */
export function DocumentListEditor({ documents, onChange, errors, path, max }: DocumentListEditorProps) {
  const styles = useStyles();
  const change = (index: number, next: Partial<DocumentDraft>) => onChange(documents.map((document, i) => (i === index ? { ...document, ...next } : document)));
  return (
    <div className={styles.root}>
      {errors[path] && (
        <Text role="alert" className={styles.muted}>
          {errors[path]}
        </Text>
      )}
      {documents.length === 0 ? (
        <Text className={styles.muted}>{messages.noDocuments}</Text>
      ) : (
        <ol className={styles.list}>
          {documents.map((document, index) => {
            const number = formatMessage(messages.documentNumber, { number: index + 1 });
            const titleError = errors[`${path}.${index}.title`];
            const keyError = errors[`${path}.${index}.key`];
            return (
              <li key={index} className={styles.item} aria-label={number}>
                <Field label={messages.documentTitleLabel} required validationState={titleError ? 'error' : 'none'} validationMessage={titleError}>
                  <Input value={document.title} onChange={(_, data) => change(index, { title: data.value })} />
                </Field>
                <Field label={messages.documentFileLabel} required validationState={keyError ? 'error' : 'none'} validationMessage={keyError}>
                  {(fieldProps) => (
                    <MediaFileInput
                      {...fieldProps}
                      value={document.key}
                      onChange={(key) => change(index, { key })}
                      root={PORTAL_MEDIA_FOLDERS.documents}
                      accept="any"
                      browseLabel={`${messages.browse} ${number}`}
                    />
                  )}
                </Field>
                <div className={styles.tools}>
                  <Button
                    appearance="subtle"
                    icon={<ArrowUpRegular />}
                    aria-label={`${messages.moveUp}: ${number}`}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(documents, index, -1))}
                  />
                  <Button
                    appearance="subtle"
                    icon={<ArrowDownRegular />}
                    aria-label={`${messages.moveDown}: ${number}`}
                    disabled={index === documents.length - 1}
                    onClick={() => onChange(moveItem(documents, index, 1))}
                  />
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={formatMessage(messages.removeDocument, { number: index + 1 })}
                    onClick={() => onChange(documents.filter((_, i) => i !== index))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {max === undefined || documents.length < max ? (
        <Button className={styles.add} icon={<AddRegular />} onClick={() => onChange([...documents, { title: '', key: '' }])}>
          {messages.addDocument}
        </Button>
      ) : null}
    </div>
  );
}
