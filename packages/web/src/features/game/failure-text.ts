/**
 * A failed HTTP call of the game page in the viewer's language. The server's error codes
 * (packages/protocol/src/http/errors.ts) each have a text; a call may first say its own codes in
 * its own words (`own`, e.g. the move-choice panel's "the game is over"). The server's `message`
 * is English for developers and is never shown: an answer the site cannot read (a proxy's page)
 * gets a generic text with its status.
 */
import type { ApiErrorCode } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { isMissingRoute } from '../../common/api/use-call.ts';

/** The server's own refusal: its code and its (English) message. */
export type ApiRefusal = Extract<ApiFailure, { kind: 'api' }>;

/** A call's own words for some of its refusals, or null for the common text of the code. */
export type OwnFailureText = (refusal: ApiRefusal) => string | null;

type CodeKey =
  `failure.code.${'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'RATE_LIMITED' | 'INTERNAL'}`;

/** The codes with a text of their own; a code added later reads as an unknown failure until it has one. */
const CODE_KEYS: Partial<Record<ApiErrorCode, CodeKey>> = {
  BAD_REQUEST: 'failure.code.BAD_REQUEST',
  UNAUTHORIZED: 'failure.code.UNAUTHORIZED',
  FORBIDDEN: 'failure.code.FORBIDDEN',
  NOT_FOUND: 'failure.code.NOT_FOUND',
  CONFLICT: 'failure.code.CONFLICT',
  BAD_CREDENTIALS: 'failure.code.UNAUTHORIZED',
  PAYLOAD_TOO_LARGE: 'failure.code.PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'failure.code.RATE_LIMITED',
  INTERNAL: 'failure.code.INTERNAL',
};

export function failureText(t: TFunction<'play'>, failure: ApiFailure, own?: OwnFailureText): string {
  if (failure.kind === 'network') return t('failure.network');
  if (failure.status === 503) return t('failure.busy');
  if (failure.kind === 'http') {
    return failure.status >= 500
      ? t('failure.code.INTERNAL')
      : t('failure.unknown', { status: failure.status });
  }
  const mine = own?.(failure);
  if (mine) return mine;
  if (isMissingRoute(failure)) return t('failure.notOffered');
  const key = CODE_KEYS[failure.error];
  return key ? t(key) : t('failure.unknown', { status: failure.status });
}
