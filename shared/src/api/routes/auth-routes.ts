import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, noAnswer, defineRoute } from '../route-definition.ts';
import type { AdminProfileResponse, ForgotPasswordResponse, LoginResponse, RefreshResponse, ResetKeyStatus } from '../../schemas/auth.ts';
import {
  adminByUsernameParamsSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginParamsSchema,
  refreshTokenBodySchema,
  resetKeyParamsSchema,
  resetPasswordBodySchema,
} from '../../schemas/auth.ts';

/** Small bodies only: credentials never need more, and a large body must not reach the password hash. */
const AUTH_MAX_BODY_BYTES = 4 * 1024;

/**
 * Accounts and sessions. All served by the `auth` group, the only one that touches the identity table.
 * Refresh and logout take the refresh token itself as the credential, so they need no access token.
 */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login/{role}',
    group: 'auth',
    access: 'public',
    answer: answer<LoginResponse>(),
    params: loginParamsSchema,
    body: loginBodySchema,
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
    summary: 'Sign in as admin or agent: answers {accessToken, refreshToken, role, redirectUrl}',
  }),
  refreshToken: defineRoute({
    method: 'POST',
    path: '/api/auth/refresh_token',
    group: 'auth',
    access: 'public',
    answer: answer<RefreshResponse>(),
    body: refreshTokenBodySchema,
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
    summary: 'Trade a refresh token for a new pair; a replayed token ends its whole session family',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    group: 'auth',
    access: 'public',
    answer: noAnswer,
    body: refreshTokenBodySchema,
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
    summary: 'End the session the refresh token belongs to',
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    group: 'auth',
    access: 'public',
    answer: answer<ForgotPasswordResponse>(),
    body: forgotPasswordBodySchema,
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
    summary: 'E-mail a password reset link; the same answer whether or not the account exists',
  }),
  checkResetKey: defineRoute({
    method: 'GET',
    path: '/api/auth/reset-password/{key}',
    group: 'auth',
    access: 'public',
    answer: answer<ResetKeyStatus>(),
    params: resetKeyParamsSchema,
    query: lazySchema(() => z.strictObject({})),
    summary: 'Tell the reset page whether its link can still be used',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    group: 'auth',
    access: 'public',
    answer: noAnswer,
    body: resetPasswordBodySchema,
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
    summary: 'Set a new password with a reset key and end every session of the account',
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/auth/change-password',
    group: 'auth',
    access: ['admin', 'agent'],
    answer: answer<RefreshResponse>(),
    query: lazySchema(() => z.strictObject({})),
    body: changePasswordBodySchema,
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
    summary:
      "Change the signed-in person's password (current one required, counted like sign-ins): ends every other session and answers this browser's new token pair",
  }),
  adminByUsername: defineRoute({
    method: 'GET',
    path: '/api/admin/byusername/{username}',
    group: 'auth',
    access: ['admin'],
    answer: answer<AdminProfileResponse>(),
    params: adminByUsernameParamsSchema,
    query: lazySchema(() => z.strictObject({})),
    summary: "An admin's profile for the admin shell: {data: {name, username, position, profile_picture}}",
  }),
};
