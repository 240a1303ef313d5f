/**
 * The everyday request verbs completed across the glossed languages (glosses/everyday-*.ts), in
 * intents of our own: for each language, a request (switching a light or a device, locking a door,
 * renewing a subscription, charging a customer, texting, giving access) compiles to the class it
 * asks for, and the same request negated as that language negates it grants nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { granted, prop, REQUEST_TOOLS, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const TOOLS: ToolSpec[] = [
  ...REQUEST_TOOLS,
  tool('light_power', 'Turns a light on or off.', { room: prop('Room'), on: prop('On', 'boolean') }),
  tool('door_lock', 'Locks or unlocks the front door.', { locked: prop('Locked', 'boolean') }),
  tool('server_control', 'Starts, stops or restarts a server.', { server: prop('Server name') }),
  tool('blog_publish', 'Publishes a post on the blog.', { title: prop('Title'), body: prop('Body') }),
  tool('card_charge', "Charges a customer's card.", { customer: prop('Customer'), amount: prop('Amount', 'number') }),
  tool('subscription_renew', 'Renews a subscription.', { plan: prop('Plan') }),
  tool('file_delete', 'Deletes a file.', { path: prop('File path') }),
];
const catalog = new ToolCatalog(graph, TOOLS);
const compile = (intent: string): string[] => granted(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' }));

const SEND = 'message-send';
const PAY = 'payment-initiate';
const ORDER = 'order-manage';
const DEVICE = 'external-api-call';
const FILE = 'file-modify';
const ACCESS = 'identity-admin';

// prettier-ignore
const CASES: readonly (readonly [language: string, asked: string, classes: readonly string[], negated: string])[] = [
  ['German', 'belaste die Karte von Kunde Huber mit 50 EUR', [PAY], 'belaste die Karte von Kunde Huber nicht'],
  ['German (writing)', 'schreib mir eine SMS an +4915112345678', [SEND], 'schreib mir keine SMS'],
  ['Dutch', 'ontgrendel de voordeur', [DEVICE], 'ontgrendel de voordeur niet'],
  ['French', 'allume la lumière de la cuisine', [DEVICE], "n'allume pas la lumière de la cuisine"],
  ['Spanish', 'cóbrale 50 EUR al cliente Pérez', [PAY], 'no le cobres 50 EUR al cliente Pérez'],
  ['Portuguese', 'desliga a luz da cozinha', [DEVICE], 'não desligue a luz da cozinha'],
  ['Italian', 'puoi accendere la luce in cucina?', [DEVICE], 'non accendere la luce in cucina'],
  ['Catalan', 'encén el llum de la cuina', [DEVICE], 'no encenguis el llum de la cuina'],
  ['Galician', 'pecha a porta do garaxe', [DEVICE], 'non peches a porta do garaxe'],
  ['Esperanto', 'malŝaltu la lumon en la kuirejo', [DEVICE], 'ne malŝaltu la lumon en la kuirejo'],
  ['Swedish', 'förnya mitt abonnemang Premium', [ORDER], 'förnya inte mitt abonnemang Premium'],
  ['Danish', 'tænd lyset i køkkenet', [DEVICE], 'tænd ikke lyset i køkkenet'],
  ['Norwegian', 'forny mitt abonnement Premium', [ORDER], 'forny ikke mitt abonnement Premium'],
  ['Icelandic', 'slökktu á ljósinu í eldhúsinu', [DEVICE], 'slökktu ekki á ljósinu í eldhúsinu'],
  ['Icelandic (access)', 'gefðu henni aðgang að skjalinu report.pdf', [ACCESS], 'ekki gefa henni aðgang að skjalinu report.pdf'],
  ['Finnish', 'lukitse ulko-ovi', [DEVICE], 'älä lukitse ulko-ovea'],
  ['Estonian', 'lukusta välisuks', [DEVICE], 'ära lukusta välisust'],
  ['Irish', 'múch an solas sa chistin', [DEVICE], 'ná múch an solas sa chistin'],
  ['Welsh', 'diffoddwch y golau yn y gegin', [DEVICE], 'peidiwch â diffodd y golau yn y gegin'],
  ['Polish', 'odnów moją subskrypcję Premium', [ORDER], 'nie odnawiaj mojej subskrypcji Premium'],
  ['Czech', 'zamkni vchodové dveře', [DEVICE], 'nezamykej vchodové dveře'],
  ['Slovak', 'odomkni vchodové dvere', [DEVICE], 'neodomykaj vchodové dvere'],
  ['Russian', 'продли мою подписку Premium', [ORDER], 'не продлевай мою подписку Premium'],
  ['Ukrainian', 'увімкни світло на кухні', [DEVICE], 'не вмикай світло на кухні'],
  ['Hindi in Latin letters', 'Priya ko invoice INV-22 bhej do', [SEND], 'Priya ko abhi kuch mat bhejna'],
  ['Bulgarian (take a payment)', 'вземи плащане от 120 EUR с картата на клиента', [PAY], 'не вземай нищо от картата на клиента'],
  ['Ukrainian (informal, typed)', 'надішли рахунок INV-22 клієнтці', [SEND], 'не надсилай рахунок INV-22 клієнтці'],
  ['Hungarian', 'hosszabbítsd meg a Premium előfizetésemet', [ORDER], 'ne hosszabbítsd meg a Premium előfizetésemet'],
  ['Hungarian (put in)', 'tegyél be tejet a bevásárlólistára', [FILE], 'ne tegyél be tejet a bevásárlólistára'],
  ['Romanian', 'încuie ușa de la intrare', [DEVICE], 'nu încuia ușa de la intrare'],
  ['Croatian', 'uključi svjetlo u kuhinji', [DEVICE], 'nemoj uključiti svjetlo u kuhinji'],
  ['Bulgarian', 'изключи лампата в кухнята', [DEVICE], 'не изключвай лампата в кухнята'],
  ['Lithuanian', 'išjunk šviesą virtuvėje', [DEVICE], 'neišjunk šviesos virtuvėje'],
  ['Latvian', 'izslēdz gaismu virtuvē', [DEVICE], 'neizslēdz gaismu virtuvē'],
  ['Albanian', 'fik dritën në kuzhinë', [DEVICE], 'mos e fik dritën në kuzhinë'],
  ['Greek', 'άναψε το φως στην κουζίνα', [DEVICE], 'μην ανάψεις το φως στην κουζίνα'],
  ['Turkish', 'ön kapının kilidini aç', [DEVICE], 'ön kapının kilidini açma'],
  ['Indonesian', 'perpanjang langganan Premium saya', [ORDER], 'jangan perpanjang langganan Premium saya'],
  ['Vietnamese', 'tắt đèn trong bếp', [DEVICE], 'đừng tắt đèn trong bếp'],
  ['Vietnamese (text)', 'nhắn anh Minh là tôi đến muộn', [SEND], 'đừng nhắn anh Minh là tôi đến muộn'],
  ['Filipino', 'patayin ang ilaw sa kusina', [DEVICE], 'huwag patayin ang ilaw sa kusina'],
  ['Chinese', '续订我的Premium会员', [ORDER], '不要续订我的Premium会员'],
  ['Japanese', 'キッチンの電気をつけて', [DEVICE], 'キッチンの電気をつけないで'],
  ['Korean', '부엌 불 꺼줘', [DEVICE], '부엌 불 끄지 마'],
  ['Thai', 'ปิดไฟในครัว', [DEVICE], 'อย่าปิดไฟในครัว'],
  ['Hindi', 'रसोई की लाइट ऑन करो', [DEVICE], 'रसोई की लाइट ऑन मत करो'],
  ['Arabic', 'أطفئ ضوء المطبخ', [DEVICE], 'لا تطفئ ضوء المطبخ'],
  ['Hebrew', 'כבה את האור במטבח', [DEVICE], 'אל תכבה את האור במטבח'],
  ['Persian', 'چراغ آشپزخانه را خاموش کن', [DEVICE], 'چراغ آشپزخانه را خاموش نکن'],
  ['Urdu', 'کچن کی لائٹ آف کرو', [DEVICE], 'کچن کی لائٹ آف مت کرو'],
  ['Bengali', 'রান্নাঘরের লাইট চালু করো', [DEVICE], 'রান্নাঘরের লাইট চালু করো না'],
  ['Tamil', 'சமையலறை விளக்கை அணைக்கவும்', [DEVICE], 'சமையலறை விளக்கை அணைக்க வேண்டாம்'],
  ['Telugu', 'వంటగది లైట్ ఆఫ్ చేయండి', [DEVICE], 'వంటగది లైట్ ఆఫ్ చేయవద్దు'],
  ['Mongolian', 'гал тогооны гэрлийг унтраа', [DEVICE], 'гал тогооны гэрлийг битгий унтраа'],
  ['Kazakh', 'ас үйдегі шамды өшір', [DEVICE], 'ас үйдегі шамды өшірме'],
  ['Swahili', 'zima taa ya jikoni', [DEVICE], 'usizime taa ya jikoni'],
  ['Armenian', 'անջատիր լույսը խոհանոցում', [DEVICE], 'մի անջատիր լույսը խոհանոցում'],
  ['Georgian', 'გამორთე შუქი სამზარეულოში', [DEVICE], 'ნუ გამორთავ შუქს სამზარეულოში'],
];

describe('the everyday request verbs of the glossed languages', () => {
  for (const [language, asked, classes, negated] of CASES)
    it(`${language}: the request compiles to its class; negated, it grants nothing`, () => {
      assert.deepEqual(compile(asked), [...classes].sort(), asked);
      assert.deepEqual(compile(negated), [], negated);
    });
});
