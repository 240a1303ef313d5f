import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import { argumentValues, checkConstraints, type ArgumentValue } from '../../src/capability/constraints.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const transfer = classifyTool(
  {
    name: 'send_money',
    inputSchema: {
      type: 'object',
      properties: {
        recipient: { type: 'string' },
        amount: { type: 'number' },
        speed: { enum: ['normal', 'instant'] },
        'odd name!': { type: 'string' },
        payees: { type: 'array', items: { enum: ['ana', 'ben'] } },
      },
    },
  },
  graph,
);

function values(args: Record<string, unknown>, entry = transfer): ArgumentValue[] {
  const out = argumentValues({ tool: entry.spec.name, args }, entry);
  assert.ok(Array.isArray(out));
  return out;
}

describe('argumentValues on a tool whose schema declares its arguments', () => {
  it('labels, types and lists declared values the same on the first call and every later one', () => {
    const args = { recipient: 'DE89370400440532013000', amount: 120, speed: 'instant', 'odd name!': 'x', payees: ['ana', 'eve'], extra: 'mallory' };
    const first = values(args);
    for (let i = 0; i < 3; i++) assert.deepEqual(values(args), first);
    assert.deepEqual(
      first.map((v) => [v.label, v.role, v.kind, v.listed]),
      [
        ['recipient', 'recipient', 'iban', false],
        ['amount', 'amount', 'number', false],
        ['speed', 'other', 'unknown', true],
        ['odd?name?', 'other', 'unknown', false],
        ['payees[0]', 'recipient', 'unknown', true],
        ['payees[1]', 'recipient', 'unknown', false],
        ['extra', 'other', 'unknown', false],
      ],
    );
  });

  it("reads an entry that shares another entry's roles by its own schema", () => {
    values({ speed: 'instant' });
    const other = { ...transfer, spec: { ...transfer.spec, inputSchema: { type: 'object' as const, properties: { speed: { enum: ['slow'] } } } } };
    assert.equal(values({ speed: 'instant' }, other)[0]?.listed, false);
    assert.equal(values({ speed: 'slow' }, other)[0]?.listed, true);
    assert.equal(values({ speed: 'instant' })[0]?.listed, true);
  });

  it('still refuses reserved keys and nested ones under a declared argument', () => {
    const reserved = JSON.parse('{"__proto__": 1, "amount": 2}') as Record<string, unknown>;
    assert.ok(!Array.isArray(argumentValues({ tool: 'send_money', args: reserved }, transfer)));
    const nested = JSON.parse('{"recipient": {"constructor": 1}}') as Record<string, unknown>;
    assert.ok(!Array.isArray(argumentValues({ tool: 'send_money', args: nested }, transfer)));
  });
});

describe('checkConstraints with the same constraints of a class and other constraints for every class', () => {
  it('applies each pair as it is', () => {
    const forClass = { amount: { max: 500 } };
    const claims = (all: object | undefined): CapabilityClaims => ({
      v: 1,
      jti: 'j',
      iss: 'i',
      sub: 's',
      iat: 0,
      exp: 1,
      scope: ['payment-initiate'],
      constraints: { 'payment-initiate': forClass, ...(all === undefined ? {} : { '*': all }) },
    });
    const call = { tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 120 } };
    assert.equal(checkConstraints(call, transfer, claims(undefined)), undefined);
    assert.equal(checkConstraints(call, transfer, claims({ amount: { max: 100 } }))?.verdict, 'revise');
    assert.equal(checkConstraints(call, transfer, claims({ recipient: { oneOf: ['FR7630006000011234567890189'] } }))?.verdict, 'deny');
    assert.equal(checkConstraints(call, transfer, claims(undefined)), undefined);
  });
});
