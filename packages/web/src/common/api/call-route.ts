/**
 * One call of the protocol's HTTP routes for the pages outside the game page, through shared/api's
 * typed client, with the token of the page; and the common message for a failure.
 */
import type { Result } from '@tengen/core';
import type { RouteName, RouteResponse } from '@tengen/protocol';
import { type ApiFailure, type CallInput, createApiClient } from './api-client.ts';

export function callRoute<N extends RouteName>(
  name: N,
  input: CallInput<N> & { readonly token: string | null },
): Promise<Result<RouteResponse<N>, ApiFailure>> {
  const client = createApiClient({ token: input.token });
  return (client.call as (name: N, input: CallInput<N>) => Promise<Result<RouteResponse<N>, ApiFailure>>)(
    name,
    input,
  );
}

/** The common-namespace key of the message a failure shows when the page has nothing better. */
export function failureMessageKey(failure: ApiFailure) {
  if (failure.kind === 'network') return 'errors.network' as const;
  if (failure.kind === 'http')
    return failure.status >= 500 ? ('errors.server' as const) : ('errors.badRequest' as const);
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
