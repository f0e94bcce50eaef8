import { useState, type Ref } from 'react';
import { Button, Input, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { authMessages } from '../messages.ts';

const useStyles = makeStyles({
  toggle: { minWidth: 'auto', color: tokens.colorNeutralForeground2 },
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M1.75 10s3-5.75 8.25-5.75S18.25 10 18.25 10s-3 5.75-8.25 5.75S1.75 10 1.75 10z" strokeLinejoin="round" />
      <circle cx="10" cy="10" r="2.75" />
      {crossed && <path d="M3 3l14 14" strokeLinecap="round" />}
    </svg>
  );
}

/** A password field with a button that shows or hides what was typed (keyboard-reachable, state announced). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'> & { ref?: Ref<HTMLInputElement> }) {
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          type="button"
          appearance="transparent"
          size="small"
          className={styles.toggle}
          icon={<EyeIcon crossed={visible} />}
          aria-label={authMessages.showPassword}
          aria-pressed={visible}
          title={visible ? authMessages.hidePassword : authMessages.showPassword}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
