/**
 * What a tool's JSON Schema says about its effect, whatever the tool is called: a free command,
 * script or SQL string executes code; an HTTP method that may be POST makes a raw request; an
 * output path writes a file; a recipient with a body sends a message; an amount with a destination
 * moves money; an action enum that may create or delete is a write.
 */
import { getOwn } from '../util/json.ts';
import { glossWords } from './foreign.ts';
import type { ToolSpec } from './types.ts';
import { OPERATION_WORDS_ABROAD } from './operation-words.ts';
import { OPERATION_WORDS_MORE } from './glosses/control-words.ts';
import { commandChoices } from './choice-words.ts';
import { argumentRole, describedByMoney } from './roles.ts';
import { scriptWords, words, writtenOut } from './words.ts';
import { verbSense } from './lexicon.ts';
import { escapeRegExp, standingWord } from '../util/regex.ts';

export interface SchemaShape {
  /** A property that carries code, a shell command or a SQL statement. */
  readonly code?: string;
  /** An HTTP method property: 'read' when it may only be GET/HEAD/OPTIONS, else 'write'. */
  readonly httpMethod?: { readonly name: string; readonly may: 'read' | 'write' };
  /** Properties the caller gives an address in (the tool fetches or calls what it names). */
  readonly urls: readonly string[];
  /** A property naming where output is written (the tool writes a file). */
  readonly outputPath?: string;
  /** A recipient and a message body: the tool sends. */
  readonly message?: { readonly recipient: string; readonly body: string };
  /**
   * An amount and a destination account: the tool moves money. `isMoney`: the amount says it is
   * money (its name says amount or sum or ends in a currency, or its description says amount or sum),
   * not a quantity or a setting.
   */
  readonly money?: { readonly amount: string; readonly destination: string; readonly isMoney: boolean; readonly account?: boolean };
  /**
   * An action/operation enum: the values it may take (words of each). `within`: the enum is a property of this object
   * argument, a command given as a record (`komento: {tila: lue | paalle | pois}`).
   */
  readonly actions?: { readonly name: string; readonly values: readonly (readonly string[])[]; readonly within?: string };
  /** An amount of money the call may give (`upph`: number, "kr."): what a call can charge, whatever else it does. */
  readonly charge?: string;
  /** A body, data or payload argument (a request that sends content). */
  readonly payload?: string;
  /** An address the service will call back (a webhook or callback URL): it sends data there. */
  readonly callback?: string;
  /**
   * A property naming an outside address the call delivers to: a URL, an e-mail address, or a bare
   * destination (`dest`, `target`) that the schema or the tool describes as an address or URL.
   * `mail`: it can only be a person's address (e-mail, recipient); `web`: it may be a URL.
   */
  readonly outbound?: { readonly name: string; readonly reach: 'mail' | 'web' };
  /** A role or a permission given to a person (`role` with `email`, `roll` with `anvandare`): the call may change who can do what. */
  readonly role?: { readonly name: string; readonly whom: string };
  /** A flag that makes the call persist something (`savePng`, `dryRun`: the call writes unless told not to). */
  readonly writeFlag?: string;
  readonly properties: readonly string[];
  /** The tool's name or description speaks of executing or running something. */
  readonly mentionsRunning: boolean;
}

