/**
 * Compilation: an intent frame intersected with the deployer's policy becomes token claims —
 * scope, argument constraints, ceilings and expiry — each with the words or the policy line that
 * produced it. Whatever the frame says, the result stays within the policy: scope within the trust
 * level, never a never-delegated class, ceilings and lifetime at most the policy's. A frame that
 * understood nothing (empty, unreadable, over-long or adversarial intent) compiles to the policy's
 * baseline reads only.
 */
import type { ToolCatalog } from '../../action/catalog.ts';
import type { ActionClass, ArgumentRole } from '../../action/types.ts';
import type { Ceilings, RoleConstraints, ValueConstraint } from '../claims.ts';
import type { CapabilityGraph } from '../graph.ts';
import { MAX_REQUESTS, type IntentFrame } from './frame.ts';
import { type DeployerPolicy, policyEvidence, resolveTrust } from './policy.ts';
import { approvedAmount, approvedClasses, codeBound } from './approval.ts';
import { type CompilerOptions, type RoleRequirement, roleRequirements } from './requirements.ts';
import { CLASS } from '../../action/classes.ts';
import { UsageError } from '../../errors.ts';
import { hostOf } from '../values.ts';
import { BESIDES } from './besides.ts';
import { forbiddenClasses } from './ruled-out.ts';
import { boundExcept } from './except-names.ts';
import { catalogReach } from './catalog-reach.ts';
import { detailsGiven, foreignWebReading, freeBound, paymentNamed, sentenceRequests, unheldRequests, type WebRequest, webRequests } from './web.ts';

export interface Explanation {
  readonly claim: string;
  readonly source: 'intent' | 'policy' | 'default';
  readonly evidence: string;
}

export interface CompiledClaims {
  scope: ActionClass[];
  constraints: Record<string, RoleConstraints>;
  ceilings: Ceilings;
  ttlSeconds: number;
  intent: string;
  /** The policy's always-escalate classes among those granted: the token makes the fence escalate every call of them. */
  escalate: ActionClass[];
}

export interface CompiledCapability {
  /** Spread into `mintToken` options. */
  readonly claims: CompiledClaims;
  readonly frame: IntentFrame;
  readonly explanations: readonly Explanation[];
  /** Granted classes the policy says always escalate to a verifier. */
  readonly escalate: readonly ActionClass[];
  /** Where each sensitive argument of each granted class may come from (recorded for provenance checks). */
  readonly requirements: readonly RoleRequirement[];
  /** The trust level compiled for. */
  readonly trust: string;
  /** When it was compiled (seconds since the epoch). */
  readonly compiledAt: number;
}

export interface CompileContext {
  readonly catalog: ToolCatalog;
  readonly policy: DeployerPolicy;
  readonly graph: CapabilityGraph;
  /** A trust level of the policy; the policy's default when omitted. */
  readonly trust?: string;
  /** Seconds since the epoch, recorded in the result; the clock when omitted. */
  readonly now?: number;
  /** Compiler choices (see {@link CompilerOptions}); the documented defaults when omitted. */
  readonly options?: CompilerOptions;
  /**
   * A browsing deployment: the page the agent starts on. Its host is one of the task's sites:
   * reading and navigating them is part of every task (web-fetch, bounded to the sites and the
   * hosts the intent names), and the catalog's generic tools (clicks, typing) can take any effect,
   * so requested classes are not filtered by the catalog's tool classes.
   */
  readonly startUrl?: string;
  /** More hosts of a browsing deployment (`--allow-domain`): as {@link startUrl}'s. Subdomains included. */
  readonly allowDomains?: readonly string[];
  /**
   * The directory relative paths in the intent are meant from ("summarise ./notes"): a command's
   * working directory. They are bound as absolute paths under it, as a gateway compares real paths.
   * Without it a relative path stays as written (it then matches only arguments spelled the same).
   */
  readonly baseDir?: string;
}

/** Longest intent carried in a token (the claims parser's limit). */
const MAX_INTENT_CLAIM = 16 * 1024;

