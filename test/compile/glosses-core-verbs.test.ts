/**
 * The core request verbs completed across the glossed languages (glosses/core-western.ts,
 * glosses/core-north-east.ts and the additions to the Asian tables), in intents of our own: each
 * request compiles to the class it asks for; a negated request, and the same word used as a noun,
 * grant nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { granted, REQUEST_TOOLS } from './records.ts';

const graph = CapabilityGraph.builtIn();
const TOOLS: ToolSpec[] = [...REQUEST_TOOLS];
const catalog = new ToolCatalog(graph, TOOLS);
const compile = (intent: string): string[] => granted(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' }));

const SEND = 'message-send';
const PAY = 'payment-initiate';
const ORDER = 'order-manage';
const CALENDAR = 'calendar-write';
const DEVICE = 'external-api-call';
const FILE = 'file-modify';
const ACCESS = 'identity-admin';

// prettier-ignore
const ASKED: readonly (readonly [intent: string, classes: readonly string[]])[] = [
  ['paye la facture INV-22 de 120 EUR', [PAY]],
  ['mets le chauffage à 19 degrés', [DEVICE]],
  ['ajoutez du lait à la liste de courses', [FILE]],
  ['prends rendez-vous chez le dentiste demain', [CALENDAR]],
  ['donne accès au fichier rapport.pdf à ana@example.com', [ACCESS]],
  ["révoque l'accès de ana@example.com au fichier rapport.pdf", [ACCESS]],
  ['dale acceso a ana@example.com al documento', [ACCESS]],
  ['págale la factura INV-22 a Juan', [PAY]],
  ['dá acesso ao ficheiro relatorio.pdf a ana@example.com', [ACCESS]],
  ['marca uma mesa para dois no restaurante amanhã', [ORDER]],
  ['stell die Heizung auf 19 Grad', [DEVICE]],
  ['Könnten Sie bitte die Buchung B-4411 stornieren', [ORDER]],
  ['send mig fakturaen på anna@example.com', [SEND]],
  ['zmień termin spotkania na piątek', [CALENDAR]],
  ['daj dostęp do pliku raport.pdf dla ana@example.com', [ACCESS]],
  ['ustaw ogrzewanie na 19 stopni', [DEVICE]],
  ['vystav fakturu pro firmu Novák na 5000 Kč', [FILE]],
  ['выставь счёт компании Ромашка на 5000 рублей', [FILE]],
  ['дай доступ к папке ana@example.com', [ACCESS]],
  ['đổi lịch cuộc họp sang thứ sáu', [CALENDAR]],
  ['nhắn tin cho Lan là tôi đến muộn', [SEND]],
  ['把INV-22付一下', [PAY]],
  ['给这个订单退款', [PAY]],
  ['把温度调到19度', [DEVICE]],
  ['palauta tilaus 1234', [ORDER]],
  ['ग्राहक को पैसे वापस कर दो', [PAY]],
  ['온도를 19도로 설정해 주세요', [DEVICE]],
  ['文書のアクセス権を付与して', [ACCESS]],
  ['imposta il termostato a 19 gradi', [DEVICE]],
];

// A negated request, or the request word used as a noun ("ma paye": my wages; "a marca": the brand; "tin nhắn": a message).
const NOT_ASKED: readonly string[] = [
  'ne paye pas la facture INV-22',
  'ma paye est arrivée, montre-moi le solde',
  'a marca do carro é Fiat, mostra o preço',
  'lee el informe de ventas',
  'Bitte die Buchung B-4411 nicht stornieren',
  'Send mig ikke flere mails',
  'đừng nhắn tin cho Lan',
  'tin nhắn của Lan nói gì',
  '不要付了这张发票',
  '我已经付了房租',
  // "付了" alone is as often a past statement as a request: it asks for nothing.
  '我上周付了房租，帮我查一下收据',
  'älä palauta tilausta 1234',
  'पैसे वापस मत करो',
  'no le pagues la factura INV-22',
  "l'imposta sul reddito è alta, mostrami il saldo",
  'vastaa kysymykseen: mikä on sää',
];

describe('the core request verbs of the glossed languages', () => {
  it('each request compiles to the class it asks for', () => {
    const wrong = ASKED.filter(([intent, classes]) => compile(intent).join() !== [...classes].sort().join());
    assert.deepEqual(
      wrong.map(([intent]) => `${intent} → ${compile(intent).join()}`),
      [],
    );
  });
  it('a negated request, or the same word as a noun, grants nothing', () => {
    assert.deepEqual(
      NOT_ASKED.filter((intent) => compile(intent).length > 0),
      [],
    );
  });
});
