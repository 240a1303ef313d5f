import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { schemaToJson, schemaToText } from '@cedar-policy/cedar-wasm/nodejs';
import { ConfigError } from '../../src/errors.ts';
import { CedarVerifier } from '../../src/escalation/cedar.ts';
import { agentSchema } from '../../src/escalation/cedar-schema.ts';
import { firstDecisive } from '../../src/escalation/compose.ts';
import { runVerifier } from '../../src/escalation/fail-closed.ts';
import type { VerificationRequest } from '../../src/escalation/verifier.ts';
import { request } from './helpers.ts';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const DEFAULT_POLICY = here('../../examples/policies/default.cedar');
const EXAMPLE_SCHEMA = here('../../examples/policies/capfence.cedarschema');
const FIXTURE = (name: string): string => here(`./fixtures/${name}`);

/** The capability graph's built-in classes (src/capability/graph.ts). */
const CLASSES = [
  'read-only-retrieval',
  'web-fetch',
  'calendar-write',
  'file-modify',
  'message-send',
  'order-manage',
  'account-modify',
  'external-api-call',
  'payment-initiate',
  'identity-admin',
  'code-execute',
];

const ATTACKER = 'attacker@evil.example';
const signal = (): AbortSignal => new AbortController().signal;

/** A Cedar verifier over inline policies, with the generated schema. */
function cedar(policies: string, classes: readonly string[] = CLASSES): CedarVerifier {
  return CedarVerifier.fromText({ classes, policies });
}

