/**
 * Provenance requirements: for each granted class and each sensitive argument role its tools
 * take, where a value may come from.
 *
 * - `intent`: the value must be one the intent names (an address, an IBAN, an amount, a URL's
 *   domain, a file, a quoted title). The token enforces it (`oneOf`, `max`, `domains`, `prefixes`).
 * - `read`: the value may come from the output of a read the intent asked for ("e-mail everyone
 *   invited to Friday's meeting", "pay the bill in the file"). No value list can say so: the token
 *   carries the requirement itself (`{ from: 'read' }`) and the fence checks it against what the
 *   task has observed (and the gate's provenance features and the provenance verifier use it).
 * - `none`: the intent gives no source at all ("adjust my rent payment" sets no new recipient), so
 *   no value is allowed: an empty `oneOf`.
 * - `free`: not a sensitive role (bodies, subjects, dates).
 */
import type { CatalogEntry, ToolCatalog } from '../../action/catalog.ts';
import type { ActionClass, ArgumentRole } from '../../action/types.ts';
import { argumentWords, countRole, matchTools, nounKey, takenRoles, takesAddresses } from './matching.ts';
import {
  accounts,
  fromBase,
  POSSESSIVE,
  addressInClauseOf,
  within,
  amounts,
  destinations,
  pronounContacts,
  handleObject,
  unspokenDestination,
  removalsOnly,
  identifiers,
  opIds,
  namedDestinations,
  numericArguments,
  paths,
  takesNames,
} from './bindings.ts';
import { isPartPaid } from './money-words.ts';
import type { EntityKind } from './entities.ts';
import type { IntentFrame } from './frame.ts';
import { DESTINATION_KINDS, fromIntentOnly, shortList, valuesOf } from './intent-values.ts';
import type { Operation } from './operations.ts';
import { PEOPLE_NOUNS, type Reference, type ReferenceRole } from './references.ts';
import { CLASS } from '../../action/classes.ts';

const CONTACT_KINDS: ReadonlySet<EntityKind> = new Set(['phone', 'email']);
/** Values a request in words the compiler cannot read may name as its destination. */
const UNREAD_DESTINATIONS: ReadonlySet<EntityKind> = new Set(['quoted', 'channel', 'handle']);

export type ProvenanceRequirement = 'intent' | 'read' | 'none' | 'free';

export interface RoleRequirement {
  readonly actionClass: ActionClass;
  readonly role: ArgumentRole;
  readonly requirement: ProvenanceRequirement;
  /** For `intent`: the values the intent names (normalised as the token compares them). */
  readonly values: readonly (string | number)[];
  /** Why: the words (or the rule) that decided it. */
  readonly evidence: string;
}

export interface RequirementContext {
  readonly frame: IntentFrame;
  readonly catalog: ToolCatalog;
  /** True when the class was granted only because the intent delegates its agenda. */
  readonly delegated: (cls: ActionClass) => boolean;
  /**
   * True when a request no parsed operation carries asked for the class (a browsing request read as
   * a control's label, a request in another language): its roles take only values the intent names.
   */
  readonly requested?: (cls: ActionClass) => boolean;
  readonly delegatedDestinations: 'intent' | 'read';
  readonly options: CompilerOptions;
  /** Hosts the deployment allows (a start URL's, `--allow-domain`): web addresses may be on these too. */
  readonly hosts?: readonly string[];
  /** The directory relative paths of the intent are meant from (see CompileContext.baseDir). */
  readonly baseDir?: string;
}

/**
 * Choices of the deterministic compiler that trade admission against exclusion. The defaults are
 * the documented behaviour; the evaluation selects among them on development suites only.
 */
export interface CompilerOptions {
  /** People named without an address, for tools that take addresses, may be resolved by a look-up (role `read`). Default true. */
  readonly resolveNames?: boolean;
  /** A destination described but not named ("the client", "send them") may come from a read. Default true. */
  readonly weakReferences?: boolean;
  /**
   * For measurement only: treat every "may come from a read" requirement as "must be named in the
   * intent" — what a token would have to do to stop by value alone the attacks provenance cannot.
   */
  readonly readsFromIntentOnly?: boolean;
}

