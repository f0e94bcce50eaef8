import { Forbidden, Unauthorized } from '../../domain/domain-errors.ts';
import { verifyAccessToken } from '../../auth/verify-access-token.ts';
import type { ApiEvent } from '../../http/http-types.ts';

function bearerToken(event: ApiEvent): string | null {
  const header = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match ? match[1]! : null;
}

/**
 * Public reads with `isFromAdmin=true` show admins what visitors do not (drafts, inactive promotions,
 * unpublished testimonials). Asking for that view needs a valid admin token: without one the answer is
 * 401, with another role 403, exactly as on an admin route. Returns whether the admin view applies.
 */
export async function resolveAdminView(query: { isFromAdmin?: 'true' | 'false' } | undefined, event: ApiEvent): Promise<boolean> {
  if (query?.isFromAdmin !== 'true') return false;
  const token = bearerToken(event);
  if (!token) throw new Unauthorized();
  const caller = await verifyAccessToken(token);
  if (!caller) throw new Unauthorized('Your session has expired or is not valid. Sign in again.');
  if (caller.role !== 'admin') throw new Forbidden();
  return true;
}
