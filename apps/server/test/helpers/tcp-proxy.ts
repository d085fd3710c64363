import net from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a test controls:
 * `pause()` freezes every byte both ways and holds new connections (a frozen database),
 * `resume()` lets them flow again, `cut()` destroys every open connection (a restart or a
 * terminated network path), and `refuse(true)` closes new connections at once (a server that is down).
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  pause(): void;
  resume(): void;
  cut(): void;
  refuse(on: boolean): void;
  /** Connections open through the proxy right now. */
  open(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held: net.Socket[] = [];
  let paused = false;
  let refusing = false;

  function connectUpstream(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (paused) {
      client.pause();
      upstream.pause();
    }
  }

  function cut() {
    for (const { client, upstream } of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    for (const client of held.splice(0)) client.destroy();
  }

  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    if (paused) {
      client.pause();
      held.push(client);
      client.on('error', () => client.destroy());
      return;
    }
    connectUpstream(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    pause() {
      paused = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      paused = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
      for (const client of held.splice(0)) if (!client.destroyed) connectUpstream(client);
    },
    cut,
    refuse(on) {
      refusing = on;
    },
    open: () => pairs.size,
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
