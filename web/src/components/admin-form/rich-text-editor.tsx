import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Button, Input, Toolbar, ToolbarButton, ToolbarDivider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  LinkAddRegular,
  LinkDismissRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextClearFormattingRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
} from '@fluentui/react-icons';
import { formatMessage } from '../../lib/intl.ts';
import { hasVisibleText, sanitizeRichText } from '../rich-text-view.tsx';
import { adminFormMessages as messages } from './admin-form-messages.ts';

const LINK_TARGET = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorCompoundBrandStroke}` },
  },
  invalid: { borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}` },
  toolbar: { flexWrap: 'wrap', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  linkRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalS, alignItems: 'center' },
  linkInput: { flexGrow: 1, minWidth: '200px' },
  linkError: { color: tokens.colorPaletteRedForeground1, width: '100%' },
  editor: {
    minHeight: '120px',
    maxHeight: '480px',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    outlineStyle: 'none',
    overflowWrap: 'anywhere',
    '& p, & ul, & ol, & blockquote': { marginTop: 0, marginBottom: tokens.spacingVerticalS },
    '& h2': { fontSize: tokens.fontSizeBase500, margin: `${tokens.spacingVerticalS} 0` },
    '& h3': { fontSize: tokens.fontSizeBase400, margin: `${tokens.spacingVerticalS} 0` },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& blockquote': { paddingLeft: tokens.spacingHorizontalL, borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke2}` },
    ':empty::before': { content: 'attr(data-placeholder)', color: tokens.colorNeutralForeground4 },
  },
});

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** HTML as stored ('' for none). */
  value: string;
  /** The sanitised HTML after each change ('' when no text is left). */
  onChange: (html: string) => void;
  /** The field's visible label: names the editor and its toolbar. */
  label: string;
  /** Id of the element naming the editor (the Field's label), and of the one describing it (hint, error). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
}

/**
 * Rich text for the portal's content: paragraphs, headings, bold, italic, lists, quotes and links (http(s) and
 * mailto only), in an editable area with a toolbar. What it reports is sanitised with the same allowlist
 * the server applies on save and the portal applies on render; pasted content is sanitised before it lands.
 */
export function RichTextEditor({ value, onChange, label, labelledBy, describedBy, invalid = false, placeholder }: RichTextEditorProps) {
  const styles = useStyles();
  const editorRef = useRef<HTMLDivElement>(null);
  // The HTML this editor last reported: a value that differs came from outside (load, reload) and replaces the content.
  const reported = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === reported.current) return;
    editor.innerHTML = sanitizeRichText(value);
    reported.current = value;
  }, [value]);

  function report() {
    const editor = editorRef.current;
    if (!editor) return;
    const html = hasVisibleText(editor.innerHTML) ? sanitizeRichText(editor.innerHTML) : '';
    reported.current = html;
    onChange(html);
  }

  function run(command: string, argument?: string) {
    editorRef.current?.focus();
    document.execCommand(command, false, argument);
    report();
  }

  function toggleBlock(tag: 'h2' | 'h3' | 'blockquote') {
    const current = String(document.queryCommandValue('formatBlock')).toLowerCase();
    run('formatBlock', current === tag ? 'p' : tag);
  }

  function rememberSelection() {
    const selection = window.getSelection();
    const editor = editorRef.current;
    savedRange.current = selection && selection.rangeCount > 0 && editor?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
  }

  function applyLink() {
    const target = (linkDraft ?? '').trim();
    if (!LINK_TARGET.test(target)) {
      setLinkRefused(true);
      return;
    }
    const editor = editorRef.current;
    editor?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!selection || selection.isCollapsed) {
      // Nothing was selected: the address itself becomes the link's text.
      const escaped = target.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
      document.execCommand('insertHTML', false, `<a href="${escaped}">${escaped}</a>`);
    } else {
      document.execCommand('createLink', false, target);
    }
    setLinkDraft(null);
    setLinkRefused(false);
    report();
  }

  function paste(event: ClipboardEvent<HTMLDivElement>) {
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    if (html) document.execCommand('insertHTML', false, sanitizeRichText(html));
    else document.execCommand('insertText', false, text);
    report();
  }

  // Toolbar buttons keep the selection in the text: pressing them must not move focus out of it.
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <div className={mergeClasses(styles.root, invalid && styles.invalid)}>
      <Toolbar className={styles.toolbar} size="small" aria-label={formatMessage(messages.richTextToolbar, { label })}>
        <ToolbarButton onMouseDown={keepSelection} icon={<TextBoldRegular />} aria-label={messages.bold} title={messages.bold} onClick={() => run('bold')} />
        <ToolbarButton onMouseDown={keepSelection} icon={<TextItalicRegular />} aria-label={messages.italic} title={messages.italic} onClick={() => run('italic')} />
        <ToolbarDivider />
        <ToolbarButton onMouseDown={keepSelection} icon={<TextHeader2Regular />} aria-label={messages.heading} title={messages.heading} onClick={() => toggleBlock('h2')} />
        <ToolbarButton onMouseDown={keepSelection} icon={<TextHeader3Regular />} aria-label={messages.subheading} title={messages.subheading} onClick={() => toggleBlock('h3')} />
        <ToolbarButton onMouseDown={keepSelection} icon={<TextQuoteRegular />} aria-label={messages.quote} title={messages.quote} onClick={() => toggleBlock('blockquote')} />
        <ToolbarDivider />
        <ToolbarButton onMouseDown={keepSelection} icon={<TextBulletListLtrRegular />} aria-label={messages.bulletList} title={messages.bulletList} onClick={() => run('insertUnorderedList')} />
        <ToolbarButton onMouseDown={keepSelection} icon={<TextNumberListLtrRegular />} aria-label={messages.numberedList} title={messages.numberedList} onClick={() => run('insertOrderedList')} />
        <ToolbarDivider />
        <ToolbarButton
          onMouseDown={keepSelection}
          icon={<LinkAddRegular />}
          aria-label={messages.link}
          title={messages.link}
          onClick={() => {
            rememberSelection();
            setLinkDraft('https://');
            setLinkRefused(false);
          }}
        />
        <ToolbarButton onMouseDown={keepSelection} icon={<LinkDismissRegular />} aria-label={messages.removeLink} title={messages.removeLink} onClick={() => run('unlink')} />
        <ToolbarButton
          onMouseDown={keepSelection}
          icon={<TextClearFormattingRegular />}
          aria-label={messages.clearFormatting}
          title={messages.clearFormatting}
          onClick={() => {
            run('removeFormat');
            run('formatBlock', 'p');
          }}
        />
      </Toolbar>
      {linkDraft !== null && (
        <div className={styles.linkRow}>
          <Input
            className={styles.linkInput}
            aria-label={messages.linkPrompt}
            value={linkDraft}
            autoFocus
            onChange={(_, data) => setLinkDraft(data.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.stopPropagation();
                setLinkDraft(null);
              }
            }}
          />
          <Button appearance="primary" onClick={applyLink}>
            {messages.link}
          </Button>
          <Button onClick={() => setLinkDraft(null)}>{messages.cancel}</Button>
          {linkRefused && (
            <span role="alert" className={styles.linkError}>
              {messages.linkRefused}
            </span>
          )}
        </div>
      )}
      <div
        ref={editorRef}
        className={styles.editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-placeholder={placeholder}
        tabIndex={0}
        onInput={report}
        onBlur={report}
        onPaste={paste}
      />
    </div>
  );
}
