import http from 'node:http';
import { percentile } from '../shared/stats.ts';

export interface LatencyResult {
  p50: number;
  p99: number;
  requests: number;
  rps: number;
  failures: number;
}

/**
 * A closed loop: `connections` clients, each sending its next request when the last answer has
 * arrived, cycling through `paths`, for `seconds`. With 1 connection the figures are the time
 * one request takes; with a few, how it holds up without the queueing of a saturated machine.
 * Timed with hrtime to the last byte of the body, so sub-millisecond differences show.
 */
export async function closedLoop(port: number, paths: string[], connections: number, seconds: number): Promise<LatencyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
    }).then(
      (status) => status,
      () => 0,
    );
  const client = async () => {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length]!;
      const started = process.hrtime.bigint();
      const status = await once(path);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (status === 200) samples.push(ms);
      else failures++;
    }
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - begun) / 1000;
  agent.destroy();
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), requests: samples.length, rps: samples.length / elapsed, failures };
}
