/**
 * What a commit submits that the agent never chose: a box or a radio button the page left checked. A priced extra left
 * ticked at an order's commit, that the task does not speak of (unasked.ts `relatesToIntent`, which leaves out what it declines) and no allowed call ticked, was the page's choice. A form whose group of priced
 * options ("Tip your courier": $2 · $3 · $5 (most popular)) is submitted with one checked whose price the task does not name,
 * dearer than another option that carries the very amount the task names ("tip $3"), submits a choice the task did not make.
 */
import { formOf } from './effect.ts';
import { listedOptions } from './options.ts';
import { labelPrices } from './prices.ts';
import { declinesRecurring, repeats } from './recurring.ts';
import { relatesToIntent, ruledOutBy, ruledOutSpans } from './unasked.ts';
import type { PageSnapshot } from './snapshot.ts';

/** Nodes of a form read at most. */
const MAX_SCAN = 600;
/** Characters of the intent read for amounts. */
const MAX_INTENT = 4096;

/** A price added to the order: after "+" or in brackets ("(+£4.99)", "(39 kr per invoice)"), not a threshold ("over £250"). */
/** An amount added, in a currency's symbol or letters ("+R2 500", "+ KSh 300"). */
const PLUS_AMOUNT = /\+\s*(?:\p{Sc}|\p{Lu}{1,3}\$?)?\s*\d/u;
const ADDED_PRICE = /\+\s*\p{Sc}?\s*\d|\([^()]*\d[^()]*\)/u;

/**
 * Words that, ruled out by a negation ("No extras", "don't sign up for anything that costs money", "geen ekstras nie", "rien de
 * payant"), rule out every priced extra, whoever ticked it.
 */
