/**
 * A cookie dialog's buttons ("Accept all", "Only necessary", "Приемам всички", "ยอมรับทั้งหมด")
 * answer the site's consent banner: the browser keeps the choice for that site, nothing of the
 * user's leaves and nothing is bought or changed. A button in a small dialog, banner or region
 * whose name or words speak of cookies is such a choice (effect.ts classes it a read), unless its
 * label says it does something or names a price. The words are the storage's name, which most languages borrow ("cookie").
 */
import type { PageSnapshot } from './snapshot.ts';

/** Words for cookies (browser storage) in the languages the lexicons read. */
const COOKIE_WORDS =
  /cookie|kolačić|kolacic|piškotk|piskotk|sütik|sutik|evästee|kakor|informasjonskapsl|çerez|cerez|slapuk|küpsis|kupsis|vafrakök|sīkdat|sikdat|куки|бисквитк|файл(?:ы|ов)? cookie|クッキー|쿠키|คุกกี้|कुकी|কুকি|குக்கீ|ኩኪ|കുക്കി|കുക്കീ|કૂકી|કુકી|ਕੂਕੀ|ਕੁਕੀ|ຄຸກກີ້|ຄຸກກີ|కుకీ|కుక్కీ|ಕುಕೀ|ಕುಕ್ಕೀ|କୁକି|କୁକୀ|कूकी|ཀུ་ཀི|ქუქი|քուքի|күүки|ខូគី|ខូឃី|කුකී|ကွတ်ကီး|kúkì|kh?ukhi|khuki|(?<!\p{L})kuki(?:\p{L}{0,3})(?!\p{L})|(?<!\p{L})cwci(?:s|au)?(?!\p{L})|vidakuzi|galetes|ciasteczk|fianá?i?n|koekies|колачи|кукі|עוגיות|كوكيز|کوکی|ملفات تعريف الارتباط/iu;
/** Containers a consent banner is drawn in (never a list item, an article or a form: a product card, a review). */
const BOXES = new Set([
  'dialog',
  'alertdialog',
  'banner',
  'region',
  'complementary',
  'contentinfo',
  'group',
  'generic',
  'paragraph',
  'section',
  'div',
]);
/** Containers looked through, nearest first. */
const MAX_ANCESTORS = 8;
/** Nodes of a consent dialog read for its words: it is small. */
const MAX_CONSENT_NODES = 40;

/**
 * `text` names cookies. The Arabic script writes one word with the Arabic, Persian or Sindhi yeh and kaf ("ڪوڪيز"), and
 * Kurdish doubles its vowel letters ("کوکيز", "کووکی"): they are read as one spelling.
 */
const speaksOfCookies = (text: string): boolean =>
  COOKIE_WORDS.test(text) ||
  (/[\u0600-\u06ff]/u.test(text) && COOKIE_WORDS.test(text.replace(/[يى]/gu, 'ی').replace(/[كڪ]/gu, 'ک').replace(/وو/gu, 'و')));

/** Node `index` sits in a small dialog, banner or region whose name or text speaks of cookies. */
export function inConsentDialog(page: PageSnapshot, index: number): boolean {
  let at = page.nodes[index]!.parent;
  for (let k = 0; k < MAX_ANCESTORS && at >= 0; k++, at = page.nodes[at]!.parent) {
    const box = page.nodes[at]!;
    const size = box.end - at;
    if (size > MAX_CONSENT_NODES || !BOXES.has(box.role.toLowerCase())) return false;
    if (speaksOfCookies(box.name)) return true;
    for (let i = at + 1; i < box.end; i++) {
      const n = page.nodes[i]!;
      if (speaksOfCookies(n.name) || (n.value !== undefined && speaksOfCookies(n.value))) return true;
    }
  }
  return false;
}

const DIALOGS = new Set(['dialog', 'alertdialog']);
/** Controls that would make a dialog more than a notice: a field, a box, a link, another button. */
const CONTROLS = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'listbox',
  'spinbutton',
  'slider',
  'menuitem',
  'option',
  'input',
  'textarea',
]);

/**
 * Node `index` is the one control of a small dialog that holds nothing else to act on and names no
 * price ("We use kekur so the site works. [Góðtak]"): whatever its words, pressing it dismisses a
 * notice. A dialog that asks something offers a second button or a field.
 */
export function dismissesNotice(page: PageSnapshot, index: number, prices: (text: string) => readonly number[]): boolean {
  return noticeOf(page, index, prices, 0);
}

/**
 * Node `index` is one of the two buttons of a small dialog that holds nothing else to act on and
 * names no price ("Toupinoù … [Asantiñ] [Nac'hañ]"). Only for a dialog the site showed on arrival
 * (observation.ts `cameWith`): the same two buttons after a click may confirm what it asked.
 */
export function answersNotice(page: PageSnapshot, index: number, prices: (text: string) => readonly number[]): boolean {
  return noticeOf(page, index, prices, 1);
}

/** A small dialog around `index` with at most `others` buttons besides it and nothing else to act on, and no price. */
function noticeOf(page: PageSnapshot, index: number, prices: (text: string) => readonly number[], others: number): boolean {
  const at = page.nodes[index]!.parent;
  const box = at >= 0 ? page.nodes[at] : undefined;
  if (box === undefined || !DIALOGS.has(box.role.toLowerCase()) || box.end - at > MAX_CONSENT_NODES) return false;
  let buttons = 0;
  for (let i = at; i < box.end; i++) {
    const node = page.nodes[i]!;
    const role = node.role.toLowerCase();
    if (i !== index && CONTROLS.has(role) && (role !== 'button' || ++buttons > others)) return false;
    if (prices(node.name).length > 0 || (node.value !== undefined && prices(node.value).length > 0)) return false;
  }
  return true;
}
