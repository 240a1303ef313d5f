/** Routes for operators: liveness, Prometheus metrics, the OpenAPI document. */
import { z } from 'zod';
import type { SidecarContext } from '../context.ts';
import { METRICS_CONTENT_TYPE } from '../metrics.ts';
import { AUTH_ERRORS, defineRoute, type RouteSpec } from '../route.ts';
import { Health } from '../schemas.ts';

export function systemRoutes(ctx: SidecarContext, openapi: () => Record<string, unknown>): RouteSpec[] {
  const health = defineRoute({
    operationId: 'health',
    method: 'GET',
    url: '/healthz',
    right: null,
    tag: 'system',
    summary: 'Health: the gate version, the audit head, and whether the store can be used (503 when not: every decision is then a denial)',
    response: Health,
    errors: [],
    handler: ({ reply }) => {
      const health = ctx.fence.health();
      if (!health.ok) void reply.code(503);
      return {
        status: health.ok ? ('ok' as const) : ('unavailable' as const),
        gate: ctx.fence.gateVersion,
        auditSeq: ctx.fence.auditLog.head()?.seq ?? null,
        store: ctx.fence.store.engine,
        ...(health.problem === undefined ? {} : { problem: health.problem }),
      };
    },
  });

  const metrics = defineRoute({
    operationId: 'metrics',
    method: 'GET',
    url: '/metrics',
    right: 'metrics',
    tag: 'system',
    summary: 'Prometheus metrics (text exposition format 0.0.4)',
    response: z.string(),
    produces: METRICS_CONTENT_TYPE,
    errors: [...AUTH_ERRORS],
    handler: () => ctx.metrics.render(),
  });

  const document = defineRoute({
    operationId: 'openapi',
    method: 'GET',
    url: '/openapi.json',
    right: null,
    tag: 'system',
    summary: 'This API as an OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
    errors: [],
    handler: () => openapi(),
  });

  return [health, metrics, document] as RouteSpec[];
}
