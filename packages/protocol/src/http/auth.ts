/** Every call carries `Authorization: JWT <token>` (seed 000 section 7). The token is opaque to clients. */

export const AUTH_SCHEME = 'JWT';

export function authorizationHeader(token: string): string {
  return `${AUTH_SCHEME} ${token}`;
}

/** The token of an Authorization header, or null when absent or of another scheme. */
export function tokenOf(header: string | null | undefined): string | null {
  if (header === null || header === undefined) return null;
  const match = /^JWT\s+(\S+)\s*$/i.exec(header.trim());
  return match === null ? null : match[1];
}
