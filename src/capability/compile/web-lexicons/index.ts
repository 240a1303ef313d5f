/**
 * Every web lexicon, in the order their readings are reported: the languages written with spaces
 * (./types.ts `Lexicon`) and those written without (`UnspacedLexicon`: Japanese, Chinese, Korean, Thai).
 */
import { SOUTH_ASIAN_SEA } from './hi-vi-id-tl.ts';
import { CENTRAL } from './cs-hu-ro.ts';
import { NORDIC } from './da-no-fi.ts';
import { NORTHERN } from './de-nl-sv-pl.ts';
import { EASTERN } from './el-tr-ru-uk.ts';
import { ROMANCE } from './es-fr-it-pt.ts';
import { MIDDLE_EASTERN } from './he-ar-fa.ts';
import { UNSPACED as JA_ZH } from './ja-zh.ts';
import { KO_TH } from './ko-th.ts';
import { BALKAN } from './sk-bg-sr-hr.ts';
import { CA_SW } from './ca-sw.ts';
import type { Lexicon, UnspacedLexicon } from './types.ts';

export const WORDED: readonly Lexicon[] = [
  ...ROMANCE,
  ...NORTHERN,
  ...NORDIC,
  ...CENTRAL,
  ...EASTERN,
  ...BALKAN,
  ...CA_SW,
  ...MIDDLE_EASTERN,
  ...SOUTH_ASIAN_SEA,
];
export const UNSPACED: readonly UnspacedLexicon[] = [...JA_ZH, ...KO_TH];
