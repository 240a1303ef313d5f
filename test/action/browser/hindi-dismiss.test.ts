/**
 * A prompt's "later" and "not now" in Hindi, and the English "cancel" written in Devanagari as people say it ("कैंसल करो"):
 * the first two leave the prompt, the last cancels the record its label names, as "Cancel booking DS-3307" does. Labels
 * written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';

describe('Hindi controls', () => {
  it('"बाद में" and "अभी नहीं" leave a prompt, as "Not now" does', () => {
    for (const label of ['बाद में', 'अभी नहीं']) assert.equal(labelEffect(label, []).kind, 'read', label);
  });

  it('"कैंसल करो (DS-3307)" cancels the booking it names', () => {
    const effect = labelEffect('कैंसल करो (DS-3307)', ['मेरी बुकिंग']);
    assert.equal(effect.kind, 'write');
    assert.equal(effect.kind === 'write' ? effect.cls : undefined, 'order-manage');
  });
});
