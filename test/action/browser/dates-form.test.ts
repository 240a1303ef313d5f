/**
 * A form whose only fields are two dates (src/action/browser/snapshot.ts `datesOnlyForm`): submitted by a button whose one
 * word no lexicon reads, it asks what is free between them and sends nothing a submit could commit, so it is a request to the
 * page's host, not a step of unknown effect. One date field, or a name beside the dates, keeps the button uncertain. The
 * site and the button's word (made up) are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect } from '../../../src/action/browser/effect.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const page = (fields: readonly string[]): string =>
  [
    '### Page state',
    '- Page URL: https://velmi.example/',
    '- Page Title: Beach chairs by the week',
    '- Page Snapshot:',
    '```yaml',
    '- generic [ref=e0]:',
    '  - main [ref=e1]:',
    '    - form "Kelvat orvi?" [ref=e2]:',
    ...fields.map((f) => `      - ${f}`),
    '      - button "Kelvat" [ref=e9] [cursor=pointer]',
    '  - paragraph [ref=e90]: Pick your dates and we will show the chairs that are still free on the beach.',
    '```',
  ].join('\n');

const effectOf = (fields: readonly string[]) => {
  const snap = parseSnapshot(page(fields))!;
  return clickEffect(snap, snap.byRef.get('e9')!);
};

describe('a form of dates only', () => {
  it('sends its dates to the page’s host: a request, not a step of unknown effect', () => {
    for (const fields of [
      ['textbox "Vano" [ref=e3]: 10.07.2028', 'textbox "Tur" [ref=e4]: 12.07.2028'],
      ['textbox "Vano" [ref=e3]: 2028-07-10', 'textbox "Tur" [ref=e4]: 2028-07-12'],
    ]) {
      const e = effectOf(fields);
      assert.equal(e.cls, 'web-fetch', e.why);
      assert.equal(e.uncertain, false, e.why);
    }
  });

  it('one date, or a name beside the dates, leaves what the button commits untold', () => {
    for (const fields of [
      ['textbox "Vano" [ref=e3]: 10.07.2028'],
      ['textbox "Vano" [ref=e3]: 10.07.2028', 'textbox "Tur" [ref=e4]: 12.07.2028', 'textbox "Nimo" [ref=e5]: Hauke Petersen'],
    ]) {
      const e = effectOf(fields);
      assert.equal(e.uncertain, true, e.why);
    }
  });
});

describe('a form named for looking something up', () => {
  it('sends what it holds to the page’s host, whatever its button says: "Find parking" with "Let’s go"', () => {
    const text = [
      '### Page state',
      '- Page URL: https://parkfinder.example/',
      '- Page Title: Park Finder',
      '- Page Snapshot:',
      '```yaml',
      '- generic [ref=e0]:',
      '  - form "Find parking" [ref=e1]:',
      '    - combobox "Airport" [ref=e2]',
      '    - textbox "From" [ref=e3]',
      '    - button "Let\'s go" [ref=e4] [cursor=pointer]',
      '```',
    ].join('\n');
    const snap = parseSnapshot(text)!;
    const e = clickEffect(snap, snap.byRef.get('e4')!);
    assert.equal(e.cls, 'web-fetch', e.why);
    assert.equal(e.uncertain, false, e.why);
  });
});

describe('an "Edit …" button beside what it shows', () => {
  const effect = (body: readonly string[]) => {
    const text = [
      '### Page state',
      '- Page URL: https://parkfinder.example/booking/PF-2210',
      '- Page Title: Booking PF-2210',
      '- Page Snapshot:',
      '```yaml',
      '- generic [ref=e0]:',
      ...body,
      '```',
    ].join('\n');
    const snap = parseSnapshot(text)!;
    return clickEffect(snap, snap.byRef.get('e9')!);
  };
  it('opens an editor: a read, the change is its form’s to submit', () => {
    const e = effect([
      '  - group "Vehicle" [ref=e1]:',
      '    - text: "Registration: LR19 KTW"',
      '    - button "Edit vehicle registration" [ref=e9] [cursor=pointer]',
    ]);
    assert.equal(e.cls, 'read-only-retrieval', e.why);
  });
  it('"Edit and publish" does more than open an editor: no read', () => {
    const e = effect(['  - group "Post" [ref=e1]:', '    - button "Edit and publish" [ref=e9] [cursor=pointer]']);
    assert.notEqual(e.cls, 'read-only-retrieval', e.why);
  });
  it('in a form holding fields, it submits them: no read', () => {
    const e = effect([
      '  - form "Vehicle" [ref=e1]:',
      '    - textbox "Registration" [ref=e2]: GN24 VXE',
      '    - button "Edit vehicle registration" [ref=e9] [cursor=pointer]',
    ]);
    assert.notEqual(e.cls, 'read-only-retrieval', e.why);
  });
});
