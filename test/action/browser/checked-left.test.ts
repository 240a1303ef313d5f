/**
 * A commit that submits a radio button the page left checked (src/action/browser/checked.ts): a tip of "$5 (most popular)"
 * left selected where the task says to tip $3, one of the same group's options. A takeaway page made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkedNotNamed } from '../../../src/action/browser/checked.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const checkout = (checked: string) =>
  parseSnapshot(`RootWebArea 'Checkout – Curry Cart', focused, url='https://currycart.example/checkout'
\t[114] main ''
\t\t[120] form 'Place order'
\t\t\t[121] radiogroup 'Tip your rider'
${['$2', '$3', '$5 (most popular)', 'Other amount'].map((o, k) => `\t\t\t\t[${122 + k}] radio '${o}', checked='${o === checked}'`).join('\n')}
\t\t\t[129] button 'Place my order — $37.39'`)!;
const commit = (page: ReturnType<typeof checkout>) =>
  checkedNotNamed(page, page.byRef.get('129')!, 'order two biryanis, tip the rider $3 and no more');

describe('a checked option the page left in the form a commit submits', () => {
  it('is judged when the task names another of its group’s amounts', () => {
    assert.match(commit(checkout('$5 (most popular)')) ?? '', /\$5 \(most popular\).*\$3/);
  });
  it('passes when the one checked is the task’s, or the task names no amount of the group', () => {
    assert.equal(commit(checkout('$3')), undefined);
    const page = checkout('$5 (most popular)');
    assert.equal(checkedNotNamed(page, page.byRef.get('129')!, 'order two biryanis, total under $40'), undefined);
  });
});
