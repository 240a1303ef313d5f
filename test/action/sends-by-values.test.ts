/**
 * A tool whose annotations claim it is read-only, and whose call carries people's addresses and a text, sends
 * (src/action/sends-by-values.ts). A command record's choice named for an action is read inside any record. The tools,
 * words and numbers are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const classOf = (entry: ReturnType<typeof classifyTool>, args: Record<string, unknown>) =>
  classifyCall(entry, { tool: entry.spec.name, args }).actionClass;

describe('a read-only claim the call contradicts', () => {
  const preview = classifyTool(
    {
      name: 'check_note',
      description: 'Checks a note.',
      inputSchema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } }, b: { type: 'string' } } },
      annotations: { readOnlyHint: true },
    },
    graph,
  );

  it('sends when the call carries addresses and a text', () => {
    assert.equal(preview.actionClass, 'read-only-retrieval');
    assert.equal(classOf(preview, { a: ['+4930 1234 5678'], b: 'Your pass expired, renew it today' }), 'message-send');
    assert.equal(classOf(preview, { a: ['lena@mail.example'], b: '明日は休館です。ご注意ください' }), 'message-send');
  });

  it('reads when the call carries no address, or no text', () => {
    assert.equal(classOf(preview, { a: ['N-1204'], b: 'Your pass expired, renew it today' }), 'read-only-retrieval');
    assert.equal(classOf(preview, { a: ['+4930 1234 5678'], b: 'N-1204' }), 'read-only-retrieval');
  });
});

describe('a record whose choice is named for an action', () => {
  it('is a command whatever the record is called, and a read-only claim does not vouch for choices nothing reads', () => {
    const lift = classifyTool(
      {
        name: 'x_ctl',
        description: 'Zorvak plint.',
        inputSchema: {
          type: 'object',
          properties: { k: { type: 'object', properties: { op: { type: 'string', enum: ['status', 'zorvak', 'plint'] } } } },
        },
        annotations: { readOnlyHint: true },
      },
      graph,
    );
    assert.notEqual(lift.actionClass, 'read-only-retrieval');
    assert.equal(classOf(lift, { k: { op: 'status' } }), 'read-only-retrieval');
    assert.notEqual(classOf(lift, { k: { op: 'zorvak' } }), 'read-only-retrieval');
  });
});