export function compileFrame(frame: IntentFrame, ctx: CompileContext): CompiledCapability {
  const { policy, graph } = ctx;
  const trust = resolveTrust(policy, ctx.trust);
  const explanations: Explanation[] = [];
  const explain = (claim: string, source: Explanation['source'], evidence: string): void => {
    explanations.push({ claim, source, evidence });
  };
  const never = new Set(policy.neverDelegate);
  const bound = new Set([...graph.expand(policy.trust[trust]!.scope.filter((c) => graph.has(c)))].filter((c) => !never.has(c)));
  const sites = deploymentSites(ctx);
  const inCatalog = catalogReach(ctx.catalog, sites);

  // 1 what is asked for
  const asked = new Map<ActionClass, { source: Explanation['source']; evidence: string }>();
  const ask = (cls: ActionClass, source: Explanation['source'], evidence: string): void => {
    if (!asked.has(cls) && graph.has(cls)) asked.set(cls, { source, evidence });
  };
  for (const cls of policy.baseline) ask(cls, 'policy', policyEvidence(policy, 'baseline'));
  // Looking at the deployment's own sites is part of every browsing task.
  if (sites.length > 0) ask(CLASS.webFetch, 'policy', `the deployment's sites: ${sites.join(', ')}`);
  const narrow = narrowReason(frame, policy);
  const delegatedOnly = new Set<ActionClass>();
  // On a browsing deployment a request is a control to press; requests in other languages are read
  // with lexicon-web.ts. Classes asked for only this way bind only values the intent names.
  const browsing = sites.length > 0 || ctx.catalog.entries.some((e) => e.generic?.kind === 'browser');
  const readable = !frame.truncated && frame.adversarial === undefined && frame.text.trim().length > 0;
  const foreign = browsing && readable ? foreignWebReading(frame) : { asks: [], refuses: [], unnegated: [] };
  const requestedOnly = new Set<ActionClass>();
  const free = new Set<ActionClass>();
  const askRequest = (request: WebRequest): void => {
    if (request.free === true && !asked.has(request.cls)) free.add(request.cls);
    else if (request.free !== true) free.delete(request.cls);
    // Looking adds no site: pages are fetched only where the deployment or a named address already allows.
    if (request.cls === CLASS.webFetch && !asked.has(request.cls)) return;
    if (!asked.has(request.cls)) requestedOnly.add(request.cls);
    ask(request.cls, 'intent', request.evidence);
  };
  if (narrow !== undefined) {
    explain('scope narrowed to the baseline', 'default', narrow);
    // Words it cannot read (another language, a bare noun phrase) still name the site to look at:
    // reading it is granted, on that site only. An adversarial or over-long intent gets nothing more.
    const url = frame.understood || frame.truncated || frame.adversarial !== undefined ? undefined : frame.entities.find((e) => e.kind === 'url');
    if (url !== undefined) ask(CLASS.webFetch, 'intent', `web address named: ${url.text}`);
    // What it reads of another language's request forms, when nothing else was understood.
    if (!frame.understood && readable) for (const request of foreign.asks) askRequest(request);
    // And a browsing task's whole-sentence requests ("stop the campaign messages"), read as its controls.
    const unread = !frame.understood && readable && browsing;
    const sentences = unread ? sentenceRequests(frame) : [];
    for (const request of [...sentences, ...(unread && sentences.length === 0 ? detailsGiven(frame, foreign.asks) : [])]) askRequest(request);
  } else {
    // On a browsing deployment, an English word in a task in another language is no request of it, and a
    // whole-sentence reading of a preference switched or a value saved supersedes its verbs' own classes (web.ts).
    const borrowed = browsing ? unheldRequests(frame) : new Set();
    for (const op of frame.operations) for (const cls of borrowed.has(op) ? [] : op.classes) ask(cls, 'intent', `"${op.evidence}"`);
    // A web address in the intent is something to read ("the article at www.x.com"): fetching it is
    // granted, and only it (the URL requirement below keeps web-fetch on the named domains).
    const url = frame.entities.find((e) => e.kind === 'url');
    if (url !== undefined) ask(CLASS.webFetch, 'intent', `web address named: ${url.text}`);
    if (browsing) for (const request of [...webRequests(frame), ...foreign.asks]) askRequest(request);
    if (frame.delegation !== undefined) {
      for (const cls of policy.delegation.scope) {
        if (!asked.has(cls)) delegatedOnly.add(cls);
        ask(cls, 'policy', `intent delegates its agenda ("${frame.delegation}"); ${policyEvidence(policy, 'delegation.scope')}`);
      }
    }
  }

  // Words of another language that ask nothing the compiler reads, with a phone or an address for the site, or an amount
  // and a way to pay it: a booking there, or that payment (web-sentences.ts).
  if (browsing && readable && (frame.unread || !frame.understood) && ![...asked.keys()].some((cls) => cls !== CLASS.read && cls !== CLASS.webFetch))
    for (const request of [...detailsGiven(frame, []), ...paymentNamed(frame)]) askRequest(request);
  // 2 what the intent itself rules out
  const refused = new Map<ActionClass, Explanation>();
  if (narrow === undefined) {
    const positive = new Set(frame.operations.flatMap((op) => op.classes));
    for (const [cls, evidence] of forbiddenClasses(frame, (c) => asked.get(c)?.source === 'intent')) {
      // "幫我約師傅 …，唔好買開光羅盤": a booking asked for by another word, read in its own language, keeps its class beside the
      // purchase it rules out, as an English one of another verb does (ruled-out.ts); the web reading has weighed that language's
      // own negations. Only an order: a refusal to send, publish or share ("no lo publiques") stands whatever else is asked.
      if (cls === CLASS.orderManage && foreign.unnegated.some((r) => r.cls === cls && !evidence.includes(r.word))) continue;
      refused.set(cls, { claim: `not granted: ${cls}`, source: 'intent', evidence });
    }
    for (const r of foreign.refuses) refused.set(r.cls, { claim: `not granted: ${r.cls}`, source: 'intent', evidence: r.evidence });
    if (frame.readOnly !== undefined) {
      // "only read", "don't change anything": every change the intent does not itself ask for is refused.
      const besides = BESIDES.test(frame.readOnly.evidence);
      for (const [cls, why] of asked)
        if (graph.info(cls).sideEffect && !positive.has(cls) && !(besides && why.source === 'intent'))
          refused.set(cls, { claim: `not granted: ${cls}`, source: 'intent', evidence: `"${frame.readOnly.evidence}"` });
    }
  }

  // 3 what the policy allows (and, with approval, what the user asked for beyond it)
  const approval = narrow === undefined ? approvedClasses(frame, policy, bound, graph) : undefined;
  const granted: ActionClass[] = [];
  for (const [cls, why] of asked) {
    const refusal = refused.get(cls);
    if (refusal !== undefined) {
      explanations.push(refusal);
      continue;
    }
    const approved = approval?.asked.has(cls) === true && why.source === 'intent';
    if (never.has(cls)) explain(`not granted: ${cls}`, 'policy', `never delegated (${policyEvidence(policy, 'neverDelegate')})`);
    else if (!bound.has(cls) && !approved)
      explain(`not granted: ${cls}`, 'policy', `beyond trust level "${trust}" (${policyEvidence(policy, `trust.levels.${trust}`)})`);
    else if (!inCatalog(cls)) explain(`not granted: ${cls}`, 'default', 'no tool of the catalog belongs to this class');
    else {
      granted.push(cls);
      if (approved)
        explain(`scope: ${cls} (with approval: every call escalates)`, 'intent', `${why.evidence}; ${policyEvidence(policy, 'approval')}`);
      else explain(`scope: ${cls}`, why.source, why.evidence);
    }
  }
  const scope = minimalScope(granted, graph);
  for (const cls of granted)
    if (!scope.includes(cls))
      explain(`scope: ${cls} (implied)`, 'default', `implied by ${scope.filter((s) => graph.grants(s).has(cls)).join(', ')} in the capability graph`);

  // 4 argument constraints from provenance requirements
  const grantedAll = [...graph.expand(scope)];
  const requirements = roleRequirements(grantedAll, (cls) => graph.info(cls).sideEffect, {
    frame,
    catalog: ctx.catalog,
    delegated: (cls) => delegatedOnly.has(cls),
    requested: (cls) => requestedOnly.has(cls),
    delegatedDestinations: policy.delegation.destinations,
    options: ctx.options ?? {},
    hosts: sites,
    ...(ctx.baseDir === undefined ? {} : { baseDir: ctx.baseDir }),
  });
  const constraints: Record<string, RoleConstraints> = {};
  for (const req of requirements) {
    const bound = constraintFor(req);
    const label = `${req.actionClass}.${req.role}`;
    if (bound === undefined) continue;
    const roles = (constraints[req.actionClass] ??= {}) as Partial<Record<ArgumentRole, ValueConstraint>>;
    roles[req.role] = bound;
    explain(`${label}: ${describe(bound)}`, req.requirement === 'none' ? 'default' : 'intent', req.evidence);
  }

  for (const cls of free) {
    const bound = grantedAll.includes(cls) ? freeBound(constraints[cls]) : undefined;
    if (bound === undefined) continue;
    constraints[cls] = { ...constraints[cls], amount: bound };
    explain(`${cls}.amount: at most 0`, 'intent', 'asked for only as a step that pays nothing (a sign-up)');
  }

  // Code may run only the programs the policy lists (and those the intent names).
  const code = codeBound(frame, policy, new Set(grantedAll));
  if (code !== undefined) {
    (constraints[CLASS.codeExecute] ??= {}) as Partial<Record<ArgumentRole, ValueConstraint>>;
    (constraints[CLASS.codeExecute] as Partial<Record<ArgumentRole, ValueConstraint>>).text = code;
    explain(`${CLASS.codeExecute}.text: runs only ${code.programs!.join(', ')}`, 'policy', policyEvidence(policy, 'code'));
  }

  // People and organisations the intent rules out ("not the Hartleys"): no destination the reads give for them.
  const except = boundExcept(frame.said, grantedAll, graph, constraints);
  if (except.length > 0)
    explain(`recipients and accounts: not those the reads give for ${except.join(', ')}`, 'intent', `ruled out: ${except.join(', ')}`);

  // 5 ceilings and expiry
  const ceilings = compileCeilings(requirements, policy, explain, frame);
  const ttlSeconds = policy.expiry.ttlSeconds;
  explain(`expires after ${ttlSeconds} s`, 'policy', policyEvidence(policy, 'expiry.ttlSeconds'));
  const escalate = [
    ...new Set([
      ...policy.alwaysEscalate.filter((cls) => grantedAll.includes(cls)),
      ...(approval?.escalate(granted) ?? []),
      ...(ceilings.approved ? requirements.filter((r) => r.role === 'amount' && r.requirement === 'intent').map((r) => r.actionClass) : []),
    ]),
  ].filter((cls) => grantedAll.includes(cls));
  for (const cls of escalate)
    explain(
      `escalate: ${cls}`,
      'policy',
      policy.alwaysEscalate.includes(cls)
        ? policyEvidence(policy, 'alwaysEscalate')
        : `granted with approval (${policyEvidence(policy, 'approval')})`,
    );

  return {
    // A token's intent claim cannot be empty: an empty intent is carried as one space (nothing to read).
    claims: {
      scope,
      constraints,
      ceilings: ceilings.ceilings,
      ttlSeconds,
      intent: frame.said.length === 0 ? ' ' : frame.said.slice(0, MAX_INTENT_CLAIM),
      escalate: [...escalate],
    },
    frame,
    explanations,
    escalate,
    requirements,
    trust,
    compiledAt: ctx.now ?? Math.floor(Date.now() / 1000),
  };
}

