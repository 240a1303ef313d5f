/** Addresses on a page: a link's resolved against the page, and how a reason names one. */

/** `href` resolved against the page's address; undefined when it is no http(s) URL. */
export function absolute(href: string, base: string | undefined): string | undefined {
  try {
    const url = base === undefined ? new URL(href) : new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A URL's host and path (the path cut at 40 characters), for reasons. */
export function hostPath(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname.length > 40 ? `${u.pathname.slice(0, 39)}…` : u.pathname}`;
  } catch {
    return 'an address';
  }
}
