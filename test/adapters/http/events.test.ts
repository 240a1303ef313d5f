/** POST /v1/events through the sidecar: a token minted with expiresOn ends when its event is posted. */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { DEFAULT_CLAIMS, harness } from './helpers.ts';

describe('sidecar events', () => {
  const h = harness();
  after(() => h.app.close());
  const authorize = async (token: string) =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/v1/authorize',
        headers: h.auth('authorize'),
        payload: { token, call: { tool: 'search_files', args: { query: 'q' } } },
      })
    ).json() as { verdict: string; reasons: { code: string }[] };

  it('ends the tokens that expire on a posted event, and only with the revoke right', async () => {
    const token = await h.mint({ ...DEFAULT_CLAIMS, expiresOn: ['password-changed'] });
    const unrelated = await h.mint({ ...DEFAULT_CLAIMS, expiresOn: ['session-ended'] });
    // Issued in an earlier millisecond than the event below.
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await authorize(token)).verdict, 'allow');

    const forbidden = await h.app.inject({ method: 'POST', url: '/v1/events', headers: h.auth('authorize'), payload: { name: 'password-changed' } });
    assert.equal(forbidden.statusCode, 403);
    const bad = await h.app.inject({ method: 'POST', url: '/v1/events', headers: h.auth('revoke'), payload: { name: 'no spaces allowed' } });
    assert.equal(bad.statusCode, 400);

    const posted = await h.app.inject({ method: 'POST', url: '/v1/events', headers: h.auth('revoke'), payload: { name: 'password-changed' } });
    assert.deepEqual([posted.statusCode, posted.json()], [200, { posted: 'password-changed' }]);
    const ended = await authorize(token);
    assert.deepEqual([ended.verdict, ended.reasons.map((r) => r.code)], ['deny', ['token.ended']]);
    assert.equal((await authorize(unrelated)).verdict, 'allow');
  });
});
