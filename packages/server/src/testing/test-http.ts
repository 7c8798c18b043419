/**
 * For tests of the HTTP edge: one request over a real connection to a listening server, from a
 * chosen loopback address (all of 127.0.0.0/8 is this machine), so limits by address and the
 * loopback-only answers are tested as a client elsewhere would meet them.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface TestRequest {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The local address to connect from, e.g. `127.0.0.7`; by default the system's choice. */
  readonly from?: string;
}

export interface TestAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export function httpRequest(url: string, options: TestRequest = {}): Promise<TestAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** A form POST, as the site's pages send it. */
export function postForm(
  url: string,
  fields: Readonly<Record<string, string>>,
  options: Omit<TestRequest, 'method' | 'body'> = {},
): Promise<TestAnswer> {
  return httpRequest(url, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Starts the app on 127.0.0.1 and a free port; answers its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