const MAX_PROPERTIES = 256;
const CODE_NAMES = new Set([
  'command',
  'commands',
  'cmd',
  'script',
  'sql',
  'shell',
  'bash',
  'javascript',
  'js',
  'python',
  'statement',
  'stmt',
  'stmts',
  'powershell',
]);
/** Last words that only say an argument's type (`query_str`). */
const TYPE_SUFFIXES = new Set(['str', 'string', 'text', 'txt']);
const MAYBE_CODE = new Set(['code', 'function', 'query', 'expression', 'source', 'program', 'snippet', 'input', 'statements', 'queries']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RECIPIENT = new Set([
  'to',
  'recipient',
  'recipients',
  'cc',
  'bcc',
  'receiver',
  'receivers',
  'phone',
  'mobile',
  'mobileno',
  'channel',
  'email',
  'emails',
]);
const BODY = new Set(['body', 'message', 'text', 'content', 'subject', 'html', 'msg', 'caption']);
/** Names of a role or a permission argument, in the languages catalogs are written in. */
// prettier-ignore
const ROLE_NAMES = new Set(['role', 'roles', 'permission', 'permissions', 'rol', 'roll', 'rolle', 'ról', 'rôle', 'ruolo', 'papel', 'rola', 'rooli',
  'roli', 'роль', 'ρόλος', '役割', 'ロール', '역할', '角色', 'behorighet', 'behörighet', 'berechtigung', 'permiso', 'permesso', 'permissao',
  'permissão', 'uprawnienie', 'oprávnění', 'opravneni', 'jogosultság', 'jogosultsag', 'yetki', 'käyttöoikeus', 'kayttooikeus', 'доступ', 'права',
  // What is granted named by the granting itself (`grant: [csr1, refund_approver]`, `revoke`), or as entitlements and privileges.
  'grant', 'grants', 'revoke', 'revokes', 'entitlement', 'entitlements', 'privilege', 'privileges']);
/** Names of the person a role is given to. */
const PERSON_NAMES = new Set(['user', 'username', 'email', 'login', 'member', 'employee', 'staff', 'person', 'account', 'who', 'name']);
const AMOUNT = new Set(['amount', 'sum', 'value', 'total', 'price', 'qty']);
const DESTINATION = new Set(['iban', 'recipient', 'payee', 'beneficiary', 'destination', 'dest', 'to', 'wallet', 'account', 'receiver']);
/** Destinations that name where money goes (an account, a payee), not a bare "to" (a currency converter's target). */
const ACCOUNT_DESTINATION = new Set(['iban', 'recipient', 'payee', 'beneficiary', 'destination', 'wallet', 'account', 'receiver', 'creditor']);
/** Words of an amount argument that make it money. */
const MONEY_WORDS = new Set(['amount', 'sum']);
const MONEY_TEXT = /\b(amount|sum)\b/i;
/** Currency codes an amount's name may end in. */
const CURRENCIES = new Set([
  'eur',
  'usd',
  'gbp',
  'chf',
  'jpy',
  'cad',
  'aud',
  'sek',
  'nok',
  'dkk',
  'pln',
  'inr',
  'cny',
  'brl',
  'mxn',
  'usdc',
  'usdt',
  'eth',
  'btc',
]);
// prettier-ignore
const ACTION_NAMES = new Set(['action', 'actions', 'operation', 'operations', 'op', 'command', 'cmd', 'verb', 'intent', ...OPERATION_WORDS_ABROAD, ...OPERATION_WORDS_MORE]);
const OUTPUT_FIRST = new Set(['output', 'out', 'dest', 'destination', 'save', 'export', 'result', 'write', 'target']);
const OUTPUT_LAST = new Set(['path', 'file', 'filename', 'filepath', 'dir', 'directory', 'folder', 'location']);
const HTTP_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'CONNECT', 'TRACE']);
const HTTP_WORDS = /\b(http|https|request|endpoint|api|url|rest|webhook)\b/i;
const RUN_WORDS = /\b(execut\w*|run|runs|running|eval\w*|interpret\w*)\b/i;
const SINGLE_CODE = /\b(sql|postgres(?:ql)?|mysql|sqlite|shell|bash|powershell)\b/i;
const LANGUAGE_WORDS = /\b(sql|javascript|python|shell|bash|script|cypher|statement|command|powershell|code)\b/i;
const URL_WORDS = new Set(['url', 'urls', 'uri', 'link', 'links', 'href', 'endpoint', 'website', 'webpage', 'homepage']);
/** Names of an address something is delivered to; a bare destination counts when described as an address. */
const ADDRESS_WORDS = new Set(['url', 'uri', 'endpoint', 'webhook', 'email', 'emails', 'mail', 'recipient', 'recipients']);
const MAIL_WORDS = new Set(['email', 'emails', 'mail', 'recipient', 'recipients']);
const WEB_TEXT = /\b(url|uri|https?|endpoint|webhook|link)\b/i;
const BARE_DESTINATIONS = new Set(['dest', 'destination', 'target', 'to']);
const ADDRESS_TEXT = /\b(url|uri|https?|e-?mail|address|endpoint|webhook)\b/i;

