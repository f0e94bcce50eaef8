import { useId, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';
import { Textarea, Toolbar, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular, TextBoldRegular, TextBulletListLtrRegular, TextHeader2Regular, TextItalicRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { builderMessages as messages } from '../../messages.ts';

/** The elements the server keeps in rich text (see the rich-text sanitiser); the preview shows no more. */
const PREVIEW_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  toolbar: { padding: 0 },
  textarea: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  previewLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  preview: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

/** Props of {@link RichTextInput}. */
export interface RichTextInputProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/**
 * Rich text as simple HTML in a text box, with buttons that wrap the selection (bold, italic, heading,
 * lists, link) and a live preview cleaned with DOMPurify. The server sanitises again on save.
 */
export function RichTextInput({ value, onChange, invalid }: RichTextInputProps) {
  const styles = useStyles();
  const previewId = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const preview = useMemo(() => DOMPurify.sanitize(value, { ALLOWED_TAGS: PREVIEW_TAGS, ALLOWED_ATTR: ['href', 'title'] }), [value]);

  function wrap(before: string, after: string, placeholder: string) {
    const area = areaRef.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const selected = value.slice(start, end) || placeholder;
    onChange(`${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  }

  function list(tag: 'ul' | 'ol') {
    const area = areaRef.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const lines = (value.slice(start, end) || 'Item').split('\n').filter((line) => line.trim() !== '');
    onChange(`${value.slice(0, start)}<${tag}>\n${lines.map((line) => `  <li>${line.trim()}</li>`).join('\n')}\n</${tag}>${value.slice(end)}`);
  }

  function link() {
    const address = window.prompt(messages.linkPrompt, 'https://');
    if (!address) return;
    wrap(`<a href="${address.replace(/"/g, '&quot;')}">`, '</a>', 'link text');
  }

  return (
    <div className={styles.root}>
      <Toolbar aria-label={messages.richTextToolbar} size="small" className={styles.toolbar}>
        <ToolbarButton icon={<TextBoldRegular />} aria-label={messages.bold} onClick={() => wrap('<strong>', '</strong>', 'bold text')} />
        <ToolbarButton icon={<TextItalicRegular />} aria-label={messages.italic} onClick={() => wrap('<em>', '</em>', 'italic text')} />
        <ToolbarButton icon={<TextHeader2Regular />} aria-label={messages.heading} onClick={() => wrap('<h3>', '</h3>', 'Heading')} />
        <ToolbarButton icon={<TextBulletListLtrRegular />} aria-label={messages.bulletList} onClick={() => list('ul')} />
        <ToolbarButton icon={<TextNumberListLtrRegular />} aria-label={messages.numberedList} onClick={() => list('ol')} />
        <ToolbarButton icon={<LinkRegular />} aria-label={messages.link} onClick={link} />
      </Toolbar>
      <Textarea
        ref={areaRef}
        className={styles.textarea}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        resize="vertical"
        rows={6}
        aria-invalid={invalid || undefined}
      />
      <span className={styles.previewLabel} id={previewId}>
        {messages.richTextPreview}
      </span>
      <div className={styles.preview} dangerouslySetInnerHTML={{ __html: preview }} />
    </div>
  );
}
