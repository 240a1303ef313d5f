/**
 * A negation that limits a request to what it names ("buy the kettle, nothing else") rather than withdrawing it.
 */
/**
 * "Nothing else", "nichts weiter", "nieko daugiau", "ничего больше": a negation that limits the request to what it names, in
 * English and the languages the glosses read (their words stay as written; glosses.ts changes only request words).
 */
export const BESIDES =
  /(?<![\p{L}])(?:else|other|more|besides|extra|sonst|mehr|weiter|weiteres|andere|anderes|autre|autres|plus|más|mas|otro|otra|otros|altro|altri|più|piu|mais|outro|outra|anders|meer|verder|annat|mer|mera|andet|annet|mere|więcej|wiecej|innego|víc|vic|více|jiného|daugiau|kito|vairāk|cita|rohkem|muud|enempää|muuta|mást|többet|altceva|başka|fazla|больше|другого|ещё|еще|більше|іншого|annað|meira|άλλο|τίποτα\s+άλλο|その他|他の|其他|别的|更多|다른|더)(?![\p{L}])/iu;

/** A sentence of `text` that negates `verb` and limits it ("nieko daugiau, don't buy": the gloss left the object before the verb). */
export function saidBesides(text: string, verb: string): boolean {
  if (verb === '') return false;
  const negated = new RegExp(`\\b(?:don'?t|do not|never|not)\\s+${verb.replace(/[^a-z]/gi, '')}\\b`, 'i');
  return text
    .slice(0, 4096)
    .split(/[.!?;\n]/)
    .some((sentence) => negated.test(sentence) && BESIDES.test(sentence));
}

/** A sentence of `text` holding `words` (a negated request as a lexicon read it) that limits it ("nic więcej nie kupuj"). */
export function limitsNear(text: string, words: string): boolean {
  const needle = words.toLowerCase();
  return text
    .slice(0, 4096)
    .toLowerCase()
    .split(/[!?;\n。！？]|\.(?:\s|$)/u)
    .some((sentence) => sentence.includes(needle) && BESIDES.test(sentence));
}