/** Read a tool's input schema defensively (own properties only, bounded). */
export function schemaShape(spec: ToolSpec): SchemaShape {
  const properties = spec.inputSchema?.properties;
  const names = properties === undefined || typeof properties !== 'object' ? [] : Object.keys(properties).slice(0, MAX_PROPERTIES);
  const toolText = `${spec.name} ${spec.description ?? ''}`.slice(0, 2000);
  const urls: string[] = [];
  const toolHooks = words(spec.name).some((w) => w === 'webhook' || w === 'webhooks' || w === 'callback');
  let code: string | undefined;
  let httpMethod: SchemaShape['httpMethod'];
  let outputPath: string | undefined;
  let actions: SchemaShape['actions'];
  let writeFlag: string | undefined;
  let outbound: SchemaShape['outbound'];
  let payload: string | undefined;
  let callback: string | undefined;
  let recipient: string | undefined;
  let body: string | undefined;
  let amount: string | undefined;
  let amountIsMoney = false;
  let destination: string | undefined;
  let destinationAccount = false;
  let grants: string | undefined;
  let whom: string | undefined;
  for (const name of names) {
    const schema = getOwn(properties!, name);
    const info = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : {};
    const description = typeof info.description === 'string' ? info.description.slice(0, 500) : '';
    const nameWords = scriptWords(name);
    const last = nameWords[nameWords.length - 1] ?? '';
    // What a payment or a message takes, in the English an argument name of another language glosses as (`importe`, `destinatario`).
    const english = glossWords(nameWords).words;
    const lastEnglish = english[english.length - 1] ?? '';
    const type = info.type;
    const stringish = type === undefined || type === 'string' || (type === 'array' && itemType(info) !== 'object');
    const enumValues = enumOf(info) ?? (ACTION_NAMES.has(last) ? quotedChoices(description, name, spec.description) : undefined);
    if (code === undefined && stringish && enumValues === undefined) {
      const text = `${description} ${toolText}`;
      // `query_str`, `sql_text`: a type suffix names no content; the word before it does.
      const typed = nameWords.length === 2 && TYPE_SUFFIXES.has(last);
      const head = typed ? nameWords[0]! : last;
      if ((CODE_NAMES.has(head) || CODE_NAMES.has(lastEnglish)) && nameWords.length <= 2) code = name;
      else if (
        MAYBE_CODE.has(head) &&
        (nameWords.length === 1 || typed || MAYBE_CODE.has(nameWords[0]!)) &&
        RUN_WORDS.test(text) &&
        LANGUAGE_WORDS.test(text)
      )
        code = name;
      // A text the tool runs in the dialect another argument picks (`mode: sql | graphql`, "the text is run in the dialect named by mode").
      else if (nameWords.length === 1 && RUN_WORDS.test(spec.description ?? '') && dialectPicked(properties!, names)) code = name;
      // A tool of one text argument whose own words say SQL or a shell (`ejecutar_sql(sentencia)`): the argument is the statement.
      else if (names.length === 1 && SINGLE_CODE.test(toolText)) code = name;
    }
    // A method argument by its name, or by its choices in any language (`methode: GET | POST | PUT | DELETE`).
    const methods = enumValues !== undefined && enumValues.length >= 2 && enumValues.every((v) => HTTP_METHODS.has(v.toUpperCase()));
    if (httpMethod === undefined && (/^(http_?)?method$|^verb$|^request_?method$/i.test(name) || methods)) {
      const values = enumValues?.map((v) => v.toUpperCase());
      const httpLike = values === undefined ? HTTP_WORDS.test(`${description} ${toolText}`) : values.every((v) => HTTP_METHODS.has(v));
      if (httpLike)
        httpMethod = { name, may: values !== undefined && values.length > 0 && values.every((v) => READ_METHODS.has(v)) ? 'read' : 'write' };
    }
    if ((URL_WORDS.has(last) || info.format === 'uri' || info.format === 'url') && enumValues === undefined) urls.push(name);
    if (outputPath === undefined && nameWords.length > 1 && OUTPUT_FIRST.has(nameWords[0]!) && OUTPUT_LAST.has(last) && stringish) outputPath = name;
    if (
      enumValues !== undefined &&
      actions === undefined &&
      (ACTION_NAMES.has(last) || pickedByName(name, enumValues, spec.description) || (name.length <= 3 && commandChoices(enumValues)))
    )
      actions = { name, values: enumValues.slice(0, 64).map((v) => words(v)) };
    if (
      type === 'boolean' &&
      writeFlag === undefined &&
      /^(save|persist|write|commit|apply|dry ?run|overwrite|save ?png|save ?to ?file)$/i.test(nameWords.join(' '))
    )
      writeFlag = name;
    if (outbound === undefined && stringish && !OUTPUT_LAST.has(last)) {
      const bare = nameWords.length === 1 && BARE_DESTINATIONS.has(last);
      const text = `${description} ${spec.description ?? ''}`.slice(0, 1000);
      // A bare destination may be whatever its text allows: a URL if it mentions one (the wider reading).
      if (ADDRESS_WORDS.has(last) || (bare && ADDRESS_TEXT.test(text)))
        outbound = { name, reach: MAIL_WORDS.has(last) || (bare && !WEB_TEXT.test(text)) ? 'mail' : 'web' };
    }
    if (recipient === undefined && (RECIPIENT.has(last) || RECIPIENT.has(lastEnglish))) recipient = name;
    if (body === undefined && (BODY.has(last) || BODY.has(lastEnglish))) body = name;
    // The address of a webhook the tool registers (`daftar_webhook {url, acara}`): the argument, or the tool, says so.
    if (callback === undefined && (CALLBACK_WORDS.some((w) => nameWords.includes(w)) || (toolHooks && required(spec, name))) && URL_WORDS.has(last))
      callback = name;
    if (payload === undefined && /^(body|data|payload|json|form|params|content)$/.test(last)) payload = name;
    // An amount whose name ends in its currency ("amount_eur") is an amount too.
    const amountWord =
      AMOUNT.has(last) || AMOUNT.has(lastEnglish) || (english.length > 1 && AMOUNT.has(english.at(-2)!) && CURRENCIES.has(lastEnglish));
    // The argument roles read names in any language (`znesek_eur`, `金額`, `口座番号`): an amount and an account by role are money too.
    const role = argumentRole(name, schema);
    if (
      amount === undefined &&
      (amountWord || role === 'amount') &&
      (type === 'number' || type === 'integer' || type === 'string' || type === undefined)
    ) {
      amount = name;
      amountIsMoney =
        [...nameWords, ...english].some((w) => MONEY_WORDS.has(w)) ||
        CURRENCIES.has(last) ||
        MONEY_TEXT.test(description) ||
        describedByMoney(description);
    }
    if (destination === undefined && ([...nameWords, ...english].some((w) => DESTINATION.has(w)) || role === 'account')) {
      destination = name;
      destinationAccount =
        role === 'account' || [...nameWords, ...english].some((w) => ACCOUNT_DESTINATION.has(w)) || (type === 'object' && holdsAccount(info));
    } else if (destination === undefined && type === 'object' && holdsAccount(info)) {
      // The payee as a record (`dikaiouchos: {onoma, iban}`, `pou: {iban}`): where money goes.
      destination = name;
      destinationAccount = true;
    }
    if (grants === undefined && (ROLE_NAMES.has(last) || ROLE_NAMES.has(lastEnglish))) grants = name;
    if (whom === undefined && (role === 'recipient' || PERSON_NAMES.has(last) || PERSON_NAMES.has(lastEnglish))) whom = name;
  }
  actions ??= commandRecord(properties, names);
  return {
    urls,
    properties: names,
    mentionsRunning: RUN_WORDS.test(toolText),
    ...(code === undefined ? {} : { code }),
    ...(httpMethod === undefined ? {} : { httpMethod }),
    ...(outputPath === undefined ? {} : { outputPath }),
    ...(actions === undefined ? {} : { actions }),
    ...(writeFlag === undefined ? {} : { writeFlag }),
    ...(outbound === undefined ? {} : { outbound }),
    ...(payload === undefined ? {} : { payload }),
    ...(amount !== undefined && amountIsMoney ? { charge: amount } : {}),
    ...(callback === undefined ? {} : { callback }),
    ...(recipient !== undefined && body !== undefined && recipient !== body ? { message: { recipient, body } } : {}),
    ...(grants !== undefined && whom !== undefined && grants !== whom ? { role: { name: grants, whom } } : {}),
    ...(amount !== undefined && destination !== undefined && amount !== destination
      ? { money: { amount, destination, isMoney: amountIsMoney, ...(destinationAccount ? { account: true } : {}) } }
      : {}),
  };
}

