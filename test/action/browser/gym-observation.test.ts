/**
 * BrowserGym's observation as its environment returns it: an object whose `axtree_txt` holds the
 * tree and whose `open_pages_urls` / `active_page_index` say where the browser is. The fence reads
 * the page from it (a click is judged by its target), as it does from the tree written as text.
 * Site and wording made up here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../../src/action/browser/observation.ts';

const observation = {
  url: 'https://hire.island-bikes.example/book',
  open_pages_urls: ['https://hire.island-bikes.example/', 'https://hire.island-bikes.example/book'],
  open_pages_titles: ['Home', 'Book a bike'],
  active_page_index: [1],
  focused_element_bid: '',
  last_action_error: '',
  axtree_txt: [
    "RootWebArea 'Book a bike', focused",
    "\t[12] main ''",
    "\t\t[13] heading 'Book a bike', level=1",
    "\t\t[14] radio 'City bike — €20 a day', clickable, checked='false'",
    "\t\t[15] button 'Pay and book', clickable",
  ].join('\n'),
};

describe('a BrowserGym observation object', () => {
  it("gives the observer its page and the active tab's address", () => {
    const observer = new PageObserver();
    observer.observe(observation);
    assert.equal(observer.url, 'https://hire.island-bikes.example/book');
    const page = observer.page;
    assert.ok(page !== undefined);
    const at = page.byRef.get('15');
    assert.ok(at !== undefined);
    assert.equal(page.nodes[at]!.name, 'Pay and book');
  });
  it('an object without a tree is no page', () => {
    const observer = new PageObserver();
    observer.observe({ url: 'https://hire.island-bikes.example/', last_action_error: '' });
    assert.equal(observer.page, undefined);
  });
});
