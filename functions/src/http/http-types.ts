import type { z } from 'zod/mini';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Role, RouteDefinition } from '@tdp/shared/api/route-definition';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type LambdaContext = Context;

/** Who is calling, from a verified access token. */
export interface Caller {
  /** User id (`sub` claim). */
  sub: string;
  role: Role;
  username: string;
}

// Route schemas are optional properties (`params?: T`), so strip the `undefined` before inferring.
type Infer<T> = NonNullable<T> extends z.ZodMiniType ? z.infer<NonNullable<T>> : undefined;

/** What a route handler receives: validated params, query and body, and the caller when signed in. */
export interface RouteRequest<R extends RouteDefinition = RouteDefinition> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Present on routes that require a token; null on public routes. */
  caller: Caller | null;
  event: ApiEvent;
  requestId: string;
  /**
   * The caller's address for per-address limits: the viewer's address when the request came through the site's
   * CloudFront distribution (it carried the origin secret), else the direct peer (`functions/src/http/client-address.ts`).
   */
  clientAddress: string;
}

/** What a route handler returns; the plumbing serialises `body` as JSON. */
export interface RouteResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** `Set-Cookie` values, one per cookie (API Gateway's payload 2.0 `cookies`: one header each). */
  cookies?: string[];
}

export type RouteHandler<R extends RouteDefinition = RouteDefinition> = (request: RouteRequest<R>) => Promise<RouteResponse>;
