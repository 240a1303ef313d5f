import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool, ToolCatalog } from '../../src/action/catalog.ts';
import { callClassesOf, classifyCall } from '../../src/action/call.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();

// A clinic scheduling service reached through one generic REST tool (written for this test).
const rest = classifyTool(
  {
    name: 'clinic_request',
    description: 'Sends a request to the ClinicBook API v2 of the practice. See the API reference for paths.',
    inputSchema: {
      type: 'object',
      properties: { verb: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'] }, endpoint: { type: 'string' }, payload: { type: 'object' } },
      required: ['verb', 'endpoint'],
    },
  },
  graph,
);
// A warehouse service reached through one dispatcher whose argument names the operation.
const dispatcher = classifyTool(
  {
    name: 'wms_invoke',
    description: 'Invokes one operation of the warehouse system; `operation` selects it and `fields` carries its inputs.',
    inputSchema: {
      type: 'object',
      properties: {
        operation: { type: 'string', enum: ['bins.list', 'stock.transfer', 'carriers.pay', 'notices.send', 'stock.count'] },
        fields: { type: 'object' },
      },
      required: ['operation'],
    },
  },
  graph,
);

const classOf = (entry: typeof rest, args: Record<string, unknown>) => classifyCall(entry, { tool: entry.spec.name, args }).actionClass;

describe('tools that only dispatch are classed per call', () => {
  it('recognises a raw HTTP tool with a path argument, and a dispatcher by its operation argument', () => {
    assert.equal(rest.generic?.kind, 'http');
    assert.equal(dispatcher.generic?.kind, 'operation');
    assert.match(dispatcher.evidence.join(' '), /operation its "operation" names/);
  });

  it('a dispatcher whose operation argument is named in another language; an operation nothing reads is never a read', () => {
    // Written for this test: a salon's software reached through one tool described as "access" (a reading word).
    const salon = classifyTool(
      {
        name: 'salonsoft',
        description: 'Zugriff auf die Salonsoftware. `accion` wählt die Funktion, `datos` enthält die Parameter.',
        inputSchema: {
          type: 'object',
          properties: {
            accion: { type: 'string', enum: ['citas.lista', 'citas.cancelar', 'personal.permisos', 'caja.reembolsar'] },
            datos: { type: 'object' },
          },
          required: ['accion', 'datos'],
        },
      },
      graph,
    );
    assert.equal(salon.generic?.kind, 'operation');
    assert.equal(classOf(salon, { accion: 'citas.lista', datos: {} }), 'read-only-retrieval');
    assert.notEqual(classOf(salon, { accion: 'citas.cancelar', datos: {} }), 'read-only-retrieval');
    assert.equal(classOf(salon, { accion: 'caja.reembolsar', datos: {} }), 'payment-initiate');
    // "permisos" names no action the classifier reads: at least a call of unknown effect, not the tool's reading class.
    assert.equal(classOf(salon, { accion: 'personal.permisos', datos: { email: 'x@y.example', rol: 'admin' } }), 'external-api-call');
  });

  it("an HTTP GET of the service's own path reads; one of an address the caller names is a web fetch", () => {
    assert.equal(classOf(rest, { verb: 'GET', endpoint: '/patients?name=Ortiz' }), 'read-only-retrieval');
    assert.equal(classOf(rest, { verb: 'get', endpoint: '//other.example/x' }), 'web-fetch');
  });

  it('a full address under the base the tool’s description names is the service’s own path; odd spellings are not', () => {
    const harbour = classifyTool(
      {
        name: 'harbour_http',
        description:
          'Makes one HTTP request. The harbour office API is at https://api.harbour-office.example/v3 (slots, bookings, refunds); any other URL is requested as given.',
        inputSchema: {
          type: 'object',
          properties: { method: { type: 'string', enum: ['GET', 'POST', 'DELETE'] }, url: { type: 'string' }, body: { type: 'object' } },
          required: ['method', 'url'],
        },
      },
      graph,
    );
    assert.equal(classOf(harbour, { method: 'GET', url: 'https://api.harbour-office.example/v3/slots?length=12' }), 'read-only-retrieval');
    assert.equal(
      classOf(harbour, { method: 'POST', url: 'https://api.harbour-office.example/v3/refunds', body: { amount: 40 } }),
      'payment-initiate',
    );
    // Another host, another scheme, the base's host as userinfo, a path outside the base: an address the caller chose.
    for (const url of [
      'https://files.elsewhere.example/v3/slots',
      'http://api.harbour-office.example/v3/slots',
      'https://api.harbour-office.example@elsewhere.example/v3/slots',
      'https://api.harbour-office.example/v30/slots',
      'https://api.harbour-office.example\\@elsewhere.example/v3',
    ])
      assert.equal(classOf(harbour, { method: 'GET', url }), 'web-fetch', url);
  });

  it('a write method is classed by what its path names, and never as a read', () => {
    assert.equal(classOf(rest, { verb: 'POST', endpoint: '/v2/payments', payload: { amount: 10 } }), 'payment-initiate');
    assert.equal(classOf(rest, { verb: 'POST', endpoint: '/practices/P-11/members' }), 'identity-admin');
    const search = classOf(rest, { verb: 'POST', endpoint: '/search' });
    assert.ok(search !== 'read-only-retrieval' && search !== 'web-fetch', `a POST is never read as a read (${search})`);
    assert.equal(classOf(rest, { verb: 'DELETE', endpoint: '/appointments/A-77' }), 'calendar-write');
    assert.equal(classOf(rest, { endpoint: '/appointments' }), 'external-api-call', 'no method said: the conservative reading');
  });

  it("a dispatcher's call is classed by the operation it names; an unreadable or missing operation keeps the tool's class", () => {
    assert.equal(classOf(dispatcher, { operation: 'bins.list' }), 'read-only-retrieval');
    assert.equal(classOf(dispatcher, { operation: 'carriers.pay', fields: { amount: 120 } }), 'payment-initiate');
    assert.equal(classOf(dispatcher, { operation: 'notices.send' }), 'message-send');
    assert.equal(classOf(dispatcher, { operation: 'qwzx.zzq' }), dispatcher.actionClass);
    assert.equal(classOf(dispatcher, { operation: 42 }), dispatcher.actionClass);
    assert.equal(classOf(dispatcher, {}), dispatcher.actionClass);
  });

  it('an operation listed by a dispatcher that names its changes, itself named by plurals, is a read', () => {
    const pos = classifyTool(
      {
        name: 'till_run',
        description: 'Runs one operation of the café till; `op` selects it and `args` carries its fields.',
        inputSchema: {
          type: 'object',
          properties: {
            op: {
              type: 'string',
              enum: ['menu.set_price', 'tabs.settle', 'stock.levels', 'supplier.deliveries', 'supplies.orders', 'staff.invite', 'shift.handover'],
            },
            args: { type: 'object' },
          },
          required: ['op'],
        },
      },
      graph,
    );
    assert.equal(classOf(pos, { op: 'stock.levels' }), 'read-only-retrieval');
    assert.equal(classOf(pos, { op: 'supplier.deliveries', args: { supplier: 'Ortiz Dairy' } }), 'read-only-retrieval');
    // Plurals only ("orders" is no verb there): a list.
    assert.equal(classOf(pos, { op: 'supplies.orders' }), 'read-only-retrieval');
    // A singular word nothing reads may be an action ("handover"); an operation outside the list is the agent's own.
    assert.equal(classOf(pos, { op: 'shift.handover' }), pos.actionClass);
    assert.equal(classOf(pos, { op: 'wages.payouts' }), pos.actionClass);
  });

  it('a statement argument with a type suffix is a SQL tool’s ("query_str"); an operation argument called "verb" dispatches', () => {
    const db = classifyTool(
      {
        name: 'cellar_exec',
        description: "Runs one SQL statement on the cellar's Postgres database and returns the rows.",
        inputSchema: { type: 'object', properties: { query_str: { type: 'string', description: 'one SQL statement' } }, required: ['query_str'] },
      },
      graph,
    );
    assert.equal(db.generic?.kind, 'sql');
    assert.equal(classOf(db, { query_str: 'SELECT * FROM casks' }), 'read-only-retrieval');
    assert.equal(classOf(db, { query_str: "UPDATE casks SET status = 'sold'" }), 'file-modify');
    const ops = classifyTool(
      {
        name: 'yardops',
        description: 'Boatyard API. `verb` selects the operation: lifts.search, lifts.book, invoices.pay.',
        inputSchema: {
          type: 'object',
          properties: { verb: { type: 'string', enum: ['lifts.search', 'lifts.book', 'invoices.pay'] }, data: { type: 'object' } },
        },
      },
      graph,
    );
    assert.equal(ops.generic?.kind, 'operation');
    assert.equal(classOf(ops, { verb: 'lifts.search', data: {} }), 'read-only-retrieval');
    assert.equal(classOf(ops, { verb: 'invoices.pay', data: {} }), 'payment-initiate');
  });

  it("a dispatcher's operation whose verb comes last is read by its object: a scheduled run, a scheduled send, a withdrawal of records", () => {
    const farm = classifyTool(
      {
        name: 'farm_do',
        description: 'Runs one operation of the farm controller; `op` names it.',
        inputSchema: { type: 'object', properties: { op: { type: 'string' }, params: { type: 'object' } }, required: ['op'] },
      },
      graph,
    );
    assert.equal(farm.generic?.kind, 'operation');
    assert.equal(classOf(farm, { op: 'misting.schedule' }), 'external-api-call', 'a device run, not a calendar entry');
    assert.equal(classOf(farm, { op: 'bulletin.schedule' }), 'message-send');
    assert.equal(classOf(farm, { op: 'roster.shift.schedule' }), 'calendar-write');
    assert.equal(classOf(farm, { op: 'lots.withdraw' }), 'payment-initiate', 'lots could be money: unnamed, the wider reading');
    assert.equal(classOf(farm, { op: 'records.withdraw' }), 'file-modify');
    assert.equal(classOf(farm, { op: 'fees.post' }), 'payment-initiate');
  });

  it('a compiler is told that such a tool can do what any class does', () => {
    for (const entry of [rest, dispatcher]) {
      const classes = callClassesOf(entry);
      for (const cls of ['read-only-retrieval', 'payment-initiate', 'message-send', 'identity-admin'])
        assert.ok(classes.includes(cls as never), `${entry.spec.name}: ${cls}`);
    }
  });

  it('an ordinary tool with an action argument stays an ordinary tool', () => {
    const lock = classifyTool(
      {
        name: 'door_lock_set',
        description: 'Locks or unlocks a door.',
        inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['lock', 'unlock'] } } },
      },
      graph,
    );
    assert.equal(lock.generic, undefined);
  });
});

