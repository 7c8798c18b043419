/** Buying Weidou and memberships (docs/pay.md). */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';

export function addPayRoutes(_app: FastifyInstance, _deps: HttpDeps): void {}
