import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isStale, PageObserver } from '../../src/action/browser/observation.ts';
import { MAX_NODES, parseSnapshot } from '../../src/action/browser/snapshot.ts';
import { BROWSERGYM_THREAD, PLAYWRIGHT_CLICKED, PLAYWRIGHT_SNAPSHOT } from './pages.ts';

describe('page snapshots, parsed once', () => {
  it("reads Playwright MCP's aria snapshot: refs, roles, names, links, values, YAML quoting", () => {
    const page = parseSnapshot(PLAYWRIGHT_SNAPSHOT)!;
    assert.equal(page.format, 'playwright');
    assert.equal(page.url, 'https://shop.example/checkout');
    assert.equal(page.title, 'Checkout – Voltaic Supply');
    const at = (ref: string) => page.nodes[page.byRef.get(ref)!]!;
    assert.deepEqual([at('e13').role, at('e13').name], ['button', 'Place order']);
    assert.equal(at('e14').url, '/returns');
    assert.equal(at('e12').value, 'Leave at the door');
    assert.equal(at('e16').name, 'Don\'t miss: "deals"', "a YAML single-quoted entry with '' and an escaped double quote");
    assert.equal(at('e8').props.level, '1');
    // The tree: the form's fields are its descendants, the link after it is not.
    const form = page.byRef.get('e9')!;
    assert.ok(page.byRef.get('e11')! > form && page.byRef.get('e11')! < at('e9').end);
    assert.ok(page.byRef.get('e14')! >= at('e9').end);
  });

  it("reads BrowserGym's AXTree: bids, Python-quoted names, properties, the active tab's address", () => {
    const page = parseSnapshot(BROWSERGYM_THREAD)!;
    assert.equal(page.format, 'browsergym');
    assert.equal(page.url, 'https://forum.devtalk.test/t/pg-like-index');
    const at = (bid: string) => page.nodes[page.byRef.get(bid)!]!;
    assert.equal(at('31').name, "Postgres ignores my index on a LIKE 'abc%' query");
    assert.equal(at('43').value, 'Votes');
    assert.equal(at('44').props.selected, 'True');
    assert.equal(page.nodes[at('42').parent]!.role, 'form');
  });

  it('is not fooled or broken by what is not a snapshot, and stays bounded', () => {
    assert.equal(parseSnapshot('{"result": "ok"}'), undefined);
    assert.equal(parseSnapshot(PLAYWRIGHT_CLICKED), undefined, 'an action result links its snapshot; it shows no tree');
    const garbage = parseSnapshot('- [ref=e1]\n- "unterminated [ref=e2\n   - button "x" [ref=e3] [ref=e4]\n\t[9] \n');
    assert.ok(garbage !== undefined && garbage.nodes.every((n) => typeof n.role === 'string'));
    const huge = `- generic [ref=e0]:\n${Array.from({ length: MAX_NODES + 10 }, (_, i) => `  - button "b${i}" [ref=e${i + 1}]`).join('\n')}`;
    const cut = parseSnapshot(huge)!;
    assert.equal(cut.nodes.length, MAX_NODES);
    assert.equal(cut.truncated, true);
  });

  it('an observer keeps the last page, and notices when the browser moved on without a new one', () => {
    const observer = new PageObserver();
    assert.equal(isStale(observer), true, 'no page seen');
    observer.observe({ content: [{ type: 'text', text: PLAYWRIGHT_SNAPSHOT }] });
    assert.equal(observer.page?.byRef.has('e13'), true);
    assert.equal(isStale(observer), false);
    observer.observe(PLAYWRIGHT_CLICKED);
    assert.equal(observer.url, 'https://shop.example/returns');
    assert.equal(isStale(observer), true, 'the refs of the checkout page may be gone');
    observer.observe(12345);
    assert.equal(observer.page?.byRef.has('e13'), true, 'outputs without a page change nothing');
  });
});
