/**
 * Tools named in another language, found by the request's verb alone (src/capability/compile/grounding.ts): a name's verb
 * glossed as a description says it (`aggiorna_pratica` → "updates file") is read in its base form, so "update SR-1180 …"
 * and "mark it …" ground in it; a match by a synonym of the verb alone gives way to the tools that say they do the verb;
 * and ids a tool takes inside a nested argument (`m.righe[].codice`) are bound to those the intent names. Every catalog
 * here was written for this test; tools are classed by inference, as a deployment without a manifest has them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { bound, granted, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const compile = (tools: readonly ToolSpec[], intent: string) =>
  compileIntent({ intent, catalog: new ToolCatalog(graph, tools), policy: DEFAULT_POLICY, graph, trust: 'high' });

describe('a name whose verb is glossed as a description says it', () => {
  const workshop = [
    tool('pratica_dettaglio', 'Dettaglio di una riparazione: cliente, telefono, lavori e stato.', { codice: prop('Codice') }),
    tool('aggiorna_pratica', 'Cambia lo stato o le note di una riparazione.', { codice: prop('Codice'), stato: prop('Stato'), nota: prop('Nota') }),
    tool('invia_sms', 'Invia un SMS al cliente.', { numero: prop('Numero'), testo: prop('Testo') }),
  ];
  const updateClass = new ToolCatalog(graph, workshop).lookup('aggiorna_pratica')!.actionClass;

  it('"update <id> to …" grounds in the update tool', () => {
    assert.ok(granted(compile(workshop, 'update SR-1180 to ready for collection')).includes(updateClass));
  });

  it('"mark it …" after an id grounds there too, and the message stays a message', () => {
    const scope = granted(compile(workshop, 'SR-1180 is finished, mark it ready for collection and text the customer'));
    assert.ok(scope.includes(updateClass), scope.join(' '));
    assert.ok(scope.includes('message-send'));
  });

  it('a read stays a read', () => {
    assert.deepEqual(granted(compile(workshop, 'what state is SR-1180 in?')), []);
  });
});

describe('a match by a synonym of the verb alone gives way to the tools that say they do the verb', () => {
  const yard = [
    tool('appuntamenti_elenco', 'Elenca gli appuntamenti della settimana.', { settimana: prop('Settimana') }),
    tool('appuntamento_gestisci', 'Crea, sposta o annulla un appuntamento in agenda.', {
      op: prop('Operazione'),
      id: prop('Id'),
      data: prop('Data'),
    }),
    tool('sms_invia', 'Invia un SMS.', { numero: prop('Numero'), testo: prop('Testo') }),
  ];
  const manageClass = new ToolCatalog(graph, yard).lookup('appuntamento_gestisci')!.actionClass;

  it('"sposta …" is the appointment tool’s, never the SMS tool that "sends"', () => {
    const scope = granted(compile(yard, 'Sposta la pulizia della stalla di Brina da martedì 8 a venerdì 11, stessa ora'));
    assert.ok(scope.includes(manageClass), scope.join(' '));
    assert.ok(!scope.includes('message-send'), scope.join(' '));
  });
});

describe('ids a tool takes inside a nested argument', () => {
  const supplies: ToolSpec[] = [
    tool('listino', 'Listino del fornitore con codici e prezzi.', { fornitore: prop('Fornitore') }),
    {
      name: 'ordine_materiali',
      description: 'Ordina materiali a un fornitore.',
      inputSchema: {
        type: 'object',
        properties: {
          m: {
            type: 'object',
            properties: {
              fornitore: { type: 'string' },
              righe: { type: 'array', items: { type: 'object', properties: { codice: { type: 'string' }, qta: { type: 'integer' } } } },
            },
          },
        },
      },
    },
  ];

  it('the code the intent names binds the order’s items (not "no value allowed")', () => {
    const c = compile(supplies, 'order 12 rolls of linen tape (code NAS-LIN-12) from Cartiera Dora');
    const cls = new ToolCatalog(graph, supplies).lookup('ordine_materiali')!.actionClass;
    assert.deepEqual((bound(c, cls, 'identifier') as { oneOf?: unknown[] } | undefined)?.oneOf, ['NAS-LIN-12']);
  });
});
