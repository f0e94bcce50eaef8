import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { forgotPasswordBodySchema } from '@tdp/shared/schemas/auth';
import { AppLink } from '../../../components/app-link.tsx';
import { describeFailure, fieldErrorsFrom, type FieldErrors, type FormProblem } from '../form-feedback.ts';
import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { FormProblemBar } from './form-problem-bar.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

const FIELD_LABELS = { usernameOrEmail: authMessages.usernameOrEmailLabel };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  help: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * `/ForgotPassword`: asks for a reset e-mail. The confirmation is the same whether or not an account
 * matches, so the page never tells which usernames or addresses exist.
 */
export function ForgotPasswordPage() {
  const styles = useStyles();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'usernameOrEmail'>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    const parsed = forgotPasswordBodySchema.safeParse({ usernameOrEmail });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFrom(parsed.error, FIELD_LABELS));
      inputRef.current?.focus();
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await apiFetch(authRoutes.forgotPassword, { body: parsed.data });
      setSent(true);
    } catch (error) {
      setProblem(describeFailure(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title={authMessages.resetRequestedTitle}>
        <FormProblemBar intent="success" problem={{ title: authMessages.resetRequestedTitle, message: authMessages.resetRequested }} />
        <Text as="p" size={300} className={styles.help}>
          {authMessages.resetRequestedHelp}
        </Text>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setSent(false);
              setUsernameOrEmail('');
            }}
          >
            {authMessages.askAgain}
          </Button>
          <AppLink to={PUBLIC_PATHS.login}>{authMessages.backToSignIn}</AppLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={authMessages.forgotTitle} intro={authMessages.forgotIntro}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
        <UntilHydratedFieldset>
          {problem && <FormProblemBar problem={problem} />}
          <Field
            label={FIELD_LABELS.usernameOrEmail}
            required
            validationState={fieldErrors.usernameOrEmail ? 'error' : 'none'}
            validationMessage={fieldErrors.usernameOrEmail}
          >
            <Input
              ref={inputRef}
              name="usernameOrEmail"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={usernameOrEmail}
              onChange={(_, data) => setUsernameOrEmail(data.value)}
            />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            size="large"
            disabledFocusable={submitting}
            icon={submitting ? <Spinner size="tiny" appearance="inverted" /> : undefined}
          >
            {submitting ? authMessages.sendingResetLink : authMessages.sendResetLink}
          </Button>
          <div className={styles.actions}>
            <AppLink to={PUBLIC_PATHS.login}>{authMessages.backToSignIn}</AppLink>
          </div>
        </UntilHydratedFieldset>
      </form>
    </AuthCard>
  );
}