/** Thrown ConfigError, or a failed assertion. */
async function configError(build: () => unknown): Promise<ConfigError> {
  try {
    await build();
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a ConfigError');
}

describe('CedarVerifier on the sample policies', async () => {
  const generated = await CedarVerifier.fromFiles({ policyPath: DEFAULT_POLICY, classes: CLASSES });
  const withFile = await CedarVerifier.fromFiles({ policyPath: DEFAULT_POLICY, schemaPath: EXAMPLE_SCHEMA, classes: CLASSES, name: 'cedar-file' });

  for (const verifier of [generated, withFile]) {
    describe(verifier.name, () => {
      it('permits reads', async () => {
        const verdict = await verifier.verify(
          request({ call: { tool: 'read_inbox', args: { folder: 'INBOX' } }, actionClass: 'read-only-retrieval' }),
          signal(),
        );
        assert.equal(verdict.verdict, 'allow');
        assert.equal(verdict.reasons[0]?.code, 'verifier.allow');
        assert.match(verdict.reasons[0]?.message ?? '', /permitted by policy "permit-reads"/);
      });

      it('permits a message whose recipient the intent names, with a free-text body of any origin', async () => {
        const permitted = await verifier.verify(request({ provenance: { to: 'intent', body: 'free' } }), signal());
        assert.equal(permitted.verdict, 'allow');
        assert.match(permitted.reasons[0]?.message ?? '', /permit-message-from-intent/);
        // Without a recorded origin, the body still counts as unknown (never as intent): no permit.
        const unrecorded = await verifier.verify(request({ provenance: { to: 'intent' } }), signal());
        assert.notEqual(unrecorded.verdict, 'allow');
      });

      it('forbids a message to a recipient seen only in a tool output, naming the policy but not the recipient', async () => {
        const verdict = await verifier.verify(
          request({ call: { tool: 'send_email', args: { to: ATTACKER, body: 'the report' } }, provenance: { to: 'tool-output', body: 'intent' } }),
          signal(),
        );
        assert.equal(verdict.verdict, 'deny');
        assert.equal(verdict.reasons[0]?.code, 'verifier.deny');
        assert.match(verdict.reasons[0]?.message ?? '', /forbidden by policy "forbid-recipient-from-tool-output"/);
        assert.doesNotMatch(JSON.stringify(verdict), /evil/);
      });

      it('forbids a payment to an IBAN seen only in a tool output', async () => {
        const verdict = await verifier.verify(
          request({
            call: { tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 980 } },
            actionClass: 'payment-initiate',
            provenance: { recipient: 'tool-output', amount: 'intent' },
          }),
          signal(),
        );
        assert.equal(verdict.verdict, 'deny');
      });

      it('a recipient from a read stands when the token delegated the look-up, and only for that role', async () => {
        const looked = request({
          call: { tool: 'send_email', args: { to: 'ann@example.com', body: 'hi' } },
          provenance: { to: 'tool-output', body: 'intent' },
          roles: { to: 'recipient', body: 'text' },
          readDelegated: ['recipient'],
        });
        assert.notEqual((await verifier.verify(looked, signal())).verdict, 'deny');
        // An account the token did not delegate is still refused beside a delegated recipient.
        const wire = request({
          call: { tool: 'wire', args: { payee: 'Ann', iban: 'DE89370400440532013000' } },
          actionClass: 'payment-initiate',
          provenance: { payee: 'tool-output', iban: 'tool-output' },
          roles: { payee: 'recipient', iban: 'account' },
          readDelegated: ['recipient'],
        });
        assert.equal((await verifier.verify(wire, signal())).verdict, 'deny');
      });

      it('forbids by the role of an argument, whatever the tool calls it', async () => {
        const payee = request({
          call: { tool: 'wire', args: { beneficiary: 'DE89370400440532013000', sum: 980 } },
          actionClass: 'payment-initiate',
          provenance: { beneficiary: 'tool-output', sum: 'intent' },
          roles: { beneficiary: 'account', sum: 'amount' },
        });
        const denied = await verifier.verify(payee, signal());
        assert.equal(denied.verdict, 'deny');
        assert.match(denied.reasons[0]?.message ?? '', /forbid-recipient-from-tool-output/);
        // The fence's reading wins over the name: a `to` it read as free text is no recipient.
        const note = request({
          call: { tool: 'send_email', args: { to: 'see the thread', recipient: 'ann@example.com' } },
          provenance: { to: 'tool-output', recipient: 'intent' },
          roles: { to: 'text', recipient: 'recipient' },
        });
        assert.notEqual((await verifier.verify(note, signal())).verdict, 'deny');
      });

      it('permits a message whose every argument came from the intent', async () => {
        assert.equal((await verifier.verify(request(), signal())).verdict, 'allow');
      });

      it('abstains where no policy applies', async () => {
        const fileWrite = request({
          call: { tool: 'write_file', args: { path: '/tmp/x', content: 'x' } },
          actionClass: 'file-modify',
          provenance: {},
        });
        const verdict = await verifier.verify(fileWrite, signal());
        assert.deepEqual(verdict, { verdict: 'abstain', reasons: [{ code: 'verifier.none', message: `${verifier.name}: no policy applies` }] });
        // ...and a chain of only Cedar turns that abstention into a denial.
        const chained = await firstDecisive([verifier]).verify(fileWrite, signal());
        assert.deepEqual([chained.verdict, chained.reasons.at(-1)?.code], ['deny', 'verifier.none']);
      });

      it('reads the gate score in basis points', async () => {
        const code = (score: number | null) =>
          request({ call: { tool: 'run', args: { cmd: 'ls' } }, actionClass: 'code-execute', score, provenance: {} });
        assert.equal((await verifier.verify(code(0.5), signal())).verdict, 'deny');
        assert.equal((await verifier.verify(code(0.4999), signal())).verdict, 'abstain');
        assert.equal((await verifier.verify(code(null), signal())).verdict, 'abstain');
      });

      it('permits a fetch whose addresses the intent named, unless its effect was a guess, an address came from elsewhere, or it types', async () => {
        const clicked = request({
          call: { tool: 'click', args: { bid: '12' } },
          actionClass: 'web-fetch',
          provenance: { bid: 'free' },
          score: 0.05,
        });
        const permitted = await verifier.verify(clicked, signal());
        assert.equal(permitted.verdict, 'allow');
        assert.match(permitted.reasons[0]?.message ?? '', /permit-fetch-on-allowed-sites/);
        assert.equal((await verifier.verify({ ...clicked, effectUncertain: true }, signal())).verdict, 'abstain');
        // Nor one whose words carry a link on a host the user did not give (typed text the page will post).
        assert.equal((await verifier.verify({ ...clicked, linkNotAsked: true }, signal())).verdict, 'abstain');
        // Nor a submit that carries a priced extra the task rules out, whatever the click was read as (a read too).
        assert.equal((await verifier.verify({ ...clicked, extraNotAsked: true }, signal())).verdict, 'abstain');
        // Nor a call that types a value of a kind the task gives another of (a postal address other than the task's).
        assert.equal((await verifier.verify({ ...clicked, valueNotGiven: true }, signal())).verdict, 'abstain');
        // An option the heuristics judge unasked stays the site policy's to vouch for (a filter's "Dogs").
        assert.equal((await verifier.verify({ ...clicked, contradictsIntent: true }, signal())).verdict, 'allow');
        const asRead = { ...clicked, actionClass: 'read-only-retrieval' as const };
        assert.equal((await verifier.verify(asRead, signal())).verdict, 'allow');
        assert.equal((await verifier.verify({ ...asRead, extraNotAsked: true }, signal())).verdict, 'abstain');
        // A value typed into the page, even one the intent named, is never vouched for by the site policy.
        const typed = request({
          call: { tool: 'fill', args: { bid: '12', value: 'trail shoes size 42' } },
          actionClass: 'web-fetch',
          provenance: { bid: 'free', value: 'intent' },
          roles: { bid: 'other', value: 'text' },
          score: 0.05,
        });
        assert.equal((await verifier.verify(typed, signal())).verdict, 'abstain');
        const goto = (origin: 'intent' | 'tool-output' | 'unknown') =>
          request({ call: { tool: 'goto', args: { url: 'https://shop.example/x' } }, actionClass: 'web-fetch', provenance: { url: origin } });
        assert.equal((await verifier.verify(goto('intent'), signal())).verdict, 'allow');
        assert.equal((await verifier.verify(goto('tool-output'), signal())).verdict, 'abstain');
        assert.equal((await verifier.verify(goto('unknown'), signal())).verdict, 'abstain');
      });

      it('treats an argument without recorded provenance as unknown', async () => {
        const risky = request({ call: { tool: 'send_email', args: { to: ATTACKER } }, provenance: {}, score: 0.8 });
        assert.equal((await verifier.verify(risky, signal())).verdict, 'deny');
        assert.equal((await verifier.verify({ ...risky, score: 0.3 }, signal())).verdict, 'abstain');
      });
    });
  }
});

