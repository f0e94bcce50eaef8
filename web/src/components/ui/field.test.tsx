import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './field.tsx';
import { TextAreaField, TextField } from './text-fields.tsx';

/** The elements an `aria-describedby` names, as their text. */
function descriptionsOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('is a native input named by its label, required without the asterisk in its name', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="First name" required value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(input, 'Amrit');
    expect(input).toHaveProperty('value', 'Amrit');
  });

  it('ties its problem and its hint to the input and marks it invalid', () => {
    render(<TextField label="E-mail" type="email" hint="We answer within a day." error="E-mail must be an e-mail address." aria-describedby="outside" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('E-mail must be an e-mail address.');
    expect(descriptionsOf(input).slice(0, 2)).toEqual(['E-mail must be an e-mail address.', 'We answer within a day.']);
    expect(input.getAttribute('aria-describedby')?.split(' ')[2]).toBe('outside');
  });

  it('reports leaving the field to its blur handler', () => {
    const onBlur = vi.fn();
    render(<TextField label="Subject" onBlur={onBlur} />);
    fireEvent.blur(screen.getByRole('textbox', { name: 'Subject' }));
    expect(onBlur).toHaveBeenCalledOnce();
  });
});

describe('TextAreaField', () => {
  it('is a native textarea named by its label, with its problem tied to it', () => {
    render(<TextAreaField label="Message" required rows={6} resize="vertical" error="Message is required." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('6');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(textarea)).toEqual(['Message is required.']);
  });
});

describe('SelectField', () => {
  it('is a native select named by its label whose choice reaches the handler', () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Travel style" size="large" value="" onChange={(event) => onChange(event.target.value)}>
        <option value="">Any travel style</option>
        <option value="5">Culinary</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Travel style' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Culinary' })).toBeTruthy();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(select, { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith('5');
  });
});
