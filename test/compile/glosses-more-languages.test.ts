/**
 * Request words of the languages glosses/indic-turkic.ts and glosses/atlantic-pacific.ts add, in
 * intents of our own: per language one that sends, one that pays, one that cancels a booking, and a
 * negated one that grants nothing of its kind. What the intent names (the address, the invoice, the
 * amount, the booking) is bound as written.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { granted } from './records.ts';
import { compile, describeRows, type Row, SEND } from './request-rows.ts';

// prettier-ignore
const ROWS: readonly Row[] = [
  { lang: 'Malayalam', send: 'ഇൻവോയ്സ് anna@example.com ലേക്ക് അയയ്ക്കുക', pay: 'ഇൻവോയ്സ് INV-22, 120 EUR പണമടയ്ക്കണം', cancel: 'ബുക്കിംഗ് B-4411 റദ്ദാക്കാമോ',
    not: ['ഇൻവോയ്സ് anna@example.com ലേക്ക് അയയ്ക്കരുത്', SEND] },
  { lang: 'Kannada', send: 'ಇನ್‌ವಾಯ್ಸ್ ಅನ್ನು anna@example.com ಗೆ ಕಳುಹಿಸಿ', pay: 'ಇನ್‌ವಾಯ್ಸ್ INV-22, 120 EUR ಪಾವತಿಸಿ', cancel: 'ಬುಕಿಂಗ್ B-4411 ರದ್ದುಮಾಡಿ',
    not: ['ಇನ್‌ವಾಯ್ಸ್ ಅನ್ನು anna@example.com ಗೆ ಕಳುಹಿಸಬೇಡಿ', SEND] },
  { lang: 'Sinhala', send: 'ඉන්වොයිසිය anna@example.com වෙත යවන්න', pay: 'ඉන්වොයිසිය INV-22, 120 EUR ගෙවන්න', cancel: 'වෙන්කිරීම B-4411 අවලංගු කරන්න',
    not: ['ඉන්වොයිසිය anna@example.com වෙත යවන්න එපා', SEND] },
  { lang: 'Odia', send: 'ଇନଭଏସ anna@example.com କୁ ପଠାନ୍ତୁ', pay: 'ଇନଭଏସ INV-22, 120 EUR ପେମେଣ୍ଟ କରନ୍ତୁ', cancel: 'ବୁକିଂ B-4411 ବାତିଲ କରନ୍ତୁ',
    not: ['ଇନଭଏସ anna@example.com କୁ ପଠାନ୍ତୁ ନାହିଁ', SEND] },
  { lang: 'Assamese', send: 'চালানখন anna@example.com লৈ পঠিয়াওক', pay: 'চালান INV-22, 120 EUR পৰিশোধ কৰক', cancel: 'বুকিং B-4411 বাতিল কৰক',
    not: ['চালানখন anna@example.com লৈ নপঠিয়াব', SEND] },
  { lang: 'Pashto', send: 'بل anna@example.com ته ولېږئ', pay: 'بل INV-22، 120 EUR تادیه کړئ', cancel: 'بکنګ B-4411 لغوه کړئ',
    not: ['بل anna@example.com ته مه ولېږئ', SEND] },
  { lang: 'Sindhi', send: 'انوائس anna@example.com تي موڪليو', pay: 'انوائس INV-22، 120 EUR ادا ڪريو', cancel: 'بڪنگ B-4411 منسوخ ڪريو',
    not: ['انوائس anna@example.com تي نه موڪليو', SEND] },
  { lang: 'Turkmen', send: 'hasap-fakturany anna@example.com salgysyna iberiň', pay: 'INV-22 hasaby töläň, 120 EUR', cancel: 'B-4411 bronuny ýatyryň',
    not: ['hasap-fakturany anna@example.com salgysyna ibermäň', SEND] },
  { lang: 'Tatar', send: 'счетны anna@example.com адресына җибәрегез', pay: 'INV-22 счетын түләгез, 120 EUR', cancel: 'B-4411 бронны гамәлдән чыгар',
    not: ['счетны anna@example.com адресына җибәрмәгез', SEND] },
  { lang: 'Uyghur', send: 'تالوننى anna@example.com غا ئەۋەتىڭ', pay: 'INV-22 تالوننى تۆلەڭ، 120 EUR', cancel: 'B-4411 زاكازنى بىكار قىلىڭ',
    not: ['تالوننى anna@example.com غا ئەۋەتمەڭ', SEND] },
  { lang: 'Esperanto', send: 'sendu la fakturon al anna@example.com', pay: 'pagu fakturon INV-22, 120 EUR', cancel: 'nuligu mian rezervon B-4411',
    not: ['ne sendu la fakturon al anna@example.com', SEND] },
  { lang: 'Frisian', send: 'stjoer de faktuer nei anna@example.com', pay: 'betelje faktuer INV-22, 120 EUR', cancel: 'annulearje myn reservearring B-4411',
    not: ['stjoer de faktuer net nei anna@example.com', SEND] },
  { lang: 'Faroese', send: 'sendið rokningina til anna@example.com', pay: 'gjaldið rokning INV-22, 120 EUR', cancel: 'avlýsið bíleggingina B-4411',
    not: ['sendið ikki rokningina til anna@example.com', SEND] },
  { lang: 'Scottish Gaelic', send: 'cuiribh am fàirdeal gu anna@example.com', pay: 'pàigh fàirdeal INV-22, 120 EUR', cancel: 'cuir dheth an glèidheadh B-4411',
    not: ['na cuiribh am fàirdeal gu anna@example.com', SEND] },
  { lang: 'Occitan', send: 'mandatz la factura a anna@example.com', pay: 'pagatz la factura INV-22, 120 EUR', cancel: 'anullatz la reservacion B-4411',
    not: ['mandatz pas la factura a anna@example.com', SEND] },
  { lang: 'Haitian Creole', send: 'voye fakti a bay anna@example.com', pay: 'peye fakti INV-22, 120 EUR', cancel: 'anile rezèvasyon B-4411 la',
    not: ['pa voye fakti a bay anna@example.com', SEND] },
  { lang: 'Shona', send: 'tumira invoice ku anna@example.com', pay: 'bhadhara invoice INV-22, 120 EUR', cancel: 'kanzura booking B-4411',
    not: ['usatumira invoice ku anna@example.com', SEND] },
  { lang: 'Sesotho', send: 'romela invoice ho anna@example.com', pay: 'lefa invoice INV-22, 120 EUR', cancel: 'khansela booking B-4411',
    not: ['o se romele invoice ho anna@example.com', SEND] },
  { lang: 'Setswana', send: 'romela invoice go anna@example.com', pay: 'duelang invoice INV-22, 120 EUR', cancel: 'khansela booking B-4411',
    not: ['o se romele invoice go anna@example.com', SEND] },
  { lang: 'Oromo', send: 'nagaheecha anna@example.com tti ergaa', pay: 'nagaheecha INV-22, 120 EUR kaffali', cancel: 'booking B-4411 addaan kuti',
    not: ['nagaheecha anna@example.com tti hin ergin', SEND] },
  { lang: 'Igbo', send: 'zipu akwụkwọ ọnụahịa ahụ na anna@example.com', pay: 'kwụọ akwụkwọ ọnụahịa INV-22, 120 EUR', cancel: 'kagbuo ndebe B-4411',
    not: ['ezipula akwụkwọ ọnụahịa ahụ na anna@example.com', SEND] },
  { lang: 'Māori', send: 'tukuna te nama ki anna@example.com', pay: 'utua te nama INV-22, 120 EUR', cancel: 'whakakorea te tāpui B-4411',
    not: ['kaua e tukuna te nama ki anna@example.com', SEND] },
  { lang: 'Tok Pisin', send: 'salim i go invois long anna@example.com', pay: 'peim invois INV-22, 120 EUR', cancel: 'katim buking B-4411',
    not: ['noken salim i go invois long anna@example.com', SEND] },
];

describeRows('request words of the languages added to the glosses', ROWS);

describe('the added glosses leave other languages’ words as they were', () => {
  it('a word that is a common word elsewhere asks nothing there', () => {
    // Spanish "debe" (must) and "tenga" (have), Turkish "araba" (car): no Igbo, Shona or Sesotho request.
    assert.deepEqual(granted(compile('el cliente debe tener una cuenta que tenga saldo, muestra el saldo')), []);
    assert.deepEqual(granted(compile('araba kiralama fiyatlarını göster')), []);
  });
});