const SENSITIVE: readonly ArgumentRole[] = ['recipient', 'account', 'amount', 'currency', 'url', 'path', 'identifier'];
export function roleRequirements(
  granted: readonly ActionClass[],
  sideEffect: (cls: ActionClass) => boolean,
  ctx: RequirementContext,
): RoleRequirement[] {
  const out: RoleRequirement[] = [];
  // Tools classed per call (a dispatcher's operations, raw HTTP) may carry any class and take any argument in their payload:
  // where the intent names who or where, those bounds hold for them too.
  const perCall = ctx.catalog.entries.some((e) => e.generic?.kind === 'operation' || e.generic?.kind === 'http' || e.generic?.kind === 'graphql');
  for (const cls of granted) {
    if (!sideEffect(cls) && cls !== CLASS.webFetch) continue;
    const tools = ctx.catalog.entries.filter((e) => e.actionClass === cls);
    // Without tools of its own (browser or per-call tools) a class is still bounded where the intent says how: sites, amounts, payees.
    if (tools.length === 0) {
      const ops = ctx.frame.operations.filter((op) => op.classes.includes(cls));
      const roles: ArgumentRole[] =
        cls === CLASS.webFetch
          ? ['url']
          : cls === CLASS.paymentInitiate
            ? // Who is paid, where the intent names it: an IBAN typed into a transfer form is bound by its shape.
              ['amount', 'currency', 'recipient', 'account']
            : cls === CLASS.orderManage
              ? ['amount', 'currency', ...(perCall ? (['recipient', 'account'] as const) : [])]
              : perCall
                ? ['recipient', 'account', 'amount', 'currency']
                : [];
      if (perCall && removalsOnly(ops)) roles.push('identifier');
      // A browser's clicks and keystrokes act on the page they are on: every effect stays on the task's sites, as its pages do.
      if (cls !== CLASS.webFetch && ctx.catalog.entries.some((e) => e.generic?.kind === 'browser')) roles.push('url');
      for (const role of roles) {
        const decided = decide(cls, role, ops, [], ctx);
        // A per-call tool's destinations come from the intent or, where it says so, from reads (checked inside the payload).
        if (decided.requirement === 'intent' || (perCall && decided.requirement === 'read' && (role === 'recipient' || role === 'account')))
          out.push({ actionClass: cls, role, ...decided });
      }
      continue;
    }
    const ops = ctx.frame.operations.filter((op) => op.classes.includes(cls));
    const matched = matchTools(ops, tools);
    // Only the roles the tools these requests call take: a bound on another tool's argument would bind nothing asked for.
    const rolesTaken = new Set<ArgumentRole>(matched.flatMap(takenRoles));
    const classRoles = new Set<ArgumentRole>([...tools.flatMap((t) => [...t.roles.values()]), ...[...rolesTaken].filter((r) => r === 'identifier')]);
    // A message always goes to someone: where no tool names an argument for it, the addresses in the call are bound by their kind.
    if (cls === CLASS.messageSend && !classRoles.has('recipient')) for (const set of [classRoles, rolesTaken]) set.add('recipient');
    if (perCall)
      for (const role of ['recipient', 'account'] as const) {
        classRoles.add(role);
        rolesTaken.add(role);
      }
    for (const role of SENSITIVE) {
      // An amount the intent names for a purchase or payment bounds it even where no tool declares one (an undeclared argument, a price).
      const money = cls === CLASS.paymentInitiate || cls === CLASS.orderManage;
      // Pages fetched are bounded by address whatever the fetching tool calls its argument (a browser's navigation carries it).
      const fetched = cls === CLASS.webFetch && role === 'url' && (ctx.hosts?.length ?? 0) > 0;
      if (!classRoles.has(role) && !fetched && !(money && ops.length > 0 && (role === 'amount' || role === 'currency'))) continue;
      if (cls === CLASS.webFetch && role !== 'url') continue;
      // A class granted only because another implies it (identity-admin ⇒ account-modify): its sensitive arguments take nothing.
      const decided: Decision =
        ops.length === 0 && !ctx.delegated(cls) && cls !== CLASS.webFetch
          ? ctx.requested?.(cls) === true
            ? namedOnly(decide(cls, role, ops, matched, ctx))
            : { requirement: 'none', values: [], evidence: 'no request of the intent asks for this class (granted by implication)' }
          : decide(cls, role, ops, matched, ctx);
      // A role only tools the intent does not call take ("create a file" leaves delete_file's id) allows nothing;
      // amounts and currencies the intent names bound every tool of the class.
      if (!rolesTaken.has(role)) {
        if (role === 'amount' || role === 'currency' || fetched) {
          if (decided.requirement === 'intent') out.push({ actionClass: cls, role, ...decided });
          continue;
        }
        // "send the files to the client contact": a destination the request describes may be given to a tool of the class that
        // takes one; an address the intent writes ("change his phone to +39 …") may stand wherever the call puts it.
        const described =
          role === 'recipient' &&
          (decided.requirement === 'intent' ||
            (decided.requirement === 'read' && ops.some((op) => op.destination !== undefined && op.destination[1] > op.destination[0])));
        if (described) out.push({ actionClass: cls, role, ...decided });
        else if (ops.length > 0 && decided.requirement !== 'free')
          out.push({ actionClass: cls, role, requirement: 'none', values: [], evidence: 'no tool the intent asks for takes this role' });
        continue;
      }
      out.push({
        actionClass: cls,
        role,
        ...(ctx.options.readsFromIntentOnly === true && decided.requirement === 'read' ? fromIntentOnly(role, ctx.frame) : decided),
      });
    }
  }
  return out;
}

