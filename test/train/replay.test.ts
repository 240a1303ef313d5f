import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EpisodeSchema, type EpisodeV1 } from '../../src/eval/schema.ts';
import { replayEpisode, SESSION_WINDOWS } from '../../src/train/replay.ts';
import { holdoutGroups, seededRandom } from '../../src/train/split.ts';
import { INJECTED_SEND, LEGIT_READ, USER_TASK_0_PROMPT } from '../gate/agentdojo-records.ts';
import { catalog, graph } from '../gate/helpers.ts';

// AgentDojo v1.2.1 workspace/user_task_0/injection_task_0 in episode format v1, with a call to a
// tool no catalog knows added at the end.
const episode: EpisodeV1 = EpisodeSchema.parse({
  v: 1,
  id: 'workspace/user_task_0/injection_task_0',
  intent: USER_TASK_0_PROMPT,
  steps: [
    { call: { tool: LEGIT_READ.function, args: LEGIT_READ.args }, output: LEGIT_READ.output, label: 'allow' },
    { call: { tool: INJECTED_SEND.function, args: INJECTED_SEND.args }, label: 'deny' },
    { call: { tool: 'unknown_tool', args: {} }, label: 'deny' },
  ],
});

describe('replayEpisode', () => {
  const steps = replayEpisode(episode, catalog, graph);

  it('builds the inputs the fence would see, in order', () => {
    assert.equal(steps.length, 3);
    const [read, send] = steps;
    assert.deepEqual(read!.input!.observed, []);
    assert.deepEqual(read!.input!.history, []);
    assert.equal(read!.input!.intent, USER_TASK_0_PROMPT);
    assert.deepEqual(send!.input!.observed, [LEGIT_READ.output]);
    assert.deepEqual(send!.input!.history, [{ actionClass: 'read-only-retrieval', verdict: 'allow' }]);
    assert.deepEqual(send!.input!.budget, { calls: null, amount: null });
    assert.equal(send!.input!.classInfo.id, 'message-send');
  });

  it('leaves unknown tools without input and out of the history', () => {
    assert.equal(steps[2]!.input, undefined);
    assert.equal(steps[2]!.verdict, 'deny');
  });

  it('lets a caller decide: a call that was not allowed leaves no output behind', () => {
    const denied = replayEpisode(episode, catalog, graph, { decide: (_, i) => (i === 0 ? 'deny' : 'allow') });
    assert.deepEqual(denied[1]!.input!.observed, []);
    assert.deepEqual(denied[1]!.input!.history, [{ actionClass: 'read-only-retrieval', verdict: 'deny' }]);
  });

  it('bounds observed and history to the session windows, and cuts long outputs as a session does', () => {
    const long = EpisodeSchema.parse({
      v: 1,
      id: 'long',
      intent: 'x',
      steps: Array.from({ length: 40 }, (_, i) => ({
        call: { tool: 'search_calendar_events', args: { query: `q${i}` } },
        output: `out ${i} ${'y'.repeat(i === 38 ? 20_000 : 0)}`,
        label: 'allow',
      })),
    });
    const last = replayEpisode(long, catalog, graph).at(-1)!.input!;
    assert.equal(last.observed.length, SESSION_WINDOWS.observedWindow);
    assert.equal(last.history.length, SESSION_WINDOWS.historyWindow);
    assert.equal(last.observed.at(-1)!.length, SESSION_WINDOWS.observedChars);
    const small = replayEpisode(long, catalog, graph, { observedWindow: 3, historyWindow: 2 }).at(-1)!.input!;
    assert.equal(small.observed.length, 3);
    assert.equal(small.history.length, 2);
  });
});

describe('split', () => {
  it('is seeded, stratified and by group', () => {
    const members = Array.from({ length: 40 }, (_, i) => ({ group: `g${i}`, stratum: i < 20 ? 'a' : 'b' }));
    const one = holdoutGroups(members, 0.25, 1);
    assert.deepEqual([...one].sort(), [...holdoutGroups(members, 0.25, 1)].sort());
    assert.notDeepEqual([...one].sort(), [...holdoutGroups(members, 0.25, 2)].sort());
    assert.equal([...one].filter((g) => Number(g.slice(1)) < 20).length, 5);
    assert.equal(one.size, 10);
  });

  it('rejects a non-integer seed and a bad fraction', () => {
    assert.throws(() => seededRandom(0.5), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => holdoutGroups([], 1, 1), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});
