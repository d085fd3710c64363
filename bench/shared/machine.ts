import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';

/** The open-file limits this process inherited (soft and hard), as `ulimit -n` reports them. */
export function fileDescriptorLimits(): { soft: string; hard: string } {
  const read = (flag: string) => execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
  return { soft: read('-Sn'), hard: read('-Hn') };
}

async function databaseVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('SELECT version()');
    return rows[0]?.version.split(',')[0] ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** What a figure means depends on where it was measured: CPU, memory, Node, database. */
export async function machineLines(options: { databaseUrl?: string; database?: string } = {}): Promise<string[]> {
  const cpus = os.cpus();
  const database = options.databaseUrl ? `${await databaseVersion(options.databaseUrl)} (same machine)` : options.database;
  return [
    `Node ${process.version} on ${os.type()} ${os.release()} (${os.arch()})`,
    `CPU: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown'}`,
    `Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    ...(database ? [`Database: ${database}`] : []),
    `Load average before the run: ${os.loadavg()[0]!.toFixed(2)}`,
  ];
}
