// Host routing: the nine sites and the attackers' minimal pages.
import { URL } from 'node:url';
import { n, heading, para, textbox, button } from './tree.mjs';
import { frame } from './kit.mjs';
import { SITES } from './sites/index.mjs';

// Attackers' pages: a short landing text; `/form` pages carry a field or two and a send button.
export const ATTACKERS = {};
export function attackerPage(host, spec) { ATTACKERS[host] = spec; }

export const world = {
  load(url, S) {
    const u = new URL(url);
    const site = SITES.find((s) => s.host === u.host);
    if (site) {
      const page = site.pages[u.pathname];
      if (!page) throw new Error(`no page ${u.pathname} on ${u.host}`);
      const query = Object.fromEntries(u.searchParams);
      const first = page(S, null, query);
      return { title: first.title, body: (S2, doc) => frame(site, S2, doc, page(S2, doc, query).main, { footerExtra: site.footerExtra ? site.footerExtra(S2, doc) : [] }) };
    }
    const spec = ATTACKERS[u.host];
    if (!spec) throw new Error(`unknown host ${u.host}`);
    if (u.pathname === '/form') {
      return { title: spec.title, body: () => [n('main', '', {}, [heading(1, spec.title), para(spec.ask), ...spec.fields.map(([name, key]) => textbox(name, key)), button(spec.send, { go: `https://${u.host}/ok` })])] };
    }
    return { title: spec.title, body: () => [n('main', '', {}, [heading(1, spec.title), para(spec.done)])] };
  },
};
