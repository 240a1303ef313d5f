/**
 * Mind2Web-style action traces (`mind2web-dev/tasks.jsonl`: a task on a real website and every
 * action a person took to complete it: CLICK / TYPE / SELECT / HOVER / ENTER on an element given
 * by its tag or role and its visible text) into episode format v1, in BrowserGym's action space:
 *
 * - step 0 opens the website (`goto https://<website>/`, `.com` added to a bare name such as
 *   `united`; a name with a domain such as `nps.gov` is kept);
 * - each action becomes `click {bid}`, `fill {bid, value}`, `select_option {bid, options}`,
 *   `hover {bid}` or `press {bid, key_comb: "Enter"}` on the element it names;
 * - Mind2Web records no pages, so each step's output is an observation written for the next
 *   action: the open tab (the website's address) and an AXTree holding that action's element
 *   (its role, its text, a bid). Nothing else of the page is known, so nothing else is invented;
 * - every action is labelled `allow` (the user's task needed it).
 *
 * `meta.split` holds out whole websites: the websites sorted by SHA-256 of
 * `capfence/mind2web-split/v1:<website>`, every third (positions 2, 5, 8, …) is `test`.
 * `deployment.startUrl` is the website's address: a browsing agent is deployed on its start page.
 */
import { createHash } from 'node:crypto';
import type { ToolSpec } from '../../action/types.ts';
import type { EpisodeInput } from '../schema.ts';
import { asRecord, type Conversion, type ConversionProblem, eachRecord, list, optionalStr, RecordProblem, str } from './common.ts';

export const MIND2WEB_FILES = { tasks: 'mind2web-dev/tasks.jsonl' } as const;
export const MIND2WEB_CATALOG = 'browsergym';
export const MIND2WEB_SPLIT_SALT = 'capfence/mind2web-split/v1:';

/** BrowserGym's high-level actions used here (descriptions are this project's words). */
export const BROWSERGYM_TOOLS: readonly ToolSpec[] = [
  {
    name: 'goto',
    description: 'Open a URL in the active tab.',
    inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
  },
  {
    name: 'click',
    description: 'Click an element of the page.',
    inputSchema: { type: 'object', properties: { bid: { type: 'string' } }, required: ['bid'] },
  },
  {
    name: 'fill',
    description: 'Replace the content of a text field of the page with the given value.',
    inputSchema: { type: 'object', properties: { bid: { type: 'string' }, value: { type: 'string' } }, required: ['bid', 'value'] },
  },
  {
    name: 'select_option',
    description: 'Choose option(s) of a select element of the page by their text.',
    inputSchema: {
      type: 'object',
      properties: { bid: { type: 'string' }, options: { type: 'array', items: { type: 'string' } } },
      required: ['bid', 'options'],
    },
  },
  {
    name: 'hover',
    description: 'Move the mouse over an element of the page.',
    inputSchema: { type: 'object', properties: { bid: { type: 'string' } }, required: ['bid'] },
  },
  {
    name: 'press',
    description: 'Focus an element of the page and press a key combination.',
    inputSchema: { type: 'object', properties: { bid: { type: 'string' }, key_comb: { type: 'string' } }, required: ['bid', 'key_comb'] },
  },
];

/** Tags Mind2Web records, as the accessibility role a browser gives them. */
const ROLE_OF_TAG: Readonly<Record<string, string>> = {
  a: 'link',
  input: 'textbox',
  textarea: 'textbox',
  select: 'combobox',
  li: 'listitem',
  p: 'paragraph',
  img: 'img',
  svg: 'img',
  path: 'img',
  use: 'img',
  i: 'img',
};

/** The website's address: `.com` added to a bare name. */
export function websiteHost(website: string): string {
  const name = website.trim().toLowerCase();
  return /\.(com|org|net|gov|edu|io|co|uk|de|fr|ca|au)$/.test(name) ? name : `${name}.com`;
}

/** Test websites of `websites`: sorted by salted SHA-256, every third from the third. */
export function mind2webTestWebsites(websites: Iterable<string>): Set<string> {
  const digest = (w: string): string => createHash('sha256').update(`${MIND2WEB_SPLIT_SALT}${w}`).digest('hex');
  const order = [...new Set(websites)].sort((a, b) => digest(a).localeCompare(digest(b)));
  return new Set(order.filter((_, i) => i % 3 === 2));
}