/** Hosts of a browsing deployment: the start URL's and the allowed domains, lower case. Throws UsageError for a malformed one. */
function deploymentSites(ctx: CompileContext): string[] {
  const out = new Set<string>();
  const add = (value: string, what: string): void => {
    const host = typeof value === 'string' ? hostOf(value) : undefined;
    if (host === undefined || !/^[a-z0-9.-]{1,253}$/.test(host) || host.startsWith('.') || (!host.includes('.') && host !== 'localhost'))
      throw new UsageError('ERR_INVALID_ARGUMENT', `${what} must be a web address or a host name`);
    out.add(host.replace(/^www\./, ''));
  };
  if (ctx.startUrl !== undefined) add(ctx.startUrl, 'startUrl');
  for (const d of ctx.allowDomains ?? []) add(d, 'allowDomains[]');
  return [...out];
}

/** Why the frame compiles to the baseline only, or undefined when it is usable. */
function narrowReason(frame: IntentFrame, policy: DeployerPolicy): string | undefined {
  if (frame.truncated && frame.over === 'requests') return `the intent asks for more than ${MAX_REQUESTS} things at once`;
  if (frame.truncated) return `intent longer than ${policy.maxIntentChars} characters (${policyEvidence(policy, 'intent.maxChars')})`;
  if (frame.text.trim().length === 0) return 'empty intent';
  if (frame.adversarial !== undefined) return `the intent asks for authority rather than a task ("${frame.adversarial}")`;
  if (!frame.understood) return 'no request recognised in the intent';
  return undefined;
}

