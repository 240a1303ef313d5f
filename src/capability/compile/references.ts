/**
 * References to values the intent does not spell out but points at: "everyone invited to the
 * meeting" (recipients from the calendar), "pay the bill" (payee and amount from the bill), "the
 * article Bob posted" (a URL from a channel), "the hotel with the best rating" (an object chosen
 * from a read). They decide an argument's provenance requirement: a value may then come from the
 * output of a read the intent asked for, instead of from the intent itself.
 *
 * The patterns run on the masked intent: lower case, each entity replaced by a placeholder word
 * (`xemailx`, `xurlx`, …), so an address or a quoted title never matches a cue.
 */

/** Which argument values a cue is about; `detail` cues say the intent's details come from content it reads. */
export type ReferenceRole = 'destination' | 'amount' | 'url' | 'object' | 'detail';

export interface Reference {
  readonly role: ReferenceRole;
  /** A strong cue points at read values even when the intent also names some; a weak one only when it names none. */
  readonly strength: 'strong' | 'weak';
  readonly evidence: string;
  /** The noun the cue is about ("channel", "e-mail"), when it names one: it then concerns the arguments that noun names. */
  readonly noun?: string;
}

type Cue = readonly [ReferenceRole, 'strong' | 'weak', RegExp];

const PEOPLE =
  '(?:person|people|user|users|participant|participants|attendee|attendees|member|members|contact|contacts|recipient|recipients|employee|employees|colleague|colleagues|guest|guests|invitee|invitees|customer|customers|client|clients|friend|friends|sender|senders|author|authors)';
const DOCUMENTS =
  '(?:bill|bills|invoice|invoices|statement|statements|notice|notices|letter|file|document|e-?mails?|messages?|inbox|list|notes|calendar|website|page|transaction\\s+history|history|minutes|contract|attachment)';
/** People by the role they have for the user or the record: a described recipient, looked up where it is written. */
// prettier-ignore
const ROLES = [
  'client', 'customer', 'landlord', 'tenant', 'boss', 'manager', 'wife', 'husband', 'partner', 'friend', 'colleague', 'team', 'mother', 'father', 'mom', 'mum',
  'dad', 'parent', 'guardian', 'family', 'doctor', 'dentist', 'vet', 'nurse', 'lawyer', 'accountant', 'assistant', 'supplier', 'vendor', 'company', 'bank',
  'driver', 'courier', 'owner', 'lead', 'head', 'director', 'rep', 'representative', 'agent', 'officer', 'coordinator', 'planner', 'teacher', 'coach',
  'instructor', 'tutor', 'student', 'patient', 'contractor', 'subcontractor', 'engineer', 'technician', 'buyer', 'seller', 'caterer', 'photographer',
  'sitter', 'nanny', 'carer', 'caregiver', 'recruiter', 'candidate', 'applicant', 'interviewer', 'supervisor', 'secretary', 'treasurer', 'chair',
  'donor', 'supporter', 'volunteer', 'policyholder', 'claimant', 'holder', 'insured', 'chef', 'cook', 'subscriber', 'speaker', 'plumber',
  'electrician', 'gardener', 'builder', 'cleaner', 'neighbour', 'neighbor', 'landlady', 'organiser', 'organizer', 'dispatcher', 'foreman',
  'referee', 'umpire', 'captain', 'player', 'guest', 'attendee', 'resident', 'homeowner', 'researcher', 'contact', 'liaison', 'inspector',
  'surveyor', 'auditor', 'examiner', 'adjuster', 'broker', 'consultant', 'trainer', 'mentor', 'groom', 'bride', 'fiance', 'fiancee',
  'hirer', 'renter', 'lessee', 'lessor', 'borrower', 'lender', 'distributor', 'wholesaler', 'retailer', 'reseller', 'importer', 'exporter',
  'consignor', 'consignee', 'bidder', 'insurer', 'administrator', 'admin', 'registrar', 'notary', 'solicitor', 'caretaker', 'janitor',
  'translator', 'editor', 'publisher', 'tailor', 'agency', 'stockist', 'franchisee', 'sponsor', 'party', 'parties', 'defendant', 'plaintiff',
  'respondent', 'debtor', 'creditor', 'member', 'witness', 'heir', 'beneficiary', 'executor', 'employer', 'employee', 'landowner', 'occupant',
  // People by an agent suffix ("the historian", "the florist", "the auctioneer"), words of things excluded.
  '[a-z]{3,}(?:ian|eer)', '(?!(?:play|check|wish|short|long)?list\\b)[a-z]{3,}ist',
].join('|');
/** Nouns that stand for people: cues about them concern recipient arguments whatever the arguments are called. */
export const PEOPLE_NOUNS: ReadonlySet<string> = new Set(PEOPLE.slice(3, -1).split('|'));

