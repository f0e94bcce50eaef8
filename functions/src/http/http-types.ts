import type { z } from 'zod/mini';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { AnswerOf, Role, RouteDefinition } from '@tdp/shared/api/route-definition';

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
   * The caller's address as every per-address limit counts it: of the viewer's address when the request came through
   * the site's CloudFront distribution (it carried the origin secret), else of the direct peer, the IPv4 address or
   * the IPv6 /64 (`2001:db8:1:2::/64`; `functions/src/http/client-address.ts`).
   */
  clientAddress: string;
}

/** What a route's answer body must be: its manifest answer type; nothing for a route that answers no body. */
type AnswerBody<A> = unknown extends A ? { body?: unknown } : [A] extends [void] ? { body?: undefined } : { body: A };

/** What a route handler returns; the plumbing serialises `body` as JSON. `A` is the route's answer (manifest). */
export type RouteResponse<A = unknown> = AnswerBody<A> & {
  status?: number;
  headers?: Record<string, string>;
  /** `Set-Cookie` values, one per cookie (API Gateway's payload 2.0 `cookies`: one header each). */
  cookies?: string[];
};

/** The handler of a route: its answer is type-checked against the route's `answer` in the manifest. */
export type RouteHandler<R extends RouteDefinition = RouteDefinition> = (request: RouteRequest<R>) => Promise<RouteResponse<AnswerOf<R>>>;
