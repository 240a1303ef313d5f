/**
 * Dates and times written in an intent: ISO dates (`2024-05-19`, `2024-05-19 12:00`), month-name
 * dates (`May 15th, 2024`, `the 15th of November`, `March 2022`), numeric dates (`12/05/2024`),
 * week days, relative days (`today`, `next week`) and clock times (`12:00`, `3pm`, `10:00 AM`).
 * Values are normalised to ISO text where the date is fully known, else the lower-case words.
 */
import { type Entity, isFree, mark } from './entity.ts';

// prettier-ignore
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';

/** Today and tomorrow in the languages the compiler's glossary reads, as people write them in a request. */
// prettier-ignore
const RELATIVE_DAYS = ['morgen', 'heute', 'vandaag', 'demain', "aujourd['’]hui", 'mañana', 'manana', 'hoy', 'domani', 'oggi', 'amanhã', 'amanha', 'hoje',
  'jutro', 'dzisiaj', 'dziś', 'zítra', 'zajtra', 'dnes', 'holnap', 'huomenna', 'tänään', 'homme', 'täna', 'i\\s?morgon', 'idag', 'i\\s?dag',
  'i\\s?morgen', 'yarın', 'bugün', 'завтра', 'сегодня', 'αύριο', 'σήμερα', 'besok', 'hari\\s+ini', 'mâine', 'astăzi', 'sutra', 'danas', 'rytoj', 'šiandien',
  'rīt', 'šodien', 'kesho', 'leo'];

const PATTERNS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [
    /\b(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?\b/g,
    (m) => (m[4] === undefined ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}-${m[3]} ${m[4].padStart(2, '0')}:${m[5]}`),
  ],
  [new RegExp(`\\b${MONTH}\\.?\\s+${DAY}(?:,?\\s+${YEAR})?\\b`, 'gi'), (m) => iso(m[3], m[1], m[2])],
  [new RegExp(`\\b(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+${YEAR})?\\b`, 'gi'), (m) => iso(m[3], m[2], m[1])],
  [new RegExp(`\\b${MONTH}\\s+${YEAR}\\b`, 'gi'), (m) => `${m[2]}-${String(monthIndex(m[1]) + 1).padStart(2, '0')}`],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, (m) => m[0]],
  [/\b(?:(?:this|next|last|coming)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi, (m) => m[0].toLowerCase()],
  [/\b(?:today|tonight|tomorrow|yesterday|(?:this|next|last|coming)\s+(?:week|weekend|month|year|quarter))\b/gi, (m) => m[0].toLowerCase()],
  // Today and tomorrow in other languages ("morgen om 10 uur", "demain", "mañana", "jutro", "yarın"): a day, kept as written.
  [new RegExp(`(?<![\\p{L}\\p{N}])(?:${RELATIVE_DAYS.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), (m) => m[0].toLowerCase()],
];

const TIMES: readonly RegExp[] = [
  // A clock time with its word in other languages: "10 uur", "10 Uhr", "10h30", "10 heures", "o 10 godz.", "klo 10", "a las 10", "alle 10", "às 10h".
  /(?<![\p{L}\p{N}:.])(?:(?:a\s+las|alle(?:\s+ore)?|às|kl\.?|klo|saat)\s+)?(?:(?:[01]?\d|2[0-3])h[0-5]\d|(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s?(?:uur|uhr|h|heures?|godz\.?|óra|tuntia))(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])(?:a\s+las|alle(?:\s+ore)?|às|kl\.?|klo|saat)\s+(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?![\p{L}\p{N}:.])/giu,
  /\b(\d{1,2}):(\d{2})(?:\s?[ap](?:\.m\.|m))?(?![\d:])/gi,
  /\b(\d{1,2})\s?[ap](?:\.m\.|m)(?!\w)/gi,
  /\b(?:noon|midnight)\b/gi,
];

function monthIndex(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase());
}

function iso(year: string | undefined, month: string | undefined, day: string | undefined): string {
  const mm = String(monthIndex(month) + 1).padStart(2, '0');
  const dd = (day ?? '').padStart(2, '0');
  return year === undefined ? `--${mm}-${dd}` : `${year}-${mm}-${dd}`;
}

/** Dates and times in `text`, skipping characters already `taken` (and marking their own). */
export function extractDates(text: string, taken: Uint8Array): Entity[] {
  const out: Entity[] = [];
  for (const [re, value] of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      // "May" alone is a modal verb; the patterns above only take it with a day or a year.
      if (isFree(taken, m.index, m.index + m[0].length))
        out.push(mark(taken, { kind: 'date', text: m[0], value: value(m), start: m.index, end: m.index + m[0].length }));
    }
  }
  for (const re of TIMES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (isFree(taken, m.index, m.index + m[0].length))
        out.push(
          mark(taken, { kind: 'time', text: m[0], value: m[0].toLowerCase().replace(/[\s.]+/g, ''), start: m.index, end: m.index + m[0].length }),
        );
    }
  }
  return out;
}

/**
 * A time of day written with a dot or colon and am/pm ("7.30pm", "7.30 pm", "11:15am"): claimed before ids and numbers take it.
 * A stop after "am" ends the sentence ("… tomorrow 7am. Then text him"); only "a.m." keeps its own.
 */
const CLOCK = /\b(?:[01]?\d|2[0-3])[.:][0-5]\d\s?[ap](?:\.m\.|m)(?![\p{L}\p{N}])/giu;

export function extractClockTimes(text: string, taken: Uint8Array): Entity[] {
  const out: Entity[] = [];
  CLOCK.lastIndex = 0;
  for (let m = CLOCK.exec(text); m !== null; m = CLOCK.exec(text))
    if (isFree(taken, m.index, m.index + m[0].length))
      out.push(
        mark(taken, {
          kind: 'time',
          text: m[0],
          value: m[0]
            .toLowerCase()
            .replace(/[\s.]+/g, '')
            .replace(/(\d)(\d{2})/, '$1:$2'),
          start: m.index,
          end: m.index + m[0].length,
        }),
      );
  return out;
}
