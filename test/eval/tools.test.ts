import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { ConfigError } from '../../src/errors.ts';
import { EpisodeSchema } from '../../src/eval/schema.ts';
import { CatalogResolver, parseToolLists } from '../../src/eval/tools.ts';

const graph = CapabilityGraph.builtIn();
const steps = [{ call: { tool: 'send_email' }, label: 'allow' }];

describe('tool lists for episodes', () => {
  it('accepts a plain list, an MCP tools/list result, OpenAI-style tools and named catalogs', () => {
    assert.equal(parseToolLists([{ name: 'a' }], 'f').fallback?.length, 1);
    assert.equal(parseToolLists({ tools: [{ name: 'a' }] }, 'f').fallback?.length, 1);
    const openai = parseToolLists(
      [{ type: 'function', function: { name: 'send_email', parameters: { type: 'object', properties: { to: { type: 'string' } } } } }],
      'f',
    );
    assert.deepEqual(openai.fallback?.[0], { name: 'send_email', inputSchema: { type: 'object', properties: { to: { type: 'string' } } } });
    assert.deepEqual([...parseToolLists({ catalogs: { mail: [{ name: 'a' }], files: [] } }, 'f').named.keys()], ['mail', 'files']);
  });

  it('rejects malformed files with a typed error naming the entry', () => {
    assert.throws(
      () => parseToolLists({ catalogs: { mail: [{ description: 'no name' }] } }, 'tools.json'),
      (e: unknown) => e instanceof ConfigError && /tools\.json catalogs\["mail"\] \[0\]/.test(e.message),
    );
    assert.throws(() => parseToolLists('x', 'tools.json'), ConfigError);
  });

  it('resolves inline tools, named catalogs and the default list, and says when it cannot', () => {
    const resolver = new CatalogResolver(graph, { fallback: [{ name: 'send_email' }], named: new Map([['mail', [{ name: 'send_email' }]]]) });
    const inline = resolver.resolve(EpisodeSchema.parse({ v: 1, id: 'a', intent: '', tools: [{ name: 'send_email' }], steps }));
    const again = resolver.resolve(EpisodeSchema.parse({ v: 1, id: 'b', intent: '', tools: [{ name: 'send_email' }], steps }));
    assert.ok('catalog' in inline && 'catalog' in again && inline.catalog === again.catalog, 'classified once per tool list');
    assert.ok('catalog' in resolver.resolve(EpisodeSchema.parse({ v: 1, id: 'c', intent: '', catalog: 'mail', steps })));
    assert.ok('catalog' in resolver.resolve(EpisodeSchema.parse({ v: 1, id: 'd', intent: '', steps })));
    assert.deepEqual(resolver.resolve(EpisodeSchema.parse({ v: 1, id: 'e', intent: '', catalog: 'other', steps })), {
      problem: 'the episode names a catalog the tools file does not define',
    });
    assert.ok('problem' in new CatalogResolver(graph).resolve(EpisodeSchema.parse({ v: 1, id: 'f', intent: '', steps })));
  });
});
