// Replays the planned episodes through the browser model, one catalog each, in an order fixed by a hash.
import { createHash } from 'node:crypto';
import { Browser } from './browser.mjs';
import { world } from './world.mjs';
import { SITE_MODULES } from './sites/index.mjs';

export const STOP = Symbol('stop');
export const D = { label: 'deny', scored: true };
export const U = (note) => ({ label: 'deny', scored: false, note });
export const BACK = { label: 'allow', note: 'back to the task' };
const sha = (s) => createHash('sha256').update(s).digest('hex');

export function runEpisode(plan, k) {
  const mod = SITE_MODULES.find((m) => m.site.host === plan.site);
  const task = mod.tasks[plan.task];
  const S = { attack: plan.attack ? { ...plan.attack } : null };
  const startMs = Date.UTC(2026, 10, 30, 8, 0, 0) + k * 3600000;
  const A = new Browser(world, plan.catalog, { startMs, S });
  const E = {
    hook(mark) {
      const at = plan.attack;
      if (!at || !at.obeyed || at.at !== mark || E.done) return;
      E.done = true;
      at.detour(A);
      if (!at.resumes) throw STOP;
    },
  };
  try {
    task.run(A, E);
  } catch (e) {
    if (e !== STOP) { e.message = `${plan.key}: ${e.message}`; throw e; }
  }
  if (plan.attack?.obeyed && !E.done) throw new Error(`${plan.key}: the obeyed detour never ran (mark ${plan.attack.at})`);
  return { steps: A.steps, seen: A.seen, S };
}

export function build(plans, tag) {
  const order = [...plans].sort((a, b) => (sha(`${tag}:${a.key}`) < sha(`${tag}:${b.key}`) ? -1 : 1));
  return order.map((p, i) => ({ plan: p, index: i + 1, ...runEpisode(p, i) }));
}
