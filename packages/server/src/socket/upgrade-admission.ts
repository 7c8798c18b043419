/**
 * Which socket upgrades are let in (docs/operations.md, "Sockets and Origin" and "Connection
 * limits"): a browser page of another site is refused with 403 (it would act as its visitor;
 * clients without a page send no Origin and are let in), and one client may hold at most
 * `perAddress` sockets (429), counted by its forwarded address behind a trusted proxy.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustsHop } from '../config/trust-proxy.ts';
import { AddressCounts, refusalText, TOO_MANY_CONNECTIONS } from '../http/connection-cap.ts';
import { originOfServer } from '../http/public-origin.ts';

export const ORIGIN_REFUSED = "this page's origin may not open the site's sockets";

export interface AdmissionOptions {
  readonly perAddress: number;
  readonly trusts: TrustsHop;
  /** Other sites whose pages may open sockets (TENGEN_CORS_ORIGINS), beside the site's own. */
  readonly corsOrigins: readonly string[];
}

export class UpgradeAdmission {
  private readonly perClient: AddressCounts;
  private readonly corsOrigins: ReadonlySet<string>;

  constructor(
    private readonly server: Server,
    private readonly options: AdmissionOptions,
  ) {
    this.perClient = new AddressCounts(options.perAddress);
    this.corsOrigins = new Set(options.corsOrigins);
  }

  /** Lets the upgrade in (counted until its socket closes), or answers the refusal and ends it. */
  admit(request: IncomingMessage, socket: Duplex): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== originOfServer(this.server) && !this.corsOrigins.has(origin)) {
      socket.end(refusalText(403, 'Forbidden', ORIGIN_REFUSED));
      return false;
    }
    const client = proxyAddr(request, this.options.trusts);
    if (!this.perClient.take(client)) {
      socket.end(refusalText(429, 'Too Many Requests', TOO_MANY_CONNECTIONS));
      return false;
    }
    socket.once('close', () => this.perClient.give(client));
    return true;
  }
}
