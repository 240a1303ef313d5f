/**
 * The scale bench's bare-socket HTTP client (bench/scale/http-wire.ts): the bench's claims of
 * 0 overspend and every answer checked are only as good as its framing of answers.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { frame, WireConnection } from '../../../bench/scale/http-wire.ts';

describe('load client framing', () => {
  it('reads status, length and close from a head, and refuses what it cannot frame', () => {
    assert.deepEqual(frame('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: 12'), { status: 200, length: 12, close: false });
    assert.deepEqual(frame('HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nConnection: close'), { status: 503, length: 0, close: true });
    assert.ok(frame('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked') instanceof Error);
    assert.ok(frame('HTTP/1.1 200 OK\r\ncontent-type: text/plain') instanceof Error, 'no length: unframeable');
    assert.ok(frame('HTTP/1.1 200 OK\r\ncontent-length: 5\r\ncontent-length: 6') instanceof Error, 'two lengths');
    assert.ok(frame('HTTP/1.1 200 OK\r\ncontent-length: -1') instanceof Error);
    assert.ok(frame('garbage') instanceof Error);
  });
});

describe('load client on a real server', () => {
  let server: Server;
  let port = 0;
  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        if (body === 'chunked') {
          res.write('a');
          res.end('b');
          return;
        }
        const text = JSON.stringify({ echo: body, é: 'ü' });
        if (body === 'close') res.shouldKeepAlive = false;
        res.writeHead(body === 'close' ? 500 : 200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        // Split the answer over two writes: the client must wait for the whole body.
        res.write(text.slice(0, 5));
        setTimeout(() => res.end(text.slice(5)), 5);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  after(() => server.close());

  const request = (body: string): Buffer =>
    Buffer.from(`POST / HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);

  it('answers requests in order on one keep-alive connection, bodies whole and decoded', async () => {
    const connection = new WireConnection('127.0.0.1', port, 5_000);
    for (const body of ['one', 'two', 'three']) {
      const answer = await connection.send(request(body));
      assert.equal(answer.status, 200);
      assert.deepEqual(JSON.parse(answer.body), { echo: body, é: 'ü' });
    }
    connection.close();
  });

  it('fails a chunked answer instead of guessing, and reconnects for the next request', async () => {
    const connection = new WireConnection('127.0.0.1', port, 5_000);
    await assert.rejects(connection.send(request('chunked')));
    assert.equal((await connection.send(request('again'))).status, 200);
    const closing = await connection.send(request('close'));
    assert.equal(closing.status, 500);
    assert.equal((await connection.send(request('after'))).status, 200, 'a new connection after the server closed');
    connection.close();
  });

  it('fails a request when nothing listens', async () => {
    const connection = new WireConnection('127.0.0.1', 1, 5_000);
    await assert.rejects(connection.send(request('x')));
  });
});
