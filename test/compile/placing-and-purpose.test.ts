/**
 * Where a request puts its object, and what is no destination at all: "put her in the diary" places a calendar entry even
 * when the catalog names a tool for the verb alone (`grants.put`); "… to go through the report" says why, and its report
 * is no destination. Catalog and wording made up here; each check failed before the change it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const agency = new ToolCatalog(graph, [
  tool('cases.get', 'Returns a case file with its notes.', { ref: prop('Case reference') }),
  tool('grants.put', 'Binds a principal to a role on the tenant.', { principal: prop('Principal'), role: prop('Role') }),
  tool('slots.hold', 'A slot in the agency diary is held and booked for the named party.', { at: prop('ISO date-time'), who: prop('Party') }),
  tool('docs.write', 'Writes a report document.', { ref: prop('Case reference'), text: prop('Text') }),
]);
const scope = (intent: string): string[] => {
  const c = compileIntent({ intent, catalog: agency, policy: DEFAULT_POLICY, graph, trust: 'standard' });
  return [...c.claims.scope].filter((s) => s !== 'read-only-retrieval').sort();
};

describe('a verb that means nothing without its object', () => {
  it('is not decided by a tool named for it alone', () => {
    assert.deepEqual(scope('Put Mrs Alvarez in the diary on Thursday at 2pm'), ['calendar-write']);
  });

  it('places its object where "in" says', () => {
    assert.deepEqual(scope('Put Mrs Alvarez (client on case K-1183) in the diary Thursday at 2pm'), ['calendar-write']);
  });
});

describe('a "to" that opens a verb phrase', () => {
  it('says why, and opens no destination', () => {
    assert.deepEqual(scope('Put Mrs Alvarez in the diary Thursday at 2pm for 30 min to go through the report'), ['calendar-write']);
  });
});
