/**
 * For tests behind a reverse proxy: a small real one on 127.0.0.1 that forwards every request
 * to the server, as nginx's `proxy_add_x_forwarded_for` does: it appends the address it was
 * reached from to whatever `X-Forwarded-For` the client wrote, and passes the other headers on
 * unchanged (so a client's own `X-Forwarded-Host` reaches the server, as it would through a
 * proxy that does not strip it). It connects to the server from 127.0.0.1.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestProxy {
  /** `http://127.0.0.1:<port>`, the proxy's own address. */
  readonly url: string;
  close(): Promise<void>;
}

export async function startTestProxy(target: string): Promise<TestProxy> {
  const to = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const written = incoming.headers['x-forwarded-for'];
    const peer = incoming.socket.remoteAddress ?? '';
    const forwarded = written === undefined ? peer : `${written}, ${peer}`;
    const onward = request(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
        localAddress: '127.0.0.1',
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
