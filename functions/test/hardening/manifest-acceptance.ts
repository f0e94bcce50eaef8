import type { z } from 'zod/mini';
import { DEFAULT_MAX_BODY_BYTES, type RouteDefinition } from '@tdp/shared/api/route-definition';
import type { RawRequest } from './raw-api-request.ts';

/**
 * What the route manifest alone says about a request: would its size, content type, JSON, path parameters,
 * query and body all pass the route's declared limits and schemas? The fuzz suite only sends requests this
 * answers `false` for, so every one of them must be refused, whatever the handler behind the route does.
 * Written from the manifest's contract (route-definition.ts), not from the plumbing's code.
 */

/** The first reason the manifest refuses a request, or null when it accepts it. */
export function manifestRefusal(route: RouteDefinition, request: RawRequest): string | null {
  const raw = request.body ?? '';
  const text = request.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  const limit = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (Buffer.byteLength(text, 'utf8') > limit) return 'body too large';
  if (!route.body && text.trim() !== '') return 'body on a route that takes none';

  let body: unknown;
  if (route.body && text.trim() !== '') {
    if (!isJsonMediaType(request.headers['content-type'])) return 'not JSON';
    try {
      body = JSON.parse(text);
    } catch {
      return 'malformed JSON';
    }
  }
  if (!accepts(route.params, request.params ?? {})) return 'path parameters';
  if (!accepts(route.query, request.query ?? {})) return 'query';
  if (!accepts(route.body, body)) return 'body';
  return null;
}

function isJsonMediaType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

function accepts(schema: z.ZodMiniType | undefined, value: unknown): boolean {
  if (!schema) return true;
  try {
    return schema.safeParse(value).success;
  } catch {
    // A schema that throws is a refusal here; the fuzz then checks the handler refuses it too (and no 500).
    return false;
  }
}
