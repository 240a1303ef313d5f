import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { argumentRole, inferClass } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';

// Tools written for this test, in words no table reads: what their arguments take says what they do.
const spec = (name: string, description: string, properties: Record<string, unknown>, required?: string[]): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object', properties, ...(required === undefined ? {} : { required }) },
});

describe('what a schema says when the words are unread', () => {
  it('an amount described only by its money is an amount', () => {
    assert.equal(argumentRole('posa', { type: 'number', description: 'EUR' }), 'amount');
    assert.equal(argumentRole('hinta', { type: 'number', description: '€/kg' }), 'amount');
    assert.equal(argumentRole('jumlah', { type: 'integer', description: 'Rp' }), 'amount');
    assert.equal(argumentRole('posa', { type: 'number', description: 'kg' }), 'other');
    assert.equal(argumentRole('posa', { type: 'string', description: 'EUR' }), 'other');
  });

  it('a payee given as a record with an account, and an amount, is a payment', () => {
    const pay = spec('plirono_enoikio', 'Πληρωμή ενοικίου αίθουσας.', {
      dikaiouchos: { type: 'object', properties: { onoma: { type: 'string' }, iban: { type: 'string' } } },
      posa: { type: 'number', description: 'EUR' },
    });
    assert.equal(inferClass(pay), 'payment-initiate');
    const noAccount = spec('plirono_enoikio', 'Πληρωμή ενοικίου αίθουσας.', {
      dikaiouchos: { type: 'object', properties: { onoma: { type: 'string' } } },
      posa: { type: 'number', description: 'EUR' },
    });
    assert.notEqual(inferClass(noAccount), 'payment-initiate');
  });

  it('a tool that says it gives something, and takes a role for a person, gives that role', () => {
    const role = spec('hakki', 'Gives the portal user a role.', { user: { type: 'string' }, role: { type: 'string', enum: ['viewer', 'admin'] } });
    assert.equal(inferClass(role), 'identity-admin');
  });

  it('a webhook tool whose required address is where it calls back sends data there, whatever its verb reads as', () => {
    const hook = spec('list_webhook', 'Mendaftarkan alamat untuk notifikasi.', { url: { type: 'string' }, event: { type: 'string' } }, ['url']);
    assert.notEqual(inferClass(hook), 'read-only-retrieval');
    const lister = spec('list_webhooks', 'Lists the registered webhooks.', { url: { type: 'string' } });
    assert.equal(inferClass(lister), 'read-only-retrieval');
  });
});

describe('a read-only claim and an amount of money', () => {
  it('the claim does not vouch for a tool nothing else reads that takes an amount of money', () => {
    const charge = {
      ...spec('zorvak_kort', 'Plint vesko kort.', { kort: { type: 'string' }, upph: { type: 'number', description: 'kr.' } }),
      annotations: { readOnlyHint: true },
    };
    assert.equal(argumentRole('upph', { type: 'number', description: 'kr.' }), 'amount');
    assert.notEqual(inferClass(charge), 'read-only-retrieval');
    const count = {
      ...spec('zorvak_kort', 'Plint vesko kort.', { kort: { type: 'string' }, upph: { type: 'number', description: 'stk.' } }),
      annotations: { readOnlyHint: true },
    };
    assert.equal(inferClass(count), 'read-only-retrieval');
  });
});
