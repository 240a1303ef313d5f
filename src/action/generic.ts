/**
 * Generic tools: tools whose effect is decided by each call, not by the tool. They are recognised
 * by their shape — the words of their name and description and the arguments their schema takes —
 * never by a list of names:
 *
 * - browser actions: Playwright MCP (`browser_click {element, target}`), WebArena/BrowserGym
 *   (`click {bid}`, `fill {bid, value}`, `goto {url}`), Mind2Web (`CLICK`/`TYPE`/`SELECT` on an
 *   element, or one tool with an `op` enum);
 * - shell commands (a free `command` string), SQL statements (a `sql`/`query` string on a
 *   database), raw HTTP requests (a `method` and a URL or a path);
 * - dispatchers: one tool that runs the operation an argument names (`pos_execute {op:
 *   "menu.set_price", params}`), classed by the words of that operation.
 *
 * src/action/call.ts classes each call of them.
 */
import { restReading } from './rest-names.ts';
import { getOwn } from '../util/json.ts';
import { CLASS } from './classes.ts';
import type { ActionClass } from './types.ts';
import { dialectPicked, type SchemaShape } from './schema.ts';
import type { ToolSpec } from './types.ts';
import { glossWords } from './foreign.ts';
import { OPERATION_WORDS_ABROAD } from './operation-words.ts';
import { baseForms, dispatches, nameParts, words } from './words.ts';

export type BrowserAction =
  | 'navigate'
  | 'back'
  | 'forward'
  | 'reload'
  | 'click'
  | 'type'
  | 'fill-form'
  | 'select'
  | 'press'
  | 'hover'
  | 'scroll'
  | 'read-page'
  | 'tab'
  | 'evaluate'
  | 'upload'
  | 'drag'
  | 'dialog'
  | 'wait'
  | 'close'
  | 'answer'
  | 'op';

/** Which argument carries what, for a browser action (names as the tool's schema spells them). */
export interface BrowserArgs {
  /** The element addressed: a ref (`e12`), a bid (`42`), a selector. */
  readonly target?: string;
  /** The agent's own description of the element (untrusted; checked against the page). */
  readonly description?: string;
  readonly text?: string;
  readonly url?: string;
  readonly key?: string;
  readonly values?: string;
  readonly fields?: string;
  readonly paths?: string;
  readonly submit?: string;
  readonly op?: string;
  readonly filename?: string;
  readonly accept?: string;
  readonly tabAction?: string;
}

export type GenericTool =
  | { readonly kind: 'browser'; readonly action: BrowserAction; readonly args: BrowserArgs }
  | { readonly kind: 'shell'; readonly arg: string }
  | { readonly kind: 'sql'; readonly arg: string }
  | { readonly kind: 'http'; readonly method: string; readonly url?: string; readonly path?: string }
  | { readonly kind: 'operation'; readonly arg: string }
  | { readonly kind: 'graphql'; readonly arg: string };

/** What each call of a generic tool is classed by, in a deployer's words. */
export function perCallBasis(generic: GenericTool): string {
  switch (generic.kind) {
    case 'browser':
      return `browser ${generic.action}: each call is classed by its target`;
    case 'http':
      return 'each call is classed by its HTTP method and path';
    case 'sql':
      return 'each call is classed by its SQL statement';
    case 'shell':
      return 'each call is classed by its shell command';
    case 'operation':
      return `each call is classed by the operation its "${generic.arg}" names`;
    case 'graphql':
      return `each call is classed by the GraphQL operation in "${generic.arg}" (a query reads; a mutation by its field)`;
  }
}

/** The class of a browser tool before its call is seen (a page reader that can save a file may write). */
export function browserStaticClass(tool: { readonly action: BrowserAction; readonly args: BrowserArgs }): ActionClass {
  if (tool.action === 'read-page' && tool.args.filename !== undefined) return CLASS.fileModify;
  if (tool.action === 'read-page' && tool.args.url !== undefined) return CLASS.webFetch;
  return BROWSER_STATIC[tool.action];
}

/**
 * The class a browser action has before its call is seen: what the catalog lists and a deployer
 * reviews. Actions on an element are decided per call; until then they are the most conservative.
 */
