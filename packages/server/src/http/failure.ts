/** A refused request: the `{ error, message }` body of every 4xx/5xx answer, and its status. */
import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '@tengen/protocol';
import type { FastifyReply } from 'fastify';

export interface HttpFailure {
  readonly error: ApiErrorCode;
  readonly message: string;
  /** Only when it is not the code's usual status (`API_ERROR_STATUS`), e.g. 503. */
  readonly status?: number;
  /** A refusal for too many tries: the seconds to wait, as its Retry-After header says too. */
  readonly retryAfter?: number;
}

export function failure(error: ApiErrorCode, message: string, status?: number): HttpFailure {
  return status === undefined ? { error, message } : { error, message, status };
}

export function sendFailure(reply: FastifyReply, f: HttpFailure): FastifyReply {
  const body: ApiError = { error: f.error, message: f.message };
  if (f.retryAfter !== undefined) body.retryAfter = f.retryAfter;
  return reply.code(f.status ?? API_ERROR_STATUS[f.error]).send(body);
}
