/** A failed HTTP call in plain words: the route is not there (404), the engine is busy (503), or what happened. */
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';

export function failureText(t: TFunction<'play'>, failure: ApiFailure): string {
  if (failure.kind === 'network') return t('failure.network', { message: failure.message });
  if (failure.status === 404) return t('failure.notOffered');
  if (failure.status === 503) return t('failure.busy');
  return t('failure.status', { status: failure.status, message: failure.message });
}
