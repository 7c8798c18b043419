/** Record books (seed 000 sections 2, 3, 7; docs/books.md). */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';

export function addBookRoutes(_app: FastifyInstance, _deps: HttpDeps): void {}
