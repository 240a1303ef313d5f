/**
 * A standing intent, the kind an assistant runs under for a week: several requests in one
 * sentence, joined by commas. Each request keeps its own destinations (a channel named for the
 * status posts is no bound on the replies), a verb inside a relative clause ("the people who
 * write to me") is no request, and payees listed one after the other all bind. Wording and
 * catalog are ours.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { labelledCatalog } from './records.ts';

const graph = CapabilityGraph.builtIn();
const str = (description: string) => ({ type: 'string', description });
const TOOLS: [ToolSpec, string, Record<string, string>][] = [
  [
    { name: 'mail_send', description: 'Sends an e-mail.', inputSchema: { type: 'object', properties: { to: str('Address') } } },
    'message-send',
    { to: 'recipient' },
  ],
  [
    { name: 'notes_write', description: 'Replaces the text of a note.', inputSchema: { type: 'object', properties: { note: str('Note id') } } },
    'file-modify',
    { note: 'identifier' },
  ],
  [
    {
      name: 'bank_pay',
      description: 'Pays an invoice.',
      inputSchema: { type: 'object', properties: { iban: str('Payee IBAN'), eur: { type: 'number', description: 'Amount' } } },
    },
    'payment-initiate',
    { iban: 'account', eur: 'amount' },
  ],
];
const catalog = labelledCatalog(graph, TOOLS);
const compile = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims;

describe('a standing intent of several requests', () => {
  it('lets replies go to whoever wrote, while the status posts keep their channel', () => {
    const claims = compile('This week: reply to anyone who writes to me, keep the note "standup" current, post updates to the #ops channel.');
    const recipient = (claims.constraints['message-send'] as Record<string, { from?: string; oneOf?: unknown[] }> | undefined)?.recipient;
    assert.equal(recipient?.from, 'read');
    assert.equal(recipient?.oneOf, undefined, 'the channel of the status posts does not bound the replies');
  });

  it('reads no request in a relative clause', () => {
    const claims = compile('Reply to the customers who write about refunds.');
    assert.deepEqual(
      claims.scope.filter((c) => c !== 'read-only-retrieval'),
      ['message-send'],
    );
  });

  it('binds every payee listed after the request', () => {
    const claims = compile(
      'Pay the bills from Initech (IBAN DE89370400440532013000) and Umbrella (IBAN GB33BUKB20201555555555), at most 300 EUR each.',
    );
    const account = (claims.constraints['payment-initiate'] as Record<string, { oneOf?: unknown[] }> | undefined)?.account;
    assert.deepEqual([...(account?.oneOf ?? [])].sort(), ['DE89370400440532013000', 'GB33BUKB20201555555555']);
  });
});
