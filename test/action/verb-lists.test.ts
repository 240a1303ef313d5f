/**
 * A description that opens with a list of verbs ("Creates, moves or cancels an appointment") says
 * it does each of them (src/action/description.ts), and an intent whose object is in words nothing
 * reads is granted the class of the tools that say they do its verb (src/capability/compile/
 * operations.ts). Tools and intents made up here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mainVerbs } from '../../src/action/description.ts';
import { englishText } from '../../src/action/foreign.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { granted, labelledCatalog, prop, tool } from '../compile/records.ts';

const bases = (description: string) => mainVerbs(englishText(description).text).map((v) => v.base);

describe('a description that opens with a list of verbs', () => {
  it('says it does each of them, in English or read in English', () => {
    assert.deepEqual(bases('Creates, moves or cancels an appointment in the diary.'), ['create', 'move', 'cancel']);
    assert.deepEqual(bases('Crea, sposta o annulla un appuntamento in agenda.'), ['create', 'move', 'cancel']);
    assert.deepEqual(bases('Reads, writes and deletes files.'), ['read', 'write', 'delete']);
  });

  it('a list of nouns after the verb stays its object', () => {
    assert.deepEqual(bases('Lists customers, orders and invoices.'), ['list']);
  });
});

describe('an intent whose object is in words nothing reads', () => {
  const graph = CapabilityGraph.builtIn();
  // prettier-ignore
  const catalog = labelledCatalog(graph, [
    [tool('diario_buscar', 'Busca citas por cliente o día.', { q: prop('Texto') }), 'read-only-retrieval'],
    [tool('diario_gestionar', 'Crea, mueve o cancela una cita del diario.', { op: prop('crear, mover o cancelar'), cita: prop('Cita', 'object') }), 'calendar-write'],
    [tool('sms', 'Envía un SMS.', { num: prop('Número'), txt: prop('Texto') }), 'message-send'],
  ]);
  const compile = (intent: string) => granted(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }));

  it('is granted the class of the tools that say they do its verb', () => {
    assert.deepEqual(compile('Sposta la ferratura di Tempesta da giovedì a lunedì'), ['calendar-write']);
  });

  it('an object in English words is read as before: no tool speaks for it', () => {
    assert.equal(compile('move the invoice file to the archive folder').includes('calendar-write'), false);
  });
});