export const BROWSER_STATIC: Readonly<Record<BrowserAction, ActionClass>> = {
  navigate: CLASS.webFetch,
  back: CLASS.webFetch,
  forward: CLASS.webFetch,
  reload: CLASS.webFetch,
  tab: CLASS.webFetch,
  'read-page': CLASS.read,
  hover: CLASS.read,
  scroll: CLASS.read,
  wait: CLASS.read,
  close: CLASS.read,
  answer: CLASS.read,
  evaluate: CLASS.codeExecute,
  upload: CLASS.fileModify,
  click: CLASS.externalApiCall,
  type: CLASS.externalApiCall,
  'fill-form': CLASS.externalApiCall,
  select: CLASS.externalApiCall,
  press: CLASS.externalApiCall,
  drag: CLASS.externalApiCall,
  dialog: CLASS.externalApiCall,
  op: CLASS.externalApiCall,
};

/** Arguments that address an element of a page; the first ones only pages have. */
const TARGET_NAMES = [
  'ref',
  'bid',
  'element_id',
  'elementId',
  'selector',
  'xpath',
  'locator',
  'node_id',
  'nodeId',
  'backend_node_id',
  'target',
  'element_index',
];
/** Target arguments that address an element only in a tool that speaks of pages or elements (`ref`: a booking reference elsewhere). */
const WEAK_TARGETS = new Set(['target', 'element_index', 'ref']);
/** Words that make a tool a browser's, whatever it does. */
const STRONG_WORDS = new Set([
  'browser',
  'tab',
  'tabs',
  'webpage',
  'viewport',
  'snapshot',
  'accessibility',
  'axtree',
  'playwright',
  'puppeteer',
  'selenium',
  'dom',
]);
/** Words that make a tool with an element action (click, type, hover …) a browser's. */
const WEAK_WORDS = new Set(['page', 'element', 'elements', 'link', 'window', 'cursor', 'mouse', 'url', 'pixels', 'scroll', 'scrolls', 'wheel']);
/** Browser actions that only a clearly browser-like tool is taken for (`get_page` of a wiki API is no browser). */
const STRONG_ONLY: ReadonlySet<BrowserAction> = new Set(['read-page', 'wait', 'close', 'tab', 'back', 'forward', 'reload', 'dialog', 'upload']);
/** The agent answering its own user (BrowserGym's `send_msg_to_user`): no third party receives it. */
const TO_THE_USER = /\bto the user\b|\bthe user'?s? (question|chat)\b/i;
const RECIPIENT_ARGS = /^(to|recipient|recipients|user|user_?id|channel|chat_?id|email|phone|address)$/i;

/** Verbs of browser actions (base forms) and what each is, given the arguments present. */
// prettier-ignore
const ACTIONS: readonly (readonly [BrowserAction, ReadonlySet<string>])[] = [
  ['fill-form', new Set(['fill_form'])],
  ['evaluate', new Set(['evaluate', 'eval', 'javascript', 'js'])],
  ['upload', new Set(['upload', 'attach'])],
  ['back', new Set(['back'])],
  ['forward', new Set(['forward'])],
  ['reload', new Set(['reload', 'refresh'])],
  ['tab', new Set(['tab', 'tabs'])],
  ['dialog', new Set(['dialog', 'alert', 'prompt'])],
  ['drag', new Set(['drag', 'drop'])],
  ['hover', new Set(['hover', 'mouseover'])],
  ['scroll', new Set(['scroll', 'wheel'])],
  ['select', new Set(['select', 'choose'])],
  ['press', new Set(['press', 'key', 'keypress', 'keyboard', 'enter'])],
  ['type', new Set(['type', 'fill', 'input', 'write', 'clear', 'enter'])],
  ['click', new Set(['click', 'tap', 'dblclick', 'doubleclick', 'check', 'uncheck', 'toggle'])],
  ['navigate', new Set(['navigate', 'goto', 'go', 'open', 'visit', 'load', 'browse'])],
  ['read-page', new Set(['snapshot', 'screenshot', 'observe', 'read', 'get', 'find', 'console', 'network', 'extract', 'content', 'text', 'html', 'pdf', 'inspect', 'describe'])],
  ['wait', new Set(['wait', 'sleep', 'resize', 'emulate', 'viewport', 'install'])],
  ['close', new Set(['close', 'quit', 'exit'])],
];
const MIND2WEB_OPS = /^(click|type|select|hover|enter|press|scroll|goto)$/i;
/** Arguments of a raw HTTP tool that carry the request's path on the tool's own service. */
// prettier-ignore
const PATH_ARGS = ['path', 'endpoint', 'route', 'resource', 'resource_path', 'pfad', 'ruta', 'percorso', 'caminho', 'chemin', 'sciezka', 'ścieżka', 'pad',
  'polku', 'sti', 'sökväg', 'cesta', 'útvonal', 'putanja', 'yol', 'cale', 'διαδρομή', 'путь', 'шлях', 'パス', '路径', '경로'];
