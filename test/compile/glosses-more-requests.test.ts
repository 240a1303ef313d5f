/**
 * Request words of the languages glosses/more-requests.ts adds, in intents of our own: per language one
 * that sends, one that pays, one that cancels a booking, and a negated one that grants nothing of its
 * kind. What the intent names (the address, the invoice) is bound as written.
 */
import { describeRows, ORDER, type Row, SEND } from './request-rows.ts';

// prettier-ignore
const ROWS: readonly Row[] = [
  { lang: 'Afrikaans', send: 'stuur die faktuur na anna@example.com', pay: 'betaal faktuur INV-22, 120 EUR', cancel: 'kanselleer my bespreking B-4411',
    not: ['moenie die faktuur na anna@example.com stuur nie', SEND] },
  { lang: 'Luxembourgish', send: 'schéck d\'Rechnung un anna@example.com', pay: 'bezuel d\'Rechnung INV-22, 120 EUR', cancel: 'annuléier meng Reservatioun B-4411',
    not: ['schéck d\'Rechnung net un anna@example.com', SEND] },
  { lang: 'Nigerian Pidgin', send: 'abeg send am give anna@example.com', pay: 'abeg pay invoice INV-22, 120 EUR', cancel: 'abeg cancel my booking B-4411',
    not: ['abeg no send am give anna@example.com', SEND] },
  { lang: 'Cebuano', send: 'ipadala ang invoice sa anna@example.com', pay: 'bayri ang invoice INV-22, 120 EUR', cancel: 'kanselaha ang booking B-4411',
    not: ['ayaw ipadala ang invoice sa anna@example.com', SEND] },
  { lang: 'Papiamento', send: 'manda e faktura pa anna@example.com', pay: 'paga faktura INV-22, 120 EUR', cancel: 'kansela mi reservashon B-4411',
    not: ['no kansela mi reservashon B-4411', ORDER] },
];

describeRows('request words of more languages (glosses/more-requests.ts)', ROWS);
