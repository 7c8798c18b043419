/**
 * A typed call of one HTTP route of the protocol, for the pages outside the game page. The
 * answer is a Result: the route's answer type, or why it failed (the network, or the server's
 * `{ error, message }`). Replace with lib/api's client when that exists.
 */
import { err, ok, type Result } from '@tengen/core';
import {
  type ApiErrorCode,
  apiErrorSchema,
  authorizationHeader,
  encodeForm,
  HTTP_ROUTES,
  type RouteForm,
  type RouteName,
  type RouteParams,
  type RouteResponse,
  routeUrl,
} from '@tengen/protocol';

export type CallFailure =
  | { readonly kind: 'network' }
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly error: ApiErrorCode;
      readonly message: string;
    };

export interface CallInput<N extends RouteName> {
  readonly params: RouteParams<N>;
  readonly form: RouteForm<N>;
  /** The signed-in user's token; null for a guest. */
  readonly token: string | null;
  /** Where the site is served; the page's own origin by default. */
  readonly baseUrl?: string;
}

export async function callRoute<N extends RouteName>(
  name: N,
  input: CallInput<N>,
): Promise<Result<RouteResponse<N>, CallFailure>> {
  const route = HTTP_ROUTES[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (input.token) headers.authorization = authorizationHeader(input.token);
  let body: string | undefined;
  if (route.method === 'POST') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(encodeForm(name, input.form)).toString();
  }
  const url = `${input.baseUrl ?? ''}${routeUrl(name, input.params)}`;
  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body, credentials: 'same-origin' });
  } catch {
    return err({ kind: 'network' });
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok && json !== null) return ok(json as RouteResponse<N>);
  const parsed = apiErrorSchema.safeParse(json);
  return err({
    kind: 'http',
    status: response.status,
    error: parsed.success ? parsed.data.error : response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    message: parsed.success ? parsed.data.message : response.statusText,
  });
}

/** The common-namespace key of the message a failure shows when the page has nothing better. */
export function failureMessageKey(failure: CallFailure) {
  if (failure.kind === 'network') return 'errors.network' as const;
  switch (failure.error) {
    case 'UNAUTHORIZED':
      return 'errors.signedOut' as const;
    case 'FORBIDDEN':
      return 'errors.forbidden' as const;
    case 'NOT_FOUND':
      return 'errors.notFound' as const;
    case 'RATE_LIMITED':
      return 'errors.rateLimited' as const;
    case 'INTERNAL':
      return 'errors.server' as const;
    default:
      return 'errors.badRequest' as const;
  }
}
