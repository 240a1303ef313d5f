/** The budget the value indexes of all of a fence's tasks share (src/session.ts TaskMemories). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seenFlags } from '../../src/gate/lookup.ts';
import { TaskMemories, type TaskMemory } from '../../src/session.ts';

/** An output with `n` distinct ids, all starting with `prefix`. */
const output = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

function observe(memories: TaskMemories, task: string, text: string): TaskMemory {
  const memory = memories.task(task, {});
  memory.observe({ time: 0, actionClass: 'read-only-retrieval', text });
  memories.counted(task, memory);
  return memory;
}

describe('task memories: one budget for every index', () => {
  it('keeps the values of all tasks under the budget, forgetting the least recently used task first', () => {
    const memories = new TaskMemories(undefined, 16, 300);
    const a = observe(memories, 'a', output('alpha', 120));
    const b = observe(memories, 'b', output('beta', 120));
    assert.equal(memories.values, 240);
    assert.ok(a.sources.complete && b.sources.complete);
    const c = observe(memories, 'c', output('gamma', 120));
    assert.equal(memories.values, 300);
    // a was used least recently: it alone gave up its 60 oldest values.
    assert.equal(a.sources.size, 60);
    assert.equal(b.sources.size, 120);
    assert.equal(c.sources.size, 120);
    assert.equal(a.sources.complete, false);
    assert.equal(seenFlags(a.sources, 'alpha0'), 0, 'a forgotten value counts as never seen');
    assert.notEqual(seenFlags(a.sources, 'alpha119'), 0);
    // Using a again makes b the least recently used.
    observe(memories, 'a', output('delta', 30));
    assert.equal(memories.values, 300);
    assert.equal(b.sources.size, 90);
    assert.equal(a.sources.size, 90);
  });

  it('keeps the tool-like names of all tasks under their own budget, the values untouched', () => {
    const memories = new TaskMemories(undefined, 16, 10_000, 50);
    const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}_tool_${i}`).join(' ');
    const a = observe(memories, 'a', names('alpha', 40));
    const b = observe(memories, 'b', names('beta', 30));
    assert.equal(memories.names, 50);
    // a was used least recently: it alone gave up its 20 oldest names; no value was forgotten.
    assert.equal(a.sources.namesSize, 20);
    assert.equal(b.sources.namesSize, 30);
    assert.equal(a.sources.names('alpha_tool_0', false), false, 'a forgotten name counts as never mentioned');
    assert.equal(a.sources.names('alpha_tool_39', false), true);
    assert.equal(memories.values, a.sources.size + b.sources.size);
    assert.ok(a.sources.complete && b.sources.complete);
    observe(memories, 'c', names('gamma', 10));
    assert.equal(memories.names, 50);
    assert.equal(a.sources.namesSize, 10);
    memories.clear();
    assert.equal(memories.names, 0);
  });

  it('stops counting a task dropped past the most tasks kept', () => {
    const memories = new TaskMemories(undefined, 2, 10_000);
    observe(memories, 'a', output('alpha', 50));
    observe(memories, 'b', output('beta', 70));
    observe(memories, 'c', output('gamma', 10));
    assert.equal(memories.values, 80, "a's 50 values left with it");
    memories.clear();
    assert.equal(memories.values, 0);
  });

  it('does not count a memory it no longer holds', () => {
    const memories = new TaskMemories(undefined, 1, 10_000);
    const a = memories.task('a', {});
    memories.task('b', {});
    a.observe({ time: 0, actionClass: null, text: output('alpha', 40) });
    memories.counted('a', a);
    assert.equal(memories.values, 0);
  });
});
