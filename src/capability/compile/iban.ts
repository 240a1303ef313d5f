/**
 * IBAN validation (ISO 13616): a registered country code, the length that country uses, and the
 * ISO 7064 MOD 97-10 check digits. A string that fails any of these is not an IBAN (it may still
 * be some other account id).
 */

/** IBAN length per country (SWIFT IBAN registry). */
const LENGTH: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

const SPACES_AND_DASHES = /[\s-]/g;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** `DE89 3704 0044 0532 0130 00` → `DE89370400440532013000` (upper case, no spaces). */
export function compactIban(text: string): string {
  return text.replace(SPACES_AND_DASHES, '').toUpperCase();
}

/** True when `text` (spaces allowed) is a valid IBAN. */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!IBAN_SHAPE.test(iban)) return false;
  const expected = LENGTH[iban.slice(0, 2)];
  if (expected === undefined || iban.length !== expected) return false;
  // Read from the fifth character round to the fourth (the first four moved to the end), a letter
  // as its two digits (A=10 … Z=35), a digit as itself, and reduce mod 97 as the digits come.
  let remainder = 0;
  for (let i = 0; i < iban.length; i++) {
    const code = iban.charCodeAt((i + 4) % iban.length);
    remainder = code >= 65 ? (remainder * 100 + (code - 55)) % 97 : (remainder * 10 + (code - 48)) % 97;
  }
  return remainder === 1;
}
