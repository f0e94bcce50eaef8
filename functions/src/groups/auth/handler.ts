import { createGroupHandler } from '../../http/create-group-handler.ts';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { checkResetKey } from '../../domain/auth/check-reset-key.ts';
import { getAdminProfile } from '../../domain/auth/get-admin-profile.ts';
import { login } from '../../domain/auth/login.ts';
import { logout } from '../../domain/auth/logout.ts';
import { refreshSession } from '../../domain/auth/refresh-session.ts';
import { answerPasswordResetRequest } from '../../domain/auth/request-password-reset.ts';
import { resetPassword } from '../../domain/auth/reset-password.ts';

/** Accounts and sessions: the only group that reads or writes the identity table. */
export const handler = createGroupHandler('auth', authRoutes, {
  login: async ({ params, body, clientAddress }) => ({
    body: await login({ role: params.role, username: body.username, password: body.password, sourceIp: clientAddress }),
  }),
  refreshToken: async ({ body }) => ({ body: await refreshSession(body.refreshToken) }),
  logout: async ({ body }) => {
    await logout(body.refreshToken);
    return { status: 204 };
  },
  forgotPassword: async ({ body }) => ({ status: 202, body: await answerPasswordResetRequest(body.usernameOrEmail) }),
  checkResetKey: async ({ params }) => ({ body: { data: await checkResetKey(params.key) } }),
  resetPassword: async ({ body }) => {
    await resetPassword(body.key, body.password);
    return { status: 204 };
  },
  adminByUsername: async ({ params }) => ({ body: { data: await getAdminProfile(params.username) } }),
});