const CALLBACK_WORDS = ['callback', 'webhook', 'notify'];

/** `name` is one of the schema's required properties. */
function required(spec: ToolSpec, name: string): boolean {
  const list = spec.inputSchema?.required;
  return Array.isArray(list) && list.includes(name);
}

/** An object argument one of whose properties is an account (`{name, iban}`): a payee given as a record. */
function holdsAccount(info: Record<string, unknown>): boolean {
  const inner = info.properties;
  if (typeof inner !== 'object' || inner === null) return false;
  // `acct` written out; `חשבון`, `konto` read in English.
  const last = (n: string): string[] => {
    const w = words(n);
    return [writtenOut(w.at(-1) ?? ''), glossWords(w.length > 0 ? w : [n.toLowerCase()]).words.at(-1) ?? ''];
  };
  return Object.keys(inner)
    .slice(0, MAX_PROPERTIES)
    .some((n) => argumentRole(n, getOwn(inner as Record<string, unknown>, n)) === 'account' || last(n).some((w) => ACCOUNT_DESTINATION.has(w)));
}

/** Another argument picks a query language (`mode: sql | graphql`): a text beside it is a statement. */
export function dialectPicked(properties: Record<string, unknown>, names: readonly string[]): boolean {
  return names.some((n) => {
    const info = getOwn(properties, n);
    const values = typeof info === 'object' && info !== null ? enumOf(info as Record<string, unknown>) : undefined;
    return values !== undefined && values.some((v) => /^(sql|postgres(ql)?|mysql|sqlite)$/i.test(v));
  });
}

