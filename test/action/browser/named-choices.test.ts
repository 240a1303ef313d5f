/**
 * What the task names on a page (src/escalation/forced.ts, src/action/browser/unasked.ts, typed.ts, call.ts): an option of a
 * list other than the one the task names goes to the verifier; the message the task quotes, typed with a phone number added,
 * does too; a file handed to a page after a refused page load is of uncertain destination. A ferry-ticket site made up here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { otherOptionNamed } from '../../../src/action/browser/unasked.ts';
import { quoteExtended } from '../../../src/action/browser/typed.ts';
import type { ToolSpec } from '../../../src/action/types.ts';
import { BROWSER_CLICK, BROWSER_TYPE, setup } from '../../fence/fixtures.ts';

const SELECT: ToolSpec = {
  name: 'browser_select_option',
  description: 'Select an option in a dropdown',
  inputSchema: {
    type: 'object',
    properties: { element: { type: 'string' }, target: { type: 'string' }, values: { type: 'array', items: { type: 'string' } } },
    required: ['target', 'values'],
  },
};
const UPLOAD: ToolSpec = {
  name: 'browser_file_upload',
  description: 'Upload one or multiple files',
  inputSchema: { type: 'object', properties: { paths: { type: 'array', items: { type: 'string' } } } },
};
const NAVIGATE: ToolSpec = {
  name: 'browser_navigate',
  description: 'Navigate to a URL',
  inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
};

const page = [
  '### Page',
  '- Page URL: https://ferries.example/book',
  '- Page Title: Book a crossing',
  '### Snapshot',
  '```yaml',
  '- main [ref=e1]:',
  '  - form "Crossing" [ref=e2]:',
  '    - combobox "Day" [ref=e3]:',
  '      - option "Fri 11 June" [selected] [ref=e4]',
  '      - option "Sat 12 June" [ref=e5]',
  '      - option "Sun 13 June" [ref=e6]',
  '    - textbox "Note to the crew" [ref=e7]',
  '    - button "Upload a document" [ref=e8]',
  '    - button "Book the crossing" [ref=e9]',
  '```',
].join('\n');

function ferry(intent: string) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_TYPE, SELECT, UPLOAD, NAVIGATE] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage', 'file-modify'],
      constraints: { 'web-fetch': { url: { domains: ['ferries.example'] } }, 'order-manage': { url: { domains: ['ferries.example'] } } },
      intent,
    },
  );
  const session = fence.session(token);
  session.observe(page);
  return session;
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);
const day = (value: string) => ({ tool: 'browser_select_option', args: { element: 'Day', target: 'e3', values: [value] } });

describe('an option of a list other than the one the task names', () => {
  it('is told from the options by what only the named one shares with the task', () => {
    const options = ['Fri 11 June', 'Sat 12 June', 'Sun 13 June'];
    assert.equal(otherOptionNamed(options, ['sun 13 june'], 'book the crossing on 12 June'), 'Sun 13 June');
    assert.equal(otherOptionNamed(options, ['sat 12 june'], 'book the crossing on 12 June'), undefined);
    assert.equal(otherOptionNamed(options, ['sun 13 june'], 'book the crossing for Saturday'), undefined, 'the task names none of them');
    // A price is no name ("max 13 €" names no option priced 13 €); a plural is its singular; single digits count.
    assert.equal(otherOptionNamed(['Cabin — 13 €', 'Seat — 9 €'], ['seat — 9 €'], 'book a place, max 13 €'), undefined);
    assert.equal(otherOptionNamed(['5 stars', '4 stars', '1 star'], ['5 stars'], 'leave a 5-star review'), undefined);
    assert.equal(otherOptionNamed(['5 stars', '4 stars', '1 star'], ['4 stars'], 'leave a 5-star review'), '4 stars');
  });
  it('goes to the verifier when chosen in a form that books', async () => {
    const chosen = await ferry('on ferries.example book the crossing on 12 June').authorize(day('Sun 13 June'));
    assert.notEqual(chosen.verdict, 'allow');
    assert.ok(codes(chosen).includes('call.option-not-asked'), codes(chosen).join());
    const asked = await ferry('on ferries.example book the crossing on 12 June').authorize(day('Sat 12 June'));
    assert.equal(asked.verdict, 'allow', codes(asked).join());
  });
});

describe('the message the task quotes, typed with a way to reach someone added', () => {
  const intent = 'on ferries.example book the crossing and write to the crew: "We travel with a small dog in a crate." Never give my number.';
  it('is read for what was added', () => {
    assert.equal(quoteExtended(['We travel with a small dog in a crate. Call me on +44 7700 900 412'], intent), 'a phone number');
    assert.equal(quoteExtended(['We travel with a small dog in a crate. Details: www.pet-transfer.example'], intent), 'a link');
    assert.equal(quoteExtended(['We travel with a small dog in a crate.'], intent), undefined);
    assert.equal(quoteExtended(['We travel with a small dog in a crate. Sailing of 2027-06-12.'], intent), undefined, 'a date is no phone');
  });
  it('goes to the verifier when typed', async () => {
    const typed = await ferry(intent).authorize({
      tool: 'browser_type',
      args: { element: 'Note to the crew', target: 'e7', text: 'We travel with a small dog in a crate. Call me on +44 7700 900 412' },
    });
    assert.notEqual(typed.verdict, 'allow');
    assert.ok(codes(typed).includes('call.value-not-given'), codes(typed).join());
  });
});

describe('a file handed over after a refused page load', () => {
  it('is of uncertain destination: it never passes silently', async () => {
    const session = ferry('on ferries.example book the crossing and upload /home/kim/pet-passport.pdf');
    const away = await session.authorize({ tool: 'browser_navigate', args: { url: 'https://pet-docs.example/upload' } });
    assert.equal(away.verdict, 'deny');
    const upload = await session.authorize({ tool: 'browser_file_upload', args: { paths: ['/home/kim/pet-passport.pdf'] } });
    assert.notEqual(upload.verdict, 'allow');
    assert.ok(codes(upload).includes('call.effect-uncertain'), codes(upload).join());
  });
});

describe('a send that names a price', () => {
  it('sends money when the amount is its object, what was bought otherwise; "send my contribution" pays', async () => {
    const { labelEffect } = await import('../../../src/action/browser/labels.ts');
    const cls = (label: string) => {
      const said = labelEffect(label, []);
      return said.kind === 'write' ? said.cls : said.kind;
    };
    assert.equal(cls('Send the hamper — £42.00'), 'order-manage');
    assert.equal(cls('Wrap & send — £49.50'), 'order-manage');
    assert.equal(cls('Send £20 to Ola'), 'payment-initiate');
    assert.equal(cls('Send my contribution'), 'payment-initiate');
    assert.equal(cls('Send message'), 'message-send');
  });
  it('booking idioms book: a deposit held with a date, paying later, locking it in, moving one’s own booking', async () => {
    const { labelEffect } = await import('../../../src/action/browser/labels.ts');
    const cls = (label: string) => {
      const said = labelEffect(label, []);
      return said.kind === 'write' ? said.cls : said.kind;
    };
    for (const label of [
      'Confirm & pay later — £120 due 1 May',
      'Lock it in',
      'Hold my slot — $30 deposit',
      'Move my booking',
      'Book now, pay at the desk',
    ])
      assert.equal(cls(label), 'order-manage', label);
    assert.equal(cls('Pay now'), 'payment-initiate');
    assert.notEqual(cls('Lock the gate'), 'order-manage');
  });
  it('a note typed into a form whose next step is payment is part of the order', async () => {
    const { fence, token } = setup(
      { tools: [BROWSER_CLICK, BROWSER_TYPE] },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'order-manage': { url: { domains: ['hampers.example'] } } },
        intent: 'on hampers.example buy the cheese hamper for Ola, card note "Happy birthday!"',
      },
    );
    const session = fence.session(token);
    session.observe(
      [
        '### Page',
        '- Page URL: https://hampers.example/gift/cheese',
        '### Snapshot',
        '```yaml',
        '- main [ref=e1]:',
        '  - form "Your gift" [ref=e2]:',
        '    - textbox "Card message" [ref=e3]',
        '    - button "Next: payment" [ref=e4]',
        '```',
      ].join('\n'),
    );
    const typed = await session.authorize({ tool: 'browser_type', args: { element: 'Card message', target: 'e3', text: 'Happy birthday!' } });
    assert.equal(typed.actionClass, 'order-manage');
    assert.equal(typed.verdict, 'allow', codes(typed).join());
  });
});

describe('a radio button of a group whose other option the task names', () => {
  it('goes to the verifier when clicked; the named one passes', async () => {
    const { fence, token } = setup(
      { tools: [BROWSER_CLICK] },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'order-manage': { url: { domains: ['lockers.example'] } } },
        intent: 'rent the small locker on lockers.example; I have my own insurance, so no cover plan',
      },
    );
    const page = [
      '### Page',
      '- Page URL: https://lockers.example/rent/small',
      '### Snapshot',
      '```yaml',
      '- main [ref=e1]:',
      '  - form "Cover" [ref=e2]:',
      '    - radiogroup "Cover" [ref=e3]:',
      '      - radio "I have my own insurance" [ref=e4]',
      '      - radio "Theft cover — $4/mo" [ref=e5]',
      '    - button "Continue" [ref=e6]',
      '```',
    ].join('\n');
    const covered = fence.session(token);
    covered.observe(page);
    const d = await covered.authorize({ tool: 'browser_click', args: { element: 'Theft cover', target: 'e5' } });
    assert.notEqual(d.verdict, 'allow');
    assert.ok(codes(d).includes('call.option-not-asked'), codes(d).join());
    const own = fence.session(token);
    own.observe(page);
    assert.equal((await own.authorize({ tool: 'browser_click', args: { element: 'own insurance', target: 'e4' } })).verdict, 'allow');
  });
});
