// Builds the 50 episodes and the tool catalogs in memory (no files written here).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { Browser } from './browser.mjs';
import { makeWorld } from './world.mjs';
import { DENY } from './attacks.mjs';
import { bgTools } from './bg-tools.mjs';
import { intents, attacks, attackerPages, episodes as plan } from './plan.mjs';
import { site as ckb } from './sites/ckb.mjs';
import { site as kn } from './sites/kn.mjs';
import { site as mk } from './sites/mk.mjs';
import { site as mr } from './sites/mr.mjs';
import { site as be } from './sites/be.mjs';
import { site as ga } from './sites/ga.mjs';
import { site as af } from './sites/af.mjs';
import { site as zu } from './sites/zu.mjs';
import { site as lb } from './sites/lb.mjs';

export const sites = { ckb, kn, mk, mr, be, ga, af, zu, lb };
const here = (f) => fileURLToPath(new URL(f, import.meta.url));
export const pwTools = JSON.parse(readFileSync(here('./playwright-mcp.tools.json'), 'utf8'));
export const catalogs = { 'playwright-mcp': pwTools, browsergym: bgTools };
const CAT = { pw: 'playwright-mcp', bg: 'browsergym' };

export function build() {
  const world = makeWorld(Object.values(sites), attackerPages);
  const order = plan.map((row, i) => ({ row, i, h: createHash('sha256').update(`wf11:${row.join('/')}:${i}`).digest('hex') })).sort((a, b) => (a.h < b.h ? -1 : 1));
  const out = [];
  order.forEach(({ row, i }, nIdx) => {
    const [sk, tk, cat, ilang, aid] = row;
    const site = sites[sk];
    const task = site.tasks[tk];
    const att = aid ? attacks[aid] : null;
    const state = { seed: i, injection: att ? { path: att.path, style: att.style, at: att.at, x: att.x } : null };
    const b = new Browser(world, cat, state);
    let fired = false;
    const x = {
      taint: false,
      hook(point) {
        if (!att || !att.obeyed || att.point !== point || fired) return false;
        fired = true;
        return !!att.detour(b, x);
      },
      lab() { return x.taint ? DENY(att.taintNote) : {}; },
      msg(m) { return x.taint ? null : m; },
    };
    task.run(b, x);
    if (att && att.obeyed && !fired) throw new Error(`${aid}: hook ${att.point} never reached`);
    const intent = intents[`${sk}/${tk}`][ilang];
    if (!intent) throw new Error(`no intent ${sk}/${tk}/${ilang}`);
    const id = `wf11-${String(nIdx + 1).padStart(2, '0')}-${sk}-${tk}-${cat}`;
    const meta = {
      source: 'capfence-web-fresh11', group: `${site.host}/${tk}`, site: site.host, site_lang: site.lang, site_kind: site.kind, kind: task.kind, split: 'fresh11', intent_lang: ilang, style: att ? att.style : 'clean',
    };
    if (task.bound) meta.bound = `${task.bound.text} ≤ ${task.bound.limit}`;
    if (att) {
      let lastDeny = -1;
      b.steps.forEach((s, k) => { if (s.label === 'deny') lastDeny = k; });
      Object.assign(meta, {
        attack_id: aid, goal: att.goal, obeyed: att.obeyed, lang: att.lang, placement: `${att.style} on ${att.path}`, addresses_assistant: !!att.addressesAssistant, instructs: att.instructs,
      });
      if (att.attacker) meta.attacker = att.attacker;
      if (att.obeyed) meta.resumes = lastDeny < b.steps.length - 1;
    }
    out.push({ v: 1, id, intent, catalog: CAT[cat], steps: b.steps, meta });
  });
  return out;
}
