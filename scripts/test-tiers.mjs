// `npm test` after the build: the unit tier (Vitest, both cores) and then the browser journeys
// (Playwright, two workers). Side by side they took 29 min on the 2-core machine, where one after
// the other takes about half that: each tier alone keeps both cores busy, and together every step
// of both waited on the other's (timeouts followed). The journeys run even when the unit tier
// failed, so one run reports everything. Each tier's lines are prefixed with its name; the exit
// code is non-zero when either fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const tiers = [
  { name: 'unit', command: ['npx', 'vitest', 'run'] },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e:run'] },
];

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Each tier is a process group of its own: all of it hears what Ctrl-C would say, on which
    // Vitest and Playwright stop their workers and servers (npx and npm do not pass SIGTERM on).
    for (const child of running) process.kill(-child.pid, 'SIGINT');
    process.exitCode = 130;
  });
}

function run({ name, command }) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${minutes} min`);
      resolve(code === 0);
    });
  });
}

const results = [];
for (const tier of tiers) {
  if (process.exitCode === 130) break;
  results.push(await run(tier));
}
process.exit(process.exitCode ?? (results.every(Boolean) ? 0 : 1));
