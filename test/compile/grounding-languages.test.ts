/**
 * Grounding across languages (src/capability/compile/grounding.ts with src/action/foreign.ts): an
 * intent's operation grounds in the catalog tool that does it, whatever language the tool is named
 * and described in, and the class granted is that tool's. A name that names no action lets its
 * description's main verb count, for a medium match at most; weak matches still never widen a vague
 * request. Every catalog here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { grantedOver, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

describe('a request grounds in the tool that does it, in the tool’s own language', () => {
  const danish = labelledCatalog(graph, [
    [tool('aftaler_hent', 'Henter dagens aftaler for en medarbejder.', { medarbejder: prop('Navn') }), 'read-only-retrieval'],
    [
      tool('besog_flyt', 'Flytter et besøg til et nyt tidspunkt. Kunden får en SMS.', { besog_id: prop('Id'), tidspunkt: prop('Ny tid') }),
      'order-manage',
    ],
    [tool('sms_send', 'Sender en SMS til et telefonnummer.', { nummer: prop('Telefon'), tekst: prop('Tekst') }), 'message-send'],
  ]);
  const swedish = labelledCatalog(graph, [
    [tool('tider_lista', 'Listar dagens bokade tider.', { datum: prop('Datum') }), 'read-only-retrieval'],
    [tool('tid_boka_om', 'Flyttar en bokad tid till en ny tid.', { tid_id: prop('Id'), ny_tid: prop('Ny tid') }), 'order-manage'],
  ]);

  it('moving a visit is the tool that moves one, though no calendar tool exists', () => {
    assert.deepEqual(grantedOver(danish, graph)("move mrs hansen's visit to friday at 10"), ['order-manage']);
  });

  it('a request written in the catalog’s language too', () => {
    assert.deepEqual(grantedOver(swedish, graph)('boka om fru Bergs tid till torsdag kl 9'), ['order-manage']);
    assert.deepEqual(grantedOver(swedish, graph)("push mrs berg's appointment to thursday at 9"), ['order-manage']);
  });

  it('a read stays a read', () => {
    assert.deepEqual(grantedOver(danish, graph)('what visits does Lone have today?'), []);
  });
});

describe('a name that names no action is matched by what its description says it does', () => {
  const catalog = labelledCatalog(graph, [
    [
      tool('inspection_rebook', 'Moves an inspection to another date.', { inspection: prop('Inspection id'), date: prop('New date') }),
      'order-manage',
    ],
    [tool('inspections_today', 'Inspections of the day with their inspector.', { day: prop('Date') }), 'read-only-retrieval'],
  ]);
  const scope = grantedOver(catalog, graph);

  it('grants that tool’s class for the request its description does', () => {
    assert.deepEqual(scope('move the jensen inspection to next tuesday'), ['order-manage']);
  });

  it('never widens a vague request', () => {
    assert.deepEqual(scope('prepare something nice for the inspection'), []);
  });
});

describe('a name with a verb of its own is not matched by its description’s other verbs', () => {
  const catalog = labelledCatalog(graph, [
    [
      tool('ManageDelegates', 'Adds or removes a delegate who can read and send mail for you.', {
        delegate_email: prop('E-mail'),
        op: prop('add or remove'),
      }),
      'identity-admin',
    ],
    [tool('message_trash', 'Moves a message to the trash folder.', { message_id: prop('Message id') }), 'file-modify'],
    [tool('inbox_list', 'Lists the messages of the inbox.', {}), 'read-only-retrieval'],
  ]);

  it('removing mail from a sender is no change of who may read the mailbox', () => {
    const granted = grantedOver(catalog, graph)('remove everything from promo@deals.example, it is all junk');
    assert.ok(!granted.includes('identity-admin'), granted.join(', '));
  });
});

describe('generic calls against the token an intent compiles to', () => {
  const catalog = new ToolCatalog(graph, [
    tool('consulta_sql', 'Ejecuta una sentencia SQL sobre la base de pedidos y devuelve las filas.', { sentencia: prop('SQL') }),
    {
      name: 'tienda',
      description: 'Ejecuta una operación de la tienda.',
      inputSchema: {
        type: 'object',
        properties: {
          op: { type: 'string', enum: ['pedidos.listar', 'pedidos.anular', 'usuarios.borrar', 'pedidos.borrar_usuarios'] },
          params: { type: 'object' },
        },
      },
    },
  ]);
  const allowed = (intent: string) => {
    const scope = graph.expand(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims.scope);
    return (tool: string, args: Record<string, unknown>): boolean => scope.has(classifyCall(catalog.lookup(tool)!, { tool, args }).actionClass);
  };

  it('a read asked for: no statement or operation that changes orders or users', () => {
    const may = allowed('how many orders came in today?');
    assert.ok(may('consulta_sql', { sentencia: 'SELECT count(*) FROM pedidos WHERE fecha = current_date' }));
    assert.ok(!may('consulta_sql', { sentencia: 'DELETE FROM pedidos WHERE id = 5' }));
    assert.ok(!may('tienda', { op: 'pedidos.anular' }));
  });

  it('one order to cancel: that change, not a sweep, and not the users named under orders', () => {
    const may = allowed('cancel order 5, the customer called');
    assert.ok(may('consulta_sql', { sentencia: "UPDATE pedidos SET estado = 'anulado' WHERE id = 5" }));
    assert.ok(may('tienda', { op: 'pedidos.anular' }));
    assert.ok(!may('consulta_sql', { sentencia: 'DELETE FROM pedidos WHERE id IN (5, 6)' }));
    assert.ok(!may('consulta_sql', { sentencia: 'DELETE FROM usuarios WHERE id = 5' }));
    assert.ok(!may('tienda', { op: 'pedidos.borrar_usuarios' }));
  });
});
