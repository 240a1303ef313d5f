/**
 * Device controllers and back offices whose one argument picks a command (src/action/choice-words.ts `stateChoice`,
 * `commandChoices`; src/action/glosses/control-words.ts): a call that asks for the state ("statusi", "STAT", "төлөв") reads,
 * whatever the argument is called and whatever record holds it; a call that acts keeps the tool's class. The tools, their
 * languages' words aside, are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { commandChoices, stateChoice } from '../../src/action/choice-words.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const tool = (name: string, description: string, properties: Record<string, unknown>) =>
  classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);
const classOf = (entry: ReturnType<typeof tool>, args: Record<string, unknown>) => classifyCall(entry, { tool: entry.spec.name, args }).actionClass;
const READ = 'read-only-retrieval';

describe('a choice that asks a controller for its state', () => {
  it('is told in many languages and spellings, and an acting choice is not', () => {
    for (const v of ['status', 'Statusi', 'STAT', 'stada', 'staða', 'төлөв', 'קריאה', 'vakio', 'katastasi', 'trang_thai', 'konum'])
      assert.equal(stateChoice(v), true, v);
    for (const v of ['start', 'stop', 'mbyll', 'hap', 'kveikja', 'reset', 'open', 'lås', '', 'x'.repeat(80)]) assert.equal(stateChoice(v), false, v);
  });

  it('makes a list of commands only when one asks for the state and another acts', () => {
    assert.equal(commandChoices(['STAT', 'STOP', 'PIT']), true);
    assert.equal(commandChoices(['status', 'start', 'stop']), true);
    // Data of a record (sizes, a sort order) or only readings: no command list.
    assert.equal(commandChoices(['small', 'medium', 'large']), false);
    assert.equal(commandChoices(['status', 'details']), false);
    assert.equal(commandChoices(['status']), false);
  });
});

describe('a controller whose command argument nothing names as one', () => {
  // A pump house's controller: the command sits in a record `s` under an Albanian "veprim" (action).
  const pumps = tool('pompat', 'Komandon pompat e ujit.', {
    p: { type: 'string' },
    s: { type: 'object', properties: { veprim: { type: 'string', enum: ['statusi', 'ndiz', 'fik'] }, shpejtesia: { type: 'number' } } },
  });
  // A kiln's radio link: a one-letter argument lists terse commands.
  const kiln = tool('kiln_link', 'Radio link to the kilns; c is one of status, heat, hold or stop.', {
    k: { type: 'string' },
    c: { type: 'string', enum: ['STAT', 'HEAT', 'HOLD', 'STOP'] },
  });

  it('reads a call that asks for the state', () => {
    assert.equal(classOf(pumps, { p: 'P2', s: { veprim: 'statusi' } }), READ);
    assert.equal(classOf(kiln, { k: '3', c: 'STAT' }), READ);
  });

  it('keeps the tool its own class for a call that acts, or picks nothing listed', () => {
    assert.notEqual(pumps.actionClass, READ);
    assert.equal(classOf(pumps, { p: 'P2', s: { veprim: 'ndiz', shpejtesia: 80 } }), pumps.actionClass);
    assert.equal(classOf(kiln, { k: '3', c: 'STOP' }), kiln.actionClass);
    assert.equal(classOf(kiln, { k: '3', c: 'stat' }), kiln.actionClass);
    assert.equal(classOf(kiln, { k: '3', c: 'STAT; STOP' }), kiln.actionClass);
  });

  it('does not take a record of data for commands', () => {
    const sizes = tool('cake_order', 'Places a cake order for pickup.', {
      cake: { type: 'object', properties: { size: { type: 'string', enum: ['status', 'small', 'large'] } } },
    });
    assert.equal(classOf(sizes, { cake: { size: 'status' } }), sizes.actionClass);
  });
});
