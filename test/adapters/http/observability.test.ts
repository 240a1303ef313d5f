import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { labelSet } from '../../../src/adapters/http/metrics.ts';
import { fixedGate } from '../../fence/fixtures.ts';
import { harness, IBAN } from './helpers.ts';

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/**
 * A strict reader of the Prometheus text format (0.0.4): HELP/TYPE before samples, one family
 * declared once, label values with only the three escapes, values as Go floats, a final newline.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  assert.ok(text.endsWith('\n'), 'the last line ends with a line feed');
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment !== null) {
      if (comment[1] === 'TYPE') {
        assert.ok(!types.has(comment[2] as string), `family ${comment[2]} declared twice`);
        assert.match(comment[3] as string, /^(counter|gauge|histogram|summary|untyped)$/);
        types.set(comment[2] as string, comment[3] as string);
      } else {
        assert.doesNotMatch(comment[3] as string, /\n/);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)$/.exec(line);
    assert.ok(sample !== null, `not a sample line: ${line}`);
    const [, name, labelText, valueText] = sample as unknown as [string, string, string | undefined, string];
    const labels: Record<string, string> = {};
    if (labelText !== undefined) {
      const inner = labelText.slice(1, -1);
      const pair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
      let at = 0;
      while (at < inner.length) {
        pair.lastIndex = at;
        const m = pair.exec(inner);
        assert.ok(m !== null, `bad labels: ${labelText}`);
        labels[m[1] as string] = (m[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
        at = pair.lastIndex;
      }
    }
    const value = valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText);
    assert.ok(!Number.isNaN(value) || valueText === 'NaN', `bad value ${valueText}`);
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    assert.ok(types.has(family), `sample ${name} before its TYPE`);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

describe('sidecar metrics', () => {
  const h = harness({
    gate: fixedGate(() => 0.5),
    fence: { verifier: { name: 'judge', verify: async () => ({ verdict: 'deny', reasons: [{ code: 'verifier.deny', message: 'no' }] }) } },
  });
  after(() => h.app.close());

  before(async () => {
    const token = await h.mint();
    const authorize = (call: object) =>
      h.app.inject({ method: 'POST', url: '/v1/authorize', headers: h.auth('authorize'), payload: { token, call } });
    await authorize({ tool: 'search_files', args: { query: 'x' } }); // escalated, denied by the judge
    await authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 500 } }); // revise
    await authorize({ tool: 'no_such_tool', args: {} }); // deny
    await h.app.inject({ method: 'POST', url: '/v1/authorize', headers: h.auth('mint'), payload: {} }); // 403
    await h.app.inject({ method: 'GET', url: '/nowhere' }); // 404
  });

  it('exposes decisions, latency, verifier outcomes and errors in the text format', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/metrics', headers: h.auth('metrics') });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
    const { types, samples } = parseExposition(response.body);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    assert.equal(types.get('capfence_decision_duration_seconds'), 'histogram');
    assert.equal(value('capfence_decisions_total', { verdict: 'deny' }), 2);
    assert.equal(value('capfence_decisions_total', { verdict: 'revise' }), 1);
    assert.equal(value('capfence_verifier_outcomes_total', { outcome: 'deny' }), 1);
    assert.equal(value('capfence_http_errors_total', { code: 'ERR_FORBIDDEN' }), 1);
    assert.equal(value('capfence_http_errors_total', { code: 'ERR_NOT_FOUND' }), 1);
    assert.equal(value('capfence_http_requests_total', { route: '/v1/authorize', status: '200' }), 3);
    assert.equal(value('capfence_http_requests_total', { route: 'unmatched', status: '404' }), 1);

    const buckets = samples.filter((s) => s.name === 'capfence_decision_duration_seconds_bucket');
    assert.equal(buckets.at(-1)?.labels.le, '+Inf');
    for (let i = 1; i < buckets.length; i++) assert.ok((buckets[i] as Sample).value >= (buckets[i - 1] as Sample).value, 'buckets are cumulative');
    assert.equal(buckets.at(-1)?.value, value('capfence_decision_duration_seconds_count'));
    assert.equal(value('capfence_decision_duration_seconds_count'), 3);
  });

  it('escapes label values', () => {
    assert.equal(labelSet({ a: 'x"y\\z\nw' }), '{a="x\\"y\\\\z\\nw"}');
    assert.equal(labelSet({}), '');
  });
});

describe('sidecar OpenAPI document', () => {
  const h = harness();
  after(() => h.app.close());

  it('is an OpenAPI 3.1 document listing every route, with resolvable references', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = JSON.parse(response.body) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    assert.equal(doc.openapi, '3.1.0');
    const expected = [
      'post /v1/tokens/compile',
      'post /v1/tokens',
      'post /v1/tokens/attenuate',
      'post /v1/revocations',
      'get /v1/revocations',
      'post /v1/events',
      'post /v1/authorize',
      'post /v1/outcomes',
      'delete /v1/sessions/{name}',
      'get /v1/audit',
      'get /v1/audit/verify',
      'get /v1/approvals',
      'get /v1/approvals/{id}',
      'post /v1/approvals/{id}/approve',
      'post /v1/approvals/{id}/deny',
      'get /healthz',
      'get /metrics',
      'get /openapi.json',
    ];
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    assert.deepEqual(listed.sort(), [...expected].sort());
    for (const entry of listed) {
      const [method, path] = entry.split(' ') as [string, string];
      assert.ok(h.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }), `${entry} is served`);
    }
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');

    // Every $ref points at a component that exists.
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, child] of Object.entries(node)) {
          if (key === '$ref') refs.push(child as string);
          else walk(child);
        }
      }
    };
    walk(doc);
    assert.ok(refs.length > 20);
    for (const ref of refs) {
      assert.match(ref, /^#\/components\/schemas\//);
      assert.ok(ref.slice('#/components/schemas/'.length) in doc.components.schemas, ref);
    }

    const authorize = doc.paths['/v1/authorize']?.post as {
      requestBody: unknown;
      responses: Record<string, unknown>;
      security: unknown[];
      'x-capfence-right': string;
    };
    assert.equal(authorize['x-capfence-right'], 'authorize');
    assert.deepEqual(Object.keys(authorize.responses).sort(), ['200', '400', '401', '403', '409', '413', '415', '500']);
    const body = doc.components.schemas.AuthorizeRequest as { required: string[]; properties: Record<string, unknown> };
    assert.deepEqual(body.required.sort(), ['call', 'token']);
    assert.deepEqual(doc.paths['/healthz']?.get?.security, []);
    const params = doc.paths['/v1/audit']?.get?.parameters as { name: string; in: string; required: boolean }[];
    assert.deepEqual(
      params.map((p) => [p.name, p.in, p.required]),
      [
        ['from', 'query', false],
        ['limit', 'query', false],
      ],
    );
  });
});
