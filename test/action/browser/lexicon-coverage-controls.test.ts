import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { AFRICA_ASIA } from './control-rows-africa-asia.ts';
import { EUROPE_ASIA } from './control-rows-europe-asia.ts';
import { MAJOR_ACCOUNT } from './control-rows-major.ts';
import { controlKindMisreadings } from './controls.ts';

/**
 * The standard controls of shops, booking sites and account pages, per language, in labels written
 * for this test (./control-rows-*.ts): adding to a cart, buying, checking out and booking order;
 * paying pays (in a checkout, as English "Pay now" does); a step towards payment is a step; sending,
 * publishing and replying send; confirming and saving on a settings page change the account;
 * deleting removes; next is a step; back, cancel, search, details, read more, filter, compare,
 * select, download and log in read; registering and creating an account are read as English
 * "Create account" is.
 */
describe('standard shop, booking and account controls in each lexicon language', () => {
  for (const row of [...AFRICA_ASIA, ...EUROPE_ASIA])
    it(row.lang, () => {
      assert.deepEqual(controlKindMisreadings(row), []);
    });
});

describe('account and reading controls of the most widely read languages', () => {
  const effectOf = (label: string): string => {
    const e = labelEffect(label, []);
    return e.kind === 'write' ? e.cls : e.kind;
  };
  const english = effectOf('Create account');
  for (const row of MAJOR_ACCOUNT)
    it(row.lang, () => {
      for (const label of row.account.split('|')) assert.equal(effectOf(label), english, `${label}: as English "Create account"`);
      for (const label of row.look.split('|')) assert.equal(effectOf(label), 'read', `${label}: downloads, logs in or reads on`);
    });
});
