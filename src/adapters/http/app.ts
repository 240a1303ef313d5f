/**
 * `createSidecar(options)`: the CapFence HTTP sidecar as a Fastify instance, ready for
 * `app.inject()` in tests or `app.listen()` in `capfence serve`.
 *
 * Every route but `/healthz` and `/openapi.json` needs an API key with the route's right
 * (`/metrics` too, unless `publicMetrics`). Failures answer with the documented error shape
 * and a stable code (errors.ts); 5xx causes are logged by class and code only, and the logger
 * redacts credentials wherever they could appear.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { DestinationStream, LevelWithSilent } from 'pino';
import type { SigningKey } from '../../capability/keys.ts';
import { describeError } from '../../errors.ts';
import type { ApprovalStore } from '../../escalation/human-queue.ts';
import type { LlmUsage } from '../../escalation/llm.ts';
import type { CapFence } from '../../index.ts';
import type { ApiKeyStore } from './auth.ts';
import type { IntentCompiler, SidecarContext } from './context.ts';
import { errorBody, SidecarError, toSidecarError } from './errors.ts';
import { type MetricFamily, SidecarMetrics } from './metrics.ts';
import { mountConsole } from './console.ts';
import { buildOpenApi } from './openapi.ts';
import { mountRoute, type RouteSpec } from './route.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { auditRoutes } from './routes/audit.ts';
import { decisionRoutes } from './routes/decisions.ts';
import { systemRoutes } from './routes/system.ts';
import { tokenRoutes } from './routes/tokens.ts';
import { type SessionLimits, SessionRegistry } from './sessions.ts';

export interface SidecarOptions {
  /** The fence this sidecar serves. Closed with the app only if `closeFence` is set. */
  readonly fence: CapFence;
  /** Who may call, with which rights. */
  readonly apiKeys: ApiKeyStore;
  /** The key tokens are minted and attenuated with; without it those routes answer 501. Its public half must be in the fence's keyring. */
  readonly issuer?: { readonly key: SigningKey; readonly name: string };
  /** Compiles intents for `POST /v1/tokens/compile`; without it that route answers 501. */
  readonly compile?: IntentCompiler;
  /** The human verifier's queue, for the approvals routes; without it they answer 501. */
  readonly approvals?: ApprovalStore;
  /** An LLM verifier's usage counters, exported as metrics. */
  readonly llmUsage?: () => LlmUsage;
  /** Largest request body, in bytes (default 256 KiB). */
  readonly bodyLimit?: number;
  /** Serve `/metrics` without an API key (default false: it needs the `metrics` right). */
  readonly publicMetrics?: boolean;
  readonly sessions?: SessionLimits;
  /** Logging (default off): `true`, or a level and a destination. Credentials are redacted. */
  readonly logger?: boolean | { readonly level?: LevelWithSilent; readonly stream?: DestinationStream };
  /** Log every request (default false: only errors and lifecycle). */
  readonly logRequests?: boolean;
  /** Close the fence (and its stores) when the app closes. */
  readonly closeFence?: boolean;
  /** Serve the operator console at `/console` (see console.ts). */
  readonly console?: boolean;
  /** Serve the console and nothing else (no API routes): `capfence console`. */
  readonly consoleOnly?: boolean;
}