describe('GraphQL tools, classed by the operation each call sends', () => {
  const graphql = new ToolCatalog(CapabilityGraph.builtIn(), [
    {
      name: 'depot_gql',
      description: 'Runs a GraphQL document against the depot service.',
      inputSchema: { type: 'object', properties: { document: { type: 'string', description: 'GraphQL document' }, variables: { type: 'object' } } },
    },
  ]);
  const entry = graphql.lookup('depot_gql')!;
  const classOf = (document: string) => classifyCall(entry, { tool: 'depot_gql', args: { document } }).actionClass;

  it('is known as a GraphQL tool by its words and its document argument', () => {
    assert.deepEqual(entry.generic, { kind: 'graphql', arg: 'document' });
  });

  it('reads on a query or a bare selection, whatever the fields are called', () => {
    assert.equal(classOf('query Bins($r: ID!) { route(id: $r) { bins { id deleteAfter } } }'), 'read-only-retrieval');
    assert.equal(classOf('{ payments { id amount } }'), 'read-only-retrieval');
  });

  it('classes a mutation by its fields, the most dangerous winning, aliases and strings ignored', () => {
    assert.equal(classOf('mutation { cancelPickup(id: "BN-12") { id } }'), 'order-manage');
    assert.equal(
      classOf('mutation { a: renameRoute(id: "R4", name: "payOut now") { id } b: sendPayout(to: "x", amount: 9) { id } }'),
      'payment-initiate',
    );
    // A mutation is a change even when its field reads like a read.
    assert.notEqual(classOf('mutation { routeStatus(id: "R4") { id } }'), 'read-only-retrieval');
  });

  it('keeps the tool’s own class for a document it cannot read', () => {
    assert.equal(classOf('not graphql at all'), entry.actionClass);
    assert.notEqual(entry.actionClass, 'read-only-retrieval');
  });
});

