/**
 * Buttons in words no lexicon reads, read from the site's own layout (src/action/browser/site-controls.ts): a button of
 * the header in no form opens a menu; a button beside a price that names the site's cart the way the header's cart link
 * does puts the item in the cart. The sites and their words (made up, in no real language) are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect } from '../../../src/action/browser/effect.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const page = (body: string): string =>
  [
    '### Page state',
    '- Page URL: https://velmi.example/turo',
    '- Page Title: Velmi turo',
    '- Page Snapshot:',
    '```yaml',
    '- generic [ref=e0]:',
    body,
    // The page's own text in the site's language: what tells the fence the page is not in English.
    '  - paragraph [ref=e90]: Velmi turo lumi drano kelvat orvi, sorvi tarka lumi dranu vesko malda kelvat orvi turak plavo ven',
    '```',
  ].join('\n');

const header = (extra = ''): string =>
  [
    '  - banner [ref=e1]:',
    '    - link "Velmi" [ref=e2] [cursor=pointer]:',
    '      - /url: /',
    '    - navigation "Orvi" [ref=e3]:',
    '      - link "Drakorvo (0)" [ref=e4] [cursor=pointer]:',
    '        - /url: /drakorvo',
    '    - button "Nimo kelvat" [ref=e5] [cursor=pointer]',
    extra,
  ]
    .filter((l) => l !== '')
    .join('\n');

const product = (button: string, price = '    - paragraph [ref=e12]: 85,00 kr.'): string =>
  ['  - main [ref=e10]:', '    - heading "Lumi drano" [level=1] [ref=e11]', price, `    - button "${button}" [ref=e13] [cursor=pointer]`]
    .filter((l) => l !== '')
    .join('\n');

const effectOf = (text: string, ref: string) => {
  const snap = parseSnapshot(text)!;
  return clickEffect(snap, snap.byRef.get(ref)!);
};

describe('a button of the site’s header, in no form', () => {
  it('opens a menu: a read, whatever its words', () => {
    const e = effectOf(page(`${header()}\n${product('Sorvi')}`), 'e5');
    assert.equal(e.cls, 'read-only-retrieval', e.why);
    assert.equal(e.uncertain, false);
  });

  it('is no menu when the header holds a form’s fields, or when the button is in the page’s main part', () => {
    const withField = effectOf(page(`${header('    - textbox "Nimo" [ref=e6]')}\n${product('Sorvi')}`), 'e5');
    assert.equal(withField.uncertain, true, withField.why);
    const inMain = effectOf(page(`${header()}\n${product('Sorvi')}`), 'e13');
    assert.equal(inMain.uncertain, true, inMain.why);
  });
});

describe('a button that names the site’s cart beside a price', () => {
  it('puts the item in the cart: an order', () => {
    const e = effectOf(page(`${header()}\n${product('Lakko í drakorv')}`), 'e13');
    assert.equal(e.cls, 'order-manage', e.why);
    assert.equal(e.uncertain, false);
  });

  it('reads a cart link by its address, and a word one letter longer or shorter', () => {
    const byPath = page(
      [
        '  - banner [ref=e1]:',
        '    - link "ⵜⴰⵙⵏⴷⵓⵇⵜ" [ref=e4] [cursor=pointer]:',
        '      - /url: /cart',
        '  - main [ref=e10]:',
        '    - paragraph [ref=e12]: 120 MAD',
        '    - button "ⵔⵏⵓ ⵖⵔ ⵜⵙⵏⴷⵓⵇⵜ" [ref=e13] [cursor=pointer]',
      ].join('\n'),
    );
    assert.equal(effectOf(byPath, 'e13').cls, 'order-manage');
  });

  it('no price beside it, or no word of the cart: the effect still cannot be told', () => {
    assert.equal(effectOf(page(`${header()}\n${product('Lakko í drakorv', '')}`), 'e13').uncertain, true);
    assert.equal(effectOf(page(`${header()}\n${product('Lakko í sorvi')}`), 'e13').uncertain, true);
  });
});
