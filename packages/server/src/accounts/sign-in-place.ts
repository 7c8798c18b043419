import type { FastifyRequest } from 'fastify';
import type { SignInPlace } from './accounts.ts';

/** Where a request signs in from (its browser and address), kept for the sessions list. */
export function signInPlaceOf(request: FastifyRequest): SignInPlace {
  return { userAgent: request.headers['user-agent'] ?? '', address: request.ip };
}
