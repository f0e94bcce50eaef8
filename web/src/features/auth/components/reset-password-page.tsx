import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { INVITATION_LINK_VALID_DAYS, newPasswordSchema, RESET_LINK_VALID_MINUTES, type PasswordKeyPurpose } from '@tdp/shared/schemas/auth';
import { formatMessage } from '../../../lib/intl.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { describeFailure, describeFieldRule, type FieldErrors, type FormProblem } from '../form-feedback.ts';
import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { FormProblemBar } from './form-problem-bar.tsx';
import type { LoginPageState } from './login-form.tsx';
import { PasswordInput } from './password-input.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { useApi } from '../../../lib/use-api.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

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

/** What a refused key was for, when the server says (it does for a key it issued); null when unknown. */
function purposeOf(error: unknown): PasswordKeyPurpose | null {
  const purpose = error instanceof ApiError ? error.fields.purpose : undefined;
  return purpose === 'invitation' || purpose === 'reset' ? purpose : null;
}

function invalidLinkMessage(purpose: PasswordKeyPurpose | null): string {
  const values = { days: INVITATION_LINK_VALID_DAYS, minutes: RESET_LINK_VALID_MINUTES };
  if (purpose === 'invitation') return formatMessage(authMessages.invitationLinkInvalid, values);
  if (purpose === 'reset') return formatMessage(authMessages.resetLinkInvalid, values);
  return formatMessage(authMessages.passwordLinkInvalid, values);
}

function InvalidLink({ purpose }: { purpose: PasswordKeyPurpose | null }) {
  return (
    <AuthCard title={authMessages.resetLinkInvalidTitle}>
      <FormProblemBar problem={{ title: authMessages.resetLinkInvalidTitle, message: invalidLinkMessage(purpose) }} />
      <AppLink to={PUBLIC_PATHS.forgotPassword}>{authMessages.requestNewLink}</AppLink>
    </AuthCard>
  );
}

/**
 * `/resetpassword/{cryptoKey}`: checks the link first (an unusable one says so, with how long such links work,
 * and offers a new one), then asks for the new password twice; on success the user goes to the sign-in page
 * with a notice. An invitation (a new account's first password) reads "Choose your password" / "Password set",
 * a reset "Choose a new password" / "Password changed".
 */
export function ResetPasswordPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const key = useParams().cryptoKey ?? '';
  const keyStatus = useApi(authRoutes.checkResetKey, { params: { key } }, { revalidateOnFocus: false, revalidateIfStale: false });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [linkSpent, setLinkSpent] = useState<{ purpose: PasswordKeyPurpose | null } | null>(null);
  const purpose: PasswordKeyPurpose = keyStatus.data?.data.purpose ?? 'reset';
  const invitation = purpose === 'invitation';
  const title = invitation ? authMessages.invitationTitle : authMessages.resetTitle;
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
      await apiFetch(authRoutes.resetPassword, { body: { key, password } });
      const state: LoginPageState = { notice: invitation ? 'passwordSet' : 'passwordChanged' };
      await navigate(PUBLIC_PATHS.login, { replace: true, state });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setLinkSpent({ purpose: purposeOf(error) ?? purpose });
      else if (error instanceof ApiError && error.fields.password) {
        setFieldErrors({ password: describeFieldRule(authMessages.newPasswordLabel, error.fields.password) });
        passwordRef.current?.focus();
      } else setProblem(describeFailure(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (linkSpent) return <InvalidLink purpose={linkSpent.purpose} />;
  if (isUnusableKey(keyStatus.error)) return <InvalidLink purpose={purposeOf(keyStatus.error)} />;
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
    <AuthCard title={title} intro={invitation ? authMessages.invitationIntro : authMessages.resetIntro}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
        <UntilHydratedFieldset>
          {problem && <FormProblemBar problem={problem} />}
          <Field
            label={authMessages.newPasswordLabel}
            required
            validationState={fieldErrors.password ? 'error' : 'none'}
            validationMessage={fieldErrors.password}
          >
            <PasswordInput ref={passwordRef} name="new-password" autoComplete="new-password" value={password} onChange={(_, data) => setPassword(data.value)} />
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
            {submitting ? authMessages.savingPassword : invitation ? authMessages.setPassword : authMessages.savePassword}
          </Button>
          <div className={styles.actions}>
            <AppLink to={PUBLIC_PATHS.login}>{authMessages.backToSignIn}</AppLink>
          </div>
        </UntilHydratedFieldset>
      </form>
    </AuthCard>
  );
}
