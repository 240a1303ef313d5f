/**
 * A control named by its icon's file name: sites built on an icon set (Lucide, Feather, Heroicons) often leave the icon's
 * name as the button's accessible name — "user-plus", "trash-2", "check", "send". Read as words, "user-check" would be a
 * look-up ("check") and "share-2" a number; read as the icon it names, it is a confirmation and a share. Only a name written
 * as an icon set writes it (lower case, words joined by hyphens, an optional variant number) is read so: "Check availability"
 * or "Send" keep their own words.
 */

// prettier-ignore
/** Icon names and the words of the control they draw. */
const ICONS: ReadonlyMap<string, string> = new Map([
  ['check', 'confirm'], ['check-circle', 'confirm'], ['circle-check', 'confirm'], ['check-square', 'confirm'], ['user-check', 'confirm'],
  ['x', 'close'], ['x-circle', 'close'], ['circle-x', 'close'], ['x-square', 'close'],
  ['send', 'send'], ['send-horizontal', 'send'], ['paper-plane', 'send'], ['mail', 'email'],
  ['trash', 'delete'], ['trash-can', 'delete'], ['delete', 'delete'], ['user-minus', 'remove user'], ['user-x', 'remove user'],
  ['user-plus', 'add member'], ['users-plus', 'add member'],
  ['edit', 'edit'], ['pencil', 'edit'], ['pen', 'edit'], ['save', 'save'],
  ['share', 'share'], ['forward', 'forward'],
  ['eye', 'show'], ['eye-off', 'hide'], ['copy', 'copy'], ['clipboard', 'copy'], ['search', 'search'], ['filter', 'filter'],
  ['more-horizontal', 'show more'], ['more-vertical', 'show more'], ['menu', 'show menu'], ['user-circle', 'show account menu'], ['user', 'show account menu'],
  ['download', 'download'], ['upload', 'upload'], ['log-out', 'sign out'], ['log-in', 'sign in'], ['refresh-cw', 'refresh'],
  ['plus', 'increase'], ['minus', 'decrease'], ['external-link', 'open'], ['bell', 'notifications'], ['settings', 'settings'],
]);

const ICON_NAME = /^[a-z]+(?:-[a-z]+)*(?:-\d)?$/;

/** The words the icon named `label` stands for, or undefined when the label is not an icon's name. */
export function iconNameWords(label: string): string | undefined {
  const name = label.trim();
  if (!ICON_NAME.test(name)) return undefined;
  return ICONS.get(name) ?? ICONS.get(name.replace(/-\d$/, ''));
}

/** What the common icons of controls stand for, read as their English words. */
const ICON_GLOSSES: readonly (readonly [RegExp, string])[] = [
  [/[🔍🔎⌕]/u, 'search'],
  [/[🛒🛍]/u, 'add to cart'],
  [/[🗑🚮]/u, 'delete'],
  [/💾/u, 'save'],
  [/[📣📢]/u, 'publish'],
  [/[✕✖×❌⨯]/u, 'close'],
  // A clip, a heart, a star, a pin, a printer, a menu: it opens, marks or picks something; it sends nothing.
  [/[📎🖇♡♥❤☆★📍🖨⋮⋯☰]/u, 'open'],
  // A paper plane or an arrow pointing on: it sends what its group holds.
  [/[➤➢➣▶►→➔➜➡⮕✈📨📤📩↵⏎✉]/u, 'submit'],
];

/** The English words a control's icon stands for ("🔍": search, "➤": submit), if it shows one of the common ones. */
export const iconGloss = (label: string): string | undefined => ICON_GLOSSES.find(([icon]) => icon.test(label))?.[1];
