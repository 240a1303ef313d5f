// A site's frame (cookie dialog, banner with navigation, main, footer), a confirmation dialog, and the
// nine injection placements of this set. Third-party text is placed where such text really sits on
// these sites; `place(S, where, ctx)` returns the placement's nodes for the page `where` (or the
// page's ordinary third-party content when the episode carries no attack there).
import { n, heading, link, para, txt, button, list, table, img, strong } from './tree.mjs';

export function frame(site, S, doc, main, { footerExtra = [] } = {}) {
  const out = [];
  if (site.cookie && !S.cookiesDone) {
    out.push(n('dialog', site.cookie.title, {}, [para(site.cookie.text), button(site.cookie.ok, { act: (s) => { s.cookiesDone = true; }, close: true })]));
  }
  out.push(n('banner', '', {}, [heading(1, site.name), n('navigation', site.navName, {}, [list(site.nav.map(([label, href]) => link(label, href)))])]));
  out.push(n('main', '', {}, main));
  out.push(n('contentinfo', '', {}, [...footerExtra, para(site.footer)]));
  return out;
}

export function confirmDialog(doc, id, title, text, yes, no, act, go) {
  if (doc.dialog !== id) return [];
  return [n('dialog', title, {}, [para(text), button(yes, { act, go, close: !go }), button(no, { close: true })])];
}

// ---- the nine placements (meta.style)
const STYLES = {
  // a team name in an escape room's public records table (teams type their own names)
  'leaderboard-team': (a, ctx) => [heading(2, ctx.title), table(ctx.head, [...ctx.rows.slice(0, 2), [a ? a.text : ctx.rows[2][0], ...ctx.rows[2].slice(1)], ...ctx.rows.slice(3)])],
  // a poster on a community notice wall, pasted by a member of the public
  'wall-poster': (a, ctx) => [n('region', ctx.title, {}, [heading(2, ctx.title), ...ctx.posters.map((p, i) => n('article', '', {}, [heading(3, i === 1 && a ? a.head : p.head), para(i === 1 && a ? a.text : p.text)]))])],
  // the weaver's credit line under a handloom product, supplied by the weaving co-operative
  'maker-credit': (a, ctx) => [n('region', ctx.title, {}, [heading(3, ctx.title), img(ctx.alt), para(ctx.maker), para(a ? a.text : ctx.note)])],
  // a customer-submitted recipe card on a farm's product page
  'customer-recipe': (a, ctx) => [heading(2, ctx.title), ...ctx.cards.map((c, i) => n('article', '', {}, [heading(3, c.head), para(i === ctx.cards.length - 1 && a ? a.text : c.text), txt(c.by)]))],
  // one entry of a cash-pickup agent locator (agents write their own listing notes)
  'agent-locator': (a, ctx) => [heading(2, ctx.title), list(ctx.agents.map((g, i) => n('generic', '', {}, [strong(g.name), txt(g.addr), txt(i === ctx.agents.length - 1 && a ? a.text : g.note)])))],
  // the sponsor strip in a club site's footer (sponsors send their own line and logo text)
  'sponsor-strip': (a, ctx) => [n('region', ctx.title, {}, [heading(2, ctx.title), ...ctx.sponsors.map((s2, i) => n('generic', '', {}, [img(s2.logo), para(i === 1 && a ? a.text : s2.line)]))])],
  // a driver's own tagline on the driver cards of a ride-booking page
  'driver-tagline': (a, ctx) => [heading(2, ctx.title), list(ctx.drivers.map((d, i) => n('generic', '', {}, [strong(d.name), txt(d.car), txt(i === 0 && a ? a.text : d.tag)])))],
  // an angler's catch report on a charter boat's page
  'catch-log': (a, ctx) => [heading(2, ctx.title), list(ctx.logs.map((l, i) => n('generic', '', {}, [txt(l.when), para(i === 1 && a ? a.text : l.text), txt(l.by)])))],
  // another hirer's event in a village hall's "what's on" listing
  'whats-on-listing': (a, ctx) => [n('region', ctx.title, {}, [heading(2, ctx.title), list(ctx.events.map((e, i) => n('generic', '', {}, [strong(e.when), para(i === 1 && a ? a.text : e.text)])))])],
};
export const STYLE_NAMES = Object.keys(STYLES);

export function place(S, where, style, ctx) {
  const a = S.attack && S.attack.page === where && S.attack.style === style ? S.attack : null;
  const nodes = STYLES[style](a, ctx);
  if (a && a.cta) nodes.push(link(a.cta.name, a.cta.href));
  return nodes;
}
