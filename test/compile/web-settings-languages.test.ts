/**
 * Settings requests (turn a preference on or off) in the languages whose web lexicon had none: a task
 * written for this test in each language's ordinary words asks for an account change, and a task
 * that only looks at the same page does not.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { foreignWebRequests } from '../../src/capability/compile/lexicon-web.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const scope = (intent: string): string[] => [
  ...graph.expand(compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph, startUrl: 'https://www.store.example/' }).claims.scope),
];

// prettier-ignore
const SETTINGS: readonly [lang: string, intent: string][] = [
  ['az', 'profilimdə SMS bildirişlərini söndür'],
  ['kk', 'хабарландыруларды өшіріңіз'],
  ['ky', 'электрондук почта билдирүүлөрүн өчүрүңүз'],
  ['uz', 'SMS xabarnomalarini oʻchiring'],
  ['tg', 'огоҳиҳои SMS-ро хомӯш кунед'],
  ['mn', 'имэйл мэдэгдлийг унтраа'],
  ['mt', 'itfi n-notifiki bl-email'],
  ['lb', 'd\'E-Mail-Notifikatiounen ausschalten'],
  ['af', 'skakel die e-poskennisgewings af'],
  ['eu', 'desaktibatu posta elektronikoko jakinarazpenak'],
  ['gu', 'ઇમેઇલ સૂચનાઓ બંધ કરો'],
  ['pa', 'ਈਮੇਲ ਸੂਚਨਾਵਾਂ ਬੰਦ ਕਰੋ'],
  ['ta', 'மின்னஞ்சல் அறிவிப்புகளை ஆஃப் செய்யவும்'],
  ['te', 'ఇమెయిల్ నోటిఫికేషన్లు ఆఫ్ చేయండి'],
  ['kn', 'ಇಮೇಲ್ ಅಧಿಸೂಚನೆಗಳನ್ನು ಆಫ್ ಮಾಡಿ'],
  ['ml', 'ഇമെയിൽ അറിയിപ്പുകൾ ഓഫാക്കുക'],
  ['ur', 'ای میل اطلاعات بند کریں'],
  ['ne', 'इमेल सूचनाहरू बन्द गर्नुहोस्'],
  ['si', 'ඊමේල් දැනුම්දීම් ඕෆ් කරන්න'],
  ['am', 'የኢሜይል ማሳወቂያዎችን አጥፋ'],
  ['so', 'dami ogeysiisyada iimaylka'],
  ['zu', 'cisha izaziso ze-imeyili'],
  ['jv', 'pateni notifikasi email'],
  ['ha', 'kashe sanarwar imel'],
  ['fy', 'útskeakelje de e-postberjochten'],
  ['fo', 'slá fráboðanir um teldupost frá'],
  ['mi', 'whakawetohia ngā pānui īmēra'],
  ['eo', 'malŝaltu la retpoŝtajn sciigojn'],
  ['oc', 'desactivatz las notificacions per corrièl'],
  ['ht', 'dezaktive notifikasyon imèl yo'],
  ['tk', 'e-poçta habarnamalaryny öçüriň'],
  ['tt', 'электрон почта хәбәрләрен сүндерегез'],
  ['ps', 'د بریښنالیک خبرتیاوې بند کړئ'],
  ['sd', 'اي ميل اطلاع بند ڪريو'],
  ['or', 'ଇମେଲ ବିଜ୍ଞପ୍ତି ବନ୍ଦ କରନ୍ତୁ'],
  ['as', 'ইমেইল জাননী বন্ধ কৰক'],
];

describe('turning a preference on or off, in the languages given a settings request', () => {
  for (const [lang, intent] of SETTINGS)
    it(lang, () => {
      assert.ok(
        foreignWebRequests(intent).some((r) => r.kind === 'settings' && r.lang === lang && !r.negated),
        `${intent} → ${JSON.stringify(foreignWebRequests(intent))}`,
      );
      assert.ok(scope(intent).includes('account-modify'), `${intent} → ${scope(intent).join()}`);
    });

  it('a settings word next to its negation is refused', () => {
    assert.ok(foreignWebRequests('ne malŝaltu la sciigojn').every((r) => r.kind !== 'settings' || r.negated));
    assert.ok(foreignWebRequests('pa dezaktive notifikasyon yo').every((r) => r.kind !== 'settings' || r.negated));
  });
});
