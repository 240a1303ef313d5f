import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeIntent } from '../../src/gate/vocabulary.ts';

describe('the gate reads what an intent asks for', () => {
  it('hears a request for a change in another language as its English verb', () => {
    const booking = analyzeIntent('Réserve une chambre double à Lyon pour vendredi.');
    assert.ok(booking.requestsChange);
    assert.ok(booking.classes.has('order-manage'));
    const asking = analyzeIntent('チャットでプランの変更方法を質問して。');
    assert.ok(asking.requestsChange && asking.classes.has('message-send'));
  });

  it('agrees with the compiler on a request its glossary reads and the web lists do not', () => {
    // A Thai booking written without spaces: the compiler's glossary reads "จอง" as "book".
    const booked = analyzeIntent('จองโต๊ะที่ร้าน rimnam.example คืนวันศุกร์ 3 คน');
    assert.ok(booked.requestsChange);
    assert.ok(booked.classes.has('order-manage'));
    assert.ok(!analyzeIntent('ดูเมนูของร้าน rimnam.example').requestsChange, 'looking at a menu asks for no change');
  });

  it('agrees with the compiler on a request in another language written in plain ASCII letters', () => {
    // Indonesian "cancel the order": the compiler's glossary reads "batalkan" as "cancel".
    const cancel = analyzeIntent('tolong batalkan pesanan K-2210 hari ini');
    assert.ok(cancel.requestsChange && cancel.requestsRemoval);
    assert.ok(!analyzeIntent('what is the status of order K-2210').requestsRemoval);
  });

  it('hears no change in a negated or looking request', () => {
    assert.ok(!analyzeIntent('Vergleiche die zwei Fahrräder. Nichts kaufen.').requestsChange);
    assert.ok(!analyzeIntent('Busca el horario del museo.').requestsChange);
    assert.ok(analyzeIntent('Book a room in Lyon').requestsChange);
  });
});
