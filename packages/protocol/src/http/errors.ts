/**
 * The JSON body of every 4xx (and 5xx) answer: `{ error, message }`. `error` is a stable code
 * for programs, `message` English text for a developer. Outcomes the seed gives a `result`
 * code (not enough beans, no second game…) are not errors: they answer 200 with that code.
 */
import * as z from 'zod/mini';

export const API_ERROR_CODES = [
  'BAD_REQUEST', // malformed body or a field that fails its schema
  'UNAUTHORIZED', // no token, or a token not (any more) valid
  'FORBIDDEN', // valid token, but not allowed (role, guest)
  'NOT_FOUND',
  'CONFLICT', // e.g. the username is taken
  'MEMBERSHIP_RUNS', // a membership of another tier (or one without an end) runs: not bought over
  'TOO_MANY_ORDERS', // the buyer's orders waiting for payment are at the limit (OPEN_ORDERS_ALLOWED)
  'BAD_CREDENTIALS', // login with a wrong username or password
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.enum(API_ERROR_CODES),
  message: z.string(),
  /** RATE_LIMITED: the seconds to wait before trying again (as the Retry-After header). */
  retryAfter: z.optional(z.number()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The HTTP status each code is sent with. */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  MEMBERSHIP_RUNS: 409,
  TOO_MANY_ORDERS: 409,
  BAD_CREDENTIALS: 401,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export function apiError(error: ApiErrorCode, message: string): ApiError {
  return { error, message };
}