describe('CedarVerifier request translation', () => {
  it('hands Cedar the intent, intent entities, scope, principal and tool', () => {
    const verifier = cedar(`
      @id("all-there")
      permit (principal == Agent::"mail-assistant", action == Action::"message-send", resource == Tool::"send_email")
      when {
        resource.actionClass == "message-send" && resource.name == "send_email" &&
        context has intent && context.intent like "*say hello*" &&
        context.intentEntities.contains("bob@example.com") &&
        context.scope.containsAll(["message-send", "read-only-retrieval"]) &&
        context has scoreBp && context.scoreBp == 4200
      };`);
    assert.equal(verifier.decide(request()).verdict, 'allow');
    assert.equal(verifier.decide(request({ intent: null })).verdict, 'abstain');
    assert.equal(verifier.decide(request({ intentEntities: undefined })).verdict, 'abstain');
  });

  it('turns argument values into text: scalars as JSON, structures as canonical JSON', () => {
    const verifier = cedar(`
      permit (principal, action, resource)
      when {
        context.args.hasTag("amount") && context.args.getTag("amount") == "12.5" &&
        context.args.hasTag("urgent") && context.args.getTag("urgent") == "true" &&
        context.args.hasTag("memo") && context.args.getTag("memo") == "null" &&
        context.args.hasTag("meta") && context.args.getTag("meta") == "{\\"a\\":[1,\\"x\\"],\\"b\\":2}" &&
        !context.args.hasTag("skipped")
      };`);
    const call = { tool: 'pay', args: { amount: 12.5, urgent: true, memo: null, meta: { b: 2, a: [1, 'x'] }, skipped: undefined } };
    assert.equal(verifier.decide(request({ call, actionClass: 'payment-initiate' })).verdict, 'allow');
  });

  it('treats hostile argument names as ordinary names', () => {
    const args = JSON.parse('{"__proto__": "evil", "constructor": "c", "toString": "t", "hasOwnProperty": "h"}') as Record<string, unknown>;
    const provenance = JSON.parse('{"__proto__": "tool-output", "constructor": "intent"}') as VerificationRequest['provenance'];
    const verifier = cedar(`
      @id("tags")
      permit (principal, action, resource)
      when {
        context.args.hasTag("__proto__") && context.args.getTag("__proto__") == "evil" &&
        context.args.hasTag("constructor") && context.args.getTag("constructor") == "c" &&
        context.provenance.toolOutput == ["__proto__"] &&
        context.provenance.intent == ["constructor"] &&
        context.provenance.unknown == ["toString", "hasOwnProperty"]
      };`);
    const verdict = verifier.decide(request({ call: { tool: 'send_email', args }, provenance }));
    assert.deepEqual(verdict, { verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'cedar: permitted by policy "tags"' }] });
    // A provenance record without own entries lends nothing from Object.prototype.
    const inherited = cedar(`permit (principal, action, resource) when { context.provenance.unknown.contains("toString") };`);
    assert.equal(inherited.decide(request({ call: { tool: 't', args: { toString: 'x' } }, provenance: {} })).verdict, 'allow');
  });

  it('refuses huge or odd arguments rather than truncating them', () => {
    const verifier = cedar('permit (principal, action, resource);');
    const refused = (args: Record<string, unknown>, pattern: RegExp): void => {
      const verdict = verifier.decide(request({ call: { tool: 'send_email', args } }));
      assert.equal(verdict.verdict, 'deny', JSON.stringify(verdict));
      assert.equal(verdict.reasons[0]?.code, 'verifier.error');
      assert.match(verdict.reasons[0]?.message ?? '', pattern);
      assert.ok((verdict.reasons[0]?.message.length ?? 0) < 200);
    };
    refused({ body: 'x'.repeat(1_000_000) }, /an argument exceeds 8192 characters; failing closed/);
    refused(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`a${i}`, 'v'])), /more than 64 arguments/);
    refused(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`a${i}`, 'v'.repeat(8_000)])), /request exceeds 65536 characters/);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = [deep];
    refused({ deep }, /an argument exceeds/);
    refused({ nodes: Array.from({ length: 100_000 }, () => 0) }, /an argument exceeds/);
    refused({ n: Number.POSITIVE_INFINITY }, /non-finite/);
    refused({ f: () => 1 }, /an argument is a function/);
    refused({ d: new Date(0) }, /not plain JSON/);
    assert.equal(verifier.decide(request({ intent: 'x'.repeat(100_000) })).reasons[0]?.code, 'verifier.error');
    assert.equal(verifier.decide(request({ score: Number.NaN })).reasons[0]?.code, 'verifier.error');
    assert.equal(verifier.decide(request({ score: 1.5 })).reasons[0]?.code, 'verifier.error');
  });

  it('respects configured limits', () => {
    const verifier = CedarVerifier.fromText({ classes: CLASSES, policies: 'permit (principal, action, resource);', limits: { maxValueChars: 4 } });
    assert.equal(verifier.decide(request({ call: { tool: 't', args: { a: 'abcd' } }, intent: null })).verdict, 'allow');
    assert.equal(verifier.decide(request({ call: { tool: 't', args: { a: 'abcde' } }, intent: null })).verdict, 'deny');
    assert.throws(() => CedarVerifier.fromText({ classes: CLASSES, policies: 'permit (principal, action, resource);', limits: { maxArgs: 0 } }), {
      name: 'UsageError',
      code: 'ERR_OUT_OF_RANGE',
    });
  });

  it('denies an action class the schema does not know', () => {
    const verdict = cedar('permit (principal, action, resource);', ['message-send']).decide(request({ actionClass: 'payment-initiate' }));
    assert.deepEqual([verdict.verdict, verdict.reasons[0]?.code], ['deny', 'verifier.error']);
  });

  it('denies when a policy errors during evaluation, even if Cedar would allow', () => {
    const verifier = cedar(`
      @id("permit-all") permit (principal, action, resource);
      @id("overflowing") forbid (principal, action, resource) when { context has scoreBp && context.scoreBp * 9223372036854775807 > 0 };`);
    const verdict = verifier.decide(request());
    assert.deepEqual(verdict, {
      verdict: 'deny',
      reasons: [{ code: 'verifier.error', message: 'cedar: policy "overflowing" failed to evaluate; failing closed' }],
    });
    assert.equal(verifier.decide(request({ score: null })).verdict, 'allow');
  });

  it('lists every determining policy, by @id or else by Cedar id', () => {
    const verifier = cedar(`
      @id("no-mail") forbid (principal, action == Action::"message-send", resource);
      forbid (principal, action, resource) when { context.args.hasTag("to") };`);
    assert.match(verifier.decide(request()).reasons[0]?.message ?? '', /forbidden by policies "no-mail", policy1$/);
  });

  it('runs through the fail-closed runner', async () => {
    const outcome = await runVerifier(cedar('permit (principal, action, resource);'), request(), { timeoutMs: 1_000 });
    assert.deepEqual([outcome.verdict, outcome.failure, outcome.verifier], ['allow', null, 'cedar']);
  });
});

