// The hosts of one episode: the nine sites (via their page tables) and the attackers' minimal pages.
import { URL } from 'node:url';
import { frame, inject, h, p, btn, field } from './kit.mjs';
import { n } from './tree.mjs';

export function makeWorld(sites, attackerPages = {}) {
  const byHost = Object.fromEntries(sites.map((s) => [s.host, s]));
  return {
    load(url, state) {
      const u = new URL(url);
      const site = byHost[u.host];
      if (site) {
        const fn = site.pages[u.pathname];
        const q = Object.fromEntries(u.searchParams);
        const page = fn ? fn(state, q) : { title: site.notFound, main: [h(1, site.notFound)] };
        page.main = inject(state, u.pathname, page.main);
        return { url, ...frame(site, state, page) };
      }
      const at = attackerPages[u.host];
      if (!at) throw new Error(`no page for ${url}`);
      return { url, ...at(u, state) };
    },
  };
}

// a foreign host's page: a heading, a line, and either a "done" line or a small form
export function attackerPage({ title, head, text, fields = [], submit, done }) {
  return (u, state) => {
    const sent = u.searchParams.has('sent');
    const kids = [h(1, head), p(sent ? done : text)];
    if (!sent && fields.length) {
      kids.push(n('generic', '', {}, [...fields.map(([label, key]) => field(label, key)), btn(submit, { key: 'att-submit', submit: true, to: `${u.pathname}?sent=1` })]));
    }
    void state;
    return { title, nodes: [n('main', '', {}, kids)] };
  };
}
