import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { sanitizeRichText as serverSanitizeRichText } from '@tdp/functions/domain/rich-text/sanitize-rich-text';
import { LayoutFieldsForm } from './layout-fields-form.tsx';

/** A tab's form holding its fields, as the builder does; the stored fields are shown for the test to read. */
function Tab({ layoutName, initial = {}, errors = {} }: { layoutName: string; initial?: Record<string, unknown>; errors?: Record<string, string> }) {
  const [fields, setFields] = useState<Record<string, unknown>>(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <LayoutFieldsForm
        layoutName={layoutName}
        fields={fields}
        errors={errors}
        onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
      />
      <output data-testid="fields">{JSON.stringify(fields)}</output>
    </FluentProvider>
  );
}

const stored = (): Record<string, unknown> => JSON.parse(screen.getByTestId('fields').textContent ?? '{}') as Record<string, unknown>;

describe('LayoutFieldsForm rich text', { timeout: 30_000 }, () => {
  it('edits a rich-text field with the shared editor, offering the package page’s heading levels (h3, h4)', async () => {
    const user = userEvent.setup();
    render(<Tab layoutName="Layout 6" />);
    const editor = await screen.findByRole('textbox', { name: /^Text/ });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Text: formatting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Heading 2' })).toBeNull();

    await user.click(editor);
    await user.keyboard('Getting there');
    await user.click(screen.getByRole('button', { name: 'Heading 3' }));
    await waitFor(() => expect(stored().body).toBe('<h3>Getting there</h3>'));
  });

  it('stores only what the server’s sanitiser keeps, whatever is pasted', async () => {
    const user = userEvent.setup();
    render(<Tab layoutName="Layout 8" />);
    const terms = await screen.findByRole('textbox', { name: /^Terms/ });
    await user.click(terms);
    fireEvent.paste(terms, {
      clipboardData: {
        types: ['text/html'],
        getData: (type: string) =>
          type === 'text/html'
            ? '<h1 style="color:red">Deposit</h1><h2>Balance</h2><table><tr><td>30%</td></tr></table><p class="x" onclick="x()">Due <a href="javascript:alert(1)">now</a><img src=x onerror="alert(2)"></p><pre><code>code</code></pre><ul><li>Cards</li></ul><iframe src="https://example.com"></iframe>'
            : '',
      },
    });
    await waitFor(() => expect(String(stored().terms)).toContain('Deposit'));
    const html = String(stored().terms);
    expect(serverSanitizeRichText(html)).toBe(html);
    expect(html).not.toMatch(/<h2|<table|<td|<img|<pre|<code|<iframe|style=|class=|onclick|onerror|javascript:/i);
    expect(html).toContain('<h3>Deposit</h3>');
    expect(html).toContain('<ul><li><p>Cards</p></li></ul>');
  });

  it('shows a stored value and marks the editor invalid when the field has a problem', async () => {
    render(<Tab layoutName="Layout 8" initial={{ terms: '<p>Deposit due at booking.</p>' }} errors={{ 'fields.terms': 'is required' }} />);
    const terms = await screen.findByRole('textbox', { name: /^Terms/ });
    await waitFor(() => expect(terms.textContent).toBe('Deposit due at booking.'));
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Terms is required.')).toBeTruthy();
  });
});
