import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { sanitizeRichText as serverSanitizeRichText } from '@tdp/functions/domain/rich-text/sanitize-rich-text';
import { linkTarget, prepareRichText, RichTextEditor, type RichTextHeadingLevel } from './rich-text-editor.tsx';

/** The editor in a form that keeps its value, as the admin forms do; `changes` lists every value it reported. */
function Harness({ initial = '', headingLevels, changes }: { initial?: string; headingLevels?: readonly RichTextHeadingLevel[]; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <span id="notes-label">Notes</span>
      <span id="notes-hint">Shown to agents</span>
      <RichTextEditor
        label="Notes"
        labelledBy="notes-label"
        describedBy="notes-hint"
        value={value}
        headingLevels={headingLevels}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Reloaded <b>from</b> the server</p>')}>
        Reload
      </button>
      <output data-testid="value">{value}</output>
    </FluentProvider>
  );
}

function setup(props: { initial?: string; headingLevels?: readonly RichTextHeadingLevel[] } = {}) {
  const changes: string[] = [];
  const user = userEvent.setup();
  render(<Harness {...props} changes={changes} />);
  const value = () => screen.getByTestId('value').textContent;
  return { user, changes, value };
}

/** The editable text box, once the editor has been created (after the first render). */
async function editable(): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: 'Notes' });
}

/** Clicks into the (empty) text and types. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await editable();
  await user.click(box);
  await user.keyboard(text);
}

function paste(target: HTMLElement, html: string, text = '') {
  fireEvent.paste(target, { clipboardData: { types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? html : text) } });
}

describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('is a multi-line text box named and described by its field, with a toolbar named after it', async () => {
    setup();
    const box = await editable();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('notes-hint');
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Notes: formatting' })).toBeTruthy();
  });

  it('keeps the cursor where it is while the form stores each keystroke', async () => {
    const { user, value } = setup();
    await typeInto(user, 'abc def');
    await waitFor(() => expect(value()).toBe('<p>abc def</p>'));
  });

  it('makes an h2 with the Heading 2 button and marks the button pressed', async () => {
    const { user, value } = setup();
    await typeInto(user, 'What to pack');
    const button = screen.getByRole('button', { name: 'Heading 2' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    await waitFor(() => expect(value()).toBe('<h2>What to pack</h2>'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Heading 3' }));
    await waitFor(() => expect(value()).toBe('<h3>What to pack</h3>'));
  });

  it('keeps what is typed after the bulleted list button inside the list item', async () => {
    const { user, value } = setup();
    await user.click(await editable());
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await user.keyboard('Sunscreen{Enter}Hat');
    await waitFor(() => expect(value()).toBe('<ul><li><p>Sunscreen</p></li><li><p>Hat</p></li></ul>'));
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('bolds with Ctrl+B in the text', async () => {
    const { user, value } = setup();
    await typeInto(user, 'Book ');
    await user.keyboard('{Control>}b{/Control}early');
    await waitFor(() => expect(value()).toBe('<p>Book <strong>early</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links through the inline address row, refusing javascript: and incomplete addresses', async () => {
    const { user, value } = setup();
    await typeInto(user, 'Book now');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /^Address of the link/ });
    expect((address as HTMLInputElement).value).toBe('https://');

    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Links must start with https:\/\//);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(value()).toBe('<p>Book now</p>');

    await user.clear(address);
    await user.type(address, 'https://nowhere');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();

    await user.clear(address);
    await user.type(address, 'https://example.com/offers{Enter}');
    await waitFor(() => expect(value()).toBe('<p><a href="https://example.com/offers" target="_blank" rel="noopener noreferrer">Book now</a></p>'));
    expect(screen.queryByRole('textbox', { name: /^Address of the link/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(value()).toBe('<p>Book now</p>'));
  });

  it('inserts the address as the text of a link when nothing is selected', async () => {
    const { user, value } = setup();
    await typeInto(user, 'Write to ');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /^Address of the link/ });
    await user.clear(address);
    await user.type(address, 'mailto:desk@example.com{Enter}');
    await waitFor(() => expect(value()).toBe('<p>Write to <a href="mailto:desk@example.com">desk@example.com</a></p>'));
  });

  it('drops scripts, event handlers, images and javascript: links from pasted HTML', async () => {
    const { user, value } = setup();
    await user.click(await editable());
    paste(
      await editable(),
      '<p onclick="steal()">Safe <em>text</em></p><script>alert(1)</script><img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">bad</a> <a href="https://example.com">good</a></p><table><tr><td>cell</td></tr></table>',
    );
    await waitFor(() => expect(value()).toContain('Safe'));
    const html = value() ?? '';
    expect(html).not.toMatch(/script|onerror|onclick|<img|javascript:|<table|<td/i);
    expect(html).toContain('<em>text</em>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    expect((await editable()).querySelector('img, script')).toBeNull();
  });

  it('replaces its content when the value changes from outside, and reports nothing for that', async () => {
    const { user, changes } = setup({ initial: '<p>First</p>' });
    const box = await editable();
    await waitFor(() => expect(box.textContent).toBe('First'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(box.innerHTML).toContain('Reloaded <strong>from</strong> the server'));
    expect(changes).toEqual([]);
  });

  it('reports an empty string when no visible text is left', async () => {
    const { user, value, changes } = setup({ initial: '<p>x</p>' });
    const box = await editable();
    await waitFor(() => expect(box.textContent).toBe('x'));
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(changes.at(-1)).toBe(''));
    expect(value()).toBe('');
  });

  it('offers only the heading levels of its field and moves other headings to them', async () => {
    const { user, value } = setup({ headingLevels: [3, 4], initial: '<h2>Old</h2><p>Body</p>' });
    const box = await editable();
    await waitFor(() => expect(box.querySelector('h3')?.textContent).toBe('Old'));
    expect(screen.queryByRole('button', { name: 'Heading 2' })).toBeNull();
    // A click puts the cursor at the start of the text: in the heading.
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Heading 4' }));
    await waitFor(() => expect(value()).toBe('<h4>Old</h4><p>Body</p>'));
    expect(screen.getByRole('button', { name: 'Heading 4' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Heading 3' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('writes only what the server sanitiser keeps', async () => {
    const { user, value } = setup();
    await user.click(await editable());
    paste(
      await editable(),
      '<h1>Title</h1><h5>Small</h5><blockquote>Quote</blockquote><ol><li>One</li></ol><p><s>old</s> <u>new</u><br>line</p><hr><pre><code>x = 1</code></pre>',
    );
    await user.keyboard('!');
    await waitFor(() => expect(value()).toContain('!'));
    const html = value() ?? '';
    expect(serverSanitizeRichText(html)).toBe(html);
  });
});

describe('rich text preparation', () => {
  it('fits headings to the offered levels and sanitises', () => {
    expect(prepareRichText('<h2 class="x">A</h2><h4>B</h4><script>c()</script>', [3, 4])).toBe('<h3>A</h3><h4>B</h4>');
    expect(prepareRichText('<h4>B</h4>', [2, 3])).toBe('<h3>B</h3>');
    expect(prepareRichText('<H1 style="x">T</H1><h6>S</h6>', [2, 3])).toBe('<h2>T</h2><h3>S</h3>');
  });

  it('accepts complete http(s) and mailto addresses only', () => {
    expect(linkTarget(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(linkTarget('mailto:desk@example.com')).toBe('mailto:desk@example.com');
    for (const refused of ['javascript:alert(1)', 'https://', 'https://nowhere', 'example.com', 'ftp://example.com', 'data:text/html,x', 'mailto:nobody']) {
      expect(linkTarget(refused)).toBeNull();
    }
  });
});
