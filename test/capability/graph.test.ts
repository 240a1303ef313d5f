import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { ConfigError } from '../../src/errors.ts';

describe('capability graph', () => {
  const graph = CapabilityGraph.builtIn();

  it("has the paper's classes and what agents really do", () => {
    for (const id of [
      'read-only-retrieval',
      'message-send',
      'file-modify',
      'payment-initiate',
      'external-api-call',
      'code-execute',
      'identity-admin',
      'calendar-write',
    ])
      assert.ok(graph.has(id), id);
  });

  it('follows implies edges transitively', () => {
    assert.ok(graph.grants('file-modify').has('read-only-retrieval'));
    assert.ok(graph.grants('identity-admin').has('account-modify'));
    assert.ok(graph.grants('identity-admin').has('read-only-retrieval'));
    assert.ok(!graph.grants('read-only-retrieval').has('file-modify'));
    assert.deepEqual([...graph.expand(['message-send'])].sort(), ['message-send', 'read-only-retrieval']);
  });

  it('extends from config and rejects cycles and unknown classes with typed errors', () => {
    const extended = graph.extend({
      classes: [{ id: 'robot-arm', sideEffect: true, external: true, sensitivity: 3, implies: ['read-only-retrieval'] }],
    });
    assert.ok(extended.grants('robot-arm').has('read-only-retrieval'));
    assert.throws(
      () =>
        graph.extend({
          classes: [
            { id: 'a-x', sideEffect: true, external: false, sensitivity: 1, implies: ['b-x'] },
            { id: 'b-x', sideEffect: true, external: false, sensitivity: 1, implies: ['a-x'] },
          ],
        }),
      (e: unknown) => e instanceof ConfigError && e.code === 'ERR_GRAPH_CYCLE',
    );
    assert.throws(
      () => graph.extend({ classes: [{ id: 'a-x', sideEffect: true, external: false, sensitivity: 1, implies: ['nowhere'] }] }),
      (e: unknown) => e instanceof ConfigError && e.code === 'ERR_GRAPH_UNKNOWN_CLASS',
    );
    assert.throws(
      () => graph.grants('nope'),
      (e: unknown) => e instanceof ConfigError && e.code === 'ERR_GRAPH_UNKNOWN_CLASS',
    );
    assert.throws(() => graph.extend({ classes: [{ id: 'Bad Id', sideEffect: true, external: false, sensitivity: 1 }] }), ConfigError);
    assert.throws(() => graph.extend({ classes: [{ id: 'x', sideEffect: 'yes', external: false, sensitivity: 1 }] }), ConfigError);
    assert.throws(() => graph.extend({ nope: [] }), ConfigError);
  });

  it('names the file in errors when loading from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-graph-'));
    try {
      const path = join(dir, 'graph.json');
      writeFileSync(path, '{ not json');
      assert.throws(
        () => CapabilityGraph.fromFile(path),
        (e: unknown) => e instanceof ConfigError && e.message.includes(path),
      );
      writeFileSync(path, JSON.stringify({ classes: [{ id: 'drone-fly', sideEffect: true, external: true, sensitivity: 3 }] }));
      assert.ok(CapabilityGraph.fromFile(path).has('drone-fly'));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
