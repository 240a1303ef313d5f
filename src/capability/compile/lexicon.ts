/**
 * Word knowledge for the intent parser: which words are first names, surnames, organisations,
 * places, organisation words ("Bank", "Airlines"), adjectives and other ordinary words. A few
 * set look-ups per capitalised word: the lists (words.ts) are loaded once, and no tagger runs.
 */
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, ORDINARY, ORGANISATION_WORDS, ORGANISATIONS, PLACES } from './words.ts';

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

const FIRST = set(FIRST_NAMES);
const LAST = set(LAST_NAMES);
const ORGS = set(ORGANISATIONS);
const ORG_WORDS = set(ORGANISATION_WORDS);
const PLACE = set(PLACES);
const ADJECTIVE = set(ADJECTIVES);
const WORD = set(ORDINARY);

const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;
const WEEKDAY = /^(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?$/;

export const isFirstName = (lower: string): boolean => FIRST.has(lower);
export const isLastName = (lower: string): boolean => LAST.has(lower);
export const isOrganisation = (lower: string): boolean => ORGS.has(lower);
/** A word that ends organisation names: "Bank", "Airlines", "Corporation". */
export const isOrganisationWord = (lower: string): boolean => ORG_WORDS.has(lower);
export const isPlace = (lower: string): boolean => PLACE.has(lower);
export const isMonth = (lower: string): boolean => MONTH.test(lower);
export const isWeekday = (lower: string): boolean => WEEKDAY.test(lower);
export const isAdjective = (lower: string): boolean => ADJECTIVE.has(lower);
/** True for words the lists know at all (names or ordinary words). */
export const isKnownWord = (lower: string): boolean =>
  WORD.has(lower) || ADJECTIVE.has(lower) || FIRST.has(lower) || LAST.has(lower) || ORGS.has(lower) || PLACE.has(lower);
/** True for ordinary (non-name) words: a capitalised one is probably a sentence start or a title word. */
export const isOrdinaryWord = (lower: string): boolean =>
  (WORD.has(lower) || ADJECTIVE.has(lower)) && !FIRST.has(lower) && !ORGS.has(lower) && !PLACE.has(lower);