/** Drop classes another granted class already implies: the token grants the same, stated once. */
function minimalScope(granted: readonly ActionClass[], graph: CapabilityGraph): ActionClass[] {
  return granted.filter((cls) => !granted.some((other) => other !== cls && graph.grants(other).has(cls) && !graph.grants(cls).has(other)));
}

/**
 * The token's bound for a requirement: values the intent names (an exact list also says where its
 * values come from: the intent), nothing at all, or — for values a read must supply — only where
 * they may come from, which the fence checks against what the task has observed.
 */
function constraintFor(req: RoleRequirement): ValueConstraint | undefined {
  if (req.requirement === 'free') return undefined;
  if (req.requirement === 'read') return { from: 'read' };
  if (req.requirement === 'none') {
    if (req.role === 'url') return { domains: [] };
    if (req.role === 'path') return { prefixes: [] };
    if (req.role === 'amount') return { max: 0 };
    return { oneOf: [] };
  }
  switch (req.role) {
    case 'amount':
      return { max: Math.max(...req.values.filter((v): v is number => typeof v === 'number')) };
    case 'url':
      return { domains: [...new Set(req.values.map((v) => String(v).replace(/^www\./, '')))] };
    case 'path':
      return { prefixes: req.values.map(String) };
    default:
      return { oneOf: [...req.values], from: 'intent' };
  }
}

