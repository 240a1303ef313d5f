/**
 * Tigrinya, Konkani (in Devanagari), Maithili and Bhojpuri: the words of web tasks and of page
 * controls. Tigrinya: the imperative, masculine, feminine and plural ("ግዛእ" / "ግዝኢ" / "ግዝኡ"), many
 * shared with Amharic ("ክፈል", "ሰርዝ", "ተመለስ"); its negated imperatives ("ኣይትግዛእ": do not buy) are words
 * of their own, which ask nothing and are not listed as negations (lest "ግዛእ … ኣይትኽፈል", buy … do not
 * pay, refuse the purchase); "ኣይፋል" (no) and "ብዘይ" (without) are. Konkani: the imperative and its
 * polite plural in "-ात" ("सोद" / "सोदात"), and a noun with its verb ("पयशे भर": pay the money).
 * Maithili: the polite imperative in "-ू" ("लिखू", "देखू") and the honorific in "-ियौ" ("करियौ").
 * Bhojpuri: the familiar imperative in "-ऽ" ("खरीदऽ") and the polite one in "-ीं" where Hindi has no
 * such word ("खोजीं", "कीनीं"). Left out, as other read languages' words: Maithili "कीनू" (buy; the
 * Hindi "kinnow", a fruit); Bhojpuri "खरीदीं", "भेजीं", "लिखीं", "पूछीं" (buy, send, write, ask: the
 * Hindi past "bought, sent, wrote, asked" of feminine plurals); Konkani "धाड" alone (send; the Hindi
 * "raid"), "भर" alone (pay; the Hindi "throughout"), "विचार" (ask; the Hindi "thought"). Their
 * controls are a page's common words ("रद्द करू", "सहेजीं", "फुडें"); Hindi's entry reads the others
 * ("पुष्टि", "रद्द", "आगे"). Tigrinya's search verb is left out: not known here well enough to write.
 * Dhivehi and Tibetan have no entry: beyond a few verbs ("ހޯދާ": search, "ފޮނުވާ": send; "ཉོ": buy,
 * "འཚོལ": search) their request forms are not known here well enough to write.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const TI_GOM_MAI_BHO: readonly Lexicon[] = [
  { lang: 'ti', negations: 'ኣይፋል የለን ብዘይ', determiners: 'እዚ እዛ ሓደ', pronouns: 'ንዓይ ንዓና',
    forms: {
      look: 'ርአ ርኣዩ ኣርኢ ኣርእዩ',
      order: 'ግዛእ ግዝኢ ግዝኡ ሕጂ+ግዛእ',
      post: 'ስደድ ስደዲ ስደዱ ጽሓፍ ጽሓፊ ጽሓፉ ሕተት ሕተቲ ሕተቱ',
      pay: 'ክፈል ክፈሊ ክፈሉ ሕጂ+ክፈል' },
    controls: { commit: 'ኣረጋግጽ', save: 'ዕቀብ', remove: 'ደምስስ ሰርዝ', step: 'ቀጽል ቀጻሊ', leave: 'ተመለስ ዕጸው' },
    nouns: { order: 'ትእዛዝ', pay: 'ክፍሊት', post: 'መልእኽቲ ርእይቶ' },
    places: { order: 'ትእዛዝ', pay: 'ክፍሊት', post: 'መልእኽትታት ርእይቶታት' } },
  { lang: 'gom', negations: 'नाका नासतना', determiners: 'हो ही हें म्हजो म्हजी म्हजें', pronouns: 'म्हाका आमकां',
    forms: {
      look: 'सोद सोदात पळय पळयात दाखय दाखयात',
      order: 'विकत+घे विकत+घेयात विकतें+घे विकतें+घेयात',
      post: 'बरय बरयात धाडात जाप+दी',
      pay: 'पयशे+भर पयशे+भरात बिल+भर बिल+भरात' },
    controls: { commit: 'मान्य+कर खात्री+कर', save: 'सेव+कर', remove: 'काड', step: 'फुडें', leave: 'रद्द+कर फाटीं' },
    nouns: {},
    places: {} },
  { lang: 'mai', negations: 'नहि नञि जुनि', determiners: 'ई ओ हमर', pronouns: 'हमरा',
    forms: {
      look: 'ताकू देखू देखाउ देखाऊ',
      order: 'खरीदू खरीद+करू बुक+करू मंगाउ',
      post: 'लिखू पठाउ पठाऊ पूछू',
      pay: 'भुगतान+करू भुगतान+करियौ पैसा+दिअ बिल+भरू' },
    controls: { commit: 'पुष्टि+करू', save: 'सहेजू', remove: 'मेटाउ हटाउ', step: 'आगाँ', leave: 'रद्द+करू पाछाँ' },
    nouns: {},
    places: {} },
  { lang: 'bho', negations: 'मत नइखे', determiners: 'ई ऊ हमार', pronouns: 'हमरा हमनी',
    forms: {
      look: 'खोजीं खोजऽ देखऽ देखाईं',
      order: 'कीनीं खरीदऽ किनऽ बुक+करऽ',
      post: 'भेजऽ लिखऽ पठाईं पूछऽ',
      pay: 'भुगतान+करीं भुगतान+करऽ पइसा+दीं पइसा+दऽ' },
    controls: { commit: 'पुष्टि+करीं पक्का+करीं', save: 'सहेजीं', remove: 'मेटाईं हटाईं', step: 'आगे+बढ़ीं', leave: 'रद्द+करीं पाछे' },
    nouns: {},
    places: {} },
];
