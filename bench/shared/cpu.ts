import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent by processes, read from /proc (Linux). On a shared machine throughput depends on
 * what else runs; CPU milliseconds per order does not, so the benchmarks print both.
 */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of one process in ms, or null when it is gone or /proc is not there. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return null;
  }
}

/** The PostgreSQL backend processes serving connections to the database of `url`. */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** Starts counting CPU of the given processes; `stop()` returns the ms each spent since (0 if gone). */
export function cpuMeter(pids: number[]) {
  const start = pids.map((pid) => cpuMsOf(pid));
  return {
    stop(): number {
      return pids.reduce((sum, pid, i) => {
        const before = start[i];
        const after = cpuMsOf(pid);
        return before === null || before === undefined || after === null ? sum : sum + (after - before);
      }, 0);
    },
  };
}