function describe(bound: ValueConstraint): string {
  if (Object.keys(bound).length === 1 && bound.from !== undefined) return `may come from ${bound.from === 'read' ? 'a read' : bound.from}`;
  if (bound.oneOf !== undefined) return bound.oneOf.length === 0 ? 'no value allowed' : `one of ${bound.oneOf.length} value(s) named in the intent`;
  if (bound.max !== undefined) return `at most ${bound.max}`;
  if (bound.domains !== undefined) return bound.domains.length === 0 ? 'no domain allowed' : `on ${bound.domains.join(', ')}`;
  if (bound.prefixes !== undefined) return bound.prefixes.length === 0 ? 'no path allowed' : `under ${bound.prefixes.join(', ')}`;
  return 'bounded';
}

function compileCeilings(
  requirements: readonly RoleRequirement[],
  policy: DeployerPolicy,
  explain: (claim: string, source: Explanation['source'], evidence: string) => void,
  frame: IntentFrame,
): { ceilings: Ceilings; approved: boolean } {
  const out: { calls?: number; amount?: number; bytes?: number } = {};
  const where = policyEvidence(policy, 'ceilings');
  if (policy.ceilings.calls !== undefined) {
    out.calls = policy.ceilings.calls;
    explain(`at most ${out.calls} calls`, 'policy', where);
  }
  if (policy.ceilings.bytes !== undefined) {
    out.bytes = policy.ceilings.bytes;
    explain(`at most ${out.bytes} bytes of arguments`, 'policy', where);
  }
  const named = requirements.filter((r) => r.role === 'amount' && r.requirement === 'intent');
  // "At most 500 EUR each", "up to 50 per invoice": a bound on every payment, not on their total.
  const perItem = frame.entities.some((e) => e.kind === 'amount' && PER_ITEM.test(frame.text.slice(e.end, e.end + 32)));
  // The largest total any one class may move (the classes share one budget; their named amounts overlap).
  const total = named.length === 0 || perItem ? undefined : Math.max(...named.map((r) => sumOf(r.values)));
  const approved = approvedAmount(total, policy);
  if (total !== undefined && (policy.ceilings.amount === undefined || total < policy.ceilings.amount)) {
    out.amount = total;
    explain(`total amount at most ${total}`, 'intent', named.find((r) => sumOf(r.values) === total)!.evidence);
  } else if (approved !== undefined) {
    // "wire 8,000 EUR": more than the policy lets a token move alone, within what it allows with approval.
    out.amount = approved;
    explain(
      `total amount at most ${approved} (with approval: the payments escalate)`,
      'intent',
      `${named[0]!.evidence}; ${policyEvidence(policy, 'approval')}`,
    );
  } else if (policy.ceilings.amount !== undefined) {
    out.amount = policy.ceilings.amount;
    explain(`total amount at most ${out.amount}`, 'policy', where);
  }
  return { ceilings: out, approved: approved !== undefined };
}

const PER_ITEM = /^\s*(?:each|apiece|a piece|per\s+(?:payment|invoice|transfer|transaction|item|order|bill|call|purchase|booking))\b/i;

function sumOf(values: readonly (string | number)[]): number {
  let sum = 0;
  for (const v of values) if (typeof v === 'number') sum += v;
  return Math.round(sum * 100) / 100;
}
