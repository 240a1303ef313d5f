/**
 * Request words in other languages and scripts (glosses.ts, gloss-forms.ts): they are read as
 * their English glosses, negations included; nouns with their case particles stay nouns; the
 * token's intent claim keeps the text as written; and words nothing reads leave the destination
 * to a look-up. Catalog and intents written here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { glossIntent } from '../../src/capability/compile/glosses.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const TOOLS: ToolSpec[] = [
  tool('members_list', 'List the club members with their e-mail addresses.', { club: prop('Club code') }),
  tool('notice_send', 'E-mail a notice to members.', { to_address: prop('E-mail address'), subject: prop('Subject'), body: prop('Text') }),
  tool('booking_cancel', 'Cancel a booking.', { booking_ref: prop('Booking reference') }),
  tool('fee_refund', 'Refund a fee to a member.', { member_ref: prop('Member'), amount: prop('Amount', 'number') }),
  tool('agreement_send', 'Send the agreement of a loan to a contact.', { loan_no: prop('Loan number'), to_address: prop('E-mail address') }),
];
const catalog = new ToolCatalog(graph, TOOLS);
const compile = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });
const scope = (intent: string): string[] => compile(intent).claims.scope.filter((c) => c !== 'read-only-retrieval');

describe('request words of other languages', () => {
  it('reads requests in scripts the English parser cannot', () => {
    assert.deepEqual(scope('στείλε την ειδοποίηση στα μέλη'), ['message-send'], 'Greek');
    assert.deepEqual(scope('отправь уведомление всем членам клуба'), ['message-send'], 'Russian');
    assert.deepEqual(scope('أرسل رسالة إلى الأعضاء'), ['message-send'], 'Arabic');
    assert.deepEqual(scope('会員全員にメールで知らせてください'), ['message-send'], 'Japanese');
    assert.deepEqual(scope('请取消我的预订'), ['order-manage'], 'Chinese');
    assert.deepEqual(scope('예약을 취소해 주세요'), ['order-manage'], 'Korean');
  });

  it('a noun with its case particle is the object, not a second request', () => {
    // "예약을" is "the booking": cancelling it books nothing; "取消预订" cancels a booking.
    assert.equal(glossIntent('예약을 취소해 주세요').text.includes('book'), false);
    assert.equal(glossIntent('取消预订').text.includes('book'), false);
    assert.equal(glossIntent('予約をキャンセルして').text.includes('book'), false);
  });

  it('negations in those languages stay negations', () => {
    assert.match(glossIntent('μην στείλεις τίποτα').text, /don't send/);
    assert.match(glossIntent('не отправляй ничего').text, /don't send/);
    assert.match(glossIntent('不要发送邮件').text, /don't send/);
    assert.match(glossIntent('メールを送らないで').text, /don't send/);
    assert.match(glossIntent('보내지 마세요').text, /don't send/);
    assert.deepEqual(scope('μην στείλεις τίποτα, μόνο δείξε μου τα μέλη'), []);
  });

  it('Latin-script forms with clitics and phrases', () => {
    assert.deepEqual(scope('devuélvele la cuota a marta'), ['payment-initiate']);
    // Typed without the accent, and in the voseo.
    assert.deepEqual(scope('reembolsale la cuota a marta'), ['payment-initiate']);
    assert.deepEqual(scope('devolvele la cuota a marta'), ['payment-initiate']);
    const sms = compile('cancela la reserva B-2231 y mándale un correo diciendo que está cancelada');
    assert.deepEqual(sms.claims.scope.filter((c) => c !== 'read-only-retrieval').sort(), ['message-send', 'order-manage']);
    // "-le" is a person the agent looks up: the recipient comes from a read, it is not refused outright.
    assert.deepEqual(sms.claims.constraints['message-send']?.recipient, { from: 'read' });
    assert.match(glossIntent('przypisz ewę do porannej zmiany').text, /^ , please assign /);
  });

  it('a verb-final language’s request is read before its object, as English writes it', () => {
    assert.match(glossIntent('दुकान पर दो किलो चावल का ऑर्डर दो').text, /^[\s,]*please order /);
    assert.match(glossIntent('会員全員にメールで知らせてください').text, /^[\s,]*please notify /);
    // A dot inside a number ends no clause; "and" does.
    assert.match(glossIntent('shop.example पर 14.2 किलो वाला सिलेंडर बुक कर दो').text, /^[\s,]*please book shop\.example/);
    assert.match(glossIntent('faturayı kontrol et ve müşteriye bildir').text, / ve\s+, please notify müşteriye/);
    assert.ok(scope('दुकान पर दो किलो चावल का ऑर्डर दो').includes('order-manage'));
  });

  it('English is left as written, and the intent claim keeps the words as the user wrote them', () => {
    assert.equal(glossIntent('send the agenda to bob').text, 'send the agenda to bob');
    const greek = 'στείλε τη σύμβαση του L-2026-14 στην υπεύθυνη επικοινωνίας';
    const token = compile(greek);
    assert.equal(token.claims.intent, greek);
    // The loan is the item sent, not its destination; the destination is described in Greek: a look-up.
    assert.deepEqual(token.claims.constraints['message-send']?.recipient, { from: 'read' });
  });

  it('what was done is no request: "送信済み" (sent) and "已发送" (already sent) mail is only looked at', () => {
    assert.deepEqual(scope('送信済みのメールを見せて'), []);
    assert.deepEqual(scope('给我看已发送的邮件'), []);
  });

  it('what it does not know stays unread: no request is made up', () => {
    assert.deepEqual(scope('土曜日の試合は雨で中止になりました'), []);
    assert.deepEqual(scope('Ο καιρός είναι καλός σήμερα'), []);
  });
});