/** Arguments that name the operation a dispatcher runs. */
// prettier-ignore
const OPERATION_ARGS = ['op', 'operation', 'operation_id', 'operationId', 'action', 'function', 'function_name', 'procedure', 'endpoint', 'verb',
  ...OPERATION_WORDS_ABROAD];

/** Names of an argument that carries a command line. */
const SHELL_ARGS = /^(command|commands|cmd|shell|bash|script|powershell)$/i;

/** Arguments a GraphQL tool takes its document in. */
const GRAPHQL_ARGS: readonly string[] = ['query', 'mutation', 'document', 'gql', 'graphql', 'operation'];

/** The description of argument `name` of `spec` (empty when none). */
function describedArg(spec: ToolSpec, name: string): string {
  const schema = getOwn(spec.inputSchema?.properties ?? {}, name);
  return typeof schema === 'object' && schema !== null ? String((schema as { description?: unknown }).description ?? '') : '';
}

/** The generic kind of a tool, or undefined for an ordinary tool (classed once, by its words). */
export function genericTool(spec: ToolSpec, shape: SchemaShape): GenericTool | undefined {
  const props = new Set(shape.properties);
  const op = nameParts(spec.name).operation;
  const described = words((spec.description ?? '').split(/[.\n]/)[0] ?? '').slice(0, 24);
  const all = [...op, ...described];
  const found = TARGET_NAMES.find((n) => props.has(n));
  const worded = all.some((w) => STRONG_WORDS.has(w));
  const weakly = all.some((w) => WEAK_WORDS.has(w)) || props.has('element');
  // `target` addresses an element only in a tool that speaks of pages or elements.
  const target = found !== undefined && WEAK_TARGETS.has(found) && !worded && !weakly ? undefined : found;
  // A tool named for its HTTP request (`POST_/bookings/{id}/settle`) is a service's, never a browser's ("closes the tab of a booking").
  const served = restReading(spec.name) !== undefined;
  const strong = !served && (target !== undefined || worded);
  const browserish = !served && (strong || weakly);

  // The agent's answer to its own user: a text and no recipient.
  if (props.has('text') || props.has('message') || props.has('content')) {
    const text = `${spec.name.replace(/_/g, ' ')} ${spec.description ?? ''}`;
    if (TO_THE_USER.test(text) && !shape.properties.some((p) => RECIPIENT_ARGS.test(p)))
      return { kind: 'browser', action: 'answer', args: browserArgs(spec, props, target) };
  }

  // Mind2Web: one tool whose `op` (or action) says CLICK / TYPE / SELECT … on an element.
  // A service that calls an address back is no browser: data leaves to that address.
  if (shape.callback !== undefined) return undefined;
  const opArg = ['op', 'action', 'operation'].find((n) => enumOf(spec, n)?.some((v) => MIND2WEB_OPS.test(v)) === true);
  if (opArg !== undefined && (target !== undefined || props.has('element'))) {
    return { kind: 'browser', action: 'op', args: browserArgs(spec, props, target, opArg) };
  }

  // A GraphQL endpoint: the document in its query/mutation argument says what each call does.
  // … or, in a tool its words call a GraphQL endpoint, its one string argument (`gql(q, v)`).
  const strings = shape.properties.filter((n) => stringArg(spec, n));
  const graphql = GRAPHQL_ARGS.find((n) => props.has(n) && stringArg(spec, n)) ?? (strings.length === 1 ? strings[0] : undefined);
  if (graphql !== undefined && /\bgraph\s?ql\b/i.test(`${spec.name} ${spec.description ?? ''} ${describedArg(spec, graphql)}`))
    return { kind: 'graphql', arg: graphql };
  if (shape.code !== undefined) {
    const text = `${spec.name} ${spec.description ?? ''}`.toLowerCase();
    if (browserish && /\b(page|browser|javascript|js|function|element)\b/.test(text))
      return { kind: 'browser', action: 'evaluate', args: browserArgs(spec, props, target) };
    if (
      /\b(sql|database|postgres|postgresql|mysql|sqlite|mariadb|mssql|snowflake|bigquery|duckdb|query language)\b/.test(text) &&
      // `query_str`, `sqlText`: the name's type suffix says nothing; an argument described as SQL is SQL.
      (/^(sql|query|statement|statements|stmt|stmts|queries)$/i.test(lastWord(shape.code.replace(/[_-]?(?:str|string|text|txt)$/i, ''))) ||
        /\bsql\b/i.test(describedArg(spec, shape.code)) ||
        // `ejecutar_sql(sentencia)`: the one argument of a tool its words say runs SQL.
        shape.properties.length === 1 ||
        // `q(mode: sql | graphql, text)`: a text run in the dialect another argument picks.
        dialectPicked(spec.inputSchema?.properties ?? {}, shape.properties))
    )
      return { kind: 'sql', arg: shape.code };
    // `kommando`, `comando`, `Befehl`: the argument's name read in English too.
    const named = [lastWord(shape.code), ...glossWords(words(shape.code)).words.slice(-1)];
    if (named.some((w) => SHELL_ARGS.test(w)) && !/\b(python|javascript|node)\b/.test(text)) return { kind: 'shell', arg: shape.code };
    return undefined;
  }
  if (shape.httpMethod !== undefined) {
    const url = shape.urls[0];
    const path = PATH_ARGS.find((n) => props.has(n) && n !== url);
    return { kind: 'http', method: shape.httpMethod.name, ...(url === undefined ? {} : { url }), ...(path === undefined ? {} : { path }) };
  }
  // A dispatcher: a tool named only for running something (`pos_execute`, `invoke`) whose argument
  // names the operation, or whose argument lists operations of a service (`menu.set_price`, `orders/void`).
  if (!browserish) {
    const arg = OPERATION_ARGS.find((n) => props.has(n) && stringArg(spec, n));
    const listed = arg === undefined ? [] : (enumOf(spec, arg) ?? []);
    const dispatcher = op.some(dispatches) || nameParts(spec.name).dispatch !== undefined;
    if (arg !== undefined && (dispatcher || (listed.length >= 3 && listed.every((v) => /^[A-Za-z][\w-]*([./:][A-Za-z][\w-]*)+$/.test(v)))))
      return { kind: 'operation', arg };
    // An argument of any name whose choices are all operations of a service (`jizdy_seznam`, `faktura_vystavit`, `orders.void`), beside the
    // object of their parameters: what it picks is what the call does.
    const picker = operationPicker(spec, props);
    if (picker !== undefined) return { kind: 'operation', arg: picker };
  }
  if (!browserish && !(op.length > 0 && ['goto', 'navigate'].includes(op[0]!))) return undefined;

  const snake = `_${op.join('_')}_`;
  for (const [action, verbs] of ACTIONS) {
    const hit = [...verbs].some((v) => v.includes('_') && snake.includes(`_${v}_`)) || op.some((w) => baseForms(w).some((b) => verbs.has(b)));
    if (!hit) continue;
    if (!fits(action, props, target) || (STRONG_ONLY.has(action) && !strong)) continue;
    return { kind: 'browser', action, args: browserArgs(spec, props, target, undefined, shape.writeFlag ?? shape.outputPath) };
  }
  // A tool named for one action, described as another ("browser_file_upload" / "Answer a file chooser").
  for (const [action, verbs] of ACTIONS) {
    if (!described.some((w) => baseForms(w).some((b) => verbs.has(b)))) continue;
    if (fits(action, props, target) && (!STRONG_ONLY.has(action) || strong))
      return { kind: 'browser', action, args: browserArgs(spec, props, target, undefined, shape.writeFlag ?? shape.outputPath) };
  }
  return undefined;
}

