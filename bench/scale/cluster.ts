/**
 * A cluster of sidecar replicas on one state, for the scale bench and the multi-replica test:
 * replicas and load clients are separate processes on 127.0.0.1, so they compete for the cores
 * as a real deployment on this machine would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ApiKeyStore, createApiKey } from '../../src/adapters/http/index.ts';
import { CLASS } from '../../src/action/classes.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import type { Ceilings } from '../../src/capability/claims.ts';
import { exportPrivateJwk, exportPublicJwk, generateSigningKey, type SigningKey } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import type { Answer } from './client.ts';

const REPLICA = fileURLToPath(new URL('./replica.ts', import.meta.url));
const CLIENT = fileURLToPath(new URL('./client.ts', import.meta.url));

export interface Replica {
  readonly port: number;
  readonly process: ChildProcess;
}

export interface ClientResult {
  readonly answers: Answer[];
  readonly failures: number;
  /** The recorded requests' duration, and the CPU the client process spent on them. */
  readonly seconds: number;
  readonly cpuMs: number;
}

export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'capfence-cluster-'));
  readonly issuer: SigningKey = generateSigningKey();
  readonly checkpointKey: SigningKey = generateSigningKey();
  readonly apiKey: string;
  /** The executor's key: `authorize` and `settle` (it may release or lower a reservation). */
  readonly executorKey: string;
  readonly replicas: Replica[] = [];
  readonly #configFile: string;

  constructor(state: string, durability: 'strict' | 'batched' = 'strict', checkpoints = false) {
    const made = createApiKey('cluster', ['authorize', 'revoke', 'audit']);
    const executor = createApiKey('executor', ['authorize', 'settle']);
    this.apiKey = made.key;
    this.executorKey = executor.key;
    new ApiKeyStore([made.entry, executor.entry]).save(join(this.dir, 'api-keys.json'));
    writeFileSync(join(this.dir, 'checkpoint.jwk'), JSON.stringify(exportPrivateJwk(this.checkpointKey)));
    this.#configFile = join(this.dir, 'replica.json');
    writeFileSync(
      this.#configFile,
      JSON.stringify({
        state,
        durability,
        issuerJwk: exportPublicJwk(this.issuer),
        apiKeys: join(this.dir, 'api-keys.json'),
        ...(checkpoints ? { checkpointKey: join(this.dir, 'checkpoint.jwk') } : {}),
      }),
    );
  }

  /** A token for reads, with `ceilings`. */
  token(ceilings?: Ceilings): string {
    return mintToken(
      this.issuer,
      { issuer: 'bench', subject: 'agent', scope: [CLASS.read], ttlSeconds: 3_600, ...(ceilings === undefined ? {} : { ceilings }) },
      CapabilityGraph.builtIn(),
    );
  }

  /** Start one more replica; resolves when it listens. */
  async start(): Promise<Replica> {
    // CAPFENCE_REPLICA_NODE_ARGS: extra node flags for the replicas only, e.g. `--cpu-prof --cpu-prof-dir=DIR` to profile them.
    const extra = process.env.CAPFENCE_REPLICA_NODE_ARGS?.split(' ').filter((flag) => flag !== '') ?? [];
    const child = spawn(process.execPath, [...extra, '--import', 'tsx', REPLICA, this.#configFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`a replica exited with ${code} before listening`)));
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    });
    const replica = { port, process: child };
    this.replicas.push(replica);
    return replica;
  }

  /**
   * Run `clients` load processes, each with `requests` over `concurrency` workers, on `ports`
   * (default: every replica). With `onStart`, every client warms up first, then `onStart` runs and
   * all clients begin their recorded requests together (the measured window starts there).
   */
  async load(options: {
    clients: number;
    requests: number;
    concurrency: number;
    tokens: readonly string[];
    ports?: readonly number[];
    /** Unrecorded requests each client sends first, on a token without ceilings. */
    warmup?: number;
    onStart?: () => void | Promise<void>;
  }): Promise<ClientResult[]> {
    const ports = options.ports ?? this.replicas.map((r) => r.port);
    const warmup = options.warmup === undefined ? {} : { warmup: options.warmup, warmupToken: this.token() };
    const barrier = options.onStart !== undefined;
    let readyCount = 0;
    let go: () => void = () => undefined;
    const allReady = new Promise<void>((resolve) => (go = resolve));
    const children: ChildProcess[] = [];
    const done = Promise.all(
      Array.from({ length: options.clients }, (_, i) => {
        const file = join(this.dir, `client-${i}-${Date.now()}.json`);
        writeFileSync(
          file,
          JSON.stringify({
            ports,
            apiKey: this.apiKey,
            tokens: options.tokens,
            requests: options.requests,
            concurrency: options.concurrency,
            barrier,
            ...warmup,
          }),
        );
        return new Promise<ClientResult>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, file], { stdio: [barrier ? 'pipe' : 'ignore', 'pipe', 'inherit'] });
          children.push(child);
          let out = '';
          let ready = false;
          (child.stdout as NodeJS.ReadableStream).setEncoding('utf8').on('data', (chunk: string) => {
            out += chunk;
            if (barrier && !ready && out.startsWith('ready\n')) {
              ready = true;
              if (++readyCount === options.clients) go();
            }
          });
          child.once('exit', (code) =>
            code === 0
              ? resolve(JSON.parse(out.trim().split('\n').at(-1) as string) as ClientResult)
              : reject(new Error(`a client exited with ${code}`)),
          );
        });
      }),
    );
    if (options.onStart !== undefined) {
      // A client that dies before it is ready must not leave the barrier waiting.
      await Promise.race([allReady, done]);
      await options.onStart();
      for (const child of children) child.stdin?.end('go\n');
    }
    return done;
  }

  /** POST to one replica's API (GET without a body), with `key` (default: the cluster's key). */
  async call(replica: Replica, path: string, body?: unknown, key = this.apiKey): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`http://127.0.0.1:${replica.port}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.replicas.map(
        (r) =>
          new Promise<void>((resolve) => {
            if (r.process.exitCode !== null || r.process.signalCode !== null) return resolve();
            r.process.once('exit', () => resolve());
            r.process.kill('SIGTERM');
          }),
      ),
    );
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Percentile `p` (0–100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
