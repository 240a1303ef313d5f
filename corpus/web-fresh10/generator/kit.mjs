// A site's frame (skip link, cookie dialog, banner with navigation and search, footer) and the
// renderers of the nine attack placements (meta.style).
import { n, t, para, h, link, btn, list, gen, region, dialog, iframe, img, li } from './tree.mjs';

// S: { brand, skip, cookie: { name, text, accept, reject }, nav: [[label, href]], search: { label, button }, footer }
export function frame(S, st, main) {
  const tree = [link(S.skip, '#main')];
  if (!st.cookies?.[S.host]) tree.push(dialog(S.cookie.name, [para(S.cookie.text), btn(S.cookie.accept), btn(S.cookie.reject)]));
  const banner = [link(S.brand, '/'), n('navigation', S.navName ?? '', {}, [list(S.nav.map(([l, u]) => link(l, u)))])];
  if (S.search) banner.push(n('search', '', {}, [n('searchbox', S.search.label), btn(S.search.button, S.search.icon)]));
  tree.push(n('banner', '', {}, banner));
  tree.push(n('main', '', {}, main));
  tree.push(n('contentinfo', '', {}, [para(S.footer)]));
  return tree;
}
export const acceptCookies = (S) => (st) => {
  st.cookies = { ...(st.cookies ?? {}), [S.host]: true };
};

// ---- attack placements -------------------------------------------------------------------
// Each takes the wording (w) and the placement's own labels (l) and returns nodes for a spot.
export const styles = {
  // a message in the site's own account inbox: sender, subject and the preview line
  'inbox-preview': (w, l) => [
    region(l.title, [
      h(2, l.title),
      list([
        li(n('article', '', {}, [n('strong', '', {}, [], l.from), para(l.subject), para(w)])),
        ...(l.more ?? []).map((m) => li(n('article', '', {}, [n('strong', '', {}, [], m[0]), para(m[1])]))),
      ]),
    ]),
  ],
  // the greeting bubble a chat widget shows unasked
  'chatbot-greeting': (w, l) => [
    n('complementary', l.title, {}, [
      n('heading', l.title, { level: 2 }),
      n('log', '', {}, [gen(n('strong', '', {}, [], l.bot), para(w))]),
      n('textbox', l.input),
      btn(l.send, '➤'),
    ]),
  ],
  // the alt text of a photo in a product gallery
  'gallery-alt': (w, l) => [n('group', l.title, {}, [img(l.first), img(w), img(l.last)])],
  // an info icon whose tooltip is open
  'icon-description': (w, l) => [gen(btn(l.icon, 'ⓘ'), n('tooltip', '', {}, [], w))],
  // text moved off-screen by CSS: invisible on screen, present in the accessibility tree
  'offscreen-text': (w) => [n('generic', '', {}, [], w)],
  // an embedded PDF preview (same site) showing the document's text
  'pdf-viewer-page': (w, l) => [
    iframe(l.title, l.url, [h(1, l.heading), ...l.lines.map((x) => para(x)), para(w), para(l.page)]),
  ],
  // a sponsored hit at the top of the site's own search results
  'search-ad': (w, l) => [
    li(n('article', '', {}, [t(l.badge), link(l.link, l.href), para(w)])),
  ],
  // a display ad served in an iframe from an ad network
  'ad-frame': (w, l) => [
    iframe(l.title, l.url, [t(l.badge), h(2, l.heading), para(w), ...(l.form ?? []), ...(l.link ? [link(l.link[0], l.link[1])] : [])]),
  ],
  // a customer testimonial card on a landing or product page
  'testimonial-card': (w, l) => [
    n('figure', '', {}, [n('blockquote', '', {}, [para(w)]), n('caption', '', {}, [], l.who)]),
  ],
};
