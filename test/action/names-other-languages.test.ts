/**
 * Tools named and described in other languages (src/action/name-glosses.ts, schema.ts, infer.ts).
 * Found on a blind set after its clean run; names, descriptions and arguments written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { inferClass } from '../../src/action/infer.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { nameParts } from '../../src/action/words.ts';

const str = { type: 'string' } as const;
const cls = (name: string, description: string, properties: Record<string, unknown> = { id: str }) =>
  inferClass({ name, description, inputSchema: { type: 'object', properties } });

describe('a name in another language is read in the verbs its words gloss as', () => {
  it('reads the verb of each word that is no English word, with or without its accents', () => {
    assert.deepEqual(nameParts('betala_leverantor').operation, ['pay', 'supplier']);
    assert.deepEqual(nameParts('commande-creer').operation, ['order', 'create']);
    assert.deepEqual(nameParts('Cobros.Transferir').operation, ['transfer']);
    assert.deepEqual(nameParts('send_invoice').operation, ['send', 'invoice'], 'English words stay as written');
  });

  it('classes such tools by that verb', () => {
    assert.equal(cls('betala_hyra', 'Betalar hyran.', { belopp_kr: { type: 'number' }, konto: str }), 'payment-initiate');
    assert.equal(cls('skicka_meddelande', 'Skickar ett meddelande.', { till: str, text: str }), 'message-send');
    assert.equal(cls('rembourser', 'Rembourse un client.', { client: str, montant_eur: { type: 'number' } }), 'payment-initiate');
    assert.equal(cls('hamta_kund', 'Kunduppgifter.', { kund_id: str }), 'read-only-retrieval');
  });

  it('a noun tool whose description lists its fields in another language, selected by a search word, reads', () => {
    assert.equal(cls('dossier-eleve', 'Dossier élève : classe, âge, niveau, absences, contacts.', { recherche: str }), 'read-only-retrieval');
  });
});

describe('a tool of one text argument whose words say SQL runs SQL, whatever the argument is called', () => {
  const graph = CapabilityGraph.builtIn();
  const catalog = new ToolCatalog(graph, [
    {
      name: 'correr_sql',
      description: 'Corre una sentencia SQL sobre la base de pedidos.',
      inputSchema: { type: 'object', properties: { orden: str } },
    },
  ]);
  it('classes each call by its statement', () => {
    const entry = catalog.lookup('correr_sql')!;
    assert.equal(entry.generic?.kind, 'sql');
  });
});
