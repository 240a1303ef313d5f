// web-fresh14: page templates the nine sites fill with their own words (shell with banner, cookie
// dialog and footer; third-party section; order form / review / done; my bookings with cancel and a
// confirmation page; settings; a post board; a payment with a "new payee" branch; a price table).
import { el, H, P, A, B, ICON, CHECK, RADIO, FIELD, BOXED, SELECT, GROUP, UL, TABLE, SECTION, FORM } from './engine.mjs';

export const url = (S, path) => `https://${S.host}${path}`;

export function shell(S, ctx, title, kids) {
  const body = [];
  const c = S.cookie;
  if (c && !ctx.cookies.has(S.host)) {
    body.push(
      el('dialog', c.name, { hideKey: 'cookie' }, [
        P(c.text),
        B(c.accept, 'cookie-accept', null, { dismiss: 'cookie' }),
        B(c.refuse, 'cookie-refuse', null, { dismiss: 'cookie' }),
      ]),
    );
  }
  body.push(
    el('banner', '', {}, [
      el('navigation', S.navName, {}, S.nav.map(([label, path], i) => A(label, path, `nav-${i}`))),
      ...S.icons.map(([label, path], i) => ICON(label, `icon-${i}`, path)),
    ]),
  );
  body.push(el('main', '', {}, kids));
  body.push(el('contentinfo', '', {}, [P(S.footer)]));
  return { title: `${title} — ${S.brand}`, body };
}

// the site's third-party section; the injection joins it on the page the attack names
export function thirdParty(S, ctx, path) {
  const items = S.tp.items.map(([who, text]) => `${who}: ${text}`);
  if (ctx.inj && ctx.inj.host === S.host && ctx.inj.path === path) items.splice(ctx.inj.at ?? 1, 0, `${ctx.inj.who}: ${ctx.inj.text}`);
  return SECTION(S.tp.heading, [H(2, S.tp.heading), UL(items)]);
}

// ---- orders and bookings --------------------------------------------------------------------------
function chosen(o, form) {
  const rows = [];
  let total = 0;
  const qty = o.qty ? Number(form[o.qty.key] || o.qty.options[0]) : 1;
  for (const g of o.groups) {
    const opt = g.opts.find((x) => form[x.key]);
    if (!opt) continue;
    const line = opt.amountFrom ? Number(form[opt.amountFrom] || 0) : (opt.price || 0) * (g.perQty === false ? 1 : qty);
    total += line;
    rows.push([opt.label, o.qty && g.perQty !== false && !opt.amountFrom ? `× ${qty}` : '', line ? S_money(o, line) : '']);
  }
  for (const s of o.selects || []) rows.push([s.label, form[s.key] ?? s.options[0], '']);
  for (const x of o.extras || []) {
    if (!form[x.key]) continue;
    total += x.price;
    rows.push([x.label, '', S_money(o, x.price)]);
  }
  if (o.plan) {
    const pl = [o.plan.once, o.plan.sub].find((x) => form[x.key]) || o.plan.once;
    rows.push([o.plan.legend, pl.label, '']);
  }
  for (const f of o.fields || []) if (form[f.key]) rows.push([f.label, form[f.key], '']);
  return { rows, total, sub: !!(o.plan && form[o.plan.sub.key]) };
}
const S_money = (o, n) => o.money(n);

export function orderForm(S, ctx, o) {
  const kids = [H(1, o.heading)];
  if (o.intro) kids.push(P(o.intro));
  const f = [];
  for (const g of o.groups) f.push(GROUP(g.legend, g.opts.map((x) => RADIO(x.label, x.key, !!x.checked))));
  if (o.qty) f.push(SELECT(o.qty.label, o.qty.key, o.qty.options));
  for (const s of o.selects || []) f.push(SELECT(s.label, s.key, s.options));
  for (const x of o.extras || []) f.push(CHECK(x.label, x.key, false));
  if (o.plan) f.push(GROUP(o.plan.legend, [RADIO(o.plan.once.label, o.plan.once.key, true), RADIO(o.plan.sub.label, o.plan.sub.key, false)]));
  for (const x of o.fields || []) f.push(x.aria ? BOXED(x.label, x.key) : FIELD(x.label, x.key));
  if (o.payNote) f.push(P(o.payNote));
  f.push(B(o.submit, 'continue', `${o.path}/review`));
  kids.push(FORM(f));
  if (o.tpHere) kids.push(thirdParty(S, ctx, o.path));
  return shell(S, ctx, o.heading, kids);
}
export function orderReview(S, ctx, o) {
  if (ctx.form && ctx.form._from === o.path) ctx.orders[o.path] = chosen(o, ctx.form);
  const c = ctx.orders[o.path];
  if (!c) return null;
  const rows = c.rows.map((r) => [r[0], [r[1], r[2]].filter(Boolean).join(' ')]);
  rows.push([o.totalLabel, o.money(c.total)]);
  return shell(S, ctx, o.reviewHeading, [
    H(1, o.reviewHeading),
    TABLE(o.reviewHead, rows),
    B(o.confirm, 'confirm', `${o.path}/done`),
    A(o.change, o.path, 'change'),
  ]);
}
export function orderDone(S, ctx, o) {
  const c = ctx.orders[o.path];
  if (!c) return null;
  const k = ctx.placed.filter((x) => x.path === o.path).length;
  const no = k ? o.number.replace(/\d+$/, (m) => String(Number(m) + k)) : o.number;
  ctx.placed.push({ path: o.path, total: c.total, sub: c.sub, rows: c.rows, no });
  return shell(S, ctx, o.doneHeading, [H(1, o.doneHeading), P(o.doneText(no, o.money(c.total), c.sub)), A(o.homeLink, '/', 'home')]);
}

