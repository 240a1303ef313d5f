/**
 * Decision latency on browser calls with a 100 KB page snapshot in the session: the snapshot
 * arrives as the output of an allowed browser_snapshot and is parsed once; each click or
 * keystroke then resolves its target by ref. The peer, measured in the same run by the same fence
 * and session, is an ordinary read of a non-browser tool; step 2 (classification) is also timed
 * alone on the same calls.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ToolSpec } from '../../src/action/types.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { parseSnapshot } from '../../src/action/browser/snapshot.ts';
import { classifyCall } from '../../src/action/call.ts';
import { createFence } from '../../src/index.ts';

export interface WebLatency {
  readonly snapshotBytes: number;
  readonly snapshotNodes: number;
  /** Parsing the snapshot once, median of repeats, µs. */
  readonly parseUs: number;
  readonly calls: number;
  readonly browser: { readonly p50Us: number; readonly p99Us: number; readonly meanUs: number };
  readonly peer: { readonly p50Us: number; readonly p99Us: number; readonly meanUs: number };
  /** Step 2 alone (classifyCall on the same calls and page). */
  readonly classifyOnly: { readonly p50Us: number; readonly p99Us: number; readonly meanUs: number };
  /** The same calls with a small page (a few KB) in another session of the same fence, timed in the same rounds: what the page's size costs. */
  readonly smallPage: {
    readonly snapshotBytes: number;
    readonly browser: { readonly p50Us: number; readonly p99Us: number; readonly meanUs: number };
  };
}

/** A shop listing of `bytes` characters or more, in @playwright/mcp 0.0.83's snapshot format. */
export function bigSnapshot(bytes: number): string {
  const lines = [
    '### Page',
    '- Page URL: https://shop.example/deals',
    '- Page Title: Deals – Voltaic Supply',
    '### Snapshot',
    '```yaml',
    '- generic [active] [ref=e1]:',
  ];
  lines.push(
    '  - banner [ref=e2]:',
    '    - search [ref=e3]:',
    '      - textbox "Search products" [ref=e4]',
    '      - button "Search" [ref=e5] [cursor=pointer]',
    '  - main [ref=e6]:',
    '    - list [ref=e7]:',
  );
  let ref = 8;
  for (let i = 0; lines.join('\n').length < bytes; i++) {
    lines.push(
      `      - listitem [ref=e${ref++}]:`,
      `        - link "Braided USB-C cable model ${i}, 1 m, 100 W" [ref=e${ref++}] [cursor=pointer]:`,
      `          - /url: /p/usbc-${i}`,
      `        - generic [ref=e${ref++}]: $${(9 + (i % 40)).toFixed(2)}`,
      `        - button "Add to cart" [ref=e${ref++}] [cursor=pointer]`,
    );
  }
  lines.push('```');
  return lines.join('\n');
}

/** The small page's size: its search box and the first products. */
const SMALL_PAGE_BYTES = 4 * 1024;

export function measureWebLatency(calls: number): WebLatency {
  const catalogs = JSON.parse(readFileSync(fileURLToPath(new URL('../../corpus/web/tools.json', import.meta.url)), 'utf8')) as {
    catalogs: Record<string, ToolSpec[]>;
  };
  const peerTool: ToolSpec = {
    name: 'get_order_status',
    description: 'Returns the status of an order.',
    inputSchema: { type: 'object', properties: { order_id: { type: 'string' } } },
  };
  const issuer = generateSigningKey();
  const fence = createFence({ keyring: new Keyring([issuer]), tools: [...catalogs.catalogs['playwright-mcp']!, peerTool] });
  const hosts = { url: { domains: ['shop.example'] } };
  const token = mintToken(
    issuer,
    {
      issuer: 'bench',
      subject: 'agent',
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { '*': hosts },
      intent: 'Buy a USB-C cable on shop.example',
      ttlSeconds: 3600,
    },
    fence.graph,
  );
  const snapshot = bigSnapshot(100 * 1024);
  const parses: number[] = [];
  let page = parseSnapshot(snapshot)!;
  for (let i = 0; i < 9; i++) {
    const t = process.hrtime.bigint();
    page = parseSnapshot(snapshot)!;
    parses.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  // Each page arrives as a session receives every output: the answer to an allowed browser_snapshot.
  const withPage = (text: string) => {
    const session = fence.session(token);
    const read = session.decide({ tool: 'browser_snapshot', args: {} });
    if (read.verdict !== 'allow') throw new Error(`the benchmark's browser_snapshot was not allowed (${read.reasons[0]?.code ?? ''})`);
    session.complete(read, { ok: true, output: text });
    return session;
  };
  const session = withPage(snapshot);
  const small = bigSnapshot(SMALL_PAGE_BYTES);
  const smallSession = withPage(small);
  const smallPage = parseSnapshot(small)!;
  const refsOf = (p: typeof page) => ({
    links: p.nodes.filter((n) => n.role === 'link').map((n) => n.ref!),
    buttons: p.nodes.filter((n) => n.role === 'button' && n.name === 'Add to cart').map((n) => n.ref!),
  });
  const callsOn =
    ({ links, buttons }: { links: string[]; buttons: string[] }) =>
    (i: number) =>
      i % 3 === 0
        ? { tool: 'browser_click', args: { element: 'product link', target: links[i % links.length]! } }
        : i % 3 === 1
          ? { tool: 'browser_click', args: { element: 'Add to cart button', target: buttons[i % buttons.length]! } }
          : { tool: 'browser_type', args: { element: 'Search products', target: 'e4', text: 'usb-c cable' } };
  const browserCall = callsOn(refsOf(page));
  const smallCall = callsOn(refsOf(smallPage));
  const peerCall = { tool: 'get_order_status', args: { order_id: 'VS-1001' } };
  const time = (on: typeof session, make: (i: number) => unknown): number[] => {
    const out: number[] = [];
    for (let i = 0; i < calls; i++) {
      const call = make(i);
      const t = process.hrtime.bigint();
      on.decide(call);
      out.push(Number(process.hrtime.bigint() - t) / 1000);
    }
    return out;
  };
  // Warm every path, then alternate blocks so machine noise hits all alike.
  time(session, browserCall);
  time(smallSession, smallCall);
  time(session, () => peerCall);
  const browser: number[] = [];
  const smallBrowser: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < 4; round++) {
    browser.push(...time(session, browserCall));
    smallBrowser.push(...time(smallSession, smallCall));
    peer.push(...time(session, () => peerCall));
  }
  const classifyOnly: number[] = [];
  for (let i = 0; i < calls * 2; i++) {
    const call = browserCall(i);
    const entry = fence.catalog.lookup(call.tool)!;
    const t = process.hrtime.bigint();
    classifyCall(entry, call, session.observation);
    classifyOnly.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  fence.close();
  return {
    classifyOnly: summary(classifyOnly),
    snapshotBytes: snapshot.length,
    snapshotNodes: page.nodes.length,
    parseUs: median(parses),
    calls: browser.length,
    browser: summary(browser),
    peer: summary(peer),
    smallPage: { snapshotBytes: small.length, browser: summary(smallBrowser) },
  };
}

function summary(xs: number[]): { p50Us: number; p99Us: number; meanUs: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { p50Us: s[Math.floor(s.length * 0.5)]!, p99Us: s[Math.floor(s.length * 0.99)]!, meanUs: xs.reduce((a, b) => a + b, 0) / xs.length };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
