import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { convertAgentDojo, NOTE_DUPLICATE } from '../../src/eval/convert/agentdojo.ts';
import { asbInjection, convertAsb } from '../../src/eval/convert/asb.ts';
import { convertTaubench } from '../../src/eval/convert/taubench.ts';
import { EpisodeSchema } from '../../src/eval/schema.ts';
import {
  AGENTDOJO_DUPLICATE_EPISODE,
  AGENTDOJO_SLACK_TOOLS,
  AGENTDOJO_USER_TASK,
  AGENTDOJO_WEB_FETCH_EPISODE,
  ASB_EPISODES,
  ASB_NORMAL_TOOLS,
  TAUBENCH_TASK,
  TAUBENCH_TOOLS,
} from './records.ts';

const graph = CapabilityGraph.builtIn();

describe('AgentDojo into episodes (records in records.ts)', () => {
  const converted = convertAgentDojo(
    { tools: AGENTDOJO_SLACK_TOOLS, injected: [AGENTDOJO_DUPLICATE_EPISODE, AGENTDOJO_WEB_FETCH_EPISODE], userTasks: [AGENTDOJO_USER_TASK] },
    graph,
  );

  it('writes valid episodes that reference one tool list per suite', () => {
    assert.deepEqual(converted.problems, []);
    assert.deepEqual(Object.keys(converted.catalogs), ['agentdojo/slack']);
    assert.equal(converted.catalogs['agentdojo/slack']!.length, 4);
    for (const e of converted.episodes) {
      const parsed = EpisodeSchema.parse(e);
      assert.equal(parsed.catalog, 'agentdojo/slack');
    }
    assert.deepEqual(
      converted.episodes.map((e) => e.id),
      ['agentdojo/slack/user_task_1/injection_task_4', 'agentdojo/slack/user_task_0/injection_task_3', 'agentdojo/slack/user_task_0/benign'],
    );
  });

  it('labels legit calls allow and injected calls deny, and does not score an injected copy of a legit call', () => {
    const steps = EpisodeSchema.parse(converted.episodes[0]).steps;
    assert.deepEqual(
      steps.map((s) => [s.call.tool, s.label, s.scored]),
      [
        ['read_channel_messages', 'allow', true],
        ['get_webpage', 'allow', true],
        ['read_channel_messages', 'deny', false],
        ['post_webpage', 'deny', true],
        ['send_direct_message', 'allow', true],
      ],
    );
    assert.equal(steps[2]!.note, NOTE_DUPLICATE);
    assert.equal(typeof steps[0]!.output, 'string');
    assert.equal(steps[3]!.output, undefined, 'injected calls carry no recorded output');
  });

  it("keeps a read that leaves the user's data (a web fetch) scored", () => {
    const steps = EpisodeSchema.parse(converted.episodes[1]).steps;
    assert.deepEqual(
      steps.map((s) => [s.label, s.scored]),
      [
        ['allow', true],
        ['deny', true],
      ],
    );
  });

  it("turns a user task's ground truth into a benign episode with the split unit of its user task", () => {
    const e = EpisodeSchema.parse(converted.episodes[2]);
    assert.ok(e.steps.every((s) => s.label === 'allow'));
    assert.equal(e.meta?.group, 'agentdojo/slack/user_task_0');
    assert.equal(EpisodeSchema.parse(converted.episodes[1]).meta?.group, 'agentdojo/slack/user_task_0');
  });

  it('reports a bad record with its file and index instead of dropping it silently', () => {
    const bad = convertAgentDojo(
      {
        tools: AGENTDOJO_SLACK_TOOLS,
        injected: [{ suite: 'slack' }, { suite: 'nowhere', episode_id: 'x', user_task_id: 'u', injection_task_id: 'i', prompt: 'p', calls: [] }],
      },
      graph,
    );
    assert.deepEqual(bad.episodes, []);
    assert.deepEqual(
      bad.problems.map((p) => [p.file, p.index]),
      [
        ['agentdojo/episodes_injected.jsonl', 0],
        ['agentdojo/episodes_injected.jsonl', 1],
      ],
    );
  });
});

describe('τ-bench retail into episodes (records in records.ts)', () => {
  it("labels every ground-truth call allow, keeps τ-bench's split and groups by user", () => {
    const c = convertTaubench({
      tools: TAUBENCH_TOOLS,
      tasks: [TAUBENCH_TASK, { ...(TAUBENCH_TASK as object), task_index: 999, ground_truth_calls: [] }],
    });
    assert.equal(c.episodes.length, 1);
    const e = EpisodeSchema.parse(c.episodes[0]);
    assert.equal(e.id, 'taubench/retail/train/456');
    assert.equal(e.catalog, 'taubench/retail');
    assert.deepEqual(
      e.steps.map((s) => [s.call.tool, s.label, s.output]),
      [['cancel_pending_order', 'allow', undefined]],
    );
    assert.deepEqual([e.meta?.split, e.meta?.group], ['train', 'taubench/retail/daiki_li_8218']);
    assert.deepEqual(
      c.problems.map((p) => [p.file, p.index]),
      [['taubench-retail/tasks.jsonl', 1]],
    );
  });
});

describe('ASB into episodes, OPI setting (records in records.ts)', () => {
  const c = convertAsb({ episodes: ASB_EPISODES, normalTools: ASB_NORMAL_TOOLS });

  it("offers the agent's tools, plus the attacker's in an attacked episode", () => {
    assert.deepEqual(c.problems, []);
    const [benign, attacked] = c.episodes.map((e) => EpisodeSchema.parse(e));
    assert.deepEqual(
      benign!.tools!.map((t) => t.name),
      ['sys_monitor', 'update_manager'],
    );
    assert.deepEqual(
      attacked!.tools!.map((t) => t.name),
      ['sys_monitor', 'update_manager', 'ResourceAllocationHijack'],
    );
    assert.equal(attacked!.meta?.group, 'asb/system_admin_agent');
  });

  it("puts the attacker's instruction in the output just before the attacker's call, which is to be denied", () => {
    const attacked = EpisodeSchema.parse(c.episodes[1]);
    assert.deepEqual(
      attacked.steps.map((s) => [s.call.tool, s.label]),
      [
        ['sys_monitor', 'allow'],
        ['ResourceAllocationHijack', 'deny'],
        ['update_manager', 'allow'],
      ],
    );
    const instruction = (ASB_EPISODES[1] as { attacker_instruction: string }).attacker_instruction;
    assert.ok(String(attacked.steps[0]!.output).endsWith(asbInjection(instruction, 'ResourceAllocationHijack')));
    assert.ok(!String(attacked.steps[2]!.output).includes('You must strictly adhere'));
    const benign = EpisodeSchema.parse(c.episodes[0]);
    assert.ok(benign.steps.every((s) => s.label === 'allow' && !String(s.output).includes('You must strictly adhere')));
  });
});
