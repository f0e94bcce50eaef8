import { createGroupHandler } from '../../http/create-group-handler.ts';
import { changePassword } from '../../domain/auth/change-password.ts';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { checkResetKey } from '../../domain/auth/check-reset-key.ts';
import { getAdminProfile } from '../../domain/auth/get-admin-profile.ts';
import { login } from '../../domain/auth/login.ts';
import { logout } from '../../domain/auth/logout.ts';
import { refreshSession } from '../../domain/auth/refresh-session.ts';
import { answerPasswordResetRequest } from '../../domain/auth/request-password-reset.ts';
import { resetPassword } from '../../domain/auth/reset-password.ts';
import { deviceCookie, deviceTokenOf } from './device-cookie.ts';

/** Accounts and sessions: the only group that reads or writes the identity table. */
export const handler = createGroupHandler('auth', authRoutes, {
  // The answer's body is accessToken, refreshToken, role and redirectUrl, as the SPA reads it; the known-device
  // token travels in a cookie (see device-cookie.ts).
  login: async ({ params, body, clientAddress, event }) => {
    const deviceToken = deviceTokenOf(event, body.username);
    const { response, deviceToken: issued } = await login({
      role: params.role,
      username: body.username,
      password: body.password,
      sourceIp: clientAddress,
      deviceToken,
    });
    return { body: response, cookies: [deviceCookie(body.username, issued)] };
  },
  refreshToken: async ({ body }) => ({ body: await refreshSession(body.refreshToken) }),
  logout: async ({ body }) => {
    await logout(body.refreshToken);
    return { status: 204 };
  },
  forgotPassword: async ({ body }) => ({ status: 202, body: await answerPasswordResetRequest(body.usernameOrEmail) }),
  checkResetKey: async ({ params }) => ({ body: { data: await checkResetKey(params.key) } }),
  resetPassword: async ({ body }) => {
    const { username, deviceToken } = await resetPassword(body.key, body.password);
    return { status: 204, cookies: [deviceCookie(username, deviceToken)] };
  },
  // The access rule requires a token, so the caller is there; the domain checks it against the account.
  changePassword: async ({ body, caller, clientAddress }) => ({ body: await changePassword(caller!, body, clientAddress) }),
  adminByUsername: async ({ params }) => ({ body: { data: await getAdminProfile(params.username) } }),
});
