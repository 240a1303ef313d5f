import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { callClassesOf, classifyCall } from '../../src/action/call.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const tool = (name: string, description: string, properties: Record<string, unknown>) =>
  classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);
const classOf = (entry: ReturnType<typeof tool>, args: Record<string, unknown>) => classifyCall(entry, { tool: entry.spec.name, args }).actionClass;

// Tools written for this test: one argument picks among plain actions.
const accounts = tool('ClubLogins', 'Door-system logins of the club: list them, add one with a level, or block one.', {
  action: { type: 'string', enum: ['list', 'add', 'block'] },
  email: { type: 'string' },
  level: { type: 'string', enum: ['member', 'staff'] },
});
const agenda = tool('agenda_visite', 'Agenda delle visite in negozio.', {
  azione: { type: 'string', enum: ['elenca', 'crea', 'cancella'] },
  data: { type: 'string' },
});

describe('a tool whose argument picks among plain actions', () => {
  it('is classed by its most dangerous action, and a call that picks a reading action reads', () => {
    assert.notEqual(accounts.actionClass, 'read-only-retrieval');
    assert.equal(classOf(accounts, { action: 'list' }), 'read-only-retrieval');
    assert.equal(classOf(accounts, { action: 'add', email: 'x@club.example', level: 'staff' }), accounts.actionClass);
    assert.equal(classOf(accounts, { action: 'block', email: 'x@club.example' }), accounts.actionClass);
    assert.deepEqual([...callClassesOf(accounts)].sort(), [accounts.actionClass, 'read-only-retrieval'].sort());
  });

  it('reads the choices of other languages', () => {
    assert.equal(classOf(agenda, { azione: 'elenca', data: '2027-05-14' }), 'read-only-retrieval');
    assert.equal(classOf(agenda, { azione: 'cancella', data: '2027-05-14' }), agenda.actionClass);
  });

  it('keeps the tool its own class for a choice not listed, not a string, or not read', () => {
    for (const action of ['list all', 'LIST', 'list ', 'list\u200b', 'LIST; block', 'export', '', 42, null, ['list']])
      assert.equal(classOf(accounts, { action }), accounts.actionClass, JSON.stringify(action));
    assert.equal(classOf(accounts, {}), accounts.actionClass);
  });

  it('never lowers a choice that reads only with the tool words misread: a grant of access is no read of it', () => {
    const access = tool('crew__portal_access', 'Grants or removes access to the crew portal.', {
      login: { type: 'string' },
      op: { type: 'string', enum: ['grant', 'revoke'] },
    });
    assert.equal(classOf(access, { op: 'grant', login: 'a@b.example' }), access.actionClass);
    assert.notEqual(access.actionClass, 'read-only-retrieval');
  });

  it('never reads "list" as a read on a tool that puts things up for sale', () => {
    const listings = tool('shop_listings', 'Puts items up for sale on the marketplace or takes them down.', {
      action: { type: 'string', enum: ['list', 'delist'] },
      item: { type: 'string' },
    });
    assert.equal(classOf(listings, { action: 'list', item: 'lamp' }), listings.actionClass);
    assert.notEqual(listings.actionClass, 'read-only-retrieval');
  });

  it('a choice that asks for the state of the thing reads, under an action argument named in any language', () => {
    // A kiln controller written for this test: Swedish and Turkish names of the action argument.
    const kiln = tool('ugnStyrning', 'Brännugn: status, på/av, temperatur.', {
      åtgärd: { type: 'string', enum: ['status', 'pa', 'av', 'stall_in'] },
      grader: { type: 'integer' },
    });
    assert.equal(kiln.choice?.arg, 'åtgärd');
    assert.equal(classOf(kiln, { åtgärd: 'status' }), 'read-only-retrieval');
    assert.equal(classOf(kiln, { åtgärd: 'stall_in', grader: 1100 }), kiln.actionClass);
    assert.notEqual(kiln.actionClass, 'read-only-retrieval');
    const pump = tool('pompa_kontrol', 'Havuz pompası.', { komut: { type: 'string', enum: ['durum', 'calistir', 'durdur'] } });
    assert.equal(classOf(pump, { komut: 'durum' }), 'read-only-retrieval');
    assert.equal(classOf(pump, { komut: 'calistir' }), pump.actionClass);
  });

  it('a manifest entry is not second-guessed', () => {
    const stated = classifyTool(accounts.spec, graph, { tools: { ClubLogins: { class: 'identity-admin' } } });
    assert.equal(classifyCall(stated, { tool: 'ClubLogins', args: { action: 'list' } }).actionClass, 'identity-admin');
  });
});

