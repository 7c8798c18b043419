import type { Result } from '@tengen/core';
import { useEffect, useState } from 'react';
import type { ApiFailure } from './api-client.ts';

export type CallState<T> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

/** A call made when the page shows (again whenever `key` changes); `call` null means none is needed. */
export function useCall<T>(call: (() => Promise<Result<T, ApiFailure>>) | null, key: string): CallState<T> {
  const [state, setState] = useState<CallState<T>>(call ? { kind: 'loading' } : { kind: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the call; a new closure each render is the same call.
  useEffect(() => {
    if (!call) return setState({ kind: 'idle' });
    let live = true;
    setState({ kind: 'loading' });
    void call().then((answer) => {
      if (live)
        setState(
          answer.ok ? { kind: 'done', value: answer.value } : { kind: 'failed', failure: answer.error },
        );
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

/** The server has no such route yet (as opposed to: the thing asked for does not exist). */
export function isMissingRoute(failure: ApiFailure): boolean {
  return failure.kind === 'api' && failure.status === 404 && failure.message.startsWith('no route');
}
