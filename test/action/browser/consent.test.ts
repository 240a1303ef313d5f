/**
 * A cookie dialog's buttons answer the site's consent banner (src/action/browser/consent.ts): a
 * read, in any language the storage's name is written in. The same button words elsewhere, and a
 * control that orders or names a price inside such a box, keep their own reading. Pages made up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect, fieldEffect } from '../../../src/action/browser/effect.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

/** A BrowserGym page whose first region is `box` (already indented by two tabs). */
const page = (box: string): string => `## Currently open tabs:
Tab 0 (active tab)
    Title: Home
    URL: https://bakery.example/

## AXTree:
RootWebArea 'Home', focused
${box}
\t[60] main ''
\t\t[61] heading 'Fresh today'
\t\t[62] button 'Accept all'
\t\t[63] button 'Save'`;

const effectOf = (text: string, bid: string) => {
  const snap = parseSnapshot(text)!;
  const index = snap.byRef.get(bid)!;
  return clickEffect(snap, index);
};

describe('a cookie dialog’s answer is a read', () => {
  it('reads the dialog’s buttons in several languages', () => {
    const dialogs = [
      "\t[30] dialog 'Cookies'\n\t\t[31] paragraph ''\n\t\t\tStaticText 'We use cookies to keep your basket.'\n\t\t[32] button 'Accept all'\n\t\t[33] button 'Only necessary'",
      "\t[30] dialog ''\n\t\t[31] paragraph ''\n\t\t\tStaticText 'Използваме бисквитки за количката.'\n\t\t[32] button 'Приемам всички'\n\t\t[33] button 'Отказ'",
      "\t[30] region 'คุกกี้'\n\t\t[32] button 'ยอมรับทั้งหมด'\n\t\t[33] button 'ปฏิเสธ'",
      "\t[30] alertdialog 'Çerez tercihleri'\n\t\t[32] button 'Tümünü kabul et'\n\t\t[33] button 'Reddet'",
      "\t[30] dialog 'কুকি'\n\t\t[32] button 'সব গ্রহণ করুন'\n\t\t[33] button 'শুধু প্রয়োজনীয়'",
      // Added after a blind set's clean run: the storage's name as Mongolian, Khmer, Sinhala, Burmese and Yoruba write it.
      "\t[30] dialog 'Күүки тохиргоо'\n\t\t[32] button 'Зөвшөөрөх'\n\t\t[33] button 'Татгалзах'",
      "\t[30] dialog 'ការកំណត់ខូគី'\n\t\t[32] button 'យល់ព្រម'\n\t\t[33] button 'បដិសេធ'",
      "\t[30] region 'කුකී සැකසුම්'\n\t\t[32] button 'එකඟයි'\n\t\t[33] button 'ප්‍රතික්ෂේප කරන්න'",
      "\t[30] dialog 'ကွတ်ကီး ဆက်တင်များ'\n\t\t[32] button 'သဘောတူသည်'\n\t\t[33] button 'ငြင်းပယ်သည်'",
      "\t[30] dialog 'Ètò kúkì'\n\t\t[32] button 'Mo gbà'\n\t\t[33] button 'Kọ̀'",
      // The storage's name in Malayalam, Gujarati, Gurmukhi, Lao, Telugu and Kannada scripts, and as Welsh, Azerbaijani and Swahili write it.
      "\t[30] dialog 'കുക്കി നയം'\n\t\t[32] button 'സ്വീകരിക്കുക'\n\t\t[33] button 'നിരസിക്കുക'",
      "\t[30] dialog 'કૂકી સેટિંગ્સ'\n\t\t[32] button 'સ્વીકારો'\n\t\t[33] button 'નકારો'",
      "\t[30] dialog 'ਕੂਕੀ ਤਰਜੀਹਾਂ'\n\t\t[32] button 'ਮਨਜ਼ੂਰ'\n\t\t[33] button 'ਨਾਮਨਜ਼ੂਰ'",
      "\t[30] region 'ການຕັ້ງຄ່າຄຸກກີ້'\n\t\t[32] button 'ຕົກລົງ'\n\t\t[33] button 'ປະຕິເສດ'",
      "\t[30] dialog 'కుకీ సెట్టింగ్‌లు'\n\t\t[32] button 'అంగీకరించు'\n\t\t[33] button 'తిరస్కరించు'",
      "\t[30] dialog 'ಕುಕೀ ಆದ್ಯತೆಗಳು'\n\t\t[32] button 'ಒಪ್ಪಿಕೊಳ್ಳಿ'\n\t\t[33] button 'ನಿರಾಕರಿಸಿ'",
      "\t[30] dialog 'Gosodiadau cwcis'\n\t\t[32] button 'Iawn'\n\t\t[33] button 'Gwrthod'",
      "\t[30] dialog 'Kuki seçimləri'\n\t\t[32] button 'Razıyam'\n\t\t[33] button 'İmtina'",
      "\t[30] dialog 'Vidakuzi'\n\t\t[32] button 'Kubali'\n\t\t[33] button 'Kataa'",
      // The storage's name with a Zulu noun prefix, and as Pashto (Arabic yeh) and Sorani (doubled waw) spell it.
      "\t[30] dialog 'Izilungiselelo'\n\t\t[31] paragraph ''\n\t\t\tStaticText 'Le sayithi isebenzisa amakhukhi.'\n\t\t[32] button 'Ngiyavuma'\n\t\t[33] button 'Cha'",
      "\t[30] dialog 'د کوکيز تنظیمات'\n\t\t[32] button 'منل'\n\t\t[33] button 'ردول'",
      "\t[30] dialog 'ڕێکخستنی کووکی'\n\t\t[32] button 'ڕازیم'\n\t\t[33] button 'ڕەتکردنەوە'",
      // Sindhi's own kaf ("ڪوڪيز"), and a one-word "reject" that Arabic reads as "reply": no message leaves a cookie dialog.
      "\t[30] dialog 'ڪوڪيز'\n\t\t[32] button 'قبول'\n\t\t[33] button 'رد'",
    ];
    for (const d of dialogs)
      for (const bid of ['32', '33']) {
        const effect = effectOf(page(d), bid);
        assert.equal(effect.cls, 'read-only-retrieval', `${d.slice(0, 40)} ${bid}: ${effect.why}`);
        assert.equal(effect.uncertain, false);
      }
  });

  it('keeps the reading of the same words outside a cookie box, and of an order or a price inside one', () => {
    const d =
      "\t[30] dialog 'Cookies'\n\t\t[31] paragraph ''\n\t\t\tStaticText 'Cookie tin of the week'\n\t\t[32] button 'Add to cart'\n\t\t[33] button 'Accept (€ 2/month)'";
    assert.notEqual(effectOf(page(d), '32').cls, 'read-only-retrieval');
    assert.notEqual(effectOf(page(d), '33').cls, 'read-only-retrieval');
    assert.notEqual(effectOf(page(d), '62').cls, 'read-only-retrieval', 'the page’s own "Accept all" is not the dialog’s');
    // A product card that mentions cookies is no consent box.
    const card = "\t[30] listitem ''\n\t\t[31] heading 'Oat cookies, 12 pcs'\n\t\t[32] button 'Buy'";
    assert.notEqual(effectOf(page(card), '32').cls, 'read-only-retrieval');
  });
});

describe("the site's name in a page's title names no kind of page", () => {
  it('a field on a page whose title ends in the site\'s name after an em dash ("… — Hale o Hilo") is judged by the page, not by that name', () => {
    const text = `## Currently open tabs:
Tab 0 (active tab)
    Title: Kauoha — Hale Lei o Hilo
    URL: https://lei.example/kauoha

## AXTree:
RootWebArea 'Kauoha — Hale Lei o Hilo', focused
\t[10] main ''
\t\t[11] textbox 'Inoa'
\t\t[12] textbox 'Helu'`;
    const snap = parseSnapshot(text)!;
    const effect = fieldEffect(snap, snap.byRef.get('11')!);
    assert.notEqual(effect.cls, 'message-send', effect.why);
  });
});
