import type { Role } from '@tdp/shared/api/route-definition';

/** base64url of the UTF-8 bytes of `text`, as JWT segments are encoded. */
export function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned JWT-shaped access token for tests: the SPA only reads its claims, the API verifies it.
 * `lifetimeSeconds` counts from `issuedAtMs` (default: now, as the fake timers see it).
 */
export function fakeAccessToken(options: { issuedAtMs?: number; lifetimeSeconds?: number; username?: string; role?: Role; id?: string } = {}): string {
  const iat = Math.floor((options.issuedAtMs ?? Date.now()) / 1000);
  const payload = {
    iss: 'tdp-test',
    aud: 'tdp-test',
    sub: 'user-1',
    role: options.role ?? 'admin',
    username: options.username ?? 'admin',
    iat,
    exp: iat + (options.lifetimeSeconds ?? 900),
    jti: options.id ?? Math.random().toString(36).slice(2),
  };
  return `${base64Url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A Web Storage stand-in kept in memory, so each test starts from an empty browser. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
