/**
 * Tools named and described in languages other than English, read through the tool-word tables
 * (src/action/foreign.ts, src/action/glosses/): reads stay reads and writes stay writes whatever the
 * language; a name in English is not re-read as another language; generic calls (SQL, raw HTTP,
 * dispatchers) are classed by the records they change. Every catalog here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { englishText, glossWords } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';
import { sqlClass } from '../../src/action/sql.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { nameParts } from '../../src/action/words.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const str = { type: 'string' } as const;
const spec = (name: string, description: string, properties: Record<string, unknown> = { id: str }): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});
const cls = (name: string, description: string, properties?: Record<string, unknown>) => inferClass(spec(name, description, properties));
const READS = new Set(['read-only-retrieval', 'web-fetch']);

describe('descriptions in another language are read in the English they gloss as', () => {
  it('glosses a text that is mostly one language, word for word, and leaves English as written', () => {
    assert.equal(englishText('Viser alle ordrer for en kunde.').text, 'shows all orders for a customer.');
    assert.equal(englishText('Zobrazí seznam objednávek zákazníka.').text, 'shows list orders customer.');
    const english = 'Returns the data of a customer, with their orders.';
    assert.equal(englishText(english).text, english);
    assert.equal(englishText(english).glossed, 0);
  });

  it('a compound noun is read by its last part', () => {
    assert.deepEqual(glossWords(['kundenliste']).words, ['list']);
    assert.deepEqual(glossWords(['betalningsvillkor', 'fakturor']).words.at(-1), 'invoices');
  });
});

describe('read tools in other languages are reads', () => {
  it('a read verb in the name or the description', () => {
    assert.equal(cls('vis_ordrer', 'Viser alle ordrer for en kunde.', { kunde_id: str }), 'read-only-retrieval');
    assert.equal(cls('zobrazit_objednavky', 'Zobrazí seznam objednávek zákazníka.', { zakaznik: str }), 'read-only-retrieval');
    assert.equal(cls('pobierz_rezerwacje', 'Pobiera rezerwacje na dany dzień.', { dzien: str }), 'read-only-retrieval');
    assert.equal(cls('Kundenliste', 'Zeigt die Kundenliste eines Standorts.', { standort: str }), 'read-only-retrieval');
    assert.equal(cls('parametres_voir', 'Affiche les paramètres du compte.', {}), 'read-only-retrieval');
  });

  it('a noun-only tool whose description names data and whose arguments only select it', () => {
    assert.equal(
      cls('scheda-cliente', 'Scheda cliente: indirizzo, telefono, ordini (aperti / chiusi), note.', { cerca: str }),
      'read-only-retrieval',
    );
    assert.equal(
      cls('facturas', 'Facturas recibidas de proveedores.', { estado: { type: 'string', enum: ['pendiente', 'pagada', 'todas'] } }),
      'read-only-retrieval',
    );
    assert.equal(
      cls('Receivables', 'Invoices from customers with due dates and the reminders sent.', { customer: str, overdue_only: { type: 'boolean' } }),
      'read-only-retrieval',
    );
  });
});

describe('write tools in other languages stay writes', () => {
  it('a write verb in the name or the description', () => {
    assert.equal(cls('commande-annuler', 'Annule une commande.', { commande: str }), 'order-manage');
    assert.equal(cls('boeking_wijzigen', 'Wijzigt een boeking.', { boeking: str, datum: str }), 'order-manage');
    assert.ok(!READS.has(cls('radera_kund', 'Raderar en kund och alla dess bokningar.', { kund: str })!));
  });

  it('money given back is a refund, in English and glossed', () => {
    assert.equal(
      cls('Pagos.Devolver', 'Devuelve un cobro a la tarjeta del cliente.', { cobro: str, importe: { type: 'number' } }),
      'payment-initiate',
    );
    assert.equal(cls('Refunds', "Gives money back to a member's card.", { member: str, amount: { type: 'number' } }), 'payment-initiate');
    assert.equal(cls('fetch_rows', 'Returns the rows of a table to the caller.', { table: str }), 'read-only-retrieval');
  });

  it('a write tool whose description in another language claims it only reads is still a write', () => {
    assert.ok(!READS.has(cls('eliminar_pedido', 'Muestra el pedido.', { pedido: str })!));
    assert.ok(!READS.has(cls('usuarios_borrar', 'Consulta los usuarios.', { usuario: str })!));
    assert.ok(!READS.has(cls('kunden_loeschen', 'Zeigt alle Kunden.', { kunde: str })!));
  });

  it('a noun-only tool that says it shows, but takes what a payment or a message takes, is that write', () => {
    const num = { type: 'number' };
    assert.equal(cls('Pagos', 'Muestra los pagos.', { destino: str, importe: num }), 'payment-initiate');
    assert.equal(cls('Zahlungen', 'Zeigt Zahlungen an.', { empfaenger_iban: str, betrag: num }), 'payment-initiate');
    assert.equal(cls('Mensajes', 'Muestra los mensajes.', { destinatario: str, texto: str }), 'message-send');
    // A converter's target currency is no destination of money.
    assert.equal(cls('convert', 'Converts an amount between currencies.', { from: str, to: str, amount: num }), 'read-only-retrieval');
  });

  it('what nothing explains stays the most conservative class', () => {
    assert.equal(
      new ToolCatalog(CapabilityGraph.builtIn(), [spec('qwxv_zlorp', 'Blarg vorpt klune.')]).lookup('qwxv_zlorp')?.actionClass,
      'external-api-call',
    );
  });
});

describe('argument names in another language take the role their words gloss as', () => {
  it('an e-mail, a recipient, an amount', () => {
    const entry = new ToolCatalog(CapabilityGraph.builtIn(), [
      spec('asetukset_muuta', 'Muuttaa yrityksen asetukset.', { ilmoitus_sahkoposti: str, avsandare: str }),
      spec('envoyer_facture', 'Envoie une facture.', { destinataire: str, montant: { type: 'number' } }),
    ]);
    assert.equal(entry.lookup('asetukset_muuta')?.roles.get('ilmoitus_sahkoposti'), 'recipient');
    assert.equal(entry.lookup('envoyer_facture')?.roles.get('destinataire'), 'recipient');
    assert.equal(entry.lookup('envoyer_facture')?.roles.get('montant'), 'amount');
  });

  it('a payment reference, and a message for someone (the words before the preposition name the thing)', () => {
    const entry = new ToolCatalog(CapabilityGraph.builtIn(), [
      spec('zaplatit_fakturu', 'Zaplatí fakturu z účtu firmy.', { cisloUctu: str, variabilniSymbol: str, zpravaProPrijemce: str }),
    ]).lookup('zaplatit_fakturu');
    assert.equal(entry?.roles.get('variabilniSymbol'), 'identifier');
    assert.equal(entry?.roles.get('cisloUctu'), 'account');
    assert.equal(entry?.roles.get('zpravaProPrijemce'), 'text');
  });
});

describe('English names are not re-read as another language', () => {
  it('keeps words English writes (derived words, small words, agent nouns)', () => {
    assert.deepEqual(nameParts('users_setActive').operation, ['users', 'set', 'active']);
    assert.deepEqual(nameParts('mental_health_tracker').operation, ['mental', 'health', 'tracker']);
    assert.deepEqual(nameParts('DelPerm').operation, ['del', 'perm']);
    assert.deepEqual(nameParts('summarizer').operation, ['summarizer']);
  });

  it('reads a name mostly in another language, its small words and phrases too', () => {
    assert.deepEqual(nameParts('ordrer_vis').operation, ['orders', 'show']);
    assert.deepEqual(nameParts('tid_boka_om').operation, ['time', 'reschedule']);
    assert.deepEqual(nameParts('aftale_flyt').operation, ['appointment', 'move']);
    assert.deepEqual(nameParts('Reservas.Cancelar').operation, ['cancel']);
    assert.deepEqual(nameParts('Reservas.Cancelar').context, ['bookings']);
  });
});

describe('generic calls are classed by the records they change', () => {
  it('a SQL write by the table it writes, in any language the tables know', () => {
    assert.equal(sqlClass("UPDATE reservas SET estado = 'anulada' WHERE id = 7").cls, 'order-manage');
    assert.equal(sqlClass('DELETE FROM pedidos WHERE id = 9').cls, 'order-manage');
    assert.equal(sqlClass('INSERT INTO pagamentos (fatura, valor) VALUES (3, 120)').cls, 'payment-initiate');
    assert.equal(sqlClass('DELETE FROM usuarios WHERE email = $1').cls, 'identity-admin');
    assert.equal(sqlClass('UPDATE "Bestellungen" SET menge = 2 WHERE nr = \'B-17\'').cls, 'order-manage');
    assert.equal(sqlClass('UPDATE lagerplatz_notizen SET text = 1 WHERE id = 4').cls, 'file-modify', 'a table that names no class holds stored data');
    assert.equal(sqlClass('SELECT * FROM reservas').cls, 'read-only-retrieval');
  });

  it('a change the table names a class for counts as that class for one record only; a sweep stays stored data', () => {
    // A request to cancel one booking is no licence to delete others the agent has read about.
    assert.equal(sqlClass('DELETE FROM reservas WHERE id IN (31, 40)').cls, 'file-modify');
    assert.equal(sqlClass("UPDATE pedidos SET estado = 'anulado'").cls, 'file-modify');
    assert.equal(sqlClass('DELETE FROM pedidos WHERE id = 4 OR 1 = 1').cls, 'file-modify');
    assert.equal(sqlClass("UPDATE reservas SET estado = 0 WHERE titular LIKE '%a%'").cls, 'file-modify');
    // Over money or authority, a sweep runs past what any request grants.
    assert.equal(sqlClass('DELETE FROM usuarios').cls, 'code-execute');
    assert.equal(sqlClass('INSERT INTO pagos VALUES (1, 20), (2, 30)').cls, 'code-execute');
  });

  it('authority in a column, or changes of several kinds in one call, are never the milder class', () => {
    assert.equal(sqlClass("UPDATE pedidos SET rol = 'admin' WHERE id = 1").cls, 'identity-admin');
    assert.equal(sqlClass("INSERT INTO zugaenge (email, rolle) VALUES ('a@b.example', 'admin')").cls, 'identity-admin');
    assert.equal(sqlClass('UPDATE reservas SET hasta = 2 WHERE id = 1; INSERT INTO pagos VALUES (1)').cls, 'code-execute');
    assert.equal(sqlClass('WITH gone AS (DELETE FROM usuarios RETURNING id) UPDATE pedidos SET estado = 0 WHERE id = 3').cls, 'code-execute');
  });

  const graph = CapabilityGraph.builtIn();
  const catalog = new ToolCatalog(graph, [
    spec('loja_api', 'Chamada REST à loja (https://loja.example/api). GET /encomendas · PATCH /encomendas/{id} · POST /utilizadores', {
      method: { type: 'string', enum: ['GET', 'POST', 'PATCH', 'DELETE'] },
      path: str,
      body: { type: 'object' },
    }),
    spec('backoffice', 'Ejecuta una operación del sistema.', {
      op: { type: 'string', enum: ['pedidos.listar', 'pedidos.cancelar', 'pedidos.borrar_usuarios', 'pagos.reembolsar'] },
      params: { type: 'object' },
    }),
  ]);
  const http = (method: string, path: string) => classifyCall(catalog.lookup('loja_api')!, { tool: 'loja_api', args: { method, path } }).actionClass;
  const op = (name: string) => classifyCall(catalog.lookup('backoffice')!, { tool: 'backoffice', args: { op: name } }).actionClass;

  it('an HTTP write by the path it changes', () => {
    assert.equal(http('PATCH', '/encomendas/E-10'), 'order-manage');
    assert.equal(http('DELETE', '/encomendas/E-10'), 'order-manage');
    assert.equal(http('POST', '/utilizadores'), 'identity-admin');
    assert.equal(http('GET', '/encomendas'), 'read-only-retrieval');
  });

  it('a dispatcher operation by what it names, the most dangerous of its words', () => {
    assert.equal(op('pedidos.listar'), 'read-only-retrieval');
    assert.equal(op('pedidos.cancelar'), 'order-manage');
    assert.equal(op('pagos.reembolsar'), 'payment-initiate');
    assert.equal(op('pedidos.borrar_usuarios'), 'identity-admin', 'named under orders, it deletes users');
  });
});

describe('tools whose words no table reads, classed by what their arguments take', () => {
  it('an amount and an account, by their roles in any language, move money', () => {
    // Estonian and Japanese names written for this test.
    assert.equal(cls('ylekanne', 'Ülekanne ettevõtte kontolt.', { iban: str, saaja: str, summa_eur: { type: 'number' } }), 'payment-initiate');
    assert.equal(cls('送金処理', '', { 口座番号: str, 金額: { type: 'integer' } }), 'payment-initiate');
    // An amount alone, or an account alone, is no transfer.
    assert.equal(cls('ylekanne', 'Ülekanne.', { saaja: str, summa_eur: { type: 'number' } }), undefined);
  });

  it('a role given to a person changes who can do what', () => {
    assert.equal(
      cls('tiimi_oikeudet', 'Tiimin käyttäjät.', { kayttaja: str, rooli: { type: 'string', enum: ['lukija', 'ylläpitäjä'] } }),
      'identity-admin',
    );
    assert.equal(
      cls('tiimi_oikeudet', 'Tiimin käyttäjät.', { email: str, rooli: { type: 'string', enum: ['lukija', 'ylläpitäjä'] } }),
      'identity-admin',
    );
    assert.equal(cls('equipo', 'Equipo de la tienda.', { usuario: str, rol: { type: 'string', enum: ['caja', 'gerente'] } }), 'identity-admin');
    // A name that reads as a verb ("acesso", access) over an action argument whose choices are not all read is no read.
    const portal = spec('acesso_portal', 'Portal dos alunos.', {
      operacao: { type: 'string', enum: ['listar', 'conceder', 'retirar'] },
      email: str,
      papel: { type: 'string', enum: ['aluno', 'professor'] },
    });
    assert.equal(inferClass(portal), 'identity-admin');
    // A role alone, given to no one named, is a filter of a list.
    assert.notEqual(cls('equipo', 'Equipo de la tienda.', { rol: { type: 'string', enum: ['caja', 'gerente'] } }), 'identity-admin');
  });
});

describe('plural nouns of the Romance languages', () => {
  it('read as their singular, and an English-looking stem does not make them English', () => {
    assert.deepEqual(glossWords(['pedidos']).words, ['orders']);
    // "commandes" is no English "command" with an ending: French orders, changed by a PATCH of them.
    assert.equal(glossWords(['commandes']).lang, 'fr');
    assert.equal(
      cls('PATCH /v2/commandes/{ref}', 'Commande : statut.', { ref: str, statut: { type: 'string', enum: ['ouverte', 'annulee'] } }),
      'order-manage',
    );
    // English words with "-es" after a sibilant stay English.
    assert.equal(glossWords(['boxes', 'searches']).foreign, false);
  });
});

describe('a read-only annotation over actions the fence cannot read', () => {
  it('is not taken on trust; over actions that all read, it is', () => {
    const gate = (choices: string[]): ToolSpec => ({
      name: 'portao_garagem',
      description: 'Portão da garagem.',
      inputSchema: { type: 'object', properties: { comando: { type: 'string', enum: choices } } },
      annotations: { readOnlyHint: true },
    });
    assert.notEqual(inferClass(gate(['estado', 'abrir_portao', 'fechar_portao'])), 'read-only-retrieval');
    assert.equal(inferClass(gate(['estado', 'xyzzy_portao'])), undefined);
    assert.equal(inferClass(gate(['estado', 'listar'])), 'read-only-retrieval');
  });
});

describe('Indonesian and Swahili tool words', () => {
  it('read names and descriptions, and a dispatcher by its most dangerous choice in the language', () => {
    assert.equal(cls('produk__cari', 'Mencari produk di toko.', { kata: str }), 'read-only-retrieval');
    assert.equal(cls('pelanggan__hapus', 'Menghapus data pelanggan.', { kode: str }), 'file-modify');
    assert.equal(cls('ujumbe_kwa_mteja', 'Tuma ujumbe kwa mteja.', { kwa: str, maandishi: str }), 'message-send');
    assert.equal(
      cls('duka', 'Duka la mtandaoni.', { kitendo: { type: 'string', enum: ['tafuta_bidhaa', 'rudisha_pesa'] }, data: { type: 'object' } }),
      'payment-initiate',
    );
    // "access" with a role given to a named person grants it.
    assert.equal(
      cls('kasir__akses', 'Peran staf di kasir: atur.', { nama: str, peran: { type: 'string', enum: ['kasir', 'manajer'] } }),
      'identity-admin',
    );
  });
});

describe('the language of a description that opens with a verb', () => {
  it('is the language that reads that verb, over one that reads only a noun further on', () => {
    const record = { p: { type: 'object' } };
    // "dan" is "and" in Indonesian and "day" in Croatian; "za", "dostavo" are Croatian and Slovene alike.
    assert.equal(cls('kamar', 'Memesan tiket kapal dan paket makan.', record), 'order-manage');
    assert.equal(cls('les', 'Naroči les za dostavo s tovornjakom.', record), 'order-manage');
    // "e-mail" and "SMS" are written the same in every language: they vote for none.
    assert.equal(cls('tin', 'Gửi SMS / Viber / e-mail.', record), 'message-send');
  });
});
