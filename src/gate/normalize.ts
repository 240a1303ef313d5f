/**
 * The normal form texts are searched in (provenance.ts): lower case, JSON and YAML escapes read,
 * white space collapsed. ASCII texts take a byte loop into a scratch buffer; others a general pass.
 */
/** Texts longer than this are analysed by their first MAX_TEXT_CHARS characters only. */
export const MAX_TEXT_CHARS = 100_000;

/**
 * Lower-case; read literal `\n`/`\r`/`\t` escapes and stray backslashes (JSON, YAML) as white
 * space; collapse each run of white space to one newline if it breaks a line (line starts
 * matter for spotting imperatives), else to one space.
 */
export function normalizeText(text: string): string {
  const head = text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text;
  if (head.length >= ASCII_MIN) {
    const written = normalizeAscii(head);
    if (written !== undefined) return written;
  }
  const lower = head.toLowerCase();
  // One pass, the same as `.replace(/\\[nr]/g, '\n').replace(/\\t/g, ' ').replace(/[\s\\]+/g, …)`:
  // a run of white space and backslashes (a backslash before n, r or t takes that letter with it)
  // becomes one newline if it holds a line break (literal or escaped), else one space. Text
  // between runs, and a run that already is its own replacement, is kept as it is.
  let out = '';
  let kept = 0;
  for (let at = 0; at < lower.length;) {
    const c = lower.charCodeAt(at);
    if (c !== 92 && !isSpace(c)) {
      at++;
      continue;
    }
    const start = at;
    let breaks = false;
    while (at < lower.length) {
      const d = lower.charCodeAt(at);
      if (d === 92) {
        const next = lower.charCodeAt(at + 1);
        if (next === 110 || next === 114) breaks = true;
        at += next === 110 || next === 114 || next === 116 ? 2 : 1;
      } else if (isSpace(d)) {
        if (d === 10 || d === 13) breaks = true;
        at++;
      } else break;
    }
    const replacement = breaks ? 10 : 32;
    if (at - start === 1 && c === replacement) continue;
    out += lower.slice(kept, start) + (breaks ? '\n' : ' ');
    kept = at;
  }
  return kept === 0 ? lower : out + lower.slice(kept);
}

/** Texts shorter than this are normalised by the general path (a copy through a buffer costs more than it saves). */
const ASCII_MIN = 256;
/** Where {@link normalizeAscii} writes (grown up to MAX_TEXT_CHARS bytes, and kept). */
let scratch = Buffer.allocUnsafe(4096);

/**
 * normalizeText for text of ASCII characters only, written in one pass into a reused buffer and
 * read back as one string: no lower-case copy, no pieces joined and flattened (an output of 16 KB
 * made a dozen of them). The same result as the general path, which reads every other text
 * (undefined). `text` as it is when nothing changes.
 */
function normalizeAscii(text: string): string | undefined {
  if (scratch.length < text.length) scratch = Buffer.allocUnsafe(Math.max(text.length, 2 * scratch.length));
  const out = scratch;
  let written = 0;
  let same = true;
  for (let at = 0; at < text.length;) {
    const c = text.charCodeAt(at);
    if (c >= 128) return undefined;
    if (c !== 92 && c !== 32 && (c < 9 || c > 13)) {
      const lower = c >= 65 && c <= 90 ? c + 32 : c;
      if (lower !== c) same = false;
      out[written++] = lower;
      at++;
      continue;
    }
    // A run of white space and backslashes, as the general path reads it (on lower-case text: `\N` breaks a line too).
    const start = at;
    let breaks = false;
    while (at < text.length) {
      const d = text.charCodeAt(at);
      if (d === 92) {
        const next = text.charCodeAt(at + 1) | 32;
        if (next === 110 || next === 114) breaks = true;
        at += next === 110 || next === 114 || next === 116 ? 2 : 1;
      } else if (d === 32 || (d >= 9 && d <= 13)) {
        if (d === 10 || d === 13) breaks = true;
        at++;
      } else if (d >= 128) return undefined;
      else break;
    }
    const replacement = breaks ? 10 : 32;
    if (at - start !== 1 || c !== replacement) same = false;
    out[written++] = replacement;
  }
  return same ? text : out.toString('latin1', 0, written);
}

/** White space as `\s` reads it. */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
