import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@tdp/shared/api/route-definition';
import { loginBodySchema } from '@tdp/shared/schemas/auth';
import { AppLink } from '../../../components/app-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { logIn } from '../api/log-in.ts';
import { describeFailure, fieldErrorsFrom, type FieldErrors, type FormProblem } from '../form-feedback.ts';
import { authMessages } from '../messages.ts';
import { signIn } from '../session/app-session.ts';
import { FormProblemBar } from './form-problem-bar.tsx';
import { PasswordInput } from './password-input.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { BECOME_AGENT_APPLY_HREF, PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import * as STANDALONE_PATHS from '@tdp/shared/site-paths/standalone-paths';

type LoginField = 'username' | 'password';

const FIELD_LABELS: Record<LoginField, string> = {
  username: authMessages.usernameLabel,
  password: authMessages.passwordLabel,
};

/** Router state a page passes to the sign-in page to show a notice above the form. */
export interface LoginPageState {
  notice?: 'passwordChanged' | 'passwordSet';
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'stretch' },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

function problemFor(error: unknown): FormProblem {
  if (error instanceof ApiError && error.status === 401) {
    return { title: authMessages.signInFailedTitle, message: authMessages.wrongCredentials };
  }
  return describeFailure(error);
}

/**
 * The sign-in form of one role path (`POST /api/auth/login/{role}`): checked with the server's schema
 * before sending, clear messages for wrong credentials, too many attempts (with the wait) and no
 * connection; on success the session is stored and the browser goes to the answer's `redirectUrl`.
 */
export function LoginForm({ role }: { role: Role }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginPageState | null)?.notice;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function focusFirstInvalid(errors: FieldErrors<LoginField>) {
    (errors.username ? usernameRef : passwordRef).current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    const parsed = loginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors = fieldErrorsFrom(parsed.error, FIELD_LABELS);
      setFieldErrors(errors);
      focusFirstInvalid(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const answer = await logIn(parsed.data, role);
      signIn(answer, parsed.data.username);
      await navigate(answer.redirectUrl, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const errors = fieldErrorsFrom(error.fields, FIELD_LABELS);
        setFieldErrors(errors);
        focusFirstInvalid(errors);
      } else {
        setProblem(problemFor(error));
        if (error instanceof ApiError && error.status === 401) {
          setPassword('');
          passwordRef.current?.focus();
        }
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <UntilHydratedFieldset>
        {notice && !problem && role === 'agent' && (
          <FormProblemBar
            intent="success"
            problem={
              notice === 'passwordSet'
                ? { title: authMessages.passwordSetTitle, message: authMessages.passwordSet }
                : { title: authMessages.passwordChangedTitle, message: authMessages.passwordChanged }
            }
          >
            {authMessages.adminSignInHint} <AppLink to={STANDALONE_PATHS.adminLogin}>{authMessages.adminSignInLink}</AppLink>.
          </FormProblemBar>
        )}
        {problem && <FormProblemBar problem={problem} />}
        <Field label={FIELD_LABELS.username} required validationState={fieldErrors.username ? 'error' : 'none'} validationMessage={fieldErrors.username}>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(_, data) => setUsername(data.value)}
          />
        </Field>
        <Field label={FIELD_LABELS.password} required validationState={fieldErrors.password ? 'error' : 'none'} validationMessage={fieldErrors.password}>
          <PasswordInput ref={passwordRef} name="password" autoComplete="current-password" value={password} onChange={(_, data) => setPassword(data.value)} />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          className={styles.submit}
          disabledFocusable={submitting}
          icon={submitting ? <Spinner size="tiny" appearance="inverted" /> : undefined}
        >
          {submitting ? authMessages.signingIn : authMessages.signIn}
        </Button>
        <div className={styles.links}>
          <AppLink to={PUBLIC_PATHS.forgotPassword}>{authMessages.forgotPasswordLink}</AppLink>
          {role === 'agent' && (
            <Text size={300}>
              {authMessages.becomeAgentPrompt} <AppLink to={BECOME_AGENT_APPLY_HREF}>{authMessages.becomeAgentLink}</AppLink>
            </Text>
          )}
        </div>
      </UntilHydratedFieldset>
    </form>
  );
}
