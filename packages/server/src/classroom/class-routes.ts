/** The live classroom (docs/classroom.md): creating, listing and opening classes. */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';

export function addClassRoutes(_app: FastifyInstance, _deps: HttpDeps): void {}