/** Does the schema carry what `action` needs? */
function fits(action: BrowserAction, props: ReadonlySet<string>, target: string | undefined): boolean {
  const any = (...names: string[]): boolean => names.some((n) => props.has(n));
  switch (action) {
    case 'navigate':
      return any('url', 'href', 'uri', 'address');
    case 'click':
    case 'hover':
    case 'drag':
      return target !== undefined || any('element', 'startTarget', 'startElement', 'startRef');
    case 'type':
      return (target !== undefined || any('element')) && any('text', 'value', 'input', 'content', 'keys');
    case 'select':
      return (target !== undefined || any('element')) && any('values', 'options', 'option', 'value');
    case 'press':
      return any('key', 'key_comb', 'keys', 'combination');
    case 'fill-form':
      return any('fields');
    case 'evaluate':
      return any('function', 'script', 'code', 'expression', 'js');
    default:
      return true;
  }
}

function browserArgs(spec: ToolSpec, props: ReadonlySet<string>, target: string | undefined, op?: string, saves?: string): BrowserArgs {
  const pick = (...names: string[]): string | undefined => names.find((n) => props.has(n));
  const description = target === undefined ? undefined : pick('element', 'description', 'element_description');
  const args: Record<string, string | undefined> = {
    target: target ?? pick('element'),
    description,
    text: pick('text', 'value', 'input', 'content', 'keys'),
    url: pick('url', 'href', 'uri', 'address'),
    key: pick('key', 'key_comb', 'combination'),
    values: pick('values', 'options', 'option'),
    fields: pick('fields'),
    paths: pick('paths', 'files', 'file', 'path'),
    submit: pick('submit'),
    op,
    filename: pick('filename', 'path', 'savePath', 'save_path') ?? saves,
    accept: pick('accept'),
    tabAction: props.has('action') && enumOf(spec, 'action') !== undefined ? 'action' : undefined,
  };
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)) as BrowserArgs;
}

