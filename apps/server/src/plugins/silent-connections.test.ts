import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeSilentConnections } from './silent-connections.ts';

let server: http.Server;
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A server with Node's own deadlines off, so only the rule under test can end a connection. */
async function serverWithoutNodeDeadlines(): Promise<number> {
  server = http.createServer({ headersTimeout: 0, requestTimeout: 0 }, (_request, response) => response.end('ok'));
  server.setTimeout(0);
  server.keepAliveTimeout = 0;
  closeSilentConnections(server, 200);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Opens a raw connection, writes `bytes` if any, and resolves with what the server said once it closed. */
function closedAfter(port: number, bytes?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => bytes && socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('silent connections', () => {
  it('are closed when they send nothing, even with Node’s own deadlines off', async () => {
    const port = await serverWithoutNodeDeadlines();
    expect(await Promise.all([closedAfter(port), closedAfter(port), closedAfter(port)])).toEqual(['', '', '']);
  });

  it('leave a connection alone once it has sent its request', async () => {
    const port = await serverWithoutNodeDeadlines();
    const socket = net.connect(port, '127.0.0.1');
    const answers: string[] = [];
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => answers.join('').split('HTTP/1.1 200').length - 1 >= count && resolve();
        socket.on('data', (chunk) => {
          answers.push(chunk.toString());
          check();
        });
      });
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await answered(1);
    // Long after the deadline the same keep-alive connection still serves another request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(socket.destroyed).toBe(false);
    socket.removeAllListeners('data');
    const second = answered(2);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await second;
    socket.destroy();
  });
});
