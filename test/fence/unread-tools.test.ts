/**
 * A tool whose words say nothing the fence reads is classed by each call's values (src/action/call.ts): a text to a phone is a
 * message. Where the token grants that class, the call is judged as a message; where the token grants the tool's own class
 * instead (the intent asked for that tool: "sende ham en sms" grounded on it), the call is judged as that class, and never
 * refused for a class the intent did not name. Tool names and words written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolSpec } from '../../src/action/types.ts';
import { setup } from './fixtures.ts';

const SMS: ToolSpec = {
  name: 'qel_zorvak',
  description: 'Zorvak plint quel.',
  inputSchema: { type: 'object', properties: { na: { type: 'array', items: { type: 'string' } }, tx: { type: 'string' } } },
};
const text = { tool: 'qel_zorvak', args: { na: ['+47 912 34 567'], tx: 'Slaktetid tirsdag kl. 09:00, referanse NJ-2207' } };
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code).join();

describe('a call of a tool nothing reads', () => {
  it('is a message where the token grants messages', async () => {
    const { fence, token } = setup({ tools: [SMS] }, { scope: ['read-only-retrieval', 'message-send'], intent: 'text him the time' });
    const d = await fence.session(token).authorize(text);
    assert.equal(d.actionClass, 'message-send');
    assert.notEqual(codes(d), 'scope.class-not-granted');
  });

  it('keeps the tool’s own class where the token grants that one', async () => {
    const { fence, token } = setup(
      { tools: [SMS] },
      { scope: ['read-only-retrieval', 'external-api-call'], intent: 'sende ham en sms med tid og referanse' },
    );
    const d = await fence.session(token).authorize(text);
    assert.equal(d.actionClass, 'external-api-call');
    assert.notEqual(codes(d), 'scope.class-not-granted');
  });

  it('is refused where the token grants neither', async () => {
    const { fence, token } = setup({ tools: [SMS] }, { scope: ['read-only-retrieval'], intent: 'show me the list' });
    const d = await fence.session(token).authorize(text);
    assert.equal(d.verdict, 'deny');
    assert.equal(codes(d), 'scope.class-not-granted');
  });
});
