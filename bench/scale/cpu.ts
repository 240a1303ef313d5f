/**
 * CPU time by component during a load, read from /proc (Linux; elsewhere every figure is NaN):
 * the replicas, the PostgreSQL backends of their connections with the WAL writer, and the whole
 * machine (/proc/stat); the load clients measure their own (client.ts). Divided by the
 * authorizations answered, it says what one costs, and so what two cores can carry at most,
 * whatever else shares the machine during the run.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import pg from 'pg';

/** CPU milliseconds by part (per authorization, in the bench's rows). */
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

/**
 * The PostgreSQL processes to count: the backends serving the given replicas' connections (found
 * by the local ports of the replicas' sockets, so other work on the same server is not counted)
 * and the WAL writer. Empty without a server URL.
 */
export async function postgresPids(url: string | undefined, replicaPids: readonly number[]): Promise<number[]> {
  if (url === undefined) return [];
  const ports = localPorts(replicaPids);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE (application_name = 'capfence' AND client_port = ANY ($1::int[])) OR backend_type = 'walwriter'",
      [ports],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

/** Local TCP ports of the sockets the processes `pids` hold open (Linux: their fds' inodes, looked up in /proc/net/tcp*). */
function localPorts(pids: readonly number[]): number[] {
  const inodes = new Set<string>();
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkOrNull(`/proc/${pid}/fd/${fd}`);
        const inode = link === null ? undefined : /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode !== undefined) inodes.add(inode);
      }
    } catch {
      // The process is gone: it holds no sockets.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && inodes.has(f[9] as string)) ports.push(parseInt((f[1] as string).split(':')[1] as string, 16));
    }
  }
  return ports;
}

function readlinkOrNull(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** CPU ticks of each process so far, by pid (NaN for a process that is gone). */
export interface ProcessTicks {
  readonly replicas: ReadonlyMap<number, number>;
  readonly postgres: ReadonlyMap<number, number>;
}

export function sampleCpu(replicaPids: readonly number[], pgPids: readonly number[]): ProcessTicks {
  const of = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, ownTicks(pid)]));
  return { replicas: of(replicaPids), postgres: of(pgPids) };
}

/**
 * CPU ms the replicas and PostgreSQL spent between two samples. A process gone by the second
 * sample (a pooled connection closed) is left out, so the figure is a lower bound; `gone` says how many.
 */
export function spentMs(before: ProcessTicks, after: ProcessTicks): { replicas: number; postgres: number; gone: number } {
  let gone = 0;
  const spent = (a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): number => {
    let total = 0;
    for (const [pid, ticks] of a) {
      const later = b.get(pid) ?? NaN;
      if (Number.isNaN(later) || Number.isNaN(ticks)) gone++;
      else total += later - ticks;
    }
    return total * TICK_MS;
  };
  return { replicas: spent(before.replicas, after.replicas), postgres: spent(before.postgres, after.postgres), gone };
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
