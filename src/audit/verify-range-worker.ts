/**
 * Worker-thread entry of verify-parallel.ts: check records `from` to `to` of the audit db at
 * `path` ({@link verifyRange}) and post the result back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { verifyRange } from './verify.ts';

const { path, from, to } = workerData as { path: string; from: number; to: number };
parentPort?.postMessage(verifyRange(path, from, to));