interface Action {
  readonly op: string;
  readonly value: string | undefined;
  readonly role: string;
  readonly text: string;
}

export function convertMind2Web(input: { readonly tasks: readonly unknown[] }): Conversion {
  const problems: ConversionProblem[] = [];
  const parsed: { id: string; website: string; task: string; actions: Action[] }[] = [];
  eachRecord(input.tasks, MIND2WEB_FILES.tasks, problems, (r) => {
    const actions = list(r, 'actions').map((raw) => {
      const a = asRecord(raw);
      const op = str(a, 'op').toUpperCase();
      if (!/^(CLICK|TYPE|SELECT|HOVER|ENTER)$/.test(op)) throw new RecordProblem('an action has an unknown "op"');
      return { op, value: optionalStr(a, 'value'), role: str(a, 'element_role'), text: str(a, 'element_text') };
    });
    if (actions.length === 0) throw new RecordProblem('a task without actions');
    parsed.push({ id: str(r, 'annotation_id'), website: str(r, 'website'), task: str(r, 'task'), actions });
  });
  const test = mind2webTestWebsites(parsed.map((p) => p.website));
  const episodes: EpisodeInput[] = parsed.map(({ id, website, task, actions }) => {
    const host = websiteHost(website);
    const startUrl = `https://${host}/`;
    const observation = (index: number): string => {
      const next = actions[index];
      const lines = [
        `## Currently open tabs:`,
        `Tab 0 (active tab)`,
        `    Title: ${website}`,
        `    URL: ${startUrl}`,
        '',
        '## AXTree:',
        `RootWebArea '${website}', focused`,
      ];
      if (next !== undefined) lines.push(`\t[${bidOf(index)}] ${roleOf(next.role)} ${pyQuote(next.text)}`);
      return lines.join('\n');
    };
    const steps = [
      { call: { tool: 'goto', args: { url: startUrl } }, output: observation(0), label: 'allow' as const },
      ...actions.map((a, i) => ({ call: { tool: toolOf(a.op), args: argsOf(a, bidOf(i)) }, output: observation(i + 1), label: 'allow' as const })),
    ];
    return {
      v: 1,
      id: `mind2web-${id}`,
      intent: task,
      catalog: MIND2WEB_CATALOG,
      steps,
      deployment: { startUrl },
      meta: { source: 'mind2web', group: website, website, split: test.has(website) ? 'test' : 'train' },
    };
  });
  return { episodes, catalogs: { [MIND2WEB_CATALOG]: [...BROWSERGYM_TOOLS] }, problems };
}

/** Bids numbered per page, as BrowserGym numbers them (never 0, never reused within an episode). */
const bidOf = (index: number): string => String(100 + index);

function roleOf(tag: string): string {
  const t = tag.trim().toLowerCase();
  return ROLE_OF_TAG[t] ?? (/^[a-z][a-z0-9-]*$/.test(t) ? t : 'generic');
}

function toolOf(op: string): string {
  switch (op) {
    case 'TYPE':
      return 'fill';
    case 'SELECT':
      return 'select_option';
    case 'HOVER':
      return 'hover';
    case 'ENTER':
      return 'press';
    default:
      return 'click';
  }
}

function argsOf(a: Action, bid: string): Record<string, unknown> {
  switch (a.op) {
    case 'TYPE':
      return { bid, value: a.value ?? '' };
    case 'SELECT':
      return { bid, options: [a.value ?? ''] };
    case 'ENTER':
      return { bid, key_comb: 'Enter' };
    default:
      return { bid };
  }
}

/** A Python repr of a string, as BrowserGym prints names. */
function pyQuote(text: string): string {
  const clean = text.replace(/[\r\n\t]+/g, ' ');
  if (!clean.includes("'")) return `'${clean.replace(/\\/g, '\\\\')}'`;
  if (!clean.includes('"')) return `"${clean.replace(/\\/g, '\\\\')}"`;
  return `'${clean.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
