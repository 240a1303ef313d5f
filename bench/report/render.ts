/**
 * A tiny document model and its two renderings: Markdown (figures as linked SVG files) and one
 * self-contained HTML page (figures inline). Inline markup in text: `code` and **bold** only.
 */

export type Block =
  | { readonly kind: 'h'; readonly level: 1 | 2 | 3; readonly text: string }
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly head: readonly string[]; readonly rows: readonly (readonly string[])[]; readonly right?: readonly boolean[] }
  | { readonly kind: 'figure'; readonly file: string; readonly title: string; readonly svg: string; readonly caption: string };

export function toMarkdown(blocks: readonly Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    switch (b.kind) {
      case 'h':
        out.push(`${'#'.repeat(b.level)} ${b.text}`);
        break;
      case 'p':
        out.push(b.text);
        break;
      case 'list':
        out.push(b.items.map((i) => `- ${i}`).join('\n'));
        break;
      case 'table': {
        const cell = (s: string): string => s.replace(/\|/g, '\\|');
        out.push(
          [
            `| ${b.head.map(cell).join(' | ')} |`,
            `| ${b.head.map((_, i) => (b.right?.[i] === true ? '---:' : '---')).join(' | ')} |`,
            ...b.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
          ].join('\n'),
        );
        break;
      }
      case 'figure':
        out.push(`![${b.title}](${b.file})\n\n*${b.caption}*`);
        break;
    }
  }
  return `${out.join('\n\n')}\n`;
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (s: string): string =>
  escape(s)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

export function toHtml(title: string, blocks: readonly Block[]): string {
  const body: string[] = [];
  for (const b of blocks) {
    switch (b.kind) {
      case 'h':
        body.push(`<h${b.level}>${inline(b.text)}</h${b.level}>`);
        break;
      case 'p':
        body.push(`<p>${inline(b.text)}</p>`);
        break;
      case 'list':
        body.push(`<ul>${b.items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`);
        break;
      case 'table': {
        const align = (i: number): string => (b.right?.[i] === true ? ' class="r"' : '');
        body.push(
          `<table><thead><tr>${b.head.map((h, i) => `<th${align(i)}>${inline(h)}</th>`).join('')}</tr></thead><tbody>${b.rows.map((r) => `<tr>${r.map((c, i) => `<td${align(i)}>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
        );
        break;
      }
      case 'figure':
        body.push(`<figure>${b.svg}<figcaption>${inline(b.caption)}</figcaption></figure>`);
        break;
    }
  }
  const style =
    'body{font:15px/1.5 Helvetica,Arial,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}table{border-collapse:collapse;margin:1em 0;font-size:13px}th,td{border:1px solid #ccc;padding:3px 7px}th{background:#f3f3f3}td.r,th.r{text-align:right}code{background:#f3f3f3;padding:0 3px}figure{margin:1.5em 0}figcaption{font-size:13px;color:#555}';
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${style}</style></head><body>\n${body.join('\n')}\n</body></html>\n`;
}
