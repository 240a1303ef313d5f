/**
 * Tools documented as systemd units, as chat slash commands, and tools whose choices are levels or are explained in words of
 * their own. Catalog made up here; each check failed before the change it covers, but the plain reading choice's, which
 * guards what already worked.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyCall } from '../../src/action/call.ts';
import { classifyTool } from '../../src/action/catalog.ts';
import { CLASS } from '../../src/action/classes.ts';
import { inferTool } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const classOf = (spec: ToolSpec) => inferTool(spec).actionClass;
const callClass = (spec: ToolSpec, args: Record<string, unknown>) => classifyCall(classifyTool(spec, graph), { tool: spec.name, args }).actionClass;

describe('systemd units', () => {
  it('are read by the unit name without its type and template mark, and by their Description= line', () => {
    assert.equal(classOf({ name: 'invoice-send@.service', description: '' }), CLASS.messageSend);
    assert.equal(classOf({ name: 'kiln-book.timer', description: '' }), CLASS.orderManage);
    const unit =
      '# /etc/systemd/system/shed-wire@.service\n[Unit]\nDescription=Transfer %i pounds to the allotment society\nAfter=network-online.target\n\n[Service]\nType=oneshot';
    assert.equal(classOf({ name: 'shed-wire@.service', description: unit }), CLASS.paymentInitiate);
  });
});

describe('chat commands', () => {
  it('read past their usage, options and permissions to what the note says they do', () => {
    const description =
      'Picks the quiz winners for a round.\nUsage: /winners round:<n>\nOptions:\n• round — required\nPermissions: @Host\nNote: Posts the winners to #results at once.';
    assert.equal(
      classOf({ name: '/winners', description, inputSchema: { type: 'object', properties: { round: { type: 'string' } } } }),
      CLASS.messageSend,
    );
  });
});

describe('Haskell functions and phone menus', () => {
  it('read past a type signature and a Haddock mark to what the comment says', () => {
    const description = 'settle :: TabId -> Pence -> IO Receipt\n\n-- | Charge the tab to the card on file and e-mail the receipt.';
    assert.equal(classOf({ name: 'Tabs.t3', description }), CLASS.paymentInitiate);
  });
  it('read a USSD menu by its item and what it says under its prompts', () => {
    const pay =
      'FISHERS CO-OP\n4. Fuel advance\n> Enter boat no:\n> Enter amount:\nReply 1 to confirm.\n--\nPays the advance to the skipper’s wallet at once.';
    assert.equal(classOf({ name: '*711*20*4#', description: pay }), CLASS.paymentInitiate);
    const sms = 'FISHERS CO-OP\n6. Bulk SMS\n> Select group: 1 All 2 Skippers\n> Type message (max 160):';
    assert.equal(classOf({ name: '*711*20*6#', description: sms }), CLASS.messageSend);
  });
});

describe('a choice that names a level or is explained otherwise', () => {
  const access: ToolSpec = {
    name: 'share_garden_plan',
    description: 'Shares the garden plan with a person; the permission is view, edit or revoke.',
    inputSchema: { type: 'object', properties: { email: { type: 'string' }, permission: { type: 'string', enum: ['view', 'edit', 'revoke'] } } },
  };
  it('keeps the tool’s class when the choice is a level the call grants ("view")', () => {
    assert.notEqual(callClass(access, { email: 'a@b.example', permission: 'view' }), CLASS.read);
  });
  const loans: ToolSpec = {
    name: 'credito',
    description: "Member credit: 'tanga' (the money goes to the member's wallet at once), 'reba', 'kwishyura'.",
    inputSchema: {
      type: 'object',
      properties: { member: { type: 'string' }, action: { type: 'string', enum: ['reba', 'tanga', 'kwishyura'] }, amount: { type: 'number' } },
    },
  };
  it('keeps the tool’s class when the description explains the choice as something else than a read', () => {
    assert.notEqual(callClass(loans, { member: 'M-1', action: 'tanga', amount: 100 }), CLASS.read);
  });
  it('lowers a reading choice whose brackets list what it shows', () => {
    const tanks: ToolSpec = {
      name: 'cooling_tank',
      description: "Milk cooling tanks: 'status' (temperature, litres, alarm), 'set_temperature', 'drain' (empties the tank for cleaning).",
      inputSchema: {
        type: 'object',
        properties: { action: { type: 'string', enum: ['status', 'set_temperature', 'drain'] }, tank: { type: 'string' } },
      },
    };
    assert.equal(callClass(tanks, { action: 'status', tank: '2' }), CLASS.read);
    assert.notEqual(callClass(tanks, { action: 'drain', tank: '2' }), CLASS.read);
  });
  it('reads no abbreviation into an acronym: "crt" is a trust or a certificate, not "create"', () => {
    assert.equal(classOf({ name: 'crt-licence-status', description: '' }), CLASS.read);
  });
  it('still lowers a plain reading choice', () => {
    const staff: ToolSpec = {
      name: 'StaffAccount',
      description: 'Manages staff accounts.',
      inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'create', 'disable'] }, name: { type: 'string' } } },
    };
    assert.equal(callClass(staff, { action: 'list' }), CLASS.read);
  });
});
