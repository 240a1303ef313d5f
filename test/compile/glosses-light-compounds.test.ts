/**
 * Requests written with a compound light verb ("do" with a "give", "throw" or "leave" after it) in
 * the languages of South Asia, and romanised South Asian requests built on an English verb ("book
 * karo", "cancel pannunga"): each is read as the bare request, and its negation as a refusal. The
 * intents are our own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, type CompiledCapability } from '../../src/capability/compile/index.ts';
import { glossIntent } from '../../src/capability/compile/glosses.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const TOOLS: ToolSpec[] = [
  tool('email_send', 'Sends an e-mail.', { to: prop('Recipient e-mail address'), subject: prop('Subject'), body: prop('Text') }),
  tool('invoice_pay', 'Pays an invoice from the account.', { invoice_no: prop('Invoice number'), amount: prop('Amount', 'number') }),
  tool('booking_cancel', 'Cancels a booking.', { booking_ref: prop('Booking reference') }),
];
const catalog = new ToolCatalog(graph, TOOLS);
const compile = (intent: string): CompiledCapability => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });
const granted = (intent: string): string[] =>
  compile(intent)
    .claims.scope.filter((s) => s !== 'read-only-retrieval')
    .sort();
const ORDER = 'order-manage';

describe('a compound light verb asks as the bare one', () => {
  // prettier-ignore
  const CANCELS: readonly [lang: string, bare: string, compound: string][] = [
    ['Punjabi', 'ਬੁਕਿੰਗ B-4411 ਰੱਦ ਕਰੋ', 'ਬੁਕਿੰਗ B-4411 ਰੱਦ ਕਰ ਦਿਓ'],
    ['Urdu', 'بکنگ B-4411 منسوخ کریں', 'بکنگ B-4411 منسوخ کر دیں'],
    ['Gujarati', 'બુકિંગ B-4411 રદ કરો', 'બુકિંગ B-4411 રદ કરી દો'],
    ['Bengali', 'বুকিং B-4411 বাতিল করুন', 'বুকিং B-4411 বাতিল করে দিন'],
    ['Marathi', 'बुकिंग B-4411 रद्द करा', 'बुकिंग B-4411 रद्द करून टाका'],
    ['Tamil', 'முன்பதிவு B-4411 ரத்து செய்யுங்கள்', 'முன்பதிவு B-4411 ரத்து செய்து விடுங்கள்'],
    ['Telugu', 'బుకింగ్ B-4411 రద్దు చేయండి', 'బుకింగ్ B-4411 రద్దు చేసేయండి'],
    ['Malayalam', 'ബുക്കിംഗ് B-4411 ക്യാൻസൽ ചെയ്യുക', 'ബുക്കിംഗ് B-4411 ക്യാൻസൽ ചെയ്തു തരൂ'],
    ['Kannada', 'ಬುಕಿಂಗ್ B-4411 ರದ್ದು ಮಾಡಿ', 'ಬುಕಿಂಗ್ B-4411 ರದ್ದು ಮಾಡಿಬಿಡಿ'],
    ['Sinhala', 'වෙන්කිරීම B-4411 අවලංගු කරන්න', 'වෙන්කිරීම B-4411 අවලංගු කරලා දෙන්න'],
    ['Odia', 'ବୁକିଂ B-4411 ବାତିଲ କରନ୍ତୁ', 'ବୁକିଂ B-4411 ବାତିଲ କରିଦିଅନ୍ତୁ'],
    ['Sindhi', 'بڪنگ B-4411 منسوخ ڪريو', 'بڪنگ B-4411 منسوخ ڪري ڇڏيو'],
  ];
  for (const [lang, bare, compound] of CANCELS)
    it(lang, () => {
      assert.match(glossIntent(bare).text, /please cancel/, bare);
      assert.match(glossIntent(compound).text, /please cancel/, compound);
      assert.deepEqual(granted(compound), [ORDER], compound);
    });

  it('a compound of a negated form stays negated', () => {
    assert.match(glossIntent('ബുക്കിംഗ് B-4411 ക്യാൻസൽ ചെയ്യരുത്').text, /don't cancel/);
    assert.deepEqual(granted('ബുക്കിംഗ് B-4411 ക്യാൻസൽ ചെയ്യരുത്'), []);
  });
});

describe('romanised South Asian requests on an English verb', () => {
  for (const intent of [
    'booking B-4411 cancel kar do',
    'meri booking B-4411 cancel karo',
    'booking B-4411 cancel kardijiye',
    'booking B-4411 cancel karun taka',
    'booking B-4411 cancel kore din',
    'booking B-4411 cancel pannunga',
    'booking B-4411 cancel cheyyandi',
    'booking B-4411 cancel cheyyanam',
    'booking B-4411 cancel maadi',
  ])
    it(intent, () => assert.deepEqual(granted(intent), [ORDER], intent));

  it('"mangwa do" orders; a negated light verb refuses', () => {
    assert.match(glossIntent('do pizza mangwa do').text, /please order/);
    assert.match(glossIntent('booking B-4411 cancel mat karo').text, /don't cancel/);
    assert.deepEqual(granted('booking B-4411 cancel mat karo'), []);
    assert.deepEqual(granted('booking B-4411 cancel panna vendam'), []);
  });
});
