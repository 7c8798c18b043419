/**
 * Why savestepoptions refused the choices, in the viewer's language (the server's codes in
 * step-options-routes.ts): the game over (409), not a player or the panel off (403), the move
 * already played meanwhile (400 on `step`), the points themselves (400). Anything else is said as
 * any failed call of the game page (failure-text.ts).
 */
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../common/api/api-client.ts';
import { type ApiRefusal, failureText } from '../failure-text.ts';

export function choicesFailureText(t: TFunction<'choices'>, tPlay: TFunction<'play'>, failure: ApiFailure) {
  const own = (refusal: ApiRefusal): string | null => {
    switch (refusal.error) {
      case 'CONFLICT':
        return t('failures.finished');
      case 'FORBIDDEN':
        return t('failures.notAllowed');
      case 'NOT_FOUND':
        return t('failures.noSuchGame');
      case 'BAD_REQUEST':
        return refusal.message.startsWith('step:') ? t('failures.moveChanged') : t('failures.badPoints');
      default:
        return null;
    }
  };
  return failureText(tPlay, failure, own);
}
