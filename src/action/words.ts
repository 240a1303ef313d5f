/**
 * Words of tool names and descriptions: splitting every naming style into lower-case words,
 * separating a name's namespaces (server, app, API) from the operation it names, and the base
 * forms of English verb inflections. Nothing here knows any data set's names.
 */
import { stripAccents } from './foreign.ts';
import { glossNameSegments } from './name-glosses.ts';

/** Split `sendEmail`, `send_email`, `send-email`, `HTTPRequest` into lower-case words. */
export function words(text: string): string[] {
  // "Hämta", "créer": a letter's accent does not split the word it is in.
  return stripAccents(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A tool name split into the operation it names and the namespaces around it. */
export interface NameParts {
  /** Words of the operation: the last segment (`Gmail.ReadEmail` → read, email). */
  readonly operation: readonly string[];
  /** Words of the namespaces: server, app or API (`mcp__github__create_issue` → mcp, github). */
  readonly context: readonly string[];
  /** A dispatching last segment (`ProductSearch.execute` → execute), set apart: it counts only when nothing else says what the tool does. */
  readonly dispatch?: string;
}

/**
 * Verbs that only dispatch (`ProductSearch.execute`, `todo_manager.handle_action`): as a segment of
 * their own they say nothing, and the segment before them names the operation.
 */
const DISPATCH = new Set(['execute', 'run', 'call', 'invoke', 'handle', 'perform', 'process', 'do', 'main', 'apply', 'action', 'handler']);

/** Does a word only dispatch (`execute`, `invoke`, `call` …), naming no operation of its own? */
export const dispatches = (word: string): boolean => DISPATCH.has(word) || word === 'dispatch' || word === 'request' || word === 'rpc';

/**
 * Abbreviations API names are written with (`rsv_mk`, `ht_lst`, `px_rfd`, `usr_upd`) and the word each stands for: a name is read
 * as if written out. Only abbreviations that are no English word and no small word of another language (`del` is Spanish "of the",
 * `ord` Swedish "word", `crt` a certificate and many an acronym: left as written), and only in names.
 */
// prettier-ignore
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['mk', 'make'], ['upd', 'update'], ['updt', 'update'], ['chg', 'change'], ['chng', 'change'], ['rm', 'remove'],
  ['rmv', 'remove'], ['cxl', 'cancel'], ['cncl', 'cancel'], ['snd', 'send'], ['fwd', 'forward'], ['rcv', 'receive'], ['rfd', 'refund'],
  ['rfnd', 'refund'], ['xfer', 'transfer'], ['xfr', 'transfer'], ['trf', 'transfer'], ['pmt', 'payment'], ['pymt', 'payment'],
  ['reg', 'register'], ['unreg', 'unregister'], ['lst', 'list'], ['qry', 'query'], ['srch', 'search'], ['chk', 'check'], ['vrfy', 'verify'],
  ['cfm', 'confirm'], ['cmd', 'command'], ['msg', 'message'], ['msgs', 'messages'], ['ntfy', 'notify'], ['notif', 'notification'],
  ['rsv', 'reservation'], ['resv', 'reservation'], ['rsvn', 'reservation'], ['bkg', 'booking'], ['txn', 'transaction'], ['acct', 'account'],
  ['usr', 'user'], ['cust', 'customer'], ['prof', 'profile'], ['cfg', 'config'], ['pwd', 'password'], ['addr', 'address'], ['img', 'image'],
  ['rpt', 'report'], ['sts', 'status'], ['hist', 'history'], ['sched', 'schedule'], ['appt', 'appointment'], ['evt', 'event'],
  ['tkt', 'ticket'], ['whk', 'webhook'], ['dl', 'download'], ['ul', 'upload'], ['amt', 'amount'], ['amnt', 'amount'],
]);

/** A word of a name written out when it is an abbreviation (`lst` → list), else as written. */
export const writtenOut = (word: string): string => ABBREVIATIONS.get(word) ?? word;

/** Longest name looked at; longer names are cut (a name is a hint, never worth unbounded work). */
const MAX_NAME = 256;

/**
 * The operation and namespaces of a tool name. Namespaces are separated by `.`, `/`, `:`, `__` or
 * a trailing `_for_<api>` (`remove_item_for_catalogapi`); the last segment is the operation, unless
 * it only dispatches (then the segment before it joins it).
 */