// prettier-ignore
const CUES: readonly Cue[] = [
  // destinations: recipients, accounts, channels
  ['destination', 'strong', new RegExp(`\\b(?:each|every|all(?:\\s+of)?(?:\\s+the)?|any)\\s+(?:\\w+\\s+){0,2}?(?<noun>${PEOPLE})\\b`)],
  ['destination', 'strong', /\b(?:everyone|everybody|anyone|anybody|whoever)\b/],
  ['destination', 'strong', /\b(?:same|other)\s+(?<noun>participants|attendees|people|recipients|guests|members|invitees|contacts)\b/],
  ['destination', 'strong', new RegExp(`\\b(?<noun>${PEOPLE})\\s+(?:who|that|mentioned|listed|named|invited|found|from|in|on)\\b`)],
  ['destination', 'strong', /\b(?:reply|respond)\b/],
  ['destination', 'strong', /\bthe\s+(?:sender|author|organi[sz]er|owner|poster|writer|host|requester|payee|creditor)\b/],
  ['destination', 'strong', /\b(?:post|send|write|reply|add|message|email|forward|mail|text|share|deliver)\s+(?:\w+\s+){0,4}?there\b|\bthat\s+(?<noun>channel|user|person|group|account|address)\b/],
  ['destination', 'strong', /\bthe\s+(?<noun>channel|user|person|contact|group|account|recipient|address|people|member|colleague)s?\s+(?:that|which|who|where|with|starting|containing|whose|named|mentioned|listed)\b/],
  // "her e-mail", "the landlord's IBAN": an address to look up — unless the intent also writes one.
  ['destination', 'weak', /\b(?:his|her|their|its)\s+(?<noun>e-?mail|email\s+address|e-?mail\s+address(?:es)?|address(?:es)?|iban|account|(?:phone\s+)?number|contact\s+details)\b/],
  ['destination', 'weak', /\b\w+(?:'s|’s)\s+(?<noun>e-?mail|iban|account|bank\s+account|address|(?:phone\s+)?number)\b/],
  // "her address is saved as 'lisa'", "their name and email are in the cover letter", "the address I saved as …", "the number they left":
  // the intent says where the address is written, so it comes from reading it there.
  // (No noun is captured: whatever the tool calls the argument, these nouns are where something goes.)
  ['destination', 'strong', /\b(?:e-?mail|email\s+address|e-?mail\s+address(?:es)?|address(?:es)?|iban|account|wallet|(?:phone\s+)?number|contact\s+details)\s+(?:is|are)\s+(?:saved|stored|kept|listed|written|given|in|on)\b/],
  ['destination', 'strong', /\b(?:e-?mail|address|iban|account|wallet|(?:phone\s+)?number)\s+(?:i|we|you|he|she|they)\s+(?:have\s+|had\s+)?(?:saved|stored|kept|left|gave|sent|added)\b/],
  // "use the IBAN in his profile", "the e-mail on the ticket", "the number from her last message": an address read where it is written.
  ['destination', 'strong', /\bthe\s+(?:e-?mail|email\s+address|e-?mail\s+address|address|iban|account(?:\s+number)?|wallet|(?:phone\s+)?number|contact\s+details)\s+(?:in|on|from)\s+(?:his|her|their|its|the|my|that|this)\b/],
  // "to the tenant named in it", "the specialist mentioned in the letter": a person the content names.
  ['destination', 'weak', /\bthe\s+\w+\s+(?:named|mentioned|listed|given)\s+(?:in|on)\s+(?:it|them|the|that|this|there|her|his|their)\b/],
  ['destination', 'strong', /\b(?:pay|settle)\s+(?:the|my|this|that|these|those)\s+(?:\w+\s+){0,2}?(?:bill|bills|invoice|invoices|statement|fine|ticket)\b/],
  ['destination', 'strong', /\bfind\s+(?:a|an|the)\s+(?:\w+\s+){0,3}?(?<noun>user|person|channel|contact|people|member|recipient)\b/],
  ['destination', 'strong', /\brefund\s+(?:\w+\s+){0,4}?(?:i|we)\s+(?:just\s+)?(?:got|received)\s+from\b/],
  ['destination', 'weak', /\b(?:send|email|e-mail|message|write|tell|invite|add|pay|refund|notify|forward|text|dm|remind|give|share|grant|bind|assign|make|book)\s+(?:\w+\s+){0,3}?(?:them|him|her)\b/],
  // "the hiring manager", "her mum", "our site lead": a person by their role, a word or two of description allowed (not a
  // value the intent writes: "the WEST-WING tenants" names them).
  ['destination', 'weak', new RegExp(`\\b(?:the|my|our|his|her|their|its|all|every|each|both|[a-z]+['’]s)\\s+(?:(?!x[a-z]+x\\s)[a-z]+(?:-[a-z]+)*\\s+){0,2}?(?:${ROLES})s?\\b`)],
  // "text chef luca", "email coach mike": a role as a title right after a message verb.
  ['destination', 'weak', new RegExp(`\\b(?:text|txt|sms|ping|notify|tell|call|message|dm|remind|thank|email|e-mail|mail)\\s+(?:${ROLES})\\b`)],
  // amounts
  ['amount', 'strong', /\bthe\s+(?:difference|rest|remainder|balance|total|full\s+amount|remaining\s+amount|same\s+amount|usual\s+amount|correct\s+amount|right\s+amount|exact\s+amount|amount\s+(?:i|we|they|you|he|she|it|due|owed|shown|listed|stated|on|in|from))\b/],
  ['amount', 'strong', /\b(?:usually|normally|always|regularly)\s+(?:pay|send|transfer)\b|\blike\s+last\s+(?:month|time|year|week)\b|\bas\s+usual\b/],
  ['amount', 'weak', /\baccordingly\b/],
  // "pay the bill" reads the amount from the bill — unless the intent states it ("pay the bill, it's $84.20").
  ['amount', 'weak', /\b(?:pay|settle)\s+(?:the|my|this|that|these|those)\s+(?:\w+\s+){0,2}?(?:bill|bills|invoice|invoices|statement|fine|ticket)\b/],
  ['amount', 'strong', /\bwhat\s+(?:they|he|she|i|we|you)(?:'ve|\s+have|\s+had)?\s+(?:just\s+)?(?:sent|paid|owe|spent|charged)\b/],
  // "19.5% of what we paid" computes an amount; "max 0.5% slippage", "dim it to 30%" bound something else.
  ['amount', 'strong', /(?<!\b(?:max|maximum|most|to|at)\s)\bxpercentx\b/],
  ['amount', 'weak', new RegExp(`\\b(?:see|from|in|according\\s+to|based\\s+on|check)\\s+(?:the\\s+|my\\s+)?(?:\\w+\\s+){0,2}?${DOCUMENTS}\\b`)],
  // URLs
  ['url', 'strong', /\b(?:article|articles|link|links|website|websites|url|urls|page|pages|site|sites|blog|blogs)\s+(?:that\s+|which\s+)?(?:\w+\s+){0,2}?(?:posted|shared|sent|mentioned|listed|linked|found)\b/],
  ['url', 'strong', /\b(?:link|url|website|page|address)\s+(?:in|from|of)\s+(?:the|an?|my|his|her|their)\b/],
  ['url', 'weak', /\b(?:visit|open|read|check|summari[sz]e|browse)\s+(?:all\s+|each\s+|every\s+)?(?:of\s+)?(?:the\s+)?(?:websites|links|pages|articles|urls)\b/],
  // details (anything the intent does not spell out) found in content the agent reads
  ['detail', 'strong', /\b(?:find|get|see|look\s+up|read)\s+(?:the\s+|all\s+the\s+)?(?:info|information|details|data|content)\s+(?:in|on|from)\s+(?:the\s+|a\s+|an\s+|my\s+|his\s+|her\s+|their\s+|its\s+)?(?:\w+\s+){0,2}?(?:inbox|messages?|e-?mails?|file|document|channel|list|notes|chat|conversation|thread)\b/],
  // objects chosen from what the agent reads
  ['object', 'strong', /\bthe\s+(?:one|ones)\s+(?:with|that|which)\b/],
  ['object', 'strong', /\b(?:best|highest|lowest|cheapest|most\s+expensive|top|largest|smallest|biggest|newest|oldest|latest|earliest|most\s+recent|fewest)\b/],
  ['object', 'strong', /\b(?:recommend|suggest|choose|pick|select|whichever|find\s+(?:a|an|the|some|me))\b/],
  ['object', 'strong', /\bthe\s+(?:same|other)\b/],
  ['object', 'strong', /\bthe\s+\w+\s+(?:that|which|where|with|starting|containing|named|mentioned|listed)\b/],
  ['object', 'strong', new RegExp(`\\b(?:based\\s+on|according\\s+to|mentioned\\s+in|listed\\s+in|specified\\s+in|found\\s+in|in\\s+the\\s+(?:\\w+\\s+){0,2}?${DOCUMENTS})\\b`)],
];

/** Every reference cue of the masked intent `masked`: each occurrence of each pattern (at most 8 per pattern). */
const GLOBAL_CUES: readonly Cue[] = CUES.map(([role, strength, re]) => [role, strength, new RegExp(re.source, 'g')]);

export function findReferences(masked: string): Reference[] {
  const out: Reference[] = [];
  for (const [role, strength, global] of GLOBAL_CUES) {
    global.lastIndex = 0;
    let n = 0;
    for (let m = global.exec(masked); m !== null && n < 8; m = global.exec(masked), n++) {
      const noun = m.groups?.noun?.replace(/\s+/g, ' ');
      out.push({ role, strength, evidence: m[0].replace(/\bx(\w+?)x\b/g, '<$1>'), ...(noun === undefined ? {} : { noun }) });
      if (m[0].length === 0) global.lastIndex++;
    }
  }
  return out;
}

/** Lower-case `text` with each listed span replaced by `x<kind>x`, whitespace collapsed. */
export function maskText(text: string, spans: readonly { readonly start: number; readonly end: number; readonly kind: string }[]): string {
  let out = '';
  let pos = 0;
  for (const s of spans) {
    if (s.start < pos) continue;
    out += text.slice(pos, s.start) + ` x${s.kind}x `;
    pos = s.end;
  }
  out += text.slice(pos);
  return out.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');
}
