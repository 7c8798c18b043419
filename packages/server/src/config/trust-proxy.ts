/**
 * Which peers are reverse proxies whose `X-Forwarded-For` is believed (TENGEN_TRUST_PROXY).
 * Believing every `X-Forwarded-For` let a client name its own address and so pass the
 * per-address sign-in limits: only the configured hops are trusted, and the client is the first
 * address (from the right) that no trusted hop wrote. Host and scheme are never taken from
 * `X-Forwarded-*`: the site's own URL is configured (TENGEN_PUBLIC_URL).
 */
import proxyAddr from '@fastify/proxy-addr';
import { err, ok, type Result } from '@tengen/core';

/**
 * None; the nearest `hops` (the TCP peer is the first); or the proxies' addresses and
 * CIDR ranges (`loopback`, `linklocal`, `uniquelocal` name the usual private ones).
 */
export type TrustProxy =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'addresses'; readonly addresses: readonly string[] };

export const TRUST_NO_PROXY: TrustProxy = { kind: 'none' };
/** More hops than this is a typing mistake (a CDN and a balancer are two). */
const MAX_HOPS = 10;
export const TRUST_PROXY_ALLOWED = `0 (no proxy), a number of proxy hops 1–${MAX_HOPS}, or proxy addresses and CIDR ranges separated by commas (e.g. 10.0.0.5,192.168.0.0/16 or loopback)`;

/** Reads the variable's text; anything ambiguous (`true`, `*`, a host name) is refused. */
export function parseTrustProxy(text: string): Result<TrustProxy, string> {
  const trimmed = text.trim();
  if (trimmed === '0') return ok(TRUST_NO_PROXY);
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= MAX_HOPS ? ok({ kind: 'hops', hops }) : err(TRUST_PROXY_ALLOWED);
  }
  const addresses = trimmed.split(',').map((part) => part.trim());
  if (addresses.some((part) => part === '')) return err(TRUST_PROXY_ALLOWED);
  try {
    proxyAddr.compile(addresses);
  } catch {
    return err(TRUST_PROXY_ALLOWED);
  }
  return ok({ kind: 'addresses', addresses });
}

/** Whether the address `addr`, `i` hops from the server (0: the TCP peer), is a trusted proxy. */
export type TrustsHop = (addr: string, i: number) => boolean;

export function trustsHop(trust: TrustProxy): TrustsHop {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'hops':
      return (_addr, i) => i < trust.hops;
    case 'addresses':
      return proxyAddr.compile([...trust.addresses]);
  }
}
