import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { newPasswordSchema } from '@tdp/shared/schemas/auth';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResetKeyStatus } from '../api/check-reset-key.ts';
import { resetPassword } from '../api/reset-password.ts';
import { describeFailure, describeFieldRule, type FieldErrors, type FormProblem } from '../form-feedback.ts';
import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { FormProblemBar } from './form-problem-bar.tsx';
import type { LoginPageState } from './login-form.tsx';
import { PasswordInput } from './password-input.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';

type ResetField = 'password' | 'confirmation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** A key the server does not accept (unknown, used, expired) or that cannot be one (too long). */
function isUnusableKey(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function validate(password: string, confirmation: string): FieldErrors<ResetField> {
  const rule = newPasswordSchema.safeParse(password);
  if (!rule.success) return { password: describeFieldRule(authMessages.newPasswordLabel, rule.error.issues[0]!.message) };
  if (confirmation !== password) return { confirmation: authMessages.passwordsDiffer };
  return {};
}

function InvalidLink() {
  return (
    <AuthCard title={authMessages.resetLinkInvalidTitle}>
      <FormProblemBar problem={{ title: authMessages.resetLinkInvalidTitle, message: authMessages.resetLinkInvalid }} />
      <AppLink to="/ForgotPassword">{authMessages.requestNewLink}</AppLink>
    </AuthCard>
  );
}

/**
 * `/resetpassword/{cryptoKey}`: checks the link first (an unusable one says so and offers a new one),
 * then asks for the new password twice; on success the user goes to the sign-in page with a notice.
 */
export function ResetPasswordPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const key = useParams().cryptoKey ?? '';
  const keyStatus = useResetKeyStatus(key);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [linkSpent, setLinkSpent] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    const errors = validate(password, confirmation);
    setFieldErrors(errors);
    if (errors.password) return passwordRef.current?.focus();
    if (errors.confirmation) return confirmationRef.current?.focus();
    setSubmitting(true);
    try {
      await resetPassword({ key, password });
      const state: LoginPageState = { notice: 'passwordChanged' };
      await navigate('/login', { replace: true, state });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setLinkSpent(true);
      else if (error instanceof ApiError && error.fields.password) {
        setFieldErrors({ password: describeFieldRule(authMessages.newPasswordLabel, error.fields.password) });
        passwordRef.current?.focus();
      } else setProblem(describeFailure(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (linkSpent || isUnusableKey(keyStatus.error)) return <InvalidLink />;
  if (keyStatus.error) {
    return (
      <AuthCard title={authMessages.resetTitle}>
        <FormProblemBar problem={describeFailure(keyStatus.error)} />
        <Button onClick={() => void keyStatus.mutate()}>{authMessages.tryAgain}</Button>
      </AuthCard>
    );
  }
  if (!keyStatus.data) {
    return (
      <AuthCard title={authMessages.resetTitle}>
        <PageSpinner label={authMessages.checkingLink} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={authMessages.resetTitle} intro={authMessages.resetIntro}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
        <UntilHydratedFieldset>
        {problem && <FormProblemBar problem={problem} />}
        <Field
          label={authMessages.newPasswordLabel}
          required
          validationState={fieldErrors.password ? 'error' : 'none'}
          validationMessage={fieldErrors.password}
        >
          <PasswordInput
            ref={passwordRef}
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        <Field
          label={authMessages.confirmPasswordLabel}
          required
          validationState={fieldErrors.confirmation ? 'error' : 'none'}
          validationMessage={fieldErrors.confirmation}
        >
          <PasswordInput
            ref={confirmationRef}
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(_, data) => setConfirmation(data.value)}
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          disabledFocusable={submitting}
          icon={submitting ? <Spinner size="tiny" appearance="inverted" /> : undefined}
        >
          {submitting ? authMessages.savingPassword : authMessages.savePassword}
        </Button>
        <div className={styles.actions}>
          <AppLink to="/login">{authMessages.backToSignIn}</AppLink>
        </div>
        </UntilHydratedFieldset>
      </form>
    </AuthCard>
  );
}