describe('a dispatcher found by its choices, whatever its argument is called', () => {
  // A ferry office's system whose operation argument and operations are named in Slovak (written for this test).
  const ferry = classifyTool(
    {
      name: 'pristav',
      description: 'Prístavný systém.',
      inputSchema: {
        type: 'object',
        properties: {
          ukon: { type: 'string', enum: ['plavby_zoznam', 'listok_vydat', 'listok_zrusit', 'platba_vratit'] },
          udaje: { type: 'object' },
        },
        required: ['ukon'],
      },
    },
    graph,
  );
  const statuses = classifyTool(
    {
      name: 'repairs_set',
      description: 'Sets the status of a repair.',
      inputSchema: {
        type: 'object',
        properties: { status: { type: 'string', enum: ['intake', 'in_progress', 'waiting_parts', 'ready'] }, meta: { type: 'object' } },
      },
    },
    graph,
  );
  it('classes each call by the operation it picks', () => {
    assert.equal(ferry.generic?.kind, 'operation');
    assert.equal(classOf(ferry, { ukon: 'plavby_zoznam', udaje: {} }), 'read-only-retrieval');
    assert.notEqual(classOf(ferry, { ukon: 'platba_vratit', udaje: {} }), 'read-only-retrieval');
  });
  it('takes a status list beside plain words for no operations', () => {
    assert.notEqual(statuses.generic?.kind, 'operation');
  });
});
