/**
 * One table drives the sidecar: each {@link RouteSpec} names its method, path, the right a caller
 * needs, and the zod schemas of its body, query, path parameters and answer. `mountRoute`
 * registers it with Fastify (authentication first, then validation, then the handler) and the
 * OpenAPI document is generated from the same specs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { ApiKeyStore, Caller, Right } from './auth.ts';
import { issuesOf, SidecarError, type SidecarErrorCode } from './errors.ts';

export interface RouteContext<B, Q, P> {
  readonly body: B;
  readonly query: Q;
  readonly params: P;
  /** The authenticated caller; null on public routes. */
  readonly caller: Caller | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteSpec<B = unknown, Q = unknown, P = unknown> {
  /** Unique, camelCase: the OpenAPI operationId. */
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Fastify path syntax (`/v1/approvals/:id`). */
  readonly url: string;
  /** The right a caller needs; null for a public route. */
  readonly right: Right | null;
  readonly summary: string;
  readonly tag: string;
  readonly body?: z.ZodType<B>;
  readonly query?: z.ZodType<Q>;
  readonly params?: z.ZodType<P>;
  /** The 200 answer (JSON unless `produces` says otherwise). */
  readonly response: z.ZodType;
  readonly produces?: string;
  /** Error codes this route can answer with, besides the ones every route can. */
  readonly errors: readonly SidecarErrorCode[];
  handler(context: RouteContext<B, Q, P>): unknown;
}

/** Identity, for type inference of a spec's schemas. */
export function defineRoute<B = undefined, Q = undefined, P = undefined>(spec: RouteSpec<B, Q, P>): RouteSpec<B, Q, P> {
  return spec;
}

/** Errors any route can answer with. */
export const COMMON_ERRORS: readonly SidecarErrorCode[] = ['ERR_INTERNAL'];
export const AUTH_ERRORS: readonly SidecarErrorCode[] = ['ERR_UNAUTHORIZED', 'ERR_FORBIDDEN'];
export const BODY_ERRORS: readonly SidecarErrorCode[] = [
  'ERR_INVALID_REQUEST',
  'ERR_INVALID_JSON',
  'ERR_BODY_TOO_LARGE',
  'ERR_UNSUPPORTED_MEDIA_TYPE',
];

/** Callers of requests in flight; a WeakMap keeps Fastify's request object shape untouched. */
const callers = new WeakMap<FastifyRequest, Caller>();

/** Register `spec` on `app`. `right` overrides the spec's (e.g. public metrics). */
export function mountRoute(app: FastifyInstance, spec: RouteSpec, keys: ApiKeyStore, right: Right | null = spec.right): void {
  app.route({
    method: spec.method,
    url: spec.url,
    // Authenticate before the body is read: an unknown caller costs a header check, not a parse.
    ...(right === null ? {} : { onRequest: authenticate(keys, right) }),
    handler: async (request, reply) => {
      const body = spec.body === undefined ? undefined : parse(spec.body, request.body ?? {}, 'body');
      const query = spec.query === undefined ? undefined : parse(spec.query, request.query ?? {}, 'query');
      const params = spec.params === undefined ? undefined : parse(spec.params, request.params ?? {}, 'params');
      const result = await spec.handler({ body, query, params, caller: callers.get(request) ?? null, request, reply });
      if (spec.produces !== undefined) reply.type(spec.produces);
      return result;
    },
  });
}

function authenticate(keys: ApiKeyStore, right: Right): onRequestHookHandler {
  return (request, _reply, done) => {
    const caller = keys.authenticate(request.headers.authorization);
    if (caller === undefined) return done(new SidecarError('ERR_UNAUTHORIZED'));
    if (!caller.rights.has(right)) return done(new SidecarError('ERR_FORBIDDEN', { message: `the API key lacks the "${right}" right` }));
    callers.set(request, caller);
    done();
  };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new SidecarError('ERR_INVALID_REQUEST', { issues: issuesOf(result.error, where) });
  return result.data;
}
