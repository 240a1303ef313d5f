/**
 * What is posted on a page, a site, a blog, a wall or a feed is published: "post on the page: entries open monday" asks for a
 * message to go out, not for a call to the page's API. Catalog and wording made up here; the check failed before the change.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CLASS } from '../../src/action/classes.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const club = new ToolCatalog(graph, [
  tool('fixtures_list', 'Lists the club fixtures.', {}),
  tool('page_announce', 'Posts an announcement to the club page.', { message: prop('Announcement text') }),
]);
const scope = (intent: string) => compileIntent({ intent, catalog: club, policy: DEFAULT_POLICY, graph }).claims.scope;

describe('posting on a page', () => {
  it('publishes, whether the text follows a colon or the verb names it', () => {
    for (const intent of ['post on the page: training moves to thursday 7pm', 'post it on the page', 'publish the fixtures on our blog']) {
      assert.ok(scope(intent).includes(CLASS.messageSend), intent);
    }
  });
  it('grants nothing to send where the page is only read', () => {
    assert.ok(!scope('check the page for this weekend’s fixtures').includes(CLASS.messageSend));
  });
});
