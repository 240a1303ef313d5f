import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferTool } from '../../src/action/infer.ts';

const cls = (name: string, description = '') => inferTool({ name, description }).actionClass;

// Names in the style OpenAPI catalogs give their operations (written for this test).
describe('a tool named for its HTTP request', () => {
  it('reads with a read method, whatever nouns its path holds', () => {
    assert.equal(cls('GET /v2/bestellingen'), 'read-only-retrieval');
    assert.equal(cls('GET /v1/messages'), 'read-only-retrieval');
    assert.equal(cls('GET /api/v3/suppliers/{id}/invoices'), 'read-only-retrieval');
  });

  it('writes with a write method: the path’s own verb, else the method’s, the more dangerous reading standing', () => {
    assert.equal(cls('POST /v1/orders/{id}/cancel'), 'order-manage');
    assert.equal(cls('POST /v1/refunds'), 'payment-initiate');
    assert.equal(cls('POST /v1/users'), 'identity-admin');
    for (const name of ['PATCH /v1/tickets/{id}', 'DELETE /v1/files/{id}', 'PUT /v1/notes/{id}'])
      assert.ok(!['read-only-retrieval', 'web-fetch', undefined].includes(cls(name)), name);
  });

  it('keeps a write a read method’s path or description names', () => {
    assert.notEqual(cls('GET /v1/payments/send'), 'read-only-retrieval');
    assert.notEqual(cls('GET /v1/users', 'Deletes every inactive user and lists who was deleted.'), 'read-only-retrieval');
  });

  it('leaves other names as they are', () => {
    assert.equal(cls('get_orders'), 'read-only-retrieval');
    assert.equal(cls('GETTER /x'), cls('GETTER /x'));
  });
});
