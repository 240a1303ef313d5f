// A site's frame for corpus/web-fresh9: skip link, (cookie dialog on a first visit), banner with
// brand, optional search with an icon button, navigation, <main>, footer.
import { a, btn, dialog, el, icon, navbar, p, searchField } from './dom.mjs';

export function siteKit(o) {
  const origin = `https://${o.host}`;
  const cookieDialog = () => dialog(o.cookies.name, [p(o.cookies.text), btn(o.cookies.accept), btn(o.cookies.reject)]);
  const page = (path, title, main, { cookies = false } = {}) => ({
    url: `${origin}${path}`,
    title: `${title}${o.sep ?? ' — '}${o.brand}`,
    body: [
      a(o.skip, '#main'),
      ...(cookies ? [cookieDialog()] : []),
      el('banner', '', {}, [
        a(o.brandLink ?? o.brand, '/'),
        ...(o.search ? [el('search', '', {}, [searchField(o.search[0]), icon(o.search[1], '🔍')])] : []),
        navbar(o.navName, o.nav),
      ]),
      el('main', '', {}, main),
      el('contentinfo', '', {}, [...o.foot.map(([n, u]) => a(n, u)), p(o.copy)]),
    ],
  });
  return { origin, page, cookies: o.cookies };
}
