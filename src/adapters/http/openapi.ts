/**
 * The OpenAPI 3.1 document of the sidecar, generated from the route table: the same zod
 * schemas that validate requests become `components.schemas` (JSON Schema 2020-12, which
 * OpenAPI 3.1 uses as is), request schemas in their input form and answers in their output form.
 */
import { z } from 'zod';
import { RIGHTS } from './auth.ts';
import { ErrorBody, SIDECAR_ERROR_CODES, type SidecarErrorCode } from './errors.ts';
import { COMMON_ERRORS, type RouteSpec } from './route.ts';
import { NAMED_INPUTS, NAMED_OUTPUTS } from './schemas.ts';
import { UsageError } from '../../errors.ts';

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  readonly title?: string;
  readonly version: string;
}

const REF = (id: string): string => `#/components/schemas/${id}`;

export function buildOpenApi(specs: readonly RouteSpec[], info: OpenApiInfo): Json {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_INPUTS)) inputs.add(schema, { id });
  for (const [id, schema] of Object.entries(NAMED_OUTPUTS)) outputs.add(schema, { id });
  outputs.add(ErrorBody, { id: 'Error' });

  const idOf = (registry: typeof inputs, schema: z.ZodType, fallback: string): string => {
    const known = registry.get(schema)?.id;
    if (known !== undefined) return known;
    registry.add(schema, { id: fallback });
    return fallback;
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const spec of specs) {
    const base = spec.operationId.charAt(0).toUpperCase() + spec.operationId.slice(1);
    const operation: Json = {
      operationId: spec.operationId,
      summary: spec.summary,
      tags: [spec.tag],
      security: spec.right === null ? [] : [{ apiKey: [] }],
      ...(spec.right === null ? {} : { 'x-capfence-right': spec.right }),
    };
    const parameters = [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query')];
    if (parameters.length > 0) operation.parameters = parameters;
    if (spec.body !== undefined) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: REF(idOf(inputs, spec.body, `${base}Request`)) } } },
      };
    }
    const ok = spec.produces === undefined ? { $ref: REF(idOf(outputs, spec.response, `${base}Response`)) } : { type: 'string' };
    operation.responses = {
      '200': { description: 'OK', content: { [spec.produces ?? 'application/json']: { schema: ok } } },
      ...errorResponses([...spec.errors, ...COMMON_ERRORS]),
    };
    const path = spec.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[path] ??= {})[spec.method.toLowerCase()] = operation;
  }

  const options = { uri: (id: string) => REF(id), unrepresentable: 'any' as const };
  const schemas = {
    ...strip(z.toJSONSchema(outputs, { ...options, io: 'output' }).schemas),
    ...strip(z.toJSONSchema(inputs, { ...options, io: 'input' }).schemas),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'CapFence sidecar',
      version: info.version,
      description:
        "Authorize AI agents' tool calls over HTTP. Authenticate with `Authorization: Bearer <API key>`; each key has rights: " +
        RIGHTS.join(', ') +
        '. Every error has the `Error` shape with a stable code.',
    },
    servers: [{ url: 'http://127.0.0.1:8787' }],
    paths,
    components: {
      schemas,
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'a CapFence API key (`cfk.<id>.<secret>`)' } },
    },
  };
}

function errorResponses(codes: readonly SidecarErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, SidecarErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = SIDECAR_ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, Json> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = { description: list.join(', '), content: { 'application/json': { schema: { $ref: REF('Error') } } } };
  }
  return out;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (schema === undefined) return [];
  if (!(schema instanceof z.ZodObject)) throw new UsageError('ERR_INVALID_ARGUMENT', `${where} parameters must be a zod object`);
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, property]) => {
    const { $schema: _ignored, description, ...json } = z.toJSONSchema(property, { io: 'input', unrepresentable: 'any' }) as Json;
    return {
      name,
      in: where,
      required: where === 'path' || !property.safeParse(undefined).success,
      schema: json,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** Drop each component's own `$schema` and `$id`: the document's `$ref`s name them. */
function strip(schemas: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Json;
    out[id] = rest;
  }
  return out;
}