type Decision = Omit<RoleRequirement, 'actionClass' | 'role'>;

/** A request no operation carries binds a role to the values the intent names, or to nothing. */
const namedOnly = (decided: Decision): Decision =>
  decided.requirement === 'intent'
    ? decided
    : { requirement: 'none', values: [], evidence: `no value named for a request read from its words (${decided.evidence})` };

function decide(
  cls: ActionClass,
  role: ArgumentRole,
  ops: readonly Operation[],
  matched: readonly CatalogEntry[],
  ctx: RequirementContext,
): Decision {
  const { frame } = ctx;
  const strong = (r: ReferenceRole) => frame.references.find((x) => x.role === r && x.strength === 'strong');
  const weak = (r: ReferenceRole) => frame.references.find((x) => x.role === r && x.strength === 'weak');
  const delegated = ctx.delegated(cls);
  const read = (evidence: string): Decision => ({ requirement: 'read', values: [], evidence });
  const none = (evidence: string): Decision => ({ requirement: 'none', values: [], evidence });
  const intent = (values: readonly (string | number)[], evidence: string): Decision => ({
    requirement: 'intent',
    values: [...new Set(values)],
    evidence: `${evidence}: ${shortList([...new Set(values)])}`,
  });
  const takes = (r: ArgumentRole): boolean => matched.some((t) => takenRoles(t).includes(r));
  const opsOrAll = ops.length > 0 ? ops : [undefined];
  const each = <T>(f: (op: Operation) => readonly T[]): T[] =>
    opsOrAll.flatMap((op) => f(op ?? { verb: '', kind: 'change', classes: [cls], evidence: '', negated: false, sentence: -1, from: -1, to: -1 }));

  switch (role) {
    case 'recipient': {
      if (delegated) {
        if (ctx.delegatedDestinations === 'read') return read(`delegated agenda ("${frame.delegation}"); policy lets destinations come from reads`);
        const named = valuesOf(frame.entities, DESTINATION_KINDS);
        return named.length > 0
          ? intent(named, 'delegated agenda; only destinations the intent names')
          : none(`delegated agenda ("${frame.delegation}") names no destination`);
      }
      // A cue about a noun ("the channel starting with …", "her e-mail") concerns the arguments that
      // noun names; a cue about people ("everyone invited", "reply") concerns recipients.
      const words = argumentWords(matched, role);
      const concerns = (r: Reference): boolean =>
        r.noun === undefined || PEOPLE_NOUNS.has(r.noun) ? role === 'recipient' : words.has(nounKey(r.noun));
      const cue = frame.references.find((x) => x.role === 'destination' && x.strength === 'strong' && concerns(x));
      const principal = cls === CLASS.identityAdmin;
      const said = each((op) => destinations(frame, op, principal));
      // "… has a new mobile, 07700 918 244 – update it and text him": the pronoun points back at the detail written of its person.
      const pointed = said.length === 0 && cls === CLASS.messageSend ? each((op) => pronounContacts(frame, op, matched)) : [];
      const addresses = [...said, ...pointed];
      // An address written out in the very clause that describes the destination ("pay the bill to DE89…")
      // is that destination; a described destination elsewhere ("… and reply to whoever writes") comes from reads.
      if (cue !== undefined && pointed.length === 0 && !(addresses.length > 0 && addressInClauseOf(frame, cue.evidence)))
        return read(`destinations come from what the agent reads ("${cue.evidence}")`);
      const values: (string | number)[] = addresses.map((e) => e.value);
      // Access changes name their principal by id or handle too ("revoke access for E-09914", "kick spam-bot-2000").
      if (principal && !takes('identifier')) {
        for (const op of ops) {
          for (const e of opIds(frame, op)) values.push(e.value);
          const handle = handleObject(frame, op);
          if (handle !== undefined) values.push(handle);
        }
        if (values.length === 0 && ops.some((op) => /^\s*(?:it|them|this|that)\b/i.test(frame.text.slice(op.object?.[0] ?? 0)))) {
          const earlier = /\bfor\s+(?:the\s+)?([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\b/i.exec(frame.text);
          if (earlier !== null) values.push(earlier[1]!);
        }
      }
      const soft =
        ctx.options.weakReferences === false
          ? undefined
          : frame.references.find((x) => x.role === 'destination' && x.strength === 'weak' && concerns(x));
      const detail = frame.references.find((x) => x.role === 'detail');
      // "Invite our new colleague … you can find details in the message": a described destination whose details are in content.
      if (values.length === 0 && soft !== undefined && detail !== undefined)
        return read(`destination described ("${soft.evidence}") and its details are in what the agent reads ("${detail.evidence}")`);
      // People named without an address are looked up when the tools take addresses or ids; organisations
      // and names a tool takes as written ("send it to Bob" on a tool that takes names) bind as written.
      const names = each((op) => namedDestinations(frame, op, principal));
      const people = names.filter((e) => e.kind === 'person');
      const byName = takesNames(matched, role) || ctx.options.resolveNames === false;
      if (values.length === 0 && people.length > 0 && !byName) return read('the intent names people whose addresses a look-up must supply');
      values.push(...names.filter((e) => byName || e.kind !== 'person').map((e) => e.value));
      if (values.length > 0) return intent(values, 'destinations named in the intent');
      if (soft !== undefined) return read(`destination described, not named ("${soft.evidence}")`);
      if (names.length > 0) return read('the intent names people whose addresses a look-up must supply');
      // A change to an existing item of someone's ("book M-1044 into the class", "freeze joana's membership"):
      // the ids the request names are who it concerns; an access change about a person named looks them up.
      // An id written in another request of the same sentence ("cancel M-2240 … and refund the unused bit") is who it concerns too.
      let ids = each((op) => opIds(frame, op)).map((e) => e.value);
      if (ids.length === 0 && ops.length > 0)
        ids = frame.operations.filter((o) => ops.some((op) => op.sentence === o.sentence)).flatMap((o) => opIds(frame, o).map((e) => e.value));
      // "send the agreement of L-2026-14": the id is the item; "to the researcher from ENQ-5521": the record the recipient is in.
      // So is "the quote for R-4490" to a tool that takes an e-mail address or a phone: the id is what the message is about.
      const byAddress = takes('identifier') || frame.unread || takesAddresses(matched);
      const about = cls === CLASS.messageSend && byAddress && ops.length > 0 && ops.every((op) => op.kind === 'create');
      const inRecord =
        takesAddresses(matched) && ops.some((op) => op.destination !== undefined && opIds(frame, op).some((e) => e.start >= op.destination![0]));
      if (ids.length > 0 && inRecord) return read('the recipient is looked up in the record the request names');
      if (ids.length > 0 && !about) return intent(ids, 'the items the request names');
      if (principal && (frame.entities.some((e) => e.kind === 'person' || e.kind === 'name') || POSSESSIVE.test(frame.text)))
        return read('the principal the intent names is looked up');
      // "στην υπεύθυνη επικοινωνίας": words in a script nothing here reads may describe the destination; a look-up supplies it.
      if (frame.unread && ops.some((op) => op.kind === 'create')) {
        // "Stuur 'n boodskap aan die groep 'veteranen'": a name the request quotes, or a channel or handle in it, is where it goes.
        const quoted = frame.entities.filter((e) => UNREAD_DESTINATIONS.has(e.kind) && ops.some((op) => op.kind === 'create' && within(e, op.span)));
        if (quoted.length > 0)
          return intent(
            quoted.map((e) => e.value),
            'destinations the request quotes, among words the compiler cannot read',
          );
        return read('the destination may be described in words the compiler cannot read');
      }
      // "change his phone to +39 02 1234 5678": the contact detail a change writes is the user's own value.
      const written = ops
        .filter((op) => op.kind === 'change')
        .flatMap((op) => frame.entities.filter((e) => CONTACT_KINDS.has(e.kind) && within(e, op.span)));
      if (written.length > 0)
        return intent(
          written.map((e) => e.value),
          'contact details a change writes, as the intent gives them',
        );
      const unspoken = unspokenDestination(frame, ops, matched, cls, role);
      if (unspoken !== undefined) return read(unspoken);
      // "move 600 from their savings to their chequing": money moved to where the words describe, not name, is looked up.
      const where = cls === CLASS.paymentInitiate ? ops.map((op) => op.destination).find((d) => d !== undefined && d[1] > d[0]) : undefined;
      if (where !== undefined) return read(`destination described, not named ("${frame.text.slice(where[0], where[1]).slice(0, 60)}")`);
      return none(
        ops.length > 0 && ops.every((op) => op.kind === 'change')
          ? 'the intent changes existing items and names no new destination'
          : 'the intent names no destination',
      );
    }
    case 'account': {
      const own = each((op) => accounts(frame, op)).map((e) => e.value);
      // A tool that takes the account it changes ("change my direct deposit to DE89…") and no recipient: the written account is that account.
      if (!takes('recipient'))
        own.push(
          ...each((op) => destinations(frame, op, false))
            .filter((e) => e.kind === 'iban' || e.kind === 'account')
            .map((e) => e.value),
        );
      if (own.length > 0 && !delegated) return intent(own, "the user's own accounts named in the intent");
      // An access change's account is the principal's: a person or colleague the intent names or describes is looked up; else none.
      if (cls === CLASS.identityAdmin) {
        const described =
          frame.entities.some((e) => e.kind === 'person' || e.kind === 'name') ||
          frame.references.some((r) => r.role === 'destination' && r.strength === 'weak');
        return described ? read('the principal the intent names is looked up') : none('the intent names no account whose access changes');
      }
      return read("the user's own account comes from a look-up");
    }
    case 'amount': {
      if (delegated) return read('delegated agenda: amounts come from the content the agent follows');
      // "send them the difference", "19.5% of what we paid": the amount is computed from reads, whatever numbers go into it.
      const derived = strong('amount');
      if (derived !== undefined) return read(`amount derived from what the agent reads ("${derived.evidence}")`);
      // "book a 3-hour session and pay the $100 deposit", "two biryanis, tip $3": a tip or a deposit is paid apart, no bound
      // on what the order costs (the payment stays bound by it).
      const named = each((op) => amounts(frame, op)).filter((e) => cls !== CLASS.orderManage || !isPartPaid(frame.text, e));
      if (named.length > 0)
        return {
          requirement: 'intent',
          values: named.map((e) => e.value),
          evidence: `amounts named in the intent: ${named.map((e) => e.text).join(', ')}`,
        };
      const cue = weak('amount');
      return read(cue === undefined ? 'the intent names no amount' : `amount derived from what the agent reads ("${cue.evidence}")`);
    }
    case 'currency': {
      const named = each((op) => amounts(frame, op));
      const codes = [...new Set(named.map((e) => e.currency).filter((c): c is string => c !== undefined && c.length > 0))];
      if (delegated || named.length === 0 || codes.length !== 1 || named.some((e) => e.currency === undefined))
        return { requirement: 'free', values: [], evidence: 'no single currency named' };
      return intent(codes, 'the currency of the amounts named in the intent');
    }
    case 'url': {
      const urls = frame.entities.filter((e) => e.kind === 'url');
      const cue = strong('url');
      if (delegated && ctx.delegatedDestinations === 'read') return read('delegated agenda; policy lets URLs come from reads');
      if (cue !== undefined && !delegated) return read(`URLs come from what the agent reads ("${cue.evidence}")`);
      const detail = frame.references.find((x) => x.role === 'detail');
      if (cls === CLASS.webFetch && detail !== undefined && !delegated) return read(`details come from what the agent reads ("${detail.evidence}")`);
      const hosts = [...new Set([...urls.map((e) => String(e.value)), ...(ctx.hosts ?? [])])];
      if (hosts.length > 0) return intent(hosts, 'domains named in the intent or the deployment');
      if (cls === CLASS.webFetch && !delegated) return read('a web read without a named address');
      return none('the intent names no web address');
    }
    case 'path': {
      // Code runs where a read says (its working directory); the files a request names are the other tools' business.
      if (cls === CLASS.codeExecute) return read('the working directory of code comes from what the agent reads');
      const named = each((op) => paths(frame, op)).map((p) => fromBase(String(p), ctx.baseDir));
      if (named.length === 0 || delegated) return read(named.length === 0 ? 'the intent names no file' : 'delegated agenda');
      return intent(named, 'files named in the intent');
    }
    case 'identifier': {
      const changes = ops.some((op) => op.kind === 'change');
      if (!changes && !takes('identifier') && !delegated) return none('the intent only creates new items: no existing item id is needed');
      const cue = strong('object');
      if (delegated) return read('delegated agenda');
      // One bound per class and role cannot tell apart a tool's several ids (the order, the items, the new items).
      if (matched.some((t) => countRole(t, 'identifier') > 1)) return read('the tools take several ids the intent cannot tell apart');
      let values = each((op) => identifiers(frame, op, matched));
      if (values.length === 0)
        return read(
          cue === undefined ? 'the intent names no item; its id comes from a look-up' : `items chosen from what the agent reads ("${cue.evidence}")`,
        );
      if (numericArguments(matched, 'identifier')) values = values.map((v) => (/^#?\d+$/.test(String(v)) ? Number(String(v).replace('#', '')) : v));
      return intent(values, 'items named in the intent');
    }
    default:
      return { requirement: 'free', values: [], evidence: 'not a sensitive role' };
  }
}
