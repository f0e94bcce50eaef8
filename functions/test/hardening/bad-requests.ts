import fc from 'fast-check';
import type { Role, RouteDefinition } from '@tdp/shared/api/route-definition';
import type { RouteName } from '@tdp/shared/api/routes';
import type { RawRequest } from './raw-api-request.ts';
import { sampleRequest } from './route-samples.ts';
import { acceptedKeys } from './schema-keys.ts';

/**
 * Generators of bad requests for any manifest route, built from the route's valid sample request by
 * breaking one thing: the body's syntax, content type, shape, a value's type, a missing or extra field
 * (`__proto__`, `constructor`, `prototype` among them), a huge string, deep nesting, a path parameter, the
 * query, or the credentials. Cheap to generate: values are small except the huge strings, which are
 * repeated characters.
 */

export type BadRequestKind =
  | 'malformed-json'
  | 'wrong-content-type'
  | 'body-on-bodiless-route'
  | 'not-an-object'
  | 'extra-field'
  | 'wrong-type'
  | 'missing-field'
  | 'huge-string'
  | 'deep-nesting'
  | 'bad-path-parameter'
  | 'bad-query'
  | 'no-credentials'
  | 'forged-token'
  | 'role-not-allowed';

/** Kinds whose refusal comes from the access guard rather than the manifest's schemas. */
export const ACCESS_KINDS: ReadonlySet<BadRequestKind> = new Set(['no-credentials', 'forged-token', 'role-not-allowed']);

export interface BadRequest {
  kind: BadRequestKind;
  request: RawRequest;
}

/** Valid access tokens of a signed-in admin and agent. */
export interface Tokens {
  admin: string;
  agent: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Keys an attacker tries first: prototype pollution and privilege fields. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'version', 'id', 'createdBy', 'status', 'toString', 'hasOwnProperty'];

/** Values of path parameters and query strings that parsers get wrong. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '９',
  ' 1',
  '1 ',
  '../../etc/passwd',
  '%2e%2e%2f',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '__proto__',
  'constructor',
  '{}',
  '[]',
  'null',
  'true',
  '9'.repeat(40),
  'Ä'.repeat(300),
];

const NOT_JSON_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'text/json',
  'json',
  '',
];

/** Lengths of the huge strings: past field limits, past the default body limit (64 KiB), past the largest (300 KiB). */
const HUGE_LENGTHS = [5_000, 70_000, 330_000];
/** Characters of 1 to 4 bytes in UTF-8, so byte limits and character limits both get tested. */
const HUGE_CHARACTERS = ['x', 'é', '€', '😀', '<', '\u0000'];

const DEEP_MARKER = '__DEEP_NESTING_MARKER__';

const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

/** Any small JSON value (five times cheaper to generate than `fc.jsonValue`, which matters at 10,000 runs a route). */
const jsonScalar = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string({ maxLength: 12 }));
const smallJson: fc.Arbitrary<Json> = fc.oneof(
  jsonScalar,
  fc.array(jsonScalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), jsonScalar, { maxKeys: 3 }),
);

const hugeString = fc.tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom(...HUGE_CHARACTERS)).map(([length, character]) => character.repeat(length));

/** Long path and query values: API Gateway refuses a request line beyond 10 KB before any function runs. */
const longUrlText = fc.tuple(fc.constantFrom(300, 2_000, 9_000), fc.constantFrom(...HUGE_CHARACTERS)).map(([length, character]) => character.repeat(length));

/** Every node of a JSON value, as the path that leads to it (the root is `[]`). */
function pathsOf(value: Json, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...path, index])));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  return paths;
}

function valueAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, value);
}

function isObject(value: Json): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Sets a property as an own, enumerable data property, even `__proto__` (plain assignment would change the prototype). */
function defineOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of `root` with the node at `path` replaced by `replacement`. */
function replaceAt(root: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root);
  defineOwn(valueAt(copy, path.slice(0, -1)) as object, path.at(-1)!, replacement);
  return copy;
}

