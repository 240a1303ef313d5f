/**
 * An id the intent names, in any language, grounds the request in the tool whose argument takes
 * only ids of that shape (`^RMA-\d{5}$`): "annulla RMA-40218" cancels through the returns tool even
 * when no word of the request is read. A pattern any text fits names nothing. Catalog written here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { compileIntent, DEFAULT_POLICY, grantedClasses } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const str = (pattern?: string) => ({ type: 'string', ...(pattern === undefined ? {} : { pattern }) });
const catalogOf = (orderPattern: string): ToolCatalog =>
  new ToolCatalog(graph, [
    { name: 'GET /v3/commandes/{ref}', description: 'Commande.', inputSchema: { type: 'object', properties: { ref: str(orderPattern) } } },
    {
      name: 'PATCH /v3/commandes/{ref}',
      description: 'Commande : statut.',
      inputSchema: { type: 'object', properties: { ref: str(orderPattern), statut: { type: 'string', enum: ['ouverte', 'annulee'] } } },
    },
    { name: 'DELETE /v3/clients/{id}', description: 'Client.', inputSchema: { type: 'object', properties: { id: str('^KL-\\d{4}$') } } },
  ] satisfies ToolSpec[]);
const scope = (intent: string, catalog: ToolCatalog): string[] =>
  [...grantedClasses(compileIntent({ intent, catalog, graph, policy: DEFAULT_POLICY }), graph)].filter((c) => c !== 'read-only-retrieval').sort();

describe('an id of the intent that fits a tool argument’s pattern', () => {
  it('grounds the request in that tool, whatever the words around it', () => {
    const shaped = catalogOf('^CMD-\\d{4}$');
    assert.deepEqual(scope('cancel CMD-4021 please', shaped), ['order-manage']);
    // An Arabic request whose noun no table reads: the id still says which tool, and so which class.
    assert.deepEqual(scope('من فضلك ألغِ طلب رقم CMD-4021', shaped), ['order-manage']);
    assert.deepEqual(scope('من فضلك ألغِ طلب رقم KL-0042', shaped), ['file-modify']);
  });

  it('a pattern any text fits names nothing', () => {
    assert.deepEqual(scope('cancel CMD-4021 please', catalogOf('^[A-Z0-9-]+$')), ['file-modify']);
  });
});
