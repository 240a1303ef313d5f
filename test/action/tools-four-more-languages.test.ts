/**
 * Tools described in Thai, Bengali, Armenian and Galician (src/action/glosses/more-scripts.ts): for
 * each, a read, a message sent, a payment or refund, an order or booking, a delete or cancel and a
 * role or permission given, classed by what they do through `inferClass`, and descriptions read in
 * English by `englishText`. Thai is cut into words, Bengali and Armenian are read verb first, and a
 * text Portuguese or Spanish explains as well as Galician stays theirs. The tools are named with
 * English words that say nothing of what they do, so the description decides. Every name and
 * description here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText } from '../../src/action/foreign.ts';
import { classes, num, reads, str } from './language-cases.ts';

describe('Thai: text without spaces cut into words, the verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'แสดงรายการคำสั่งซื้อของลูกค้า', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'ตรวจสอบสถานะการจัดส่งพัสดุ', { parcel: str }, 'read-only-retrieval'],
      ['counter', 'ส่งข้อความ SMS ถึงลูกค้า', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'คืนเงินเข้าบัตรของลูกค้า', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'ชำระเงินค่าใบแจ้งหนี้ให้ผู้จำหน่าย', { invoice: str, amount: num }, 'payment-initiate'],
      ['clinic', 'จองนัดหมายกับแพทย์', { doctor: str, date: str }, 'calendar-write'],
      ['supply', 'สั่งซื้อสินค้าจากผู้จำหน่าย', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'ยกเลิกคำสั่งซื้อของลูกค้า', { order: str }, 'order-manage'],
      ['panel', 'ลบเอกสารของลูกค้า', { document: str }, 'file-modify'],
      ['team', 'มอบหมายบทบาทผู้ดูแลระบบให้ผู้ใช้', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ให้สิทธิ์การเข้าถึงแก่พนักงาน', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English, "ำ" kept one letter', () => {
    reads('th', [
      ['ส่งข้อความ SMS ถึงลูกค้า', 'sends message SMS to customer'],
      ['แสดงใบแจ้งหนี้ที่ค้างชำระของลูกค้า', 'shows invoice unpaid of customer'],
      ['ยกเลิกการจองห้องพัก', 'cancels booking room'],
      ['ชำระเงินค่าใบแจ้งหนี้ให้ผู้จำหน่าย', 'pays invoice to supplier'],
    ]);
  });
});

describe('Bengali: the verb last, a noun of action and its light verb one verb', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'আজকের বুকিংগুলো দেখায়।', { date: str }, 'read-only-retrieval'],
      ['tracker', 'গ্রাহকের অর্ডারের অবস্থা যাচাই করে।', { order: str }, 'read-only-retrieval'],
      ['counter', 'গ্রাহককে একটি এসএমএস পাঠায়।', { phone: str, text: str }, 'message-send'],
      ['mailer', 'গ্রাহককে ইমেইল পাঠায়।', { to: str, body: str }, 'message-send'],
      ['cabinet', 'গ্রাহকের কার্ডে টাকা ফেরত দেয়।', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'সরবরাহকারীর চালান পরিশোধ করে।', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'গ্রাহকের জন্য পণ্য অর্ডার করে।', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'বুকিং বাতিল করে।', { booking: str }, 'order-manage'],
      ['panel', 'ফাইলটি মুছে ফেলে।', { file: str }, 'file-modify'],
      ['team', 'ব্যবহারকারীকে অ্যাডমিন ভূমিকা বরাদ্দ করে।', { user: str, role: str }, 'identity-admin'],
      ['gate', 'কর্মীকে অনুমতি প্রদান করে।', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first, its case endings on the nouns', () => {
    reads('bn', [
      ['গ্রাহকের অর্ডার বাতিল করে।', 'cancels customer order.'],
      ['আজকের বুকিংগুলো দেখায়।', "shows today's booking."],
      ['গ্রাহকের কার্ডে টাকা ফেরত দেয়।', 'refunds customer card.'],
    ]);
  });
});

describe('Armenian: articles and cases as endings, each clause read verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Որոնում է ապրանքներ պահեստում։', { query: str }, 'read-only-retrieval'],
      ['ledger_view', 'Ցուցադրում է հաճախորդի չվճարված ապրանքագրերը։', { customer: str }, 'read-only-retrieval'],
      ['counter', 'Ուղարկում է SMS հաճախորդին։', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Վերադարձնում է գումարը հաճախորդի քարտին։', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Վճարում է մատակարարի ապրանքագիրը։', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'Պատվիրում է ապրանք մատակարարից։', { product: str, quantity: num }, 'order-manage'],
      ['clinic', 'Ամրագրում է այց բժշկի մոտ։', { doctor: str, date: str }, 'calendar-write'],
      ['drawer', 'Պատվերը չեղարկում է։', { order: str }, 'order-manage'],
      ['panel', 'Ջնջում է ֆայլը։', { file: str }, 'file-modify'],
      ['team', 'Օգտատիրոջը վերագրում է ադմինիստրատորի դեր։', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Շնորհում է թույլտվություն օգտատիրոջը։', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads the verb first whether it opens or ends the clause', () => {
    reads('hy', [
      ['Ուղարկում է հաղորդագրություն հաճախորդին։', 'sends message customer.'],
      ['Գումարը վերադարձնում է հաճախորդի քարտին։', 'refunds customer card.'],
      ['Ցույց է տալիս այսօրվա ամրագրումները։', "shows today's bookings."],
      // The Armenian full stop ends a sentence as ". " does.
      ['Չեղարկում է պատվերը։ Ուղարկում է հաղորդագրություն։', 'cancels order. sends message.'],
    ]);
  });
});

describe('Galician beside Portuguese and Spanish', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Amosa as facturas pendentes do cliente.', { customer: str }, 'read-only-retrieval'],
      ['counter', 'Envía unha mensaxe ao cliente.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Reembolsa o importe na tarxeta do cliente.', { order: str, amount: num }, 'payment-initiate'],
      ['supply', 'Encarga produtos ao provedor.', { product: str, quantity: num }, 'order-manage'],
      ['clinic', 'Cancela a cita do paciente.', { appointment: str }, 'calendar-write'],
      ['panel', 'Borra o ficheiro.', { file: str }, 'file-modify'],
      ['team', 'Asigna un rol ao usuario.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Concede permisos ao persoal.', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads its own words; a text Portuguese or Spanish explains as well stays theirs', () => {
    reads('gl', [
      ['Envía unha mensaxe ao cliente.', 'sends a message to customer.'],
      ['Amosa as reservas de hoxe.', 'shows the bookings of today.'],
      ['Concede permisos ao persoal.', 'grants permissions to staff.'],
    ]);
    assert.equal(englishText('Elimina o documento do cliente.').lang, 'pt');
    assert.equal(englishText('Mostra as faturas pendentes do cliente.').lang, 'pt');
    assert.equal(englishText('Envía un mensaje al cliente.').lang, 'es');
  });
});

describe('the languages read before keep their texts', () => {
  it('Chinese, Japanese, Hindi and Georgian texts stay theirs; English stays as written', () => {
    assert.equal(englishText('向客户发送短信').lang, 'zh');
    assert.equal(englishText('予約をキャンセルします。').lang, 'ja');
    assert.equal(englishText('ग्राहक का ऑर्डर रद्द करता है।').lang, 'hi');
    assert.equal(englishText('აგზავნის შეტყობინებას კლიენტს.').lang, 'ka');
    const english = 'Sends a message to the customer.';
    assert.deepEqual(englishText(english), { text: english, glossed: 0 });
  });
});