const SELECTOR = /^[A-Za-z][A-Za-z0-9]*:(?:[A-Za-z][A-Za-z0-9]*:)*$/;
const ARITY = /[!?]?\/\d{1,2}$/;
/** An SCPI command: mnemonics in capitals and then small letters, joined by colons ("ROOM:CLIMate:SETPoint", "HARVest:LOG?"). */
const SCPI = /^(?:\*?[A-Z]{2,}[a-z]*:)+\*?[A-Z]{2,}[a-z]*\??$/;
/** A signature's parameter types after a function's name ("postNotice(string,string)", "transfer(address,uint256)"). */
const PARAMETER_TYPES = /\([\w\s,.[\]<>*&$]{0,200}\)$/;
/** A systemd unit's type, and a template's `@` ("mail-send@.service", "crt-licence-renew.timer"): the unit's name says what it does. */
const UNIT_TYPE = /@?\.(?:service|timer|socket|target|path|mount|slice|scope)$|@$/;
/** A program's or a script's file type ("Send SMS.vi", "close_ticket.py", "Backup.ps1"): the file's name says what it does. */
const PROGRAM_FILE = /\.(?:vi|vit|py|js|mjs|cjs|ts|sh|bash|zsh|ps1|psm1|rb|pl|php|exe|bat|cmd|vbs|lua|jl|scpt|ahk)$/i;

/** The last word of a name that only says which kind of message it is (CQRS, MediatR, GraphQL): a command, a query, a handler. */
const PATTERN_TYPES = new Set(['command', 'query', 'handler', 'request', 'mutation', 'dto']);

export function nameParts(name: string): NameParts {
  const text = name.slice(0, MAX_NAME);
  const forApi = /^(.+?)_for_([A-Za-z0-9_ .-]+)$/.exec(text);
  // "Arc.Panels.disarm/2": an Elixir or Erlang function's arity names nothing it does.
  // "postNotice(string,string)": nor do the types of its parameters; nor ".service" a systemd unit's type, nor ".vi" a program's.
  const head = (forApi?.[1] ?? text).replace(ARITY, '').replace(PARAMETER_TYPES, '').replace(UNIT_TYPE, '').replace(PROGRAM_FILE, '');
  // "gov.iprd.register.RegisterQuery#find": a Java method after its class, as "::" is after a Rust or C++ type.
  const split = head.split(/\.|\/|::?|__+|#/).filter((s) => s.length > 0);
  // "scheduleTestDrive:forCustomer:atTime:": an Objective-C selector is its method, then the labels of its arguments.
  // "ROOM:WATer", "ORDer:DISPatch": an instrument command's mnemonics, each one word whatever part of it is in capitals.
  const segments = SELECTOR.test(head) ? [...split.slice(1), split[0]!] : SCPI.test(head) ? split.map((s) => s.toLowerCase()) : split;
  const context = forApi === undefined || forApi === null ? [] : words(forApi[2]!);
  if (segments.length === 0) return { operation: [], context };
  // A name in another language (`betala_faktura`, `installningar_visa`) is read in the English its words gloss as (name-glosses.ts).
  const read = glossNameSegments(segments.map((segment) => words(segment).map(writtenOut)));
  let operation = read[read.length - 1]!;
  // "SendSmsCommand", "GetInboxQuery", "IssueLoanRequest": the type a pattern names its messages by says nothing they do.
  if (operation.length >= 3 && PATTERN_TYPES.has(operation[operation.length - 1]!)) operation = operation.slice(0, -1);
  let rest = read.slice(0, -1);
  let dispatch: string | undefined;
  if (rest.length > 0 && operation.length > 0 && operation.every((w) => DISPATCH.has(w))) {
    dispatch = operation[0];
    operation = rest[rest.length - 1]!;
    rest = rest.slice(0, -1);
  }
  return { operation, context: [...rest.flat(), ...context], ...(dispatch === undefined ? {} : { dispatch }) };
}

/** Candidate base forms of an English word: itself, and without -ing / -ed / -es / -s (restoring a dropped -e, a doubled consonant, -ies → -y). */
export function baseForms(w: string): string[] {
  const out = [w];
  if (w.length > 4 && w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.length > 4 && w.endsWith('ied')) out.push(`${w.slice(0, -3)}y`);
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (!w.endsWith(suffix) || w.length <= suffix.length + 2) continue;
    const stem = w.slice(0, -suffix.length);
    out.push(stem, `${stem}e`);
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) out.push(stem.slice(0, -1));
  }
  return out;
}

/** Inflection of a word as written: base (imperative), third person (-s), gerund (-ing), participle (-ed). */
export type Inflection = 'base' | 's' | 'ing' | 'ed';

export function inflectionOf(w: string, base: string): Inflection {
  if (w === base) return 'base';
  if (w.endsWith('ing')) return 'ing';
  if (w.endsWith('ed')) return 'ed';
  return 's';
}

/** The words of a name; one in a script the splitter drops (`доступ`, `почта`) by its letters. */
export function scriptWords(name: string): string[] {
  const split = words(name);
  return split.length > 0 ? split : (name.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
}
