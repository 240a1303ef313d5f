/**
 * Requests written in a row, as people type them (src/capability/compile/verbs.ts, clauses.ts): a condition without a comma
 * before the request ("if it's free book it"), and a request that makes something for someone after another request
 * ("book it, make them a door code"). The catalog and the intents are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const str = { type: 'string' } as const;
const tool = (name: string, description: string, properties: Record<string, unknown>) => ({
  name,
  description,
  inputSchema: { type: 'object' as const, properties, required: Object.keys(properties) },
});
const catalog = new ToolCatalog(graph, [
  tool('cabin-bookings', 'Lists the bookings of the cabin.', { month: str }),
  tool('cabin-book', 'Books the cabin for a guest and dates.', { guest: str, from: str, to: str }),
  tool('cabin-door-code', 'Makes a door code for the cabin that works between two dates.', { from: str, to: str }),
  tool('family-chat-send', 'Sends a message to the family chat.', { text: str }),
]);
const scope = (intent: string): string[] => [...compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }).claims.scope];

describe('requests written in a row', () => {
  it('reads the request after a condition written without a comma', () => {
    assert.ok(scope("Ana's friends want the cabin 4-6 May. if it's free book it").includes('order-manage'));
    // A word with "it" after it takes it as its object; the same word after an adjective, with a noun's words around it, names a thing.
    assert.ok(!scope('read me the free book').includes('order-manage'));
  });
  it('keeps a request that makes something for someone after another request', () => {
    const asked = scope('if it is free, book the cabin, make them a door code for those dates and tell the family in the chat');
    assert.ok(asked.includes('order-manage') && asked.includes('message-send'), asked.join());
    assert.ok(asked.includes('identity-admin'), asked.join());
    // "put in a new one" still makes another of what the request before acted on.
    assert.deepEqual(
      scope('cancel the cabin booking and put in a new one').filter((c) => c !== 'read-only-retrieval'),
      ['order-manage'],
    );
  });
});
