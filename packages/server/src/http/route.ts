/**
 * Registers one route of the protocol's table (`HTTP_ROUTES`) with a typed handler: the
 * path, method and auth come from the table; params and form are decoded by its codecs
 * before the handler runs (a bad one is a 400 naming the field); the viewer is resolved.
 */
import type { Result } from '@tengen/core';
import {
  decodeForm,
  decodeParams,
  HTTP_ROUTES,
  type RouteForm,
  type RouteName,
  type RouteParams,
  type RouteResponse,
  routerPath,
} from '@tengen/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts } from '../accounts/accounts.ts';
import { type SignedInViewer, type Viewer, viewerOf } from '../accounts/viewer.ts';
import { failure, type HttpFailure, sendFailure } from './failure.ts';

/** Routes that need a signed-in user get one; the others may get a guest. */
type ViewerOf<N extends RouteName> = (typeof HTTP_ROUTES)[N]['auth'] extends 'user' ? SignedInViewer : Viewer;

export interface RouteInput<N extends RouteName> {
  readonly params: RouteParams<N>;
  readonly form: RouteForm<N>;
  readonly viewer: ViewerOf<N>;
  readonly request: FastifyRequest;
  /** For headers only (a cookie); the answer is the handler's result. */
  readonly reply: FastifyReply;
}

export type RouteHandler<N extends RouteName> = (
  input: RouteInput<N>,
) => Promise<Result<RouteResponse<N>, HttpFailure>>;

export function addRoute<N extends RouteName>(
  app: FastifyInstance,
  accounts: Accounts,
  name: N,
  handler: RouteHandler<N>,
): void {
  const spec = HTTP_ROUTES[name];
  app.route({
    method: spec.method,
    url: routerPath(spec.path),
    handler: async (request, reply) => {
      const viewer = await viewerOf(accounts, spec.auth, request.headers.authorization);
      if (!viewer.ok) return sendFailure(reply, viewer.error);
      const params = decodeParams(name, request.params ?? {});
      if (!params.ok)
        return sendFailure(reply, failure('BAD_REQUEST', `${params.error.path}: ${params.error.message}`));
      const body =
        spec.method === 'GET' || request.body === undefined || request.body === null ? {} : request.body;
      const form = decodeForm(name, body);
      if (!form.ok)
        return sendFailure(reply, failure('BAD_REQUEST', `${form.error.path}: ${form.error.message}`));
      const answer = await handler({
        params: params.value,
        form: form.value,
        viewer: viewer.value as ViewerOf<N>,
        request,
        reply,
      });
      if (!answer.ok) return sendFailure(reply, answer.error);
      return reply.code(200).send(answer.value);
    },
  });
}
