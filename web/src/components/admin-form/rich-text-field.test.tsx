import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RichTextField, type RichTextFieldProps } from './rich-text-field.tsx';

/** The field in a form that keeps its value, as the admin forms do. */
function Harness(props: Omit<RichTextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <FluentProvider theme={webLightTheme}>
      <RichTextField {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </FluentProvider>
  );
}

/** The texts of the elements an attribute's ids point to, in order. */
function textsOf(element: HTMLElement, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('RichTextField', { timeout: 30_000 }, () => {
  it('names its text box with the visible label and describes it with the hint', async () => {
    render(<Harness label="Introduction" hint="Shown above the sections" />);
    const box = await screen.findByRole('textbox', { name: 'Introduction' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.hasAttribute('aria-label')).toBe(false);
    expect(textsOf(box, 'aria-labelledby')).toEqual(['Introduction']);
    expect(textsOf(box, 'aria-describedby')).toEqual(['Shown above the sections']);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('toolbar', { name: /Introduction/ })).toBeTruthy();
  });

  it('shows the broken rule under the editor, reads it with the text box and marks the box invalid', async () => {
    render(<Harness label="Body" hint="What subscribers read" validationMessage="Body is required." required />);
    const box = await screen.findByRole('textbox', { name: /^Body/ });
    expect(screen.getByText('Body is required.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(textsOf(box, 'aria-describedby')).toEqual(expect.arrayContaining(['Body is required.', 'What subscribers read']));
  });

  it('names the toolbar with its own label where the field label repeats, and passes what is typed to the form', async () => {
    const user = userEvent.setup();
    render(<Harness label="Body" editorLabel="Section 2: Body" />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByRole('toolbar', { name: /Section 2: Body/ })).toBeTruthy();
    await user.click(box);
    await user.keyboard('Bring a passport');
    expect(screen.getByTestId('value').textContent).toBe('<p>Bring a passport</p>');
  });
});
