/**
 * Worker-thread entry: verify the audit db at `workerData.path` and post the result back. The
 * sidecar runs `GET /v1/audit/verify` here so a chain of a million records does not stop the
 * server from answering other requests while it is recomputed (src/adapters/http/routes/audit.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { verifyAuditLog } from '../../../audit/verify.ts';

const { path } = workerData as { path: string };
parentPort?.postMessage(verifyAuditLog(path));