/** A copy of `root` without the node at `path` (a list loses the item, an object the key). */
function removeAt(root: Json, path: Path): Json {
  const copy = structuredClone(root);
  const parent = valueAt(copy, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete (parent as Record<string, Json>)[key as string];
  return copy;
}

function jsonTypeOf(value: Json): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function withBody(request: RawRequest, text: string | undefined, contentType = 'application/json'): RawRequest {
  return { ...request, headers: { ...request.headers, 'content-type': contentType }, body: text };
}

function asRecord(entries: Array<[string, string]>): Record<string, string> {
  // Object.fromEntries defines own properties, so a `__proto__` key stays a key.
  return Object.fromEntries(entries);
}

/** Rewrites a token's payload (e.g. role agent → admin) keeping its header and signature. */
function tamperedToken(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

function unsignedToken(role: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'intruder', role, username: 'intruder', iat: now, exp: now + 600 })}.`;
}

/**
 * Every kind of bad request that applies to `route`, sent with a token the route accepts (so refusals come
 * from validation), except for the access kinds, which send the valid sample with bad credentials.
 */
export function badRequestsFor(route: RouteDefinition & { name: RouteName }, tokens: Tokens): fc.Arbitrary<BadRequest> {
  const sample = sampleRequest(route);
  const isPublic = route.access === 'public';
  const roles: readonly Role[] = route.access === 'public' ? [] : route.access.length === 0 ? ['admin', 'agent'] : route.access;
  const allowedTokens = roles.map((role) => tokens[role]);
  const credentials: fc.Arbitrary<Record<string, string>> = isPublic
    ? fc.constant({})
    : fc.constantFrom(...allowedTokens).map((token) => ({ authorization: `Bearer ${token}` }));
  const base = (headers: Record<string, string>): RawRequest => ({
    params: sample.params,
    query: sample.query,
    headers: { ...headers, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body && sample.body !== undefined ? JSON.stringify(sample.body) : undefined,
  });
  const kinds: Array<fc.Arbitrary<BadRequest>> = [];
  const add = (kind: BadRequestKind, build: fc.Arbitrary<(request: RawRequest) => RawRequest>) =>
    kinds.push(fc.tuple(credentials, build).map(([headers, change]) => ({ kind, request: change(base(headers)) })));

  if (route.body) {
    const body = (sample.body ?? {}) as Json;
    const paths = pathsOf(body);
    const text = JSON.stringify(body);
    const objectPaths = paths.filter((path) => isObject(valueAt(body, path)));
    const innerPaths = paths.filter((path) => path.length > 0);

    add(
      'malformed-json',
      fc
        .oneof(
          fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((cut) => text.slice(0, cut)),
          fc.constantFrom('{', '{"a":}', "{'a':1}", '{"a":1,}', 'undefined', 'NaN', '[1,2', '{"a":"\\x"}', '\u0000', '{"a":1}{"b":2}', '<xml/>'),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).filter((candidate) => {
            try {
              JSON.parse(candidate);
              return false;
            } catch {
              return true;
            }
          }),
        )
        .map((broken) => (request: RawRequest) => withBody(request, broken)),
    );
    add(
      'wrong-content-type',
      fc.tuple(fc.constantFrom(...NOT_JSON_CONTENT_TYPES), fc.boolean()).map(([contentType, omitHeader]) => (request: RawRequest) => {
        const sent = withBody(request, text, contentType);
        if (omitHeader) delete sent.headers['content-type'];
        return sent;
      }),
    );
    add(
      'not-an-object',
      smallJson.filter((value) => !isObject(value)).map((value) => (request: RawRequest) => withBody(request, JSON.stringify(value))),
    );
    add(
      'extra-field',
      fc
        .tuple(fc.constantFrom(...objectPaths), fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 20 })), smallJson)
        .map(([path, key, value]) => (request: RawRequest) => {
          const changed = structuredClone(body);
          defineOwn(valueAt(changed, path) as object, key, value);
          return withBody(request, JSON.stringify(changed));
        }),
    );
    if (innerPaths.length > 0) {
      add(
        'wrong-type',
        fc
          .constantFrom(...innerPaths)
          .chain((path) =>
            fc.tuple(
              fc.constant(path),
              smallJson.filter((value) => jsonTypeOf(value) !== jsonTypeOf(valueAt(body, path))),
            ),
          )
          .map(
            ([path, value]) =>
              (request: RawRequest) =>
                withBody(request, JSON.stringify(replaceAt(body, path, value))),
          ),
      );
      add(
        'missing-field',
        fc.constantFrom(...innerPaths).map((path) => (request: RawRequest) => withBody(request, JSON.stringify(removeAt(body, path)))),
      );
      add(
        'deep-nesting',
        fc
          .tuple(fc.constantFrom(...paths), fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('[', '{"a":'))
          .map(([path, depth, opener]) => (request: RawRequest) => {
            const closer = opener === '[' ? ']' : '}';
            const nested = `${opener.repeat(depth)}1${closer.repeat(depth)}`;
            return withBody(request, JSON.stringify(replaceAt(body, path, DEEP_MARKER)).replace(`"${DEEP_MARKER}"`, nested));
          }),
      );
    }
    add(
      'huge-string',
      fc.tuple(fc.constantFrom(...paths), hugeString).map(
        ([path, huge]) =>
          (request: RawRequest) =>
            withBody(request, JSON.stringify(replaceAt(body, path, huge))),
      ),
    );
  } else {
    add(
      'body-on-bodiless-route',
      fc
        .tuple(
          fc.oneof(
            smallJson.map((value) => JSON.stringify(value)),
            fc.string({ minLength: 1, maxLength: 80 }),
            hugeString,
          ),
          fc.constantFrom('application/json', ...NOT_JSON_CONTENT_TYPES),
        )
        .filter(([text]) => text.trim() !== '')
        .map(
          ([text, contentType]) =>
            (request: RawRequest) =>
              withBody(request, text, contentType),
        ),
    );
  }

  const paramNames = Object.keys(sample.params ?? {});
  if (paramNames.length > 0) {
    add(
      'bad-path-parameter',
      fc
        .tuple(fc.constantFrom(...paramNames), fc.oneof(hostileText, longUrlText), fc.constantFrom('replace', 'remove', 'add'))
        .map(([name, value, change]) => (request: RawRequest) => {
          const entries = Object.entries(request.params ?? {});
          if (change === 'remove') return { ...request, params: asRecord(entries.filter(([key]) => key !== name)) };
          if (change === 'add') return { ...request, params: asRecord([...entries, [value || 'extra', 'x']]) };
          return { ...request, params: asRecord(entries.map(([key, current]) => [key, key === name ? value : current])) };
        }),
    );
  }

  if (route.query) {
    const queryKeys = [...acceptedKeys(route.query)];
    add(
      'bad-query',
      fc
        .tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS, ...queryKeys), fc.string({ minLength: 1, maxLength: 20 })), fc.oneof(hostileText, longUrlText))
        .map(([key, value]) => (request: RawRequest) => ({
          ...request,
          query: asRecord([...Object.entries(request.query ?? {}).filter(([name]) => name !== key), [key, value]]),
        })),
    );
  }

  if (!isPublic) {
    add(
      'no-credentials',
      fc
        .constantFrom(
          undefined,
          '',
          'Bearer',
          'Bearer ',
          `Basic ${Buffer.from('admin:admin').toString('base64')}`,
          'Bearer null',
          `bearer  ${'x'.repeat(5000)}`,
        )
        .map((authorization) => (request: RawRequest) => {
          const headers = { ...request.headers };
          if (authorization === undefined) delete headers.authorization;
          else headers.authorization = authorization;
          return { ...request, headers };
        }),
    );
    add(
      'forged-token',
      fc
        .oneof(
          fc.constant(tamperedToken(tokens.agent, (claims) => (claims.role = 'admin'))),
          fc.constant(tamperedToken(tokens.admin, (claims) => (claims.exp = Math.floor(Date.now() / 1000) + 86_400 * 365))),
          fc.constant(tamperedToken(tokens.admin, (claims) => (claims.sub = 'someone-else'))),
          fc.constant(unsignedToken('admin')),
          fc.constant(`${tokens.admin.slice(0, -4)}AAAA`),
          fc.constant(tokens.admin.split('.').slice(0, 2).join('.')),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).filter((token) => !/\s/.test(token)),
        )
        .map((token) => (request: RawRequest) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } })),
    );
    // A route of one role (admins', or an agent's own) refuses the other role's valid token.
    const refused = route.access.length === 0 ? [] : (['admin', 'agent'] as const).filter((role) => !route.access.includes(role));
    if (refused.length > 0) {
      add(
        'role-not-allowed',
        fc
          .constantFrom(...refused)
          .map((role) => (request: RawRequest) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[role]}` } })),
      );
    }
  }

  return fc.oneof(...kinds);
}
