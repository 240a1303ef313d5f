/**
 * CPU time by component during a load, read from /proc (Linux; elsewhere every figure is NaN):
 * the replicas, the PostgreSQL backends of their connections (application_name `capfence`) with
 * the WAL writer, and the load clients (children of this process that exited). Divided by the
 * authorizations answered, it says what one costs, and so what two cores can carry at most,
 * whatever else shares the machine during the run.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU milliseconds used so far by each part. */
export interface CpuSample {
  readonly replicas: number;
  readonly postgres: number;
  readonly clients: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function fields(path: string): string[] | undefined {
  try {
    // The command name (field 2) may hold spaces: split after its closing parenthesis.
    return readFileSync(path, 'utf8').split(') ')[1]?.split(' ');
  } catch {
    return undefined;
  }
}

function ownTicks(pid: number): number {
  const f = fields(`/proc/${pid}/stat`);
  return f === undefined ? NaN : Number(f[11]) + Number(f[12]);
}

/** The PostgreSQL processes to count: the replicas' connections and the WAL writer (empty without a server URL). */
export async function postgresPids(url: string | undefined): Promise<number[]> {
  if (url === undefined) return [];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = 'capfence' OR backend_type = 'walwriter'",
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

export function sampleCpu(replicaPids: readonly number[], pgPids: readonly number[]): CpuSample {
  const self = fields('/proc/self/stat');
  const sum = (pids: readonly number[]) => pids.reduce((total, pid) => total + ownTicks(pid), 0) * TICK_MS;
  return {
    replicas: sum(replicaPids),
    postgres: sum(pgPids),
    clients: self === undefined ? NaN : (Number(self[13]) + Number(self[14])) * TICK_MS,
  };
}

/** CPU ms per authorization of each part between two samples. */
export function perAuthorization(before: CpuSample, after: CpuSample, authorizations: number): CpuSample {
  return {
    replicas: (after.replicas - before.replicas) / authorizations,
    postgres: (after.postgres - before.postgres) / authorizations,
    clients: (after.clients - before.clients) / authorizations,
  };
}

/** CPU time of the whole machine so far, ms summed over its cores: busy (any process) and all. NaN off Linux. */
export function sampleMachine(): { busy: number; all: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] as string;
    // cpu  user nice system idle iowait irq softirq steal ...
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const all = ticks.reduce((sum, t) => sum + t, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (all - idle) * TICK_MS, all: all * TICK_MS };
  } catch {
    return { busy: NaN, all: NaN };
  }
}