function stringArg(spec: ToolSpec, name: string): boolean {
  const properties = spec.inputSchema?.properties;
  const schema = properties === undefined ? undefined : getOwn(properties, name);
  const type = typeof schema === 'object' && schema !== null ? (schema as { type?: unknown }).type : undefined;
  return type === 'string' || type === undefined;
}

function enumOf(spec: ToolSpec, name: string): string[] | undefined {
  const properties = spec.inputSchema?.properties;
  const schema = properties === undefined ? undefined : getOwn(properties, name);
  const values = typeof schema === 'object' && schema !== null ? (schema as { enum?: unknown }).enum : undefined;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : undefined;
}

const lastWord = (name: string): string => words(name).at(-1) ?? name;

/** Choices that name operations: two or more words joined by `_`, `.`, `/` or `:` (`ride_create`, `orders.void`). */
const OPERATION_CHOICE = /^[\p{L}][\p{L}\d-]*(?:[_./:][\p{L}][\p{L}\d-]*)+$/u;

/**
 * The argument that picks a dispatcher's operation by its choices alone: a string argument with four or more choices, each an
 * operation's compound name, on a tool that also takes an object of parameters. (A status such as "in_progress" stands beside
 * plain words: "ready", "collected".)
 */
function operationPicker(spec: ToolSpec, props: ReadonlySet<string>): string | undefined {
  const objects = [...props].some((n) => {
    const schema = getOwn(spec.inputSchema?.properties ?? {}, n) as { type?: unknown } | undefined;
    return schema?.type === 'object';
  });
  if (!objects) return undefined;
  for (const n of props) {
    const choices = stringArg(spec, n) ? (enumOf(spec, n) ?? []) : [];
    if (choices.length >= 4 && choices.every((v) => OPERATION_CHOICE.test(v))) return n;
  }
  return undefined;
}
