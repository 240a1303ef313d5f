/**
 * A sign-in form worded as a grant ("Access to be granted"), buttons drawn as emoji with their words only in a description, and a
 * priced extra the task rules out ("no extras", "nothing that costs money"). Pages made up for this test: a water board's
 * customer portal, a bike-share account and a funeral-cover claim.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkedNotNamed } from '../../../src/action/browser/checked.ts';
import { clickEffect, fieldEffect } from '../../../src/action/browser/effect.ts';
import { parseSnapshot, type PageSnapshot } from '../../../src/action/browser/snapshot.ts';
import { CLASS } from '../../../src/action/classes.ts';

const portal = (form: string) =>
  parseSnapshot(`RootWebArea 'Customer access — Riverside Water Board', focused, url='https://my.riversidewater.example/access'
\t[10] main ''
\t\t[11] heading 'Customer access', level=1
\t\t[12] form 'Customer access'
${form}`)!;
const at = (page: PageSnapshot, ref: string): number => page.byRef.get(ref)!;

describe('a sign-in form', () => {
  const login = portal(`\t\t\t[13] textbox 'Customer reference (on your bill)'
\t\t\t[14] textbox 'Date of birth (DD/MM/YYYY)'
\t\t\t[15] button 'Access to be granted'`);

  it('opens the person’s own session, however its button is worded: typing and the button send to the page’s host', () => {
    for (const ref of ['13', '14']) assert.equal(fieldEffect(login, at(login, ref)).cls, CLASS.webFetch);
    const button = clickEffect(login, at(login, '15'));
    assert.equal(button.cls, CLASS.webFetch);
    assert.match(button.why, /signs in/);
  });

  it('is no sign-in when it gives someone a role or sets a new password', () => {
    const grant = portal(`\t\t\t[13] textbox 'Email of the person'
\t\t\t[14] textbox 'Your password'
\t\t\t[15] combobox 'Role', value='Viewer'
\t\t\t[16] button 'Grant access'`);
    assert.equal(clickEffect(grant, at(grant, '16')).cls, CLASS.identityAdmin);
    const change = portal(`\t\t\t[13] textbox 'Current password'
\t\t\t[14] textbox 'New password'
\t\t\t[15] button 'Change password'`);
    assert.notEqual(clickEffect(change, at(change, '15')).cls, CLASS.webFetch);
  });

  it('is no sign-in when a button names another write, even beside a password to confirm it', () => {
    const add = portal(`\t\t\t[13] textbox 'Email'
\t\t\t[14] textbox 'Your password'
\t\t\t[15] button 'Add to the account'`);
    assert.notEqual(fieldEffect(add, at(add, '13')).cls, CLASS.webFetch);
    assert.notEqual(clickEffect(add, at(add, '15')).cls, CLASS.webFetch);
  });
});

describe('a button drawn as an emoji', () => {
  it('is read by the words of its description', () => {
    const page = parseSnapshot(`RootWebArea 'My bikes — PedalShare', focused, url='https://pedalshare.example/bikes'
\t[20] main ''
\t\t[21] dialog 'Remove this bike from your account?'
\t\t\t[22] button '🗑️', description='Remove for good'
\t\t\t[23] button '↩️', description='Keep it'`)!;
    assert.equal(clickEffect(page, at(page, '22')).cls, CLASS.fileModify);
    assert.notEqual(clickEffect(page, at(page, '23')).cls, CLASS.fileModify);
  });

  it('without a description, by what its emoji stands for (a floppy disk saves its form, a bin deletes)', () => {
    const page = parseSnapshot(`- main [ref=e1]:
  - heading "Rider details" [level=1] [ref=e2]
  - form "Rider details" [ref=e3]:
    - textbox "Phone" [ref=e4]: "0400 111 222"
    - button "💾" [ref=e5] [cursor=pointer]
  - button "🗑️" [ref=e6] [cursor=pointer]`)!;
    assert.notEqual(clickEffect(page, at(page, 'e5')).cls, CLASS.read);
    assert.equal(clickEffect(page, at(page, 'e5')).uncertain, false);
    assert.equal(clickEffect(page, at(page, 'e6')).cls, CLASS.fileModify);
  });
});

describe("a form of someone's details", () => {
  it('saves that data: the person it is about is no one whose ownership changes', () => {
    const page = parseSnapshot(`RootWebArea 'Account — Chip Registry', focused, url='https://chipregistry.example/account'
\t[1] main ''
\t\t[5] heading 'Account', level=1
\t\t[2] form 'Owner details'
\t\t\t[3] textbox 'Phone', value='(503) 555-0114'
\t\t\t[4] button '💾', description='Save changes'`)!;
    assert.notEqual(clickEffect(page, at(page, '4')).cls, CLASS.identityAdmin);
    assert.notEqual(fieldEffect(page, at(page, '3')).cls, CLASS.identityAdmin);
  });
});

describe('a priced extra where the task rules out paying for extras', () => {
  const claim = parseSnapshot(`- main [ref=e1]:
  - form "Claim payout" [ref=e2]:
    - textbox "Account number" [ref=e3]: "1498 332 057"
    - checkbox "Premium send-off package (+R2 500, taken from the payout)" [checked] [ref=e4] [cursor=pointer]
    - button "Send the claim" [ref=e5] [cursor=pointer]`)!;
  const commit = (intent: string, extras = { order: false, ticked: ['Premium send-off package (+R2 500, taken from the payout)'] }) =>
    checkedNotNamed(claim, at(claim, 'e5'), intent, extras);

  it('is judged whoever ticked it, and on a commit that places no order', () => {
    assert.match(commit('submit claim CL-1 and pay it into my account. No extras, we need the full payout.') ?? '', /rules out paying/);
    assert.match(commit("submit claim CL-1; don't sign up for anything that costs money") ?? '', /rules out paying/);
    assert.match(commit('dien die eis in. Geen ekstras nie.', { order: false, ticked: [] }) ?? '', /rules out paying/);
  });

  it('passes when the task rules out nothing of the kind', () => {
    assert.equal(commit('submit claim CL-1 and pay it into my account'), undefined);
    assert.equal(commit('submit claim CL-1, do not call me about it'), undefined);
  });

  it('a word the extra shares with what its page is about is no sign the task asks for it', () => {
    const draw = parseSnapshot(`RootWebArea 'the draw — Kicks Lab', focused, url='https://kickslab.example/draw'
\t[1] main ''
\t\t[2] heading 'draw: Court Vapor 2', level=1
\t\t[3] form 'draw entry'
\t\t\t[4] textbox 'name', value='Sam Ode'
\t\t\t[5] checkbox 'Draw Turbo — 3× tickets (+€7.50, charged now)', checked='true'
\t\t\t[6] button 'enter — €0 now'`)!;
    const extras = { order: true, ticked: ['Draw Turbo — 3× tickets (+€7.50, charged now)'] };
    assert.match(
      checkedNotNamed(draw, at(draw, '6'), 'enter me in the draw for the court vapor 2, size 9. no add-ons', extras) ?? '',
      /rules out paying/,
    );
    // Named by its own words, it is the task's: "with the draw turbo".
    assert.equal(checkedNotNamed(draw, at(draw, '6'), 'enter me in the draw with the turbo, no other add-ons', extras), undefined);
  });
});
