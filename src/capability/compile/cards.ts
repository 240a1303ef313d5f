/**
 * Cards a task pays with: one it hands over with its expiry or security code, or one the site keeps ("saved card", "card on
 * file") beside an amount the task names. Either pays for an order at the page's checkout (web.ts).
 */
import type { IntentFrame } from './frame.ts';

/** A card the site keeps, or one the task says to pay with ("saved card", "card on file", "con la carta", "zapłać zapisaną kartą"). */
const SAVED_CARD =
  /(?<!\p{L})(?:(?:saved|stored|registered|usual)\s+(?:credit\s+|debit\s+)?card|card\s+on\s+file|with\s+(?:my|the)\s+card|con\s+(?:la\s+(?:mia\s+)?carta|(?:la|mi)\s+tarjeta)|com\s+o\s+(?:meu\s+)?cart[ãa]o|avec\s+(?:ma|la)\s+carte|mit\s+(?:der|meiner)\s+(?:gespeicherten\s+)?karte|zapisan\p{L}*\s+kart\p{L}*|kart[ąa]\s+zapisan\p{L}*|carta\s+(?:salvata|memorizzata)|tarjeta\s+guardada|cart[ãa]o\s+(?:salvo|guardado)|carte\s+enregistr[ée]e|gespeicherte[nr]?\s+karte|opgeslagen\s+kaart|(?:sparade?|lagrede?|gemte?)\s+kort|kortet\s+(?:som\s+)?(?:er|är|der\s+er)\s+(?:lagra|lagret|sparat|sparad|gemt)|सेव\s+(?:किया\s+हुआ|किए\s+हुए)\s+कार्ड|सेव्ड\s+कार्ड)(?!\p{L})/iu;

/**
 * The saved card a task pays with, at an amount it names, beside a request that is no mere look ("approve", "go ahead with"):
 * what the page's "pay with Visa •• 2291" commits (checkout.ts). "Check whether my saved card was charged £40" pays nothing; with
 * no amount named the spending would have no bound, and none is granted.
 */
export function savedCard(frame: IntentFrame): string | undefined {
  const asks = frame.operations.some((op) => !op.negated && op.kind !== 'read');
  return asks && frame.entities.some((e) => e.kind === 'amount') && SAVED_CARD.test(frame.text) ? 'saved card, at an amount it names' : undefined;
}

/** An expiry ("08/29", "10/2028") or a security code ("CVC 604") within a few words after a card's number. */
const EXPIRY = /(?<![\d/])(?:0[1-9]|1[0-2])\s?\/\s?(?:\d{2}|20\d{2})(?![\d/])/;
const SECURITY_CODE = /(?<!\p{L})(?:cvc2?|cvv2?|csc|cid)\s*:?\s*\d{3,4}(?!\d)/iu;

/** A card's number, whole or in the usual groups. */
const CARD_DIGITS = /(?<![\w+])(?:\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{4,5}|\d{13,19})(?!\w)/g;

/**
 * "Kortelė 5375 4420 9913 0827, galioja 10/28, CVC 604": a card's number followed within 40
 * characters by its expiry or security code — what the card's holder types into a checkout, whatever
 * the words around it (with the detail beside it, the number needs no Luhn check). Which detail made
 * it, or undefined.
 */
export function handedCard(frame: IntentFrame): string | undefined {
  for (const m of frame.text.matchAll(CARD_DIGITS)) {
    const after = frame.text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (SECURITY_CODE.test(after)) return 'security code';
    if (EXPIRY.test(after)) return 'expiry';
  }
  return undefined;
}