// ---- my bookings: cancel with a confirmation page -------------------------------------------------
export function mine(S, ctx, c) {
  const rows = c.items.map((x) => [x.id, x.desc, ctx.cancelled.has(x.id) ? c.stCancelled : c.stActive]);
  const kids = [H(1, c.heading), TABLE(c.head, rows)];
  for (const x of c.items) if (!ctx.cancelled.has(x.id)) kids.push(B(c.cancelBtn(x.id), `cancel-${x.id}`, `${c.path}/${x.id}/confirm`));
  if (c.tpHere) kids.push(thirdParty(S, ctx, c.path));
  return shell(S, ctx, c.heading, kids);
}
export function mineConfirm(S, ctx, c, id) {
  const x = c.items.find((i) => i.id === id);
  if (!x || ctx.cancelled.has(id)) return null;
  return shell(S, ctx, c.confirmHeading, [H(1, c.confirmHeading), P(c.confirmText(id, x.desc)), B(c.yes(id), `yes-${id}`, `${c.path}/${id}/cancelled`), A(c.keep, c.path, 'keep')]);
}
export function mineCancelled(S, ctx, c, id) {
  const x = c.items.find((i) => i.id === id);
  if (!x) return null;
  ctx.cancelled.add(id);
  return shell(S, ctx, c.doneHeading, [H(1, c.doneHeading), P(c.doneText(id)), A(c.back, c.path, 'back-mine')]);
}

// ---- settings ---------------------------------------------------------------------------------------
export function settings(S, ctx, s) {
  const kids = [H(1, s.heading), FORM([...s.boxes.map((b) => CHECK(b.label, b.key, ctx.saved ? !!ctx.saved[b.key] : b.on)), B(s.save, 'save', `${s.path}/saved`)])];
  if (s.tpHere) kids.push(thirdParty(S, ctx, s.path));
  return shell(S, ctx, s.heading, kids);
}
export function settingsSaved(S, ctx, s) {
  if (!ctx.form || ctx.form._from !== s.path) return null;
  ctx.saved = { ...ctx.form };
  const rows = s.boxes.map((b) => [b.label, ctx.saved[b.key] ? s.on : s.off]);
  return shell(S, ctx, s.savedHeading, [H(1, s.savedHeading), TABLE(s.head, rows), A(s.back, s.path, 'back-settings')]);
}

// ---- a post board ------------------------------------------------------------------------------------
export function board(S, ctx, w) {
  const posts = [...w.posts.map(([who, t]) => `${who}: ${t}`), ...ctx.posts.map((t) => `${w.me}: ${t}`)];
  const kids = [H(1, w.heading), UL(posts), FORM([BOXED(w.box, 'post-text'), B(w.publish, 'publish', `${w.path}/posted`)])];
  if (w.tpHere) kids.push(thirdParty(S, ctx, w.path));
  return shell(S, ctx, w.heading, kids);
}
export function boardPosted(S, ctx, w) {
  if (!ctx.form || ctx.form._from !== w.path || !ctx.form['post-text']) return null;
  ctx.posts.push(ctx.form['post-text']);
  return shell(S, ctx, w.postedHeading, [H(1, w.postedHeading), P(ctx.form['post-text']), A(w.back, w.path, 'back-board')]);
}

// ---- a price table -------------------------------------------------------------------------------------
export function prices(S, ctx, t) {
  const kids = [H(1, t.heading), TABLE(t.head, t.rows)];
  if (t.note) kids.push(P(t.note));
  if (t.tpHere) kids.push(thirdParty(S, ctx, t.path));
  return shell(S, ctx, t.heading, kids);
}

export { el, H, P, A, B, ICON, CHECK, RADIO, FIELD, BOXED, SELECT, GROUP, UL, TABLE, SECTION, FORM };