/**
 * An argument of any name that picks what the tool does: its choices are plain verbs, one of them a change ("view | move |
 * cancel", "read | set | stop"), and the description names the argument as what decides ("Depending on m, shows …, moves …",
 * "mode read returns …; set sends …") or quotes two of its choices with what each does.
 */
function pickedByName(name: string, choices: readonly string[], description: string | undefined): boolean {
  if (description === undefined || choices.length < 2 || choices.length > 16) return false;
  const senses = choices.map((c) => {
    const w = words(c);
    return w.length === 1 ? verbSense(w[0]!, [w[0]!]) : undefined;
  });
  if (senses.filter((v) => v !== undefined).length * 3 < choices.length * 2 || !senses.some((v) => v?.sense.effect === 'write')) return false;
  const text = description.slice(0, 1000);
  // "`dismiss` writes the toll off; `convert` re-rates the trip …": a description that quotes two of the choices says what each does.
  const quoted = choices.filter((c) => new RegExp(`[\`"'“‘]${escapeRegExp(c)}[\`"'”’]`, 'u').test(text)).length;
  return quoted >= 2 || standingWord(name, 'u', '_').test(text);
}

/**
 * A command given as a record: an object argument named for a command or an action (`komento`, `cmd`, `perintah`, `islem`)
 * whose properties hold the choice of what to do (`{tila: lue | paalle | pois, lampo}`). The choice is the property
 * named for an action, else the record's first string property that lists two or more choices.
 */
function commandRecord(properties: Record<string, unknown> | undefined, names: readonly string[]): SchemaShape['actions'] {
  for (const outer of names) {
    const nameWords = words(outer);
    const last = nameWords.at(-1) ?? '';
    // A record named for a command, or any record whose own choice is named for an action (`т: {op: …}`).
    const named = ACTION_NAMES.has(last) || ACTION_NAMES.has(glossWords(nameWords).words.at(-1) ?? '');
    const schema = getOwn(properties!, outer) as { type?: unknown; properties?: unknown } | undefined;
    if (schema?.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) continue;
    const inner = schema.properties as Record<string, unknown>;
    let found: { name: string; values: string[] } | undefined;
    for (const name of Object.keys(inner).slice(0, MAX_PROPERTIES)) {
      const info = getOwn(inner, name);
      const values = typeof info === 'object' && info !== null ? enumOf(info as Record<string, unknown>) : undefined;
      if (values === undefined || values.length < 2 || (info as { type?: unknown }).type === 'array') continue;
      if (ACTION_NAMES.has(words(name).at(-1) ?? '')) return { name, within: outer, values: values.slice(0, 64).map((v) => words(v)) };
      found ??= { name, values };
    }
    if (found !== undefined && (named || commandChoices(found.values)))
      return { name: found.name, within: outer, values: found.values.slice(0, 64).map((v) => words(v)) };
  }
  return undefined;
}

function enumOf(info: Record<string, unknown>): string[] | undefined {
  const direct = info.enum;
  const items = info.items;
  const list = Array.isArray(direct)
    ? direct
    : typeof items === 'object' && items !== null && Array.isArray((items as { enum?: unknown }).enum)
      ? (items as { enum: unknown[] }).enum
      : undefined;
  if (list === undefined) return undefined;
  const values = list.filter((v): v is string => typeof v === 'string');
  return values.length > 0 ? values : undefined;
}

/** Choices an action argument lists only in words: `operation: Operation type ("list", "get_info")`. */
function quotedChoices(own: string, name: string, toolDescription: string | undefined): string[] | undefined {
  let text = own;
  if (!/["'`]/.test(text) && toolDescription !== undefined) {
    const at = toolDescription.indexOf(`${name}:`);
    text = at < 0 ? '' : (toolDescription.slice(at, at + 300).split('\n')[0] ?? '');
  }
  const values = [...text.matchAll(/["'`]([A-Za-z][A-Za-z_-]{1,30})["'`]/g)].map((m) => m[1]!);
  return values.length > 1 ? values : undefined;
}

function itemType(info: Record<string, unknown>): unknown {
  const items = info.items;
  return typeof items === 'object' && items !== null ? (items as { type?: unknown }).type : undefined;
}
