import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Button, Input, Toolbar, ToolbarButton, ToolbarDivider, ToolbarToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  LinkAddRegular,
  LinkDismissRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextClearFormattingRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextHeader4Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
} from '@fluentui/react-icons';
import { formatMessage } from '../../lib/intl.ts';
import { hasVisibleText, sanitizeRichText } from '../rich-text-view.tsx';
import { adminFormMessages as messages } from './admin-form-messages.ts';

/** Heading levels rich text may hold (the sanitisers keep h2 to h4). */
export type RichTextHeadingLevel = 2 | 3 | 4;

const MAILTO_TARGET = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i;
/** Links the editor keeps from pasted or loaded text: the schemes the sanitisers keep. */
const SAFE_LINK_SCHEME = /^(?:https?:|mailto:)/i;

const HEADING_ICONS: Record<RichTextHeadingLevel, ReactElement> = {
  2: <TextHeader2Regular />,
  3: <TextHeader3Regular />,
  4: <TextHeader4Regular />,
};

/** Reports remembered while the form has not passed them back (a form that never does must not grow the list). */
const MAX_PENDING_REPORTS = 50;

const DEFAULT_HEADING_LEVELS: readonly RichTextHeadingLevel[] = [2, 3];

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
  // The editable element. The editor's own stylesheet is not injected (injectCSS: false): the rules it needs are here.
  editor: {
    position: 'relative',
    minHeight: '120px',
    maxHeight: '480px',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    outlineStyle: 'none',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
    fontVariantLigatures: 'none',
    '& p, & ul, & ol, & blockquote': { marginTop: 0, marginBottom: tokens.spacingVerticalS },
    '& h2': { fontSize: tokens.fontSizeBase500, margin: `${tokens.spacingVerticalS} 0` },
    '& h3, & h4': { fontSize: tokens.fontSizeBase400, margin: `${tokens.spacingVerticalS} 0` },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& blockquote': { paddingLeft: tokens.spacingHorizontalL, borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke2}` },
    '& p.is-editor-empty:first-child::before': {
      content: 'attr(data-placeholder)',
      color: tokens.colorNeutralForeground4,
      float: 'left',
      height: 0,
      pointerEvents: 'none',
    },
    '& img.ProseMirror-separator': { display: 'inline', border: 'none', margin: 0, width: 0, height: 0 },
    '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 },
    '& .ProseMirror-gapcursor::after': {
      content: '""',
      display: 'block',
      position: 'absolute',
      top: '-2px',
      width: '20px',
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralForeground1}`,
    },
    '&.ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
    '&.ProseMirror-hideselection *::selection': { backgroundColor: 'transparent' },
    '&.ProseMirror-hideselection *': { caretColor: 'transparent' },
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
  required?: boolean;
  placeholder?: string;
  /**
   * The heading levels this field offers, one button each, labelled with its level. Headings of other levels in
   * loaded or pasted text become the nearest offered level. Default: h2 and h3 (a portal page's sections).
   */
  headingLevels?: readonly RichTextHeadingLevel[];
}

/** What the link row accepts, or null: a complete http(s) address on a named host, or a mailto: address. */
export function linkTarget(draft: string): string | null {
  const target = draft.trim();
  if (MAILTO_TARGET.test(target)) return target;
  if (!/^https?:\/\/\S+$/i.test(target)) return null;
  try {
    return new URL(target).hostname.includes('.') ? target : null;
  } catch {
    return null;
  }
}

/** The offered level nearest `level` (the higher one on a tie: a smaller heading never outranks the page's). */
function nearestLevel(level: number, offered: readonly RichTextHeadingLevel[]): RichTextHeadingLevel {
  let best = offered[0]!;
  for (const candidate of offered) {
    const distance = Math.abs(candidate - level);
    const bestDistance = Math.abs(best - level);
    if (distance < bestDistance || (distance === bestDistance && candidate > best)) best = candidate;
  }
  return best;
}

/**
 * HTML with its headings (h1 to h6, as a word processor writes them) moved to the field's levels, then reduced to
 * the allowlist: a pasted title stays a heading, at a level this field offers.
 */
export function prepareRichText(html: string, headingLevels: readonly RichTextHeadingLevel[]): string {
  const fitted = html.replace(/<(\/?)h([1-6])(?=[\s/>])/gi, (_, slash: string, level: string) => `<${slash}h${nearestLevel(Number(level), headingLevels)}`);
  return sanitizeRichText(fitted);
}

/** What the editor reports: the sanitised HTML, or '' when a reader would see nothing. */
function reportedHtml(editor: Editor): string {
  const html = editor.getHTML();
  return hasVisibleText(html) ? sanitizeRichText(html) : '';
}

/** Which formats apply where the cursor is: the toolbar's pressed buttons. */
function activeFormats(editor: Editor | null, headingLevels: readonly RichTextHeadingLevel[]): string[] {
  if (!editor) return [];
  const formats: string[] = [];
  if (editor.isActive('bold')) formats.push('bold');
  if (editor.isActive('italic')) formats.push('italic');
  for (const level of headingLevels) if (editor.isActive('heading', { level })) formats.push(`h${level}`);
  if (editor.isActive('blockquote')) formats.push('blockquote');
  if (editor.isActive('bulletList')) formats.push('bulletList');
  if (editor.isActive('orderedList')) formats.push('orderedList');
  if (editor.isActive('link')) formats.push('link');
  return formats;
}

/**
 * Rich text for admin-written content (portal pages, suppliers' notes, webinars, newsletters, package tabs):
 * paragraphs, the field's heading levels, bold, italic, lists, quotes and links (http(s) and mailto only), in an
 * editable area with a toolbar (Tab reaches it, arrow keys move along it; Ctrl+B, Ctrl+I and the other usual
 * shortcuts work in the text). The editor's schema holds nothing the server's sanitiser drops, and what it
 * reports is sanitised again with the same allowlist the portal applies on render; pasted HTML is sanitised
 * before the editor reads it.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  labelledBy,
  describedBy,
  invalid = false,
  required = false,
  placeholder,
  headingLevels = DEFAULT_HEADING_LEVELS,
}: RichTextEditorProps) {
  const styles = useStyles();
  const linkErrorId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const placeholderRef = useRef(placeholder);
  placeholderRef.current = placeholder;
  // The values this editor reported that the form has not passed back yet, oldest first, and the editor instance
  // they came from. A value among them is the form catching up (perhaps a keystroke or two behind): the content and
  // the cursor stay. Any other value came from outside (load, reload) and replaces the content.
  const pending = useRef<string[]>([]);
  const filled = useRef<Editor | null>(null);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);

  const levelsKey = headingLevels.join(',');
  const levels = useMemo(() => levelsKey.split(',').map(Number) as RichTextHeadingLevel[], [levelsKey]);
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        // Elements the sanitisers drop (code, pre) have no node here, so the editor cannot produce them.
        code: false,
        codeBlock: false,
        // No empty paragraph appended after a last list or quote: the stored text ends where the writer stopped.
        trailingNode: false,
        heading: { levels: [...levels] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [],
          isAllowedUri: (url) => SAFE_LINK_SCHEME.test(url.trim()),
        },
      }),
      Placeholder.configure({ placeholder: () => placeholderRef.current ?? '' }),
    ],
    [levels],
  );

  // The editable element is the field's text box: named by the Field's label, described by its hint and error.
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { class: styles.editor, role: 'textbox', 'aria-multiline': 'true' };
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    else attributes['aria-label'] = label;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    return { attributes, transformPastedHTML: (html: string) => prepareRichText(html, levels) };
  }, [styles.editor, labelledBy, label, describedBy, invalid, required, levels]);

  const editor = useEditor(
    {
      extensions,
      // The editor's look, and the few rules ProseMirror needs, are the Griffel styles above: nothing is injected at run time.
      injectCSS: false,
      // Created after the first render: the module renders nothing editor-specific on a server.
      immediatelyRender: false,
      editorProps,
      onUpdate: ({ editor: changed }) => {
        const html = reportedHtml(changed);
        pending.current.push(html);
        if (pending.current.length > MAX_PENDING_REPORTS) pending.current.shift();
        onChangeRef.current(html);
      },
    },
    [extensions],
  );

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (filled.current === editor) {
      const echo = pending.current.indexOf(value);
      if (echo !== -1) {
        pending.current = pending.current.slice(echo + 1);
        return;
      }
    }
    filled.current = editor;
    pending.current = [];
    // Loading is not an edit: it does not report a change, and undo does not go back past it.
    editor.chain().setMeta('addToHistory', false).setContent(prepareRichText(value, levels), { emitUpdate: false }).run();
  }, [editor, value, levels]);

  const formats = useEditorState({ editor, selector: ({ editor: current }) => activeFormats(current, levels) }) ?? [];

  function openLinkRow() {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    setLinkDraft(current ?? 'https://');
    setLinkRefused(false);
  }

  function closeLinkRow() {
    setLinkDraft(null);
    setLinkRefused(false);
    editor?.commands.focus();
  }

  function applyLink() {
    if (!editor) return;
    const target = linkTarget(linkDraft ?? '');
    if (!target) {
      setLinkRefused(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing was selected: the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: target.replace(/^mailto:/i, ''), marks: [{ type: 'link', attrs: { href: target } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href: target }).run();
    }
    setLinkDraft(null);
    setLinkRefused(false);
  }

  // Toolbar buttons keep the selection in the text: pressing them must not move focus out of it.
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();
  const run = (command: (editor: Editor) => void) => () => {
    if (editor) command(editor);
  };

  return (
    <div className={mergeClasses(styles.root, invalid && styles.invalid)}>
      <Toolbar className={styles.toolbar} size="small" aria-label={formatMessage(messages.richTextToolbar, { label })} checkedValues={{ format: formats }}>
        <ToolbarToggleButton
          name="format"
          value="bold"
          onMouseDown={keepSelection}
          icon={<TextBoldRegular />}
          aria-label={messages.bold}
          title={messages.bold}
          onClick={run((e) => e.chain().focus().toggleBold().run())}
        />
        <ToolbarToggleButton
          name="format"
          value="italic"
          onMouseDown={keepSelection}
          icon={<TextItalicRegular />}
          aria-label={messages.italic}
          title={messages.italic}
          onClick={run((e) => e.chain().focus().toggleItalic().run())}
        />
        <ToolbarDivider />
        {levels.map((level) => {
          const name = formatMessage(messages.headingLevel, { level });
          return (
            <ToolbarToggleButton
              key={level}
              name="format"
              value={`h${level}`}
              onMouseDown={keepSelection}
              icon={HEADING_ICONS[level]}
              aria-label={name}
              title={name}
              onClick={run((e) => e.chain().focus().toggleHeading({ level }).run())}
            />
          );
        })}
        <ToolbarToggleButton
          name="format"
          value="blockquote"
          onMouseDown={keepSelection}
          icon={<TextQuoteRegular />}
          aria-label={messages.quote}
          title={messages.quote}
          onClick={run((e) => e.chain().focus().toggleBlockquote().run())}
        />
        <ToolbarDivider />
        <ToolbarToggleButton
          name="format"
          value="bulletList"
          onMouseDown={keepSelection}
          icon={<TextBulletListLtrRegular />}
          aria-label={messages.bulletList}
          title={messages.bulletList}
          onClick={run((e) => e.chain().focus().toggleBulletList().run())}
        />
        <ToolbarToggleButton
          name="format"
          value="orderedList"
          onMouseDown={keepSelection}
          icon={<TextNumberListLtrRegular />}
          aria-label={messages.numberedList}
          title={messages.numberedList}
          onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
        />
        <ToolbarDivider />
        <ToolbarToggleButton
          name="format"
          value="link"
          onMouseDown={keepSelection}
          icon={<LinkAddRegular />}
          aria-label={messages.link}
          title={messages.link}
          onClick={openLinkRow}
        />
        <ToolbarButton
          onMouseDown={keepSelection}
          icon={<LinkDismissRegular />}
          aria-label={messages.removeLink}
          title={messages.removeLink}
          onClick={run((e) => e.chain().focus().extendMarkRange('link').unsetLink().run())}
        />
        <ToolbarButton
          onMouseDown={keepSelection}
          icon={<TextClearFormattingRegular />}
          aria-label={messages.clearFormatting}
          title={messages.clearFormatting}
          onClick={run((e) => e.chain().focus().clearNodes().unsetAllMarks().run())}
        />
      </Toolbar>
      {linkDraft !== null && (
        <div className={styles.linkRow}>
          <Input
            className={styles.linkInput}
            aria-label={messages.linkPrompt}
            aria-invalid={linkRefused || undefined}
            aria-describedby={linkRefused ? linkErrorId : undefined}
            type="url"
            value={linkDraft}
            autoFocus
            onChange={(_, data) => {
              setLinkDraft(data.value);
              setLinkRefused(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                closeLinkRow();
              }
            }}
          />
          <Button appearance="primary" onClick={applyLink}>
            {messages.linkApply}
          </Button>
          <Button onClick={closeLinkRow}>{messages.cancel}</Button>
          {linkRefused && (
            <span id={linkErrorId} role="alert" className={styles.linkError}>
              {messages.linkRefused}
            </span>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
