/**
 * Closed lists of words a control's label is read by (src/action/browser/labels.ts): "yes" in the languages of the web, and the
 * nudges aimed at people.
 */

/**
 * "Yes" in the languages of the web: a dialog's confirming button leads with it ("Yes, cancel",
 * "Ja, stornieren", "അതെ, റദ്ദാക്കുക"). A closed class of words, listed whole.
 */
// prettier-ignore
export const YES: ReadonlySet<string> = new Set([
  'yes', 'yeah', 'yep', 'yup', 'aye', 'ok', 'okay', 'sure', 'ja', 'jā', 'jah', 'já', 'jes', 'oui', 'sí', 'si', 'sim', 'sì', 'ναι', 'да', 'так', 'tak', 'ano', 'áno', 'igen',
  'kyllä', 'taip', 'evet', 'bəli', 'hə', 'иә', 'ооба', 'ҳа', 'тийм', 'ha', 'haa', 'po', 'iva', 'ee', 'ndiyo', 'yebo', 'ewe', 'bai', 'bẹẹni', 'ẹ̀ẹ̀',
  'jo', 'tá', 'ydw', 'oes', 'iè', 'sea', 'oo', 'opo', 'ya', 'iya', 'vâng', 'có', 'はい', '네', '예', '是', '是的', '对', '好', '好的', 'نعم', 'بله', 'آره', 'آری', 'כן',
  'हाँ', 'हां', 'हो', 'হ্যাঁ', 'হাঁ', 'હા', 'ਹਾਂ', 'ஆம்', 'అవును', 'ಹೌದು', 'അതെ', 'ඔව්', 'ใช่', 'ແມ່ນ', 'ເຈົ້າ', 'បាទ', 'ចាស', 'ဟုတ်ကဲ့', 'ဟုတ်', 'አዎ', 'კი', 'დიახ', 'այո', 'hoo', 'haye',
]);
/** The label leads with "yes" ("Yes, sunset it", "Ja, weg damit", "はい、削除"): it confirms what its dialog asks. */
export function affirmed(label: string): boolean {
  const first = label
    .toLowerCase()
    .normalize('NFC')
    .match(/[\p{L}\p{M}\d-]+/u)?.[0];
  return first !== undefined && YES.has(first);
}

/** Whom a nudge is aimed at, besides a person's name: "Ping Tom", "nudge them", "Remind everyone" ("remind me later" reminds no one else). */
const NUDGED = new Set(['them', 'him', 'her', 'us', 'everyone', 'everybody', 'all', 'housemates', 'members', 'team', 'group', 'guests']);
const NUDGE = /^\W*(ping|nudge|poke|remind|buzz)\s+(?:the\s+)?([\p{L}'-]+)/iu;

/** A nudge aimed at people: a message to them, whatever else its verb means ("ping" a host reads). */
export function nudges(label: string): boolean {
  const m = NUDGE.exec(label.slice(0, 80));
  if (m === null) return false;
  const whom = m[2]!;
  return NUDGED.has(whom.toLowerCase()) || (/^\p{Lu}\p{Ll}+$/u.test(whom) && !/^(me|later|myself|now|again)$/i.test(whom));
}
