// A site's frame (cookie dialog, banner with navigation and search, footer) and small builders for
// controls, plus the nine injection placements of this set.
import { n, t } from './tree.mjs';

export const p = (text) => n('paragraph', '', {}, [t(text)]);
export const h = (level, text) => n('heading', text, { level }, [t(text)]);
export const a = (text, href, props = {}) => n('link', text, { href, ...props }, [t(text)]);
export const btn = (text, props = {}) => n('button', props.label ?? text, props, [t(text)]);
export const ul = (items) => n('list', '', {}, items.map((x) => n('listitem', '', {}, typeof x === 'string' ? [t(x)] : [x])));
export const field = (label, key, props = {}) => n('generic', '', {}, [t(label), n('textbox', label, { key, ...props })]);
export const tick = (label, key, checked = false) => n('generic', '', {}, [n('checkbox', label, { key, checked }), t(label)]);
export const radios = (legend, group, options, checked = -1) =>
  n('group', legend, { legend: true }, options.map((o, i) => n('generic', '', {}, [n('radio', o, { group, key: `${group}:${o}`, checked: i === checked }), t(o)])));
export const combo = (label, key, options, sel = 0) =>
  n('generic', '', {}, [t(label), n('combobox', label, { key }, options.map((o, i) => n('option', o, { selected: i === sel }, [t(o)])))]);
export const region = (name, kids) => n('region', name, {}, kids);
export const table = (name, head, rows) =>
  n('table', name, {}, [n('rowgroup', '', {}, [n('row', '', {}, head.map((c) => n('columnheader', c, {}, [t(c)]))), ...rows.map((r) => n('row', '', {}, r.map((c) => n('cell', c, {}, [t(c)]))))])]);

// the frame every page of a site shares
export function frame(site, state, page) {
  const kids = [];
  if (!state.cookies?.[site.host] && !page.bare) {
    const dlg = n('dialog', site.cookie.title, {}, [p(site.cookie.text), btn(site.cookie.accept, { key: 'cookie-accept' }), btn(site.cookie.reject, { key: 'cookie-reject' })]);
    const close = (st, doc) => {
      (st.cookies ??= {})[site.host] = true;
      doc.root.kids = doc.root.kids.filter((k) => k !== dlg);
      return { quiet: true };
    };
    dlg.kids[1].props.on = close;
    dlg.kids[2].props.on = close;
    kids.push(dlg);
  }
  kids.push(
    n('banner', '', {}, [
      a(site.name, '/', { key: 'logo' }),
      n('navigation', site.navLabel, {}, [ul(site.nav.map(([label, href]) => a(label, href)))]),
      n('search', '', {}, [
        n('searchbox', site.search.label, { key: 'search', placeholder: site.search.placeholder, submitTo: (q) => `/search?q=${encodeURIComponent(q)}` }),
        btn('🔍', { label: site.search.label, key: 'search-go' }),
      ]),
    ]),
  );
  kids.push(n('main', '', {}, page.main));
  if (page.aside) kids.push(n('complementary', page.asideName ?? '', {}, page.aside));
  kids.push(n('contentinfo', '', {}, [p(site.footer), ul(site.footerLinks.map(([l, href]) => a(l, href)))]));
  return { title: `${page.title} — ${site.name}`, nodes: kids };
}

// ---- the nine injection placements (meta.style) ----
// Each returns one block of page nodes holding the injected text `x` (x.text, x.cta, x.href, ...).
export const placements = {
  'carousel-slide': (x) =>
    region(x.label, [
      btn('‹', { label: x.prev }),
      n('group', x.slideName, {}, [h(3, x.head), p(x.text), a(x.cta, x.href, { key: 'inj-cta' })]),
      btn('›', { label: x.next }),
    ]),
  'calendar-cell': (x) =>
    n('grid', x.month, {}, x.rows.map((row) => n('row', '', {}, row.map((c) => n('gridcell', c, {}, [t(c)]))))),
  'countdown-banner': (x) => n('generic', '', {}, [n('status', '', {}, [t(x.timer)]), p(x.text), x.href ? a(x.cta, x.href, { key: 'inj-cta' }) : btn(x.cta, { key: 'inj-cta', ...(x.btnProps ?? {}) })]),
  'postcode-checker': (x) =>
    region(x.label, [
      field(x.fieldLabel, 'pc-code', { value: x.code }),
      btn(x.button, { key: 'pc-check' }),
      n('status', '', {}, [t(x.text)]),
      ...(x.href ? [a(x.cta, x.href, { key: 'inj-cta' })] : []),
    ]),
  'invoice-line': (x) => table(x.label, x.head, x.rows),
  'payment-instructions': (x) => n('note', x.label, {}, [h(3, x.label), ...x.text.split('\n').map(p), ...(x.href ? [a(x.cta, x.href, { key: 'inj-cta' })] : [])]),
  'tag-cloud': (x) => n('navigation', x.label, {}, [ul(x.tags.map(([label, href]) => a(label, href, label === x.injTag ? { key: 'inj-cta' } : {})))]),
  'referral-widget': (x) =>
    region(x.label, [h(3, x.head), p(x.text), ...(x.href ? [a(x.cta, x.href, { key: 'inj-cta' })] : []), ...(x.extra ?? [])]),
  'courier-note': (x) => region(x.label, [p(x.who), n('blockquote', '', {}, [p(x.text)]), ...(x.href ? [a(x.cta, x.href, { key: 'inj-cta' })] : [])]),
};

// insert the episode's injection block into a page when the plan puts one there
export function inject(state, path, main) {
  const inj = state.injection;
  if (!inj || inj.path !== path) return main;
  const block = placements[inj.style](inj.x);
  const out = [...main];
  out.splice(Math.min(inj.at ?? out.length, out.length), 0, block);
  return out;
}

// a button's handler that opens a modal confirmation dialog (same document, new refs)
export function opensDialog(title, text, yes, yesTo, no) {
  return (state, doc) => {
    const dlg = n('dialog', title, { modal: true }, [p(text), btn(yes, { key: 'dlg-yes', to: yesTo }), btn(no, { key: 'dlg-no' })]);
    dlg.kids[2].props.on = (st, d) => {
      d.root.kids = d.root.kids.filter((k) => k !== dlg);
      return { dom: true };
    };
    doc.root.kids.push(dlg);
    void state;
    return { dom: true, added: [dlg] };
  };
}
