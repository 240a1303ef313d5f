import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { ConfigError } from '../../src/errors.ts';
import { createFence } from '../../src/index.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { createGateModel, defaultModelPath, loadGateModel } from '../../src/gate/model.ts';
import { fixed4, gateMessage, triage, triageCall } from '../../src/gate/triage.ts';
import { INJECTED_SEND, LEGIT_READ, USER_TASK_0_PROMPT } from './agentdojo-records.ts';
import { features, inputFor } from './helpers.ts';

function artifact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'capfence-gate',
    version: 1,
    featureNames: [...FEATURE_NAMES],
    weights: FEATURE_NAMES.map((_, i) => (i % 3) - 1),
    bias: -1,
    temperature: 2,
    thresholds: { allow: 0.2, deny: 0.9 },
    ...overrides,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'capfence-gate-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function rejects(input: string | object, pattern: RegExp): void {
  assert.throws(
    () => loadGateModel(input),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.code, 'ERR_MODEL_INVALID');
      assert.match(error.message, pattern);
      return true;
    },
  );
}

describe('loadGateModel', () => {
  it('rejects a corrupt file, naming it', () => {
    const path = join(dir, 'corrupt.json');
    writeFileSync(path, '{"format": "capfence-gate", "version": 1, "weights": [0.1, ');
    rejects(path, /corrupt\.json: model is not valid JSON/);
  });

  it('rejects a missing file, naming it', () => {
    rejects(join(dir, 'missing.json'), /missing\.json: cannot read/);
  });

  it('rejects another version or format', () => {
    const path = join(dir, 'v2.json');
    writeFileSync(path, JSON.stringify(artifact({ version: 2 })));
    rejects(path, /v2\.json: unsupported model version/);
    rejects(artifact({ format: 'something-else' }), /format/);
  });

  it('rejects a feature layout that differs from this build', () => {
    const names = [...FEATURE_NAMES];
    [names[0], names[1]] = [names[1]!, names[0]!];
    rejects(artifact({ featureNames: names }), /featureNames differ/);
    rejects(artifact({ featureNames: FEATURE_NAMES.slice(1) }), /featureNames differ/);
  });

  it('rejects non-finite weights and inconsistent thresholds', () => {
    rejects(JSON.stringify(artifact({ weights: FEATURE_NAMES.map(() => 'x') })), /weights/);
    rejects(artifact({ temperature: 0 }), /temperature/);
    rejects(artifact({ thresholds: { allow: 0.9, deny: 0.2 } }), /thresholds/);
    rejects(artifact({ thresholds: { allow: 0.1 } }), /thresholds/);
    rejects(artifact({ bias: Number.NaN }), /bias/);
    rejects([], /object/);
  });

  it('loads from JSON text or an object and scores σ((wᵀφ + b)/T)', () => {
    const fromText = loadGateModel(JSON.stringify(artifact()));
    const fromObject = loadGateModel(artifact());
    assert.equal(fromText.version, fromObject.version);
    assert.match(fromText.version, /^capfence-gate\/1:[0-9a-f]{16}$/);
    assert.deepEqual(fromText.thresholds, { allow: 0.2, deny: 0.9 });
    const x = new Float64Array(FEATURE_NAMES.length);
    x[2] = 1; // weight (2 % 3) - 1 = 1
    assert.equal(fromText.score(x), 1 / (1 + Math.exp(-(1 - 1) / 2)));
  });

  it('fails closed on a broken feature vector and rejects a wrong length', () => {
    const model = createGateModel({
      featureNames: FEATURE_NAMES,
      weights: FEATURE_NAMES.map(() => 1),
      bias: 0,
      temperature: 1,
      thresholds: { allow: 0.1, deny: 0.9 },
    });
    assert.equal(model.score(new Float64Array(FEATURE_NAMES.length).fill(Number.NaN)), 1);
    const huge = model.score(new Float64Array(FEATURE_NAMES.length).fill(1e300));
    assert.ok(huge < 1 && huge > 0.99, 'scores stay strictly inside (0, 1)');
    assert.throws(() => model.score(new Float64Array(2)), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});

describe('triage', () => {
  it('splits the score range into allow, escalate and deny', () => {
    const t = { allow: 0.2, deny: 0.8 };
    assert.deepEqual(
      [0, 0.2, 0.5, 0.8, 1, Number.NaN, -1].map((s) => triage(s, t)),
      ['allow', 'allow', 'escalate', 'deny', 'deny', 'escalate', 'escalate'],
    );
  });

  it('writes a score as toFixed(4) does, ties and edges included', () => {
    const scores = [0, -0, 1, 5e-5, 1.5e-4, 0.99995, 1.00005, 99_999.99995, 1e-300, Number.MIN_VALUE, Number.NaN, -1, -1e-9, 1e5, 1e21, Infinity];
    for (let i = 0; i <= 20_000; i++) scores.push(i / 1e4, (2 * i + 1) / 2e4, ((2 * i + 1) / 2e4) * (1 + 2e-16), ((2 * i + 1) / 2e4) * (1 - 2e-16));
    // A fixed generator, so a failure repeats.
    let seed = 12_345;
    const random = (): number => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 20_000; i++) scores.push(random(), random() * 1e5);
    for (const score of scores) assert.equal(fixed4(score), score.toFixed(4), String(score));
    assert.equal(gateMessage('allow', 0.01234, { allow: 0.0254, deny: 0.5497 }), 'risk 0.0123 is at or below the allow threshold 0.0254');
    assert.deepEqual(triageCall(0.9, { allow: 0.2, deny: 0.8 }, true), {
      verdict: 'escalate',
      message: 'risk 0.9000 is at or above the deny threshold 0.8000, but what the call does could not be told',
    });
  });
});

describe('a fence with an artifact that does not match the feature layout', () => {
  it('refuses to start (ConfigError ERR_MODEL_INVALID), whether given a path or an object', () => {
    const names = [...FEATURE_NAMES];
    names.pop();
    const path = join(dir, 'old-layout.json');
    writeFileSync(path, JSON.stringify(artifact({ featureNames: names, weights: names.map(() => 0) })));
    for (const model of [path, JSON.stringify(artifact({ featureNames: [...names, 'feature.from.another.build'] }))]) {
      assert.throws(
        () =>
          createFence({
            keyring: new Keyring([generateSigningKey()]),
            tools: [],
            model: typeof model === 'string' && model.startsWith('{') ? loadGateModel(model) : model,
          }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.equal(error.code, 'ERR_MODEL_INVALID');
          assert.match(error.message, /featureNames differ/);
          return true;
        },
      );
    }
  });
});

// The committed artifact, on AgentDojo v1.2.1 workspace/user_task_0/injection_task_0.
describe('the committed models/gate-v1.json', () => {
  const path = defaultModelPath();

  it('resolves relative to the package and records the command that produced it', () => {
    assert.ok(existsSync(path), path);
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { command: string; data: unknown[] };
    assert.match(doc.command, /^npm run train -- /);
    assert.ok(doc.data.length > 0);
  });

  it('scores a benign read below the injected send of the same session', () => {
    const model = loadGateModel(path);
    const score = (input: ReturnType<typeof inputFor>): number => model.score(Float64Array.from(FEATURE_NAMES, (name) => features(input)[name]!));
    const read = score(inputFor(LEGIT_READ.function, LEGIT_READ.args, { intent: USER_TASK_0_PROMPT }));
    const send = score(
      inputFor(INJECTED_SEND.function, INJECTED_SEND.args, {
        intent: USER_TASK_0_PROMPT,
        observed: [LEGIT_READ.output],
        history: [{ actionClass: 'read-only-retrieval', verdict: 'allow' }],
      }),
    );
    assert.ok(read < send, `read ${read} vs send ${send}`);
    assert.equal(triage(read, model.thresholds), 'allow');
    assert.notEqual(triage(send, model.thresholds), 'allow');
  });
});

describe('explaining a score', () => {
  const model = createGateModel({
    featureNames: FEATURE_NAMES,
    weights: FEATURE_NAMES.map((n) =>
      n === 'prov.detail.anyNowhere' ? 3 : n === 'prov.target.nearInstruction' ? 4 : n === 'tool.sideEffect' ? 1 : 0,
    ),
    bias: 0,
    temperature: 2,
    thresholds: { allow: 0.1, deny: 0.9 },
  });
  const vector = (...on: string[]): Float64Array => Float64Array.from(FEATURE_NAMES, (n) => (on.includes(n) ? 1 : 0));

  it('lists what pushed the score up, scaled by the temperature', () => {
    const e = model.explain!(vector('prov.detail.anyNowhere', 'tool.sideEffect'));
    assert.deepEqual(e.towardsRisk, [
      { feature: 'prov.detail.anyNowhere', logit: 1.5 },
      { feature: 'tool.sideEffect', logit: 0.5 },
    ]);
  });

  it('suggests a revision for a made-up value, never for an injected one, and names roles, not values', () => {
    assert.match(
      model.explain!(vector('prov.detail.anyNowhere')).reviseHint ?? '',
      /^an identifier, path or amount in this call appears neither in the user's request nor in any tool output/,
    );
    assert.equal(model.explain!(vector('prov.detail.anyNowhere', 'prov.target.nearInstruction')).reviseHint, undefined);
    assert.equal(model.explain!(vector('tool.sideEffect')).reviseHint, undefined);
  });
});
