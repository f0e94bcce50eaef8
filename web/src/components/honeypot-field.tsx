import { leadFormMessages as messages } from '../lib/lead-form-messages.ts';
import styles from './honeypot-field.module.css';

/**
 * The honeypot of every lead form: a `website` field people never see or reach (off screen, hidden from
 * assistive technology, out of the tab order, no autofill). A bot that fills it gets a normal answer, and
 * nothing is stored. Plain markup, so the Fluent-built forms and the contact form share it.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {messages.honeypotLabel}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
