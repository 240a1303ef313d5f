/**
 * The one control of a notice dialog dismisses it, whatever its words (src/action/browser/consent.ts
 * `dismissesNotice`): "We use kekur so the site works. [Góðtak]" in a language no lexicon reads; so
 * does either button of a two-button notice the site showed as the page was opened. A dialog that
 * asks something (two buttons that appeared after a click, a third, a field) or names a price is no
 * notice. The site and its words (made up, in no real language) are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSER_CLICK, playwrightPage, setup } from '../../fence/fixtures.ts';

const HOST = 'lumo.varra.example';
const TEXT = 'paragraph: Varra lumo kelvat orvi sorvi tarka, lumi dranu vesko malda kelvat orvi turak plavo ven drano';

/** Click e4 of `dialog`, shown when the page was opened, or (`after`) on the same page after it was first shown without it. */
function decide(dialog: string, after = false) {
  const page = playwrightPage(`https://${HOST}/`, 'Varra', [dialog, 'heading "Varra lumo" [level=1] [ref=e9]', TEXT]);
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK] },
    { scope: ['read-only-retrieval', 'web-fetch'], constraints: { 'web-fetch': { url: { domains: [HOST] } } }, intent: `${HOST} lumo varra` },
  );
  const session = fence.session(token);
  if (after) session.observe(playwrightPage(`https://${HOST}/`, 'Varra', ['heading "Varra lumo" [level=1] [ref=e9]', TEXT]));
  session.observe(page);
  return session.authorize({ tool: 'browser_click', args: { target: 'e4' } });
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

describe('the one control of a notice dialog', () => {
  it('dismisses it: a read, whatever its words', async () => {
    const d = await decide('dialog "Kekur" [ref=e2]:\n    - paragraph [ref=e3]: Vit nyta kekur, so varra riggar.\n    - button "Godtak" [ref=e4]');
    assert.equal(d.verdict, 'allow', codes(d).join());
    assert.equal(d.actionClass, 'read-only-retrieval');
  });

  it('either button of a two-button notice the site showed when the page was opened answers it: a read', async () => {
    const d = await decide(
      'dialog "Kekur" [ref=e2]:\n    - paragraph [ref=e3]: Vit nyta kekur.\n    - button "Godtak" [ref=e4]\n    - button "Nei takk" [ref=e5]',
    );
    assert.equal(d.verdict, 'allow', codes(d).join());
    assert.equal(d.actionClass, 'read-only-retrieval');
  });

  it('two buttons that appeared after a click, a field or a price ask something: the effect cannot be told', async () => {
    for (const [dialog, after] of [
      ['dialog "Kekur" [ref=e2]:\n    - paragraph [ref=e3]: Vit nyta kekur.\n    - button "Godtak" [ref=e4]\n    - button "Nei takk" [ref=e5]', true],
      [
        'dialog "Kekur" [ref=e2]:\n    - paragraph [ref=e3]: Vit nyta.\n    - button "Godtak" [ref=e4]\n    - button "Nei" [ref=e5]\n    - button "Kanski" [ref=e6]',
        false,
      ],
      ['dialog "Kekur" [ref=e2]:\n    - textbox "Teldupostur" [ref=e3]\n    - button "Godtak" [ref=e4]', false],
      ['dialog "Kekur" [ref=e2]:\n    - paragraph [ref=e3]: Lumo varra 9,99 € um manadin.\n    - button "Godtak" [ref=e4]', false],
    ] as const) {
      const d = await decide(dialog, after);
      assert.notEqual(d.verdict, 'allow', dialog);
      assert.ok(codes(d).includes('call.effect-uncertain'), `${dialog}: ${codes(d).join()}`);
    }
  });
});