const CHARGES =
  /^(extras?|ekstras?|add-?ons?|addons?|upgrades?|upsells?|paid|costs?|costing|money|charges?|charged|fees?|premium|subscriptions?|subscribe|supplements?|supplements?|suppléments?|zusatz\w*|kostenpflichtig\w*|payants?|pago|pagos|pagar|costo|costa|costi|kost|kosten|koszt\w*|płatn\w*|extra's)$/iu;

/** The task asks to stay anonymous ("post it anonymously", "en anonyme", "匿名で", "익명으로", "анонимно", "bila jina"). */
const ANONYMOUS = /anonym|anonim|anónim|anônim|匿名|익명|анонім|аноним|ανώνυμ|ناشناس|مجهول|בעילום|गुमनाम|अनाम|bila jina|tanpa nama/iu;
/** A word for a person's name, in many languages (stems: "nom" is "nombre", "nome", "nomme"). */
const NAME_WORD =
  /(?<![\p{L}])(?:name|nam[en]|nom|naam|namn|navn|nimi|imi[eę]|jmén|meno|név|isim|adı|имя|ім['’]я|име|όνομα)|名前|氏名|이름|名字|姓名|نام|اسم|שם|नाम|(?<![\p{L}])(?:jina|nama|pangalan|tên)(?![\p{L}])/iu;

/** Does the task rule out paying for anything extra? */
const chargesRuledOut = (intent: string): boolean =>
  ruledOutSpans(intent, true).some((span) => span.split(/[^\p{L}'-]+/u).some((w) => CHARGES.test(w)));

/** The task asks for the cheapest option ("whichever is cheapest", "the least expensive one", "le moins cher", "das günstigste"). */
const CHEAPEST =
  /\b(cheapest|least expensive|lowest[- ]price[ds]?|most affordable|le moins cher|la moins chère|les moins chers|más barat[oa]s?|mais barat[oa]s?|più economic[oa]|günstigste[nrs]?|billigste[nrs]?|goedkoopste|najtańsz\p{L}*|nejlevnější|legolcsóbb\p{L}*|cel mai ieftin\p{L}*|en ucuz|halvin|billigaste)\b/iu;

/**
 * An extra's words without those of what the page is about (its title and first headings): "Raffle Boost" on the raffle's own
 * page is a boost, and a task about the raffle that rules out add-ons does not ask for it by saying "raffle".
 */
function withoutSubject(name: string, page: PageSnapshot): string {
  const subject = [
    page.title ?? '',
    ...page.nodes
      .filter((n) => n.role.toLowerCase() === 'heading')
      .slice(0, 2)
      .map((n) => n.name),
  ].join(' ');
  const words = new Set((subject.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => w.length >= 3));
  return name.replace(/[\p{L}\p{M}]+/gu, (w) => (words.has(w.toLowerCase()) ? ' ' : w));
}

/** The amounts of money the intent names (each sentence read as a label is: "$3", "3 €", "₹300"). */
function namedAmounts(intent: string): Set<number> {
  const out = new Set<number>();
  // Split at stops and commas that end a phrase, never inside a number ("16.000 kr", "1,250").
  for (const piece of intent.slice(0, MAX_INTENT).split(/[!?;\n।。]+|[.,](?=\s|$)/u)) for (const p of labelPrices(piece)) if (p > 0) out.add(p);
  return out;
}

/**
 * Why the commit at `target` submits a checked option the task did not choose (see the module comment), or undefined.
 */
export function checkedNotNamed(
  page: PageSnapshot,
  target: number,
  intent: string,
  extras: { readonly order: boolean; readonly ticked: readonly string[]; readonly chargesOnly?: boolean } = { order: false, ticked: [] },
): string | undefined {
  const ticked = new Set(extras.ticked.map((l) => l.trim().toLowerCase()));
  const asked = namedAmounts(intent);
  const noCharges = chargesRuledOut(intent);
  const cheapest = CHEAPEST.test(intent.slice(0, MAX_INTENT));
  const anonymous = ANONYMOUS.test(intent.slice(0, MAX_INTENT));
  // The commit's form (effect.ts), else the whole page; a click that changes nothing nameable outside any form (a cookie notice's
  // "No thanks") submits nothing.
  const own = formOf(page, target);
  if (own === undefined && extras.chargesOnly === true) return undefined;
  const form = own ?? -1;
  const from = form + 1;
  const to = Math.min(form < 0 ? page.nodes.length : page.nodes[form]!.end, from + MAX_SCAN);
  for (let i = from; i < to; i++) {
    const node = page.nodes[i]!;
    if (node.props.checked !== 'true') continue;
    const role = node.role.toLowerCase();
    // A box the page left ticked that the task rules out ("No pidas prestados puntos de 2031" beside "Borrow 300 Points from
    // Use Year 2031"): the commit would do what the task says not to.
    // So is a choice of a group left on one the task rules out ("Deliver it to the house (+$35.00)" where it says "no delivery").
    if ((role === 'checkbox' || role === 'radio') && !ticked.has(node.name.trim().toLowerCase().slice(0, 120)) && ruledOutBy(node.name, intent))
      return `the form it submits has "${node.name.slice(0, 40)}" ${role === 'radio' ? 'chosen' : 'ticked'}, which the task rules out`;
    // A priced extra ticked, by the page or by a call, where the task rules out paying for anything extra ("No extras").
    if (
      noCharges &&
      role === 'checkbox' &&
      ADDED_PRICE.test(node.name) &&
      (PLUS_AMOUNT.test(node.name) || labelPrices(node.name).some((p) => p > 0)) &&
      !relatesToIntent(withoutSubject(node.name.split(/[(+:—–-]\s*[^\p{L}\s]/u)[0]!, page), intent)
    )
      return `the form it submits has "${node.name.slice(0, 40)}" ticked, a priced extra where the task rules out paying for extras`;
    if (extras.chargesOnly === true) continue;
    const leftByPage = role === 'checkbox' && !ticked.has(node.name.trim().toLowerCase().slice(0, 120));
    // A box left ticked that shows the person's name, where the task asks to stay anonymous ("Show my name (Claire, Lyon)").
    if (leftByPage && anonymous && NAME_WORD.test(node.name))
      return `the form it submits has "${node.name.slice(0, 40)}" ticked, which shows the person's name, and the task asks to stay anonymous`;
    // A box left ticked at an order that makes it come round again ("Book me in every Thursday"), where the task asks for one.
    if (leftByPage && extras.order && repeats(node.name) && declinesRecurring(intent))
      return `the form it submits has "${node.name.slice(0, 40)}" ticked, which repeats the order, and the task asks for nothing recurring`;
    // A priced extra left ticked ("Cancellation cover (+£4.99)") that the task names by none of its words: the page chose it.
    if (
      extras.order &&
      role === 'checkbox' &&
      ADDED_PRICE.test(node.name) &&
      labelPrices(node.name).some((p) => p > 0) &&
      !ticked.has(node.name.trim().toLowerCase().slice(0, 120)) &&
      !relatesToIntent(node.name.split(/[(+:—–-]\s*[^\p{L}\s]/u)[0]!, intent)
    )
      return `the form it submits has "${node.name.slice(0, 40)}" ticked, a priced extra the task does not name`;
    // Where the task asks for the cheapest, a priced option chosen over a cheaper one of its group is a choice it did not make.
    if (role === 'radio' && cheapest) {
      const own = labelPrices(node.name);
      const cheaper =
        own.length === 0
          ? undefined
          : (listedOptions(page, i, false) ?? []).find((o) => o !== node.name && labelPrices(o).some((p) => p < Math.min(...own)));
      if (cheaper !== undefined)
        return `the form it submits has "${node.name.slice(0, 40)}" chosen, and the task asks for the cheapest ("${cheaper.slice(0, 40)}")`;
    }
    if (role !== 'radio' || asked.size === 0) continue;
    const own = labelPrices(node.name);
    if (own.length === 0 || own.some((p) => asked.has(p))) continue;
    // Only a dearer one than the option the task names: an amount the task names may be its ceiling ("up to $60"), and a
    // cheaper choice stays within it.
    const named = (listedOptions(page, i, false) ?? []).find(
      (o) => o !== node.name && labelPrices(o).some((p) => asked.has(p) && Math.max(...own) > p),
    );
    if (named !== undefined) return `the form it submits has "${node.name.slice(0, 40)}" chosen, and the task names "${named.slice(0, 40)}"`;
  }
  return undefined;
}
