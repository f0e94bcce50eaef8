import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

/** `/login` (public shell): Connected Agents sign in on the agent role path, the default one. */
export function LoginPage() {
  return (
    <AuthCard title={authMessages.agentLoginTitle} intro={authMessages.agentLoginIntro}>
      <LoginForm role="agent" />
    </AuthCard>
  );
}
