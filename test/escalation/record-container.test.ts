/**
 * A removal the task asks for, of the record it names, on a control that stands in that record's region, row or
 * confirming dialog ("RW-58213" around "Call it off"; "Cancel BK-4410?" around "Yes"): the data-flow verifier vouches for
 * it as it does for a control that names the record itself; one in another record's region stays unvouched. The page,
 * site and records are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dataFlowVerifier } from '../../src/escalation/data-flow.ts';
import { BROWSER_CLICK, setup, TOOLS, fixedGate } from '../fence/fixtures.ts';

const PAGE = [
  '### Page',
  '- Page URL: https://pebble-vans.example/manage',
  '- Page Title: My bookings — Pebble Vans',
  '### Snapshot',
  '```yaml',
  '- main [ref=e1]:',
  '  - heading "My bookings" [level=1] [ref=e2]',
  '  - region "BK-4410" [ref=e3]:',
  '    - paragraph [ref=e4]: BK-4410 · Camper van · 3 – 6 May',
  '    - button "Scrap it" [ref=e5] [cursor=pointer]',
  '  - region "BK-5120" [ref=e6]:',
  '    - paragraph [ref=e7]: BK-5120 · Small van · 9 – 10 May',
  '    - button "Scrap it" [ref=e8] [cursor=pointer]',
  '```',
].join('\n');

function session() {
  // A gate that always sends the call to the verifier: what the verifier says decides.
  const { fence, token } = setup(
    { tools: [...TOOLS, BROWSER_CLICK], verifier: dataFlowVerifier(), model: fixedGate(() => 0.5) },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage', 'file-modify'],
      constraints: {},
      intent: 'cancel my van booking BK-4410 on pebble-vans.example',
    },
  );
  const s = fence.session(token);
  s.observe(PAGE);
  return s;
}

describe('a removal on a control inside the record the task names', () => {
  it('is vouched for in the named record’s region, and not in another record’s', async () => {
    const mine = await session().authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.equal(mine.verdict, 'allow', mine.reasons.map((r) => `${r.code}: ${r.message}`).join(' | '));
    assert.equal(mine.target?.within, 'BK-4410');
    const other = await session().authorize({ tool: 'browser_click', args: { target: 'e8' } });
    assert.notEqual(other.verdict, 'allow', other.reasons.map((r) => r.code).join());
  });
});