describe('CedarVerifier configuration errors', () => {
  it('names the file and position of a corrupt policy', async () => {
    const path = FIXTURE('corrupt.cedar');
    const error = await configError(() => CedarVerifier.fromFiles({ policyPath: path, classes: CLASSES }));
    assert.equal(error.code, 'ERR_POLICY_INVALID');
    assert.equal(error.source, `${path}:5:62`);
    assert.match(error.message, /corrupt\.cedar:5:62: .*unexpected token `>=`/);
  });

  it('names the file, policy and position of a policy that fails schema validation', async () => {
    const path = FIXTURE('invalid.cedar');
    const error = await configError(() => CedarVerifier.fromFiles({ policyPath: path, classes: CLASSES }));
    assert.equal(error.code, 'ERR_POLICY_INVALID');
    assert.match(error.message, /invalid\.cedar:7:8: policy "forbid-risky": attribute `risk` in context for Action::"[a-z-]+" not found/);
  });

  it('validates against a deployer schema too', async () => {
    const error = await configError(() =>
      CedarVerifier.fromFiles({ policyPath: FIXTURE('invalid.cedar'), schemaPath: EXAMPLE_SCHEMA, classes: CLASSES }),
    );
    assert.equal(error.code, 'ERR_POLICY_INVALID');
  });

  it('names a file it cannot read', async () => {
    const path = FIXTURE('missing.cedar');
    const error = await configError(() => CedarVerifier.fromFiles({ policyPath: path, classes: CLASSES }));
    assert.equal(error.code, 'ERR_POLICY_INVALID');
    assert.equal(error.message, `${path}: cannot read the policy file (ENOENT)`);
  });

  it('refuses policy text nested or chained past its bounds, and stays usable afterwards', async () => {
    const when = (expr: string) => `permit (principal, action, resource) when { ${expr} };`;
    for (const [expr, what] of [
      [`${'('.repeat(1000)}true${')'.repeat(1000)}`, /nesting deeper than 32/],
      [`${'['.repeat(200)}1${']'.repeat(200)} == [1]`, /nesting deeper than 32/],
      [`${Array(2000).fill('1').join(' + ')} > 0`, /more than 256 operators/],
      [`${'if true then '.repeat(700)}true${' else false'.repeat(700)}`, /more than 256 operators/],
    ] as const) {
      const error = await configError(() => cedar(when(expr)));
      assert.equal(error.code, 'ERR_POLICY_INVALID');
      assert.match(error.message, what);
      assert.equal(error.source, '<inline policies>:1');
    }
    assert.equal((await configError(() => cedar('permit (principal, action, resource);'.padEnd((1 << 20) + 1)))).code, 'ERR_POLICY_INVALID');
    // Brackets inside strings and comments are not nesting; the engine still answers.
    const fine = cedar(
      `// ${'('.repeat(100)}\npermit (principal, action, resource) when { (context has intent && context.intent like "*${'('.repeat(100)}*") || true };`,
    );
    assert.equal(fine.decide(request()).verdict, 'allow');
    assert.equal(cedar('permit (principal, action, resource);').decide(request()).verdict, 'allow');
  });

  it('rejects templates and empty policy sets', async () => {
    const template = await configError(() => cedar('permit (principal, action, resource);\n\npermit (principal == ?principal, action, resource);'));
    assert.equal(template.code, 'ERR_POLICY_INVALID');
    assert.equal(template.source, '<inline policies>:3:1');
    assert.equal((await configError(() => cedar('// nothing here\n'))).code, 'ERR_POLICY_INVALID');
  });

  it('rejects a broken schema file', async () => {
    const path = FIXTURE('broken.cedarschema');
    const error = await configError(() => CedarVerifier.fromFiles({ policyPath: DEFAULT_POLICY, schemaPath: path, classes: CLASSES }));
    assert.equal(error.code, 'ERR_CONFIG_INVALID');
    assert.match(error.message, /broken\.cedarschema:2:23: failed to resolve type: Strin/);
  });

  it('rejects a schema that cannot take the requests the verifier builds', async () => {
    const probe = await configError(() =>
      CedarVerifier.fromText({
        classes: ['message-send'],
        policies: 'permit (principal, action, resource);',
        schema: readFileSync(FIXTURE('deployer.cedarschema'), 'utf8'),
        schemaSource: 'deployer.cedarschema',
      }),
    );
    assert.equal(probe.code, 'ERR_CONFIG_INVALID');
    assert.match(probe.message, /^deployer\.cedarschema: the schema does not accept CapFence's requests for action "message-send"/);
  });

  it('loads despite validator warnings, and reports them with their place', () => {
    const verifier = cedar('permit (principal, action, resource);\n@id("never")\npermit (principal, action, resource) when { false };');
    assert.deepEqual(verifier.warnings, [
      '<inline policies>:2:1: policy "never": policy is impossible: the policy expression evaluates to false for all valid requests',
    ]);
  });

  it('refuses misuse', () => {
    assert.throws(() => CedarVerifier.fromText({ classes: [], policies: 'permit (principal, action, resource);' }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
    assert.throws(() => CedarVerifier.fromText({ classes: ['a', 'a'], policies: 'permit (principal, action, resource);' }), {
      name: 'UsageError',
      code: 'ERR_OUT_OF_RANGE',
    });
    assert.throws(() => CedarVerifier.fromText({ classes: ['a'], policies: undefined as unknown as string }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
  });
});

describe('examples/policies/capfence.cedarschema', () => {
  it('is the schema agentSchema() generates for the built-in classes', () => {
    const normalise = (text: string): string => {
      const json = schemaToJson(text);
      assert.equal(json.type, 'success', JSON.stringify(json));
      return canonical(json.type === 'success' ? json.json : null).replaceAll('__cedar::', '');
    };
    const generated = schemaToText(agentSchema(CLASSES));
    assert.equal(generated.type, 'success');
    assert.equal(normalise(readFileSync(EXAMPLE_SCHEMA, 'utf8')), normalise(generated.type === 'success' ? generated.text : ''));
  });
});

/** JSON with object keys sorted, so two schemas compare regardless of declaration order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
