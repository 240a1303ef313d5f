/**
 * A link the user did not give: an outgoing message (a call of class `message-send`) whose text
 * carries a web address on a host the intent neither names nor asks for. The words of a message
 * are free text, so no token constraint binds them; but a link in them is where a message turns
 * into fraud ("pay the balance at …", "donations via …") or a leak (data in a URL's query). A
 * record the agent read can carry such a link as a plain fact, with no instruction to the agent,
 * and the planner copies it: nothing else in the pipeline sees it.
 *
 * A host is the user's when the intent writes it (or a URL on it), when the token bounds some class
 * to it (a deployment's own sites), or when the intent asks for a link in words ("send her the
 * link", "mit dem Link", "la URL"): then which link is the verifier's to judge, not this rule's.
 * Otherwise the call goes to the verifier with `call.link-not-asked`; the data-flow verifier does
 * not vouch for it, so only a policy or a person can let it through.
 */
import type { ActionClass, ArgumentRole, Reason } from '../action/types.ts';
import { DESTINATION_ROLES } from '../action/roles.ts';
import { words } from '../action/infer.ts';
import { CLASS } from '../action/classes.ts';
import { type ArgumentValue, MalformedArguments } from '../capability/argument-values.ts';
import { extractEntities, extractUrls } from '../capability/compile/entities.ts';
import { hostOfText } from '../capability/compile/entity.ts';
import type { CapabilityClaims } from '../capability/claims.ts';
import { domainWithin } from '../capability/values.ts';

/** Words for a link, in the languages the compiler reads (whole words; a `*` entry is a prefix). */
// prettier-ignore
const LINK_WORDS: readonly string[] = [
  'link*', 'url*', 'hyperlink*', 'href', 'http*', 'www',
  'enlace*', 'lien', 'liens', 'collegament*', 'ligação', 'ligacao', 'hivatkoz*', 'odkaz*', 'poveznic*', 'povezav*', 'länk*', 'lenke*', 'linkki*', 'bağlant*', 'tautan', 'pautan', 'enllaç*',
  'ссылк*', 'посилан*', 'връзк*', 'σύνδεσμ*', 'リンク', 'url', '链接', '鏈接', '連結', '링크', 'लिंक', 'ลิงก์', 'ลิงค์', 'رابط*', 'لینک*', 'קישור*',
];
const EXACT = new Set(LINK_WORDS.filter((w) => !w.endsWith('*')));
const PREFIXES = LINK_WORDS.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));

/** Characters of one argument looked at for links (longer text is cut; the cut part is not vouched for). */
const MAX_TEXT = 64 * 1024;

/** The intent asks for a link in words, or writes an address itself. */
export function intentAsksForLink(intent: string): boolean {
  // A token's calls share its intent: the last answer is kept.
  if (intent === asked.intent) return asked.asks;
  let asks = false;
  for (const w of words(intent)) if (EXACT.has(w) || PREFIXES.some((p) => w.startsWith(p))) asks = true;
  // Scripts without spaces between words: a link word anywhere in the text.
  asks ||= /リンク|链接|鏈接|連結|링크|लिंक|ลิงก์|ลิงค์/.test(intent);
  asked = { intent, asks };
  return asks;
}

let asked = { intent: '', asks: false };

/** The hosts the user vouches for: written in the intent, or a domain the token bounds some class to. */
function userHosts(intent: string, claims: CapabilityClaims): string[] {
  const hosts = extractEntities(intent)
    .filter((e) => e.kind === 'url' || e.kind === 'email')
    .map((e) => String(e.value))
    .map((v) => v.slice(v.indexOf('@') + 1));
  for (const bounds of Object.values(claims.constraints ?? {}))
    for (const bound of Object.values(bounds ?? {})) if (bound?.domains !== undefined) hosts.push(...bound.domains);
  return hosts;
}

/**
 * Roles whose values are not this rule's: recipients and accounts (the token's destinations), and a
 * URL argument when the token bounds URLs for the class (its `domains` decide).
 */
const governed = (role: ArgumentRole, claims: CapabilityClaims, actionClass: ActionClass): boolean =>
  role === 'url' ? (claims.constraints?.[actionClass]?.url ?? claims.constraints?.['*']?.url) !== undefined : DESTINATION_ROLES.has(role);

/**
 * Written links the compiler's entity finder does not take for one: a bare host with a path on any
 * top-level domain (`pay-now.ly/x`), a defanged or odd scheme (`hxxps://`, `https:/`), a host
 * written with brackets or full stops of other scripts (`pay[.]evil.io`, `pay。evil。io/x`).
 */
/**
 * What every link `extractUrls` finds holds: a scheme's `://`, `www.`, or a dot before a top-level
 * domain's first letter (in its case-insensitive Unicode pattern, `ſ` and the Kelvin sign `K` stand
 * for s and k). A text without one (a sentence's closing period) is not read for links: the same
 * links on 743k texts of the corpus, the recorded runs and random ones.
 */
const MAYBE_URL = /:\/\/|www\.|\.[a-z\u017f\u212a]/i;

const WRITTEN_LINK =
  /\b[a-z][a-z0-9+.-]{1,9}:\/{1,3}[^\s/]+|(?<![\w@.-])[a-z0-9-]+(?:(?:\.|\[\.\]|\(\.\)|。|．)[a-z0-9-]+)*(?:\.|\[\.\]|\(\.\)|。|．)[a-z]{2,24}\/[^\s]*/giu;

/**
 * The reason a `message-send` call's text carries a link on a host the user did not give, or
 * undefined. `values` are the call's arguments as step 4 read them (argument-values.ts), not read
 * again. Malformed arguments are another step's refusal; nothing is said about them here.
 */
export function unaskedLink(
  values: readonly ArgumentValue[] | MalformedArguments,
  actionClass: ActionClass,
  claims: CapabilityClaims,
  intent: string | undefined,
): Reason | undefined {
  if (actionClass !== CLASS.messageSend || intent === undefined || intentAsksForLink(intent)) return undefined;
  if (values instanceof MalformedArguments) return undefined;
  let hosts: string[] | undefined;
  for (const item of values) {
    if (governed(item.role, claims, actionClass) || typeof item.value !== 'string' || !/[./。．]/.test(item.value)) continue;
    const text = item.value.slice(0, MAX_TEXT);
    const links = MAYBE_URL.test(text) ? extractUrls(text).map((e) => String(e.value)) : [];
    // Both of WRITTEN_LINK's forms hold a '/' (after the scheme's colon, after the top-level domain): without one it finds nothing.
    if (text.includes('/')) for (const m of text.matchAll(WRITTEN_LINK)) links.push(hostOfText(m[0].replace(/\[\.\]|\(\.\)|。|．/g, '.')));
    for (const host of links) {
      hosts ??= userHosts(intent, claims);
      if (hosts.some((h) => domainWithin(host, h))) continue;
      return {
        code: 'call.link-not-asked',
        message: `argument "${item.label}" carries a link to a host the intent neither names nor asks for`,
      };
    }
  }
  return undefined;
}
