import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ApiKeyStore, createApiKey, hashApiKey, RIGHTS, type Right } from '../../../src/adapters/http/auth.ts';
import { ConfigError } from '../../../src/errors.ts';
import { harness } from './helpers.ts';

describe('API keys', () => {
  it('authenticates a key by its hash only, and nothing close to it', () => {
    const { key, entry } = createApiKey('runner', ['authorize']);
    assert.match(key, /^cfk\.runner\.[A-Za-z0-9_-]{43}$/);
    assert.equal(entry.hash, hashApiKey(key));
    assert.ok(!JSON.stringify(entry).includes(key.split('.')[2] as string), 'the secret is not stored');
    const store = new ApiKeyStore([entry]);
    assert.equal(store.authenticate(`Bearer ${key}`)?.id, 'runner');
    assert.equal(store.authenticate(`bearer  ${key}`)?.id, 'runner');
    const secret = key.split('.')[2] as string;
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      undefined,
      '',
      key,
      `Basic ${key}`,
      `Bearer ${key}x`,
      `Bearer cfk.runner.${flipped}`,
      `Bearer cfk.other.${secret}`,
      `Bearer ${key} extra`,
      `Bearer ${'x'.repeat(10_000)}`,
    ]) {
      assert.equal(store.authenticate(bad), undefined, String(bad).slice(0, 40));
    }
  });

  it('round-trips a key file written for its owner only, and rejects malformed entries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-keys-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'api-keys.json');
    const a = createApiKey('a', ['authorize', 'audit']);
    const b = createApiKey('b', [...RIGHTS]);
    new ApiKeyStore([a.entry, b.entry]).save(path);
    assert.equal(statSync(path).mode & 0o777, 0o600);
    assert.ok(!readFileSync(path, 'utf8').includes(a.key));
    const loaded = ApiKeyStore.fromFile(path);
    assert.deepEqual([...(loaded.authenticate(`Bearer ${a.key}`)?.rights ?? [])].sort(), ['audit', 'authorize']);
    assert.equal(loaded.authenticate(`Bearer ${b.key}`)?.rights.size, RIGHTS.length);
    for (const bad of [
      [],
      { keys: {} },
      { keys: [{ id: 'x', hash: 'md5:00', rights: [] }] },
      { keys: [{ id: 'x y', hash: a.entry.hash, rights: [] }] },
      { keys: [{ id: 'x', hash: a.entry.hash, rights: ['root'] }] },
      { keys: [a.entry, a.entry] },
    ]) {
      assert.throws(() => ApiKeyStore.fromJson(bad), ConfigError, JSON.stringify(bad));
    }
    assert.throws(() => createApiKey('bad id', ['authorize']), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => createApiKey('ok', ['sudo' as Right]), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
  });
});

/** Every route that needs a right, with a body that would otherwise be valid enough to reach auth. */
const PROTECTED: readonly { method: 'GET' | 'POST' | 'DELETE'; url: string; right: Right }[] = [
  { method: 'POST', url: '/v1/tokens/compile', right: 'mint' },
  { method: 'POST', url: '/v1/tokens', right: 'mint' },
  { method: 'POST', url: '/v1/tokens/attenuate', right: 'attenuate' },
  { method: 'POST', url: '/v1/revocations', right: 'revoke' },
  { method: 'GET', url: '/v1/revocations', right: 'revoke' },
  { method: 'POST', url: '/v1/events', right: 'revoke' },
  { method: 'POST', url: '/v1/authorize', right: 'authorize' },
  { method: 'POST', url: '/v1/outcomes', right: 'authorize' },
  { method: 'DELETE', url: '/v1/sessions/s1', right: 'authorize' },
  { method: 'GET', url: '/v1/audit', right: 'audit' },
  { method: 'GET', url: '/v1/audit/verify', right: 'audit' },
  { method: 'GET', url: '/v1/approvals', right: 'approve' },
  { method: 'GET', url: '/v1/approvals/abc', right: 'approve' },
  { method: 'POST', url: '/v1/approvals/abc/approve', right: 'approve' },
  { method: 'POST', url: '/v1/approvals/abc/deny', right: 'approve' },
  { method: 'GET', url: '/metrics', right: 'metrics' },
];

describe('sidecar authentication', () => {
  const h = harness();
  after(() => h.app.close());

  it('answers 401 with a Bearer challenge to a missing, malformed or unknown key, on every protected route', async () => {
    const forged = createApiKey('key-all', [...RIGHTS]).key;
    for (const route of PROTECTED) {
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Bearer ${forged}` }, { authorization: h.keys.all }]) {
        const response = await h.app.inject({ method: route.method, url: route.url, headers, ...(route.method === 'POST' ? { payload: {} } : {}) });
        assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
        assert.equal(response.headers['www-authenticate'], 'Bearer');
        assert.equal(response.json().error.code, 'ERR_UNAUTHORIZED');
        assert.ok(!response.body.includes(forged) && !response.body.includes(h.keys.all), 'the key is not echoed');
      }
    }
  });

  it("answers 403 to a key without the route's right, and lets a key with it through", async () => {
    for (const route of PROTECTED) {
      for (const name of ['none', ...RIGHTS.filter((right) => right !== route.right)] as const) {
        const response = await h.app.inject({
          method: route.method,
          url: route.url,
          headers: h.auth(name),
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        assert.equal(response.statusCode, 403, `${name} on ${route.method} ${route.url}`);
        assert.equal(response.json().error.code, 'ERR_FORBIDDEN');
      }
      const allowed = await h.app.inject({
        method: route.method,
        url: route.url,
        headers: h.auth(route.right),
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      assert.ok(allowed.statusCode !== 401 && allowed.statusCode !== 403, `${route.right} on ${route.method} ${route.url}: ${allowed.statusCode}`);
    }
  });

  it('serves /healthz and /openapi.json without a key', async () => {
    for (const url of ['/healthz', '/openapi.json']) assert.equal((await h.app.inject({ method: 'GET', url })).statusCode, 200, url);
  });

  it('serves /metrics without a key only when told to', async () => {
    const open = harness({ sidecar: { publicMetrics: true } });
    after(() => open.app.close());
    assert.equal((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200);
  });
});
