/** Complaints about games (seed 000 sections 4–9; docs/appeals.md). */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';

export function addAppealRoutes(_app: FastifyInstance, _deps: HttpDeps): void {}