/** Where a credential could show up in a log line: the header, and any `token`/`apiKey` member. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'token',
  'apiKey',
  '*.token',
  '*.apiKey',
  '*.authorization',
];

export function createSidecar(options: SidecarOptions): FastifyInstance {
  const { fence, apiKeys } = options;
  const metrics = new SidecarMetrics(fence.metrics);
  const app = Fastify({
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    logger: loggerOptions(options.logger),
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
    return503OnClosing: true,
    // Receiving a request may take at most this long (a slow-drip body holds no socket forever).
    // Answering may take longer: an escalation can wait minutes for a person.
    requestTimeout: 30_000,
    // A malformed URL is answered before routing; Fastify's own answer would quote the URL.
    frameworkErrors: (_error, request, rawReply) => {
      const reply = rawReply as FastifyReply;
      metrics.error('ERR_INVALID_REQUEST');
      void reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send(errorBody(new SidecarError('ERR_INVALID_REQUEST', { message: 'the URL is malformed' }), request.id));
    },
  });

  const sessions = new SessionRegistry(fence, options.sessions);
  const ctx: SidecarContext = {
    fence,
    sessions,
    metrics,
    issuer: options.issuer,
    compile: options.compile,
    approvals: options.approvals,
  };
  fence.metrics.collect(() => gauges(ctx, options.llmUsage));

  let document: Record<string, unknown> | undefined;
  const specs: RouteSpec[] =
    options.consoleOnly === true ? [] : [...tokenRoutes(ctx), ...decisionRoutes(ctx), ...auditRoutes(ctx), ...approvalRoutes(ctx)];
  if (options.consoleOnly !== true) specs.push(...systemRoutes(ctx, () => (document ??= buildOpenApi(specs, { version: packageVersion() }))));
  for (const spec of specs) mountRoute(app, spec, apiKeys, spec.right === 'metrics' && options.publicMetrics === true ? null : spec.right);
  if (options.console === true || options.consoleOnly === true) mountConsole(app, ctx, apiKeys);

  app.setErrorHandler((error, request, reply) => {
    const failure = toSidecarError(error);
    if (failure.status >= 500) request.log.error({ failure: failure.code, cause: describeError(failure.cause ?? error) }, 'request failed');
    metrics.error(failure.code);
    if (failure.code === 'ERR_UNAUTHORIZED') void reply.header('www-authenticate', 'Bearer');
    void reply.code(failure.status).type('application/json; charset=utf-8').send(errorBody(failure, request.id));
  });
  // The URL is not echoed: a caller may have put a credential in it by mistake.
  app.setNotFoundHandler((request, reply) => {
    metrics.error('ERR_NOT_FOUND');
    void reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(new SidecarError('ERR_NOT_FOUND'), request.id));
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.response(request.routeOptions.url ?? 'unmatched', reply.statusCode);
    done();
  });
  app.addHook('onClose', async () => {
    sessions.clear();
    try {
      if (options.closeFence === true) await fence.close();
    } catch (error) {
      app.log.error({ cause: describeError(error) }, 'closing the fence failed');
    }
  });
  return app;
}

function loggerOptions(logger: SidecarOptions['logger']): boolean | Record<string, unknown> {
  if (logger === undefined || logger === false) return false;
  const base = { redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: requestForLog } };
  if (logger === true) return { ...base, level: 'info' };
  return { ...base, level: logger.level ?? 'info', ...(logger.stream === undefined ? {} : { stream: logger.stream }) };
}

/**
 * A request as logged: its route template, not its URL (paths and query strings are the caller's
 * text, and a caller may have put a credential or a value there by mistake).
 */
function requestForLog(request: { method?: string; ip?: string; routeOptions?: { url?: string } }): Record<string, unknown> {
  return { method: request.method, route: request.routeOptions?.url ?? 'unmatched', remoteAddress: request.ip };
}

function gauges(ctx: SidecarContext, llmUsage: (() => LlmUsage) | undefined): MetricFamily[] {
  const out: MetricFamily[] = [
    { name: 'capfence_sessions_active', help: 'Live sessions.', type: 'gauge', samples: [{ value: ctx.sessions.size }] },
    {
      name: 'capfence_outcomes_pending',
      help: 'Allowed calls whose outcome has not been reported.',
      type: 'gauge',
      samples: [{ value: ctx.sessions.pendingOutcomes }],
    },
  ];
  if (ctx.approvals !== undefined && !ctx.approvals.closed) {
    out.push({
      name: 'capfence_approvals_pending',
      help: 'Escalations waiting for a person (a networked queue reports the count of the previous scrape).',
      type: 'gauge',
      samples: [{ value: approvalsPending(ctx.approvals) }],
    });
  }
  if (llmUsage !== undefined) {
    const usage = llmUsage();
    out.push(
      {
        name: 'capfence_llm_requests_total',
        help: 'Requests sent to the LLM verifier, by result.',
        type: 'counter',
        samples: [
          { labels: { result: 'answered' }, value: usage.answered },
          { labels: { result: 'failed' }, value: usage.failed },
        ],
      },
      {
        name: 'capfence_llm_tokens_total',
        help: 'Tokens the LLM endpoint reported, by kind (the token overhead of verification).',
        type: 'counter',
        samples: [
          { labels: { kind: 'prompt' }, value: usage.promptTokens },
          { labels: { kind: 'completion' }, value: usage.completionTokens },
        ],
      },
    );
  }
  return out;
}

let version: string | undefined;

function packageVersion(): string {
  if (version !== undefined) return version;
  try {
    // src/adapters/http and dist/adapters/http both sit three levels below the package root.
    version = String(
      (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: unknown }).version ?? '0.0.0',
    );
  } catch {
    version = '0.0.0';
  }
  return version;
}

const lastPending = new WeakMap<ApprovalStore, number>();

/** The queue's pending count now, or for a queue that answers with a promise, the last one it gave. */
function approvalsPending(queue: ApprovalStore): number {
  let counted: number | Promise<number>;
  try {
    counted = queue.pendingCount();
  } catch {
    return lastPending.get(queue) ?? 0;
  }
  if (typeof counted === 'number') return counted;
  counted.then(
    (n) => lastPending.set(queue, n),
    () => undefined,
  );
  return lastPending.get(queue) ?? 0;
}
