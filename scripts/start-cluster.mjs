// Two API processes on one PostgreSQL behind a small sticky proxy, to try Sokoni as it runs when it
// grows. Needs DATABASE_URL. The proxy keeps each client on one process (by address) because
// socket.io's long-polling start needs it; events still cross processes through PostgreSQL.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('start:cluster needs DATABASE_URL=postgres://... (several processes share one PostgreSQL).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const workers = [port + 1, port + 2];
const children = [];

function startWorker(workerPort) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      env: { ...process.env, PORT: String(workerPort), HOST: '127.0.0.1', TRUST_PROXY: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(`[${workerPort}] ${chunk}`);
      if (output.includes('Sokoni is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker on ${workerPort} exited with ${code}`)));
  });
}

function pick(req) {
  const address = req.socket.remoteAddress ?? '';
  let hash = 0;
  for (const ch of address) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return workers[hash % workers.length];
}

// One at a time: the first runs the migrations and the demo seed before the second starts.
for (const workerPort of workers) await startWorker(workerPort);

const proxy = http.createServer((req, res) => {
  const target = pick(req);
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(
    { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The server is restarting. Please try again.', code: 'internal' }));
  });
  req.pipe(upstream);
});

// WebSocket upgrades are piped through as raw TCP.
proxy.on('upgrade', (req, socket, head) => {
  const target = pick(req);
  const upstream = net.connect(target, '127.0.0.1', () => {
    const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

proxy.listen(port, host, () => {
  console.log(`\n  Sokoni cluster: http://${host === '127.0.0.1' ? 'localhost' : host}:${port} -> processes on ${workers.join(', ')}\n`);
});

const stop = () => {
  proxy.close();
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