describe('raw HTTP tools and unspaced names', () => {
  it('an argument whose choices are HTTP methods is the method, whatever its name; a GET of the service path reads', () => {
    const fhir = tool('praxis_rest', 'REST-Zugriff auf den Server der Praxis.', {
      methode: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'] },
      pfad: { type: 'string' },
      koerper: { type: 'object' },
    });
    assert.equal(fhir.generic?.kind, 'http');
    assert.equal(classOf(fhir, { methode: 'GET', pfad: '/Patient?name=Huber' }), 'read-only-retrieval');
    assert.notEqual(classOf(fhir, { methode: 'DELETE', pfad: '/Patient/7' }), 'read-only-retrieval');
    assert.notEqual(classOf(fhir, { methode: 'GET', pfad: 'https://elsewhere.example/x' }), 'read-only-retrieval');
  });

  it('reads the request words of names in unspaced scripts, and leaves a name with none unread', () => {
    assert.equal(tool('商品検索', '', { q: { type: 'string' } }).actionClass, 'read-only-retrieval');
    assert.equal(tool('メール送信', '', { to: { type: 'string' }, body: { type: 'string' } }).actionClass, 'message-send');
    assert.equal(tool('返金', '', { id: { type: 'string' } }).actionClass, 'payment-initiate');
    const unread = tool('水槽センサー', '', { id: { type: 'string' } });
    assert.equal(unread.source, 'default');
  });
});

// Controllers written for this test: the command comes as a record, or its choices act on something physical.
describe('a command given as a record', () => {
  const pump = tool('bomba_tanque', 'Comando ao controlador do tanque.', {
    tanque: { type: 'string', enum: ['T1', 'T2'] },
    comando: {
      type: 'object',
      properties: { modo: { type: 'string', enum: ['ler', 'ligar', 'desligar', 'purgar'] }, litros: { type: 'number' } },
    },
  });

  it('reads the choice inside the record: a call that picks a reading choice reads, the others keep the tool its class', () => {
    assert.notEqual(pump.actionClass, 'read-only-retrieval');
    assert.equal(classOf(pump, { tanque: 'T1', comando: { modo: 'ler' } }), 'read-only-retrieval');
    assert.equal(classOf(pump, { tanque: 'T1', comando: { modo: 'purgar', litros: 400 } }), pump.actionClass);
    for (const comando of [{ modo: 'LER' }, { modo: ['ler'] }, 'ler', ['ler'], null, {}])
      assert.equal(classOf(pump, { tanque: 'T1', comando }), pump.actionClass, JSON.stringify(comando));
    assert.equal(classOf(pump, { tanque: 'T1', modo: 'ler' }), pump.actionClass);
  });

  it('is never a read guessed from nouns when its record offers choices nothing reads', () => {
    const hatch = tool('kolam_pintu', 'Perangkat kolam: sensor dan pintu air.', {
      id: { type: 'string' },
      perintah: { type: 'object', properties: { aksi: { type: 'string', enum: ['baca', 'pintu_naik', 'pintu_turun'] } } },
    });
    assert.notEqual(hatch.actionClass, 'read-only-retrieval');
    assert.equal(classOf(hatch, { id: 'K-2', perintah: { aksi: 'baca' } }), 'read-only-retrieval');
    assert.equal(classOf(hatch, { id: 'K-2', perintah: { aksi: 'pintu_naik' } }), hatch.actionClass);
  });
});

describe('choices of a controller that act', () => {
  it('never reads "open" as a read: a controller opens a door or a hatch', () => {
    const roof = tool('roof_ctl', 'Sends a command to the greenhouse roof controller.', {
      cmd: { type: 'string', enum: ['status', 'open', 'close'] },
    });
    assert.equal(classOf(roof, { cmd: 'status' }), 'read-only-retrieval');
    assert.notEqual(classOf(roof, { cmd: 'open' }), 'read-only-retrieval');
    const lockers = tool('skabe', 'Styrer cykelskabene: status, åbne, låse, ny kode.', {
      nr: { type: 'string' },
      handling: { type: 'string', enum: ['abne', 'kode'] },
    });
    assert.notEqual(lockers.actionClass, 'read-only-retrieval');
  });

  it('reads a choice written without its marks as the word its description spells out', () => {
    // "las" is "läs" (read) in one language and "låse" (lock) in this tool's own description.
    const lockers = tool('skabe', 'Styrer cykelskabene: status, åbne, låse eller ny kode.', {
      nr: { type: 'string' },
      handling: { type: 'string', enum: ['status', 'abne', 'las', 'kode'] },
    });
    assert.equal(classOf(lockers, { nr: '12', handling: 'status' }), 'read-only-retrieval');
    assert.notEqual(classOf(lockers, { nr: '12', handling: 'las' }), 'read-only-retrieval');
    assert.notEqual(classOf(lockers, { nr: '12', handling: 'abne' }), 'read-only-retrieval');
  });
});
