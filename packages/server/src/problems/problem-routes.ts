/** Problems (docs/problems.md): collections, solving, attempts and progress. */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';

export function addProblemRoutes(_app: FastifyInstance, _deps: HttpDeps): void {}
