/** Homework (docs/homework.md): teachers, groups, assignments and results. */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';

export function addHomeworkRoutes(_app: FastifyInstance, _deps: HttpDeps): void {}
