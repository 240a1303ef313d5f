/**
 * Catalogs in the styles API catalogs are written in, beyond `verb_noun`: a request method before the path
 * (`DELETE_/tenants/{id}`), abbreviations (`inv_lst`, `usr_upd`), a GraphQL endpoint with one string argument, an argument
 * of any name that picks the action when the description says it does, descriptions that open with a phrase before
 * their verb or say what is done in the passive, and a choice of reading whose tool publishes with another choice.
 * Every tool is written for this test (a ferry line's back office).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nameParts } from '../../src/action/words.ts';
import { classifyTool } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { inferTool } from '../../src/action/infer.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const tool = (name: string, description: string, properties: Record<string, unknown> = {}) =>
  classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);
const classOf = (name: string, description = '') => inferTool({ name, description }).actionClass;
const callOf = (entry: ReturnType<typeof tool>, args: Record<string, unknown>) => classifyCall(entry, { tool: entry.spec.name, args }).actionClass;

describe('a request method joined to its path', () => {
  it('reads the method whatever joins it, and a path parameter names nothing', () => {
    assert.equal(
      tool('GET_/sailings/{code}', 'Sailing by code: vessel, berth, crew, remarks.', { code: { type: 'string' } }).actionClass,
      'read-only-retrieval',
    );
    assert.equal(tool('GET:/manifests/{tag}', 'Passenger manifest.', { tag: { type: 'string' } }).actionClass, 'read-only-retrieval');
    assert.notEqual(tool('DELETE_/tenants/{id}', 'Tenant.', { id: { type: 'string' } }).actionClass, 'read-only-retrieval');
  });
  it('is no browser tool for the words of its description ("closes the tab of a cabin")', () => {
    const settle = tool('POST_/cabins/{id}/settle', 'Closes the tab of a cabin: the balance is captured from the card on file.', {
      id: { type: 'string' },
      amt: { type: 'number' },
    });
    assert.equal(settle.generic, undefined);
    assert.equal(settle.actionClass, 'payment-initiate');
  });
});

describe('abbreviated names', () => {
  it('are read written out', () => {
    assert.equal(classOf('dep_lst', 'Departures for a day.'), 'read-only-retrieval');
    assert.equal(classOf('tkt_rfd', 'Against a ticket, the fare goes back to the card.'), 'payment-initiate');
    assert.equal(classOf('bkg_cxl'), 'order-manage');
    assert.equal(classOf('msg_snd'), 'message-send');
  });
});

describe('a GraphQL endpoint whose one string argument is the document', () => {
  it('is classed per call by the operation', () => {
    const gql = tool('berth_api', 'Harbour GraphQL endpoint (query or mutation).', {
      d: { type: 'string' },
      vars: { type: 'object', properties: {} },
    });
    assert.equal(gql.generic?.kind, 'graphql');
    assert.equal(callOf(gql, { d: '{ berth(id: "B4") { vessel eta } }' }), 'read-only-retrieval');
    assert.notEqual(callOf(gql, { d: 'mutation { releaseBerth(id: "B4") { ok } }' }), 'read-only-retrieval');
  });
});

describe('an argument of any name that picks the action', () => {
  const cabins = tool('cabin_chg', 'Depending on k, shows a cabin booking, moves it to another sailing, or cancels it.', {
    ref: { type: 'string' },
    k: { type: 'string', enum: ['view', 'move', 'cancel'] },
  });
  it('lowers a reading choice to a read; a change keeps the tool its class', () => {
    assert.equal(cabins.actionClass, 'order-manage');
    assert.equal(callOf(cabins, { ref: 'C-12', k: 'view' }), 'read-only-retrieval');
    assert.equal(callOf(cabins, { ref: 'C-12', k: 'cancel' }), 'order-manage');
  });
  it('is no picker when the description does not name it, or its choices are no actions', () => {
    const filter = tool('cabins', 'Cabins of a sailing.', { k: { type: 'string', enum: ['view', 'move', 'cancel'] } });
    assert.equal(filter.choice, undefined);
    const deck = tool('cabins_by_deck', 'Depending on k, cabins of the upper or lower deck.', { k: { type: 'string', enum: ['upper', 'lower'] } });
    assert.equal(deck.choice, undefined);
  });
  it('reads "list" though the description says another choice publishes', () => {
    const notices = tool(
      'Notices.Board',
      'Notices to mariners. With op=list the current ones come back; op=issue publishes a new notice on the port website.',
      {
        op: { type: 'string', enum: ['list', 'issue'] },
      },
    );
    assert.equal(callOf(notices, { op: 'list' }), 'read-only-retrieval');
    assert.notEqual(callOf(notices, { op: 'issue' }), 'read-only-retrieval');
  });
});

describe('descriptions whose verb is not first', () => {
  it('read the main clause after an opening phrase', () => {
    assert.equal(classOf('cabin_slot', 'Given a sailing and a party, reserves the cabins and puts a hold on the card.'), 'order-manage');
    assert.equal(classOf('voyage_card', 'For one voyage code, the service returns the log with its crew block.'), 'read-only-retrieval');
  });
  it('read a verb of its own after "and" when the opening one says nothing; a list of nouns is no verb', () => {
    assert.equal(
      classOf('Manifests.Release', 'Takes the crew list of a sailing, signs a link per address and mails the link to each of them.'),
      'message-send',
    );
    assert.notEqual(classOf('Logs.Export', 'Export crew logs, including sign-on records and mails, to outside parties.'), 'message-send');
  });
  it('read the passive and a moving subject', () => {
    assert.equal(classOf('berth_hold', 'A berth at the quay is held and booked for the named vessel.'), 'order-manage');
    assert.equal(classOf('crew_payout', 'For a crew invoice, the amount given is sent to the bank account given.'), 'payment-initiate');
    assert.equal(classOf('fare_back', 'Against a ticket, money goes back to the card used.'), 'payment-initiate');
    assert.equal(classOf('ping_crew', 'A short text or e-mail reaches the given addresses.'), 'message-send');
    assert.equal(classOf('manifest_rows', 'Manifest rows matching the filter are returned, newest first.'), 'read-only-retrieval');
    assert.equal(classOf('rows_out', 'Rows are returned to the caller as JSON.'), 'read-only-retrieval');
    // Returned somewhere else is no read: money handed back is a refund, goods sent back an order's return.
    assert.equal(classOf('passenger_fares', 'Fares are returned to the passenger card.'), 'payment-initiate');
    assert.notEqual(classOf('depot_crates', 'Crates are returned to the warehouse.'), 'read-only-retrieval');
  });
});

describe('a switch that makes the tool do more', () => {
  const preview = tool(
    'Notices.Draft',
    'Lays out a notice to mariners as it will print; when publish is true the notice is also queued for delivery to every vessel on the list.',
    { list: { type: 'string' }, text: { type: 'string' }, publish: { type: 'boolean' } },
  );
  it('classes a call that sets it by what the description says it then does', () => {
    assert.equal(preview.flag?.name, 'publish');
    assert.equal(callOf(preview, { list: 'pilots', text: 'Buoy 4 unlit' }), preview.actionClass);
    assert.equal(callOf(preview, { list: 'pilots', text: 'Buoy 4 unlit', publish: false }), preview.actionClass);
    assert.equal(callOf(preview, { list: 'pilots', text: 'Buoy 4 unlit', publish: true }), 'message-send');
  });
  it('an optional argument of another kind that does more once given sets the class of the calls that give it', () => {
    const report = tool(
      'data.depot_stock_report',
      '# depot_stock_report (Data Source)\n\nRenders the stock report of a depot.\n\n* `depot` - (Required) Depot code.\n* `mail_to` - (Optional) List of addresses. When set, the rendered report is e-mailed to each of them.',
      { depot: { type: 'string' }, mail_to: { type: 'array', items: { type: 'string' } } },
    );
    assert.equal(report.actionClass, 'read-only-retrieval');
    assert.equal(callOf(report, { depot: 'D4' }), 'read-only-retrieval');
    assert.equal(callOf(report, { depot: 'D4', mail_to: [] }), 'read-only-retrieval');
    assert.equal(callOf(report, { depot: 'D4', mail_to: ['ops@depot.example'] }), 'message-send');
    // A boolean switch still needs true: the text "false" sets nothing.
    assert.equal(callOf(preview, { list: 'pilots', text: 'Buoy 4 unlit', publish: 'false' }), preview.actionClass);
  });
  it("an instrument's optional parameter in angle brackets that stores once given, never a required one on the same line", () => {
    const status = tool(
      'ROOM:STATus?',
      'ROOM:STATus? <room>[,<setpoint>]\nReturns the measured air temperature and humidity of growing room <room>.\nParameters: <room> NR1 1..12. <setpoint> NR2, optional: when present, the controller stores it as the new air setpoint.',
      { room: { type: 'integer' }, setpoint: { type: 'number' } },
    );
    assert.equal(status.flag?.name, 'setpoint');
    assert.equal(callOf(status, { room: 3 }), 'read-only-retrieval');
    assert.notEqual(callOf(status, { room: 3, setpoint: 16 }), 'read-only-retrieval');
  });
  it("a program's file type and an instrument's mnemonics: 'Send SMS.vi' sends, 'ORDer:DISPatch' dispatches an order", () => {
    assert.equal(classOf('Send SMS.vi'), 'message-send');
    assert.equal(classOf('close_ticket.py'), classOf('close_ticket'));
    assert.equal(classOf('Gmail.ReadEmail'), 'read-only-retrieval');
    assert.equal(classOf('HARVest:LOG?', 'Returns the harvest log of a room.'), 'read-only-retrieval');
    assert.notEqual(classOf('ORDer:DISPatch', 'Releases the pallets to the haulier and books the delivery.'), 'read-only-retrieval');
  });
  it('an English word that ends like a compound of another language is read as English ("payroll" is no Swedish "roll")', () => {
    assert.notEqual(classOf('payroll_bonus', "Adds a bonus to the picker's pay."), 'identity-admin');
    assert.notEqual(classOf('PAYRoll:BONus', "Adds a bonus to the picker's pay."), 'identity-admin');
    assert.equal(classOf('leverantörsfakturor_lista', 'Listar leverantörsfakturor.'), 'read-only-retrieval');
    // A prefix of the language's own still starts one of its compounds ("Einkauf": a purchase).
    assert.equal(classOf('einkauf_erfassen'), classOf('kauf_erfassen'));
  });
  it('is no switch when its clause changes nothing', () => {
    const plain = tool('Notices.List', 'Lists notices; when verbose is true each notice is returned with its history.', {
      verbose: { type: 'boolean' },
    });
    assert.equal(plain.flag, undefined);
  });
});

describe('what the arguments say beside a description that reads', () => {
  it('a payment handed back with an amount described by its money and a payee record with an account moves money', () => {
    const refund = tool('fare_return', 'Returns a passenger’s fare: to the original card or to a bank account.', {
      p: { type: 'string' },
      sum: { type: 'number', description: '£' },
      to: { type: 'object', properties: { via: { type: 'string', enum: ['card', 'bank'] }, acct: { type: 'string' }, name: { type: 'string' } } },
    });
    assert.equal(refund.actionClass, 'payment-initiate');
  });
  it('an argument abbreviating the thing a noun-phrase description names selects it: a read', () => {
    const latest = (arg: string) =>
      tool('Positions.Latest', 'Most recent position report of a vessel (course, speed, berth).', { [arg]: { type: 'string' } });
    assert.equal(latest('vsl').actionClass, 'read-only-retrieval');
    assert.notEqual(latest('qx').actionClass, 'read-only-retrieval', 'no word of the description is abbreviated');
  });
  it('a name ending in a board, a log or a roster reads', () => {
    assert.equal(classOf('dispatch_board', "The day's sailings board: vessels out, loads, berths."), 'read-only-retrieval');
    assert.equal(classOf('refund_log'), 'read-only-retrieval');
    assert.notEqual(classOf('dispatch', 'Takes a load and a slot and puts a vessel on the water for it.'), 'read-only-retrieval');
  });
});

describe('what is booked, made or registered', () => {
  it('a slot held in a diary is a calendar entry; a login made with an access is an identity; a callback registered is an outside address', () => {
    assert.equal(classOf('Berths.Hold', 'A slot in the harbour diary is held and booked for the named skipper.'), 'calendar-write');
    assert.equal(classOf('provision', 'Creates a login with the given access for a person or service.'), 'identity-admin');
    assert.equal(classOf('Hooks.Register', 'Registers a callback address; the port then posts every arrival to it.'), 'external-api-call');
    assert.equal(classOf('crew_register', 'Registers a new deckhand.'), 'identity-admin');
  });
});

describe('a method named after its class', () => {
  it('reads the method after "#" (Java) or "::" (Rust, C++), the package and the class as what it acts on', () => {
    assert.equal(classOf('org.ferryline.booking.RegisterLookup#find', 'Finds a sailing booking by its reference.'), 'read-only-retrieval');
    assert.equal(classOf('org.ferryline.booking.BookingService#cancel', 'Cancels a sailing booking.'), 'order-manage');
    assert.equal(classOf('ferry::BookingLedger::refund', 'Refunds a booking to the card it was paid with.'), 'payment-initiate');
  });
});

describe('an Objective-C selector, an Elixir function', () => {
  it('is its method, then the labels of its arguments or its arity', () => {
    // A dealership's selectors, written for this test.
    assert.deepEqual(nameParts('bookService:forVehicle:atTime:').operation, ['book', 'service']);
    assert.deepEqual(nameParts('listRecalls:').operation, ['list', 'recalls']);
    assert.equal(
      tool('bookService:forVehicle:atTime:', 'Books a service slot for a vehicle.', { vin: { type: 'string' }, time: { type: 'string' } })
        .actionClass,
      'order-manage',
    );
    // An Elixir function's arity (and its bang) names nothing it does.
    assert.deepEqual(nameParts('Shop.Orders.cancel/2').operation, ['cancel']);
    assert.deepEqual(nameParts('Shop.Orders.fetch!/1').operation, ['fetch']);
    // A C++ or Rust path keeps its last segment as the method.
    assert.deepEqual(nameParts('shop::orders::cancel').operation, ['cancel']);
  });
});

describe('a message type named by its pattern (CQRS, MediatR)', () => {
  it('is read by its verb and object: "Command", "Query", "Handler" say only which kind of message it is', () => {
    assert.equal(classOf('SendSmsCommand', '/// <summary>Texts the given phones from the line\u2019s sender ID.</summary>'), 'message-send');
    assert.equal(classOf('SendEmailCommand'), 'message-send');
    assert.equal(classOf('GetManifestQuery'), 'read-only-retrieval');
    // Two words: the command is the object ("run a command").
    assert.notEqual(classOf('RunCommand', 'Runs a shell command on the ferry\u2019s server.'), 'read-only-retrieval');
  });
});
