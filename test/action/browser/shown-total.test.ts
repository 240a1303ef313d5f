/**
 * An order placed with a control that names no price (src/action/browser/checkout.ts `shownTotal`): in a checkout's form
 * (fields filled with the person's details) it is bound by the largest sum the page's own content shows — the summary's
 * total — never by the prices of the controls that offer more, of frames or of the footer. A quantity form to add to a
 * cart is no checkout. The shop and its words (made up, in no real language) are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shownTotal } from '../../../src/action/browser/checkout.ts';
import { formOf } from '../../../src/action/browser/effect.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const page = (fields: string) =>
  parseSnapshot(`RootWebArea 'Kalvo – Orvi', focused, url='https://orvi.example/kalvo'
\t[10] main ''
\t\t[11] paragraph ''
\t\t\tStaticText 'Drano × 250 — ₦125,000'
\t\t[12] paragraph ''
\t\t\tStaticText 'Kelvat: ₦225,000'
\t\t[13] button 'Turak generator — ₦350,000'
\t\t[20] form 'Orvi'
${fields}
\t\t\t[29] button 'Sorvi'
\t[30] contentinfo ''
\t\tStaticText 'Velmi free delivery over ₦900,000'`)!;
const totalAt = (text: ReturnType<typeof page>) => shownTotal(text, formOf(text, text.byRef.get('29')!));

describe('the sum a checkout page shows', () => {
  it('bounds a commit in a form of the person’s details: the largest sum of the content, not an offer or the footer', () => {
    const checkout = page("\t\t\t[21] textbox 'Nimo', value='Adaeze Nwosu'\n\t\t\t[22] textbox 'Turo', value='7 Ogui Road, Enugu'");
    assert.equal(totalAt(checkout), 225000);
  });

  it('the words of a box offering more, beside the box, are no sum of the order', () => {
    const checkout = page(
      "\t\t\t[21] textbox 'Nimo', value='Adaeze Nwosu'\n\t\t\t[22] textbox 'Turo', value='7 Ogui Road, Enugu'\n\t\t\t[23] LabelText ''\n\t\t\t\t[24] checkbox 'Velmi club — ₦990,000 a year', checked='false'\n\t\t\t\tStaticText 'Velmi club — ₦990,000 a year'",
    );
    assert.equal(totalAt(checkout), 225000);
  });

  it('a form that only holds a quantity is no checkout', () => {
    assert.equal(totalAt(page("\t\t\t[21] textbox 'Drano', value='250'")), undefined);
  });
});
