import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY, loadPolicy, parsePolicy } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { configError } from '../support/errors.ts';

const graph = CapabilityGraph.builtIn();
const dir = mkdtempSync(join(tmpdir(), 'capfence-policy-'));
const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const VALID = `version: 1
trust:
  default: basic
  levels:
    basic: [read-only-retrieval, message-send]
neverDelegate: [code-execute]
`;

describe('policy files', () => {
  it('the shipped policies/default.yaml is the embedded DEFAULT_POLICY', () => {
    const fromFile = loadPolicy(new URL('../../policies/default.yaml', import.meta.url).pathname, graph);
    const strip = ({ origin: _origin, ...rest }: typeof DEFAULT_POLICY) => rest;
    assert.deepEqual(strip(fromFile), strip(DEFAULT_POLICY));
    assert.ok(fromFile.origin.lines.neverDelegate !== undefined, 'remembers the line of each field for explanations');
  });

  it('reads the shipped strict example', () => {
    const strict = loadPolicy(new URL('../../policies/strict.yaml', import.meta.url).pathname, graph);
    assert.equal(strict.defaultTrust, 'untrusted');
    assert.deepEqual(strict.alwaysEscalate, ['payment-initiate', 'message-send']);
  });

  it('reads YAML and JSON alike, with defaults for what is omitted', () => {
    const yaml = loadPolicy(write('p.yaml', VALID), graph);
    const json = loadPolicy(
      write(
        'p.json',
        JSON.stringify({
          version: 1,
          trust: { default: 'basic', levels: { basic: ['read-only-retrieval', 'message-send'] } },
          neverDelegate: ['code-execute'],
        }),
      ),
      graph,
    );
    for (const p of [yaml, json]) {
      assert.deepEqual(p.baseline, ['read-only-retrieval']);
      assert.equal(p.expiry.ttlSeconds, 3600);
      assert.equal(p.delegation.destinations, 'intent');
    }
  });

  it('names the file, the line and the field of a malformed policy', () => {
    const badClass = configError(() => loadPolicy(write('bad-class.yaml', VALID.replace('message-send', 'mesage-send')), graph));
    assert.equal(badClass.code, 'ERR_POLICY_INVALID');
    assert.match(badClass.message, /bad-class\.yaml:5: field "trust\.levels\.basic\[1\]"/);

    const badType = configError(() => loadPolicy(write('bad-type.yaml', `${VALID}ceilings:\n  calls: lots\n`), graph));
    assert.match(badType.message, /bad-type\.yaml:8: field "ceilings\.calls": must be a number/);

    const unknown = configError(() => loadPolicy(write('unknown.yaml', `${VALID}grantEverything: true\n`), graph));
    assert.match(unknown.message, /unknown\.yaml:1: field "\(root\)": has unknown member\(s\) "grantEverything"/);

    const level = configError(() => loadPolicy(write('level.yaml', VALID.replace('default: basic', 'default: admin')), graph));
    assert.match(level.message, /level\.yaml:3: field "trust\.default"/);

    const syntax = configError(() => loadPolicy(write('syntax.yaml', 'version: 1\ntrust: [unclosed\n'), graph));
    assert.match(syntax.message, /syntax\.yaml:\d+: policy file is not valid YAML or JSON/);

    const json = configError(() =>
      loadPolicy(
        write('bad.json', '{"version": 1, "trust": {"default": "x", "levels": {"x": ["read-only-retrieval"]}}, "expiry": {"ttlSeconds": -5}}'),
        graph,
      ),
    );
    assert.match(json.message, /bad\.json:1: field "expiry\.ttlSeconds": is too small/);

    const missing = configError(() => loadPolicy(join(dir, 'nope.yaml'), graph));
    assert.match(missing.message, /nope\.yaml: cannot read policy file/);
  });

  it('never echoes values from the file in its errors', () => {
    const secretish = configError(() => loadPolicy(write('secret.yaml', VALID.replace('[code-execute]', '[sk-live-0123456789]')), graph));
    assert.ok(!secretish.message.includes('sk-live'), secretish.message);
  });

  it('validates in-memory values too, naming the source', () => {
    const error = configError(() => parsePolicy({ version: 2 }, 'inline policy'));
    assert.match(error.message, /^inline policy: field "version"/);
  });

  it('an unknown trust level is a UsageError at compile time (misuse, not bad input)', () => {
    const catalog = new ToolCatalog(graph, [{ name: 'list_files' }]);
    assert.throws(() => compileIntent({ intent: 'list my files', catalog, policy: DEFAULT_POLICY, graph, trust: 'root' }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
    assert.throws(() => compileIntent({ intent: 42 as unknown as string, catalog, policy: DEFAULT_POLICY, graph }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
    assert.throws(() => compileIntent({ intent: 'x', catalog, policy: {} as typeof DEFAULT_POLICY, graph }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
  });
});
