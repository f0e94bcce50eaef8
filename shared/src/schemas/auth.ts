import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { ROLES, type Role } from '../api/route-definition.ts';
import { ADMIN_HOME_PATH, PORTAL_HOME_PATH } from '../site-paths/area-paths.ts';

/** Shortest password accepted when one is set (NIST SP 800-63B: length, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted; long enough for passphrases, short enough to bound the hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;
/** Longest username accepted. */
export const USERNAME_MAX_LENGTH = 64;
/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Where each role lands after signing in (login answer's `redirectUrl`). */
export const ROLE_HOME_PATHS: Readonly<Record<Role, string>> = {
  admin: ADMIN_HOME_PATH,
  // The portal home: the agent's open leads first (the work of the day), then the portal's news.
  agent: PORTAL_HOME_PATH,
};

/** A password being set: 8 to 128 characters, anything else goes (spaces and emoji included). */
export const newPasswordSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
      z.maxLength(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
    ),
);

/**
 * A username as typed when signing in: trimmed; comparison is case-insensitive (the server folds case).
 * No character rules here so a login never tells which usernames could exist.
 */
export const loginUsernameSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`)),
);

/**
 * A username being created: trimmed, 3 to 64 characters of letters, digits and `. _ - @`.
 * Stored as typed and matched case-insensitively, so `Alex` and `alex` are the same account.
 */
export const newUsernameSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(3, 'must be at least 3 characters'),
      z.maxLength(USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`),
      z.regex(/^[A-Za-z0-9._@-]+$/, 'may contain only letters, digits and . _ - @'),
    ),
);

/** An e-mail address, trimmed. */
export const emailSchema = lazySchema(() =>
  z.pipe(
    z.string({ error: 'is required' }).check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)),
    z.email('must be an e-mail address'),
  ),
);

/** An opaque secret we issued (refresh token, reset key): 256 random bits in base64url, 43 characters. */
const issuedSecretSchema = lazySchema(() =>
  z.string({ error: 'is required' }).check(z.minLength(1, 'is required'), z.maxLength(128, 'is not a token we issued')),
);

/** Path parameters of `POST /api/auth/login/{role}`. */
export const loginParamsSchema = lazySchema(() => z.strictObject({ role: z.enum(ROLES as [Role, ...Role[]], 'must be admin or agent') }));

/** Body of `POST /api/auth/login/{role}`. */
export const loginBodySchema = lazySchema(() =>
  z.strictObject({
    username: loginUsernameSchema,
    password: z
      .string({ error: 'is required' })
      .check(z.minLength(1, 'is required'), z.maxLength(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)),
  }),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Answer of `POST /api/auth/login/{role}`. */
export const loginResponseSchema = lazySchema(() =>
  z.object({
    accessToken: z.string(),
    refreshToken: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    redirectUrl: z.string(),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of `POST /api/auth/refresh_token` and `POST /api/auth/logout`. */
export const refreshTokenBodySchema = lazySchema(() => z.strictObject({ refreshToken: issuedSecretSchema }));

/** Answer of `POST /api/auth/refresh_token`: a new pair; the old refresh token is spent. */
export const refreshResponseSchema = lazySchema(() => z.object({ accessToken: z.string(), refreshToken: z.string() }));
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** Body of `POST /api/auth/forgot-password`: the account's username or its e-mail address. */
export const forgotPasswordBodySchema = lazySchema(() =>
  z.strictObject({
    usernameOrEmail: z
      .string({ error: 'is required' })
      .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)),
  }),
);

/** Answer of `POST /api/auth/forgot-password`, identical whether or not the account exists. */
export const forgotPasswordResponseSchema = lazySchema(() => z.object({ message: z.string() }));
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** Path parameters of `GET /api/auth/reset-password/{key}`. */
export const resetKeyParamsSchema = lazySchema(() => z.strictObject({ key: issuedSecretSchema }));

/** What an e-mailed password link is for: a new account's invitation, or a reset of a forgotten password. */
export const PASSWORD_KEY_PURPOSES = ['invitation', 'reset'] as const;
export type PasswordKeyPurpose = (typeof PASSWORD_KEY_PURPOSES)[number];

/** An invitation link works for 7 days, once (the auth group's key lifetime is made from it). */
export const INVITATION_LINK_VALID_DAYS = 7;
/** A password reset link works for 60 minutes, once. */
export const RESET_LINK_VALID_MINUTES = 60;

/**
 * Answer of `GET /api/auth/reset-password/{key}` when the key can still be used: until when, and what it is
 * for (the page words itself "Choose your password" for an invitation). A key that cannot be used answers 404;
 * when it is one we issued (used, expired or replaced), the 404's `fields.purpose` names what it was for, so
 * the page can say how long such links work.
 */
export const resetKeyStatusResponseSchema = lazySchema(() => z.object({ data: z.object({ expiresAt: z.string(), purpose: z.enum(PASSWORD_KEY_PURPOSES) }) }));
export type ResetKeyStatus = z.infer<typeof resetKeyStatusResponseSchema>;

/** Body of `POST /api/auth/reset-password`. */
export const resetPasswordBodySchema = lazySchema(() => z.strictObject({ key: issuedSecretSchema, password: newPasswordSchema }));

/**
 * Body of `POST /api/auth/change-password`: the signed-in person's current password (checked) and the new one
 * (the same rules as a reset). Refused when the two are the same.
 */
export const changePasswordBodySchema = lazySchema(() =>
  z
    .strictObject({
      currentPassword: z
        .string({ error: 'is required' })
        .check(z.minLength(1, 'is required'), z.maxLength(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)),
      newPassword: newPasswordSchema,
    })
    .check(z.refine((body) => body.currentPassword !== body.newPassword, { error: 'must differ from the current password', path: ['newPassword'] })),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Path parameters of `GET /api/admin/byusername/{username}`. */
export const adminByUsernameParamsSchema = lazySchema(() => z.strictObject({ username: loginUsernameSchema }));

/** Answer of `GET /api/admin/byusername/{username}`: the admin shell's profile block. */
export const adminProfileResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      name: z.string(),
      username: z.string(),
      position: z.string(),
      profile_picture: z.nullable(z.string()),
    }),
  }),
);
export type AdminProfileResponse = z.infer<typeof adminProfileResponseSchema>;
